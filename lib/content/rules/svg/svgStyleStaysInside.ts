import type { Rule } from '@/lib/content/rules/rule';
import { isStyleSheet, readCss, styleSheetOf } from '@/lib/content/svgCss';
import { isCssValued } from '@/lib/content/svgAllowList';
import { found, type SvgContext } from './context';

export const svgStyleStaysInside: Rule<SvgContext> = {
  id: 'NTC031',
  name: 'svg-style-stays-inside',
  description:
    'The CSS of an image (<style>, style="…", fill="url(…)") may point only inside it (url(#id)): another address, data:, @import, @font-face or expression() loads or runs something from elsewhere.',
  fix: 'Keep the CSS to colours, sizes and url(#id) inside the image, or export the SVG again with presentation attributes, or use a PNG or WebP image.',
  check: ({ file, doc }) =>
    found(
      file,
      'CSS that reaches outside the image',
      doc.elements.flatMap((e) => [
        ...e.attributes
          .filter(isCssValued)
          .flatMap((a) => readCss(a.value).refused.map((what) => ({ line: a.line, detail: `${what} in ${a.name} on <${e.name}>` }))),
        ...(isStyleSheet(e) ? readCss(styleSheetOf(e)).refused.map((what) => ({ line: e.line, detail: `${what} in <${e.name}>` })) : []),
      ]),
      "an image's styles may only point inside it, and anything else they load or run comes from outside this site's checks",
      'Keep the CSS to colours, sizes and url(#id) inside the image (no other address, data:, @import or @font-face), or export the SVG again with presentation attributes, or use a PNG or WebP image instead',
    ),
};
