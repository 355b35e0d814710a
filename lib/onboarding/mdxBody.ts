/**
 * The rules of a submodule file's MDX texts: its body, and the descriptions and resource texts of its
 * frontmatter, which are written in the same Markdown (the rules in lib/content/rules/module/ check those).
 *
 * The check runs in the loader, so in `content:check` and in the build before any page is made:
 * the allow-list of lib/mdx (plain elements, <Video> and <Document>, no script, no `{ }`), a
 * <Video> or <Document> with a bad address, a `[label]` with no link. The build turns each text
 * into element data (lib/mdx/toElements), sealed with the page and drawn in the browser by
 * components/Mdx/MdxTree. Both work on the one parse tree of lib/mdx.
 */
import { isWebAddress, WEB_ADDRESS_EXPECTED } from '@/lib/mdx/address';
import { checkMdx, type BodyProblem } from '@/lib/mdx/check';
import type { MdxRules } from '@/lib/mdx/allowList';
import { labelUses } from '@/lib/mdx/labels';
import { parseMdx } from '@/lib/mdx/parse';
import { videoUrlProblem } from './parseVideoId';

export type { BodyProblem };

/**
 * The attributes of the two components a module page's body may use, in one list: the check below
 * holds the body to it, and the component map (components/Mdx/components.tsx) takes its props from it.
 */
const VIDEO_ATTRIBUTES = { required: ['title', 'url'], optional: ['description', 'thumbnail', 'required'] } as const;
const DOCUMENT_ATTRIBUTES = { required: ['title', 'url'], optional: ['fileType', 'required'] } as const;
type Attributes<A extends { required: readonly string[]; optional: readonly string[] }> = { [K in A['required'][number]]: string } & {
  [K in A['optional'][number]]?: string;
};
export type VideoAttributes = Attributes<typeof VIDEO_ATTRIBUTES>;
export type DocumentAttributes = Attributes<typeof DOCUMENT_ATTRIBUTES>;

export const submoduleRules: MdxRules = {
  components: {
    Video: {
      ...VIDEO_ATTRIBUTES,
      check: ({ url }) => {
        const problem = url ? videoUrlProblem(url) : undefined;
        return problem ? [`<Video> url: ${problem}`] : [];
      },
    },
    Document: {
      ...DOCUMENT_ATTRIBUTES,
      check: ({ url }) => (url && !isWebAddress(url) ? [`<Document> url: ${WEB_ADDRESS_EXPECTED}, got "${url}"`] : []),
    },
  },
  unknownComponent: (name) =>
    `<${name}> is not a component we know: only <Video title="..." url="..." /> and <Document title="..." url="..." /> can be used`,
  instead: { video: '<Video title="..." url="..." />', file: '<Document title="..." url="..." />' },
};

export function checkMdxBody(body: string, links: readonly { label: string }[]): BodyProblem[] {
  const labels = new Set(links.map((l) => l.label));
  const parsed = parseMdx(body);
  const missing = (parsed.tree ? labelUses(parsed.tree) : [])
    .filter((u) => !labels.has(u.label))
    .map((u) => ({
      line: u.line,
      // A footnote with its note is parsed as one and never gets here; without it, say what is missing.
      message: u.label.startsWith('^')
        ? `[${u.label}] is a footnote with no note: add a line "[${u.label}]: the note" below the text, or remove the brackets`
        : `[${u.label}] has no link with that label: add { label: "${u.label}", url: ... } to the links at the top of the file, or remove the brackets`,
    }));
  return [...checkMdx(body, submoduleRules), ...missing].sort((a, b) => a.line - b.line);
}
