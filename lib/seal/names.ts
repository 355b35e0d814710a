/**
 * The sealed files of a build and where they are: `/sealed/{name}.bin` under the base path, the ones
 * the members' pages open (lib/members/pages.ts), plus the curriculum outline and the search records.
 * The list of members' routes is public (docs/decisions/members.md); what the files hold is not.
 */
import { basePath } from '@/lib/asset';
import { membersPages, type PageSealedName } from '@/lib/members/pages';

export const SEALED_DIR = 'sealed';
export const SEALED_EXTENSION = '.bin';

/** Sealed files that are no page's own: the curriculum outline (the 404 page's side panel) and the search records. */
const extraSealedNames = ['outline', 'search'] as const;

export type FixedSealedName = PageSealedName | (typeof extraSealedNames)[number];

/**
 * The fixed files, each once (pages may share one); each submodule adds `onboarding-{block}-{m_s}`.
 * A function, so that the browser's scripts, which import this module for `sealedUrl`, leave it out.
 */
export function fixedSealedNames(): FixedSealedName[] {
  return [...new Set([...membersPages.flatMap((p) => (p.sealed === null ? [] : [p.sealed])), ...extraSealedNames])];
}

export const moduleSealedName = (block: string, key: string) => `onboarding-${block}-${key}`;

export const sealedFileName = (name: string) => `${name}${SEALED_EXTENSION}`;

/** Where the browser fetches a sealed file (and the page's HTML preloads it). */
export const sealedUrl = (name: string) => `${basePath}/${SEALED_DIR}/${sealedFileName(name)}`;
