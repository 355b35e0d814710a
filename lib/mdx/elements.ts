/**
 * The shape of a sealed MDX body: element data made at build (lib/mdx/toElements) and drawn in the
 * browser (components/Mdx/MdxTree). Kept apart from both so the browser imports no build code.
 */

/** The type of a fragment in the data (the root of every body). */
export const FRAGMENT = '#fragment';

/** A text, or an element: `type` is an HTML tag or a component name of the map (`Video`, `ModuleLink`). */
export type ElementData = string | { type: string; key?: string; props: Record<string, unknown>; children?: ElementData[] };
