'use client';
/**
 * /review below its introduction: the inputs, what could not be read, then the results (filters,
 * count line, the cohort's picture, the table and its CSV, keeping the table: ReviewResults, whose
 * code is fetched once this has painted). State lives in lib/store/review. Printed, only the results
 * show (the sheet's layout: components/ui/PrintSheet).
 */
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { OutlineBlock } from '@/lib/progress/summary';
import { useReviewStore } from '@/lib/store/review';
import ReviewInputs from '@/components/Review/ReviewInputs';
import ReviewResults from '@/components/Review/ReviewResults/Lazy';
import sheet from '@/components/ui/PrintSheet/index.module.css';
import styles from './index.module.css';

export default function ReviewBoard({ outline, studentId }: { outline: OutlineBlock[]; studentId: string }) {
  const { refusals, load } = useReviewStore(useShallow(({ refusals, load }) => ({ refusals, load })));
  useEffect(() => void load(outline), [load, outline]);

  return (
    <div className={`${styles.board} ${sheet.sheet} ${sheet.dense}`}>
      <div className={styles.screenOnly}>
        <ReviewInputs outline={outline} />
      </div>
      {refusals.length > 0 && (
        <section aria-labelledby="review-refused" className={`${styles.refused} ${styles.screenOnly}`}>
          <h2 id="review-refused">Could not be read</h2>
          <ul>
            {refusals.map((r, i) => (
              <li key={i}>{`${r.source}: ${r.reason}`}</li>
            ))}
          </ul>
        </section>
      )}
      <ReviewResults outline={outline} studentId={studentId} />
    </div>
  );
}
