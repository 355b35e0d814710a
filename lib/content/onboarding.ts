/**
 * The onboarding curriculum: one MDX file per submodule (`onboarding/<block>/<m>_<s>.mdx`) and one
 * YAML file per quiz (`quizzes/<quizId>.yaml`). Pages and the side panel are generated from these
 * files; everything that can be checked before the build is checked here, with the file, the line
 * and the field an education officer has to fix.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import { cached, collectProblems, ContentError, contentPath, displayPath, lineOf, parseYamlText, validate, type ContentProblem } from './core';
import { loadBlocks, type Block } from './blocks';
import { moduleFrontmatterSchema, quizSchema, type ModuleFrontmatter, type Quiz, type ResourceLink, type Task } from './onboardingSchema';
import { labelsIn } from '../onboarding/formatText';
import { checkMdxBody } from '../onboarding/mdxBody';
import { quizFingerprint } from '../onboarding/quiz';
import type { TaskRequirements } from '../onboarding/completion';
import type { ResumeBlock } from '../onboarding/resume';

export const QUIZ_FILE = /^((?:software|hardware)B\d+Module\d+_\d+)\.yaml$/;
const SUBMODULE_FILE = /^(\d+)_(\d+)\.mdx$/;

export type Submodule = {
  block: string;
  /** `1_2`: the URL segment. */
  key: string;
  module: number;
  sub: number;
  /** `softwareB1Module1_2`: the spec's module-data key, also the progress key. */
  pageKey: string;
  file: string;
  frontmatter: ModuleFrontmatter;
  /** The MDX body (info sections) and the file line it starts on. */
  body: string;
  bodyLine: number;
};

export type Onboarding = { submodules: Submodule[]; quizzes: Record<string, Quiz> };

export const pageKeyOf = (block: string, key: string) => `${block}Module${key}`;

function listFiles(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.startsWith('.')).sort() : [];
}

function loadQuiz(name: string): Quiz {
  const absolute = contentPath('quizzes', name);
  const file = displayPath(absolute);
  const parsed = parseYamlText(fs.readFileSync(absolute, 'utf8'), file);
  const quiz = validate(quizSchema, parsed.data, file, parsed);
  const at = (p: (string | number)[]) => lineOf(parsed.doc, parsed.counter, p);
  const problems: ContentProblem[] = [];
  quiz.questions.forEach((q, i) => {
    if (quiz.questions.findIndex((o) => o.id === q.id) !== i) problems.push({ file, field: `questions[${i}].id`, line: at(['questions', i, 'id']), message: `question id ${q.id} is used by another question already: ids must be unique` });
    q.options.forEach((o, j) => {
      if (q.options.indexOf(o) !== j) problems.push({ file, field: `questions[${i}].options[${j}]`, line: at(['questions', i, 'options', j]), message: `"${o}" is listed twice: every option must be different` });
    });
    if (!q.options.includes(q.correctAnswer))
      problems.push({ file, field: `questions[${i}].correctAnswer`, line: at(['questions', i, 'correctAnswer']), message: `"${q.correctAnswer}" is not one of the options: copy the right option word for word` });
  });
  if (problems.length) throw new ContentError(problems);
  return quiz;
}

export const loadQuizzes = cached((): Record<string, Quiz> => {
  const dir = contentPath('quizzes');
  const quizzes: Record<string, Quiz> = {};
  const problems = collectProblems(
    listFiles(dir).map((name) => () => {
      const match = QUIZ_FILE.exec(name);
      if (!match) {
        throw new ContentError([{ file: displayPath(contentPath('quizzes', name)), field: '', message: 'a quiz file must be named after its quiz id, like hardwareB1Module1_1.yaml' }]);
      }
      quizzes[match[1]] = loadQuiz(name);
    }),
  );
  if (problems.length) throw new ContentError(problems);
  return quizzes;
});

function duplicateLabels(links: readonly ResourceLink[], field: string, file: string, at: (p: (string | number)[]) => number | undefined, path: (string | number)[]): ContentProblem[] {
  return links.flatMap((l, i) =>
    links.findIndex((o) => o.label === l.label) !== i ? [{ file, field: `${field}[${i}].label`, line: at([...path, i, 'label']), message: `"${l.label}" is used by another link in the same list: labels must be unique` }] : [],
  );
}

function missingLabels(text: string, links: readonly ResourceLink[], where: string): string[] {
  const labels = new Set(links.map((l) => l.label));
  return labelsIn(text)
    .filter((label) => !labels.has(label))
    .map((label) => `[${label}] in the ${where} has no link with that label: add { label: "${label}", url: ... } to its links, or remove the brackets`);
}

