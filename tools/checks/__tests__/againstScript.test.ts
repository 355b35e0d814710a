/**
 * @jest-environment node
 *
 * `npm run content:check -- --against <ref>` as an officer's pull request meets it: a scratch git
 * repository holding a copy of the fixture curriculum (e2e/content), committed, then edited as an
 * officer would; the check runs on the edit and compares it with the commit.
 *
 * The check runs in this process (`check`: the function the command calls, with the command's
 * environment and its output as the command prints it), and as the command itself where what is
 * proved is the command (`command`): its exit code and printout, and a machine without git.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentCheckCommand } from '@/tools/checks/checkCommand';

const REPO = process.cwd();
const TSX = path.join(REPO, 'node_modules/tsx/dist/cli.mjs');
const QUIZ = 'content/quizzes/softwareB1Module2_1.yaml';

type Outcome = { status: number | null; output: string };
type Scratch = {
  dir: string;
  edit: (file: string, from: string, to: string) => void;
  check: (...args: string[]) => Promise<Outcome>;
  command: (...args: string[]) => Outcome;
};

// Git may pick up the user's or CI's identity and settings; the scratch repository needs neither.
const gitSettings = { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
const gitEnv = { ...process.env, ...gitSettings };

/** What the check runs with: git without the user's settings, the scratch's content and pictures, no GitHub Actions. */
function commandEnv(dir: string, env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  // PUBLIC_DIR: the fixture content's pictures, never ours (e2e/public/README.txt).
  return {
    ...gitSettings,
    PATH: env.PATH ?? process.env.PATH,
    CONTENT_DIR: path.join(dir, 'content'),
    PUBLIC_DIR: path.join(REPO, 'e2e/public'),
    GITHUB_ACTIONS: '',
  };
}

/** Runs `run` with these variables set in this process, then puts the previous ones back. */
async function withEnv<T>(vars: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    return await run();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** The project-relative path of the scratch folder, shown as <scratch> to keep the expectations readable. */
const shown = (dir: string, output: string) => output.split(path.relative(REPO, dir)).join('<scratch>');

function scratch(withGit: boolean, env: NodeJS.ProcessEnv = process.env): Scratch {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'content-against-test-')));
  fs.cpSync(path.join(REPO, 'e2e/content'), path.join(dir, 'content'), { recursive: true });
  const git = (...args: string[]) => execGit(dir, ...args);
  if (withGit) {
    git('init', '--quiet', '--initial-branch=main');
    git('add', '.');
    git('commit', '--quiet', '-m', 'the curriculum before the edit');
  }
  return {
    dir,
    edit: (file, from, to) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(text).toContain(from);
      fs.writeFileSync(path.join(dir, file), text.replace(from, to));
    },
    check: async (...args) => {
      const output = { stdout: '', stderr: '' };
      const status = await withEnv(commandEnv(dir, env), () =>
        contentCheckCommand(args, { log: (line) => (output.stdout += `${line}\n`), error: (line) => (output.stderr += `${line}\n`) }),
      );
      return { status, output: shown(dir, `${output.stdout}${output.stderr}`) };
    },
    command: (...args) => {
      const r = spawnSync(process.execPath, [TSX, 'scripts/content-check.ts', ...args], {
        cwd: REPO,
        env: { ...env, ...commandEnv(dir, env) },
        encoding: 'utf8',
      });
      return { status: r.status, output: shown(dir, `${r.stdout}${r.stderr}`) };
    },
  };
}

/** Git in a scratch repository, as the officer would run it there. */
function execGit(dir: string, ...args: string[]) {
  const r = spawnSync('git', ['-c', 'user.name=Officer', '-c', 'user.email=officer@example.org', ...args], { cwd: dir, env: gitEnv });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
}

