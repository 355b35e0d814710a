/**
 * 'Download my progress' and 'Import progress': the file `onboarding-progress-{eid}-{date}.json`
 * holds `{ format, version, eid, fullName?, team?, exportedAt, pages }` (the name and the team last
 * chosen on Programs, for /review's table), the pages checked by the same schema as the saved record
 * (lib/record). Every refusal says why, in the member's words.
 *
 * Versions: 1 had no team; 2 may name it. Both are read, so a file saved long ago still imports.
 */
import { checkPages } from '@/lib/record/check';
import { type Pages, normalizeEid } from '@/lib/record/record';
import { localDate } from './dates';
import { futureDate, screenPages, type ImportContext } from './importScreen';

export const PROGRESS_FILE_FORMAT = 'neurotech-onboarding-progress';
/** The version written; every version from 1 up to it is read. */
export const PROGRESS_FILE_VERSION = 2;
/** Real files are a few KB: anything over this is refused before it is read. */
export const MAX_IMPORT_BYTES = 1024 * 1024;

export type ProgressFile = {
  format: typeof PROGRESS_FILE_FORMAT;
  version: number;
  eid: string;
  fullName?: string;
  /** The team last chosen on Programs, when one was. */
  team?: string;
  exportedAt: string;
  pages: Pages;
};

export const IMPORT_REFUSALS = {
  tooLarge: 'This file is too large to be a progress file (over 1 MB), so it was not read.',
  notJson: 'This file is not a progress file: it is not JSON.',
  otherFormat: "This file is not a progress file: it was not saved with 'Download my progress'.",
  newerVersion: 'This file was made by a newer version of the site: reload this page, then import it again.',
  damaged: (problem: string) => `This progress file is damaged and cannot be imported (${problem}).`,
} as const;

export function progressFileName(eid: string, now: Date): string {
  const safe = normalizeEid(eid).replace(/[^a-z0-9_-]/g, '-') || 'member';
  return `onboarding-progress-${safe}-${localDate(now)}.json`;
}

export function progressFile(eid: string, pages: Pages, now: Date, fullName?: string, team?: string | null): ProgressFile {
  return {
    format: PROGRESS_FILE_FORMAT,
    version: PROGRESS_FILE_VERSION,
    eid,
    ...(fullName ? { fullName } : {}),
    ...(team ? { team } : {}),
    exportedAt: now.toISOString(),
    pages,
  };
}

export const progressFileText = (file: ProgressFile) => `${JSON.stringify(file, null, 2)}\n`;

/** `dropped`: page keys of submodules this curriculum does not have, left out of `file.pages`. */
export type ImportCheck = { ok: true; file: ProgressFile; dropped: string[] } | { ok: false; message: string };

/** A refusal for a file too large to read, or null. */
export const sizeRefusal = (bytes: number): string | null => (bytes > MAX_IMPORT_BYTES ? IMPORT_REFUSALS.tooLarge : null);

/**
 * Checks a file's text. With `context` (the curriculum and the import's time), also what only the
 * curriculum can tell: lib/progress/importScreen.
 */
export function parseProgressFile(text: string, context?: ImportContext): ImportCheck {
  const refuse = (message: string): ImportCheck => ({ ok: false, message });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse(IMPORT_REFUSALS.notJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse(IMPORT_REFUSALS.otherFormat);
  const o = value as Record<string, unknown>;
  if (o.format !== PROGRESS_FILE_FORMAT) return refuse(IMPORT_REFUSALS.otherFormat);
  if (typeof o.version === 'number' && o.version > PROGRESS_FILE_VERSION) return refuse(IMPORT_REFUSALS.newerVersion);
  if (typeof o.version !== 'number' || !Number.isInteger(o.version) || o.version < 1)
    return refuse(IMPORT_REFUSALS.damaged(`version: expected 1 to ${PROGRESS_FILE_VERSION}`));
  const fields = ['format', 'version', 'eid', 'fullName', 'exportedAt', 'pages', ...(o.version >= 2 ? ['team'] : [])];
  const unknown = Object.keys(o).find((k) => !fields.includes(k));
  if (unknown) return refuse(IMPORT_REFUSALS.damaged(`${unknown}: unknown field`));
  if (typeof o.eid !== 'string' || o.eid.trim() === '') return refuse(IMPORT_REFUSALS.damaged('eid: expected an EID'));
  if (o.fullName !== undefined && typeof o.fullName !== 'string') return refuse(IMPORT_REFUSALS.damaged('fullName: expected text'));
  if (o.team !== undefined && typeof o.team !== 'string') return refuse(IMPORT_REFUSALS.damaged('team: expected text'));
  if (typeof o.exportedAt !== 'string' || Number.isNaN(Date.parse(o.exportedAt)))
    return refuse(IMPORT_REFUSALS.damaged('exportedAt: expected a date and time'));
  const late = context && futureDate(o.exportedAt, 'exportedAt', context.now);
  if (late) return refuse(IMPORT_REFUSALS.damaged(late));
  const pages = checkPages(o.pages);
  if (!pages.ok) return refuse(IMPORT_REFUSALS.damaged(pages.problem));
  const screened = context ? screenPages(pages.pages, context) : { ok: true as const, pages: pages.pages, dropped: [] };
  if (!screened.ok) return refuse(IMPORT_REFUSALS.damaged(screened.problem));
  const fullName = typeof o.fullName === 'string' ? { fullName: o.fullName } : {};
  const team = typeof o.team === 'string' && o.team ? { team: o.team } : {};
  return {
    ok: true,
    file: {
      format: PROGRESS_FILE_FORMAT,
      version: o.version,
      eid: o.eid,
      ...fullName,
      ...team,
      exportedAt: o.exportedAt,
      pages: screened.pages,
    },
    dropped: screened.dropped,
  };
}
