describe('storageName', () => {
  const load = (basePath: string) => {
    process.env.NEXT_PUBLIC_BASE_PATH = basePath;
    let loaded: typeof import('@/lib/asset') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('@/lib/asset')>('@/lib/asset');
    });
    return loaded!;
  };
  afterEach(() => delete process.env.NEXT_PUBLIC_BASE_PATH);

  it('keeps the plain name at the root of a domain, where earlier sign-ins are', () => {
    expect(load('').storageName('member-key')).toBe('member-key');
  });

  it('gives two sites under different base paths of one origin different names', () => {
    const one = load('/neurotech').storageName('member-key');
    const two = load('/other-chapter').storageName('member-key');
    expect(one).not.toBe(two);
    expect(one).not.toBe('member-key');
  });
});
