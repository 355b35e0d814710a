import Link from '@/components/ui/IntentLink';
import type { ReactNode } from 'react';
import type { MemberHomeItem } from '@/lib/content/memberHome';
import PageShell from '@/components/Members/PageShell';
import styles from './index.module.css';

/**
 * Member Home (/member): one button per entry of content/member-home.yaml, then `resume` (the
 * member's way back into the curriculum, when there is one) and the way to the events.
 */
export default function MemberHome({ items, resume }: { items: MemberHomeItem[]; resume?: ReactNode }) {
  return (
    <PageShell>
      <h1>Member Home</h1>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.route}>
            {item.enabled ? (
              <Link href={item.route} className={styles.button}>
                {item.label}
              </Link>
            ) : (
              // Disabled: faded, out of the tab order, and announced as a disabled link.
              <span role="link" aria-disabled="true" className={`${styles.button} ${styles.disabled}`}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ul>
      {resume}
      {/* Signed in, the bar hides the public links: this is a member's way to the events. */}
      <p className={styles.line}>
        <Link href="/events/">Events</Link>: see what is on
      </p>
    </PageShell>
  );
}
