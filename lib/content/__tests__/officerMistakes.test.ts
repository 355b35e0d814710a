/**
 * `npm run content:check` from an education officer's point of view: for each common mistake, the
 * message names the file, the line, and says how to fix it. Each case in
 * fixtures/officer-mistakes/<case>/ is laid over a copy of the valid e2e fixture tree and checked
 * with the same loaders as content:check (lib/content/all.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentCollections } from '../all';
import { collectProblems, ContentError, formatProblemWithHint, parseYamlText, validate, type ContentProblem } from '../core';
import { moduleFrontmatterSchema, quizSchema } from '../onboardingSchema';

const FIXTURES = path.join(__dirname, 'fixtures/officer-mistakes');
const BASE_TREE = path.join(process.cwd(), 'e2e/fixtures/content');

/** Submodule files and quizzes are read by the onboarding loader once it is listed in all.ts. */
const onboardingLoaderListed = contentCollections.some((c) => /submodule|module page|quiz/i.test(c.name));

function caseFiles(name: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) =>
    fs.readdirSync(dir, { withFileTypes: true }).forEach((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : files.push(path.relative(path.join(FIXTURES, name), path.join(dir, e.name)))));
  walk(path.join(FIXTURES, name));
  return files.map((f) => f.split(path.sep).join('/'));
}

/** Until the onboarding loader is listed, validate its files the way it will: schema, line offset 1. */
function schemaProblems(absolute: string, shown: string): ContentProblem[] {
  const text = fs.readFileSync(absolute, 'utf8');
  try {
    if (shown.endsWith('.mdx')) {
      const yaml = text.split(/^---$/m)[1];
      const parsed = parseYamlText(yaml.replace(/^\n/, ''), shown, 1);
      validate(moduleFrontmatterSchema, parsed.data, shown, parsed, 1);
    } else if (shown.includes('/quizzes/')) {
      const parsed = parseYamlText(text, shown);
      validate(quizSchema, parsed.data, shown, parsed);
    }
  } catch (e) {
    if (e instanceof ContentError) return e.problems;
    throw e;
  }
  return [];
}

/** The problems content:check reports for one case's files, with paths shown as `content/...`. */
function checkCase(name: string): ContentProblem[] {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), `officer-${name}-`));
  const previous = process.env.CONTENT_DIR;
  try {
    fs.cpSync(BASE_TREE, tree, { recursive: true });
    fs.cpSync(path.join(FIXTURES, name), tree, { recursive: true });
    process.env.CONTENT_DIR = tree;
    const files = caseFiles(name);
    const rename = (p: ContentProblem) => ({ ...p, file: `content/${path.relative(tree, path.resolve(p.file)).split(path.sep).join('/')}` });
    const problems = collectProblems(contentCollections.map((c) => c.load)).map(rename);
    if (!onboardingLoaderListed) {
      for (const f of files.filter((x) => x.endsWith('.mdx') || x.startsWith('quizzes/'))) problems.push(...schemaProblems(path.join(tree, f), `content/${f}`));
    }
    return problems.filter((p) => files.some((f) => p.file === `content/${f}`));
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
    fs.rmSync(tree, { recursive: true, force: true });
  }
}

/** As content:check prints them. */
const messages = (problems: ContentProblem[]) => problems.map(formatProblemWithHint);

describe('content:check messages for the mistakes officers make', () => {
  it('bad indentation in YAML: the file, the line, and "check the indentation"', () => {
    const [p, ...rest] = checkCase('bad-indentation');
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: 'content/onboarding/blocks.yaml', line: 5 });
    expect(formatProblemWithHint(p)).toMatch(/^content\/onboarding\/blocks\.yaml:5: the YAML cannot be read \(.*\)\. Check the indentation \(spaces, not tabs, lined up under the field above\)/);
  });

  it('a misspelled key: the file, the line of the key, and the field it was meant to be', () => {
    expect(messages(checkCase('misspelled-key'))).toContain(
      'content/onboarding/softwareB1/1_9.mdx:5: tasks[0]: unknown field "descripton": check the spelling, or remove it. Did you mean "description"?',
    );
  });

  it('a missing title: the file, the field, and that it must be added', () => {
    const problems = checkCase('missing-title');
    const title = problems.find((p) => p.field === 'title');
    expect(title).toBeDefined();
    expect(title!.file).toBe('content/onboarding/softwareB1/1_8.mdx');
    expect(title!.line).toBeGreaterThanOrEqual(2);
    expect(title!.message).toMatch(/^is missing: expected a text/);
  });

  it('a wrong requiredActions value: the line, the allowed values and the likely one', () => {
    const [p] = checkCase('wrong-required-action');
    expect(formatProblemWithHint(p)).toBe(
      'content/onboarding/softwareB1/1_7.mdx:10: tasks[0].requiredActions[0]: expected one of "completeQuiz", "uploadFiles", "watchVideos", "readDocuments", "clickLinks", got "watchVideo". Did you mean "watchVideos"? (letter case matters)',
    );
  });

  // These two are cross-checks of the onboarding loader (lib/content/onboarding.ts), not of a
  // schema: they run once that loader is listed in lib/content/all.ts.
  (onboardingLoaderListed ? it : it.skip)('a quiz answer that is not one of its options: the quiz file, the question, the options', () => {
    const problems = checkCase('quiz-answer-not-an-option');
    const p = problems.find((x) => x.file === 'content/quizzes/softwareB1Module1_6.yaml');
    expect(p).toBeDefined();
    expect(p!.field).toMatch(/questions\[0\]\.correctAnswer/);
    expect(p!.message).toMatch(/500 ohms/);
    expect(p!.message).toMatch(/option/);
  });

  (onboardingLoaderListed ? it : it.skip)('a [label] with no matching link: the file, the task, and the label', () => {
    const problems = checkCase('label-without-link');
    const p = problems.find((x) => /NumPy quickstart/.test(x.message));
    expect(p).toBeDefined();
    expect(p!.file).toBe('content/onboarding/softwareB1/1_5.mdx');
    expect(p!.field).toMatch(/tasks\[0\]/);
  });

  it('every fixture marks the mistake it shows', () => {
    for (const name of fs.readdirSync(FIXTURES).filter((n) => fs.statSync(path.join(FIXTURES, n)).isDirectory())) {
      const texts = caseFiles(name).map((f) => fs.readFileSync(path.join(FIXTURES, name, f), 'utf8'));
      expect(texts.some((t) => t.includes('MISTAKE'))).toBe(true);
    }
  });
});
