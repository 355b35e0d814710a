/**
 * @jest-environment node
 */
// The build makes a page of a body only after its loader has checked it: the module page's
// generateStaticParams and getSubmodule call loadOnboarding(), the members' pages call loadPage().
// So a hostile body must make those loaders throw, with the `file:line: body:` an officer reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, formatProblem } from '@/lib/content/problems';
import { loadOnboarding } from '@/lib/content/onboarding';
import { loadPage } from '@/lib/content/pages';
import { BRACES } from '@/lib/mdx/check';

const FIXTURE = path.join(process.cwd(), 'e2e/content');
const previous = process.env.CONTENT_DIR;
let root: string;

/** The loader's problems as content:check prints them, paths relative to the temporary tree. */
function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (e) {
    if (e instanceof ContentError) return e.problems.map((p) => formatProblem({ ...p, file: path.relative(root, path.resolve(p.file)) }));
    throw e;
  }
  return [];
}

/** Appends lines to a fixture file; returns the file line of the first appended line. */
function append(rel: string, lines: string[]): number {
  const file = path.join(root, rel);
  const text = fs.readFileSync(file, 'utf8').replace(/\n*$/, '\n\n');
  fs.writeFileSync(file, text + lines.join('\n') + '\n');
  return text.split('\n').length;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-build-path-'));
  fs.cpSync(FIXTURE, root, { recursive: true });
  process.env.CONTENT_DIR = root;
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  if (previous === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previous;
});

it('the fixture content loads as it is (so the failures below come from the appended lines)', () => {
  expect(problemsOf(loadOnboarding)).toEqual([]);
  expect(problemsOf(() => loadPage('general-info'))).toEqual([]);
});

it('a submodule body with an <iframe srcdoc> after an inline fence stops the onboarding loader', () => {
  const line = append('onboarding/softwareB1/1_2.mdx', [
    '```x``` looks like a fence.',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  ]);
  expect(problemsOf(loadOnboarding)).toEqual([
    `onboarding/softwareB1/1_2.mdx:${line + 1}: body: <iframe> is not allowed in content; use <Video title="..." url="..." /> instead`,
  ]);
});

it('a javascript: link and an import line in a submodule body stop the loader (not only links:check)', () => {
  const line = append('onboarding/softwareB1/2_1.mdx', ['[Notes](javascript:alert(1))', '', "import x from 'y'"]);
  expect(problemsOf(loadOnboarding)).toEqual([
    `onboarding/softwareB1/2_1.mdx:${line}: body: a javascript: address is not allowed in content; use a full https:// address or a site path like /about instead`,
    `onboarding/softwareB1/2_1.mdx:${line + 2}: body: an import line is not allowed in content; use the components docs/adding-content.md lists, which need no import, instead`,
  ]);
});

it('a members page with a <script> stops the pages loader', () => {
  const line = append('pages/general-info.mdx', ['<script>alert(1)</script>']);
  expect(problemsOf(() => loadPage('general-info'))).toEqual([
    `pages/general-info.mdx:${line}: body: <script> is not allowed in content; use a link [text](https://...) to the page that has the script instead`,
  ]);
});

it('a task description or resource text is held to the same allow-list, at its own line', () => {
  const file = path.join(root, 'onboarding/softwareB1/1_1.mdx');
  const text = fs.readFileSync(file, 'utf8');
  const heading = '      ## A heading in a task\n';
  fs.writeFileSync(file, text.replace(heading, `${heading}      Press <kbd>Enter</kbd>, then {run}.\n`));
  const line = text.slice(0, text.indexOf(heading)).split('\n').length + 1;
  expect(problemsOf(loadOnboarding)).toEqual([
    `onboarding/softwareB1/1_1.mdx:${line}: NTC004 tasks[0].description: <kbd> is not allowed in content; use Markdown (**bold**, *italics*, "* " bullets, "## " headings) instead`,
    `onboarding/softwareB1/1_1.mdx:${line}: NTC004 tasks[0].description: ${BRACES}`,
  ]);
});
