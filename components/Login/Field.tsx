import styles from './index.module.css';

type Props = {
  id: string;
  label: string;
  error?: string;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; className: string }) => React.ReactNode;
  after?: React.ReactNode;
};

/** A labelled field with its error underneath, tied to the input by aria-describedby. */
export default function Field({ id, label, error, children, after }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined, className: error ? `${styles.input} ${styles.invalid}` : styles.input })}
        {after}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
