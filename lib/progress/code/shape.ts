/**
 * What a progress code carries, whatever its version: one member's progress as /review's table needs
 * it, laid over the reading site's outline (its submodules and quiz tasks, in order).
 */
import { quizIdOf } from '@/lib/onboarding/quiz';
import type { OutlineBlock, OutlineSubmodule } from '@/lib/progress/summary';

export const CODE_REFUSALS = {
  newer: 'made by a newer version of the site',
  damaged: 'damaged code',
  otherCurriculum: 'made for another version of the curriculum',
} as const;
export type CodeRefusal = (typeof CODE_REFUSALS)[keyof typeof CODE_REFUSALS];

/** A quiz's best result: `passed` as judged when the member reported it; `date` 'YYYY-MM-DD'. */
export type CodedQuiz = { correct: number; total: number; passed: boolean; date?: string };

/** One member's progress as the review table needs it, from a progress file or a progress code. */
export type MemberProgress = {
  eid: string;
  fullName: string;
  /** ISO time of the report or file. */
  reportedAt: string;
  team: string | null;
  /** Per submodule, in the outline's order. */
  complete: boolean[];
  started: boolean[];
  /** Per quiz task, in the outline's order (outlineQuizzes); null when never taken. */
  quizzes: (CodedQuiz | null)[];
  uploads: number;
  /** Submodules reported complete that this curriculum no longer has (a code made before they were removed). */
  retiredDone?: number;
};

export type CodeCheck = { ok: true; progress: MemberProgress } | { ok: false; reason: CodeRefusal };
export const refuse = (reason: CodeRefusal): CodeCheck => ({ ok: false, reason });

/**
 * Worked out once per outline: /review reads thousands of codes and draws thousands of rows against
 * the one outline of the visit, and copying its submodules for each cost seconds. An outline is never
 * changed once made (it is read from the sealed file, or built whole), and the lists are read only.
 */
export function perOutline<T>(make: (outline: readonly OutlineBlock[]) => T): (outline: readonly OutlineBlock[]) => T {
  const made = new WeakMap<readonly OutlineBlock[], T>();
  return (outline) => {
    if (!made.has(outline)) made.set(outline, make(outline));
    return made.get(outline)!;
  };
}

export const outlineSubmodules = perOutline((outline): readonly (OutlineSubmodule & { block: string; team: string })[] =>
  outline.flatMap((b) => b.submodules.map((s) => ({ ...s, block: b.id, team: b.team }))),
);
const quizzesOf = (outline: readonly OutlineBlock[]) =>
  outline.flatMap((b) =>
    b.submodules.flatMap((s) =>
      s.tasks.flatMap((t, task) =>
        t.quizTitle !== undefined && t.quizKey
          ? [
              {
                pageKey: s.pageKey,
                team: b.team,
                task,
                title: t.quizTitle,
                quizKey: t.quizKey,
                quizId: quizIdOf(t.quizKey),
                questions: t.questions,
              },
            ]
          : [],
      ),
    ),
  );
export const outlineQuizzes = perOutline((outline) => quizzesOf(outline) as readonly ReturnType<typeof quizzesOf>[number][]);
export const outlineTeams = perOutline((outline): readonly string[] => [...new Set(outline.map((b) => b.team))]);
