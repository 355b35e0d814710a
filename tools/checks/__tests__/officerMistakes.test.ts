/**
 * `npm run content:check` from an education officer's point of view: for each common mistake, the
 * message names the file, the line, and says how to fix it. Each case in
 * fixtures/officer-mistakes/<case>/ is laid over a copy of the valid e2e fixture tree and checked
 * with the same loaders as content:check (tools/checks/collections.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentCheckCommand } from '@/tools/checks/checkCommand';
import { collectContentProblems, collectWarnings } from '@/tools/checks/collections';
import { formatProblemWithHint, type ContentProblem } from '@/lib/content/problems';

const FIXTURES = path.join(__dirname, 'fixtures/officer-mistakes');
const BASE_TREE = path.join(process.cwd(), 'e2e/content');

/** The files under a folder, by their paths from it (`onboarding/softwareB1/1_1.mdx`). */
function filesIn(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'));
}
const caseFiles = (name: string) => filesIn(path.join(FIXTURES, name));

/**
 * The problems content:check reports for one case's files, with paths shown as `content/...`;
 * with `everywhere`, also those in files the officer did not touch (there must be none).
 */
function checkCase(name: string, everywhere = false): Promise<ContentProblem[]> {
  return inTree(path.join(FIXTURES, name), everywhere, collectContentProblems);
}

/** The warnings content:check prints (without failing) for one case's files. */
const warningsOf = (name: string) => inTree(path.join(FIXTURES, name), false, async () => collectWarnings());

/** `check` run on a copy of the valid fixture tree with the files of `overlay` laid over it. */
async function inTree<T>(overlay: string, everywhere: boolean, check: () => Promise<T[]>): Promise<T[]> {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), `officer-${path.basename(overlay)}-`));
  const previous = process.env.CONTENT_DIR;
  // The fixture content's pictures, never ours (e2e/public/README.txt).
  process.env.PUBLIC_DIR = 'e2e/public';
  try {
    fs.cpSync(BASE_TREE, tree, { recursive: true });
    fs.cpSync(overlay, tree, { recursive: true });
    process.env.CONTENT_DIR = tree;
    const files = filesIn(overlay);
    const rename = (p: T) =>
      typeof p === 'object' && p !== null && 'file' in p
        ? {
            ...p,
            file: `content/${path
              .relative(tree, path.resolve(String(p.file)))
              .split(path.sep)
              .join('/')}`,
          }
        : p;
    const found = (await check()).map(rename);
    return everywhere ? found : found.filter((p) => files.some((f) => (p as { file?: string }).file === `content/${f}`));
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
    delete process.env.PUBLIC_DIR;
    fs.rmSync(tree, { recursive: true, force: true });
  }
}

/** A case's files as an officer edits them: `content/...` paths, as the messages name them. */
type CaseEdit = {
  read: (file: string) => string;
  write: (file: string, text: string) => void;
  /** Line `n` (1-based) of a file, changed. */
  line: (file: string, n: number, change: (line: string) => string) => void;
  move: (from: string, to: string) => void;
};

/**
 * The case's messages, then `follow` done to a copy of its files as the messages say, and the whole
 * tree checked again: what is left (nothing, when the advice passes in one round).
 */
