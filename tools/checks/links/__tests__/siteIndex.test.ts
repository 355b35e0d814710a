/**
 * @jest-environment node
 *
 * The addresses content:check checks links against are the build's: each dynamic route of app/
 * expanded with the params its own route file makes it with (no second list of pages), the members'
 * text pages and every module page among them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadEvents } from '@/lib/content/events';
import { loadOnboarding } from '@/lib/content/onboarding';
import { membersPages } from '@/lib/members/pages';
import { appRoutes, expandRoute, readSiteIndex } from '@/tools/checks/links/siteIndex';

const APP = path.join(process.cwd(), 'app');

/** Every route file of app/ under a dynamic segment, with its address pattern (route groups left out). */
function dynamicRouteFiles(): Array<{ pattern: string; file: string }> {
  return (fs.readdirSync(APP, { recursive: true }) as string[])
    .filter((f) => /(^|\/)(page|route)\.tsx?$/.test(f) && f.includes('['))
    .map((f) => ({
      pattern: `/${path
        .dirname(f)
        .split(path.sep)
        .filter((s) => !/^\(.*\)$/.test(s))
        .join('/')}`,
      file: path.join(APP, f),
    }));
}

beforeAll(() => {
  process.env.CONTENT_DIR = 'e2e/content';
  process.env.PUBLIC_DIR = 'e2e/public';
});
afterAll(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.PUBLIC_DIR;
});

describe('the site index content:check reads', () => {
  it('has every dynamic route of app/, and expands each as its route file makes it', async () => {
    const routes = dynamicRouteFiles();
    expect(routes.map((r) => r.pattern).sort()).toEqual(appRoutes(APP).filter((r) => r.includes('[')));
    for (const { pattern, file } of routes) {
      const route = (await import(file)) as { generateStaticParams: () => Array<Record<string, string>> };
      const made = route.generateStaticParams().map((values) => pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => values[name]));
      expect(made.length).toBeGreaterThan(0);
      expect(expandRoute(pattern)).toEqual(made);
    }
  });

  it("holds the members' text pages, every module page, each event's calendar file and the route files", () => {
    const { addresses } = readSiteIndex(process.cwd());
    for (const page of membersPages) if (page.kind === 'text') expect(addresses).toContain(page.route);
    for (const s of loadOnboarding().submodules) expect(addresses).toContain(`/onboarding/${s.block}/${s.key}`);
    for (const e of loadEvents().events) expect(addresses).toContain(`/events/${e.id}.ics`);
    for (const address of ['/', '/about', '/events', '/events.ics', '/manifest.webmanifest']) expect(addresses).toContain(address);
    expect(addresses).not.toContain('/onboarding');
    expect([...addresses].filter((a) => a.includes('['))).toEqual([]);
  });

  it('knows the files under public/ in their letter case', () => {
    const site = readSiteIndex(process.cwd());
    const [first] = site.publicFiles();
    expect(site.publicFileExists(first)).toBe(true);
    expect(site.publicFileExists(first.toUpperCase())).toBe(false);
  });
});
