/**
 * What the rule of this folder reads (../index.ts lists it): a content file's fields as its loader's
 * zod schema judged them. lib/content/core.ts `validate` runs it on every YAML file and frontmatter.
 */
import type { z } from 'zod';

export type SchemaContext = {
  schema: z.ZodType;
  /** What the schema found wrong (`safeParse` with `reportInput`, so each issue holds the value written). */
  issues: readonly z.core.$ZodIssue[];
  file: string;
  /** The line of a field path in the file, or of its nearest parent that is written. */
  lineOf: (path: readonly PropertyKey[]) => number | undefined;
};
