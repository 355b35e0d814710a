/**
 * @jest-environment node
 *
 * Each content rule on its own: a file that breaks it gets its message at its field, a file that
 * keeps it gets nothing from it. Every rule has a `describe` here named by its id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { moduleFrontmatterSchema, quizSchema } from '@/lib/content/onboardingSchema';
import { curriculumRules, type ClaimedFile, type CurriculumContext } from '@/lib/content/rules/curriculumRules';
import { moduleRules, type ModuleContext } from '@/lib/content/rules/moduleRules';
import { quizRules, sameAnswerWrittenDifferently, type QuizContext } from '@/lib/content/rules/quizRules';
import { identityRules, type ClaimingFile } from '@/lib/content/rules/identityRules';
import { svgRules } from '@/lib/content/rules/svgRules';
import { readSvgDocument } from '@/lib/content/svgDocument';
import { identityId } from '@/lib/onboarding/identity';
import type { Rule } from '@/lib/content/rules/rule';

const file = 'content/onboarding/softwareB1/1_1.mdx';
const lines = { file, at: () => 7, find: () => 9 };
const link = (label: string) => ({ label, url: `https://example.test/${label.replace(/\W/g, '')}` });

const page = (frontmatter: Record<string, unknown>, quizzes: ModuleContext['quizzes'] = {}, broken: string[] = []): ModuleContext => ({
  frontmatter: moduleFrontmatterSchema.parse({ title: 'Signals', ...frontmatter }),
  lines,
  quizzes,
  brokenQuizzes: new Set(broken),
});
const quizOf = (questions: Record<string, unknown>[]): QuizContext => ({
  quiz: quizSchema.parse({ questions }),
  lines: { ...lines, file: 'content/quizzes/softwareB1Module1_1.yaml' },
});
const rule = <C>(rules: Rule<C>[], id: string) => rules.find((r) => r.id === id)!;
const moduleRule = (id: string) => rule(moduleRules, id);
const quiz = (id: string) => rule(quizRules, id);

const aQuiz = quizSchema.parse({ questions: [{ id: 1, question: 'Which band?', options: ['Alpha', 'Beta'], correctAnswer: 'Alpha' }] });
const task = (extra: Record<string, unknown>) => ({ title: 'Read', description: 'Read it.', ...extra });

describe('the rules', () => {
  it('have unique kebab-case ids, a description and a test each', () => {
    const all = [...moduleRules, ...quizRules, ...curriculumRules, ...identityRules, ...svgRules];
    const ids = all.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const tests = fs.readFileSync(path.join(__dirname, 'rules.test.ts'), 'utf8');
    for (const r of all) {
      expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.description.length).toBeGreaterThan(20);
      expect(tests).toContain(`describe('${r.id}'`);
    }
  });
});

describe('unique-link-labels', () => {
  const check = moduleRule('unique-link-labels').check;
  it('names the second link of a label, in any list', () => {
    const problems = check(page({ tasks: [task({ links: [link('Guide'), link('Guide')] })] }));
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        field: 'tasks[0].links[1].label',
        line: 7,
        message: '"Guide" is used by another link in the same list: labels must be unique',
      }),
    ]);
    expect(check(page({ links: [link('A'), link('A')] }))[0].field).toBe('links[1].label');
  });
  it('lets one label appear once per list', () => {
    expect(check(page({ links: [link('Guide')], tasks: [task({ links: [link('Guide')] })] }))).toEqual([]);
  });
});

describe('task-keys-unique', () => {
  const r = moduleRule('task-keys-unique');
  it('refuses two tasks under one title or id, at the second', () => {
    expect(r.check(page({ tasks: [task({ title: 'Upload' }), task({ title: 'Upload' })] }))).toEqual([
      expect.objectContaining({ field: 'tasks[1].title', message: expect.stringContaining('tasks[0] has the title "Upload" too') }),
    ]);
    expect(r.check(page({ tasks: [task({ id: 'plot', title: 'A' }), task({ id: 'plot', title: 'B' })] }))).toEqual([
      expect.objectContaining({ field: 'tasks[1].id', message: expect.stringContaining('id: plot-2') }),
    ]);
  });
  it('refuses a title every object has, and passes a shared title told apart by an id', () => {
    expect(r.check(page({ tasks: [task({ title: 'constructor' })] }))).toEqual([expect.objectContaining({ field: 'tasks[0].title' })]);
    expect(r.check(page({ tasks: [task({ title: 'Upload' }), task({ id: 'second-upload', title: 'Upload' })] }))).toEqual([]);
  });
});

describe('label-has-link', () => {
  const check = moduleRule('label-has-link').check;
  it('points at the brackets of a label with no link, with the nearest label', () => {
    const problems = check(page({ tasks: [task({ description: 'Read the [Guid].', links: [link('Guide')] })] }));
    expect(problems).toEqual([expect.objectContaining({ field: 'tasks[0].description', line: 9, hint: 'Did you mean [Guide]?' })]);
    expect(problems[0].message).toMatch(/^\[Guid\] in the description has no link with that label/);
  });
  it('accepts labels that have their link', () => {
    expect(check(page({ tasks: [task({ description: 'Read the [Guide].', links: [link('Guide')] })] }))).toEqual([]);
  });
  it('reads labels as the body does: not in code, escaped, or a Markdown link', () => {
    const description = '`[Guid]`, \\[Guid\\] and [Guid](https://example.test/guide)';
    expect(check(page({ tasks: [task({ description, links: [link('Guide')] })] }))).toEqual([]);
  });
});

describe('text-markup', () => {
  const check = moduleRule('text-markup').check;
  it('holds a description and a resource text to the allow-list of the body, at the line written', () => {
    const problems = check(
      page({
        tasks: [task({ description: 'Read it.\n\nThen press <kbd>Enter</kbd>.' })],
        extraResources: [{ type: 'text', text: 'Use {braces}.' }],
      }),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'tasks[0].description',
        line: 11,
        message: expect.stringMatching(/^<kbd> is not allowed in content/),
      }),
      expect.objectContaining({ field: 'extraResources[0].text', line: 9, message: expect.stringMatching(/^curly braces/) }),
    ]);
  });
  it('accepts the Markdown a body may use, escaped brackets and tags included', () => {
    const description =
      '## Steps\n1. read the [Guide]\n2. **bold**, `code` and \\<b> as text\n\n<Video title="Intro" url="https://youtu.be/abcdefghijk" />';
    expect(check(page({ tasks: [task({ description, links: [link('Guide')] })] }))).toEqual([]);
  });
});

describe('required-item-has-action', () => {
  const check = moduleRule('required-item-has-action').check;
  it('names a required link whose task does not ask for clickLinks', () => {
    const problems = check(page({ tasks: [task({ links: [{ ...link('Guide'), required: true }] })] }));
    expect(problems).toEqual([expect.objectContaining({ field: 'tasks[0].links[0].required' })]);
    expect(problems[0].message).toMatch(/does not ask for clickLinks/);
  });
  it('accepts it when the task asks for the action', () => {
    expect(check(page({ tasks: [task({ links: [{ ...link('Guide'), required: true }], requiredActions: ['clickLinks'] })] }))).toEqual([]);
  });
});

describe('required-link-shown', () => {
  const check = moduleRule('required-link-shown').check;
  const required = { ...link('Lab form'), required: true };
  it('names, on its line, a required link that the description never writes as [label]: the task could not be done', () => {
    const problems = check(page({ tasks: [task({ links: [link('Guide'), required], requiredActions: ['clickLinks'] })] }));
    expect(problems).toEqual([expect.objectContaining({ field: 'tasks[0].links[1]', line: 7 })]);
    expect(problems[0].message).toBe(
      'the required link "Lab form" is shown nowhere, so the task could never be done: write [Lab form] in the task\'s description where it should appear, or write required: false',
    );
  });
  it('accepts it written as [label], and an optional link left out; an escaped or code label does not show it', () => {
    const tasks = (description: string) => [task({ description, links: [link('Guide'), required], requiredActions: ['clickLinks'] })];
    expect(check(page({ tasks: tasks('Fill in the [Lab form].') }))).toEqual([]);
    expect(check(page({ tasks: tasks('Fill in the \\[Lab form\\] and `[Lab form]`.') }))).toHaveLength(1);
    // Misspelt, it is label-has-link's to name, with this link as its did-you-mean: said once.
    expect(check(page({ tasks: tasks('Fill in the [Lab from].') }))).toEqual([]);
  });
});

describe('quiz-action-has-quiz', () => {
  const check = moduleRule('quiz-action-has-quiz').check;
  it('names completeQuiz without a quiz', () => {
    expect(check(page({ tasks: [task({ requiredActions: ['completeQuiz'] })] }))).toEqual([
      expect.objectContaining({ field: 'tasks[0].requiredActions', message: expect.stringMatching(/^completeQuiz needs a quiz/) }),
    ]);
  });
  it('accepts completeQuiz with a quiz', () => {
    expect(check(page({ tasks: [task({ requiredActions: ['completeQuiz'], quiz: 'softwareB1Module1_1' })] }))).toEqual([]);
  });
});

describe('quiz-exists', () => {
  const check = moduleRule('quiz-exists').check;
  it('names a quiz id with no file, with the nearest id', () => {
    const problems = check(page({ tasks: [task({ quiz: 'softwareB1Module1_2' })] }, { softwareB1Module1_1: aQuiz }));
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'tasks[0].quiz',
        hint: `Did you mean "softwareB1Module1_1"? If you renamed that file, rename it back: members' passes are kept under softwareB1Module1_2.`,
      }),
    ]);
  });
  it("prefers a quiz of the task's own block to another block's at the same distance", () => {
    const quizzes = { softwareB2Module2_1: aQuiz, softwareB1Module2_2: aQuiz };
    const [problem] = check(page({ tasks: [task({ quiz: 'softwareB1Module2_1' })] }, quizzes));
    expect(problem.hint).toMatch(/^Did you mean "softwareB1Module2_2"\?/);
  });
  it('stays silent for a quiz that exists, or whose own file is broken (reported there)', () => {
    expect(check(page({ tasks: [task({ quiz: 'softwareB1Module1_1' })] }, { softwareB1Module1_1: aQuiz }))).toEqual([]);
    expect(check(page({ tasks: [task({ quiz: 'softwareB1Module1_2' })] }, {}, ['softwareB1Module1_2']))).toEqual([]);
  });
});

describe('actions-listed-once', () => {
  const check = moduleRule('actions-listed-once').check;
  it('names an action listed twice', () => {
    expect(check(page({ tasks: [task({ requiredActions: ['uploadFiles', 'uploadFiles'] })] }))).toEqual([
      expect.objectContaining({ message: 'an action is listed twice' }),
    ]);
  });
  it('accepts different actions', () => {
    expect(check(page({ tasks: [task({ requiredActions: ['uploadFiles', 'clickLinks'] })] }))).toEqual([]);
  });
});

describe('unique-question-ids', () => {
  const check = quiz('unique-question-ids').check;
  const q = (id: number) => ({ id, question: `Question ${id}?`, options: ['A', 'B'], correctAnswer: 'A' });
  it('names the second question of an id', () => {
    expect(check(quizOf([q(1), q(1)]))).toEqual([
      expect.objectContaining({
        field: 'questions[1].id',
        message: 'question id 1 is used by another question already: ids must be unique',
      }),
    ]);
  });
  it('accepts different ids', () => {
    expect(check(quizOf([q(1), q(2)]))).toEqual([]);
  });
});

describe('unique-options', () => {
  const check = quiz('unique-options').check;
  it('names an option listed twice', () => {
    expect(check(quizOf([{ id: 1, question: 'Q?', options: ['A', 'B', 'A'], correctAnswer: 'B' }]))).toEqual([
      expect.objectContaining({ field: 'questions[0].options[2]' }),
    ]);
  });
  it('accepts different options', () => {
    expect(check(quizOf([{ id: 1, question: 'Q?', options: ['A', 'B'], correctAnswer: 'B' }]))).toEqual([]);
  });
});

describe('answer-is-an-option', () => {
  const check = quiz('answer-is-an-option').check;
  it('suggests the option an answer differs from only in capitals', () => {
    const problems = check(quizOf([{ id: 1, question: 'Q?', options: ['50 Hz', '60 Hz'], correctAnswer: '50 hz' }]));
    expect(problems).toEqual([
      expect.objectContaining({ field: 'questions[0].correctAnswer', hint: 'Did you mean "50 Hz"? (capitals matter)' }),
    ]);
  });
  it('never suggests a different answer', () => {
    expect(check(quizOf([{ id: 1, question: 'Q?', options: ['50 Hz', '60 Hz'], correctAnswer: '240 Hz' }]))[0].hint).toBeUndefined();
    expect(sameAnswerWrittenDifferently('240 Hz', ['250 Hz'])).toBeUndefined();
  });
  it('accepts an answer that is an option', () => {
    expect(check(quizOf([{ id: 1, question: 'Q?', options: ['50 Hz', '60 Hz'], correctAnswer: '60 Hz' }]))).toEqual([]);
  });
});

const blocks = [
  { id: 'softwareB1', team: 'Software', label: 'Block 1', title: 'General Skills', modules: [1, 2] },
  { id: 'softwareB2', team: 'Software', label: 'Block 2', title: 'Signals', modules: [1] },
] as unknown as CurriculumContext['blocks'];
const claim = (block: string, key: string, file = `content/onboarding/${block}/${key}.mdx`): ClaimedFile => ({
  file,
  block,
  module: Number(key.split('_')[0]),
  key,
});
const curriculum = (claimed: ClaimedFile[], folders = ['softwareB1', 'softwareB2']): CurriculumContext => ({
  blocks,
  blocksFile: 'content/onboarding/blocks.yaml',
  folders: folders.map((name) => ({ name, file: `content/onboarding/${name}` })),
  claimed,
});
const curriculumRule = (id: string) => rule(curriculumRules, id).check;
const complete = [claim('softwareB1', '1_1'), claim('softwareB1', '2_1'), claim('softwareB2', '1_1')];

describe('folder-is-a-block', () => {
  it('names a folder that no block of blocks.yaml has', () => {
    expect(curriculumRule('folder-is-a-block')(curriculum(complete, ['softwareB1', 'sofwareB2']))).toEqual([
      expect.objectContaining({
        file: 'content/onboarding/sofwareB2',
        message: expect.stringMatching(/^the folder "sofwareB2" is not a block/),
      }),
    ]);
  });
  it('suggests the block a folder was meant to be, its letter case wrong or a letter off', () => {
    expect(curriculumRule('folder-is-a-block')(curriculum(complete, ['softwareB1', 'SoftwareB1']))).toEqual([
      expect.objectContaining({ hint: 'Did you mean "softwareB1"? (letter case matters)' }),
    ]);
    expect(curriculumRule('folder-is-a-block')(curriculum(complete, ['softwareB1', 'drafts']))[0]).not.toHaveProperty('hint');
  });
  it('accepts folders named after blocks', () => {
    expect(curriculumRule('folder-is-a-block')(curriculum(complete))).toEqual([]);
  });
});

describe('one-file-per-submodule', () => {
  it('names the second file of a submodule', () => {
    const twin = claim('softwareB1', '1_1', 'content/onboarding/softwareB1/01_1.mdx');
    expect(curriculumRule('one-file-per-submodule')(curriculum([...complete, twin]))).toEqual([
      expect.objectContaining({
        file: 'content/onboarding/softwareB1/01_1.mdx',
        message: 'content/onboarding/softwareB1/1_1.mdx is already submodule 1_1: two files cannot claim the same submodule',
      }),
    ]);
  });
  it('accepts one file each', () => {
    expect(curriculumRule('one-file-per-submodule')(curriculum(complete))).toEqual([]);
  });
});

describe('module-groups-have-files', () => {
  it('names a module group of a begun block without files, at blocks.yaml', () => {
    expect(curriculumRule('module-groups-have-files')(curriculum([claim('softwareB1', '1_1'), claim('softwareB2', '1_1')]))).toEqual([
      expect.objectContaining({
        file: 'content/onboarding/blocks.yaml',
        field: 'blocks[0].modules',
        message: expect.stringMatching(/^module 2 of softwareB1 has no submodule files/),
      }),
    ]);
  });
  it('leaves a block with no files at all alone (not written yet)', () => {
    expect(curriculumRule('module-groups-have-files')(curriculum([claim('softwareB1', '1_1'), claim('softwareB1', '2_1')]))).toEqual([]);
  });
});

describe('block-starts-at-1-1', () => {
  it('names a begun block without 1_1', () => {
    expect(curriculumRule('block-starts-at-1-1')(curriculum([claim('softwareB1', '1_2'), claim('softwareB1', '2_1')]))).toEqual([
      expect.objectContaining({
        field: 'blocks[0]',
        message: 'block softwareB1 needs content/onboarding/softwareB1/1_1.mdx: every block starts at submodule 1_1',
      }),
    ]);
  });
  it('accepts blocks that start at 1_1', () => {
    expect(curriculumRule('block-starts-at-1-1')(curriculum(complete))).toEqual([]);
  });
});

const placed = (block: string, key: string, formerKeys: string[] = []): ClaimingFile => ({
  file: `content/onboarding/${block}/${key}.mdx`,
  block,
  key,
  pageKey: `${block}Module${key}`,
  formerKeys,
  formerlyLine: formerKeys.length ? 4 : undefined,
});
const identityRule = (id: string) => rule(identityRules, id).check;

describe('formerly-names-another-place', () => {
  it("names a formerly that is the file's own place, at its line", () => {
    expect(
      identityRule('formerly-names-another-place')({ submodules: [placed('softwareB1', '1_2', ['softwareB1Module1_2'])], quizzes: [] }),
    ).toEqual([
      {
        file: 'content/onboarding/softwareB1/1_2.mdx',
        field: 'formerly',
        line: 4,
        message: "softwareB1/1_2 is this file's own place: formerly names where the submodule was before it moved",
      },
    ]);
  });
  it('accepts a former place elsewhere', () => {
    expect(
      identityRule('formerly-names-another-place')({ submodules: [placed('softwareB1', '1_3', ['softwareB1Module1_2'])], quizzes: [] }),
    ).toEqual([]);
  });
});

describe('one-file-per-identity', () => {
  it('names both files when a moved file names a place another file still holds', () => {
    const problems = identityRule('one-file-per-identity')({
      submodules: [placed('softwareB1', '1_2'), placed('softwareB2', '1_1', ['softwareB1Module1_2'])],
      quizzes: [],
    });
    expect(problems).toEqual([expect.objectContaining({ file: 'content/onboarding/softwareB2/1_1.mdx', field: 'formerly', line: 4 })]);
    expect(problems[0].message).toBe(
      'content/onboarding/softwareB1/1_2.mdx claims softwareB1/1_2 too (it is there): if this file moved from there, the file now at softwareB1/1_2 is a new submodule: give it another file name; otherwise remove softwareB1/1_2 from formerly',
    );
  });
  it('names two files that both name one former place', () => {
    const problems = identityRule('one-file-per-identity')({
      submodules: [placed('softwareB1', '1_3', ['softwareB1Module1_2']), placed('softwareB2', '1_1', ['softwareB1Module1_2'])],
      quizzes: [],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toBe('content/onboarding/softwareB2/1_1.mdx');
    expect(problems[0].message).toMatch(
      /^content\/onboarding\/softwareB1\/1_3\.mdx claims softwareB1\/1_2 too \(it names it as formerly\)/,
    );
  });
  it('accepts a move whose former place no file holds, and a chain of moves', () => {
    expect(
      identityRule('one-file-per-identity')({
        submodules: [placed('softwareB1', '1_1'), placed('softwareB1', '2_2', ['softwareB1Module1_2', 'softwareB1Module1_3'])],
        quizzes: [],
      }),
    ).toEqual([]);
  });
});

describe('identity-ids-unique', () => {
  it('names a submodule or quiz whose short id another already has', () => {
    // Found by search: two keys whose 24-bit ids are equal.
    const byId = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let n = 0; !pair; n++) {
      const key = `softwareB${n % 9}Module${Math.floor(n / 9)}_${n % 7}`;
      const other = byId.get(identityId(key));
      if (other && other !== key) pair = [other, key];
      byId.set(identityId(key), key);
    }
    const [a, b] = pair.map((k) => placed(k.split('Module')[0], k.split('Module')[1]));
    expect(identityRule('identity-ids-unique')({ submodules: [a, b], quizzes: [] })).toEqual([
      expect.objectContaining({
        file: b.file,
        message: expect.stringMatching(/have the same short id in progress codes: give this submodule another file name$/),
      }),
    ]);
    const quizzes = pair.map((id) => ({ id, file: `content/quizzes/${id}.yaml` }));
    expect(identityRule('identity-ids-unique')({ submodules: [], quizzes })).toEqual([
      expect.objectContaining({ file: quizzes[1].file, message: expect.stringMatching(/rename this quiz file and its task's quiz$/) }),
    ]);
  });
  it('accepts the distinct ids of a whole curriculum', () => {
    const submodules = Array.from({ length: 100 }, (_, i) => placed(`softwareB${(i % 4) + 1}`, `${Math.floor(i / 4) + 1}_1`));
    expect(identityRule('identity-ids-unique')({ submodules, quizzes: [] })).toEqual([]);
  });
});

const svgFile = 'public/images/sponsors/logo.svg';
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">';
const svgRule = (id: string) => (body: string, whole?: string) =>
  rule(svgRules, id).check({ file: svgFile, doc: readSvgDocument(whole ?? `${SVG_OPEN}\n${body}\n</svg>`) });
const picture =
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
  '<rect width="10" height="10" fill="url(#g)" style="opacity:.5"/><use xlink:href="#g"/><image href="../photos/lab.webp"/>' +
  '<text x="1" font-family="Arial" xml:space="preserve">on = off, javascript: &lt;script&gt;</text>';

describe('svg-well-formed', () => {
  it('names where the file stops being XML, in saxes words', () => {
    expect(svgRule('svg-well-formed')('<rect>\n<circle/>')).toEqual([
      expect.objectContaining({ line: 4, message: 'this image is not a well-formed SVG (unexpected close tag), so it cannot be checked' }),
    ]);
    expect(svgRule('svg-well-formed')('<x:rect/>')).toEqual([expect.objectContaining({ message: expect.stringContaining('unbound') })]);
  });
  it('accepts a picture', () => {
    expect(svgRule('svg-well-formed')(picture)).toEqual([]);
  });
});

describe('svg-no-doctype', () => {
  it('names a DOCTYPE, with or without entities, and a style sheet instruction, never reading them', () => {
    const doctype = `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>\n${SVG_OPEN}&x;</svg>`;
    expect(svgRule('svg-no-doctype')('', doctype)).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(/^this image holds a DOCTYPE .* \(<!DOCTYPE>\): /) }),
    ]);
    expect(svgRule('svg-no-script')('', doctype)).toEqual([]);
    expect(svgRule('svg-no-doctype')('', `<?xml-stylesheet href="x.xsl" type="text/xsl"?>\n${SVG_OPEN}</svg>`)).toHaveLength(1);
  });
  it('accepts the XML declaration', () => {
    expect(svgRule('svg-no-doctype')('', `<?xml version="1.0" encoding="UTF-8"?>\n${SVG_OPEN}${picture}</svg>`)).toEqual([]);
  });
});

describe('svg-no-script', () => {
  it('names the first script by namespace, whatever its prefix, with its line and how many more', () => {
    const body =
      '<rect/>\n<é:script xmlns:é="http://www.w3.org/2000/svg">alert(1)</é:script>\n<h:script xmlns:h="http://www.w3.org/1999/xhtml"/>';
    expect(svgRule('svg-no-script')(body)).toEqual([
      expect.objectContaining({
        file: svgFile,
        line: 3,
        message: expect.stringMatching(/^this image holds a <script> element \(<é:script>, and 1 more\): /),
      }),
    ]);
  });
  it('accepts a picture, and a script left in a comment', () => {
    expect(svgRule('svg-no-script')(`${picture}<!-- <script>alert(1)</script> -->`)).toEqual([]);
  });
});

describe('svg-no-event-handler', () => {
  it('names an on… attribute in any case, on the line it is written', () => {
    expect(svgRule('svg-no-event-handler')('<rect\n  width="4"\n  OnClick="steal()"/>')).toEqual([
      expect.objectContaining({
        line: 4,
        message: expect.stringMatching(/^this image holds an event attribute, .* \(OnClick on <rect>\): /),
      }),
    ]);
    expect(svgRule('svg-no-event-handler')('<é:svg xmlns:é="http://www.w3.org/2000/svg" onload="x()"/>')).toHaveLength(1);
  });
  it('accepts attributes that only look alike', () => {
    expect(svgRule('svg-no-event-handler')(`${picture}<g opacity="0.5"/>`)).toEqual([]);
  });
});

describe('svg-links-stay-inside', () => {
  it('names a javascript: address in any case, behind spaces, a tab or an entity, and a file elsewhere', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:x', 'java&#x73;cript:x', '&#106;avascript:x'])
      expect(svgRule('svg-links-stay-inside')(`<use xlink:href="${href}"/>`)).toEqual([
        expect.objectContaining({
          line: 2,
          message: expect.stringMatching(/^this image holds a link out of the image, .* \(xlink:href on <use>\): /),
        }),
      ]);
    for (const body of [
      '<use href="sprites.svg#icon"/>',
      '<image href="https://evil.example/x.png"/>',
      '<image href="//evil.example/x.png"/>',
    ])
      expect(svgRule('svg-links-stay-inside')(body)).toHaveLength(1);
    expect(svgRule('svg-links-stay-inside')('<image href="data:image/svg+xml,&lt;svg/&gt;"/>')).toHaveLength(1);
    expect(svgRule('svg-links-stay-inside')('<image href="notes.html"/>')).toHaveLength(1);
  });
  it('accepts a link inside the image, and a relative picture on <image>', () => {
    expect(svgRule('svg-links-stay-inside')(`${picture}<image xlink:href="/images/a.PNG"/>`)).toEqual([]);
  });
});

describe('svg-no-foreign-object', () => {
  it('names a foreignObject or an element of a web page, says why and what to do', () => {
    expect(svgRule('svg-no-foreign-object')('<foreignObject width="9"><div/></foreignObject>')).toEqual([
      {
        file: svgFile,
        field: '',
        line: 2,
        message:
          "this image holds a piece of web page, which can hold scripts and forms (<foreignObject>): code in an image opened on this site can read members' sign-in",
        hint: 'Export the SVG again without scripts or interactive parts (a plain or optimised SVG), or use a PNG or WebP image instead',
      },
    ]);
    expect(svgRule('svg-no-foreign-object')('<iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="x"/>')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('(<iframe>)') }),
    ]);
  });
  it('accepts a picture', () => {
    expect(svgRule('svg-no-foreign-object')(picture)).toEqual([]);
  });
});

describe('svg-drawing-elements-only', () => {
  it('names animation, links, styles and elements of unknown namespaces, not those named by a rule above', () => {
    for (const body of [
      '<animate attributeName="href" to="x"/>',
      '<set attributeName="fill" to="red"/>',
      '<a><rect/></a>',
      '<style>rect{}</style>',
    ])
      expect(svgRule('svg-drawing-elements-only')(body)).toEqual([
        expect.objectContaining({
          line: 2,
          message: expect.stringMatching(/^this image holds an element that does not draw, .*: only drawing elements are allowed/),
        }),
      ]);
    expect(svgRule('svg-drawing-elements-only')('<p:rect xmlns:p="urn:other"/>')).toHaveLength(1);
    expect(svgRule('svg-drawing-elements-only')('<script/><foreignObject/>')).toEqual([]);
  });
  it('accepts a picture', () => {
    expect(svgRule('svg-drawing-elements-only')(picture)).toEqual([]);
  });
});

describe('svg-drawing-attributes-only', () => {
  it('names an unknown or namespaced attribute on a drawing element', () => {
    expect(svgRule('svg-drawing-attributes-only')('<rect\n p:fill="red" xmlns:p="urn:other"/>')).toEqual([
      expect.objectContaining({
        line: 3,
        message: expect.stringMatching(/^this image holds an attribute that does not draw \(p:fill on <rect>\): /),
      }),
    ]);
    expect(svgRule('svg-drawing-attributes-only')('<rect formaction="x"/>')).toHaveLength(1);
  });
  it('accepts a picture, and leaves event attributes and refused elements to their own rules', () => {
    expect(svgRule('svg-drawing-attributes-only')(`${picture}<rect onclick="x"/><animate attributeName="x"/>`)).toEqual([]);
  });
});
