'use client';
/**
 * Copying a text to the clipboard for a button that then says 'Copied' (or that the browser refused,
 * where the page can show the text instead): the report on /progress, the calendar's address.
 */
import { useState } from 'react';

export type CopyState = 'copied' | 'failed' | null;

export function useCopy(): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>(null);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return [state, copy];
}
