'use client';
/**
 * True while the page is printed: from the browser's 'beforeprint' to its 'afterprint'. A page that
 * shows part of a long list on screen (/review's table, a page of rows at a time) shows all of it on
 * paper. The browser lays the page out for paper as soon as 'beforeprint' has run, so the change is
 * drawn within the event (flushSync), not at React's next turn.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
