/**
 * The onboarding curriculum: one MDX file per submodule (`onboarding/<block>/<m>_<s>.mdx`) and one
 * YAML file per quiz (`quizzes/<quizId>.yaml`). Pages and the side panel are generated from these
 * files; everything that can be checked before the build is checked here, with the file, the line
 * and the field an education officer has to fix.
 */
import fs from 'node:fs';
import { cached, contentPath, displayPath, lineOf, parseYamlText, validate } from './core';
import { collectProblems, ContentError, type ContentProblem } from './problems';
import { loadBlocks, type Block } from './blocks';
import { splitFrontmatter } from './frontmatter';
import { unclosedFrontmatter } from './yamlErrors';
import { moduleFrontmatterSchema, QUIZ_ID, quizSchema, type ModuleFrontmatter, type Quiz } from './onboardingSchema';
import type { ClaimedFile, CurriculumContext } from './rules/curriculum/context';
import { curriculumRules, identityRules, moduleRules, quizRules } from './rules';
import { runRules } from './rules/rule';
import { checkMdxBody } from '@/lib/onboarding/mdxBody';

export const QUIZ_FILE = new RegExp(`^(${QUIZ_ID.source.slice(1, -1)})\\.yaml$`);
const SUBMODULE_FILE = /^(\d+)_(\d+)\.mdx$/;

export type Submodule = {
  block: string;
  /** `1_2`: the URL segment. */
  key: string;
  module: number;
  sub: number;
  /** `softwareB1Module1_2` (`<block>Module<m>_<s>`): the module-data key, also the progress key. */
  pageKey: string;
  /** Page keys this submodule had before it moved (`formerly`): saved progress under them counts here. */
  formerKeys: string[];
  /** The line of `formerly`, for the identity rules' messages. */
  formerlyLine?: number;
  file: string;
  frontmatter: ModuleFrontmatter;
  /** The MDX body (info sections) and the file line it starts on. */
  body: string;
  bodyLine: number;
};

export type Onboarding = { submodules: Submodule[]; quizzes: Record<string, Quiz> };

export const pageKeyOf = (block: string, key: string) => `${block}Module${key}`;

function listFiles(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => !f.startsWith('.'))
        .sort()
    : [];
}

function loadQuiz(name: string): Quiz {
  const absolute = contentPath('quizzes', name);
  const file = displayPath(absolute);
  const parsed = parseYamlText(fs.readFileSync(absolute, 'utf8'), file);
  const quiz = validate(quizSchema, parsed.data, file, parsed);
  const at = (p: (string | number)[]) => lineOf(parsed.doc, parsed.counter, p);
  const problems = runRules(quizRules, { quiz, lines: { file, at, find: () => undefined } });
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
          throw new ContentError([
            {
              file: displayPath(contentPath('quizzes', name)),
              field: '',
              message: 'a quiz file must be named after its quiz id, like hardwareB1Module1_1.yaml',
            },
          ]);
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

function loadSubmodule(block: Block, name: string, quizzes: Record<string, Quiz>, brokenQuizzes: ReadonlySet<string>): Submodule {
  const absolute = contentPath('onboarding', block.id, name);
  const file = displayPath(absolute);
  const match = SUBMODULE_FILE.exec(name);
  if (!match)
    throw new ContentError([{ file, field: '', message: 'a submodule file must be named <module>_<submodule>.mdx, like 1_2.mdx' }]);
  const [module, sub] = [Number(match[1]), Number(match[2])];

  const text = fs.readFileSync(absolute, 'utf8');
  const unclosed = unclosedFrontmatter(text);
  if (unclosed) throw new ContentError([{ file, field: '', ...unclosed }]);
  const split = splitFrontmatter(text);
  if (!split)
    throw new ContentError([
      {
        file,
        field: '',
        line: 1,
        message: 'the file must start with a "---" line, the frontmatter (title, tasks ...) and another "---" line',
      },
    ]);
  // The YAML is parsed by parseYamlText for line numbers: its line n is file line n + 1.
  const offset = split.yamlLine - 1;
  const parsed = parseYamlText(split.yaml, file, offset);
  const frontmatter = validate(moduleFrontmatterSchema, parsed.data ?? {}, file, parsed, offset);
  const at = (p: (string | number)[]) => lineOf(parsed.doc, parsed.counter, p, offset);
  const fileLines = text.split('\n');
  const find = (needle: string, from: number | undefined) => {
    const index = fileLines.findIndex((l, i) => i + 1 >= (from ?? 1) && l.includes(needle));
    return index < 0 ? undefined : index + 1;
  };
  const { body, bodyLine } = split;
  const problems = [
    ...runRules(moduleRules, { frontmatter, lines: { file, at, find }, quizzes, brokenQuizzes }),
    ...checkMdxBody(body, frontmatter.links).map((p) => ({ file, field: 'body', line: p.line + bodyLine - 1, message: p.message })),
  ];
  if (problems.length) throw new ContentError(problems);
  const key = `${module}_${sub}`;
  const formerKeys = [frontmatter.formerly ?? []].flat().map((place) => place.replace('/', 'Module'));
  const formerlyLine = frontmatter.formerly === undefined ? undefined : at(['formerly']);
  return {
    block: block.id,
    key,
    module,
    sub,
    pageKey: pageKeyOf(block.id, key),
    formerKeys,
    formerlyLine,
    file,
    frontmatter,
    body,
    bodyLine,
  };
}

export const loadOnboarding = cached((): Onboarding => {
  const blocks = loadBlocks();
  const blocksFile = displayPath(contentPath('onboarding/blocks.yaml'));
  const { quizzes, broken: brokenQuizzes, problems: quizProblems } = readQuizzes();
  const problems = [...quizProblems];
  const submodules: Submodule[] = [];
  const folders: CurriculumContext['folders'][number][] = [];
  /** Files by their names, valid or not: a broken 2_1.mdx still fills module 2 (its own error is enough). */
  const claimed: ClaimedFile[] = [];
  for (const entry of listFiles(contentPath('onboarding'))) {
    if (!fs.statSync(contentPath('onboarding', entry)).isDirectory()) continue;
    folders.push({ name: entry, file: displayPath(contentPath('onboarding', entry)) });
    const block = blocks.find((b) => b.id === entry);
    if (!block) continue;
    for (const name of listFiles(contentPath('onboarding', entry))) {
      const named = SUBMODULE_FILE.exec(name);
      const key = named && `${Number(named[1])}_${Number(named[2])}`;
      if (named && key)
        claimed.push({ file: displayPath(contentPath('onboarding', entry, name)), block: entry, module: Number(named[1]), key });
      // A file whose module its block does not have is never shown: module-in-its-block says where it belongs.
      if (named && !block.modules.includes(Number(named[1]))) continue;
      problems.push(...collectProblems([() => submodules.push(loadSubmodule(block, name, quizzes, brokenQuizzes))]));
    }
  }
  problems.push(...runRules(curriculumRules, { blocks, blocksFile, folders, claimed }));
  const quizFiles = Object.keys(quizzes).map((id) => ({ id, file: displayPath(contentPath('quizzes', `${id}.yaml`)) }));
  problems.push(...runRules(identityRules, { submodules, quizzes: quizFiles }));
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
