/**
 * What an edit of one submodule's tasks does to members who had finished it, for
 * `content:check --against` (./against.ts): a member who did everything the page asked before the
 * edit is judged by the page after it with the site's own completion rules (lib/onboarding), and each
 * thing that makes them unfinished, or takes a tick away, is told at the line that does it. Nothing
 * here guesses what the site would do: a warning is printed exactly when that member loses something.
 */
import { submoduleProgress, taskProgress, type TaskRequirements } from '@/lib/onboarding/completion';
import { emptyPage, type PageProgress } from '@/lib/record/record';
import type { ItemKind } from '@/lib/onboarding/pageRecord';
import type { ContentProblem } from '@/lib/content/problems';

/** A link, document or video of a page: its identity (lib/onboarding/identity), name and line. */
export type ItemSummary = { kind: ItemKind; id: string; name: string; required: boolean; line?: number };

export type TaskSummary = {
  title: string;
  /** Its key (lib/onboarding/identity `taskKey`): its `id`, else its title. */
  key?: string;
  quiz?: string;
  requiredActions: string[];
  /** Its links, documents and videos. */
  items?: ItemSummary[];
  /** Lines of `tasks[i]` and of its `quiz` in the submodule file. */
  line?: number;
  quizLine?: number;
};

export type TaskPage = { title: string; file: string; tasks: TaskSummary[] };

const warning = (file: string, line: number | undefined, field: string, message: string): ContentProblem =>
  line ? { file, line, field, message } : { file, field, message };
const list = (items: readonly string[]) => items.join(', ');
const NOUN: Record<ItemKind, string> = { links: 'link', documents: 'document', videos: 'video' };
const DO: Record<ItemKind, string> = { links: 'click', documents: 'open', videos: 'watch' };
const DONE: Record<ItemKind, string> = { links: 'clicked', documents: 'opened', videos: 'watched' };
const ACTION: Record<ItemKind, string> = { links: 'clickLinks', documents: 'readDocuments', videos: 'watchVideos' };

const requiredOf = (task: TaskSummary, kind: ItemKind) => (task.items ?? []).filter((i) => i.kind === kind && i.required);

/** A task as the completion rules read it; a quiz is judged by its id here (./against.ts warns about its answers). */
const asRequirements = (task: TaskSummary): TaskRequirements => ({
  key: task.key ?? task.title,
  requiredActions: task.requiredActions,
  requiredLinks: requiredOf(task, 'links').map((i) => i.id),
  requiredDocuments: requiredOf(task, 'documents').map((i) => i.id),
  requiredVideos: requiredOf(task, 'videos').map((i) => i.id),
  ...(task.quiz ? { quizKey: `${task.quiz}:same` } : {}),
});

/** What a member who finished the page as it was has saved: every required item, every upload, every quiz passed. */
function finishedRecord(was: TaskPage): PageProgress {
  const record = { ...emptyPage(), visited: true };
  for (const task of was.tasks)
    for (const kind of ['links', 'documents', 'videos'] as const) record[kind].push(...requiredOf(task, kind).map((i) => i.id));
  was.tasks.forEach((task, i) => {
    if (task.requiredActions.includes('uploadFiles')) record.uploads[task.key ?? task.title] = { count: 1, names: ['work.png'] };
    if (task.quiz) record.quizzes[i] = { correct: 1, total: 1, passed: true, quizKey: `${task.quiz}:same` };
  });
  return record;
}

/**
 * Pairs a page's tasks before and after: the same key first (a task moved up or down), then the same
 * quiz, then what is left in order (a task renamed in place).
 */
