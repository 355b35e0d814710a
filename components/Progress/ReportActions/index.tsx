'use client';
/**
 * Sending the progress report: 'Email my progress report' (a mailto: link to the onboarding
 * address, held under the mail clients' length limit), 'Copy report' for members without a mail
 * program, and 'Print or save as PDF' (the page's print styles make it a one-to-two page report).
 */
import { useState } from 'react';
import { FiCopy, FiMail, FiPrinter } from 'react-icons/fi';
import type { Pages } from '@/lib/record/record';
import { memberProgress, progressCode } from '@/lib/progress/progressCode';
import { reportMailto, reportText } from '@/lib/progress/report';
import type { OutlineBlock, ProgressSummary } from '@/lib/progress/summary';
import type { Member } from '@/lib/auth/member';
import { useCopy } from '@/lib/ui/useCopy';
import styles from './index.module.css';

/** `team`: the one last chosen on Programs, for the progress code (else the code's reader guesses). */
type Props = { email: string; member: Member; summary: ProgressSummary; outline: OutlineBlock[]; pages: Pages; team: string | null };

export default function ReportActions({ email, member, summary, outline, pages, team }: Props) {
  const [now] = useState(() => new Date());
  const [copied, copy] = useCopy();
  const who = { fullName: member.fullName, eid: member.eid, reportedAt: now.toISOString(), team };
  const code = progressCode(outline, memberProgress(outline, pages, who));
  const input = { fullName: member.fullName, eid: member.eid, summary, now, code };
  const text = reportText(input);
  const { href } = reportMailto(email, input);

  return (
    <section aria-labelledby="send-report" className={styles.section}>
      <h2 id="send-report">Send your progress</h2>
      <p>{`The report goes to ${email}, the onboarding officers' address, from your own mail program.`}</p>
      <div className={styles.actions}>
        <a href={href} className="button">
          <FiMail aria-hidden /> Email my progress report
        </a>
        <button type="button" className="button button-secondary" onClick={() => copy(text)}>
          <FiCopy aria-hidden /> Copy report
        </button>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          <FiPrinter aria-hidden /> Print or save as PDF
        </button>
      </div>
      <p role="status" className={styles.status} data-failed={copied === 'failed'}>
        {copied === 'copied'
          ? 'Copied'
          : copied === 'failed'
            ? 'Copying is blocked in this browser: open the report text below and copy it by hand.'
            : ''}
      </p>
      <details className={styles.preview}>
        <summary>Show the report text</summary>
        <pre>{text}</pre>
      </details>
    </section>
  );
}
