'use client';
/**
 * On a phone the site bar's menus and the onboarding drawer cover the same screen: one at a time.
 * Each keeps its own open state and shows it only while it holds the screen; opening one claims the
 * screen, which closes the other without either knowing the other.
 */
import { create } from 'zustand';

export type Overlay = 'site-menu' | 'drawer';

type OverlayState = { holder: Overlay | null; claim: (overlay: Overlay) => void };

export const useOverlayStore = create<OverlayState>()((set) => ({
  holder: null,
  claim: (overlay) => set({ holder: overlay }),
}));

/** Whether `overlay` holds the screen, so its own open state may show. */
export const useHoldsScreen = (overlay: Overlay) => useOverlayStore((s) => s.holder === overlay);

/** For event handlers: `overlay` is opening, whatever else was open closes. */
export const claimScreen = (overlay: Overlay) => useOverlayStore.getState().claim(overlay);
