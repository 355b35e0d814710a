/** The home page's texts and media: intro video, 'Who We Are' and 'Our Mission'. */
import { z } from 'zod';
import { cached, loadYamlFile, publicFileExists } from './core';
import { patternMeta, publicImage, text } from './fields';

const MP4_EXPECTED = 'expected an .mp4 path under public/ starting with "/"';
const publicVideo = z
  .string()
  .refine((v) => v.startsWith('/') && v.endsWith('.mp4'), { message: MP4_EXPECTED })
  .refine((v) => !v.startsWith('/') || publicFileExists(v), { message: 'no such file under public/: add the video there or fix the path' })
  .meta(patternMeta(/^\/.*\.mp4$/, MP4_EXPECTED));

export const homeSchema = z
  .object({
    intro: z
      .object({
        video: publicVideo.describe('The video at the top of the home page: an .mp4 file under public/, e.g. /media/intro.mp4.'),
        poster: publicImage.describe('The picture shown before the video plays, under public/.'),
      })
      .strict()
      .describe('The intro video at the top of the home page.'),
    whoWeAre: z
      .object({
        paragraphs: z.array(text).min(1).describe("The paragraphs under 'Who We Are', in order."),
        image: publicImage.describe('The lab picture beside them, under public/images/home/.'),
        imageAlt: text.describe('What the picture shows, for people who cannot see it.'),
      })
      .strict()
      .describe("The 'Who We Are' section."),
    mission: z
      .object({ paragraphs: z.array(text).min(1).describe("The paragraphs under 'Our Mission', in order.") })
      .strict()
      .describe("The 'Our Mission' section."),
  })
  .strict();

export type HomeContent = z.output<typeof homeSchema>;

export const loadHome = cached((): HomeContent => loadYamlFile('home.yaml', homeSchema));
