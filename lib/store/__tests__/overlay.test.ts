import { claimScreen, useOverlayStore } from '@/lib/store/overlay';

describe('the screen one overlay holds', () => {
  it('goes to the one opened last: opening the drawer takes it from the site menu, and back', () => {
    claimScreen('site-menu');
    expect(useOverlayStore.getState().holder).toBe('site-menu');
    claimScreen('drawer');
    expect(useOverlayStore.getState().holder).toBe('drawer');
    claimScreen('site-menu');
    expect(useOverlayStore.getState().holder).toBe('site-menu');
  });
});
