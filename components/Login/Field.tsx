import styles from './index.module.css';

type Props = {
  id: string;
  label: string;
  error?: string;
  /** A standing help line under the field, read with it. */
  hint?: string;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; className: string }) => React.ReactNode;
  after?: React.ReactNode;
};

/** A labelled field with its hint and error underneath, tied to the input by aria-describedby. */
export default function Field({ id, label, error, hint, children, after }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        {children({
          id,
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy,
          className: error ? `${styles.input} ${styles.invalid}` : styles.input,
        })}
        {after}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
