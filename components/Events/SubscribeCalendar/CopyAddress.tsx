'use client';
/** 'Copy calendar address': the feed's https address to the clipboard, 'Copied' in a status line. */
import { useState } from 'react';
import { FiCopy } from 'react-icons/fi';
import styles from './index.module.css';

export default function CopyAddress({ address }: { address: string }) {
  const [state, setState] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className={styles.copy} onClick={copy}>
        <FiCopy aria-hidden /> Copy calendar address
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' ? 'Copied' : state === 'failed' ? `Copying is blocked in this browser: the address is ${address}` : ''}
      </span>
    </>
  );
}
