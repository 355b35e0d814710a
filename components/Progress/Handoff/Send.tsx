'use client';
/**
 * 'Continue on another device': a link that carries the member's progress in its fragment, and the
 * same link as a QR code (the encoder and lean-qr loaded only when asked for), with 'Copy link' and, where
 * the browser has it, 'Share'. The other device opens it, signs in, and adds it (./Receive.tsx).
 */
import { useState } from 'react';
import { basePath } from '@/lib/asset';
import { handoffLink } from '@/lib/progress/handoffLink';
import type { OutlineBlock } from '@/lib/progress/summary';
import { useAllProgress } from '@/lib/store/progress';
import styles from './index.module.css';

type Code = { link: string; size: number; path: string };
const QUIET = 4; // modules of white around the code, as readers expect

/** The code's dark modules as one SVG path, a square of `size` modules plus the quiet zone. */
async function drawCode(link: string): Promise<Code> {
  const { generate, correction } = await import('lean-qr');
  const code = generate(link, { minCorrectionLevel: correction.L, maxVersion: 25 });
  let path = '';
  for (let y = 0; y < code.size; y++) for (let x = 0; x < code.size; x++) if (code.get(x, y)) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
  return { link, size: code.size + 2 * QUIET, path };
}

export default function SendHandoff({ outline }: { outline: OutlineBlock[] }) {
  const pages = useAllProgress();
  const [code, setCode] = useState<Code | null>(null);
  const [status, setStatus] = useState('');
  const show = async () => {
    try {
      const { handoffPayload } = await import('@/lib/progress/handoff');
      setCode(await drawCode(handoffLink(`${window.location.origin}${basePath}`, handoffPayload(outline, pages))));
      setStatus('');
    } catch {
      setStatus('The QR code could not be drawn: check your connection and try again.');
    }
  };
  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code.link);
      setStatus('Link copied.');
    } catch {
      setStatus('The browser did not allow copying: select the link above and copy it.');
    }
  };
  const share = () => code && void navigator.share({ title: 'My onboarding progress', url: code.link }).catch(() => {});
  return (
    <div className={styles.send}>
      <h3>Continue on another device</h3>
      <p>
        A link, or its QR code, that carries your progress to a phone or another computer: open it there, sign in, and add it. Nothing is
        sent anywhere: the progress is in the link itself.
      </p>
      {code ? (
        <>
          <svg
            className={styles.qr}
            role="img"
            aria-label="QR code of the link to continue on another device"
            viewBox={`0 0 ${code.size} ${code.size}`}
            shapeRendering="crispEdges"
          >
            <rect width={code.size} height={code.size} fill="#fff" />
            <path d={code.path} fill="#000" />
          </svg>
          <label className={styles.linkLabel}>
            Link to your progress
            <input className={styles.link} type="text" readOnly value={code.link} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={copy}>
              Copy link
            </button>
            {typeof navigator !== 'undefined' && 'share' in navigator && (
              <button type="button" className="button button-secondary" onClick={share}>
                Share
              </button>
            )}
          </div>
          <p className={styles.note}>
            The link holds every tick, upload mark and quiz result that counts towards finishing. Uploaded files’ names, links no task asks
            for, and results of quizzes that have changed since stay on this device. Send it only to yourself: whoever opens it can add your
            progress to theirs.
          </p>
        </>
      ) : (
        <button type="button" className="button" onClick={show}>
          Show link and QR code
        </button>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
