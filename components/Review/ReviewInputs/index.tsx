'use client';
/**
 * The two ways in, both local: files (chosen or dropped) and pasted e-mail text. Files over the
 * import limit are refused unread; everything else goes through lib/review/inputs.
 */
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { sizeRefusal } from '@/lib/progress/progressFile';
import type { OutlineBlock } from '@/lib/progress/summary';
import { REVIEW_REFUSALS, reviewInputs, type ReviewSource } from '@/lib/review/inputs';
import { useReviewStore } from '@/lib/store/review';
import { plural } from '@/lib/text/plural';
import styles from './index.module.css';

export default function ReviewInputs({ outline }: { outline: OutlineBlock[] }) {
  const add = useReviewStore((s) => s.add);
  const reading = useReviewStore((s) => s.reading);
  const [pasted, setPasted] = useState('');
  const [over, setOver] = useState(false);
  const [done, setDone] = useState('');

  const read = async (sources: ReviewSource[], tooLarge: string[] = []) => {
    const given = [
      ...reviewInputs(sources),
      ...tooLarge.map((source) => ({ kind: 'refused' as const, source, reason: REVIEW_REFUSALS.tooLarge })),
    ];
    setDone('');
    const result = await add(given, outline);
    setDone(
      `Read: ${plural(result.members.length, 'report')}${result.refusals.length ? `, ${result.refusals.length} could not be read` : ''}.`,
    );
  };

  const readFiles = async (files: File[]) => {
    const fit = files.filter((f) => !sizeRefusal(f.size));
    const sources = await Promise.all(fit.map(async (f): Promise<ReviewSource> => ({ kind: 'file', name: f.name, text: await f.text() })));
    await read(
      sources,
      files.filter((f) => sizeRefusal(f.size)).map((f) => f.name),
    );
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = ''; // the same files may be chosen again
    if (files.length) void readFiles(files);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void readFiles([...e.dataTransfer.files]);
  };

  return (
    <section aria-labelledby="review-add" className={styles.inputs}>
      <h2 id="review-add">Add reports</h2>
      <div
        className={styles.drop}
        data-over={over}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <label htmlFor="review-files">Choose progress files</label>
        <input
          id="review-files"
          type="file"
          multiple
          accept=".json,application/json,.txt,.eml,text/plain"
          onChange={choose}
          aria-describedby="review-files-hint"
        />
        <p id="review-files-hint">Or drop them here: files from &lsquo;Download my progress&rsquo;, any number at once.</p>
      </div>
      <label htmlFor="review-paste" className={styles.pasteLabel}>
        Paste report e-mails
      </label>
      <textarea
        id="review-paste"
        rows={5}
        value={pasted}
        onChange={(e) => setPasted(e.target.value)}
        className={styles.paste}
        aria-describedby="review-paste-hint"
      />
      <p id="review-paste-hint" className={styles.hint}>
        Up to 1 MB at a time, a file too: paste a larger mailbox in parts.
      </p>
      <button
        type="button"
        className="button button-secondary"
        disabled={!pasted.trim()}
        onClick={() => {
          void read([{ kind: 'text', name: 'Pasted text', text: pasted }]);
          setPasted('');
        }}
      >
        Read pasted text
      </button>
      <p role="status" className={styles.done}>
        {reading ? 'Reading the reports…' : done}
      </p>
      {reading && <progress className={styles.progress} max={reading.of} value={reading.done} aria-label="Reports read" />}
    </section>
  );
}
