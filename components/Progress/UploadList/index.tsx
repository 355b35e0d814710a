/** Submitted uploads: where, when, how many files and their names. The files never left the device. */
import { localDateTime } from '@/lib/progress/dates';
import type { UploadLine } from '@/lib/progress/summary';
import { plural } from '@/lib/text/plural';
import styles from './index.module.css';

export default function UploadList({ uploads }: { uploads: UploadLine[] }) {
  return (
    <section aria-labelledby="uploads" className={styles.section}>
      <h2 id="uploads">Uploads</h2>
      <p>Only the names of your files are recorded: the files themselves never leave your device.</p>
      {uploads.length === 0 ? (
        <p>No upload submitted yet.</p>
      ) : (
        <ul className={styles.list}>
          {uploads.map((u) => (
            <li key={`${u.pageKey}-${u.task}`} className={styles.item}>
              <span className={styles.where}>{`${u.blockShort}, ${u.submodule} ${u.taskTitle}`}</span>
              {u.upload.uploadedAt ? (
                <time dateTime={u.upload.uploadedAt}>{localDateTime(u.upload.uploadedAt)}</time>
              ) : (
                <span>Date not recorded</span>
              )}
              <span>
                {u.upload.names.length > 0
                  ? `${plural(u.upload.count, 'file')}: ${u.upload.names.join(', ')}`
                  : // Carried by a 'Continue on another device' link, which leaves the names where they were.
                    `${plural(u.upload.count, 'file')} (their names are on the device they were uploaded from)`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
