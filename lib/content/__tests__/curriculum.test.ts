/**
 * @jest-environment node
 *
 * The real content in content/: the fixed facts of the curriculum (its 8 blocks, the submodules of its
 * catalogue, its 5 quiz sets) and the rules every file keeps. Never today's counts or texts: an
 * officer who adds a module, a question or a block, or re-skins site.yaml, must stay green.
 * A test per file, so a broken file is named in the test report, plus the cross-checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadBlocks } from '@/lib/content/blocks';
import { loadOnboarding } from '@/lib/content/onboarding';
import { loadSite } from '@/lib/content/site';

const catalogue: Record<string, string[]> = {
  softwareB1: ['1_1', '1_2', '2_1'],
  softwareB2: ['1_1', '2_1', '2_2'],
  softwareB3: ['1_1', '1_2', '2_1', '2_2', '3_1', '3_2', '3_3'],
  softwareB4: ['1_1', '1_2', '2_1', '2_2', '3_1', '3_2'],
  hardwareB1: ['1_1', '1_2', '2_1', '3_1', '3_2'],
  hardwareB2: ['1_1', '1_2', '1_3', '2_1', '2_2', '3_1', '3_2', '3_3', '3_4'],
  hardwareB3: ['1_1', '1_2', '1_3', '2_1', '2_2', '2_3', '2_4', '3_1', '3_2'],
  hardwareB4: ['1_1', '1_2', '2_1', '2_2', '3_1', '3_2'],
};

/** The five quiz sets the curriculum was first given with; officers may add more, not drop these. */
const quizSets = ['hardwareB1Module1_1', 'hardwareB2Module1_1', 'hardwareB2Module1_3', 'hardwareB3Module1_1', 'softwareB2Module2_1'];

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
  it('holds the 8 blocks of the spec in their teams, each with a Programs label', () => {
    const blocks = loadBlocks();
    for (const id of Object.keys(catalogue)) {
      const block = blocks.find((b) => b.id === id);
      expect(block).toBeDefined();
      expect(block!.team).toBe(id.startsWith('software') ? 'Software' : 'Hardware');
      expect(block!.label.trim().length).toBeGreaterThan(0);
    }
  });
});

describe('the curriculum', () => {
  it('has every submodule of the catalogue (its 48 pages); an officer may add more', () => {
    const pages = new Set(loadOnboarding().submodules.map((s) => `${s.block}/${s.key}`));
    const missing = Object.entries(catalogue)
      .flatMap(([block, keys]) => keys.map((k) => `${block}/${k}`))
      .filter((p) => !pages.has(p));
    expect(missing).toEqual([]);
  });

  it('gives no two files the same key', () => {
    const keys = loadOnboarding().submodules.map((s) => s.pageKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(moduleFiles)('content/onboarding/%s is valid and gives its page a title and a task', (file) => {
    const submodule = loadOnboarding().submodules.find((s) => s.file === `content/onboarding/${file}`);
    expect(submodule).toBeDefined();
    expect(submodule!.frontmatter.title.length).toBeGreaterThan(0);
    expect(submodule!.frontmatter.tasks.length).toBeGreaterThan(0);
    for (const task of submodule!.frontmatter.tasks) expect(task.requiredActions.length).toBeGreaterThan(0);
  });
});

describe('the quizzes', () => {
  it('include the five sets of the spec, each with questions', () => {
    const { quizzes } = loadOnboarding();
    for (const id of quizSets) expect(quizzes[id]?.questions.length).toBeGreaterThan(0);
  });

  it.each(quizFiles)('content/quizzes/%s has one correct option per question, among its options', (file) => {
    const quiz = loadOnboarding().quizzes[file.replace(/\.yaml$/, '')];
    for (const q of quiz.questions) expect(q.options.filter((o) => o === q.correctAnswer)).toHaveLength(1);
  });

  it.each(quizSets)('%s is taken in a task of its own module page, which requires passing it', (quizId) => {
    const owner = loadOnboarding().submodules.find((s) => s.pageKey === quizId);
    expect(owner?.frontmatter.tasks.some((t) => t.quiz === quizId && t.requiredActions.includes('completeQuiz'))).toBe(true);
  });

  it('every quiz a task names exists', () => {
    const { submodules, quizzes } = loadOnboarding();
    const named = submodules.flatMap((s) => s.frontmatter.tasks.flatMap((t) => (t.quiz ? [t.quiz] : [])));
    expect(named.filter((id) => !quizzes[id])).toEqual([]);
  });
});
