import type { Rule } from '@/lib/content/rules/rule';
import type { SvgContext } from './context';

export const svgUtf8: Rule<SvgContext> = {
  id: 'NTC028',
  name: 'svg-utf8',
  description:
    'An SVG must be saved as UTF-8: in another encoding a browser reads other characters than the check does, and a hidden script can come alive.',
  fix: 'Save the file as UTF-8 (Save As, encoding UTF-8) with any encoding="…" at its top changed to UTF-8, or export it again from the drawing program.',
  check: ({ file, doc }) =>
    doc.encoding
      ? [
          {
            file,
            field: '',
            line: doc.encoding.line,
            message: `this image is not saved as UTF-8 (${doc.encoding.detail}): a browser could read other characters in it than this check does`,
            hint: 'Save the file as UTF-8: in a text editor, Save As with the encoding UTF-8, and change any encoding="…" at its top to encoding="UTF-8"; or export it again from the drawing program',
          },
        ]
      : [],
};
