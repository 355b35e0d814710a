'use client';
/**
 * Member Home's 'New since your last visit': the submodules a deploy added, and those the member had
 * finished that now ask more (lib/onboarding/whatsNew), each a link to its page. Only the member's
 * team's blocks once they have chosen one on Programs. Nothing shows on a first visit, or when
 * nothing changed; what shows is gone on the next visit.
 */
import Link from '@/components/ui/IntentLink';
import { blockName } from '@/lib/onboarding/names';
import type { NewEntry } from '@/lib/onboarding/whatsNew';
import type { ResumeBlock } from '@/lib/onboarding/resume';
import { useChosenTeam } from '@/lib/store/team';
import { useWhatsNew } from '@/lib/store/whatsNew';
import styles from './index.module.css';

function Entries({ heading, entries }: { heading: string; entries: NewEntry[] }) {
  if (!entries.length) return null;
  return (
    <>
      <h3 className={styles.heading}>{heading}</h3>
      <ul className={styles.list}>
        {entries.map(({ block, submodule }) => (
          <li key={submodule.pageKey}>
            <Link href={submodule.href}>{submodule.title}</Link> <span className={styles.block}>{blockName(block)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function WhatsNew({ blocks }: { blocks: ResumeBlock[] }) {
  const news = useWhatsNew(blocks);
  const team = useChosenTeam();
  if (!news) return null;
  const ours = (entries: NewEntry[]) => entries.filter((e) => !team || e.block.team === team);
  const added = ours(news.added);
  const asksMore = ours(news.asksMore);
  if (!added.length && !asksMore.length) return null;
  return (
    <section aria-labelledby="whats-new" className={styles.section}>
      <h2 id="whats-new">New since your last visit</h2>
      <Entries heading="New submodules" entries={added} />
      <Entries heading="Finished before, asking more now" entries={asksMore} />
    </section>
  );
}
