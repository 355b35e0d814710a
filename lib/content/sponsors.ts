/** The sponsors shown in the reusable Sponsors section (logo links that open in a new tab). */
import { z } from 'zod';
import { cached, loadYamlFile } from './core';
import { externalUrl, publicImage, text } from './fields';

const sponsorSchema = z
  .object({
    name: text.describe("The sponsor's name."),
    logo: publicImage.describe('A logo under public/images/sponsors/, light on transparent (the section is black).'),
    alt: text.describe('What the logo shows, for people who cannot see it.'),
    url: externalUrl.describe("The sponsor's site, opened in a new tab when the logo is clicked."),
  })
  .strict();

export const sponsorsSchema = z
  .object({ sponsors: z.array(sponsorSchema).min(1).describe('The sponsors shown in the Sponsors section (on /about), in order.') })
  .strict();

export type Sponsor = z.output<typeof sponsorSchema>;

export const loadSponsors = cached((): Sponsor[] => loadYamlFile('sponsors.yaml', sponsorsSchema).sponsors);