function checkCrossReferences(fm: ModuleFrontmatter, file: string, at: (p: (string | number)[]) => number | undefined, quizzes: Record<string, Quiz>): ContentProblem[] {
  const problems: ContentProblem[] = [...duplicateLabels(fm.links, 'links', file, at, ['links'])];
  fm.tasks.forEach((task, i) => {
    const f = `tasks[${i}]`;
    const p = ['tasks', i];
    problems.push(...duplicateLabels(task.links, `${f}.links`, file, at, [...p, 'links']));
    for (const message of missingLabels(task.description, task.links, 'description')) problems.push({ file, field: `${f}.description`, line: at([...p, 'description']), message });
    if (task.requiredActions.includes('completeQuiz') && !task.quiz)
      problems.push({ file, field: `${f}.requiredActions`, line: at([...p, 'requiredActions']), message: 'completeQuiz needs a quiz: add "quiz: <quizId>" to this task, or remove completeQuiz' });
    if (task.quiz && !quizzes[task.quiz])
      problems.push({ file, field: `${f}.quiz`, line: at([...p, 'quiz']), message: `there is no quiz "${task.quiz}": add content/quizzes/${task.quiz}.yaml or fix the id` });
    if (new Set(task.requiredActions).size !== task.requiredActions.length)
      problems.push({ file, field: `${f}.requiredActions`, line: at([...p, 'requiredActions']), message: 'an action is listed twice' });
  });
  fm.extraResources.forEach((r, i) => {
    if (r.type !== 'text') return;
    problems.push(...duplicateLabels(r.links, `extraResources[${i}].links`, file, at, ['extraResources', i, 'links']));
    for (const message of missingLabels(r.text, r.links, 'text')) problems.push({ file, field: `extraResources[${i}].text`, line: at(['extraResources', i, 'text']), message });
  });
  return problems;
}

function loadSubmodule(block: Block, name: string, quizzes: Record<string, Quiz>): Submodule {
  const absolute = contentPath('onboarding', block.id, name);
  const file = displayPath(absolute);
  const match = SUBMODULE_FILE.exec(name);
  if (!match) throw new ContentError([{ file, field: '', message: 'a submodule file must be named <module>_<submodule>.mdx, like 1_2.mdx' }]);
  const [module, sub] = [Number(match[1]), Number(match[2])];
  if (!block.modules.includes(module))
    throw new ContentError([{ file, field: '', message: `module ${module} is not in the modules of block ${block.id} in content/onboarding/blocks.yaml: add it there or rename the file` }]);

  const text = fs.readFileSync(absolute, 'utf8');
  if (!/^---\r?\n/.test(text)) throw new ContentError([{ file, field: '', line: 1, message: 'the file must start with a "---" line, the frontmatter (title, tasks ...) and another "---" line' }]);
  // gray-matter only splits the file; the YAML is parsed by parseYamlText for line numbers.
  const split = matter(text, { engines: { yaml: () => ({}) } });
  // gray-matter keeps the newline after the opening '---', so frontmatter line n is file line n.
  const offset = /^\r?\n/.test(split.matter) ? 0 : 1;
  const parsed = parseYamlText(split.matter, file, offset);
  const frontmatter = validate(moduleFrontmatterSchema, parsed.data ?? {}, file, parsed, offset);
  const at = (p: (string | number)[]) => lineOf(parsed.doc, parsed.counter, p, offset);
  const bodyLine = text.slice(0, text.length - split.content.length).split('\n').length;
  const problems = [...checkCrossReferences(frontmatter, file, at, quizzes), ...checkMdxBody(split.content, frontmatter.links).map((p) => ({ file, field: 'body', line: p.line + bodyLine - 1, message: p.message }))];
  if (problems.length) throw new ContentError(problems);
  const key = `${module}_${sub}`;
  return { block: block.id, key, module, sub, pageKey: pageKeyOf(block.id, key), file, frontmatter, body: split.content, bodyLine };
}

