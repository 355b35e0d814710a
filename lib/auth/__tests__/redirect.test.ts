import { isMembersAreaPath, loginPathFor, safeReturnPath } from '../redirect';

describe('safeReturnPath', () => {
  it.each(['/member', '/member/', '/programs/', '/general-info', '/competition-info/', '/ask-questions', '/onboarding/softwareB1/1_1/'])(
    'accepts the members page %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    ['nothing', null],
    ['an empty text', ''],
    ['a public page', '/about/'],
    ['the login page', '/login'],
    ['the home page', '/'],
    ['a look-alike prefix', '/membership'],
    ['a relative path', 'member'],
    ['an absolute URL', 'https://evil.example/member'],
    ['a protocol-relative URL', '//evil.example/member'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash inside', '/member\\..\\..\\evil'],
    ['an encoded slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['double encoding', '/member/%252F..'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['dot segments', '/member/../about'],
    ['a doubled slash inside', '/member//evil'],
    ['a query', '/member?x=1'],
    ['a fragment', '/member#x'],
    ['a tab', '/mem\tber'],
    ['a newline', '/member\n//evil'],
    ['a very long path', `/member/${'a'.repeat(400)}`],
  ])('rejects %s', (_label, next) => {
    expect(safeReturnPath(next)).toBeNull();
  });
});

describe('isMembersAreaPath', () => {
  it('knows the members area and nothing else', () => {
    expect(isMembersAreaPath('/onboarding/hardwareB2/1_3/')).toBe(true);
    expect(isMembersAreaPath('/events/')).toBe(false);
  });
});

describe('loginPathFor', () => {
  it('sends the visitor to /login with the page to return to', () => {
    expect(loginPathFor('/programs/')).toBe('/login?next=%2Fprograms%2F');
  });

  it('drops a return path that is not a members page', () => {
    expect(loginPathFor('/about/')).toBe('/login');
  });
});
