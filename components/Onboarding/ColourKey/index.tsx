/**
 * The key to the link colours, once per module page. The words name what a reader sees without
 * naming a hue (bold or plain, and a change once opened), so they stay true whatever colours the
 * theme gives 'required' and 'done' (lib/theme/palette.ts); required links also carry '(required)'
 * for screen readers (TrackedLink, DocumentList).
 */
import tone from '@/components/Onboarding/ItemTone/index.module.css';
import styles from './index.module.css';

export default function ColourKey() {
  return (
    <p className={styles.key} role="note" aria-label="Colour key">
      <span className={styles.heading}>Colour key:</span>{' '}
      <span className={tone.tone} data-required="true">
        bold: required
      </span>{' '}
      (its colour changes once you have opened it), <span className={tone.tone}>plain: optional</span>.
    </p>
  );
}
