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
export const QUIZ_ID = /^(?:software|hardware)B\d+Module\d+_\d+$/;

/** A link that a `[label]` in a text turns into. */
export const linkSchema = z.object({ label: text, url: externalUrl, required: z.boolean().default(false) }).strict();

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

export const videoSchema = z
  .object({
    title: text,
    url: videoUrl,
    required: z.boolean().default(false),
    description: text.optional(),
    /** A thumbnail of our own under public/ or a full URL; otherwise the video service's is used. */
    thumbnail: thumbnail.optional(),
  })
  .strict();

export const documentSchema = z
  .object({
    title: text,
    url: externalUrl,
    /** What kind of document it is (pdf, web, slides ...): shown beside the title. */
    fileType: text.default('web'),
    required: z.boolean().default(false),
  })
  .strict();

export const taskSchema = z
  .object({
    title: text,
    /** Markdown like the body (lib/mdx): paragraphs, '* ' and '1.' lists, **bold**, [label] links from `links`. */
    description: text,
    links: z.array(linkSchema).default([]),
    videos: z.array(videoSchema).default([]),
    documents: z.array(documentSchema).default([]),
    /** A quiz id, the name of a file in content/quizzes/ without `.yaml`. */
    quiz: z.string().regex(QUIZ_ID, 'a quiz id is <block>Module<m>_<s>, e.g. softwareB1Module2_2').optional(),
    requiredActions: z.array(z.enum(requiredActions)).default([]),
  })
  .strict();

export const resourceSchema = z.discriminatedUnion(
  'type',
  [
    z
      .object({ type: z.literal('video'), title: text, url: videoUrl, description: text.optional(), thumbnail: thumbnail.optional() })
      .strict(),
    z.object({ type: z.literal('text'), title: text.optional(), text: text, links: z.array(linkSchema).default([]) }).strict(),
    z.object({ type: z.literal('link'), title: text.optional(), url: externalUrl }).strict(),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'expected "type: video", "type: text" or "type: link"' : undefined) },
);

/** A former place of a submodule: its old folder and file name, `softwareB1/1_2`. */
export const FORMER_PLACE = /^([A-Za-z][A-Za-z0-9-]*)\/(\d+)_(\d+)$/;
const formerPlace = z.string().regex(FORMER_PLACE, 'expected the former folder and file name, like softwareB1/1_2 (no .mdx)');

export const moduleFrontmatterSchema = z
  .object({
    /** The topic: the page shows 'Module X.Y: {title}'. */
    title: text,
    /** A shorter name for the side panel; the title is used when absent. */
    navTitle: text.optional(),
    /** One sentence for search engines and link previews. */
    description: text.optional(),
    /** Links that `[label]` in the body text turns into. */
    links: z.array(linkSchema).default([]),
    tasks: z.array(taskSchema).default([]),
    extraResources: z.array(resourceSchema).default([]),
    /**
     * Where this submodule was before it moved (`softwareB1/1_2`: the former folder and file name,
     * without `.mdx`): members' progress saved under the former place counts here. A list when it
     * moved more than once.
     */
    formerly: z.union([formerPlace, z.array(formerPlace).min(1)]).optional(),
  })
  .strict();

export type ModuleFrontmatter = z.output<typeof moduleFrontmatterSchema>;
export type Task = z.output<typeof taskSchema>;
export type DocumentLink = z.output<typeof documentSchema>;
export type ResourceLink = z.output<typeof linkSchema>;
export type ExtraResource = z.output<typeof resourceSchema>;

export const quizSchema = z
  .object({
    title: text.optional(),
    /**
     * Raise it (2, 3 ...) to make every member take this quiz again. Rewording a question or an
     * option keeps members' passes; changing a correct answer or a question id resets them anyway.
     */
    revision: z.number().int().min(1).default(1),
    questions: z
      .array(
        z
          .object({
            id: z.number().int().positive(),
            question: text,
            options: z.array(text).min(2),
            correctAnswer: text,
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type Quiz = z.output<typeof quizSchema>;
export type QuizQuestion = Quiz['questions'][number];
