/** The organisation's identity: every name, address and link a re-skin for another chapter changes. */
import { z } from 'zod';
import { cached, loadYamlFile } from './core';
import { emailAddress, externalUrl, text } from './fields';

const socialLink = z.object({ name: text, url: externalUrl }).strict();

/** Where the site's files live on GitHub, for 'Edit this page' links; leave it out to hide them. */
const repository = z
  .object({
    github: z.string().regex(/^[\w.-]+\/[\w.-]+$/, { message: 'expected the repository as owner/name, e.g. lakeshore-neurotech/website' }),
    branch: text.default('main'),
  })
  .strict();

export const siteSchema = z
  .object({
    organization: z
      .object({
        name: text,
        shortName: text,
        tagline: text,
        description: text,
      })
      .strict(),
    university: z.object({ name: text, shortName: text }).strict(),
    workshop: z.object({ name: text, shortName: text }).strict(),
    email: z.object({ general: emailAddress, onboarding: emailAddress }).strict(),
    social: z.object({ professionalNetwork: socialLink, photoSharing: socialLink }).strict(),
    services: z.object({ video: text, photo: text }).strict(),
    login: z.object({ exampleName: text }).strict(),
    repository: repository.optional(),
  })
  .strict();

export type Site = z.output<typeof siteSchema>;

export const loadSite = cached((): Site => loadYamlFile('site.yaml', siteSchema));
