'use client';
/**
 * Shown while progress cannot be saved in this browser (a failed write): it lives in this tab only.
 * The failing action may be anywhere on a long page (a quiz far below the top), so the notice is
 * fixed to the bottom of the screen until the member dismisses it; it then stays in its place in the
 * page. Dismissed once per tab, not once per page: it would otherwise cover every page again.
 * The notice is said at once; its download button's code (the progress file's writer) is fetched
 * only when a save has failed, so the module pages that show this notice do not carry it.
 */
import { useSyncExternalStore } from 'react';
import { FiX } from 'react-icons/fi';
import { lazyPanel } from '@/components/ui/LazyPanel';
import { useProgressReady, useSaveFailed } from '@/lib/store/progress';
import styles from './index.module.css';

const DownloadProgress = lazyPanel(() => import('@/components/Progress/DownloadProgress'), {
  loading: 'Preparing the download…',
  failed: 'The download could not be prepared: check your connection and reload the page.',
  className: styles.loading,
});

let dismissed = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const dismiss = () => {
  dismissed = true;
  listeners.forEach((l) => l());
};
const useDismissed = () =>
  useSyncExternalStore(
    subscribe,
    () => dismissed,
    () => false,
  );

export default function SaveNotice() {
  const hydrated = useProgressReady();
  const failed = useSaveFailed();
  const isDismissed = useDismissed();
  if (!hydrated || !failed) return null;
  // An inserted role="alert" element is announced at once.
  return (
    <div role="alert" className={`${styles.notice} ${isDismissed ? '' : styles.pinned}`}>
      <p>Your progress can&apos;t be saved in this browser: download it before you close the tab</p>
      <DownloadProgress />
      {!isDismissed && (
        <button
          type="button"
          className={styles.dismiss}
          onClick={dismiss}
          aria-label="Dismiss: keep this notice at the top of the page instead"
        >
          <FiX aria-hidden />
        </button>
      )}
    </div>
  );
}
