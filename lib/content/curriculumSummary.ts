/**
 * The loaded curriculum reduced to what members' progress depends on (lib/content/against.ts), with
 * the lines a warning points at. File paths are relative to the content folder, so the summary of a
 * ref's curriculum, read from a temporary folder, names the same files as the working tree's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CurriculumSummary, QuizSummary, SubmoduleSummary } from './against';
import { contentPath, contentRoot, lineOf, parseYamlText } from './core';
import { splitFrontmatter } from './frontmatter';
import { loadOnboarding, type Submodule } from './onboarding';
import type { Quiz } from './onboardingSchema';

const inContent = (absolute: string) => path.relative(contentRoot(), absolute).split(path.sep).join('/');

/** The line of a field of a file's YAML; the loader has already refused a file that does not parse. */
function yamlLines(text: string, file: string, offset = 0) {
  const parsed = parseYamlText(text, file, offset);
  return (p: (string | number)[]) => lineOf(parsed.doc, parsed.counter, p, offset);
}

function summariseSubmodule(s: Submodule): SubmoduleSummary {
  const absolute = path.resolve(s.file);
  const split = splitFrontmatter(fs.readFileSync(absolute, 'utf8'))!;
  const at = yamlLines(split.yaml, s.file, split.yamlLine - 1);
  return {
    place: `${s.block}/${s.key}`,
    pageKey: s.pageKey,
    formerKeys: s.formerKeys,
    formerlyLine: at(['formerly']),
    title: s.frontmatter.title,
    file: inContent(absolute),
    tasks: s.frontmatter.tasks.map((t, i) => ({
      title: t.title,
      ...(t.quiz ? { quiz: t.quiz, quizLine: at(['tasks', i, 'quiz']) } : {}),
      requiredActions: [...t.requiredActions],
      line: at(['tasks', i]),
    })),
  };
}

function summariseQuiz(id: string, quiz: Quiz): QuizSummary {
  const absolute = contentPath('quizzes', `${id}.yaml`);
  const at = yamlLines(fs.readFileSync(absolute, 'utf8'), absolute);
  return {
    file: inContent(absolute),
    ...(quiz.title ? { title: quiz.title } : {}),
    revision: quiz.revision,
    revisionLine: at(['revision']),
    questionsLine: at(['questions']),
    questions: quiz.questions.map((q, i) => ({
      id: q.id,
      correctAnswer: q.correctAnswer,
      answerLine: at(['questions', i, 'correctAnswer']),
    })),
  };
}

/** The curriculum in CONTENT_DIR (or content/); throws the loader's ContentError when it is invalid. */
export function summariseCurriculum(): CurriculumSummary {
  const { submodules, quizzes } = loadOnboarding();
  return {
    submodules: submodules.map(summariseSubmodule),
    quizzes: Object.fromEntries(Object.entries(quizzes).map(([id, quiz]) => [id, summariseQuiz(id, quiz)])),
  };
}
