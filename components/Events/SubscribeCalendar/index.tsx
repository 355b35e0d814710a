/**
 * 'Subscribe to our calendar' opens webcal://, which does nothing where no calendar app is
 * registered for it (most phones' browsers, web-mail users). Beside it: the https address to copy,
 * and one line per common calendar on where to paste it.
 */
import { FaRegCalendarAlt } from 'react-icons/fa';
import CopyAddress from './CopyAddress';
import styles from './index.module.css';

type Props = { subscribe: string; feed: string };

export default function SubscribeCalendar({ subscribe, feed }: Props) {
  return (
    <div className={styles.subscribe}>
      <p className={styles.actions}>
        <a href={subscribe} className={styles.link}>
          <FaRegCalendarAlt aria-hidden focusable="false" /> Subscribe to our calendar
        </a>
        <CopyAddress address={feed} />
      </p>
      <ul className={styles.howTo} aria-label="Adding the calendar by its address">
        {/* Google's phone app cannot add a calendar by address: its website can, and the app follows. */}
        <li>
          Google Calendar: on the web, &lsquo;Add calendar&rsquo; &rarr; &lsquo;From URL&rsquo; (the + beside &lsquo;Other
          calendars&rsquo;), then paste the address; the phone app shows it once added.
        </li>
        <li>Apple Calendar: File &rsaquo; New Calendar Subscription, then paste the address.</li>
        <li>Outlook: Add calendar &rsaquo; Subscribe from web, then paste the address.</li>
      </ul>
      {/* 'Subscribe' opens webcal://, which a phone's browser may hand to no app: the copied address works. */}
      <p className={styles.phone}>On a phone: open the copied address in the Calendar app.</p>
    </div>
  );
}
