'use client';
/**
 * What a visitor sees when a client component throws (app/error.tsx, app/global-error.tsx): a
 * friendly message, a way to try the page again, and a way home, instead of a blank page.
 */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import styles from './index.module.css';

export default function ErrorView({ reset }: { reset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the reader: move focus to the explanation so a screen reader says it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className={styles.page}>
      <h1 ref={heading} tabIndex={-1}>
        Something went wrong
      </h1>
      <p>Sorry, this page stopped working. Please try again; if it keeps happening, go back to the home page.</p>
      <p className={styles.actions}>
        <button type="button" className={styles.retry} onClick={reset}>
          Try again
        </button>
        <Link href="/">Go to the home page</Link>
      </p>
    </main>
  );
}
