/**
 * A sealed page's MDX body (a hast tree made at build by lib/mdx/toHast) as React elements, with the
 * component map of components/Mdx/components.tsx. No compiler and no eval: the tree only names
 * elements and the components the allow-list of lib/mdx lets through.
 */
import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

export default function MdxTree({ tree, components }: { tree: Root; components?: Partial<Components> & Record<string, unknown> }) {
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: components as Partial<Components>, passKeys: true, ignoreInvalidStyle: true });
}
