/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, formatProblem } from '@/lib/content/problems';
import { loadOnboarding } from '@/lib/content/onboarding';
import { blockNav } from '@/lib/content/navigation';
import { formerTeamNames } from '@/lib/content/blocks';

const BLOCKS = `blocks:
  - id: softwareB1
    team: Software
    label: "Block 1: General Skills"
    title: General Skills
    modules: [1, 2]
`;

const page = (extra = '', body = 'Some text.') => `---\ntitle: A topic\n${extra}---\n\n${body}\n`;

let n = 0;
/** Writes a content tree to a fresh folder and points the loaders at it. */
function tree(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `onboarding-${n++}-`));
  const all = {
    'onboarding/blocks.yaml': BLOCKS,
    'onboarding/softwareB1/1_1.mdx': page(),
    'onboarding/softwareB1/2_1.mdx': page(),
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    if (text === '') continue; // '' removes a default file
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  process.env.CONTENT_DIR = root;
  return root;
}

function problems(files: Record<string, string>): string[] {
  tree(files);
  try {
    loadOnboarding();
  } catch (e) {
    if (e instanceof ContentError) return e.problems.map((p) => formatProblem({ ...p, file: path.basename(p.file) }));
    throw e;
  }
  return [];
}

afterAll(() => {
  delete process.env.CONTENT_DIR;
});

describe('loadOnboarding', () => {
  it('loads submodules in order and builds the side panel from the files', () => {
    tree({ 'onboarding/softwareB1/1_2.mdx': page('navTitle: Short\n'), 'onboarding/softwareB1/1_10.mdx': page() });
    expect(loadOnboarding().submodules.map((s) => s.pageKey)).toEqual([
      'softwareB1Module1_1',
      'softwareB1Module1_2',
      'softwareB1Module1_10',
      'softwareB1Module2_1',
    ]);
    const nav = blockNav('softwareB1')!;
    expect(nav.groups.map((g) => g.items.map((i) => i.title))).toEqual([['A topic', 'Short', 'A topic'], ['A topic']]);
    expect(nav.groups[0].items[1].href).toBe('/onboarding/softwareB1/1_2/');
  });

  it('points a frontmatter mistake at its line in the .mdx file', () => {
    const text = '---\ntitle: A topic\ntasks:\n  - title: T\n    description: D\n    colour: red\n---\nbody\n';
    expect(problems({ 'onboarding/softwareB1/1_1.mdx': text })).toEqual([
      '1_1.mdx:6: NTC032 tasks[0]: unknown field "colour": check the spelling, or remove it',
    ]);
  });

  it('reports a requiredActions value outside the list', () => {
    expect(
      problems({ 'onboarding/softwareB1/1_1.mdx': page('tasks:\n  - title: T\n    description: D\n    requiredActions: [watchvideos]\n') }),
    ).toEqual([
      expect.stringMatching(/^1_1\.mdx:6: NTC032 tasks\[0\]\.requiredActions\[0\]: expected one of "completeQuiz", .*got "watchvideos"$/),
    ]);
  });

  it('reports completeQuiz without a quiz and a quiz that does not exist', () => {
    expect(
      problems({
        'onboarding/softwareB1/1_1.mdx': page('tasks:\n  - title: T\n    description: D\n    requiredActions: [completeQuiz]\n'),
      }),
    ).toEqual([expect.stringContaining('1_1.mdx:6: NTC007 tasks[0].requiredActions: completeQuiz needs a quiz')]);
    expect(
      problems({
        'onboarding/softwareB1/1_1.mdx': page(
          'tasks:\n  - title: T\n    description: D\n    quiz: softwareB1Module1_1\n    requiredActions: [completeQuiz]\n',
        ),
      }),
    ).toEqual([expect.stringContaining('1_1.mdx:6: NTC008 tasks[0].quiz: there is no quiz "softwareB1Module1_1"')]);
  });

  it('reports a video URL without a video id', () => {
    expect(
      problems({
        'onboarding/softwareB1/1_1.mdx': page(
          'tasks:\n  - title: T\n    description: D\n    videos:\n      - title: V\n        url: "{token}"\n',
        ),
      }),
    ).toEqual(['1_1.mdx:8: NTC032 tasks[0].videos[0].url: expected a video URL (embed/, youtu.be/ or watch?v=), got "{token}"']);
  });

  it('reports a [label] with no link in a task, a resource text and the body', () => {
    const extra = 'tasks:\n  - title: T\n    description: See [Docs]\nextraResources:\n  - type: text\n    text: Read [More]\n';
    expect(problems({ 'onboarding/softwareB1/1_1.mdx': page(extra, 'Intro\n\nand [Body link] here') })).toEqual([
      expect.stringContaining('1_1.mdx:5: NTC003 tasks[0].description: [Docs] in the description has no link'),
      expect.stringContaining('1_1.mdx:8: NTC003 extraResources[0].text: [More] in the text has no link'),
      expect.stringContaining('1_1.mdx:13: body: [Body link] has no link'),
    ]);
  });

  it('reports unknown components in the body with their line', () => {
    expect(problems({ 'onboarding/softwareB1/1_1.mdx': page('', 'one\n<Quiz />') })).toEqual([
      expect.stringContaining('1_1.mdx:6: body: <Quiz> is not a component we know'),
    ]);
  });

  it('reports file names, folders, modules, duplicate keys, empty groups and a missing 1_1', () => {
    expect(problems({ 'onboarding/softwareB1/intro.mdx': page() })).toEqual([
      expect.stringContaining('intro.mdx: a submodule file must be named'),
    ]);
    expect(problems({ 'onboarding/softwareB9/1_1.mdx': page() })).toEqual([
      expect.stringContaining('softwareB9: NTC013 the folder "softwareB9" is not a block'),
    ]);
    expect(problems({ 'onboarding/softwareB1/3_1.mdx': page() })).toEqual([
      expect.stringContaining('3_1.mdx: NTC033 module 3 is not in the modules of block softwareB1'),
    ]);
    expect(problems({ 'onboarding/softwareB1/2_1.mdx': '' })).toEqual([
      expect.stringContaining('blocks.yaml: NTC015 blocks[0].modules: module 2 of softwareB1 has no submodule files'),
    ]);
    expect(problems({ 'onboarding/softwareB1/1_1.mdx': '', 'onboarding/softwareB1/1_2.mdx': page() })).toEqual([
      expect.stringContaining('blocks.yaml: NTC016 blocks[0]: block softwareB1 needs'),
    ]);
  });

  it('names both files that claim the same submodule', () => {
    const [message] = problems({ 'onboarding/softwareB1/01_1.mdx': page() });
    expect(message).toMatch(/01_1\.mdx is already submodule 1_1|1_1\.mdx is already submodule 1_1/);
  });
});

