/** The onboarding blocks: teams, Programs labels, side-panel titles and module groups. */
import { z } from 'zod';
import { cached, contentPath, displayPath, loadYamlFile } from './core';
import { ContentError } from './problems';
import { text } from './fields';

/** A block's id, the folder of its files: a word in lower case, `B` and its number. */
const BLOCK_ID = /^[a-z][a-z0-9]*B\d+$/;

const blockSchema = z
  .object({
    id: z
      .string()
      .regex(BLOCK_ID, 'expected a block id: a word in lower case, B and a number, like softwareB1 or hardwareB4')
      .describe("The folder in content/onboarding/ that holds the block's submodule files, e.g. softwareB1."),
    team: text.describe(
      'The team the block belongs to (Software, Hardware ...): /programs asks members which team they are in, one button per team.',
    ),
    label: text.describe("The button text on /programs, e.g. 'Block 1: General Skills'."),
    title: text.describe("The side panel shows 'Onboarding {title}'."),
    modules: z
      .array(z.number().int().positive())
      .min(1)
      .describe('The module groups in display order; module 2 holds the files 2_1.mdx, 2_2.mdx ... and needs at least one.'),
  })
  .strict();

const formerNames = z.union([text, z.array(text).min(1)]);

const teamSchema = z
  .object({
    name: text.describe('A team, as its blocks name it.'),
    formerly: formerNames.describe(
      "The names the team had before: members' reports that name it so (on /review) count for this team. A list when renamed more than once.",
    ),
  })
  .strict();

export const blocksSchema = z
  .object({
    blocks: z.array(blockSchema).min(1).describe('The onboarding blocks, in the order /programs and the side panel list them.'),
    teams: z
      .array(teamSchema)
      .optional()
      .describe("Only after renaming a team: its former names, so members' reports made before count for it."),
  })
  .strict();

export type Block = z.output<typeof blockSchema>;

/** Former team name → the team's name now (`teams:` in blocks.yaml). */
export const formerTeamNames = (): Record<string, string> =>
  Object.fromEntries((loadBlocksFile().teams ?? []).flatMap((t) => [t.formerly].flat().map((old) => [old, t.name])));

export const loadBlocks = (): Block[] => loadBlocksFile().blocks;

const loadBlocksFile = cached(() => {
  const { blocks, teams = [] } = loadYamlFile('onboarding/blocks.yaml', blocksSchema);
  const file = displayPath(contentPath('onboarding/blocks.yaml'));
  const problems = blocks.flatMap((b, i) => {
    const issues = [];
    if (blocks.findIndex((o) => o.id === b.id) !== i)
      issues.push({ file, field: `blocks[${i}].id`, message: `"${b.id}" is used by another block already: ids must be unique` });
    if (new Set(b.modules).size !== b.modules.length)
      issues.push({ file, field: `blocks[${i}].modules`, message: 'a module number is listed twice' });
    return issues;
  });
  const names = new Set(blocks.map((b) => b.team));
  const seen = new Set<string>();
  teams.forEach((t, i) => {
    const field = `teams[${i}]`;
    if (!names.has(t.name))
      problems.push({
        file,
        field: `${field}.name`,
        message: `no block is in the team "${t.name}": write a team a block names (${[...names].join(', ')})`,
      });
    for (const old of [t.formerly].flat()) {
      if (names.has(old))
        problems.push({
          file,
          field: `${field}.formerly`,
          message: `"${old}" is a team today: formerly names what a team was called before`,
        });
      else if (seen.has(old))
        problems.push({
          file,
          field: `${field}.formerly`,
          message: `"${old}" is named as a former name twice: a name can be the former name of one team only`,
        });
      seen.add(old);
    }
  });
  if (problems.length) throw new ContentError(problems);
  return { blocks, teams };
});
