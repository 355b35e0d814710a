/**
 * @jest-environment node
 *
 * docs/architecture.md's steps for a members' text page, followed once: an entry of kind 'text' in
 * lib/members/pages.ts and its file content/pages/<slug>.mdx (here a copy of the fixture content),
 * and nothing else. The page then has its address and tab title, its sealed file with its text, a
 * place among the guard's roots, and a Member Home button may open it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import MdxTree from '@/components/Mdx/MdxTree';
import type { ElementData } from '@/lib/mdx/elements';
import type { TextPageSlug } from '@/lib/members/pages';

const SLUG = 'club-rules';

// Step 1: the registry's entry.
jest.mock('@/lib/members/pages', () => {
  const actual = jest.requireActual<typeof import('@/lib/members/pages')>('@/lib/members/pages');
  const entry = { route: '/club-rules', sealed: 'club-rules', memberHome: true, kind: 'text' };
  return { ...actual, membersPages: [...actual.membersPages, entry] };
});

// Step 2: its content file.
const previous = process.env.CONTENT_DIR;
const previousPublic = process.env.PUBLIC_DIR;
const content = fs.mkdtempSync(path.join(os.tmpdir(), 'text-page-'));
beforeAll(() => {
  fs.cpSync(path.join(process.cwd(), 'e2e/content'), content, { recursive: true });
  fs.writeFileSync(
    path.join(content, 'pages', `${SLUG}.mdx`),
    '---\ntitle: Club Rules\ndescription: What members agree to.\n---\n\nBe kind to the **lab equipment**.\n',
  );
  process.env.CONTENT_DIR = content;
  process.env.PUBLIC_DIR = 'e2e/public'; // the fixture content's pictures, never ours (e2e/public/README.txt)
});
afterAll(() => {
  if (previous === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previous;
  if (previousPublic === undefined) delete process.env.PUBLIC_DIR;
  else process.env.PUBLIC_DIR = previousPublic;
  fs.rmSync(content, { recursive: true, force: true });
});

/** What a member reads of a sealed body, as the page draws it (components/Mdx/MdxTree). */
const shown = (body: ElementData) => renderToStaticMarkup(createElement(MdxTree, { tree: body })).replace(/<[^>]+>/g, '');

describe("a members' text page added as docs/architecture.md says", () => {
  it('is a page of the export at /club-rules/, titled by its file, noindex', async () => {
    const route = await import('@/app/(members)/[page]/page');
    expect(route.generateStaticParams()).toContainEqual({ page: SLUG });
    await expect(route.generateMetadata({ params: Promise.resolve({ page: SLUG }) })).resolves.toEqual({
      title: 'Club Rules',
      robots: { index: false },
    });
  });

  it('has a sealed file that holds its heading and text', async () => {
    const { fixedSealedNames } = await import('@/lib/seal/names');
    const { sealedPayload } = await import('@/app/sealed/build');
    expect(fixedSealedNames()).toContain(SLUG);
    const payload = sealedPayload(SLUG) as { heading: string; body: ElementData };
    expect(payload.heading).toBe('Club Rules');
    expect(shown(payload.body)).toBe('Be kind to the lab equipment.');
  });

  it('is behind the guard, and a Member Home button may open it', async () => {
    const { membersAreaRoots, safeReturnPath } = await import('@/lib/auth/redirect');
    const { memberHomeRoutes } = await import('@/lib/content/memberHome');
    expect(membersAreaRoots).toContain('/club-rules');
    expect(safeReturnPath('/club-rules/')).toBe('/club-rules/');
    expect(memberHomeRoutes).toContain('/club-rules');
  });

  it('is checked by content:check like the others: a missing file is named', async () => {
    const { loadPage } = await import('@/lib/content/pages');
    expect(loadPage(SLUG as TextPageSlug).title).toBe('Club Rules');
    fs.renameSync(path.join(content, 'pages', `${SLUG}.mdx`), path.join(content, 'pages', 'elsewhere.mdx'));
    jest.resetModules();
    const fresh = await import('@/lib/content/pages');
    expect(() => fresh.loadPages()).toThrow(/pages\/club-rules\.mdx: the file is missing/);
  });
});
