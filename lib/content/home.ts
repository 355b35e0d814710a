/** The home page's texts and media: intro video, 'Who We Are' and 'Our Mission'. */
import { z } from 'zod';
import { cached, loadYamlFile, publicFileExists } from './core';
import { publicImage, text } from './fields';

const publicVideo = z
  .string()
  .refine((v) => v.startsWith('/') && v.endsWith('.mp4'), { message: 'expected an .mp4 path under public/ starting with "/"' })
  .refine((v) => !v.startsWith('/') || publicFileExists(v), { message: 'no such file under public/: add the video there or fix the path' });

export const homeSchema = z
  .object({
    intro: z.object({ video: publicVideo, poster: publicImage }).strict(),
    whoWeAre: z.object({ paragraphs: z.array(text).min(1), image: publicImage, imageAlt: text }).strict(),
    mission: z.object({ paragraphs: z.array(text).min(1) }).strict(),
  })
  .strict();

export type HomeContent = z.output<typeof homeSchema>;

export const loadHome = cached((): HomeContent => loadYamlFile('home.yaml', homeSchema));
