/**
 * One submodule's entry of a 'Continue on another device' link (./handoff.ts has the layout): read
 * from the link's bytes, in either version, and made a page record in today's keys again.
 */
import { identityId } from '@/lib/onboarding/identity';
import { keyOf, type ItemKind } from '@/lib/onboarding/pageRecord';
import { quizIdOf, scoreIsPass } from '@/lib/onboarding/quiz';
import { emptyPage, type PageProgress } from '@/lib/record/record';
import { dayText, type reader } from './code/bytes';
import type { OutlineSubmodule } from './summary';

export const KINDS = ['links', 'documents', 'videos'] as const;
export const FLAG = { visited: 1, complete: 2, uploads: 4, quizzes: 8, items: 16 } as const;

const hash16 = (text: string) => identityId(text) & 0xffff;
export const itemHash = (kind: ItemKind, id: string) => hash16(`${kind}:${id}`);
export const taskHash = (key: string) => hash16(`task:${key}`);
export const required = (task: OutlineSubmodule['tasks'][number], kind: ItemKind) =>
  kind === 'links' ? task.requiredLinks : kind === 'documents' ? task.requiredDocuments : task.requiredVideos;
export const uploadTasks = (s: OutlineSubmodule) => s.tasks.flatMap((t, i) => (t.requiredActions.includes('uploadFiles') ? [i] : []));
/** The tasks whose quiz counts (a quiz a task does not require is left out). */
export const quizTasks = (s: OutlineSubmodule) =>
  s.tasks.flatMap((t, i) => (t.quizKey && t.requiredActions.includes('completeQuiz') ? [i] : []));

/**
 * Times in version h2: each the minute (since 1970) less the one before it in the link, zigzagged,
 * plus one, as a varint; 0 is 'not recorded'. A member's times sit within weeks of each other: two or
 * three bytes each, one when they are the same minute.
 */
export function timeCodec() {
  let last = 0;
  return {
    put(iso: string | undefined): number {
      const minute = iso ? Math.floor(Date.parse(iso) / 60_000) : NaN;
      if (!Number.isFinite(minute) || minute <= 0) return 0;
      const delta = minute - last;
      last = minute;
      return (delta >= 0 ? delta * 2 : -delta * 2 - 1) + 1;
    },
    get(n: number): string | undefined {
      if (n === 0) return undefined;
      const z = n - 1;
      last += z % 2 === 0 ? z / 2 : -(z + 1) / 2;
      return new Date(last * 60_000).toISOString();
    },
  };
}

type Reader = ReturnType<typeof reader>;
/** A time as h1 carried it (a day, read as noon UTC) or h2 does (the minute). */
type At = string | undefined;
export type Entry = {
  visited: boolean;
  complete: boolean;
  items: number[];
  uploads: { hash: number; count: number; at: At }[];
  /** `correct` and `total` are -1 where h1 left them out (a finished submodule's quizzes, all passed). */
  quizzes: { id: number; correct: number; total: number; at: At }[];
};

/** Reads the entry after its submodule id, in version 1 or 2. */
export function readEntry(r: Reader, version: 1 | 2, times: ReturnType<typeof timeCodec>): Entry {
  const flags = r.next();
  const at = () => (version === 1 ? dayAt(r.u16()) : times.get(r.varint()));
  const list = <T>(read: () => T) => Array.from({ length: r.next() }, read);
  const complete = (flags & FLAG.complete) !== 0;
  const items = !complete && flags & FLAG.items ? list(r.u16) : [];
  const upload = () => {
    const hash = complete ? -1 : r.u16();
    const count = r.next();
    return { hash, count, at: version === 1 ? undefined : at() };
  };
  const quiz = () => {
    const id = complete ? -1 : r.u24();
    const [correct, total] = complete && version === 1 ? [-1, -1] : [r.next(), r.next()];
    return { id, correct, total, at: at() };
  };
  return {
    visited: (flags & FLAG.visited) !== 0,
    complete,
    items,
    uploads: flags & FLAG.uploads ? list(upload) : [],
    quizzes: flags & FLAG.quizzes ? list(quiz) : [],
  };
}

const dayAt = (d: number): At => (d ? `${dayText(d)}T12:00:00.000Z` : undefined);

/** A page record in today's keys from one entry; `who`: the signed-in member, named on the uploads. */
export function rebuild(s: OutlineSubmodule, e: Entry, who: { eid: string; fullName?: string }): PageProgress {
  const page = { ...emptyPage(), visited: e.visited };
  for (const t of s.tasks)
    for (const kind of KINDS)
      for (const id of required(t, kind))
        if ((e.complete || e.items.includes(itemHash(kind, id))) && !page[kind].includes(id)) page[kind].push(id);
  uploadTasks(s).forEach((i, n) => {
    const key = keyOf(s.tasks[i], i);
    const found = e.complete ? e.uploads[n] : e.uploads.find((u) => u.hash === taskHash(key));
    if (!found && !e.complete) return;
    page.uploads[key] = {
      count: Math.max(1, found?.count ?? 1),
      names: [],
      eid: who.eid,
      ...(who.fullName ? { fullName: who.fullName } : {}),
      ...(found?.at ? { uploadedAt: found.at } : {}),
    };
  });
  quizTasks(s).forEach((i, n) => {
    const task = s.tasks[i];
    const key = task.quizKey!;
    const found = e.complete ? e.quizzes[n] : e.quizzes.find((q) => q.id === identityId(quizIdOf(key)));
    if (!found && !e.complete) return;
    // h1 left out a finished submodule's scores: every question right passes at any pass mark.
    const total = found && found.total >= 0 ? found.total : (task.questions ?? 1);
    const correct = found && found.correct >= 0 ? Math.min(found.correct, total) : total;
    const submittedAt = found?.at;
    page.quizzes[i] = { correct, total, passed: scoreIsPass({ correct, total }), quizKey: key, ...(submittedAt ? { submittedAt } : {}) };
  });
  return page;
}
