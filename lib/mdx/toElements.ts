/**
 * A checked MDX body as ready-made React element data for the sealed members' pages. At build,
 * hast-util-to-jsx-runtime turns the body's hast tree (lib/mdx/toHast) into elements whose `jsx`
 * function writes plain data instead of calling React: React's prop names, style objects and keys
 * are all worked out here. In the browser, components/Mdx/MdxTree makes React elements from that
 * data with the component map, in one short loop: no compiler, no evaluator, and no renderer chunk
 * for the page to wait for.
 */
import type { Root as HastRoot } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { FRAGMENT, type ElementData } from './elements';
import { mdxToHast } from './toHast';

type Props = Record<string, unknown> & { children?: unknown };

function children(value: unknown): ElementData[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list = (Array.isArray(value) ? value : [value]).filter((c) => c !== null && c !== undefined && c !== false);
  return list.length ? (list as ElementData[]) : undefined;
}

function node(type: unknown, props: Props, key?: string): ElementData {
  const { children: inner, ...rest } = props;
  const element: Exclude<ElementData, string> = { type: String(type), props: rest };
  if (key !== undefined) element.key = key;
  const list = children(inner);
  if (list) element.children = list;
  return element;
}

/** The same options the browser used to pass, so the elements are the ones it used to make. */
export function hastToElements(tree: HastRoot): ElementData {
  return toJsxRuntime(tree, {
    Fragment: FRAGMENT,
    jsx: node as never,
    jsxs: node as never,
    passKeys: true,
    ignoreInvalidStyle: true,
  }) as unknown as ElementData;
}

/** `body` is what lib/mdx/prepare made of a body that passed the check; `file` names it in an error. */
export function mdxToElements(body: string, file: string, bodyLine = 1): ElementData {
  return hastToElements(mdxToHast(body, file, bodyLine));
}
