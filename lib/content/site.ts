/** The organisation's identity: every name, address and link a re-skin for another chapter changes. */
import { z } from 'zod';
import { knownTimeZones, isKnownTimeZone } from '@/lib/events/zonedTime';
import { cached, loadYamlFile } from './core';
import { closestWord } from './problems';
import { BRAND_USES, DARK_BRAND_USES, type BrandColours, type BrandUse, type DarkBrandColours } from '@/lib/theme/palette';
import { contrastRatio, formatRatio, HEX_COLOUR_EXPECTED, isHexColour, nearestPassing } from '@/lib/theme/colour';
import { emailAddress, externalUrl, patternMeta, publicImage, text } from './fields';

const socialLink = z
  .object({
    name: text.describe("The service's name, shown with its icon, e.g. LinkedIn or Instagram."),
    url: externalUrl.describe("The organisation's page on that service (a full https:// address)."),
  })
  .strict();

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
    video: text.describe("The video service's name, shown on its buttons ('Watch on YouTube')."),
    photo: text.describe("The photo service's name, shown with the photo feed on /events."),
    videoHosts: z
      .object({
        player: serviceHosts.describe('The hosts the embedded video player loads from, e.g. https://www.youtube.com.'),
        images: serviceHosts.describe('The hosts the video thumbnails load from, e.g. https://i.ytimg.com.'),
      })
      .strict()
      .describe(
        "The hosts the video service loads from: the site's security policy lets the browser reach these and no other outside host.",
      ),
    photoHosts: z
      .object({
        images: serviceHosts.describe("The hosts the photo feed's pictures load from, e.g. https://*.cdninstagram.com."),
      })
      .strict()
      .describe('The hosts the photo service loads from, allowed by the security policy like `videoHosts`.'),
  })
  .strict();

const hexColour = z
  .string()
  .refine(isHexColour, { message: HEX_COLOUR_EXPECTED })
  .meta(patternMeta(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, HEX_COLOUR_EXPECTED));

/** One colour measured against its uses: the issue to raise, or null when it passes them all. */
function contrastProblem(value: string, uses: BrandUse[]): string | null {
  const failed = uses.filter(({ against, min }) => contrastRatio(value, against) < min);
  if (failed.length === 0) return null;
  const measured = failed.map((use) => `${formatRatio(contrastRatio(value, use.against))} for ${use.where}, which needs ${use.min}:1`);
  const nearest = nearestPassing(value, uses);
  const hint = nearest
    ? ` The nearest colour that passes: ${nearest}.`
    : ' No lighter or darker shade of it passes: choose another colour.';
  return `${value} has too little contrast: ${measured.join('; ')} (WCAG AA).${hint}`;
}

/**
 * Each brand colour measured against what it is shown with (lib/theme/palette.ts), in both themes:
 * WCAG AA or an error.
 */
function checkContrast(colours: BrandColours, ctx: z.RefinementCtx) {
  for (const key of Object.keys(BRAND_USES) as (keyof typeof BRAND_USES)[]) {
    const value = colours[key];
    const problem = isHexColour(value) && contrastProblem(value, BRAND_USES[key]);
    if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem });
  }
  // A dark colour left out is computed (lib/theme/palette.ts, darkBrand): a shade of the light one
  // that passes, which every hue has (lib/theme/__tests__ tries them round the colour wheel).
  for (const key of Object.keys(DARK_BRAND_USES) as (keyof DarkBrandColours)[]) {
    const given = colours.dark?.[key];
    const problem = given !== undefined && isHexColour(given) && contrastProblem(given, DARK_BRAND_USES[key]);
    if (problem) ctx.addIssue({ code: 'custom', path: ['dark', key], message: problem });
  }
}

