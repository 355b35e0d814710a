/**
 * The ways an SVG under public/ can run code, one rule each. The officer reads what was found and
 * where, why it matters and what to do; a file that breaks a rule many times is named once per rule.
 */
import type { ContentProblem } from '@/lib/content/problems';
import type { SvgTag } from '@/lib/content/publicSvgs';
import type { Rule } from './rule';

export type SvgContext = { file: string; tags: readonly SvgTag[] };

const WHY = "code in an image opened on this site can read members' sign-in";
const WHAT_TO_DO =
  'Export the SVG again without scripts or interactive parts (a plain or optimised SVG), or use a PNG or WebP image instead';

/** `svg:script` is a script too. */
const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1);

/** One problem per rule and file, at the first place found, saying how many more there are. */
function found(file: string, what: string, places: { line: number; detail?: string }[]): ContentProblem[] {
  if (places.length === 0) return [];
  const [first] = places;
  const details = [first.detail, places.length > 1 ? `and ${places.length - 1} more` : ''].filter(Boolean).join(', ');
  return [
    { file, field: '', line: first.line, message: `this image holds ${what}${details ? ` (${details})` : ''}: ${WHY}`, hint: WHAT_TO_DO },
  ];
}

const elements = (tags: readonly SvgTag[], name: string) =>
  tags.filter((t) => localName(t.name).toLowerCase() === name.toLowerCase()).map((t) => ({ line: t.line }));

/** Browsers drop tabs and line breaks inside an address and spaces before it: `java\tscript:` runs. */
const runsScript = (value: string) => /javascript:/i.test(value.replace(/[\x00-\x20]/g, ''));

const attributes = (tags: readonly SvgTag[], matches: (a: SvgTag['attributes'][number]) => boolean) =>
  tags.flatMap((t) => t.attributes.filter(matches).map((a) => ({ line: a.line, detail: `${a.name} on <${t.name}>` })));

export const svgRules: Rule<SvgContext>[] = [
  {
    id: 'svg-no-script',
    description: "A <script> in an SVG runs when the image is opened on its own, with the site's access to members' data.",
    check: ({ file, tags }) => found(file, 'a <script> element', elements(tags, 'script')),
  },
  {
    id: 'svg-no-event-handler',
    description: 'An on… attribute (onload, onclick) is code the browser runs when the image loads or is clicked.',
    check: ({ file, tags }) =>
      found(
        file,
        'an event attribute, code that runs when the image loads or is clicked',
        attributes(tags, (a) => /^on/i.test(localName(a.name))),
      ),
  },
  {
    id: 'svg-no-javascript-url',
    description: "A javascript: address (in a link's href or any other attribute) runs code when it is followed.",
    check: ({ file, tags }) =>
      found(
        file,
        'a javascript: address',
        attributes(tags, (a) => runsScript(a.value)),
      ),
  },
  {
    id: 'svg-no-foreign-object',
    description: 'A <foreignObject> puts a piece of web page inside the image, which can hold scripts and forms.',
    check: ({ file, tags }) =>
      found(file, 'a <foreignObject> element, a piece of web page inside the image', elements(tags, 'foreignObject')),
  },
];
