/**
 * @jest-environment node
 *
 * The real content in content/: what the spec's catalogue (section 3.1) and quiz table (section 3)
 * ask of it. A test per file, so a broken file is named in the test report, plus the cross-checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadBlocks } from '../blocks';
import { loadOnboarding } from '../onboarding';
import { loadSite } from '../site';

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

const quizSets: Record<string, number> = {
  hardwareB1Module1_1: 5,
  hardwareB2Module1_1: 5,
  hardwareB2Module1_3: 4,
  hardwareB3Module1_1: 5,
  softwareB2Module2_1: 5,
};

const onboardingDir = path.join(process.cwd(), 'content/onboarding');
const moduleFiles = fs
  .readdirSync(onboardingDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => fs.readdirSync(path.join(onboardingDir, d.name)).map((f) => `${d.name}/${f}`))
  .sort();
const quizFiles = fs.readdirSync(path.join(process.cwd(), 'content/quizzes')).sort();

describe('content/site.yaml', () => {
  it('names the organisation, the university, the workshop and the onboarding address', () => {
    const site = loadSite();
    expect(site.organization.tagline).toBe('From Brainwaves to Breakthroughs');
    expect(site.university.shortName).toBeTruthy();
    expect(site.workshop.shortName).toBeTruthy();
    expect(site.email.onboarding).toMatch(/@/);
  });
});

describe('content/onboarding/blocks.yaml', () => {
  it('holds the 8 blocks of the spec, 4 per team, with their Programs labels', () => {
    expect(loadBlocks().map((b) => [b.id, b.team, b.label])).toEqual([
      ['softwareB1', 'Software', 'Block 1: General Skills'],
      ['softwareB2', 'Software', 'Block 2: Virtual Reality'],
      ['softwareB3', 'Software', 'Block 3: Signals'],
      ['softwareB4', 'Software', 'Block 4: Machine Learning'],
      ['hardwareB1', 'Hardware', 'Block 1: General Skills'],
      ['hardwareB2', 'Hardware', 'Block 2: Design'],
      ['hardwareB3', 'Hardware', 'Block 3: Electronics'],
      ['hardwareB4', 'Hardware', 'Block 4: Hardware-Software Interfacing'],
    ]);
  });
});

describe('the curriculum', () => {
  it('has every submodule of the catalogue (48 pages), and nothing else', () => {
    const byBlock: Record<string, string[]> = {};
    for (const s of loadOnboarding().submodules) (byBlock[s.block] ??= []).push(s.key);
    for (const keys of Object.values(byBlock)) keys.sort();
    expect(byBlock).toEqual(catalogue);
    expect(Object.values(byBlock).flat()).toHaveLength(48);
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
  it('are exactly the five sets of the spec, with 5, 5, 4, 5 and 5 questions', () => {
    const { quizzes } = loadOnboarding();
    expect(Object.fromEntries(Object.entries(quizzes).map(([id, q]) => [id, q.questions.length]))).toEqual(quizSets);
  });

  it.each(quizFiles)('content/quizzes/%s has one correct option per question, among its options', (file) => {
    const quiz = loadOnboarding().quizzes[file.replace(/\.yaml$/, '')];
    for (const q of quiz.questions) expect(q.options.filter((o) => o === q.correctAnswer)).toHaveLength(1);
  });

  it.each(Object.keys(quizSets))('%s is taken in a task of its own module page, which requires passing it', (quizId) => {
    const owner = loadOnboarding().submodules.find((s) => s.pageKey === quizId);
    expect(owner?.frontmatter.tasks.some((t) => t.quiz === quizId && t.requiredActions.includes('completeQuiz'))).toBe(true);
  });

  it('every quiz a task names exists', () => {
    const { submodules, quizzes } = loadOnboarding();
    const named = submodules.flatMap((s) => s.frontmatter.tasks.flatMap((t) => (t.quiz ? [t.quiz] : [])));
    expect(named.filter((id) => !quizzes[id])).toEqual([]);
  });
});
