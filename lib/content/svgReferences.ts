/**
 * How much a drawing asks a browser to draw once every copy is made. A `<use>` draws the element it
 * points to again, and so does a `url(#id)` fill, clip, mask, marker or filter: 2.4 KB of twelve
 * nested groups, each with ten `<use>` of the one below, is 10^12 copies, and a page that shows it
 * stops answering. Counted here, in time linear in the file: each element's size (itself, its
 * children and everything it points to) is worked out once, depth first without recursion, and a
 * drawing that points back into itself is found on the way.
 */
import { isStyleSheet, readCss, styleSheetOf } from './svgCss';
import { isElement, SVG_NS, type SvgDocument, type SvgElement } from './svgDocument';
import { isCssValued, isHref } from './svgAllowList';

/** What a drawing published by the site may ask for: `<use>` elements, and elements once copies are made. */
export const DRAWING_LIMITS = { uses: 10_000, drawn: 500_000 } as const;

export type DrawingSize = {
  uses: SvgElement[];
  /** Elements drawn with every copy made, counted up to just over the limit. */
  drawn: number;
  /** The first element that points back to itself or to an element it is inside, and the id. */
  loop?: { element: SvgElement; id: string };
};

/** The ids an element points to: `href="#id"`, and `url(#id)` in its style and presentation attributes. */
export function pointsTo(element: SvgElement): string[] {
  const ids: string[] = [];
  for (const a of element.attributes) {
    if (isHref(a) && a.value.trim().startsWith('#')) ids.push(a.value.trim().slice(1));
    else if (isCssValued(a)) ids.push(...readCss(a.value).fragments);
  }
  if (isStyleSheet(element)) ids.push(...readCss(styleSheetOf(element)).fragments);
  // A browser may read `#%41` as `#A`: both count.
  return ids.flatMap((id) => {
    try {
      const decoded = decodeURIComponent(id);
      return decoded === id ? [id] : [id, decoded];
    } catch {
      return [id];
    }
  });
}

export function drawingSize(doc: SvgDocument): DrawingSize {
  const byId = new Map<string, SvgElement>();
  for (const e of doc.elements)
    for (const a of e.attributes) if (a.uri === '' && a.local === 'id' && !byId.has(a.value)) byId.set(a.value, e);
  const uses = doc.elements.filter((e) => e.uri === SVG_NS && e.local === 'use');
  const result: DrawingSize = { uses, drawn: 0 };
  if (!doc.root) return result;

  const over = DRAWING_LIMITS.drawn + 1;
  const size = new Map<SvgElement, number>(); // set once an element's size is known
  const open = new Set<SvgElement>(); // elements whose size is being worked out
  type Frame = { element: SvgElement; next: { to: SvgElement; id?: string }[]; at: number; sum: number };
  const frame = (element: SvgElement): Frame => {
    const children = element.children.filter(isElement).map((to) => ({ to }));
    const targets = pointsTo(element).flatMap((id) => (byId.has(id) ? [{ to: byId.get(id)!, id }] : []));
    open.add(element);
    return { element, next: [...children, ...targets], at: 0, sum: 1 };
  };
  const stack: Frame[] = [frame(doc.root)];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.at < top.next.length && top.sum < over) {
      const { to, id } = top.next[top.at++];
      const known = size.get(to);
      if (known !== undefined) top.sum += known;
      else if (open.has(to)) {
        result.loop ??= { element: top.element, id: id ?? '' };
        top.sum = over;
      } else stack.push(frame(to));
      continue;
    }
    stack.pop();
    open.delete(top.element);
    const sum = Math.min(top.sum, over);
    size.set(top.element, sum);
    if (stack.length > 0) stack[stack.length - 1].sum += sum;
    else result.drawn = sum;
  }
  return result;
}
