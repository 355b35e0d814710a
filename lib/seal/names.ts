/**
 * The sealed files of a build and where they are: `/sealed/{name}.bin` under the base path, one per
 * members' page, plus the curriculum outline (the 404 page's side panel) and the search records.
 * The list of members' routes is public (docs/decisions/members.md); what the files hold is not.
 */
import { basePath } from '@/lib/asset';

export const SEALED_DIR = 'sealed';
export const SEALED_EXTENSION = '.bin';

/** The fixed files; each submodule adds `onboarding-{block}-{m_s}`. */
export const fixedSealedNames = [
  'member',
  'general-info',
  'competition-info',
  'ask-questions',
  'programs',
  'progress',
  'outline',
  'search',
] as const;

export const moduleSealedName = (block: string, key: string) => `onboarding-${block}-${key}`;

export const sealedFileName = (name: string) => `${name}${SEALED_EXTENSION}`;

/** Where the browser fetches a sealed file (and the page's HTML preloads it). */
export const sealedUrl = (name: string) => `${basePath}/${SEALED_DIR}/${sealedFileName(name)}`;
