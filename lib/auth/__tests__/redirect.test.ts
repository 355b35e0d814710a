import fs from 'node:fs';
import path from 'node:path';
import { isMembersAreaPath, loginPathFor, safeReturnPath } from '@/lib/auth/redirect';
import { generateStaticParams } from '@/app/(members)/[page]/page';

describe('safeReturnPath', () => {
  it.each([
    '/member',
    '/member/',
    '/programs/',
    '/progress/',
    '/review/',
    '/general-info',
    '/competition-info/',
    '/ask-questions',
    '/onboarding/softwareB1/1_1/',
  ])('accepts the members page %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

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

  // A page added to the (members) route group without a root here would be guarded, yet its
  // sign-in would drop ?next= and it would count as a public page in the bench.
  it('covers every route of the (members) route group', () => {
    const group = path.join(process.cwd(), 'app/(members)');
    // [page]/ draws the text pages, one address each.
    const routes = fs
      .readdirSync(group, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => (d.name === '[page]' ? generateStaticParams().map((p) => `/${p.page}/`) : [`/${d.name}/`]));
    expect(routes.length).toBeGreaterThan(0);
    expect(routes).not.toContain('/[page]/');
    expect(routes.filter((r) => !isMembersAreaPath(r))).toEqual([]);
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
