import type { Rule } from '@/lib/content/rules/rule';
import { found, type SvgContext } from './context';

export const svgNoDoctype: Rule<SvgContext> = {
  id: 'NTC021',
  name: 'svg-no-doctype',
  description: 'A DOCTYPE can declare entities that turn harmless-looking text into a script, and <?…?> instructions load style sheets.',
  fix: 'Export the SVG again without a DOCTYPE or <?…?> instruction (a plain or optimised SVG).',
  check: ({ file, doc }) =>
    found(
      file,
      'a DOCTYPE or a <?…?> instruction, which can rewrite the image as it is read',
      doc.declarations.map((d) => ({ line: d.line, detail: d.what === 'doctype' ? '<!DOCTYPE>' : '<?…?>' })),
    ),
};
