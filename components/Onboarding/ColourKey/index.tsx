/**
 * The key to the link colours, once per module page. The words say it, not only the colours, and
 * required links also carry '(required)' for screen readers (TrackedLink, DocumentList).
 */
import styles from './index.module.css';

export default function ColourKey() {
  return (
    <p className={styles.key} role="note" aria-label="Colour key">
      <span className={styles.heading}>Colour key:</span> <span className={styles.required}>orange: required</span> (green once you have
      opened it), <span className={styles.optional}>blue: optional</span>.
    </p>
  );
}
