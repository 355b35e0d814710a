import type { Rule } from '@/lib/content/rules/rule';
import { elements, found, isWebPage, type SvgContext } from './context';

export const svgNoForeignObject: Rule<SvgContext> = {
  id: 'NTC025',
  name: 'svg-no-foreign-object',
  description:
    'A <foreignObject> or an element of a web page (an <iframe>) puts a piece of web page inside the image, which can hold scripts and forms.',
  fix: 'Export the SVG again without embedded web page parts, or use a PNG or WebP image.',
  check: ({ file, doc }) => found(file, 'a piece of web page, which can hold scripts and forms', elements(doc, isWebPage)),
};
