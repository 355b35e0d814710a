/**
 * Test data for the property tests (fast-check): small curricula and members' records of every shape
 * the site has saved over time. Curricula: two teams (one renamed, with its former name), submodules
 * that moved (`formerly`), tasks asking for links, documents, videos, a quiz and an upload, items
 * shown under names, upload tasks with and without keys. Records: ticks by identity and by old
 * names, quiz results of the quiz as it is now, of an earlier revision and in the old key format,
 * with and without answers and times, uploads under a task's key, its position or an old title,
 * with and without dates and names, pages under former keys and of submodules that no longer exist.
 */
import fc from 'fast-check';
import { quizKey } from '@/lib/onboarding/quiz';
import type { OutlineBlock, OutlineSubmodule, OutlineTask } from '@/lib/progress/summary';
import { emptyPage, pagesMap, type PageProgress, type Pages, type QuizResult, type UploadRecord } from '@/lib/record/record';

/**
 * Every property runs this many cases with this seed, so a failure replays (fast-check prints the
 * seed and the path): 300 cost about a second a property in `npm test`; `PROPERTY_RUNS=5000 npx jest
 * lib/progress` runs deeper.
 */
export const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS) || 300;
export const SEED = 20261201;
export const params = { seed: SEED, numRuns: PROPERTY_RUNS };

const ITEMS = ['https://a.test/1', 'https://a.test/2', 'https://a.test/3', 'https://youtu.be/v1', 'https://youtu.be/v2'];
const NAMES = ['Guide', 'Slides', 'Intro video', 'Old label'];
const QUESTIONS = (n: number, variant = 0) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, correctAnswer: `answer ${i + 1}${variant ? `-${variant}` : ''}` }));

type QuizSpec = { id: string; revision: number; questions: number };

const taskArb = (quiz: QuizSpec | null, index: number): fc.Arbitrary<OutlineTask> =>
  fc
    .record({
      links: fc.subarray(ITEMS.slice(0, 3), { maxLength: 2 }),
      documents: fc.subarray(ITEMS.slice(1, 3), { maxLength: 1 }),
      videos: fc.subarray(ITEMS.slice(3), { maxLength: 2 }),
      named: fc.boolean(),
      upload: fc.boolean(),
      keyed: fc.boolean(),
    })
    .map(({ links, documents, videos, named, upload, keyed }) => {
      const actions = [
        ...(links.length ? ['clickLinks'] : []),
        ...(documents.length ? ['readDocuments'] : []),
        ...(videos.length ? ['watchVideos'] : []),
        ...(quiz ? ['completeQuiz'] : []),
        ...(upload ? ['uploadFiles'] : []),
      ];
      const title = `Task ${index + 1}`;
      return {
        requiredActions: actions,
        requiredLinks: links,
        requiredDocuments: documents,
        requiredVideos: videos,
        ...(named && links.length ? { names: { links: { [links[0]]: NAMES[index % NAMES.length] } } } : {}),
        ...(keyed ? { key: title } : {}),
        title,
        ...(quiz
          ? {
              quizKey: quizKey(quiz.id, quiz.revision, QUESTIONS(quiz.questions)),
              quizTitle: `Quiz ${quiz.id}`,
              questions: quiz.questions,
            }
          : {}),
      };
    });

const submoduleArb = (block: string, n: number): fc.Arbitrary<OutlineSubmodule> => {
  const pageKey = `${block}Module1_${n + 1}`;
  return fc
    .record({
      moved: fc.boolean(),
      quizAt: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
      revision: fc.integer({ min: 1, max: 2 }),
      questions: fc.integer({ min: 1, max: 4 }),
      count: fc.integer({ min: 1, max: 3 }),
    })
    .chain(({ moved, quizAt, revision, questions, count }) =>
      fc
        .tuple(...Array.from({ length: count }, (_, i) => taskArb(quizAt === i ? { id: pageKey, revision, questions } : null, i)))
        // The names a page's items are shown under are the page's: a link two tasks require has one label.
        .map((drawn) => {
          const names: Record<string, string> = Object.assign({}, ...drawn.map((t) => t.names?.links ?? {}));
          return drawn.map((t) => {
            const mine = Object.fromEntries(t.requiredLinks.flatMap((id) => (names[id] ? [[id, names[id]]] : [])));
            const { names: drawnNames, ...rest } = t;
            void drawnNames;
            return Object.keys(mine).length ? { ...rest, names: { links: mine } } : rest;
          });
        })
        .map((tasks) => ({
          key: `1_${n + 1}`,
          pageKey,
          ...(moved ? { formerKeys: [`${block}Module9_${n + 1}`] } : {}),
          title: `Topic ${n + 1}`,
          href: `/onboarding/${block}/1_${n + 1}/`,
          tasks,
        })),
    );
};

/** A curriculum of two teams, Software (once called 'Code') and Hardware, one block each. */
export const outlineArb: fc.Arbitrary<OutlineBlock[]> = fc
  .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 2 }))
  .chain(([s, h]) =>
    fc.tuple(
      fc.tuple(...Array.from({ length: s }, (_, i) => submoduleArb('softwareB1', i))),
      fc.tuple(...Array.from({ length: h }, (_, i) => submoduleArb('hardwareB1', i))),
    ),
  )
  .map(([software, hardware]) => [
    { id: 'softwareB1', team: 'Software', formerTeams: ['Code'], label: 'Block 1: Basics', submodules: software },
    { id: 'hardwareB1', team: 'Hardware', label: 'Block 1: Circuits', submodules: hardware },
  ]);

