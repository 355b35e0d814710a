'use client';
/**
 * /review: what the page is for and what it is not (nothing leaves the browser; a member can edit
 * their own file, so the table is a convenience, not proof), then the board, drawn once the sealed
 * outline it counts against has opened.
 */
import PageShell from '@/components/Members/PageShell';
import SealedPage from '@/components/Members/Sealed/SealedPage';
import type { ProgressPayload } from '@/lib/seal/payloads';
import ReviewBoard from '@/components/Review/ReviewBoard';
import styles from './index.module.css';

/** `studentId`: the university's word for a student ID (content/site.yaml), the table's column. */
export default function ReviewPage({ studentId }: { studentId: string }) {
  return (
    <PageShell board>
      <h1>Review members&rsquo; progress</h1>
      <div className={styles.intro}>
        <p>
          Add the files members saved with &lsquo;Download my progress&rsquo;, or paste the text of their report e-mails (a whole mailbox
          export is fine): every &lsquo;Progress code:&rsquo; line is read. Everything stays in this browser: nothing is uploaded.
        </p>
        <p>A member can edit their own file, so this table is a convenience for keeping track, not proof of what anyone has done.</p>
      </div>
      <SealedPage<ProgressPayload> name="progress">{({ outline }) => <ReviewBoard outline={outline} studentId={studentId} />}</SealedPage>
    </PageShell>
  );
}
