/** The officer team shown on /about: 'Executive Officers' and the two 'Leadership Team' columns. */
import { z } from 'zod';
import { cached, contentPath, displayPath, loadYamlFile } from './core';
import { ContentError } from './problems';
import { externalUrl, publicImage, text } from './fields';

const officerSchema = z
  .object({
    name: text.describe("The officer's name."),
    title: text.describe('The role, e.g. President, Captain, VP of Finance; contacts.yaml names officers by it.'),
    section: z
      .enum(['executive', 'leadership'])
      .describe("`executive` ('Executive Officers', the top row) or `leadership` ('Leadership Team', the two columns below)."),
    column: z.literal([1, 2]).optional().describe('Leadership officers only, and needed there: 1 (left column) or 2 (right column).'),
    img: publicImage
      .refine((v) => v.startsWith('/images/officers/'), { message: 'expected a portrait under /images/officers/' })
      .describe('A portrait under public/images/officers/.'),
    linkedin: externalUrl.optional().describe('Optional: a professional-network profile; the icon link shows only when present.'),
    biography: text.describe('A few sentences about the officer.'),
  })
  .strict();

export const officersSchema = z
  .object({ officers: z.array(officerSchema).min(1).describe('The officer team on /about, one entry per officer, in page order.') })
  .strict();

export type Officer = z.output<typeof officerSchema>;
export type OfficerTeam = { executive: Officer[]; leadership: [Officer[], Officer[]] };

export const loadOfficers = cached((): OfficerTeam => {
  const { officers } = loadYamlFile('officers.yaml', officersSchema);
  const file = displayPath(contentPath('officers.yaml'));
  const problems = officers.flatMap((o, i) => {
    if (o.section === 'leadership' && !o.column)
      return [{ file, field: `officers[${i}].column`, message: 'is missing: a leadership officer needs "column: 1" or "column: 2"' }];
    if (o.section === 'executive' && o.column)
      return [{ file, field: `officers[${i}].column`, message: 'executive officers are not placed in a column: remove it' }];
    return [];
  });
  if (problems.length) throw new ContentError(problems);
  const leadership = officers.filter((o) => o.section === 'leadership');
  return {
    executive: officers.filter((o) => o.section === 'executive'),
    leadership: [leadership.filter((o) => o.column === 1), leadership.filter((o) => o.column === 2)],
  };
});