const iso = fc
  .integer({ min: Date.UTC(2026, 8, 1) / 60_000, max: Date.UTC(2026, 11, 1) / 60_000 })
  .chain((minute) => fc.constantFrom(new Date(minute * 60_000).toISOString(), new Date(minute * 60_000 + 12_345).toISOString()));

/** Every key a page of `outline` has been saved under: today's, former ones, and one of a removed submodule. */
const pageKeysOf = (outline: readonly OutlineBlock[]) => [
  ...outline.flatMap((b) => b.submodules.flatMap((s) => [s.pageKey, ...(s.formerKeys ?? [])])),
  'softwareB1Module7_7',
];

const quizArb = (outline: readonly OutlineBlock[]): fc.Arbitrary<QuizResult> => {
  const quizzes = outline.flatMap((b) => b.submodules.flatMap((s) => s.tasks.flatMap((t) => (t.quizKey ? [t] : []))));
  // Today's key, an earlier revision's and one whose answers were changed since, and the format before revisions.
  const keys = quizzes.flatMap((t) => {
    const id = t.quizKey!.split(':')[0];
    const n = t.questions ?? 1;
    return [
      { key: t.quizKey!, questions: n },
      { key: quizKey(id, 3, QUESTIONS(n)), questions: undefined },
      { key: quizKey(id, 1, QUESTIONS(n, 1)), questions: undefined },
      { key: `${id}:oldformat`, questions: undefined },
    ];
  });
  return (
    fc
      .record({
        quiz: fc.constantFrom(...(keys.length ? keys : [{ key: 'nothere:r1:x', questions: undefined }])),
        total: fc.integer({ min: 0, max: 4 }),
        share: fc.integer({ min: 0, max: 4 }),
        answered: fc.boolean(),
        submittedAt: fc.option(iso, { nil: undefined }),
      })
      // A result of the quiz as it is now has its question count (the site scores every question).
      .map(({ quiz: { key, questions }, total: anyTotal, share, answered, submittedAt }) => {
        const total = questions ?? anyTotal;
        const correct = Math.min(share, total);
        const answers = Object.fromEntries(QUESTIONS(total).map((q, i) => [String(q.id), i < correct ? q.correctAnswer : 'wrong']));
        return {
          correct,
          total,
          passed: correct === total,
          quizKey: key,
          ...(answered ? { answers } : {}),
          ...(submittedAt ? { submittedAt } : {}),
        };
      })
  );
};

const uploadArb: fc.Arbitrary<UploadRecord> = fc
  .record({
    names: fc.array(fc.constantFrom('a.png', 'b.pdf', 'notes.txt'), { maxLength: 3 }),
    extra: fc.integer({ min: 0, max: 2 }),
    uploadedAt: fc.option(iso, { nil: undefined }),
    fullName: fc.option(fc.constantFrom('Ada Test', 'Zoë Ñúñez'), { nil: undefined }),
    eid: fc.option(fc.constantFrom('at1234', 'zn4321'), { nil: undefined }),
  })
  .map(({ names, extra, uploadedAt, fullName, eid }) => ({
    // The site never saves an upload of no files (the panel's Submit waits for one).
    count: Math.max(1, names.length + extra),
    names,
    ...(fullName ? { fullName } : {}),
    ...(eid ? { eid } : {}),
    ...(uploadedAt ? { uploadedAt } : {}),
  }));

const pageArb = (outline: readonly OutlineBlock[]): fc.Arbitrary<PageProgress> => {
  const ids = [...ITEMS, ...NAMES];
  const uploadKeys = ['0', '1', '2', 'Task 1', 'Task 2', 'Task 3', 'An old title'];
  return fc
    .record({
      links: fc.subarray(ids),
      documents: fc.subarray(ids.slice(1, 4)),
      videos: fc.subarray(ids.slice(3)),
      restricted: fc.subarray(ITEMS.slice(3)),
      visited: fc.boolean(),
      quizzes: fc.dictionary(fc.constantFrom('0', '1', '2'), quizArb(outline), { maxKeys: 2 }),
      uploads: fc.dictionary(fc.constantFrom(...uploadKeys), uploadArb, { maxKeys: 2 }),
    })
    .map((p) => ({ ...emptyPage(), ...p }));
};

/** One member's record on `outline` (or on the curriculum another device had). */
export const recordArb = (outline: readonly OutlineBlock[]): fc.Arbitrary<Pages> =>
  fc
    .uniqueArray(fc.tuple(fc.constantFrom(...pageKeysOf(outline)), pageArb(outline)), { selector: ([k]) => k, maxLength: 4 })
    .map((entries) => pagesMap(entries));

/** A curriculum with two or three records made on it. */
export const curriculumAndRecords = (n: 2 | 3) =>
  outlineArb.chain((outline) => fc.tuple(fc.constant(outline), fc.array(recordArb(outline), { minLength: n, maxLength: n })));
