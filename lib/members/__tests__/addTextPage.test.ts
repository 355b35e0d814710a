/**
 * @jest-environment node
 *
 * docs/architecture.md's recipe for a members' text page ("Adding a members' page"), followed on a
 * copy of the real tree's content folders, then checked the way each export is built: the site's
 * (content/ with public/) and the e2e fixture's (e2e/content with e2e/public), each with CONTENT_DIR
 * and PUBLIC_DIR on the copy, through what `next build` runs for the page: the text pages' loader,
 * the page's route (its addresses and tab titles) and every text page's sealed file. The curriculum,
 * which the page does not touch, is left out: it is most of a build's time. Then each step is left
 * out once, and a build or the e2e specs stop, naming what is missing: a step the recipe forgets
 * fails here, not in a newcomer's build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ElementData } from '@/lib/mdx/elements';
import type { membersPages as MembersPages } from '@/lib/members/pages';

const SLUG = 'club-rules';

/** The recipe's steps, as docs/architecture.md numbers them; the third is TypeScript the e2e specs read. */
const STEPS = {
  entry: "1. lib/members/pages.ts: its entry, kind 'text'",
  content: `2. content/pages/${SLUG}.mdx`,
  e2eTexts: '3. e2e/support/members.ts: its heading and texts',
  fixture: `4. e2e/content/pages/${SLUG}.mdx`,
} as const;
type Step = keyof typeof STEPS;

/** The page's file, the same in both trees (step 2 and step 4). */
const PAGE_FILE = '---\ntitle: Club Rules\ndescription: What members agree to.\n---\n\nBe kind to the **lab equipment**.\n';

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/**
 * The real tree's content/ and e2e/content/, copied, with the steps in `done` followed. Step 1 is the
 * registry's module as jest loads it next (the registry is code: a test cannot add a line to it).
 */
function follow(done: readonly Step[]): { site: string; fixture: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'text-page-'));
  copies.push(root);
  const tree = { site: path.join(root, 'content'), fixture: path.join(root, 'e2e/content') };
  fs.cpSync(path.join(process.cwd(), 'content'), tree.site, { recursive: true });
  fs.cpSync(path.join(process.cwd(), 'e2e/content'), tree.fixture, { recursive: true });
  if (done.includes('content')) fs.writeFileSync(path.join(tree.site, 'pages', `${SLUG}.mdx`), PAGE_FILE);
  if (done.includes('fixture')) fs.writeFileSync(path.join(tree.fixture, 'pages', `${SLUG}.mdx`), PAGE_FILE);
  jest.resetModules();
  jest.doMock('@/lib/members/pages', () => {
    const actual = jest.requireActual<{ membersPages: typeof MembersPages }>('@/lib/members/pages');
    const entry = { route: `/${SLUG}`, sealed: SLUG, memberHome: true, kind: 'text' };
    return { ...actual, membersPages: done.includes('entry') ? [...actual.membersPages, entry] : actual.membersPages };
  });
  return tree;
}

/** What a member reads of a sealed body, as the page draws it (components/Mdx/MdxTree). */
async function shown(body: ElementData): Promise<string> {
  const { default: MdxTree } = await import('@/components/Mdx/MdxTree');
  return renderToStaticMarkup(createElement(MdxTree, { tree: body })).replace(/<[^>]+>/g, '');
}

type Built = { problem: string } | { addresses: string[]; title: unknown; sealedText: string | undefined };

