/**
 * The loaded curriculum reduced to what members' progress depends on (tools/checks/against.ts), with
 * the lines a warning points at. File paths are relative to the content folder, so the summary of a
 * ref's curriculum, read from a temporary folder, names the same files as the working tree's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CurriculumSummary, ItemSummary, QuizSummary, SubmoduleSummary } from './against';
import { addressKey, taskKey, videoKey } from '@/lib/onboarding/identity';
import type { ItemKind } from '@/lib/onboarding/pageRecord';
import { contentPath, contentRoot, lineOf, parseYamlText } from '@/lib/content/core';
import { splitFrontmatter } from '@/lib/content/frontmatter';
import { loadOnboarding, type Submodule } from '@/lib/content/onboarding';
import type { Quiz } from '@/lib/content/onboardingSchema';

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
      key: taskKey(t),
      ...(t.quiz ? { quiz: t.quiz, quizLine: at(['tasks', i, 'quiz']) } : {}),
      requiredActions: [...t.requiredActions],
      items: [
        ...items('links', t.links, ['tasks', i, 'links'], at),
        ...items('documents', t.documents, ['tasks', i, 'documents'], at),
        ...items('videos', t.videos, ['tasks', i, 'videos'], at),
      ],
      line: at(['tasks', i]),
    })),
    items: [
      ...items('links', s.frontmatter.links, ['links'], at),
      ...s.frontmatter.extraResources.flatMap((r, i) => {
        if (r.type === 'text') return items('links', r.links, ['extraResources', i, 'links'], at);
        if (r.type !== 'video') return [];
        return [{ kind: 'videos' as const, id: videoKey(r.url), name: r.title, required: false, line: at(['extraResources', i]) }];
      }),
    ],
  };
}

type Named = { url: string; required: boolean } & ({ label: string } | { title: string });

/** A list of links, documents or videos as ./againstTasks.ts reads them: identity, name, line. */
function items(
  kind: ItemKind,
  list: readonly Named[],
  path: (string | number)[],
  at: (p: (string | number)[]) => number | undefined,
): ItemSummary[] {
  return list.map((item, j) => ({
    kind,
    id: kind === 'videos' ? videoKey(item.url) : addressKey(item.url),
    name: 'label' in item ? item.label : item.title,
    required: item.required,
    line: at([...path, j]),
  }));
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
