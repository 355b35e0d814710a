/** The documents button of an event card: a dropdown of file links, each opened in a new tab. */
import { FaFileAlt } from 'react-icons/fa';
import DropdownList from '@/components/ui/DropdownList';
import type { EventItem } from '@/lib/content/events';
import styles from './index.module.css';

type Props = { eventName: string; files: NonNullable<EventItem['files']> };

export default function DocumentsMenu({ eventName, files }: Props) {
  return (
    <DropdownList
      label={
        <>
          <FaFileAlt aria-hidden focusable="false" /> Documents<span className="visually-hidden"> for {eventName}</span>
        </>
      }
    >
      {files.map((f) => (
        <li key={f.link}>
          <a href={f.link} target="_blank" rel="noopener noreferrer">
            {f.name} <span className={styles.type}>({f.type})</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </DropdownList>
  );
}