/** What the export built from `contentDir` with `publicDir` makes of the page, or the problem that stops it. */
async function build(contentDir: string, publicDir: string): Promise<Built> {
  process.env.CONTENT_DIR = contentDir;
  process.env.PUBLIC_DIR = publicDir;
  try {
    const { loadPages, pageSlugs } = await import('@/lib/content/pages');
    loadPages();
    const route = await import('@/app/(members)/[page]/page');
    const params = route.generateStaticParams();
    const titles = await Promise.all(params.map((p) => route.generateMetadata({ params: Promise.resolve(p) })));
    const { sealedPayload } = await import('@/app/sealed/build');
    const payloads = new Map(pageSlugs.map((slug) => [slug as string, sealedPayload(slug) as { body: ElementData }]));
    const ours = payloads.get(SLUG);
    return {
      addresses: params.map((p) => `/${p.page}/`),
      title: titles[params.findIndex((p) => p.page === SLUG)],
      sealedText: ours && (await shown(ours.body)),
    };
  } catch (e) {
    return { problem: e instanceof Error ? e.message : String(e) };
  }
}

const previous = { content: process.env.CONTENT_DIR, public: process.env.PUBLIC_DIR };
afterEach(() => {
  for (const [name, value] of [
    ['CONTENT_DIR', previous.content],
    ['PUBLIC_DIR', previous.public],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/**
 * The two exports every page is built into: the site's, and the e2e fixture's the browser tests run
 * on. One after the other, as each build reads its own CONTENT_DIR.
 */
async function builds(tree: { site: string; fixture: string }): Promise<[Built, Built]> {
  const site = await build(tree.site, 'public');
  return [site, await build(tree.fixture, path.join(process.cwd(), 'e2e/public'))];
}

describe("a members' text page added as docs/architecture.md says", () => {
  it('is built into both exports at /club-rules/, titled by its file, noindex, its text in its sealed file', async () => {
    const tree = follow(['entry', 'content', 'fixture']);
    for (const built of await builds(tree)) {
      expect(built).toEqual({
        addresses: expect.arrayContaining(['/general-info/', '/club-rules/']),
        title: { title: 'Club Rules', robots: { index: false } },
        sealedText: 'Be kind to the lab equipment.',
      });
    }
  });

  it('is behind the guard, its sealed file among the build’s, and a Member Home button may open it', async () => {
    follow(['entry', 'content', 'fixture']);
    const { membersAreaRoots, safeReturnPath } = await import('@/lib/auth/redirect');
    const { memberHomeRoutes } = await import('@/lib/content/memberHome');
    const { fixedSealedNames } = await import('@/lib/seal/names');
    expect(membersAreaRoots).toContain('/club-rules');
    expect(safeReturnPath('/club-rules/')).toBe('/club-rules/');
    expect(memberHomeRoutes).toContain('/club-rules');
    expect(fixedSealedNames()).toContain(SLUG);
  });
});

describe('each step of the recipe is needed', () => {
  it(`without ${STEPS.content}, the site's build stops, naming the file`, async () => {
    const [site, fixture] = await builds(follow(['entry', 'fixture']));
    expect(site).toEqual({ problem: expect.stringMatching(new RegExp(`content/pages/${SLUG}\\.mdx: the file is missing`)) });
    expect(fixture).toMatchObject({ sealedText: 'Be kind to the lab equipment.' });
  });

  it(`without ${STEPS.fixture}, the e2e fixture's build stops, naming the file`, async () => {
    const [site, fixture] = await builds(follow(['entry', 'content']));
    expect(site).toMatchObject({ sealedText: 'Be kind to the lab equipment.' });
    expect(fixture).toEqual({ problem: expect.stringMatching(new RegExp(`e2e/content/pages/${SLUG}\\.mdx: the file is missing`)) });
  });

  it(`without ${STEPS.e2eTexts}, every e2e spec stops, naming the page (and tsc names it too)`, async () => {
    follow(['entry', 'content', 'fixture']);
    await expect(import('@/e2e/support/members')).rejects.toThrow(`the members' page /${SLUG} of lib/members/pages.ts has no texts`);
  });

  it(`without ${STEPS.entry}, the two files make no page`, async () => {
    for (const built of await builds(follow(['content', 'fixture']))) {
      expect(built).toMatchObject({ title: undefined, sealedText: undefined });
      expect(built).not.toMatchObject({ addresses: expect.arrayContaining(['/club-rules/']) });
    }
  });
});
