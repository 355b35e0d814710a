/**
 * Asking the browser to keep the site's storage (`navigator.storage.persist()`), once per page load
 * after the first saved progress, unless it keeps it already; and reading whether it does. Apart from
 * the progress store (./progress.ts), which reports the answer to the pages.
 */
export type StorageKept = 'kept' | 'not-kept' | 'unknown';

const answer = (kept: boolean | undefined): StorageKept => (kept === undefined ? 'unknown' : kept ? 'kept' : 'not-kept');
let asked = false;

/** Whether the browser keeps the storage now, told to `report` when it answers. */
export function readStorageKept(report: (kept: StorageKept) => void): void {
  if (typeof navigator === 'undefined') return;
  navigator.storage?.persisted?.().then(
    (kept) => report(answer(kept)),
    () => report('unknown'),
  );
}

/** Once per page load, after a successful write: ask unless the browser keeps the storage already. */
export function askToKeepStorage(report: (kept: StorageKept) => void): void {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  asked = true;
  const storage = navigator.storage;
  const ask = () =>
    storage.persist().then(
      (kept) => report(answer(kept)),
      () => report('unknown'),
    );
  if (!storage.persisted) return void ask();
  storage.persisted().then((kept) => (kept ? report('kept') : ask()), ask);
}