describe('quizzes', () => {
  const quiz = (q: string) => `questions:\n${q}`;
  const good = '  - id: 1\n    question: Q\n    options: [a, b]\n    correctAnswer: a\n';

  it('loads a valid quiz for a task', () => {
    tree({
      'quizzes/softwareB1Module1_1.yaml': quiz(good),
      'onboarding/softwareB1/1_1.mdx': page(
        'tasks:\n  - title: T\n    description: D\n    quiz: softwareB1Module1_1\n    requiredActions: [completeQuiz]\n',
      ),
    });
    expect(loadOnboarding().quizzes.softwareB1Module1_1.questions).toHaveLength(1);
    expect(blockNav('softwareB1')!.groups[0].items[0].tasks[0].quizKey).toMatch(/^softwareB1Module1_1:/);
  });

  it('reports a bad file name, an answer not among the options, duplicate options and ids', () => {
    expect(problems({ 'quizzes/my-quiz.yaml': quiz(good) })).toEqual([
      expect.stringContaining('my-quiz.yaml: a quiz file must be named after its quiz id'),
    ]);
    expect(
      problems({
        'quizzes/softwareB1Module1_1.yaml': quiz(`${good}  - id: 1\n    question: R\n    options: [a, a]\n    correctAnswer: c\n`),
      }),
    ).toEqual([
      'softwareB1Module1_1.yaml:6: NTC010 questions[1].id: question id 1 is used by another question already (line 2): give this one id 2, the next id no question uses',
      'softwareB1Module1_1.yaml:8: NTC011 questions[1].options[1]: "a" is listed twice: every option must be different',
      'softwareB1Module1_1.yaml:9: NTC012 questions[1].correctAnswer: "c" is not one of the options: copy the right option word for word',
    ]);
  });
});

describe('the shipped content', () => {
  it.each(['content', 'e2e/content'])('%s passes validation', (dir) => {
    process.env.CONTENT_DIR = dir;
    expect(() => loadOnboarding()).not.toThrow();
  });
});

describe('blocks.yaml teams', () => {
  it("takes any team name, and a renamed team's former names", () => {
    const renamed = BLOCKS.replace('team: Software', 'team: Computing') + 'teams:\n  - name: Computing\n    formerly: Software\n';
    expect(problems({ 'onboarding/blocks.yaml': renamed })).toEqual([]);
    expect(formerTeamNames()).toEqual({ Software: 'Computing' });
  });

  it('refuses a former name that is a team today, one given twice, and a team no block is in', () => {
    const teams = 'teams:\n  - name: Software\n    formerly: [Software, Coding]\n  - name: Robotics\n    formerly: Coding\n';
    expect(problems({ 'onboarding/blocks.yaml': BLOCKS + teams })).toEqual([
      'blocks.yaml: teams[0].formerly: "Software" is a team today: formerly names what a team was called before',
      'blocks.yaml: teams[1].name: no block is in the team "Robotics": write a team a block names (Software)',
      'blocks.yaml: teams[1].formerly: "Coding" is named as a former name twice: a name can be the former name of one team only',
    ]);
  });
});
