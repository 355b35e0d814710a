/**
 * What an edit of the curriculum does to what members have already done, for
 * `npm run content:check -- --against <ref>`: the curriculum before (the ref) and after (the working
 * tree), each reduced to what members' progress depends on, compared here without reading a file.
 *
 * Progress survives an edit when (lib/progress keeps it this way): a submodule is found by its page
 * key or a key it lists under `formerly`; a quiz pass counts while the quiz's question ids, correct
 * answers and `revision` are the same (so rewording a question, a wrong option or the title keeps it);
 * within a page, items are ticked by their address and uploads kept under their task's key; a
 * submodule is finished when every task that has requiredActions is done (./againstTasks.ts judges a
 * member who had finished it by the site's own rules). Each change that breaks one of these is told
 * to the officer as a warning, never an error: it may well be what they want, and the warning says
 * how to make that explicit.
 */
import type { ContentProblem } from '@/lib/content/problems';
import { removedWarnings, taskWarnings, type ItemSummary, type TaskSummary } from './againstTasks';

export type { ItemSummary, TaskSummary };

export type SubmoduleSummary = {
  /** `softwareB1/1_2`: the folder and file name, what `formerly` names. */
  place: string;
  pageKey: string;
  formerKeys: string[];
  /** The line of `formerly`, or of the frontmatter's start when it has none. */
  formerlyLine?: number;
  title: string;
  file: string;
  tasks: TaskSummary[];
  /** The page's own links and its extra resources' links and videos (never required). */
  items?: ItemSummary[];
};

export type QuizSummary = {
  file: string;
  title?: string;
  revision: number;
  revisionLine?: number;
  questionsLine?: number;
  questions: Array<{ id: number; correctAnswer: string; answerLine?: number }>;
};

/** The curriculum as members' progress sees it; JSON, so the ref's can come from another process. */
export type CurriculumSummary = { submodules: SubmoduleSummary[]; quizzes: Record<string, QuizSummary> };

const warning = (file: string, line: number | undefined, field: string, message: string): ContentProblem =>
  line ? { file, line, field, message } : { file, field, message };

/** An answer in a message, cut short: some are whole sentences, and the line shows the new one in full. */
const quoted = (answer: string) => `"${answer.length > 60 ? `${answer.slice(0, 57)}...` : answer}"`;

const list = (items: readonly (string | number)[]) => items.join(', ');

/** What about a quiz's questions, if anything, makes a pass no longer count; with where to point. */
function answersChanged(before: QuizSummary, after: QuizSummary): { field: string; line?: number; what: string } | undefined {
  const beforeIds = before.questions.map((q) => q.id);
  const afterIds = after.questions.map((q) => q.id);
  const removed = beforeIds.filter((id) => !afterIds.includes(id));
  const added = afterIds.filter((id) => !beforeIds.includes(id));
  if (removed.length || added.length) {
    const parts = [removed.length ? `question ${list(removed)} removed` : '', added.length ? `question ${list(added)} added` : ''].filter(
      Boolean,
    );
    return { field: 'questions', line: after.questionsLine, what: parts.join(', ') };
  }
  const changed = after.questions.flatMap((q, index) => {
    const was = before.questions.find((b) => b.id === q.id)!;
    return was.correctAnswer === q.correctAnswer ? [] : [{ index, was, now: q }];
  });
  if (!changed.length) return undefined;
  const [{ index, was, now }] = changed;
  const more = changed.length > 1 ? ` (and ${changed.length - 1} more)` : '';
  return {
    field: `questions[${index}].correctAnswer`,
    line: now.answerLine,
    what: `the correct answer of question ${now.id} changed from ${quoted(was.correctAnswer)} to ${quoted(now.correctAnswer)}${more}`,
  };
}

function quizWarnings(before: CurriculumSummary, after: CurriculumSummary): ContentProblem[] {
  const titleOf = (id: string, quiz: QuizSummary) =>
    quiz.title ?? after.submodules.flatMap((s) => s.tasks).find((t) => t.quiz === id)?.title ?? id;
  return Object.entries(after.quizzes).flatMap(([id, now]) => {
    const was = before.quizzes[id];
    if (!was) return [];
    const passed = `members who passed "${titleOf(id, now)}"`;
    if (now.revision !== was.revision) {
      const how = now.revision > was.revision ? 'raised' : 'changed';
      return [
        warning(now.file, now.revisionLine, 'revision', `${how} from ${was.revision} to ${now.revision}: ${passed} will take it again`),
      ];
    }
    const change = answersChanged(was, now);
    if (!change) return [];
    const message =
      `${change.what}: ${passed} will have to take it again, whatever else you change; to keep their passes, change the answer back. ` +
      `If the retake is what you want, say so with \`revision: ${now.revision + 1}\` in the quiz file`;
    return [warning(now.file, change.line, change.field, message)];
  });
}

/** The submodule that carries on `was`: the one at its place, or else one that names it in `formerly`. */
function successorOf(was: SubmoduleSummary, after: CurriculumSummary): SubmoduleSummary | undefined {
  return after.submodules.find((s) => s.pageKey === was.pageKey) ?? after.submodules.find((s) => s.formerKeys.includes(was.pageKey));
}

/** `softwareB1/1_2` from the page key `softwareB1Module1_2`: the words `formerly` takes. */
const placeOf = (pageKey: string) => pageKey.replace(/Module(\d+_\d+)$/, '/$1');

/**
 * Former places `was` listed that no submodule claims any more: progress members saved there before
 * the move stops counting. An officer tidying up an old-looking `formerly` line would not guess that.
 */
function droppedFormerPlaces(was: SubmoduleSummary, now: SubmoduleSummary, after: CurriculumSummary): ContentProblem[] {
  const claimed = new Set(after.submodules.flatMap((s) => [s.pageKey, ...s.formerKeys]));
  const dropped = was.formerKeys.filter((key) => !claimed.has(key)).map(placeOf);
  if (!dropped.length) return [];
  const message =
    `no file names ${list(dropped)} under \`formerly\` any more: progress members saved there before "${now.title}" moved will no longer count. ` +
    `Keep \`formerly: ${dropped[0]}\` unless that is what you want`;
  return [warning(now.file, now.formerlyLine, 'formerly', message)];
}

/** Every change from `before` to `after` that makes members lose something they have done, as warnings. */
export function progressWarnings(before: CurriculumSummary, after: CurriculumSummary): ContentProblem[] {
  const submoduleWarnings = before.submodules.flatMap((was) => {
    const now = successorOf(was, after);
    if (now)
      return [
        ...droppedFormerPlaces(was, now, after),
        ...taskWarnings(was, now, (quiz) => after.quizzes[quiz]?.title),
        ...removedWarnings(was, now),
      ];
    const message =
      `"${was.title}" (${was.place}) is gone and no file names it under \`formerly\`: members' progress there will no longer count. ` +
      `If it moved, add \`formerly: ${was.place}\` to the file it moved to`;
    return [warning(was.file, undefined, '', message)];
  });
  return [...quizWarnings(before, after), ...submoduleWarnings];
}
