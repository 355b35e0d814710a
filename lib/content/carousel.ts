/** The 'Our Projects' carousel on the home page. */
import { z } from 'zod';
import { cached, loadYamlFile } from './core';
import { externalUrl, publicImage, text } from './fields';

const videoSlide = z
  .object({
    type: z.literal('videoLink'),
    title: text,
    description: text,
    /** The external video the play button opens in a new tab. */
    url: externalUrl,
    thumbnail: publicImage,
  })
  .strict();

const imageSlide = z
  .object({
    type: z.literal('image'),
    title: text,
    description: text,
    /** The image, shown in the slide and full screen when clicked. */
    src: publicImage,
    /** What the image shows; the title is used when absent. */
    alt: text.optional(),
  })
  .strict();

export const carouselSchema = z
  .object({
    slides: z
      .array(
        z.discriminatedUnion('type', [videoSlide, imageSlide], {
          error: (issue) => (issue.code === 'invalid_union' ? 'expected "type: videoLink" or "type: image"' : undefined),
        }),
      )
      .min(1),
  })
  .strict();

export type CarouselSlide = z.output<typeof carouselSchema>['slides'][number];

export const loadCarousel = cached((): CarouselSlide[] => loadYamlFile('carousel.yaml', carouselSchema).slides);
