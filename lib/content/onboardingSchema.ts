/**
 * The frontmatter of a submodule file `content/onboarding/<block>/<module>_<sub>.mdx` and of a quiz
 * file `content/quizzes/<quizId>.yaml`. See docs/content-model.md for what each field means.
 */
import { z } from 'zod';
import { addressProblem } from '@/lib/mdx/address';
import { videoUrlProblem } from '@/lib/onboarding/parseVideoId';
import { externalUrl, text } from './fields';
import { requiredActions } from '@/lib/onboarding/completion';

/** A quiz id: the block, `Module` and the submodule key of the page it belongs to. */
export const QUIZ_ID = /^[a-z][a-z0-9]*B\d+Module\d+_\d+$/;

/** A link that a `[label]` in a text turns into. */
export const linkSchema = z
  .object({
    label: text.describe('The words in square brackets, [label], that link to it; unique in its list.'),
    url: externalUrl.describe('The address the link opens, in a new tab.'),
    required: z
      .boolean()
      .default(false)
      .describe(
        "true: orange and bold until clicked, then green; in a task it needs `clickLinks` in the task's requiredActions. false when left out.",
      ),
  })
  .strict();

export const videoUrl = z.string().superRefine((v, ctx) => {
  const problem = videoUrlProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A thumbnail of our own under public/ or a full address; never one that runs script (`javascript:`, `data:`). */
export const thumbnail = z
  .string()
  .min(1)
  .superRefine((v, ctx) => {
    const problem = addressProblem(v, 'image');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// The fields of a video, the same in a task and in the extra resources.
const videoFields = {
  title: text.describe("The video's title, shown on its card."),
  url: videoUrl.describe("The video's address, from its Share button: https://youtu.be/ID, or an embed/ or watch?v= address."),
  description: text.optional().describe('Optional: text shown in the player.'),
  thumbnail: thumbnail
    .optional()
    .describe("Optional: a thumbnail of our own under public/ or a full address; otherwise the video service's is used."),
};

export const videoSchema = z
  .object({
    ...videoFields,
    required: z
      .boolean()
      .default(false)
      .describe('true: the task is not complete until it is watched (needs `watchVideos` in requiredActions). false when left out.'),
  })
  .strict();

export const documentSchema = z
  .object({
    title: text.describe("The document's title, shown as its link text."),
    url: externalUrl.describe("The document's address, opened in a new tab."),
    fileType: text
      .default('web')
      .describe('What kind of document it is (pdf, web, slides ...): shown beside the title; web when left out.'),
    required: z
      .boolean()
      .default(false)
      .describe('true: the task is not complete until it is opened (needs `readDocuments` in requiredActions). false when left out.'),
  })
  .strict();

export const taskSchema = z
  .object({
    id: text
      .optional()
      .describe(
        "Optional: a name that never changes, which members' uploads for this task are kept under (the title when left out). `content:check --against` says when a renamed task needs one (its old title), and two tasks sharing a title need one.",
      ),
    title: text.describe("The task card's heading."),
    description: text.describe(
      "Markdown like the body: paragraphs (a blank line between), '* ' and '1.' lists, **bold**, [label] links from the task's `links`.",
    ),
    links: z.array(linkSchema).default([]).describe("Links that [label] in the task's description turns into."),
    videos: z.array(videoSchema).default([]).describe('Videos shown on the task card.'),
    documents: z.array(documentSchema).default([]).describe('Documents shown on the task card, opened in a new tab.'),
    quiz: z
      .string()
      .regex(QUIZ_ID, 'a quiz id is <block>Module<m>_<s>, e.g. softwareB1Module2_2')
      .optional()
      .describe('A quiz id, the name of a file in content/quizzes/ without .yaml (softwareB1Module1_2); `completeQuiz` needs it.'),
    requiredActions: z
      .array(z.enum(requiredActions))
      .default([])
      .describe(
        'What completes the task: clickLinks, watchVideos, readDocuments, completeQuiz (needs `quiz`), uploadFiles (shows the upload panel); a task without it asks for nothing.',
      ),
  })
  .strict();

const resourceTitle = (absent: string) => text.optional().describe(`Optional: a title (${absent} when absent).`);

export const resourceSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('video').describe('video: a video card.'), ...videoFields }).strict(),
    z
      .object({
        type: z.literal('text').describe('text: a text in Markdown.'),
        title: resourceTitle('no heading'),
        text: text.describe(
          "Markdown like the body: paragraphs (a blank line between), '* ' and '1.' lists, '## ' headings, **bold**, [label] links from `links`.",
        ),
        links: z.array(linkSchema).default([]).describe('Links that [label] in the text turns into.'),
      })
      .strict(),
    z
      .object({
        type: z.literal('link').describe('link: a link that opens in a new tab.'),
        title: resourceTitle('the address is shown'),
        url: externalUrl.describe('The address it opens.'),
      })
      .strict(),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'expected "type: video", "type: text" or "type: link"' : undefined) },
);

/** A former place of a submodule: its old folder and file name, `softwareB1/1_2`. */
export const FORMER_PLACE = /^([A-Za-z][A-Za-z0-9-]*)\/(\d+)_(\d+)$/;
const formerPlace = z.string().regex(FORMER_PLACE, 'expected the former folder and file name, like softwareB1/1_2 (no .mdx)');

export const moduleFrontmatterSchema = z
  .object({
    title: text.describe("The topic: the page shows 'Module X.Y: {title}'."),
    navTitle: text.optional().describe('Optional: a shorter name for the side panel; the title is used when absent.'),
    description: text.optional().describe('Optional: one sentence for search engines and link previews.'),
    links: z.array(linkSchema).default([]).describe('Links that [label] in the page text turns into.'),
    tasks: z.array(taskSchema).default([]).describe('The task cards, in order; the page is complete when every task is.'),
    extraResources: z
      .array(resourceSchema)
      .default([])
      .describe("The 'Extra Resources' at the end of the page: each `type: video`, `type: text` or `type: link`."),
    formerly: z
      .union([formerPlace, z.array(formerPlace).min(1)])
      .optional()
      .describe(
        "Only after a move: where this page was, its former folder and file name without .mdx (softwareB1/1_2), so members' progress there counts here; a list when it moved more than once.",
      ),
  })
  .strict();

export type ModuleFrontmatter = z.output<typeof moduleFrontmatterSchema>;
export type Task = z.output<typeof taskSchema>;
export type DocumentLink = z.output<typeof documentSchema>;
export type ResourceLink = z.output<typeof linkSchema>;
export type ExtraResource = z.output<typeof resourceSchema>;

export const quizSchema = z
  .object({
    title: text.optional().describe("Optional: the quiz's heading."),
    revision: z
      .number()
      .int()
      .min(1)
      .default(1)
      .describe(
        "Raise it (2, 3 ...) to make every member take the quiz again; 1 when absent. Rewording a question or an option keeps members' passes; changing a correct answer or a question id resets them anyway.",
      ),
    questions: z
      .array(
        z
          .object({
            id: z.number().int().positive().describe('A whole number, unique in the quiz; never reuse the id of a removed question.'),
            question: text.describe('The question.'),
            options: z.array(text).min(2).describe('At least two different answers to choose from.'),
            correctAnswer: text.describe('The right answer: one of the options, word for word.'),
          })
          .strict(),
      )
      .min(1)
      .describe('The questions, in order; members need all of them right to pass.'),
  })
  .strict();

export type Quiz = z.output<typeof quizSchema>;
export type QuizQuestion = Quiz['questions'][number];
