import { quizKey } from '@/lib/onboarding/quiz';
import type { OutlineBlock } from '@/lib/progress/summary';

const questions = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, correctAnswer: `Answer ${i + 1}` }));

/**
 * Test data: a curriculum of `count` submodules over the eight blocks (two teams), each with a
 * reading task and an upload, every `quizEvery`-th with a five-question quiz, titles of a realistic length.
 */
export function syntheticOutline(count: number, quizEvery: number): OutlineBlock[] {
  const ids = ['software', 'hardware'].flatMap((team) => [1, 2, 3, 4].map((n) => ({ team, id: `${team}B${n}` })));
  return ids.map(({ team, id }, b) => {
    const mine = Array.from({ length: count }, (_, n) => n).filter((n) => n % ids.length === b);
    return {
      id,
      team: team === 'software' ? 'Software' : 'Hardware',
      label: `Block ${(b % 4) + 1}: Signals, circuits and the tools around them`,
      submodules: mine.map((n, i) => {
        const key = `${Math.floor(i / 3) + 1}_${(i % 3) + 1}`;
        const pageKey = `${id}Module${key}`;
        const base = { requiredLinks: ['Guide'], requiredVideos: [], requiredDocuments: [] };
        const quizTask =
          n % quizEvery === 0
            ? [
                {
                  ...base,
                  requiredActions: ['completeQuiz'],
                  title: 'Check yourself',
                  quizTitle: `Quiz: topic ${n}`,
                  questions: 5,
                  quizKey: quizKey(pageKey, 1, questions),
                },
              ]
            : [];
        return {
          key,
          pageKey,
          title: `Topic ${n}: a submodule title of a usual length`,
          href: `/onboarding/${id}/${key}/`,
          tasks: [
            { ...base, requiredActions: ['clickLinks'], title: `Read the guide to topic ${n}` },
            { ...base, requiredActions: ['uploadFiles'], title: 'Upload your notebook' },
            ...quizTask,
          ],
        };
      }),
    };
  });
}
