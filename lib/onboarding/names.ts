/** How the site names blocks and submodules to members, in one place (side panel, /programs, /progress, the report). */

/** '1.2' for submodule key '1_2', as the side panel numbers it. */
export const submoduleNumber = (key: string) => key.replace('_', '.');

/** 'Software Block 1: General Skills': the team, then the block's label from blocks.yaml. */
export const blockName = (b: { team: string; label: string }) => `${b.team} ${b.label}`;

/** 'Module 1.2: Python Basics', the module page's heading (and a search result's title). */
export const moduleHeading = (s: { module: number; sub: number }, title: string) => `Module ${s.module}.${s.sub}: ${title}`;
