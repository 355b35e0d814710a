import type { Rule } from '@/lib/content/rules/rule';
import { attributes, found, type SvgContext } from './context';
import { isDrawingAttribute, isDrawingElement, isEventHandler } from '@/lib/content/svgAllowList';

export const svgDrawingAttributesOnly: Rule<SvgContext> = {
  id: 'NTC027',
  name: 'svg-drawing-attributes-only',
  description: 'Only drawing attributes are allowed: an unknown or namespaced one may be read by a browser in a way nobody checked.',
  fix: 'Export the SVG again as a plain or optimised SVG, or use a PNG or WebP image.',
  check: ({ file, doc }) =>
    found(
      file,
      'an attribute that does not draw',
      // An element refused by a rule above is named once, with none of its attributes.
      attributes(doc, (a, e) => isDrawingElement(e) && !isDrawingAttribute(a) && !isEventHandler(a)),
      'only drawing attributes are allowed in an image published by this site',
    ),
};
