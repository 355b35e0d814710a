import { onboardingTarget } from '@/lib/onboarding/notFoundPath';

describe('onboardingTarget', () => {
  it('reads block and submodule, with or without the trailing slash', () => {
    expect(onboardingTarget('/onboarding/hardwareB1/9_9/')).toEqual({ block: 'hardwareB1', sub: '9_9' });
    expect(onboardingTarget('/onboarding/nope/1_1')).toEqual({ block: 'nope', sub: '1_1' });
  });
  it('strips the base path', () => {
    expect(onboardingTarget('/nt-base/onboarding/softwareB1/3_3/', '/nt-base')).toEqual({ block: 'softwareB1', sub: '3_3' });
    expect(onboardingTarget('/nt-baseline/onboarding/a/1_1/', '/nt-base')).toBeNull();
  });
  it('is null for other addresses', () => {
    expect(onboardingTarget('/no-such-page/')).toBeNull();
    expect(onboardingTarget('/onboarding/softwareB1/')).toBeNull();
    expect(onboardingTarget('/onboarding/a/b/c/')).toBeNull();
    expect(onboardingTarget('/%E0%A4%A/')).toBeNull();
  });
});
