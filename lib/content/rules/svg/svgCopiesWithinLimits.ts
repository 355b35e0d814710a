import type { Rule } from '@/lib/content/rules/rule';
import { DRAWING_LIMITS, drawingSize } from '@/lib/content/svgReferences';
import type { SvgContext } from './context';

const UNLINK =
  'Turn the copies into shapes of their own (Inkscape: Edit, Clone, Unlink Clone), remove repeated copies, or use a PNG or WebP image instead';
const count = (n: number) => n.toLocaleString('en-US');

export const svgCopiesWithinLimits: Rule<SvgContext> = {
  id: 'NTC030',
  name: 'svg-copies-within-limits',
  description: `A <use> or url(#id) draws another part of the image again: at most ${count(DRAWING_LIMITS.uses)} <use> and ${count(DRAWING_LIMITS.drawn)} elements once every copy is made, and none that copies itself, so a small file cannot stop a browser.`,
  fix: 'Turn the copies into shapes of their own (Unlink Clone), remove repeated copies, or use a PNG or WebP image.',
  check: ({ file, doc }) => {
    const size = drawingSize(doc);
    const problem = (line: number, message: string) => [{ file, field: '', line, message, hint: UNLINK }];
    if (size.uses.length > DRAWING_LIMITS.uses)
      return problem(
        size.uses[DRAWING_LIMITS.uses].line,
        `this image holds ${count(size.uses.length)} <use> copies, over the limit of ${count(DRAWING_LIMITS.uses)}`,
      );
    if (size.loop)
      return problem(
        size.loop.element.line,
        `this image has a copy of a part that holds the copy itself (#${size.loop.id} on <${size.loop.element.name}>), which a browser cannot draw`,
      );
    if (size.drawn > DRAWING_LIMITS.drawn)
      return problem(
        doc.root?.line ?? 1,
        `this image draws more than ${count(DRAWING_LIMITS.drawn)} elements once every <use> and url(#…) copy is made: a page that shows it can stop answering`,
      );
    return [];
  },
};
