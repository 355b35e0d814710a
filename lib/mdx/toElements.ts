/**
 * A checked MDX text (a body, a task description, a resource text) as ready-made React element data
 * for the sealed members' pages. At build, hast-util-to-jsx-runtime turns its hast tree
 * (lib/mdx/toHast) into elements whose `jsx` function writes plain data instead of calling React:
 * React's prop names, style objects and keys are all worked out here. In the browser,
 * components/Mdx/MdxTree makes React elements from that data with the component map, in one short
 * loop: no compiler, no evaluator, and no renderer chunk for the page to wait for.
 */
import type { Root as HastRoot } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { FRAGMENT, type ElementData } from './elements';
import { mdxToHast, type TextOptions } from './toHast';

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

/** `text` passed the check of lib/mdx; `file` and `line` (where the text starts) name it in an error. */
export function mdxToElements(text: string, file: string, line = 1, options: TextOptions = {}): ElementData {
  return hastToElements(mdxToHast(text, file, line, options));
}
