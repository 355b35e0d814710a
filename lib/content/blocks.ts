/** The onboarding blocks: teams, Programs labels, side-panel titles and module groups. */
import { z } from 'zod';
import { cached, contentPath, displayPath, loadYamlFile } from './core';
import { ContentError } from './problems';
import { text } from './fields';

export const teams = ['Software', 'Hardware'] as const;

const blockSchema = z
  .object({
    id: z
      .string()
      .regex(/^(software|hardware)B\d+$/, 'expected a block id like softwareB1 or hardwareB4')
      .describe("The folder in content/onboarding/ that holds the block's submodule files, e.g. softwareB1."),
    team: z.enum(teams).describe("Software or Hardware: the team the block's id starts with."),
    label: text.describe("The button text on /programs, e.g. 'Block 1: General Skills'."),
    title: text.describe("The side panel shows 'Onboarding {title}'."),
    modules: z
      .array(z.number().int().positive())
      .min(1)
      .describe('The module groups in display order; module 2 holds the files 2_1.mdx, 2_2.mdx ... and needs at least one.'),
  })
  .strict();

export const blocksSchema = z
  .object({ blocks: z.array(blockSchema).min(1).describe('The onboarding blocks, in the order /programs and the side panel list them.') })
  .strict();

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
