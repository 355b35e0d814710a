/**
 * The pure part of `npm run new:module -- <block> <module_sub> "Title"`: decides whether the new
 * submodule may be created and writes its text from docs/templates/module.mdx. Every refusal says
 * what to do instead, for an education officer who is not a web developer.
 */
import YAML from 'yaml';

export type BlockSummary = { id: string; modules: number[] };

export type NewModuleRequest = { block: string; key: string; title: string };

export type NewModulePlan = { ok: true; relativePath: string; text: string; route: string; group: string } | { ok: false; message: string };

const KEY = /^([1-9]\d*)_([1-9]\d*)$/;

/** The template with its `title:` line replaced (quoted when the title needs it, e.g. "NumPy: arrays"). */
export function fillTemplate(template: string, title: string): string {
  const line = /^title:.*$/m;
  if (!line.test(template)) throw new Error('docs/templates/module.mdx has no "title:" line');
  return template.replace(line, `title: ${YAML.stringify(title).trim()}`);
}

export type NewModuleContext = {
  blocks: BlockSummary[];
  /** Whether a file exists, given its path as shown to the officer (`content/onboarding/...`). */
  fileExists: (shownPath: string) => boolean;
  template: string;
  /** The content folder as shown in messages: `content`, or a CONTENT_DIR tree. */
  contentDir?: string;
};

export function planNewModule(
  request: NewModuleRequest,
  { blocks, fileExists, template, contentDir = 'content' }: NewModuleContext,
): NewModulePlan {
  const blocksFile = `${contentDir}/onboarding/blocks.yaml`;
  const { block, key } = request;
  const title = request.title.trim();
  const known = blocks.map((b) => b.id).join(', ');
  const found = blocks.find((b) => b.id === block);
  if (!found) {
    const sameLetters = blocks.find((b) => b.id.toLowerCase() === block.toLowerCase());
    return {
      ok: false,
      message: `unknown block "${block}"${sameLetters ? `: did you mean ${sameLetters.id}? (letter case matters)` : ''}. Blocks in ${blocksFile}: ${known}.`,
    };
  }
  const match = KEY.exec(key);
  if (!match) {
    return {
      ok: false,
      message: `"${key}" is not a submodule key: write <module>_<sub> with whole numbers from 1, e.g. 2_3 for Module 2, submodule 3.`,
    };
  }
  const moduleNumber = Number(match[1]);
  if (!found.modules.includes(moduleNumber)) {
    return {
      ok: false,
      message:
        `Module ${moduleNumber} is not one of ${block}'s modules (${found.modules.join(', ')}). ` +
        `To start a new module group, first add ${moduleNumber} to the "modules:" list of ${block} in ${blocksFile} ` +
        `(modules: [${[...found.modules, moduleNumber].join(', ')}]), then run this again; otherwise use a key in an existing module, e.g. ${found.modules[0]}_1.`,
    };
  }
  if (!title) return { ok: false, message: 'the title is empty: give the topic in quotes, e.g. "Numpy and Time Series".' };
  if (/[\r\n]/.test(title)) return { ok: false, message: 'the title must be a single line.' };

  const relativePath = `${contentDir}/onboarding/${block}/${key}.mdx`;
  if (fileExists(relativePath)) {
    return {
      ok: false,
      message: `${relativePath} already exists: edit that file, or pick another key (submodule keys must be unique in a block).`,
    };
  }
  return {
    ok: true,
    relativePath,
    text: fillTemplate(template, title),
    route: `/onboarding/${block}/${key}/`,
    group: `Module ${moduleNumber}`,
  };
}
