/** The onboarding blocks: teams, Programs labels, side-panel titles and module groups. */
import { z } from 'zod';
import { cached, contentPath, displayPath, loadYamlFile } from './core';
import { ContentError } from './problems';
import { text } from './fields';

export const teams = ['Software', 'Hardware'] as const;

const blockSchema = z
  .object({
    id: z.string().regex(/^(software|hardware)B\d+$/, 'expected a block id like softwareB1 or hardwareB4'),
    team: z.enum(teams),
    /** Shown on /programs: 'Block 1: General Skills'. */
    label: text,
    /** Shown in the side panel as 'Onboarding {title}'. */
    title: text,
    /** Module groups in display order; each needs at least one submodule file `<module>_<sub>.mdx`. */
    modules: z.array(z.number().int().positive()).min(1),
  })
  .strict();

export const blocksSchema = z.object({ blocks: z.array(blockSchema).min(1) }).strict();

export type Block = z.output<typeof blockSchema>;

export const loadBlocks = cached((): Block[] => {
  const { blocks } = loadYamlFile('onboarding/blocks.yaml', blocksSchema);
  const file = displayPath(contentPath('onboarding/blocks.yaml'));
  const problems = blocks.flatMap((b, i) => {
    const issues = [];
    if (blocks.findIndex((o) => o.id === b.id) !== i)
      issues.push({ file, field: `blocks[${i}].id`, message: `"${b.id}" is used by another block already: ids must be unique` });
    if (!b.id.toLowerCase().startsWith(b.team.toLowerCase()))
      issues.push({ file, field: `blocks[${i}].team`, message: `block "${b.id}" must belong to the team its id starts with` });
    if (new Set(b.modules).size !== b.modules.length)
      issues.push({ file, field: `blocks[${i}].modules`, message: 'a module number is listed twice' });
    return issues;
  });
  if (problems.length) throw new ContentError(problems);
  return blocks;
});