export const loadOnboarding = cached((): Onboarding => {
  const blocks = loadBlocks();
  const blocksFile = displayPath(contentPath('onboarding/blocks.yaml'));
  let quizzes: Record<string, Quiz> = {};
  const problems = collectProblems([() => (quizzes = loadQuizzes())]);
  const submodules: Submodule[] = [];
  /** Files by their names, valid or not: a broken 2_1.mdx still fills module 2 (its own error is enough). */
  const claimed: { block: string; module: number; key: string }[] = [];
  const root = contentPath('onboarding');
  for (const entry of listFiles(root)) {
    if (!fs.statSync(contentPath('onboarding', entry)).isDirectory()) continue;
    const block = blocks.find((b) => b.id === entry);
    if (!block) {
      problems.push({ file: displayPath(contentPath('onboarding', entry)), field: '', message: `the folder "${entry}" is not a block in content/onboarding/blocks.yaml: rename it to a block id or add the block there` });
      continue;
    }
    for (const name of listFiles(contentPath('onboarding', entry))) {
      const named = SUBMODULE_FILE.exec(name);
      if (named) claimed.push({ block: entry, module: Number(named[1]), key: `${Number(named[1])}_${Number(named[2])}` });
      problems.push(
        ...collectProblems([
          () => {
            const s = loadSubmodule(block, name, quizzes);
            const twin = submodules.find((o) => o.block === s.block && o.key === s.key);
            if (twin) throw new ContentError([{ file: s.file, field: '', message: `${twin.file} is already submodule ${s.key}: two files cannot claim the same submodule` }]);
            submodules.push(s);
          },
        ]),
      );
    }
  }
  blocks.forEach((b, i) => {
    const mine = claimed.filter((s) => s.block === b.id);
    // A block with no files at all is not written yet: its pages show 'Data not found for key'.
    // Once it has one file, it must start at 1_1 and fill every module group.
    if (mine.length === 0) return;
    for (const m of b.modules)
      if (!mine.some((s) => s.module === m)) problems.push({ file: blocksFile, field: `blocks[${i}].modules`, message: `module ${m} of ${b.id} has no submodule files: add content/onboarding/${b.id}/${m}_1.mdx or remove ${m} from modules` });
    if (!mine.some((s) => s.key === '1_1')) problems.push({ file: blocksFile, field: `blocks[${i}]`, message: `block ${b.id} needs content/onboarding/${b.id}/1_1.mdx: every block starts at submodule 1_1` });
  });
  if (problems.length) throw new ContentError(problems);
  const order = (s: Submodule) => [blocks.findIndex((b) => b.id === s.block), s.module, s.sub];
  submodules.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  return { submodules, quizzes };
});

export function getSubmodule(block: string, key: string): Submodule | undefined {
  return loadOnboarding().submodules.find((s) => s.block === block && s.key === key);
}

export function taskRequirements(task: Task, quizzes: Record<string, Quiz>): TaskRequirements {
  const quiz = task.quiz ? quizzes[task.quiz] : undefined;
  return {
    requiredActions: task.requiredActions,
    requiredLinks: task.links.filter((l) => l.required).map((l) => l.label),
    requiredVideos: task.videos.filter((v) => v.required).map((v) => v.title),
    requiredDocuments: task.documents.filter((d) => d.required).map((d) => d.title),
    quizKey: quiz && task.quiz ? quizFingerprint(task.quiz, quiz.questions) : undefined,
  };
}

export type NavItem = { key: string; pageKey: string; title: string; href: string; tasks: TaskRequirements[] };
export type NavGroup = { module: number; items: NavItem[] };
export type BlockNav = { id: string; title: string; groups: NavGroup[] };
export type BlockSummary = { id: string; team: string; label: string; title: string; href: string };

/** The side panel of a block: its module groups in blocks.yaml order, submodules by number. */
export function blockNav(blockId: string): BlockNav | null {
  const block = loadBlocks().find((b) => b.id === blockId);
  if (!block) return null;
  const { submodules, quizzes } = loadOnboarding();
  return {
    id: block.id,
    title: block.title,
    groups: block.modules.map((module) => ({
      module,
      items: submodules
        .filter((s) => s.block === block.id && s.module === module)
        .map((s) => ({
          key: s.key,
          pageKey: s.pageKey,
          title: s.frontmatter.navTitle ?? s.frontmatter.title,
          href: `/onboarding/${s.block}/${s.key}/`,
          tasks: s.frontmatter.tasks.map((t) => taskRequirements(t, quizzes)),
        })),
    })),
  };
}

/** All blocks for the side panel's block list and /programs. */
export function blockSummaries(): BlockSummary[] {
  return loadBlocks().map((b) => ({ id: b.id, team: b.team, label: b.label, title: b.title, href: `/onboarding/${b.id}/1_1/` }));
}

/**
 * Every block with its submodules in order (title, address, task requirements): what /programs needs
 * for BlockProgress and 'Continue where you left off'.
 */
export function resumeBlocks(): ResumeBlock[] {
  return loadBlocks().map((b) => ({ id: b.id, team: b.team, label: b.label, submodules: (blockNav(b.id)?.groups ?? []).flatMap((g) => g.items) }));
}
