/** The organisation's identity: every name, address and link a re-skin for another chapter changes. */
import { z } from 'zod';
import { knownTimeZones, isKnownTimeZone } from '@/lib/events/zonedTime';
import { cached, loadYamlFile } from './core';
import { closestWord } from './problems';
import { emailAddress, externalUrl, text } from './fields';

const socialLink = z.object({ name: text, url: externalUrl }).strict();

/** Where the site is served from, without the sub-path the deployment adds (NEXT_PUBLIC_BASE_PATH). */
const siteAddress = z.string().refine((v) => /^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}(:\d+)?\/?$/i.test(v), {
  message:
    'expected the address the site is served from, without a path, e.g. https://lakeshore-neurotech.github.io (the /<repository> part is added when the site is deployed)',
});

/** An IANA time-zone name; a slip gets the closest real name suggested. */
const timeZoneName = z.string().superRefine((v, ctx) => {
  if (isKnownTimeZone(v) && v.trim() === v) return;
  const close = closestWord(v, knownTimeZones());
  const suggestion = close ? ` Did you mean "${close}"?` : '';
  ctx.addIssue({ code: 'custom', message: `expected a time-zone name like America/Chicago or Europe/London, got "${v}".${suggestion}` });
});

// The outside hosts of the services, for the Content-Security-Policy (lib/security/csp.ts).
const serviceHost = z.string().refine((v) => /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(v), {
  message: 'expected a host written like https://img.example.com or https://*.example.com (no path, no trailing slash)',
});
const serviceHosts = z.array(serviceHost).min(1);
const services = z
  .object({
    video: text,
    photo: text,
    videoHosts: z.object({ player: serviceHosts, images: serviceHosts }).strict(),
    photoHosts: z.object({ images: serviceHosts }).strict(),
  })
  .strict();

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
    /** For calendar files: event UIDs name its host, the feed links back to its events page. */
    url: siteAddress,
    /** Event times in events.yaml are in this zone. */
    timezone: timeZoneName,
    university: z.object({ name: text, shortName: text }).strict(),
    workshop: z.object({ name: text, shortName: text }).strict(),
    email: z.object({ general: emailAddress, onboarding: emailAddress }).strict(),
    social: z.object({ professionalNetwork: socialLink, photoSharing: socialLink }).strict(),
    services,
    login: z.object({ exampleName: text, passwordHint: text.optional() }).strict(),
    repository: repository.optional(),
  })
  .strict();

export type Site = z.output<typeof siteSchema>;

export const loadSite = cached((): Site => loadYamlFile('site.yaml', siteSchema));
