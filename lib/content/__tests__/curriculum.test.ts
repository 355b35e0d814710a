/**
 * @jest-environment node
 *
 * The real content in content/: the rules every file keeps, whatever it says. Never today's pages,
 * counts or texts: an officer who adds or removes a module, a question or a quiz, and a chapter that
 * replaces the whole curriculum (scripts/reskin-check.sh), must stay green.
 * A test per file, so a broken file is named in the test report, plus the cross-checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadBlocks } from '@/lib/content/blocks';
import { loadOnboarding } from '@/lib/content/onboarding';
import { loadSite } from '@/lib/content/site';

const onboardingDir = path.join(process.cwd(), 'content/onboarding');
const moduleFiles = fs
  .readdirSync(onboardingDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => fs.readdirSync(path.join(onboardingDir, d.name)).map((f) => `${d.name}/${f}`))
  .sort();
const quizFiles = fs.readdirSync(path.join(process.cwd(), 'content/quizzes')).sort();

describe('content/site.yaml', () => {
  it('names the organisation, its tagline, the university, its word for a student ID and the onboarding address', () => {
    const site = loadSite();
    for (const name of [site.organization.name, site.organization.tagline, site.university.shortName, site.university.studentId])
      expect(name.trim().length).toBeGreaterThan(0);
    expect(site.email.onboarding).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  });
});

describe('content/onboarding/blocks.yaml', () => {
  it('puts every block in the team its id names, each with a Programs label', () => {
    const blocks = loadBlocks();
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block.team).toBe(block.id.startsWith('software') ? 'Software' : 'Hardware');
      expect(block.label.trim().length).toBeGreaterThan(0);
    }
  });
});

describe('the curriculum', () => {
  it('gives no two files the same key', () => {
    const keys = loadOnboarding().submodules.map((s) => s.pageKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(moduleFiles)('content/onboarding/%s is valid and gives its page a title', (file) => {
    const submodule = loadOnboarding().submodules.find((s) => s.file === `content/onboarding/${file}`);
    expect(submodule).toBeDefined();
    expect(submodule!.frontmatter.title.length).toBeGreaterThan(0);
  });
});

describe('the quizzes', () => {
  it.each(quizFiles)('content/quizzes/%s has one correct option per question, among its options', (file) => {
    const quiz = loadOnboarding().quizzes[file.replace(/\.yaml$/, '')];
    for (const q of quiz.questions) expect(q.options.filter((o) => o === q.correctAnswer)).toHaveLength(1);
  });

  it('every quiz a task names exists', () => {
    const { submodules, quizzes } = loadOnboarding();
    const named = submodules.flatMap((s) => s.frontmatter.tasks.flatMap((t) => (t.quiz ? [t.quiz] : [])));
    expect(named.filter((id) => !quizzes[id])).toEqual([]);
  });
});
