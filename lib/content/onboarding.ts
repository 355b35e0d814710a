/**
 * The onboarding curriculum: one MDX file per submodule (`onboarding/<block>/<m>_<s>.mdx`) and one
 * YAML file per quiz (`quizzes/<quizId>.yaml`). Pages and the side panel are generated from these
 * files; everything that can be checked before the build is checked here, with the file, the line
 * and the field an education officer has to fix.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import { cached, closestWord, collectProblems, ContentError, contentPath, displayPath, lineOf, parseYamlText, validate, type ContentProblem } from './core';
import { loadBlocks, type Block } from './blocks';
import { unclosedFrontmatter } from './yamlErrors';
import { moduleFrontmatterSchema, QUIZ_ID, quizSchema, type ModuleFrontmatter, type Quiz, type ResourceLink, type Task } from './onboardingSchema';
import { labelsIn } from '../onboarding/formatText';
import { checkMdxBody } from '../onboarding/mdxBody';
import { quizFingerprint } from '../onboarding/quiz';
import type { TaskRequirements } from '../onboarding/completion';
import type { ResumeBlock } from '../onboarding/resume';

export const QUIZ_FILE = new RegExp(`^(${QUIZ_ID.source.slice(1, -1)})\\.yaml$`);
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

/** Letters and digits only: what is left of an answer when capitals, spaces and punctuation are set aside. */
const bare = (answer: string) => answer.normalize('NFKC').replace(/[\s\p{P}]/gu, '');

/**
 * The option a correct answer was meant to be, when the two differ only in capitals, spaces or
 * punctuation. Never a different answer: '240 Hz' is close to '250 Hz' in spelling, and suggesting
 * it would make the quiz mark a wrong answer right.
 */
export function sameAnswerWrittenDifferently(answer: string, options: readonly string[]): { option: string; differs: string } | undefined {
  const option = options.find((o) => bare(o).toLowerCase() === bare(answer).toLowerCase());
  if (option === undefined) return undefined;
  const capitals = bare(option) !== bare(answer);
  const marks = option.toLowerCase() !== answer.toLowerCase();
  return { option, differs: capitals && marks ? 'capitals, spaces and punctuation' : capitals ? 'capitals' : 'spaces and punctuation' };
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
    if (!q.options.includes(q.correctAnswer)) {
      const close = sameAnswerWrittenDifferently(q.correctAnswer, q.options);
      problems.push({
        file,
        field: `questions[${i}].correctAnswer`,
        line: at(['questions', i, 'correctAnswer']),
        message: `"${q.correctAnswer}" is not one of the options: copy the right option word for word`,
        ...(close ? { hint: `Did you mean "${close.option}"? (${close.differs} matter)` } : {}),
      });
    }
  });
  if (problems.length) throw new ContentError(problems);
  return quiz;
}

/**
 * Every quiz file, the valid ones loaded and the broken ones named: a page that uses a broken quiz
 * must not also say "there is no quiz" (the quiz's own problem is reported once, at its file).
 */
const readQuizzes = cached((): { quizzes: Record<string, Quiz>; broken: Set<string>; problems: ContentProblem[] } => {
  const quizzes: Record<string, Quiz> = {};
  const broken = new Set<string>();
  const problems = listFiles(contentPath('quizzes')).flatMap((name) =>
    collectProblems([
      () => {
        const match = QUIZ_FILE.exec(name);
        if (!match) {
          throw new ContentError([{ file: displayPath(contentPath('quizzes', name)), field: '', message: 'a quiz file must be named after its quiz id, like hardwareB1Module1_1.yaml' }]);
        }
        try {
          quizzes[match[1]] = loadQuiz(name);
        } catch (e) {
          broken.add(match[1]);
          throw e;
        }
      },
    ]),
  );
  return { quizzes, broken, problems };
});

export const loadQuizzes = cached((): Record<string, Quiz> => {
  const { quizzes, problems } = readQuizzes();
  if (problems.length) throw new ContentError(problems);
  return quizzes;
});

function duplicateLabels(links: readonly ResourceLink[], field: string, file: string, at: (p: (string | number)[]) => number | undefined, path: (string | number)[]): ContentProblem[] {
  return links.flatMap((l, i) =>
    links.findIndex((o) => o.label === l.label) !== i ? [{ file, field: `${field}[${i}].label`, line: at([...path, i, 'label']), message: `"${l.label}" is used by another link in the same list: labels must be unique` }] : [],
  );
}

/** Where a file's lines are found: a field's line, and the line of a text at or after a field's. */
type Lines = { file: string; at: (p: (string | number)[]) => number | undefined; find: (needle: string, from: number | undefined) => number | undefined };

/** Each `[label]` of a text with no link of that label, at the line of its brackets, with the nearest label. */
function missingLabels(text: string, links: readonly ResourceLink[], where: string, field: string, { file, at, find }: Lines, path: (string | number)[]): ContentProblem[] {
  const labels = links.map((l) => l.label);
  return labelsIn(text)
    .filter((label) => !labels.includes(label))
    .map((label) => {
      const close = closestWord(label, labels);
      return {
        file,
        field,
        line: find(`[${label}]`, at(path)) ?? at(path),
        message: `[${label}] in the ${where} has no link with that label: add { label: "${label}", url: ... } to its links, or remove the brackets`,
        ...(close ? { hint: `Did you mean [${close}]?` } : {}),
      };
    });
}

/** The action a required link, video or document needs in its task's requiredActions to count. */
const actionFor = { links: 'clickLinks', videos: 'watchVideos', documents: 'readDocuments' } as const;

