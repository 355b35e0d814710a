/**
 * Tab round a modal panel. `inert` keeps focus off the page behind, but past a panel's last control
 * the browser still moves focus out of the page (to its own address bar, or <body>): at either end
 * of the panel, Tab and Shift+Tab go round to the other end instead.
 */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls in `container` that Tab stops at, in order: shown ones, not inert ones. */
export function tabStops(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[inert]'),
  );
}

/**
 * Where focus goes instead when Tab (or Shift+Tab, `backwards`) is pressed on `active`: the other
 * end when it is at an end, the nearest end when it is outside the stops; null when the browser's
 * own move stays among them.
 */
export function tabWrapTarget<T>(stops: readonly T[], active: T | null, backwards: boolean): T | null {
  if (stops.length === 0) return null;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const at = active === null ? -1 : stops.indexOf(active);
  if (at < 0) return backwards ? last : first;
  if (backwards) return at === 0 ? last : null;
  return at === stops.length - 1 ? first : null;
}
