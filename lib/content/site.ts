/** The organisation's identity: every name, address and link a re-skin for another chapter changes. */
import { z } from 'zod';
import { cached, loadYamlFile } from './core';
import { emailAddress, externalUrl, text } from './fields';

const socialLink = z.object({ name: text, url: externalUrl }).strict();

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
    services,
    login: z.object({ exampleName: text }).strict(),
  })
  .strict();

export type Site = z.output<typeof siteSchema>;

export const loadSite = cached((): Site => loadYamlFile('site.yaml', siteSchema));
