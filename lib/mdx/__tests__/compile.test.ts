/**
 * @jest-environment node
 */
// What the check accepts, a standard MDX compiler must accept too once prepared, so the bodies
// stay plain MDX although the pages are made by our own parser (lib/mdx/toElements): every
// allowed fixture body and every MDX file of the real content/, each prepared as the pages
// prepare it, compiles with next-mdx-remote (rule, not values: a new module file is covered
// without a change here).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { splitFrontmatter } from '@/lib/content/frontmatter';
import { parsePage } from '@/lib/content/pages';
import { extractLinks } from '@/lib/links/extractLinks';
import { checkMdxBody, prepareMdxBody } from '@/lib/onboarding/mdxBody';
import { allowedBodies } from './fixtures/hostileBodies';

const TSX = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
const CONTENT = path.join(process.cwd(), 'content');

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith('.mdx') ? [path.join(dir, e.name)] : []));
}

type Body = { name: string; source: string };

/** Each MDX file of content/, its body checked and prepared the way its loader and page do. */
function contentBodies(): { name: string; problems: string[]; source: string }[] {
  return mdxFiles(CONTENT).map((file) => {
    const name = path.relative(process.cwd(), file);
    const text = fs.readFileSync(file, 'utf8');
    if (name.startsWith(path.join('content', 'pages'))) return { name, problems: [], source: parsePage(text, name).body };
    const { body: content, yaml } = splitFrontmatter(text)!;
    const links = ((YAML.parse(yaml) ?? {}).links ?? []) as { label: string }[];
    return { name, problems: checkMdxBody(content, links).map((p) => `${p.line}: ${p.message}`), source: prepareMdxBody(content, links) };
  });
}

function compileFailures(bodies: Body[]): { name: string; error: string }[] {
  const r = spawnSync(process.execPath, [TSX, path.join(__dirname, 'fixtures/compileBodies.mts')], {
    input: JSON.stringify(bodies),
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

const bodies = contentBodies();

it('finds the MDX files of content/ (the submodules and the members pages)', () => {
  expect(bodies.some((b) => b.name.includes(path.join('content', 'onboarding')))).toBe(true);
  expect(bodies.some((b) => b.name.includes(path.join('content', 'pages')))).toBe(true);
});

it('every MDX body in content/ passes the check, and its links can be read', () => {
  expect(bodies.filter((b) => b.problems.length > 0)).toEqual([]);
  for (const file of mdxFiles(CONTENT)) {
    const { links, unreadable } = extractLinks(fs.readFileSync(file, 'utf8'), path.basename(file));
    expect({ file, unreadable, unsafe: links.filter((l) => l.kind === 'unsafe') }).toEqual({ file, unreadable: undefined, unsafe: [] });
  }
});

it('the compiler accepts every prepared content body and every allowed fixture body', () => {
  const fixtures = allowedBodies.map((c) => ({ name: `fixture: ${c.what}`, source: prepareMdxBody(c.body.join('\n'), []) }));
  // A control in the same run: unprepared, an autolink breaks the compile, so a failure shows here.
  const control = { name: 'control: an autolink not prepared', source: 'See <https://numpy.org/>.' };
  expect(compileFailures([...bodies, ...fixtures, control]).map((f) => f.name)).toEqual([control.name]);
}, 120_000);
