/**
 * One member's saved record in local storage (`onboarding-progress:<eid>`), for the progress store
 * (./progress.ts): read, with an unreadable or old-version record set aside first
 * (`onboarding-progress-backup:<eid>`), written, and read again fresh before each change. Never
 * throws: a storage that refuses is reported, and then nothing is written over what it holds.
 */
import { backupStorageKey, backupToldKey, PROGRESS_KEY_PREFIX, progressStorageKey, type Pages } from '@/lib/record/record';
import { readProgress, storedProgress } from '@/lib/record/check';
import { canonicalPages } from '@/lib/progress/merge';
import type { FormerKeys } from '@/lib/onboarding/identity';
import { browserStorage } from './browserStorage';

export type SavedRecord = {
  pages: Pages;
  /** True when the record cannot be saved in this browser. */
  saveFailed: boolean;
  /** Unreadable saved progress that was set aside, and whether the member has been told before. */
  backup: { raw: string; told: boolean } | null;
  /** True when the record could not be read or backed up: it must not be written over. */
  writesBlocked: boolean;
};

const local = () => browserStorage('localStorage');

/** Records saved before EIDs were normalised sit under the EID as typed: move them once. */
function moveLegacyRecord(storage: Storage, eid: string) {
  const legacy = `${PROGRESS_KEY_PREFIX}:${eid.trim()}`;
  const raw = legacy === progressStorageKey(eid) ? null : storage.getItem(legacy);
  if (raw === null) return;
  storage.setItem(progressStorageKey(eid), raw);
  storage.removeItem(legacy);
}

/** Reads a member's record, moved onto the curriculum's current page keys; sets an unreadable one aside first. */
export function loadRecord(eid: string, formerKeys: FormerKeys): SavedRecord {
  const storage = local();
  if (!storage) return { pages: {}, saveFailed: true, backup: null, writesBlocked: false };
  try {
    if (storage.getItem(progressStorageKey(eid)) === null) moveLegacyRecord(storage, eid);
    const raw = storage.getItem(progressStorageKey(eid));
    const read = readProgress(raw);
    if (read.status === 'unreadable' && raw !== null) {
      storage.setItem(backupStorageKey(eid), raw);
      storage.removeItem(backupToldKey(eid));
      storage.removeItem(progressStorageKey(eid));
    }
    const backupRaw = storage.getItem(backupStorageKey(eid));
    const backup = backupRaw === null ? null : { raw: backupRaw, told: storage.getItem(backupToldKey(eid)) !== null };
    const saved = read.status === 'ok' ? read.data.pages : {};
    const pages = canonicalPages(saved, formerKeys);
    // A submodule moved since the last visit: keep the record under its current keys from now on.
    if (pages !== saved) storage.setItem(progressStorageKey(eid), storedProgress(pages));
    return { pages, saveFailed: false, backup, writesBlocked: false };
  } catch {
    // unreadable storage, or no room for the backup: keep what is there
    return { pages: {}, saveFailed: true, backup: null, writesBlocked: true };
  }
}

/** Writes a member's record; returns whether it failed. */
export function saveRecord(eid: string, pages: Pages): boolean {
  const storage = local();
  if (!storage) return true;
  try {
    storage.setItem(progressStorageKey(eid), storedProgress(pages));
    return false;
  } catch {
    return true; // quota exceeded, storage disabled, private mode
  }
}

/** What is saved now (another tab may have written since); null when it cannot be used. */
export function freshRecord(eid: string, formerKeys: FormerKeys): Pages | null {
  try {
    const read = readProgress(local()?.getItem(progressStorageKey(eid)));
    return read.status === 'ok' ? canonicalPages(read.data.pages, formerKeys) : read.status === 'empty' ? {} : null;
  } catch {
    return null;
  }
}

/** Remembers that the member has been told about their set-aside record. */
export function rememberBackupTold(eid: string): void {
  try {
    local()?.setItem(backupToldKey(eid), new Date().toISOString());
  } catch {
    // not remembered: the member is told again next time, which is harmless
  }
}

/**
 * The pages another tab saved for this member, from a `storage` event (null key: storage cleared);
 * null when the event is about another record or another storage, or the record cannot be read.
 */
export function recordFromEvent(e: StorageEvent, eid: string, formerKeys: FormerKeys): Pages | null {
  if (e.storageArea && e.storageArea !== local()) return null;
  if (e.key !== null && e.key !== progressStorageKey(eid)) return null;
  const read = readProgress(e.key === null ? null : e.newValue);
  if (read.status === 'unreadable') return null;
  return read.status === 'ok' ? canonicalPages(read.data.pages, formerKeys) : {};
}
