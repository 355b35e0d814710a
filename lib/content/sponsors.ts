/** The sponsors shown in the reusable Sponsors section (logo links that open in a new tab). */
import { z } from 'zod';
import { cached, loadYamlFile } from './core';
import { externalUrl, publicImage, text } from './fields';

const sponsorSchema = z
  .object({
    name: text,
    /** A logo under public/images/sponsors/, light on transparent (the section is black). */
    logo: publicImage,
    /** What the logo shows, for people who cannot see it. */
    alt: text,
    url: externalUrl,
  })
  .strict();

export const sponsorsSchema = z.object({ sponsors: z.array(sponsorSchema).min(1) }).strict();

export type Sponsor = z.output<typeof sponsorSchema>;

export const loadSponsors = cached((): Sponsor[] => loadYamlFile('sponsors.yaml', sponsorsSchema).sponsors);