/** A task that marks an item required but does not ask for its action: the item would stay orange for nothing. */
function requiredWithoutAction(task: Task, f: string, p: (string | number)[], { file, at }: Lines): ContentProblem[] {
  return (Object.keys(actionFor) as Array<keyof typeof actionFor>).flatMap((kind) => {
    const first = (task[kind] as ReadonlyArray<{ required: boolean }>).findIndex((item) => item.required);
    if (first < 0 || task.requiredActions.includes(actionFor[kind])) return [];
    return [{
      file,
      field: `${f}.${kind}[${first}].required`,
      line: at([...p, kind, first, 'required']),
      message: `required, but the task does not ask for ${actionFor[kind]}: add ${actionFor[kind]} to its requiredActions, or write required: false`,
    }];
  });
}

function quizHint(id: string, known: string[]): { hint?: string } {
  const close = closestWord(id, known);
  return close ? { hint: `Did you mean "${close}"?` } : {};
}

function checkCrossReferences(fm: ModuleFrontmatter, lines: Lines, quizzes: Record<string, Quiz>, brokenQuizzes: ReadonlySet<string>): ContentProblem[] {
  const { file, at } = lines;
  const problems: ContentProblem[] = [...duplicateLabels(fm.links, 'links', file, at, ['links'])];
  fm.tasks.forEach((task, i) => {
    const f = `tasks[${i}]`;
    const p = ['tasks', i];
    problems.push(...duplicateLabels(task.links, `${f}.links`, file, at, [...p, 'links']));
    problems.push(...missingLabels(task.description, task.links, 'description', `${f}.description`, lines, [...p, 'description']));
    problems.push(...requiredWithoutAction(task, f, p, lines));
    if (task.requiredActions.includes('completeQuiz') && !task.quiz)
      problems.push({ file, field: `${f}.requiredActions`, line: at([...p, 'requiredActions']), message: 'completeQuiz needs a quiz: add "quiz: <quizId>" to this task, or remove completeQuiz' });
    // A quiz file that exists but fails to load reports its own problem: its pages stay silent.
    if (task.quiz && !quizzes[task.quiz] && !brokenQuizzes.has(task.quiz))
      problems.push({ file, field: `${f}.quiz`, line: at([...p, 'quiz']), message: `there is no quiz "${task.quiz}": add content/quizzes/${task.quiz}.yaml or fix the id`, ...quizHint(task.quiz, Object.keys(quizzes)) });
    if (new Set(task.requiredActions).size !== task.requiredActions.length)
      problems.push({ file, field: `${f}.requiredActions`, line: at([...p, 'requiredActions']), message: 'an action is listed twice' });
  });
  fm.extraResources.forEach((r, i) => {
    if (r.type !== 'text') return;
    problems.push(...duplicateLabels(r.links, `extraResources[${i}].links`, file, at, ['extraResources', i, 'links']));
    problems.push(...missingLabels(r.text, r.links, 'text', `extraResources[${i}].text`, lines, ['extraResources', i, 'text']));
  });
  return problems;
}

function loadSubmodule(block: Block, name: string, quizzes: Record<string, Quiz>, brokenQuizzes: ReadonlySet<string>): Submodule {
  const absolute = contentPath('onboarding', block.id, name);
  const file = displayPath(absolute);
  const match = SUBMODULE_FILE.exec(name);
  if (!match) throw new ContentError([{ file, field: '', message: 'a submodule file must be named <module>_<submodule>.mdx, like 1_2.mdx' }]);
  const [module, sub] = [Number(match[1]), Number(match[2])];
  if (!block.modules.includes(module))
    throw new ContentError([{ file, field: '', message: `module ${module} is not in the modules of block ${block.id} in content/onboarding/blocks.yaml: add it there or rename the file` }]);

  const text = fs.readFileSync(absolute, 'utf8');
  if (!/^---\r?\n/.test(text)) throw new ContentError([{ file, field: '', line: 1, message: 'the file must start with a "---" line, the frontmatter (title, tasks ...) and another "---" line' }]);
  const unclosed = unclosedFrontmatter(text);
  if (unclosed) throw new ContentError([{ file, field: '', ...unclosed }]);
  // gray-matter only splits the file; the YAML is parsed by parseYamlText for line numbers.
  const split = matter(text, { engines: { yaml: () => ({}) } });
  // gray-matter keeps the newline after the opening '---', so frontmatter line n is file line n.
  const offset = /^\r?\n/.test(split.matter) ? 0 : 1;
  const parsed = parseYamlText(split.matter, file, offset);
  const frontmatter = validate(moduleFrontmatterSchema, parsed.data ?? {}, file, parsed, offset);
  const at = (p: (string | number)[]) => lineOf(parsed.doc, parsed.counter, p, offset);
  const fileLines = text.split('\n');
  const find = (needle: string, from: number | undefined) => {
    const index = fileLines.findIndex((l, i) => i + 1 >= (from ?? 1) && l.includes(needle));
    return index < 0 ? undefined : index + 1;
  };
  const bodyLine = text.slice(0, text.length - split.content.length).split('\n').length;
  const problems = [...checkCrossReferences(frontmatter, { file, at, find }, quizzes, brokenQuizzes), ...checkMdxBody(split.content, frontmatter.links).map((p) => ({ file, field: 'body', line: p.line + bodyLine - 1, message: p.message }))];
  if (problems.length) throw new ContentError(problems);
  const key = `${module}_${sub}`;
  return { block: block.id, key, module, sub, pageKey: pageKeyOf(block.id, key), file, frontmatter, body: split.content, bodyLine };
}

export const loadOnboarding = cached((): Onboarding => {
  const blocks = loadBlocks();
  const blocksFile = displayPath(contentPath('onboarding/blocks.yaml'));
  const { quizzes, broken: brokenQuizzes, problems: quizProblems } = readQuizzes();
  const problems = [...quizProblems];
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
            const s = loadSubmodule(block, name, quizzes, brokenQuizzes);
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
