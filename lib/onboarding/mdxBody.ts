/**
 * Checks and prepares the MDX body of a submodule file before it is compiled.
 *
 * The check runs in `content:check` (fast, no compiler) and catches what usually breaks an MDX
 * compile or a page: unknown components or HTML tags, stray curly braces, a <Video> with a bad URL,
 * a [label] with no link. The page compiles the prepared body with next-mdx-remote at build time.
 */
import { parseVideoId } from './parseVideoId';
import { LABEL } from './formatText';

export type BodyProblem = { line: number; message: string };

const COMPONENTS: Record<string, { required: string[]; optional: string[] }> = {
  Video: { required: ['title', 'url'], optional: ['description', 'thumbnail', 'required'] },
  Document: { required: ['title', 'url'], optional: ['fileType', 'required'] },
};

const FENCE = /^\s*(```|~~~)/;
const TAG = /<(\/?)([A-Za-z][\w.]*)([^>]*)>?/g;
const ATTR = /([A-Za-z]+)=(?:"([^"]*)"|'([^']*)')/g;

/** Calls `visit` with each line outside fenced code, its inline code spans blanked out. */
function eachProseLine(body: string, visit: (text: string, line: number) => void) {
  let inFence = false;
  body.split('\n').forEach((raw, i) => {
    if (FENCE.test(raw)) {
      inFence = !inFence;
      return;
    }
    if (!inFence) visit(raw.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length)), i + 1);
  });
}

function checkTag(name: string, closing: string, rest: string, whole: string): string[] {
  if (name === 'br' || name === 'hr') return [`<${name}> does not work here: use an empty line instead`];
  const spec = COMPONENTS[name];
  if (!spec) {
    return /^[a-z]/.test(name)
      ? [`HTML tags like <${name}> are not allowed: use Markdown instead (**bold**, "* " bullets, "## " headings)`]
      : [`<${name}> is not a component we know: only <Video title="..." url="..." /> and <Document title="..." url="..." /> can be used`];
  }
  if (closing) return [];
  if (!whole.endsWith('/>')) return [`write <${name} ... /> on one line, ending with "/>"`];
  const attrs = Object.fromEntries([...rest.matchAll(ATTR)].map((m) => [m[1], m[2] ?? m[3]]));
  const problems: string[] = [];
  for (const key of Object.keys(attrs)) if (!spec.required.includes(key) && !spec.optional.includes(key)) problems.push(`<${name}> has no "${key}": it takes ${[...spec.required, ...spec.optional].join(', ')}`);
  for (const key of spec.required) if (!attrs[key]?.trim()) problems.push(`<${name}> needs ${key}="..."`);
  if (name === 'Video' && attrs.url && !parseVideoId(attrs.url)) problems.push(`<Video> url: expected a video URL (embed/, youtu.be/ or watch?v=), got "${attrs.url}"`);
  if (name === 'Document' && attrs.url && !/^https?:\/\/[^\s/]+\.[^\s]+$/.test(attrs.url)) problems.push(`<Document> url: expected a full web address starting with https://, got "${attrs.url}"`);
  return problems;
}

export function checkMdxBody(body: string, links: readonly { label: string }[]): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const labels = new Set(links.map((l) => l.label));
  eachProseLine(body, (text, line) => {
    if (text.includes('<!--')) problems.push({ line, message: 'HTML comments <!-- --> do not work in MDX: remove the comment' });
    for (const m of text.matchAll(TAG)) {
      if (m[0].startsWith('<!') || m[1]) continue; // a closing tag: its opening tag is reported
      for (const message of checkTag(m[2], m[1], m[3], m[0])) problems.push({ line, message });
    }
    const withoutTags = text.replace(TAG, '');
    if (/(^|[^\\])[{}]/.test(withoutTags)) problems.push({ line, message: 'curly braces { } have a special meaning in MDX: write \\{ and \\} to show them' });
    for (const m of withoutTags.matchAll(LABEL)) {
      if (!labels.has(m[1]) && !/^\s*$/.test(m[1]))
        problems.push({ line, message: `[${m[1]}] has no link with that label: add { label: "${m[1]}", url: ... } to the links at the top of the file, or remove the brackets` });
    }
  });
  return problems;
}

/** Turns each `[label]` of a known link into `<ModuleLink index="n" />` (tracked link) for compiling. */
export function prepareMdxBody(body: string, links: readonly { label: string }[]): string {
  let inFence = false;
  return body
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) inFence = !inFence;
      if (inFence || FENCE.test(line)) return line;
      return line
        .split(/(`[^`]*`)/)
        .map((part, i) =>
          i % 2 === 1
            ? part
            : part.replace(LABEL, (whole, label: string, offset: number, all: string) => {
                const index = links.findIndex((l) => l.label === label);
                return index < 0 || all[offset - 1] === '!' || all[offset - 1] === ']' ? whole : `<ModuleLink index="${index}" />`;
              }),
        )
        .join('');
    })
    .join('\n');
}
