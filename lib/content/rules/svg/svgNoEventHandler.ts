import type { Rule } from '@/lib/content/rules/rule';
import { attributes, found, type SvgContext } from './context';
import { isEventHandler } from '@/lib/content/svgAllowList';

export const svgNoEventHandler: Rule<SvgContext> = {
  id: 'NTC023',
  name: 'svg-no-event-handler',
  description: 'An on… attribute (onload, onclick) is code the browser runs when the image loads or is clicked.',
  fix: 'Export the SVG again without interactive parts (a plain or optimised SVG), or use a PNG or WebP image.',
  check: ({ file, doc }) =>
    found(file, 'an event attribute, code that runs when the image loads or is clicked', attributes(doc, isEventHandler)),
};
