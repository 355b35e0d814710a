import { emptyPage, type Pages } from '@/lib/record/record';
import type { OutlineBlock } from '@/lib/progress/summary';

type Done = {
  /** Which submodules are done, by block and submodule index; all when left out. */
  keep?: (blockIndex: number, subIndex: number) => boolean;
  /** Every quiz's score, out of the same; the quiz's question count (else 5) when left out. */
  score?: number;
  submittedAt: string;
  uploadedAt: string;
  uploadNames: string[];
};

/** Test data: a member's pages with every task of the kept submodules done, every quiz passed, an upload on every task. */
export const everythingDone = (
  outline: readonly OutlineBlock[],
  { keep = () => true, score, submittedAt, uploadedAt, uploadNames }: Done,
): Pages =>
  Object.fromEntries(
    outline.flatMap((b, bi) =>
      b.submodules
        .filter((_, si) => keep(bi, si))
        .map((s) => [
          s.pageKey,
          {
            ...emptyPage(),
            visited: true,
            links: s.tasks.flatMap((t) => t.requiredLinks),
            videos: s.tasks.flatMap((t) => t.requiredVideos),
            documents: s.tasks.flatMap((t) => t.requiredDocuments),
            quizzes: Object.fromEntries(
              s.tasks.flatMap((t, i) => {
                const points = score ?? t.questions ?? 5;
                return t.quizKey ? [[i, { correct: points, total: points, passed: true, quizKey: t.quizKey, submittedAt }]] : [];
              }),
            ),
            uploads: Object.fromEntries(s.tasks.map((_, i) => [i, { count: 3, names: [...uploadNames], uploadedAt }])),
          },
        ]),
    ),
  );