function pairTasks(before: readonly TaskSummary[], after: readonly TaskSummary[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const used = new Set<number>();
  const pass = (same: (b: TaskSummary, a: TaskSummary) => boolean) =>
    after.forEach((a, i) => {
      if (pairs.has(i)) return;
      const j = before.findIndex((b, k) => !used.has(k) && same(b, a));
      if (j < 0) return;
      pairs.set(i, j);
      used.add(j);
    });
  pass((b, a) => (b.key ?? b.title) === (a.key ?? a.title));
  pass((b, a) => Boolean(a.quiz) && b.quiz === a.quiz);
  pass(() => true);
  return pairs;
}

/** Each required item of one kind a member who finished misses in a task, and why: new, newly required or at a new address. */
function missingItems(kind: ItemKind, task: TaskSummary, record: PageProgress, was: TaskPage, finished: string) {
  const before = was.tasks.flatMap((t) => t.items ?? []).filter((i) => i.kind === kind);
  return requiredOf(task, kind)
    .filter((item) => !record[kind].includes(item.id))
    .map((item) => {
      const named = `the ${NOUN[kind]} "${item.name}"`;
      const moved = before.find((b) => b.name === item.name && b.id !== item.id);
      const why = moved
        ? `${named} has a new address (${item.id}, was ${moved.id}): ${finished} will have to ${DO[kind]} it again; keep the old address if it is the same ${NOUN[kind]}`
        : before.some((b) => b.id === item.id)
          ? `${named} is now required: ${finished} who had already ${DONE[kind]} it keep their tick (the site records optional ones too); those who had not will have to ${DO[kind]} it`
          : `${named} is new and required: ${finished} will have to ${DO[kind]} it; leave out \`required: true\` if it is extra reading`;
      return { item, why };
    });
}

/** The warnings about the tasks of a page members may have finished, each on the line that causes it. */
export function taskWarnings(was: TaskPage, now: TaskPage, quizTitle: (quiz: string) => string | undefined): ContentProblem[] {
  const record = finishedRecord(was);
  const tasks = now.tasks.map(asRequirements);
  if (submoduleProgress(tasks, record).complete) return [];
  const pairs = pairTasks(was.tasks, now.tasks);
  const finished = `members who finished "${now.title}"`;
  const unfinished = `${finished} will see it unfinished until they do it`;
  return now.tasks.flatMap((task, i) => {
    const field = `tasks[${i}]`;
    const undone = taskProgress(tasks, record, i).actions.filter((a) => !a.done);
    if (!undone.length) return [];
    const j = pairs.get(i);
    if (j === undefined) return [warning(now.file, task.line, field, `a new task "${task.title}": ${unfinished}`)];
    const old = was.tasks[j];
    const gained = task.requiredActions.filter((a) => !old.requiredActions.includes(a));
    const out: ContentProblem[] = [];
    if (gained.length) {
      const what = old.requiredActions.length ? `now also asks for ${list(gained)}` : `now asks for ${list(gained)}`;
      out.push(warning(now.file, task.line, `${field}.requiredActions`, `the task "${task.title}" ${what}: ${unfinished}`));
    }
    for (const { action } of undone.filter((a) => !gained.includes(a.action))) {
      const kind = (Object.keys(ACTION) as ItemKind[]).find((k) => ACTION[k] === action);
      if (kind) {
        for (const { item, why } of missingItems(kind, task, record, was, finished))
          out.push(warning(now.file, item.line ?? task.line, `${field}.${kind}`, why));
      } else if (action === 'completeQuiz' && task.quiz && old.quiz && task.quiz !== old.quiz) {
        const title = quizTitle(task.quiz);
        const quiz = title ? `"${title}" (${task.quiz})` : task.quiz;
        const message =
          `the task "${task.title}" now uses the quiz ${quiz} instead of ${old.quiz}: members will have to pass the new quiz, even those who passed the old one. ` +
          `If the quiz file was only renamed, rename it back to ${old.quiz}.yaml (and this task's quiz) to keep their passes`;
        out.push(warning(now.file, task.quizLine ?? task.line, `${field}.quiz`, message));
      } else if (action === 'uploadFiles') {
        const message =
          `the task "${task.title}" was "${old.title}": members' uploads for it are kept under "${old.key ?? old.title}", and cannot be matched to it now ` +
          `(another upload task of the page changed too): add \`id: "${old.key ?? old.title}"\` to the task to keep them`;
        out.push(warning(now.file, task.line, `${field}.title`, message));
      } else {
        out.push(warning(now.file, task.line, field, `the task "${task.title}" asks for ${action} again: ${unfinished}`));
      }
    }
    return out;
  });
}

/**
 * Ticks that stop showing though nothing new is asked: a task that asked for something removed, an
 * item gone from the page, an optional item at a new address (a required one is told by
 * `taskWarnings`). One warning each, on the page's file.
 */
export function removedWarnings(was: TaskPage & { items?: ItemSummary[] }, now: TaskPage & { items?: ItemSummary[] }): ContentProblem[] {
  const paired = new Set(pairTasks(was.tasks, now.tasks).values());
  const gone = was.tasks.filter((t, j) => !paired.has(j) && t.requiredActions.length > 0).map((t) => `the task "${t.title}"`);
  const all = (p: typeof was) => [...(p.items ?? []), ...p.tasks.flatMap((t) => t.items ?? [])];
  const after = all(now);
  const moved: string[] = [];
  for (const b of all(was)) {
    if (after.some((a) => a.kind === b.kind && a.id === b.id)) continue;
    const successor = after.find((a) => a.kind === b.kind && a.name === b.name);
    const what = `the ${NOUN[b.kind]} "${b.name}"`;
    if (!successor) gone.push(what);
    else if (!successor.required) moved.push(what);
  }
  const unique = (xs: string[]) => [...new Set(xs)];
  const out: ContentProblem[] = [];
  if (gone.length)
    out.push(
      warning(
        now.file,
        undefined,
        '',
        `${list(unique(gone))} ${gone.length === 1 ? 'is' : 'are'} no longer on "${now.title}": what members did there stops showing (nothing new is asked)`,
      ),
    );
  if (moved.length)
    out.push(
      warning(
        now.file,
        undefined,
        '',
        `${list(unique(moved))} on "${now.title}" ${moved.length === 1 ? 'has a new address' : 'have new addresses'}: members who opened ${moved.length === 1 ? 'it' : 'them'} will see ${moved.length === 1 ? 'it' : 'them'} unopened (optional: nothing to redo); keep the old address if it is the same page`,
      ),
    );
  return out;
}
