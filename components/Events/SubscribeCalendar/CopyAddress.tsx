'use client';
/** 'Copy calendar address': the feed's https address to the clipboard, 'Copied' in a status line. */
import { FiCopy } from 'react-icons/fi';
import { useCopy } from '@/lib/ui/useCopy';
import styles from './index.module.css';

export default function CopyAddress({ address }: { address: string }) {
  const [state, copy] = useCopy();
  return (
    <>
      <button type="button" className={styles.copy} onClick={() => copy(address)}>
        <FiCopy aria-hidden /> Copy calendar address
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' ? 'Copied' : state === 'failed' ? `Copying is blocked in this browser: the address is ${address}` : ''}
      </span>
    </>
  );
}
