/**
 * @jest-environment node
 *
 * The list of members' pages (lib/members/pages.ts) against what it drives: the route folders, the
 * build's payload builders, Member Home's routes and the guard's roots. ./addTextPage.test.ts adds a
 * text page as docs/architecture.md says.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateStaticParams } from '@/app/(members)/[page]/page';
import { payloadBuilders } from '@/app/sealed/build';
import { membersAreaRoots } from '@/lib/auth/redirect';
import { memberHomeRoutes } from '@/lib/content/memberHome';
import { pageSlugs } from '@/lib/content/pages';
import { membersPageMetadata } from '@/lib/members/metadata';
import { membersPages } from '@/lib/members/pages';
import { fixedSealedNames, type FixedSealedName } from '@/lib/seal/names';

const group = path.join(process.cwd(), 'app/(members)');
const routes = membersPages.map((p) => p.route);
const views = membersPages.filter((p) => p.kind === 'view');
const texts = membersPages.filter((p) => p.kind === 'text');

/** True only when A and B are the same type; a `true` typed with it fails `tsc` otherwise. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe("the members' pages", () => {
  it('have one entry per route', () => {
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('are the folders of app/(members)/, each view with its page.tsx (the onboarding pages one per submodule, below it), the text pages [page]/', () => {
    const folders = fs
      .readdirSync(group, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `/${d.name}`);
    expect([...folders].sort()).toEqual([...views.map((v) => v.route), '/[page]'].sort());
    for (const { route, sealed } of views) {
      const page = sealed === null ? path.join(route, '[block]', '[sub]', 'page.tsx') : path.join(route, 'page.tsx');
      expect(fs.existsSync(path.join(group, page)) ? page : `no ${page}`).toBe(page);
    }
  });

  it('make a text page the content file, the sealed file and the address of one name', () => {
    expect(texts.length).toBeGreaterThan(0);
    for (const { route, sealed } of texts) expect(route).toBe(`/${sealed}`);
    expect(pageSlugs).toEqual(texts.map((t) => t.sealed));
    expect(generateStaticParams()).toEqual(texts.map((t) => ({ page: t.sealed })));
  });

  it('give each route file its title and noindex', () => {
    for (const { route, sealed } of views) {
      const file = path.join(group, route, sealed === null ? '[block]/[sub]' : '', 'page.tsx');
      expect(fs.readFileSync(file, 'utf8')).toContain(`export const metadata = membersPageMetadata('${route}');`);
      expect(membersPageMetadata(route)).toEqual({ title: expect.stringMatching(/\S/), robots: { index: false } });
    }
  });

  it('are the roots of the guard', () => {
    expect(membersAreaRoots).toEqual(routes);
  });

  it("have a payload builder for each sealed file they open, and the build has none that nobody opens but the outline's and the search's", () => {
    const sameNames: Same<keyof typeof payloadBuilders, FixedSealedName> = true;
    expect(sameNames).toBe(true);
    expect(Object.keys(payloadBuilders).sort()).toEqual(fixedSealedNames().sort());
    const opened = membersPages.flatMap((p) => (p.sealed === null ? [] : [p.sealed]));
    expect(fixedSealedNames().sort()).toEqual([...new Set([...opened, 'outline', 'search'])].sort());
  });

  it('give Member Home its routes: some of theirs, in their order', () => {
    expect(memberHomeRoutes.length).toBeGreaterThan(0);
    expect(memberHomeRoutes).toEqual(routes.filter((r) => (memberHomeRoutes as readonly string[]).includes(r)));
  });

  // lib/auth/redirect.ts reads the list, and it is in every page's script: no module comes with it,
  // and the titles stay in the route files (which run at build only).
  it('import nothing, and their titles reach only the route files', () => {
    expect(fs.readFileSync(path.join(process.cwd(), 'lib/members/pages.ts'), 'utf8')).not.toMatch(/^\s*import\s/m);
    const importers = ['app', 'components', 'lib']
      .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('__tests__'))
      .filter((f) => fs.readFileSync(f, 'utf8').includes("'@/lib/members/metadata'"));
    expect(importers.filter((f) => !/^app\/\(members\)\/.*page\.tsx$/.test(f))).toEqual([]);
    expect(importers).toHaveLength(views.length + 1);
  });
});
