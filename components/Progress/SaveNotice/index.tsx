'use client';
/** Shown while progress cannot be saved in this browser (a failed write): it lives in this tab only. */
import { useProgressHydration, useSaveFailed } from '@/lib/store/progress';
import DownloadProgress from '../DownloadProgress';
import styles from './index.module.css';

export default function SaveNotice() {
  const hydrated = useProgressHydration();
  const failed = useSaveFailed();
  if (!hydrated || !failed) return null;
  // An inserted role="alert" element is announced at once.
  return (
    <div role="alert" className={styles.notice}>
      <p>Your progress can&apos;t be saved in this browser: download it before you close the tab</p>
      <DownloadProgress />
    </div>
  );
}
