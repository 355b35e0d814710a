'use client';
/**
 * The frame of every sealed members' page: opens the page's sealed file with the session's key and
 * renders it. While it opens nothing is painted but a status for screen readers; a network failure
 * offers to try again, and so does a file that does not open (damaged, or left from an earlier
 * deploy by a cache), which leaves the member signed in on every other page. Once open, the tab's title and description become the page's own (the HTML
 * carries generic ones, as the export must not name what the members' area holds).
 */
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import type { PageMeta } from '@/lib/seal/payloads';
import { useSealed } from '@/lib/store/sealed';
import styles from './index.module.css';

/**
 * Sets the part of the title before ' | {organisation}' and the description, and keeps them while the
 * page is shown: Next writes the page's generic metadata into the head after hydration too.
 */
function useDocumentMeta(meta: PageMeta | undefined) {
  useEffect(() => {
    if (!meta) return;
    const at = document.title.lastIndexOf(' | ');
    const title = `${meta.title}${at >= 0 ? document.title.slice(at) : ''}`;
    const apply = () => {
      if (document.title !== title) document.title = title;
      const description = document.querySelector('meta[name="description"]');
      if (meta.description && description && description.getAttribute('content') !== meta.description)
        description.setAttribute('content', meta.description);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true, attributes: true });
    return () => observer.disconnect();
  }, [meta]);
}

const LOADING = { status: 'loading' } as const;

export default function SealedPage<T>({
  name,
  meta,
  waiting = false,
  children,
}: {
  name: string;
  meta?: (data: T) => PageMeta;
  /** True while something else the page draws with its data is still on its way: it keeps loading. */
  waiting?: boolean;
  children: (data: T) => ReactNode;
}) {
  // The page is drawn from a deferred copy: the store's update renders at once (cheap, the same
  // status as before), and React then draws the opened page in a background render that yields to
  // the browser every few milliseconds, instead of one long task a phone cannot answer a tap during.
  const opened = useSealed<T>(name);
  const sealed = useDeferredValue(waiting && opened.status === 'ready' ? LOADING : opened, LOADING);
  useDocumentMeta(sealed.status === 'ready' && meta ? meta(sealed.data) : undefined);
  if (sealed.status === 'loading') {
    return (
      <p role="status" className="visually-hidden">
        Opening the page…
      </p>
    );
  }
  if (sealed.status === 'failed' || sealed.status === 'damaged') {
    return (
      <div role="alert" className={styles.failed}>
        <p>
          {sealed.status === 'damaged'
            ? "This page's data could not be opened; reload, or try again in a few minutes."
            : 'This page could not be loaded. Check your connection and try again.'}
        </p>
        <button type="button" className={styles.retry} onClick={sealed.retry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(sealed.data)}</>;
}
