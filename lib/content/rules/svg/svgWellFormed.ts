import type { Rule } from '@/lib/content/rules/rule';
import { WHAT_TO_DO, type SvgContext } from './context';

export const svgWellFormed: Rule<SvgContext> = {
  id: 'NTC020',
  name: 'svg-well-formed',
  description: 'An SVG that is not well-formed XML cannot be checked, and browsers show an error instead of it.',
  fix: 'Export the SVG again from the drawing program (a plain or optimised SVG), or use a PNG or WebP image.',
  check: ({ file, doc }) =>
    doc.broken
      ? [
          {
            file,
            field: '',
            line: doc.broken.line,
            message: `this image is not a well-formed SVG (${doc.broken.reason}), so it cannot be checked`,
            hint: WHAT_TO_DO,
          },
        ]
      : [],
};
