/**
 * @jest-environment node
 *
 * The edits docs/adding-content.md tells an officer to make, applied to a copy of the real content
 * as an officer would make them (the template pasted, every line marked CHANGE changed and its note
 * deleted, the image uploaded): each must pass the loaders the build uses, `content:check` and
 * `links:check`, and show in the loaded data. There is a scenario per template in docs/templates/,
 * so a new template without one fails here, plus the edits the docs describe without a template.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { planNewModule } from '@/tools/authoring/newModule';
import { linksCheckCommand } from '@/tools/checks/links/checkCommand';
import { collectContentProblems } from '@/tools/checks/collections';
import { loadBlocks } from '@/lib/content/blocks';
import { formatProblemWithHint } from '@/lib/content/problems';
import { loadEvents } from '@/lib/content/events';
import { loadOfficers } from '@/lib/content/officers';
import { loadOnboarding } from '@/lib/content/onboarding';
import { loadSite } from '@/lib/content/site';
import { loadSponsors } from '@/lib/content/sponsors';

const REPO = process.cwd();
const TEMPLATES = path.join(REPO, 'docs/templates');
const template = (name: string) => fs.readFileSync(path.join(TEMPLATES, name), 'utf8');

/** A throw-away project: a copy of content/ and public/, the real app/ for the routes links resolve to. */
type Project = {
  root: string;
  file: (relative: string) => string;
  read: (relative: string) => string;
  write: (relative: string, text: string) => void;
};

function makeProject(): Project {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'officer-scenario-'));
  fs.cpSync(path.join(REPO, 'content'), path.join(root, 'content'), { recursive: true });
  fs.cpSync(path.join(REPO, 'public'), path.join(root, 'public'), { recursive: true });
  fs.symlinkSync(path.join(REPO, 'app'), path.join(root, 'app'));
  const file = (relative: string) => path.join(root, relative);
  return {
    root,
    file,
    read: (relative) => fs.readFileSync(file(relative), 'utf8'),
    write: (relative, text) => {
      fs.mkdirSync(path.dirname(file(relative)), { recursive: true });
      fs.writeFileSync(file(relative), text);
    },
  };
}

/**
 * Loaders run against the project as content:check runs them (content and public/ from the working
 * directory, outside GitHub Actions), uncached as in `next dev`, so a read before an edit does not
 * hide the edit. A run that returns a promise (links:check) keeps the project until it settles.
 */
