/** 'Edit this page': the page's content file in GitHub's web editor, for officers. Absent without an address. */
import { FiEdit2 } from 'react-icons/fi';
import styles from './index.module.css';

export default function EditLink({ href }: { href?: string }) {
  if (!href) return null;
  return (
    <p className={styles.edit}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <FiEdit2 aria-hidden /> Edit this page<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
