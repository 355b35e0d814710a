/**
 * A path under public/ with the deployment's base path in front. next/link and the router add the
 * base path themselves; raw <img>, <video> and <source> URLs do not, so they go through here.
 */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

export function asset(src: string): string {
  if (!src.startsWith('/') || src.startsWith('//')) return src;
  return `${basePath}${src}`;
}

/**
 * A browser-storage name of this deployment. GitHub Pages serves every project site of an owner from
 * one origin, so a site under a base path keeps its sign-in under a name of its own: two sites of this
 * kind on one origin do not overwrite each other's (docs/decisions/members.md says what this does not fix).
 */
export function storageName(name: string): string {
  return basePath ? `${name}:${basePath}` : name;
}