function inProject<T>(project: Project, run: () => T): T {
  const [cwd, dir, mode, actions] = [process.cwd(), process.env.CONTENT_DIR, process.env.NODE_ENV, process.env.GITHUB_ACTIONS];
  const env = process.env as Record<string, string | undefined>;
  delete env.CONTENT_DIR;
  delete env.GITHUB_ACTIONS;
  env.NODE_ENV = 'development';
  process.chdir(project.root);
  const restore = () => {
    process.chdir(cwd);
    if (dir !== undefined) env.CONTENT_DIR = dir;
    if (actions !== undefined) env.GITHUB_ACTIONS = actions;
    env.NODE_ENV = mode;
  };
  let result: T;
  try {
    result = run();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}

/**
 * What an officer does with a template: replaces the values (each `from` must be in the template,
 * so a changed template is noticed here) and deletes every `# CHANGE` note. A line marked CHANGE that
 * no replacement touches fails: the scenario must write its own value there, as the officer must.
 */
function fillIn(text: string, replacements: Array<[string, string]>): string {
  let lines = text.split('\n');
  for (const [from, to] of replacements) {
    if (!lines.some((l) => l.includes(from))) throw new Error(`the template no longer holds "${from}": update this scenario`);
    lines = lines.map((l) => (l.includes(from) ? l.split(from).join(to) : l));
  }
  const stillMarked = text.split('\n').filter((l) => /#\s*CHANGE\b|\bCHANGE:/.test(l) && !replacements.some(([from]) => l.includes(from)));
  if (stillMarked.length) throw new Error(`lines marked CHANGE that the scenario leaves as they are:\n${stillMarked.join('\n')}`);
  return lines.map((l) => l.replace(/\s+#\s*CHANGE\b.*$/, '')).join('\n');
}

/** A snippet of docs/templates/video.md: the fenced block under the heading that starts with `heading`. */
function videoSnippet(heading: string): string {
  const text = template('video.md');
  const at = text.indexOf(`## ${heading}`);
  const fence = /```\w*\n([\s\S]*?)```/.exec(text.slice(at));
  if (at < 0 || !fence) throw new Error(`docs/templates/video.md has no snippet under "## ${heading}"`);
  return fence[1];
}

/** A new picture for the project, copied from the fixture content's (e2e/public), never from ours. */
const copyImage = (project: Project, from: string, to: string) =>
  fs.copyFileSync(path.join(REPO, 'e2e/public', from), project.file(`public${to}`));

/** The first block, and a free submodule key after the last one of its last module group. */
function nextSubmodule(project: Project) {
  return inProject(project, () => {
    const block = loadBlocks()[0];
    const group = block.modules[block.modules.length - 1];
    const subs = loadOnboarding()
      .submodules.filter((s) => s.block === block.id && s.module === group)
      .map((s) => s.sub);
    const key = `${group}_${Math.max(0, ...subs) + 1}`;
    return { block: block.id, key, pageKey: `${block.id}Module${key}` };
  });
}

/** `npm run new:module -- <block> <key> "<title>"` (its code path), then the officer fills in the lines marked CHANGE. */
function newModule(project: Project, title: string) {
  const where = nextSubmodule(project);
  const plan = inProject(project, () =>
    planNewModule(
      { block: where.block, key: where.key, title },
      { blocks: loadBlocks(), fileExists: (shown) => fs.existsSync(shown), template: template('module.mdx'), contentDir: 'content' },
    ),
  );
  if (!plan.ok) throw new Error(plan.message);
  const text = fillIn(plan.text, [
    ['https://example.org/replace-me', 'https://docs.python.org/3/tutorial/'],
    ['One sentence on what a member learns on this page.', 'How to write and run a first Python script.'],
    ['Read the official guide', 'Work through the Python tutorial'],
    ['title: Official documentation', 'title: Python documentation'],
    ['title: Good to know', 'title: A tip'],
    ['CHANGE: one or two sentences of advice.', 'Type the examples rather than copying them.'],
    ['title: A short introduction', 'title: Python in 100 seconds'],
    ['https://www.youtube.com/embed/VIDEO_ID', 'https://www.youtube.com/embed/x7X9w_GIm1s'],
    [
      'CHANGE: two or three sentences, written for a first-year student, saying why this topic matters.',
      'Python is the language of most of our signal-processing code, so every member learns it first.',
    ],
  ]);
  project.write(plan.relativePath, text);
  return { ...where, file: plan.relativePath };
}

/** Appends a template's entry to a collection file (the templates are indented for that). */
const append = (project: Project, relative: string, entry: string) =>
  project.write(relative, `${project.read(relative).replace(/\n*$/, '\n')}${entry}`);

type Scenario = { edit: (project: Project) => void; shows: (project: Project) => void };

/** One scenario per file in docs/templates/. */
const templateScenarios: Record<string, Scenario> = {
  'event.yaml': {
    edit(project) {
      const next = inProject(project, () => Math.max(...loadEvents().events.map((e) => e.id)) + 1);
      copyImage(project, '/images/events/kickoff-1.webp', '/images/events/robotics-social-1.webp');
      append(
        project,
        'content/events.yaml',
        fillIn(template('event.yaml'), [
          ['id: 8', `id: ${next}`],
          ['Spring Hack Night', 'Spring Robotics Social'],
          [
            'Bring a laptop; we build a tiny EEG visualiser together. Pizza provided.',
            "Meet the project teams over board games and see this year's robot arm.",
          ],
          ['/images/events/spring-hack-night-1.webp', '/images/events/robotics-social-1.webp'],
          ['name: Slides', 'name: Poster'],
          ['https://example.org/replace-me', 'https://files.example.edu/robotics-social-poster.pdf'],
        ]),
      );
    },
    shows(project) {
      expect(inProject(project, () => loadEvents().events.map((e) => e.name))).toContain('Spring Robotics Social');
    },
  },
  'officer.yaml': {
    edit(project) {
      copyImage(project, '/images/officers/maya-okafor.svg', '/images/officers/jordan-lee.svg');
      append(
        project,
        'content/officers.yaml',
        fillIn(template('officer.yaml'), [
          ['Alex Morgan', 'Jordan Lee'],
          ['VP of Outreach', 'VP of Community'],
          ['/images/officers/alex-morgan.webp', '/images/officers/jordan-lee.svg'],
          ['https://www.linkedin.com/in/replace-me', 'https://www.linkedin.com/in/jordan-lee-example'],
          ['Alex studies cognitive science and organises our school visits.', 'Jordan studies psychology and runs our socials.'],
        ]),
      );
    },
    shows(project) {
      expect(inProject(project, () => loadOfficers().leadership[1].map((o) => `${o.name}, ${o.title}`))).toContain(
        'Jordan Lee, VP of Community',
      );
    },
  },
  'sponsor.yaml': {
    edit(project) {
      copyImage(project, '/images/sponsors/neurobridge.svg', '/images/sponsors/open-bci-club.svg');
      append(
        project,
        'content/sponsors.yaml',
        fillIn(template('sponsor.yaml'), [
          ['name: Example Instruments', 'name: Open BCI Club'],
          ['/images/sponsors/example-instruments.svg', '/images/sponsors/open-bci-club.svg'],
          ['alt: Example Instruments logo', 'alt: Open BCI Club logo'],
          ['https://example.org/replace-me', 'https://openbci.example.org'],
        ]),
      );
    },
    shows(project) {
      expect(inProject(project, () => loadSponsors().map((s) => s.name))).toContain('Open BCI Club');
    },
  },
  'module.mdx': {
    edit(project) {
      newModule(project, 'Python: a first look');
    },
    shows(project) {
      const page = inProject(project, () => loadOnboarding().submodules.find((s) => s.frontmatter.title === 'Python: a first look'));
      expect(page?.frontmatter.tasks.map((t) => t.title)).toEqual(['Work through the Python tutorial']);
      expect(page?.frontmatter.description).toBe('How to write and run a first Python script.');
      expect(page?.frontmatter.extraResources.map((r) => r.type)).toEqual(['link', 'text', 'video']);
    },
  },
  'quiz.yaml': {
    edit(project) {
      const page = newModule(project, 'Sampling');
      project.write(
        `content/quizzes/${page.pageKey}.yaml`,
        fillIn(template('quiz.yaml'), [
          ['title: Sampling and filters', 'title: Sampling'],
          [
            'A signal is sampled at 250 Hz. What is the highest frequency it can represent?',
            'An EEG is sampled at 250 Hz. What is the highest frequency it can represent?',
          ],
        ]),
      );
      // The docs: attach it to a task of that page with quiz: and completeQuiz.
      project.write(
        page.file,
        project
          .read(page.file)
          .replace('    requiredActions: [clickLinks]', `    quiz: ${page.pageKey}\n    requiredActions: [clickLinks, completeQuiz]`),
      );
    },
    shows(project) {
      const { submodules, quizzes } = inProject(project, () => loadOnboarding());
      const page = submodules.find((s) => s.frontmatter.title === 'Sampling');
      expect(page?.frontmatter.tasks[0].quiz).toBe(page?.pageKey);
      expect(quizzes[page!.pageKey].questions.length).toBeGreaterThan(0);
    },
  },
  'task.yaml': {
    edit(project) {
      const page = newModule(project, 'Filters');
      const task = fillIn(template('task.yaml'), [
        ['Build your first filter', 'Filter a recording'],
        ['https://example.org/replace-me', 'https://docs.scipy.org/doc/scipy/tutorial/signal.html'],
        ['Sample recording (CSV)', 'Sample EEG recording (CSV)'],
      ]);
      project.write(page.file, project.read(page.file).replace(/^extraResources:/m, `${task.replace(/\n*$/, '\n')}extraResources:`));
    },
    shows(project) {
      const page = inProject(project, () => loadOnboarding().submodules.find((s) => s.frontmatter.title === 'Filters'));
      expect(page?.frontmatter.tasks.map((t) => t.title)).toEqual(['Work through the Python tutorial', 'Filter a recording']);
    },
  },
  'video.md': {
    edit(project) {
      const page = newModule(project, 'Neural networks');
      const id = 'https://www.youtube.com/embed/aircAruvnKk';
      const inTask = fillIn(videoSnippet('1. In a task'), [
        ['What is a bandpass filter?', 'But what is a neural network?'],
        ['https://www.youtube.com/embed/VIDEO_ID', id],
      ]);
      // The page already has extra resources: only the item is pasted, under the others.
      const inResources = fillIn(videoSnippet('2. In the extra resources'), [
        ['Filters explained visually', 'Gradient descent, how neural networks learn'],
        ['https://youtu.be/VIDEO_ID', 'https://youtu.be/IHZwWFHWa-w'],
      ]).replace(/^extraResources:\n/, '');
      const inText = videoSnippet('3. In the page text')
        .replace('What is a bandpass filter?', 'But what is a neural network?')
        .replace('VIDEO_ID', 'aircAruvnKk');
      const text = project
        .read(page.file)
        .replace('    requiredActions: [clickLinks]', `${inTask.replace(/\n*$/, '\n')}    requiredActions: [clickLinks, watchVideos]`)
        .replace(/\n---\n/, `\n${inResources.replace(/\n*$/, '')}\n---\n`)
        .replace(/\n*$/, `\n\n${inText}`);
      project.write(page.file, text);
    },
    shows(project) {
      const page = inProject(project, () => loadOnboarding().submodules.find((s) => s.frontmatter.title === 'Neural networks'));
      expect(page?.frontmatter.tasks[0].videos.map((v) => v.title)).toEqual(['But what is a neural network?']);
      expect(page?.frontmatter.extraResources.map((r) => r.title).at(-1)).toBe('Gradient descent, how neural networks learn');
      expect(page?.body).toContain('<Video title="But what is a neural network?"');
    },
  },
};

/** The first real submodule file with a task whose `description: |` is followed by its own `links:`. */
function taskWithLinks(project: Project) {
  const files = inProject(project, () => loadOnboarding().submodules.map((s) => s.file));
  for (const file of files) {
    const lines = project.read(file).split('\n');
    const description = lines.findIndex((l) => l === '    description: |');
    const links = lines.findIndex((l, i) => i > description && l === '    links:');
    const nextTask = lines.findIndex((l, i) => i > description && l.startsWith('  - title:'));
    if (description >= 0 && links > description && (nextTask < 0 || links < nextTask)) return { file, lines, description, links };
  }
  throw new Error('no real submodule has a task with a description block and links');
}

/** The edits the docs describe without a template of their own. */
const otherScenarios: Record<string, Scenario> = {
  'rename a submodule title': {
    edit(project) {
      const file = inProject(project, () => loadOnboarding().submodules[0].file);
      project.write(file, project.read(file).replace(/^title: .*$/m, 'title: "Renamed: a topic, with punctuation"'));
    },
    shows(project) {
      expect(inProject(project, () => loadOnboarding().submodules[0].frontmatter.title)).toBe('Renamed: a topic, with punctuation');
    },
  },
  'add a link to a task': {
    edit(project) {
      const { file, lines, description, links } = taskWithLinks(project);
      lines.splice(
        links + 1,
        0,
        '      - label: Neurotechnology overview',
        '        url: https://en.wikipedia.org/wiki/Neurotechnology',
        '        required: false',
      );
      lines.splice(description + 1, 0, '      Background: the [Neurotechnology overview].');
      project.write(file, lines.join('\n'));
    },
    shows(project) {
      const labels = inProject(project, () =>
        loadOnboarding().submodules.flatMap((s) => s.frontmatter.tasks.flatMap((t) => t.links.map((l) => l.label))),
      );
      expect(labels).toContain('Neurotechnology overview');
    },
  },
  're-skin site.yaml for another chapter': {
    edit(project) {
      const doc = YAML.parseDocument(project.read('content/site.yaml'));
      const set = (p: string[], v: string) => doc.setIn(p, v);
      set(['organization', 'name'], 'Harbourview Neuro Society');
      set(['organization', 'shortName'], 'HNS');
      set(['organization', 'tagline'], 'Neurons, circuits, and curiosity');
      set(['organization', 'description'], 'A student society at Harbourview College that builds brain-computer interfaces.');
      set(['university', 'name'], 'Harbourview College');
      set(['university', 'shortName'], 'HC');
      set(['university', 'studentId'], 'Student number');
      copyImage(project, '/images/logo.svg', '/images/harbourview-logo.svg');
      set(['logo'], '/images/harbourview-logo.svg');
      set(['colours', 'brand'], '#0f766e');
      set(['colours', 'brandDark'], '#134e4a');
      set(['email', 'general'], 'hello@harbourview-neuro.example.org');
      set(['email', 'onboarding'], 'onboarding@harbourview-neuro.example.org');
      set(['social', 'professionalNetwork', 'url'], 'https://www.linkedin.com/company/harbourview-neuro-example');
      set(['social', 'photoSharing', 'url'], 'https://www.instagram.com/harbourview.neuro.example');
      project.write('content/site.yaml', doc.toString());
    },
    shows(project) {
      const site = inProject(project, () => loadSite());
      expect(site.organization.name).toBe('Harbourview Neuro Society');
      expect([site.logo, site.colours.brand, site.university.studentId]).toEqual([
        '/images/harbourview-logo.svg',
        '#0f766e',
        'Student number',
      ]);
    },
  },
};

const scenarios = { ...templateScenarios, ...otherScenarios };
type Outcome = { project: Project; contentProblems: string[]; links: { code: number; output: string } };
const outcomes = new Map<string, Outcome>();

/**
 * `npm run links:check` in the project: the function the command runs, with the command's output
 * (tools/checks/links/__tests__/linksCheckScript.test.ts runs the command itself).
 */
async function linksCheck(project: Project): Promise<{ code: number; output: string }> {
  let output = '';
  const print = (line: string) => (output += `${line}\n`);
  const code = await inProject(project, () => linksCheckCommand([], { log: print, error: print }));
  return { code, output };
}

beforeAll(async () => {
  for (const [name, scenario] of Object.entries(scenarios)) {
    const project = makeProject();
    scenario.edit(project);
    const contentProblems = (await inProject(project, collectContentProblems)).map(formatProblemWithHint);
    // One after another: each changes the working directory while it runs.
    const links = await linksCheck(project);
    outcomes.set(name, { project, contentProblems, links });
  }
}, 180_000);

afterAll(() => {
  for (const { project } of outcomes.values()) fs.rmSync(project.root, { recursive: true, force: true });
});

describe("an officer's correct edit, as the docs describe it", () => {
  it('has a scenario for every template in docs/templates/', () => {
    expect(Object.keys(templateScenarios).sort()).toEqual(fs.readdirSync(TEMPLATES).sort());
  });

  describe.each(Object.keys(scenarios))('%s', (name) => {
    it('passes content:check (the loaders the build uses)', () => {
      expect(outcomes.get(name)!.contentProblems).toEqual([]);
    });

    it('passes links:check', () => {
      const { code, output } = outcomes.get(name)!.links;
      expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    });

    it('shows on the site', () => {
      scenarios[name as keyof typeof scenarios].shows(outcomes.get(name)!.project);
    });
  });
});
