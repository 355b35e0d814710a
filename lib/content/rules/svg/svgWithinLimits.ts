import type { Rule } from '@/lib/content/rules/rule';
import { SVG_LIMITS } from '@/lib/content/svgDocument';
import type { SvgContext } from './context';

const SIMPLER =
  'Make the drawing simpler, or optimise it (Inkscape: Save As "Optimized SVG"; or svgomg.net), or use a PNG or WebP image instead';
const megabytes = (bytes: number) => `${(Math.ceil((bytes / SVG_LIMITS.bytes) * 10) / 10).toFixed(1)} MB`;

export const svgWithinLimits: Rule<SvgContext> = {
  id: 'NTC029',
  name: 'svg-within-limits',
  description: `An SVG over 1 MB, or with elements nested more than ${SVG_LIMITS.depth} deep, is slow or impossible for a browser to draw and for the check to read.`,
  fix: 'Make the drawing simpler or optimise it (an optimised SVG export), or use a PNG or WebP image.',
  check: ({ file, doc }) => {
    if (doc.bytes > SVG_LIMITS.bytes)
      return [{ file, field: '', message: `this image is ${megabytes(doc.bytes)}, over the 1 MB limit for an SVG`, hint: SIMPLER }];
    if (doc.tooDeep)
      return [
        {
          file,
          field: '',
          line: doc.tooDeep.line,
          message: `this image nests its elements more than ${SVG_LIMITS.depth} deep, which a browser cannot draw safely`,
          hint: SIMPLER,
        },
      ];
    return [];
  },
};
