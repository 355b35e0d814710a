import type { Rule } from '@/lib/content/rules/rule';
import { elements, found, namedElsewhere, type SvgContext } from './context';
import { isDrawingElement } from '@/lib/content/svgAllowList';

export const svgDrawingElementsOnly: Rule<SvgContext> = {
  id: 'NTC026',
  name: 'svg-drawing-elements-only',
  description:
    'Only drawing elements are allowed (shapes, text, gradients, filters): animation, links and anything unknown can change or run what is shown.',
  fix: 'Export the SVG again as a plain or optimised SVG (no animation or links), or use a PNG or WebP image.',
  check: ({ file, doc }) =>
    found(
      file,
      'an element that does not draw, such as animation, a link or an unknown one',
      elements(doc, (e) => !isDrawingElement(e) && !namedElsewhere(e)),
      'only drawing elements are allowed in an image published by this site',
    ),
};