const colours = z
  .object({
    brand: hexColour.describe(
      "The brand colour: the active tab's underline, borders and marks, and the contact section's background behind white text.",
    ),
    brandDark: hexColour.describe('The darker brand colour: the buttons, behind white text (in both themes), and headings on white.'),
    dark: z
      .object({
        brand: hexColour
          .optional()
          .describe(
            "The brand colour in the dark theme: marks on the dark page and bar, and the contact section's background behind white text.",
          ),
        brandText: hexColour.optional().describe('Headings and brand-coloured words on the dark page.'),
      })
      .strict()
      .optional()
      .describe(
        "Optional: the dark theme's brand colours. Each left out is the nearest shade of the light one that reads in the dark theme (brand from brand, brandText from brandDark).",
      ),
  })
  .strict()
  .superRefine(checkContrast);

const svgLogo = publicImage.refine((v) => v.toLowerCase().endsWith('.svg'), {
  message: 'expected an SVG image under public/images/, e.g. /images/logo.svg',
});

const repository = z
  .object({
    github: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, { message: 'expected the repository as owner/name, e.g. lakeshore-neurotech/website' })
      .describe('The repository on GitHub, written owner/name.'),
    branch: text.default('main').describe("The branch the 'Edit this page' links open (main when left out)."),
  })
  .strict();

/** A name and its short form, e.g. Lakeshore State University and LSU. */
const named = (what: string) =>
  z
    .object({
      name: text.describe(`The ${what}'s full name.`),
      shortName: text.describe(`The ${what}'s short name or initials.`),
    })
    .strict();

export const siteSchema = z
  .object({
    organization: z
      .object({
        name: text.describe("The organisation's full name, shown on every page, e.g. Lakeshore Neurotech."),
        shortName: text.describe("The organisation's short name, shown in the navigation bar when the full name does not fit, e.g. LNT."),
        tagline: text.describe('The motto under the name on the home page, also in its tab title.'),
        description: text.describe('A few sentences about the organisation, for search results and link previews.'),
      })
      .strict()
      .describe("The organisation's names, motto and description."),
    url: siteAddress.describe(
      'The address the site is served from, without the /<repository> part the deployment adds: event calendar entries name its host, and the calendar links back to the events page with it. A custom domain written here is where the deploy serves the site, at its root.',
    ),
    timezone: timeZoneName.describe('The time zone of event times in events.yaml, an IANA name such as America/Chicago or Europe/London.'),
    logo: svgLogo.describe(
      'The logo, an SVG image under public/images/: in the navigation bar, and the browser icons and link previews are made from it at build.',
    ),
    colours: colours.describe(
      'The brand colours, written #rrggbb; content:check measures their contrast where they are used, in the light and the dark theme. Required and done marks keep colours of their own.',
    ),
    university: named('university')
      .extend({
        studentId: text.describe(
          "The word for a student ID at the university, e.g. EID: it labels the sign-in page's field ('Enter your LSU EID') and the upload panel's.",
        ),
      })
      .describe("The university: its short name is in the sign-in page's student ID field ('Enter your LSU EID')."),
    email: z
      .object({
        general: emailAddress.describe("The organisation's address, in the footer and the contact form."),
        onboarding: emailAddress.describe('Where members send their onboarding progress reports.'),
      })
      .strict()
      .describe("The organisation's e-mail addresses."),
    social: z
      .object({
        professionalNetwork: socialLink.describe(
          "The organisation's professional-network page (LinkedIn), linked with its icon in the footer and on /contact; /about names it on officers' profile links.",
        ),
        photoSharing: socialLink.describe(
          "The organisation's photo-sharing page (Instagram), linked with its icon in the footer and on /contact.",
        ),
      })
      .strict()
      .describe('The social links shown with their icons.'),
    services: services.describe('The video and photo services the site uses, and the hosts each loads from.'),
    login: z
      .object({
        exampleName: text.describe("The example name in the sign-in page's name field ('e.g., Jordan Rivera')."),
        passwordHint: text.optional().describe("Optional: a sentence shown under the sign-in page's password field."),
      })
      .strict()
      .describe("Texts of the members' sign-in page."),
    repository: repository
      .optional()
      .describe(
        "Optional: the GitHub repository of these files, for the 'Edit this page' links; left out, a build on GitHub Actions uses the repository and branch it runs in.",
      ),
  })
  .strict();

export type Site = z.output<typeof siteSchema>;

export const loadSite = cached((): Site => loadYamlFile('site.yaml', siteSchema));
