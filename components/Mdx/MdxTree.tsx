/**
 * A sealed page's MDX body as React elements: the element data made at build (lib/mdx/toElements),
 * with the component map of components/Mdx/components.tsx for `Video`, `Document`, `ModuleLink` and
 * `a`. No compiler and no eval: the data only names elements and the components the allow-list of
 * lib/mdx lets through, and this loop is all the browser runs to draw them.
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { FRAGMENT, type ElementData } from '@/lib/mdx/elements';

// Each map entry takes its own props; the data carries them as written in the page.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Components = Record<string, ComponentType<any>>;

function draw(data: ElementData, components: Components): ReactNode {
  if (typeof data === 'string') return data;
  const type = data.type === FRAGMENT ? Fragment : (components[data.type] ?? data.type);
  const inner = data.children?.map((child) => draw(child, components));
  return createElement(type, { ...data.props, key: data.key }, ...(inner ?? []));
}

export default function MdxTree({ tree, components = {} }: { tree: ElementData; components?: Components }) {
  return <>{draw(tree, components)}</>;
}
