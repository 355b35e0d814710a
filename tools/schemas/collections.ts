/**
 * Every content collection whose schema is published as JSON Schema in schemas/ (`npm run schemas`):
 * its loader's zod schema and the content files it checks. Add an entry with a new collection; the
 * test in __tests__/ fails while a file under content/ has no entry here.
 */
import type { z } from 'zod';
import { blocksSchema } from '@/lib/content/blocks';
import { carouselSchema } from '@/lib/content/carousel';
import { contactsSchema } from '@/lib/content/contacts';
import { eventsSchema } from '@/lib/content/events';
import { homeSchema } from '@/lib/content/home';
import { memberHomeSchema } from '@/lib/content/memberHome';
import { moduleFrontmatterSchema, quizSchema } from '@/lib/content/onboardingSchema';
import { officersSchema } from '@/lib/content/officers';
import { pageFrontmatterSchema } from '@/lib/content/pages';
import { siteSchema } from '@/lib/content/site';
import { sponsorsSchema } from '@/lib/content/sponsors';

export type SchemaCollection = {
  /** The schema's file: `schemas/<name>.schema.json`. */
  name: string;
  /**
   * The files it checks, from the repository's top: the glob patterns of `.vscode/settings.json`'s
   * `yaml.schemas` (`*` stands for any name within one folder).
   */
  files: string[];
  /** Where the schema is written, for the docs. */
  loader: string;
  schema: z.ZodType;
  /** The schema is of an MDX file's frontmatter, which the YAML extension does not read (docs/content-model.md). */
  frontmatter?: true;
};

export const schemaCollections: SchemaCollection[] = [
  { name: 'site', files: ['content/site.yaml'], loader: 'lib/content/site.ts', schema: siteSchema },
  { name: 'blocks', files: ['content/onboarding/blocks.yaml'], loader: 'lib/content/blocks.ts', schema: blocksSchema },
  {
    name: 'module',
    files: ['content/onboarding/*/*.mdx'],
    loader: 'lib/content/onboardingSchema.ts',
    schema: moduleFrontmatterSchema,
    frontmatter: true,
  },
  { name: 'quiz', files: ['content/quizzes/*.yaml'], loader: 'lib/content/onboardingSchema.ts', schema: quizSchema },
  { name: 'member-home', files: ['content/member-home.yaml'], loader: 'lib/content/memberHome.ts', schema: memberHomeSchema },
  { name: 'contacts', files: ['content/contacts.yaml'], loader: 'lib/content/contacts.ts', schema: contactsSchema },
  { name: 'page', files: ['content/pages/*.mdx'], loader: 'lib/content/pages.ts', schema: pageFrontmatterSchema, frontmatter: true },
  { name: 'home', files: ['content/home.yaml'], loader: 'lib/content/home.ts', schema: homeSchema },
  { name: 'carousel', files: ['content/carousel.yaml'], loader: 'lib/content/carousel.ts', schema: carouselSchema },
  { name: 'officers', files: ['content/officers.yaml'], loader: 'lib/content/officers.ts', schema: officersSchema },
  { name: 'sponsors', files: ['content/sponsors.yaml'], loader: 'lib/content/sponsors.ts', schema: sponsorsSchema },
  { name: 'events', files: ['content/events.yaml'], loader: 'lib/content/events.ts', schema: eventsSchema },
];