const scratches: string[] = [];
function make(withGit: boolean, env?: NodeJS.ProcessEnv) {
  const s = scratch(withGit, env);
  scratches.push(s.dir);
  return s;
}
afterAll(() => scratches.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('npm run content:check -- --against', () => {
  it('gives no warning for a reworded question and option, and the check passes', async () => {
    const s = make(true);
    s.edit(QUIZ, 'question: What is 2 + 2?', 'question: What do you get when you add 2 and 2?');
    s.edit(QUIZ, 'options: ["3", "4", "5"]', 'options: ["three", "4", "5"]');
    const r = await s.check('--against', 'main');
    expect(r.output).toContain('✓ nothing members have done is lost, compared with main');
    expect(r.output).not.toContain('warning');
    expect(r.status).toBe(0);
  });

  it('warns on the line of a changed correct answer, naming the revision to add, and still passes', async () => {
    const s = make(true);
    s.edit(QUIZ, 'options: [Green, Blue]\n    correctAnswer: Blue', 'options: [Green, Blue, Navy]\n    correctAnswer: Navy');
    // The bare flag compares with main, as there is no origin/main in this repository. The command
    // itself: its printout and its exit code.
    const r = s.command('--against');
    expect(r.output).toContain(
      `<scratch>/${QUIZ}:10: warning: questions[1].correctAnswer: the correct answer of question 2 changed from "Blue" to "Navy": ` +
        'members who passed "Fixture quiz" will have to take it again, whatever else you change; to keep their passes, change the answer back. If the retake is what you want, say so with `revision: 2` in the quiz file',
    );
    expect(r.output).toContain('⚠ 1 change to what members have done, compared with main');
    expect(r.status).toBe(0);
  });

  it('warns about a removed submodule, a new task and a raised revision, each on its file', async () => {
    const s = make(true);
    fs.rmSync(path.join(s.dir, 'content/onboarding/softwareB1/1_2.mdx'));
    s.edit(
      'content/onboarding/softwareB1/2_1.mdx',
      '    requiredActions: [uploadFiles]\n',
      '    requiredActions: [uploadFiles]\n  - title: Tell us what you built\n    description: A short note.\n    requiredActions: [uploadFiles]\n',
    );
    s.edit(QUIZ, 'title: Fixture quiz\n', 'title: Fixture quiz\nrevision: 2\n');
    const r = await s.check('--against', 'main');
    expect(r.output).toContain(
      `<scratch>/${QUIZ}:2: warning: revision: raised from 1 to 2: members who passed "Fixture quiz" will take it again`,
    );
    expect(r.output).toContain(
      '<scratch>/content/onboarding/softwareB1/1_2.mdx: warning: "Videos" (softwareB1/1_2) is gone and no file names it under `formerly`: ' +
        "members' progress there will no longer count. If it moved, add `formerly: softwareB1/1_2` to the file it moved to",
    );
    expect(r.output).toContain(
      '<scratch>/content/onboarding/softwareB1/2_1.mdx:12: warning: tasks[2]: a new task "Tell us what you built": ' +
        'members who finished "Quiz and Upload" will see it unfinished until they do it',
    );
    expect(r.status).toBe(0);
  });

  it('silences each warning the way docs/adding-content.md says: formerly for a move, no requiredActions for an optional task, revision for new answers', async () => {
    const docs = fs.readFileSync(path.join(REPO, 'docs/adding-content.md'), 'utf8');
    const section = docs.slice(docs.indexOf('## Changing what members have done'), docs.indexOf('## An event'));
    const yamlBlocks = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);
    const revision = yamlBlocks[0].match(/^revision: \d+$/m)![0];
    const formerly = yamlBlocks[1].match(/^formerly: .*$/m)![0];
    const optionalTask = yamlBlocks[3];
    expect(formerly).toBe('formerly: softwareB1/1_2');
    const s = make(true);
    const moved = path.join(s.dir, 'content/onboarding/softwareB1/1_3.mdx');
    fs.renameSync(path.join(s.dir, 'content/onboarding/softwareB1/1_2.mdx'), moved);
    s.edit('content/onboarding/softwareB1/1_3.mdx', 'title: Videos\n', `title: Videos\n${formerly}\n`);
    s.edit(
      'content/onboarding/softwareB1/2_1.mdx',
      '    requiredActions: [uploadFiles]\n',
      `    requiredActions: [uploadFiles]\n${optionalTask}`,
    );
    s.edit(QUIZ, 'title: Fixture quiz\n', `title: Fixture quiz\n${revision}\n`);
    s.edit(QUIZ, 'correctAnswer: Blue', 'correctAnswer: Green');
    const r = await s.check('--against', 'main');
    expect(r.output).toContain('⚠ 1 change to what members have done');
    expect(r.output).toContain(`${QUIZ}:2: warning: revision: raised from 1 to 2: members who passed "Fixture quiz" will take it again`);
    expect(r.status).toBe(0);
  });

  it('says it skipped, in one line, outside a git repository', async () => {
    const r = await make(false).check('--against');
    expect(r.output).toMatch(/^Members' progress not compared: .* is not in a git repository\.$/m);
    expect(r.output).toContain('✓ content OK');
    expect(r.status).toBe(0);
  });

  it('says it skipped when git is not installed, or the ref does not exist', async () => {
    const s = make(true, { ...process.env, PATH: '/nonexistent' });
    expect(s.command('--against').output).toContain("Members' progress not compared: git is not installed.");
    const r = await make(true).check('--against', 'origin/release');
    expect(r.output).toContain(
      "Members' progress not compared with origin/release: there is no git ref origin/release here (fetch it first?).",
    );
    expect(r.status).toBe(0);
  });

  it('does not compare without --against, as npm test runs it', async () => {
    const r = await make(false).check();
    expect(r.output).not.toContain("Members' progress");
    expect(r.status).toBe(0);
  });
});

/**
 * An officer's edits to a page members have finished (tasks swapped, items retitled or readdressed, an
 * upload task renamed), each on a scratch repository: what those members keep, told
 * by the check exactly when it is lost (tools/checks/againstTasks.ts), and '✓ nothing members have done
 * is lost' only when nothing is.
 */
describe('npm run content:check -- --against: ticks and uploads', () => {
  const PAGE = 'content/onboarding/softwareB1/1_1.mdx';
  const UPLOADS = 'content/onboarding/softwareB1/2_1.mdx';
  const nothingLost = '✓ nothing members have done is lost, compared with main';

  it('keeps everything, and says so, when tasks swap, a document is retitled and a label renamed wherever it is written', async () => {
    const s = make(true);
    const text = fs.readFileSync(path.join(s.dir, PAGE), 'utf8');
    const [head, rest] = text.split('tasks:\n');
    const [tasks, tail] = rest.split('extraResources:\n');
    const [first, second] = tasks.split('  - title: Nothing required\n');
    const swapped = `${head}tasks:\n  - title: Nothing required\n${second}${first}extraResources:\n${tail}`;
    fs.writeFileSync(
      path.join(s.dir, PAGE),
      swapped.replaceAll('Required guide', 'Main guide').replace('Fixture required PDF', 'The required PDF'),
    );
    const r = await s.check('--against', 'main');
    expect(r.output).toContain(nothingLost);
    expect(r.output).not.toContain('warning');
  });

  it('warns at the line of a required document added to a task that members finished', async () => {
    const s = make(true);
    s.edit(
      PAGE,
      '      - title: Fixture optional page\n',
      '      - title: New reading\n        url: https://docs.example.test/new\n        required: true\n      - title: Fixture optional page\n',
    );
    const r = await s.check('--against', 'main');
    expect(r.output).toContain(
      `<scratch>/${PAGE}:34: warning: tasks[0].documents: the document "New reading" is new and required: members who finished "Links and Documents" will have to open it`,
    );
    expect(r.output).not.toContain(nothingLost);
  });

  it("warns when a required item's address changes, and when an optional one becomes required", async () => {
    const s = make(true);
    s.edit(PAGE, 'url: https://docs.example.test/required.pdf', 'url: https://docs.example.test/v2/required.pdf');
    s.edit(
      PAGE,
      '        url: https://docs.example.test/optional-extra\n',
      '        url: https://docs.example.test/optional-extra\n        required: true\n',
    );
    const r = await s.check('--against', 'main');
    expect(r.output).toContain(
      'warning: tasks[0].documents: the document "Fixture required PDF" has a new address (https://docs.example.test/v2/required.pdf, was https://docs.example.test/required.pdf)',
    );
    expect(r.output).toContain(
      'warning: tasks[0].links: the link "Optional extra" is now required: members who finished "Links and Documents" who had already clicked it keep their tick (the site records optional ones too); those who had not will have to click it',
    );
    expect(r.output).not.toContain(nothingLost);
  });

  it('warns when an item or a task that asked for something is removed', async () => {
    const s = make(true);
    s.edit(PAGE, '      - title: Fixture optional page\n        url: https://docs.example.test/optional-page\n', '');
    s.edit(
      UPLOADS,
      '  - title: Upload your proof\n    description: Upload a screenshot of your work.\n    requiredActions: [uploadFiles]\n',
      '',
    );
    const r = await s.check('--against', 'main');
    expect(r.output).toContain(`<scratch>/${PAGE}: warning: the document "Fixture optional page" is no longer on "Links and Documents"`);
    expect(r.output).toContain(`<scratch>/${UPLOADS}: warning: the task "Upload your proof" is no longer on "Quiz and Upload"`);
    expect(r.output).not.toContain(nothingLost);
  });

  it('warns when a task asks for a new action, and gives advice for two renamed upload tasks that, once followed, passes', async () => {
    const s = make(true);
    s.edit(UPLOADS, '    requiredActions: [completeQuiz]\n', '    requiredActions: [completeQuiz, uploadFiles]\n');
    const gained = await s.check('--against', 'main');
    expect(gained.output).toContain('warning: tasks[0].requiredActions: the task "Take the quiz" now also asks for uploadFiles');

    const t = make(true);
    t.edit(UPLOADS, '    requiredActions: [completeQuiz]\n', '    requiredActions: [completeQuiz, uploadFiles]\n');
    execGit(t.dir, 'commit', '-qam', 'two upload tasks');
    t.edit(UPLOADS, '  - title: Take the quiz\n', '  - title: Take the signals quiz\n');
    t.edit(UPLOADS, '  - title: Upload your proof\n', '  - title: Upload a screenshot\n');
    const renamed = await t.check('--against', 'main');
    expect(renamed.output).toContain('add `id: "Upload your proof"` to the task to keep them');
    t.edit(UPLOADS, '  - title: Upload a screenshot\n', '  - title: Upload a screenshot\n    id: "Upload your proof"\n');
    t.edit(UPLOADS, '  - title: Take the signals quiz\n', '  - title: Take the signals quiz\n    id: "Take the quiz"\n');
    // The command itself: this process has read the scratch's content already (loaders cache per folder).
    const followed = t.command('--against', 'main');
    expect(followed.output).toContain(nothingLost);
    expect(followed.status).toBe(0);
  });

  it('keeps the one upload of a page whose one upload task is renamed', async () => {
    const s = make(true);
    s.edit(UPLOADS, '  - title: Upload your proof\n', '  - title: Upload a screenshot of your work\n');
    expect((await s.check('--against', 'main')).output).toContain(nothingLost);
  });

  it('refuses to compare a branch with itself: edits committed on main compared with main', async () => {
    const s = make(true);
    s.edit(PAGE, 'url: https://docs.example.test/required.pdf', 'url: https://docs.example.test/v2/required.pdf');
    execGit(s.dir, 'commit', '-qam', 'edited on main');
    const r = await s.check('--against', 'main');
    expect(r.output).not.toContain(nothingLost);
    expect(r.output).toContain("Members' progress not compared with main: it is the commit you are on and nothing is changed since");
    expect(r.output).toContain('--against HEAD~1');
  });
});
