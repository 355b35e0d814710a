/**
 * A path under public/ with the deployment's base path in front. next/link and the router add the
 * base path themselves; raw <img>, <video> and <source> URLs do not, so they go through here.
 */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

export function asset(src: string): string {
  if (!src.startsWith('/') || src.startsWith('//')) return src;
  return `${basePath}${src}`;
}