async function adviceFollowed(
  name: string,
  follow: (problems: ContentProblem[], edit: CaseEdit) => void,
): Promise<{ before: string[]; after: string[] }> {
  const problems = await checkCase(name, true);
  const fixed = fs.mkdtempSync(path.join(os.tmpdir(), `officer-${name}-followed-`));
  const at = (file: string) => path.join(fixed, file.replace(/^content\//, ''));
  try {
    fs.cpSync(path.join(FIXTURES, name), fixed, { recursive: true });
    const edit: CaseEdit = {
      read: (file) => fs.readFileSync(at(file), 'utf8'),
      write: (file, text) => fs.writeFileSync(at(file), text),
      line: (file, n, change) => {
        const lines = fs.readFileSync(at(file), 'utf8').split('\n');
        lines[n - 1] = change(lines[n - 1]);
        fs.writeFileSync(at(file), lines.join('\n'));
      },
      move: (from, to) => {
        fs.mkdirSync(path.dirname(at(to)), { recursive: true });
        fs.renameSync(at(from), at(to));
      },
    };
    follow(problems, edit);
    return { before: messages(problems), after: messages(await inTree(fixed, true, collectContentProblems)) };
  } finally {
    fs.rmSync(fixed, { recursive: true, force: true });
  }
}

/** The address a message's hint offers (`Did you mean /events?`), or the spaces it names. */
const meant = (p: ContentProblem) => /Did you mean (\S+)\?$/.exec(p.hint ?? '')?.[1];
const spacesIn = (p: ContentProblem) => Number(/(?:with (\d+) spaces|\((\d+) spaces\))/.exec(p.message)!.slice(1).find(Boolean));

/** As content:check prints them. */
const messages = (problems: ContentProblem[]) => problems.map(formatProblemWithHint);

describe('content:check messages for the mistakes officers make', () => {
  it('bad indentation in YAML: the file, the line, and one sentence saying what to line up', async () => {
    expect(messages(await checkCase('bad-indentation'))).toEqual([
      'content/onboarding/blocks.yaml:5: line 5 is indented more than the line above it: line it up under "label" (4 spaces)',
    ]);
  });

  it('a short indent: one problem, not three', async () => {
    expect(messages(await checkCase('short-indent'))).toEqual([
      'content/sponsors.yaml:5: line 5 is indented less than the line above it: line it up under "logo" (4 spaces)',
    ]);
  });

  it('a quiz that fails to load is reported once, at its line; the pages that use it stay silent', async () => {
    expect(messages(await checkCase('quiz-fails-to-load', true))).toEqual([
      'content/quizzes/softwareB1Module2_1.yaml:6: line 6 opens a quote (") that is never closed: add the closing " at the end of the value',
    ]);
  });

  it('a misspelt quiz id: the shape of a quiz id, with an example', async () => {
    expect(messages(await checkCase('misspelt-quiz-id'))).toEqual([
      'content/onboarding/softwareB1/1_6.mdx:6: NTC032 tasks[0].quiz: a quiz id is <block>Module<m>_<s>, e.g. softwareB1Module2_2, got "softwareB1module2_1"',
    ]);
  });

  it('a [label] inside a block of text: the line of the brackets, and the label it was probably meant to be', async () => {
    expect(messages(await checkCase('label-in-block-text'))).toEqual([
      'content/onboarding/softwareB1/1_5.mdx:8: NTC003 tasks[0].description: [NumPy quickstart] in the description has no link with that label: add { label: "NumPy quickstart", url: ... } to its links, or remove the brackets. Did you mean [NumPy quick start]?',
    ]);
  });

  it('a correct answer that differs from an option only in capitals: the option, and that capitals matter', async () => {
    expect(messages(await checkCase('answer-differs-in-capitals'))).toEqual([
      'content/quizzes/softwareB1Module2_1.yaml:6: NTC012 questions[0].correctAnswer: "blue" is not one of the options: copy the right option word for word. Did you mean "Blue"? (capitals matter)',
    ]);
  });

  it('a date that does not exist: the value written, and why', async () => {
    expect(messages(await checkCase('impossible-date'))).toEqual([
      'content/events.yaml:7: NTC032 events[0].date: "2027-02-30" is not a date: February 2027 has 28 days',
    ]);
  });

  it('leftover template text: the line of the placeholder address', async () => {
    expect(messages(await checkCase('template-leftovers'))).toEqual([
      'content/sponsors.yaml:10: "https://example.org/replace-me" is the template\'s placeholder address: put the real address here',
    ]);
  });

  it('a document marked required in a task that does not ask for readDocuments: the line of the flag', async () => {
    expect(messages(await checkCase('required-without-action'))).toEqual([
      'content/onboarding/softwareB1/1_6.mdx:10: NTC005 tasks[0].documents[0].required: required, but the task does not ask for readDocuments: add readDocuments to its requiredActions, or write required: false',
    ]);
  });

  it('a contact who is not an officer: the line, and the officer title it was probably meant to be', async () => {
    expect(messages(await checkCase('contact-not-an-officer'))).toEqual([
      'content/contacts.yaml:6: categories[0].groups[0].contacts[0].officer: no officer in content/officers.yaml has the title "Presdent": a contact is an officer, named by their title as written there. Did you mean "President"?',
    ]);
  });

  it('a misspelled key: the file, the line of the key, and the field it was meant to be', async () => {
    expect(messages(await checkCase('misspelled-key'))).toContain(
      'content/onboarding/softwareB1/1_9.mdx:5: NTC032 tasks[0]: unknown field "descripton": check the spelling, or remove it. Did you mean "description"?',
    );
  });

  it('a wrong requiredActions value: the line, the allowed values and the likely one', async () => {
    const [p] = await checkCase('wrong-required-action');
    expect(formatProblemWithHint(p)).toBe(
      'content/onboarding/softwareB1/1_7.mdx:10: NTC032 tasks[0].requiredActions[0]: expected one of "completeQuiz", "uploadFiles", "watchVideos", "readDocuments", "clickLinks", got "watchVideo". Did you mean "watchVideos"? (letter case matters)',
    );
  });

  it('a quiz answer that is not one of its options: the quiz file, the question, the options', async () => {
    const problems = await checkCase('quiz-answer-not-an-option');
    const p = problems.find((x) => x.file === 'content/quizzes/softwareB1Module1_6.yaml');
    expect(p).toBeDefined();
    expect(p!.field).toMatch(/questions\[0\]\.correctAnswer/);
    expect(p!.message).toMatch(/500 ohms/);
    expect(p!.message).toMatch(/option/);
  });

  it('a [label] with no matching link: the file, the task, and the label', async () => {
    const problems = await checkCase('label-without-link');
    const p = problems.find((x) => /NumPy quickstart/.test(x.message));
    expect(p).toBeDefined();
    expect(p!.file).toBe('content/onboarding/softwareB1/1_5.mdx');
    expect(p!.field).toMatch(/tasks\[0\]/);
  });

  it('a list item that lost its "- ": that line, not the next one\'s indentation', async () => {
    expect(messages(await checkCase('list-item-without-dash'))).toEqual([
      'content/onboarding/blocks.yaml:13: line 13 starts a new list item without "- ": write it as "  - id: softwareB2", like the item above',
    ]);
  });

  it('a value that starts with "[": put it in quotes, at its line', async () => {
    expect(messages(await checkCase('bracket-at-start-of-value'))).toEqual([
      'content/onboarding/blocks.yaml:15: line 15: a value that starts with "[" needs quotes, e.g. label: "[Draft] Virtual Reality"',
    ]);
  });

  it('a deleted closing "---": the frontmatter is not closed, at the line where the page text starts', async () => {
    expect(messages(await checkCase('frontmatter-not-closed'))).toEqual([
      'content/onboarding/softwareB1/2_1.mdx:14: the frontmatter opened by "---" on line 1 is never closed: add a line "---" above line 14, where the page text starts',
    ]);
    expect(messages(await checkCase('frontmatter-not-closed-page'))).toEqual([
      'content/pages/competition-info.mdx:6: the frontmatter opened by "---" on line 1 is never closed: add a line "---" above line 6, where the page text starts',
    ]);
  });

  it('a stray character in a body <Video> id: the id message, not "expected a video URL"', async () => {
    expect(messages(await checkCase('video-id-with-stray-character'))).toEqual([
      'content/onboarding/softwareB1/1_2.mdx:23: body: <Video> url: the video id "Kx6yHq!mYE2Q12" is 14 characters; a YouTube id has 11, of letters, digits, - and _ (not "!"): copy the address again from the video\'s Share button on YouTube (https://youtu.be/ and the 11-character id)',
    ]);
  });

  it('a frontmatter video thumbnail that runs script fails like one in the page text', async () => {
    expect(messages(await checkCase('video-thumbnail-runs-script'))).toEqual([
      'content/onboarding/softwareB1/1_2.mdx:12: NTC032 tasks[0].videos[0].thumbnail: a javascript: address is not allowed in content; use an image under /images/ or an https:// address instead',
    ]);
  });

  it('a correct answer close in spelling to a different option: no suggestion, since that option is another answer', async () => {
    expect(messages(await checkCase('answer-close-to-another-option'))).toEqual([
      'content/quizzes/softwareB1Module2_1.yaml:6: NTC012 questions[0].correctAnswer: "240 Hz" is not one of the options: copy the right option word for word',
    ]);
  });

  it('a correct answer that differs from an option in spaces and punctuation: that option', async () => {
    expect(messages(await checkCase('answer-differs-in-punctuation'))).toEqual([
      'content/quizzes/softwareB1Module2_1.yaml:6: NTC012 questions[0].correctAnswer: "Ohms  law" is not one of the options: copy the right option word for word. Did you mean "Ohm\'s law"? (spaces and punctuation matter)',
    ]);
  });

  it('an all-day event whose last day is before its first: the end, at its line', async () => {
    expect(messages(await checkCase('multi-day-end-before-date'))).toEqual([
      'content/events.yaml:8: NTC032 events[0].end: must be a day after the start (2025-03-07), got "2025-03-06": an event of one day needs no "end"',
    ]);
  });

  it('an event name over 80 characters: a warning at its line, and the check still passes', async () => {
    expect(await checkCase('long-event-name', true)).toEqual([]);
    expect(messages(await warningsOf('long-event-name'))).toEqual([
      'content/events.yaml:7: events[0].name: is 108 characters long: the side panel and search cut a title after 80, so a shorter one shows whole',
    ]);
  });

  it('every fixture marks the mistake it shows', async () => {
    for (const name of fs.readdirSync(FIXTURES).filter((n) => fs.statSync(path.join(FIXTURES, n)).isDirectory())) {
      const texts = caseFiles(name).map((f) => fs.readFileSync(path.join(FIXTURES, name, f), 'utf8'));
      expect(texts.some((t) => t.includes('MISTAKE'))).toBe(true);
    }
  });
});

describe('messages that point the right way, from a new officer’s tries', () => {
  it('a required link its description never writes: refused on the link’s line, the task could never be done', async () => {
    expect(messages(await checkCase('required-link-not-shown'))).toEqual([
      'content/onboarding/softwareB1/1_1.mdx:29: NTC006 tasks[0].links[2]: the required link "Lab safety form" is shown nowhere, so the task could never be done: write [Lab safety form] in the task\'s description where it should appear, or write required: false',
    ]);
  });

  it('column: 3 is told the values there are', async () => {
    expect(messages(await checkCase('column-three'))).toEqual([
      'content/officers.yaml:17: NTC032 officers[2].column: expected one of 1, 2, got number 3',
    ]);
  });

  it('a value in typographic quotes: straight ones, and the example without the typographic ones', async () => {
    expect(messages(await checkCase('typographic-quotes'))).toEqual([
      'content/events.yaml:25: line 25: a value that contains ": " needs straight quotes ("), not typographic ones (“ ”), e.g. name: "Guest Talk: Brains"',
    ]);
  });

  it('a block folder with a capital: the block it was meant to be', async () => {
    expect(messages(await checkCase('block-folder-case', true))).toContain(
      'content/onboarding/SoftwareB3: NTC013 the folder "SoftwareB3" is not a block in content/onboarding/blocks.yaml: rename it to a block id or add the block there. Did you mean "softwareB3"? (letter case matters)',
    );
  });

  it('a Vimeo address: told plainly that only YouTube plays', async () => {
    expect(messages(await checkCase('vimeo-video'))).toEqual([
      'content/onboarding/softwareB1/1_2.mdx:9: NTC032 tasks[0].videos[0].url: only YouTube videos play here, and "https://vimeo.com/76979871" is a Vimeo address: put the video on YouTube and use its address (embed/, youtu.be/ or watch?v=)',
    ]);
  });

  /** The case's one message, then its advice done (the line named moved to the spaces named), and the whole tree checked again. */
  const followIndentAdvice = (name: string) =>
    adviceFollowed(name, ([problem], edit) =>
      edit.line(problem.file, problem.line!, (l) => `${' '.repeat(spacesIn(problem))}${l.trimStart()}`),
    );

  it('requiredActions one space too far: back under the task’s fields, and then the file passes', async () => {
    const { before, after } = await followIndentAdvice('required-actions-indent');
    expect(before).toEqual([
      'content/onboarding/softwareB1/1_1.mdx:36: line 36 is indented less than the line above it: line it up under "documents" (4 spaces)',
    ]);
    expect(after).toEqual([]);
  });

  it('a "- label:" one space short: named on its own line, and then the file passes', async () => {
    const { before, after } = await followIndentAdvice('list-item-indent');
    expect(before).toEqual([
      'content/onboarding/softwareB1/1_1.mdx:27: line 27 is a list item out of line: put its "-" under the "-" of the other items of its list (6 spaces)',
    ]);
    expect(after).toEqual([]);
  });
});

/**
 * The messages officers needed several rounds for, or that led the wrong way: each is followed once,
 * as an officer would follow it (the line named changed as it says, the file moved where it says),
 * and the whole tree then passes.
 */
describe('advice that passes in one round', () => {
  it('links to pages that do not exist (a page body, a task, a resource text, a members’ page): the real page meant', async () => {
    const { before, after } = await adviceFollowed('link-to-no-page', (problems, edit) => {
      for (const p of problems)
        edit.line(p.file, p.line!, (l) =>
          l.replace(/\]\((\/[^)\s]*)\)/g, (m, href) => (p.message.includes(`at ${href.split('#')[0]}:`) ? `](${meant(p)})` : m)),
        );
    });
    expect(before).toEqual([
      'content/onboarding/softwareB1/1_1.mdx:13: no page at /programz/: a member who follows the link gets the "page not found" page. Did you mean /programs/?',
      'content/onboarding/softwareB1/1_1.mdx:48: no page at /abuot/: a member who follows the link gets the "page not found" page. Did you mean /about/?',
      'content/onboarding/softwareB1/1_1.mdx:61: no page at /evnts: a member who follows the link gets the "page not found" page. Did you mean /events?',
      'content/pages/general-info.mdx:9: no page at /event/: a member who follows the link gets the "page not found" page. Did you mean /events/?',
    ]);
    expect(after).toEqual([]);
  });

  it('an image path the loader already refuses is one problem, not a second from the link check', async () => {
    expect(messages(await checkCase('image-not-uploaded', true))).toEqual([
      'content/sponsors.yaml:4: NTC032 sponsors[0].logo: no such file under public/: add the image there or fix the path',
    ]);
  });

  it('a link that points nowhere: content:check fails and prints no ✓', async () => {
    const printed: string[] = [];
    const [code] = await inTree(path.join(FIXTURES, 'link-to-no-page'), true, async () => [
      await contentCheckCommand([], { log: (l) => printed.push(l), error: (l) => printed.push(l) }),
    ]);
    expect(code).toBe(1);
    expect(printed.join('\n')).not.toContain('✓');
  });

  it('a hardware page put in a software block: move it back first, to the block its module is missing from', async () => {
    const { before, after } = await adviceFollowed('hardware-page-in-software-block', (problems, edit) => {
      const back = /move it back to (content\/onboarding\/\S+\.mdx)/.exec(problems[0].message)![1];
      edit.move(problems[0].file, back);
    });
    expect(before).toEqual([
      'content/onboarding/softwareB1/3_1.mdx: NTC033 module 3 is not in the modules of block softwareB1 (1, 2): move it back to content/onboarding/hardwareB1/3_1.mdx (hardwareB1 has no 3_1.mdx now); if it belongs in softwareB1, add 3 to its modules in content/onboarding/blocks.yaml',
      'content/onboarding/blocks.yaml: NTC015 blocks[4].modules: module 3 of hardwareB1 has no submodule files: content/onboarding/softwareB1/3_1.mdx is probably its page, in a block without module 3: move it back to content/onboarding/hardwareB1/3_1.mdx',
    ]);
    expect(after).toEqual([]);
  });

  it('typographic quotes around a value with no ": " inside: refused (the page would show them), with the line to write', async () => {
    const { before, after } = await adviceFollowed('typographic-quotes-plain', ([p], edit) =>
      edit.line(p.file, p.line!, (l) => l.replace(/\S.*$/, /e\.g\. (.*)$/.exec(p.message)![1])),
    );
    expect(before).toEqual([
      'content/events.yaml:25: line 25: the value is in typographic quotes (“ ”), which the page would show: write straight quotes (") or none, e.g. name: "Fixture Old Talk"',
    ]);
    expect(after).toEqual([]);
  });

  it('typographic quotes around a value with ": " inside: the straight-quoted line, which passes', async () => {
    const { after } = await adviceFollowed('typographic-quotes', ([p], edit) =>
      edit.line(p.file, p.line!, (l) => l.replace(/\S.*$/, /e\.g\. (.*)$/.exec(p.message)![1])),
    );
    expect(after).toEqual([]);
  });

  it('a whole task one space too far right: one message for its block of lines and how far to move them', async () => {
    const { before, after } = await adviceFollowed('task-one-space-right', ([p], edit) => {
      const [, from, to] = /^lines (\d+)-(\d+) .* move each of them 1 space left/.exec(p.message)!.map(Number);
      for (let n = from; n <= to; n++) edit.line(p.file, n, (l) => l.replace(/^ /, ''));
    });
    expect(before).toEqual([
      'content/onboarding/softwareB1/1_1.mdx:11: lines 11-37 (a whole list item) are 1 space too far right: move each of them 1 space left, to put its "-" under the "-" of the other items of its list (2 spaces)',
    ]);
    expect(after).toEqual([]);
  });

  it('a tab: how many spaces, under which field', async () => {
    const { before, after } = await adviceFollowed('tab-indent', ([p], edit) =>
      edit.line(p.file, p.line!, (l) => `${' '.repeat(spacesIn(p))}${l.trimStart()}`),
    );
    expect(before).toEqual([
      'content/sponsors.yaml:5: line 5 starts with a tab: indent it with 4 spaces instead, to line it up under "logo"',
    ]);
    expect(after).toEqual([]);
  });

  it("a repeated quiz question id: the other question's line and the next free id", async () => {
    const { before, after } = await adviceFollowed('repeated-question-id', ([p], edit) =>
      edit.line(p.file, p.line!, (l) => l.replace(/id: \d+/, `id: ${/give this one id (\d+)/.exec(p.message)![1]}`)),
    );
    expect(before).toEqual([
      'content/quizzes/softwareB1Module2_1.yaml:11: NTC010 questions[2].id: question id 2 is used by another question already (line 7): give this one id 3, the next id no question uses',
    ]);
    expect(after).toEqual([]);
  });

  it("a repeated event id: the other event's line and the next free id", async () => {
    const { before, after } = await adviceFollowed('repeated-event-id', ([p], edit) =>
      edit.line(p.file, p.line!, (l) => l.replace(/id: \d+/, `id: ${/give this one id (\d+)/.exec(p.message)![1]}`)),
    );
    expect(before).toEqual([
      'content/events.yaml:12: events[1].id: 1 is used by another event already (line 5): give this one id 2, the next id no event uses',
    ]);
    expect(after).toEqual([]);
  });

  it('an event that ends after midnight, written with the same date: the end written the next day', async () => {
    const { before, after } = await adviceFollowed('event-ends-after-midnight', ([p], edit) =>
      edit.line(p.file, p.line!, (l) => l.replace(/end: \S+/, `end: ${/write (\S+)$/.exec(p.message)![1]}`)),
    );
    expect(before).toEqual([
      'content/events.yaml:35: NTC032 events[2].end: must be after the start (2025-04-02T18:30), got "2025-04-02T01:30": ends after midnight? write 2025-04-03T01:30',
    ]);
    expect(after).toEqual([]);
  });

  it('a missing title: the line to add, and where', async () => {
    const { before, after } = await adviceFollowed('missing-title', (problems, edit) => {
      const p = problems.find((x) => x.field === 'title')!;
      const line = /Add a line such as "([^"]+)"/.exec(p.hint!)![1];
      edit.write(p.file, edit.read(p.file).replace(/^---\n/, `---\n${line}\n`));
    });
    expect(before).toEqual([
      'content/onboarding/softwareB1/1_8.mdx:3: NTC032 title: is missing: expected a text. Add a line such as "title: Your title" on a line of its own with no spaces before it, beside the other top-level fields',
    ]);
    expect(after).toEqual([]);
  });

  it('a date written another way: the date converted', async () => {
    const { before, after } = await adviceFollowed('date-written-day-first', ([p], edit) =>
      edit.line(p.file, p.line!, (l) => l.replace(/date: \S+/, `date: ${/: write (\S+)$/.exec(p.message)![1]}`)),
    );
    expect(before).toEqual([
      'content/events.yaml:41: NTC032 events[3].date: expected a date written YYYY-MM-DD (optionally with a time, YYYY-MM-DDTHH:MM), got "15/03/2025": write 2025-03-15',
    ]);
    expect(after).toEqual([]);
  });

  it('a video id cut short: where to copy the whole address from', async () => {
    // The officer copies the address again from YouTube's Share button: the whole id is there.
    const { before, after } = await adviceFollowed('video-id-too-short', ([p], edit) =>
      edit.line(p.file, p.line!, (l) => l.replace(/https:\S+/, 'https://youtu.be/Kx6yHqmYE2Q')),
    );
    expect(before).toEqual([
      'content/onboarding/softwareB1/1_2.mdx:13: NTC032 tasks[0].videos[1].url: the video id "Kx6yHq" is 6 characters; a YouTube id has 11: copy the address again from the video\'s Share button on YouTube (https://youtu.be/ and the 11-character id)',
    ]);
    expect(after).toEqual([]);
  });
});
