import type { Rule } from '@/lib/content/rules/rule';
import { elements, found, isScript, type SvgContext } from './context';

export const svgNoScript: Rule<SvgContext> = {
  id: 'NTC022',
  name: 'svg-no-script',
  description: "A <script> in an SVG runs when the image is opened on its own, with the site's access to members' data.",
  fix: 'Export the SVG again without scripts (a plain or optimised SVG), or use a PNG or WebP image.',
  check: ({ file, doc }) => found(file, 'a <script> element', elements(doc, isScript)),
};
