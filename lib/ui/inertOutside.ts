/**
 * Makes everything on the page but `keep` inert (out of the tab order, the accessibility tree and
 * the reach of pointers), as a modal drawer needs: it marks the siblings of `keep` and of each of
 * its ancestors up to <body>, which leaves `keep` and its ancestors live. Elements listed in `also`
 * stay live too (a backdrop beside the drawer, whose tap closes it). Returns the undo, which frees
 * only what it marked: an element that was inert already stays so.
 */
export function inertOutside(keep: Element, also: readonly Element[] = []): () => void {
  const marked: Element[] = [];
  for (let el: Element | null = keep; el && el !== el.ownerDocument.body; el = el.parentElement) {
    for (const sibling of Array.from(el.parentElement?.children ?? [])) {
      if (sibling === el || also.includes(sibling) || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
  }
  return () => marked.forEach((el) => el.removeAttribute('inert'));
}
