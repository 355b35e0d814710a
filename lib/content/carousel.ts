/** The 'Our Projects' carousel on the home page. */
import { z } from 'zod';
import { cached, loadYamlFile } from './core';
import { externalUrl, publicImage, text } from './fields';

const slideTitle = text.describe("The slide's heading.");
const slideText = text.describe('A sentence under the heading.');

const videoSlide = z
  .object({
    type: z.literal('videoLink').describe('videoLink: a picture with a play button that opens a video.'),
    title: slideTitle,
    description: slideText,
    url: externalUrl.describe('The external video the play button opens in a new tab.'),
    thumbnail: publicImage.describe('The picture shown in the slide, under public/images/carousel/.'),
  })
  .strict();

const imageSlide = z
  .object({
    type: z.literal('image').describe('image: a picture, shown full screen when clicked.'),
    title: slideTitle,
    description: slideText,
    src: publicImage.describe('The image, shown in the slide and full screen when clicked.'),
    alt: text.optional().describe('What the image shows; the title is used when absent.'),
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
      .min(1)
      .describe("The 'Our Projects' slides on the home page, in order: each `type: videoLink` or `type: image`."),
  })
  .strict();

export type CarouselSlide = z.output<typeof carouselSchema>['slides'][number];

export const loadCarousel = cached((): CarouselSlide[] => loadYamlFile('carousel.yaml', carouselSchema).slides);
