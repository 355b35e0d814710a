/** What the rules' tests share: a page, a quiz, a curriculum and an SVG to check, and each group's rules by name. */
import { moduleFrontmatterSchema, quizSchema } from '@/lib/content/onboardingSchema';
import { curriculumRules, identityRules, moduleRules, quizRules, svgRules } from '@/lib/content/rules';
import type { ClaimedFile, CurriculumContext } from '@/lib/content/rules/curriculum/context';
import type { ClaimingFile } from '@/lib/content/rules/identity/context';
import type { ModuleContext } from '@/lib/content/rules/module/context';
import type { QuizContext } from '@/lib/content/rules/quiz/context';
import { readSvgDocument } from '@/lib/content/svgDocument';
import type { Rule } from '@/lib/content/rules/rule';

export const file = 'content/onboarding/softwareB1/1_1.mdx';
export const lines = { file, at: () => 7, find: () => 9 };
export const link = (label: string) => ({ label, url: `https://example.test/${label.replace(/\W/g, '')}` });

export const page = (
  frontmatter: Record<string, unknown>,
  quizzes: ModuleContext['quizzes'] = {},
  broken: string[] = [],
): ModuleContext => ({
  frontmatter: moduleFrontmatterSchema.parse({ title: 'Signals', ...frontmatter }),
  lines,
  quizzes,
  brokenQuizzes: new Set(broken),
});
export const quizOf = (questions: Record<string, unknown>[]): QuizContext => ({
  quiz: quizSchema.parse({ questions }),
  lines: { ...lines, file: 'content/quizzes/softwareB1Module1_1.yaml' },
});
/** A rule by its name, as each test's describe names it. */
export const rule = <C>(rules: Rule<C>[], name: string) => rules.find((r) => r.name === name)!;
export const moduleRule = (id: string) => rule(moduleRules, id);
export const quiz = (id: string) => rule(quizRules, id);

export const aQuiz = quizSchema.parse({
  questions: [{ id: 1, question: 'Which band?', options: ['Alpha', 'Beta'], correctAnswer: 'Alpha' }],
});
export const task = (extra: Record<string, unknown>) => ({ title: 'Read', description: 'Read it.', ...extra });

export const blocks = [
  { id: 'softwareB1', team: 'Software', label: 'Block 1', title: 'General Skills', modules: [1, 2] },
  { id: 'softwareB2', team: 'Software', label: 'Block 2', title: 'Signals', modules: [1] },
] as unknown as CurriculumContext['blocks'];
export const claim = (block: string, key: string, file = `content/onboarding/${block}/${key}.mdx`): ClaimedFile => ({
  file,
  block,
  module: Number(key.split('_')[0]),
  key,
});
export const curriculum = (claimed: ClaimedFile[], folders = ['softwareB1', 'softwareB2']): CurriculumContext => ({
  blocks,
  blocksFile: 'content/onboarding/blocks.yaml',
  folders: folders.map((name) => ({ name, file: `content/onboarding/${name}` })),
  claimed,
});
export const curriculumRule = (id: string) => rule(curriculumRules, id).check;
export const complete = [claim('softwareB1', '1_1'), claim('softwareB1', '2_1'), claim('softwareB2', '1_1')];

export const placed = (block: string, key: string, formerKeys: string[] = []): ClaimingFile => ({
  file: `content/onboarding/${block}/${key}.mdx`,
  block,
  key,
  pageKey: `${block}Module${key}`,
  formerKeys,
  formerlyLine: formerKeys.length ? 4 : undefined,
});
export const identityRule = (id: string) => rule(identityRules, id).check;

export const svgFile = 'public/images/sponsors/logo.svg';
export const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">';
export const svgRule = (id: string) => (body: string, whole?: string | Uint8Array) =>
  rule(svgRules, id).check({ file: svgFile, doc: readSvgDocument(whole ?? `${SVG_OPEN}\n${body}\n</svg>`) });
export const picture =
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
  '<rect width="10" height="10" fill="url(#g)" style="opacity:.5"/><use xlink:href="#g"/><image href="../photos/lab.webp"/>' +
  '<text x="1" font-family="Arial" xml:space="preserve">on = off, javascript: &lt;script&gt;</text>' +
  '<style>.a { fill: url("#g"); transform: rotate(3deg) } @media print { .a > rect { opacity: 1 } }</style>';
/** The bytes of a text, and of single bytes between texts: a file in another encoding, built byte by byte. */
export const bytes = (...parts: (string | number)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'number' ? [p] : [...new TextEncoder().encode(p)])));
