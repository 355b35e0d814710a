/**
 * What adding another device's progress (a hand-off link) would add to this device's, item by item,
 * in the words of /progress: per submodule the required items newly opened or watched, the quizzes
 * newly passed, the uploads newly noted, whether it finishes. 'Nothing new' is said only when the
 * join (./merge) equals what is here already: any other difference is listed, if only as 'other
 * details' (a visit, a better score, a later upload date), so nothing the link holds is passed over.
 */
import type { Pages } from '@/lib/record/record';
import { holds, uploadFor, type ItemKind } from '@/lib/onboarding/pageRecord';
import { blockName } from '@/lib/onboarding/names';
import { isQuizPassed, quizResultFor } from '@/lib/onboarding/quiz';
import { plural } from '@/lib/text/plural';
import { joinContext, joinRecords } from './merge';
import { summariseProgress, type OutlineBlock, type OutlineSubmodule } from './summary';

/** One submodule that gains something: 'Software Block 1: Basics: Topic 1' and what it gains. */
export type SubmoduleAddition = { pageKey: string; name: string; finishes: boolean; parts: string[] };
export type Additions = {
  /** True only when the join equals what is here. */
  nothingNew: boolean;
  submodules: SubmoduleAddition[];
  finished: number;
  ticks: number;
  passed: number;
  uploads: number;
  /** This device's progress once added: what the offer's outcome says. */
  joined: Pages;
};

const KINDS = [
  ['links', 'requiredLinks', 'required link', 'opened'],
  ['documents', 'requiredDocuments', 'required document', 'opened'],
  ['videos', 'requiredVideos', 'required video', 'watched'],
] as const;

/** The required items of a submodule held in `pages`, as 'kind id'. */
function heldItems(s: OutlineSubmodule, pages: Pages, kind: ItemKind, field: 'requiredLinks' | 'requiredDocuments' | 'requiredVideos') {
  const page = pages[s.pageKey];
  return new Set(s.tasks.flatMap((t) => t[field].filter((id) => page && holds(page[kind], id, t.names?.[kind]?.[id]))));
}

function gains(s: OutlineSubmodule, before: Pages, after: Pages) {
  const counts = { ticks: 0, passed: 0, uploads: 0 };
  const parts: string[] = [];
  for (const [kind, field, noun, verb] of KINDS) {
    const was = heldItems(s, before, kind, field);
    const added = [...heldItems(s, after, kind, field)].filter((id) => !was.has(id)).length;
    counts.ticks += added;
    if (added) parts.push(`${plural(added, noun)} ${verb}`);
  }
  s.tasks.forEach((t, i) => {
    const passed = (pages: Pages) => isQuizPassed(quizResultFor(pages[s.pageKey]?.quizzes, i, t.quizKey), t.quizKey);
    if (t.quizKey && passed(after) && !passed(before)) {
      counts.passed++;
      parts.push(`quiz ‘${t.quizTitle ?? t.title}’ passed`);
    }
    if (!t.requiredActions.includes('uploadFiles')) return;
    const [was, now] = [uploadFor(s.tasks, before[s.pageKey], i), uploadFor(s.tasks, after[s.pageKey], i)];
    if (now && !was) {
      counts.uploads++;
      parts.push(`upload for ‘${t.title}’ (${plural(now.count, 'file')})`);
    }
  });
  const changed = JSON.stringify(before[s.pageKey]) !== JSON.stringify(after[s.pageKey]);
  if (changed && parts.length === 0) parts.push('other details (a visit, a score, an upload’s date)');
  return { counts, parts };
}

/** What adding `incoming` to `pages` adds, on this curriculum. */
export function additions(outline: readonly OutlineBlock[], pages: Pages, incoming: Pages): Additions {
  const context = joinContext(outline);
  const before = joinRecords(pages, {}, context);
  const after = joinRecords(pages, incoming, context);
  const [was, now] = [summariseProgress(outline, before), summariseProgress(outline, after)];
  const wasDone = new Set(was.blocks.flatMap((b) => b.submodules.filter((s) => s.complete).map((s) => s.pageKey)));
  const total = { finished: 0, ticks: 0, passed: 0, uploads: 0 };
  const submodules = now.blocks.flatMap((b, bi) =>
    b.submodules.flatMap((s, si) => {
      const { counts, parts } = gains(outline[bi].submodules[si], before, after);
      if (parts.length === 0) return [];
      const finishes = s.complete && !wasDone.has(s.pageKey);
      total.finished += Number(finishes);
      total.ticks += counts.ticks;
      total.passed += counts.passed;
      total.uploads += counts.uploads;
      return [{ pageKey: s.pageKey, name: `${blockName(outline[bi])}: ${s.title}`, finishes, parts }];
    }),
  );
  return { nothingNew: JSON.stringify(before) === JSON.stringify(after), submodules, ...total, joined: after };
}

/** 'completes 2 submodules, ticks 3 required items, passes 1 quiz and notes 1 upload', naming only what it adds. */
export function additionsInWords({
  finished,
  ticks,
  passed,
  uploads,
}: Pick<Additions, 'finished' | 'ticks' | 'passed' | 'uploads'>): string {
  const parts = [
    finished > 0 ? `completes ${plural(finished, 'submodule')}` : '',
    ticks > 0 ? `ticks ${plural(ticks, 'required item')}` : '',
    passed > 0 ? `passes ${plural(passed, 'quiz', 'quizzes')}` : '',
    uploads > 0 ? `notes ${plural(uploads, 'upload')}` : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'adds details your other device recorded';
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
}
