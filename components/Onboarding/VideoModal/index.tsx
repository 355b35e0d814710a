'use client';
/**
 * The player in a native modal <dialog>: the browser traps focus, closes on Esc and makes the page
 * behind it inert; a click on the backdrop also closes it and focus returns to the card.
 *
 * Blocked embeds: the player's text is in a cross-origin frame we cannot read. We listen for the
 * player's own error message (postMessage, enabled by enablejsapi=1) and, 2 s after load, read the
 * frame's text only when the browser allows it (same origin). See docs/decisions/onboarding.md.
 */
import { useEffect, useRef, useState } from 'react';
import { embedUrl, watchUrl, withEmbedParams } from '@/lib/onboarding/video';
import Modal from '@/components/ui/Modal';
import type { VideoCardVideo } from '@/components/Onboarding/VideoCard';
import styles from './index.module.css';

const BLOCKED_CHECK_MS = 2000;
/** Player error codes: 100 removed/private, 101 and 150 embedding disabled by the owner, 153 no referrer. */
const BLOCKING_ERRORS = new Set([100, 101, 150, 153]);

function isBlockingMessage(data: unknown): boolean {
  try {
    const message = typeof data === 'string' ? JSON.parse(data) : data;
    return message?.event === 'onError' && BLOCKING_ERRORS.has(Number(message.info));
  } catch {
    return false;
  }
}

type Props = { video: VideoCardVideo; videoId: string; serviceName: string; onClose: () => void; onBlocked: () => void };

export default function VideoModal({ video, videoId, serviceName, onClose, onBlocked }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [blocked, setBlocked] = useState(false);
  const src = `${withEmbedParams(embedUrl(video.url) ?? '')}&enablejsapi=1`;
  const serviceOrigin = new URL(src).origin;

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin === serviceOrigin && e.source === frame.current?.contentWindow && isBlockingMessage(e.data)) {
        setBlocked(true);
        onBlocked();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [serviceOrigin, onBlocked]);

  const fail = () => {
    setBlocked(true);
    onBlocked();
  };

  const onLoad = () => {
    // Ask the player to report its events (the documented 'listening' handshake).
    frame.current?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: videoId }), serviceOrigin);
    window.setTimeout(() => {
      let text = '';
      try {
        text = frame.current?.contentDocument?.body?.innerText ?? ''; // null across origins
      } catch {
        text = '';
      }
      if (/unavailable|blocked/i.test(text)) fail();
    }, BLOCKED_CHECK_MS);
  };

  const titleId = `video-title-${videoId}`;
  return (
    <Modal open ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} closeOnBackdrop>
      <div className={styles.content}>
        <header className={styles.header}>
          <h2 id={titleId}>{video.title}</h2>
          <button type="button" className={styles.close} aria-label="Close video" onClick={() => dialog.current?.close()}>
            ×
          </button>
        </header>
        <div className={styles.player}>
          {blocked ? (
            <div className={styles.blocked} role="alert">
              <p className={styles.blockedTitle}>Video unavailable</p>
              <p>Playback on other websites has been disabled by the video owner</p>
              <a className={styles.watchButton} href={watchUrl(videoId)} target="_blank" rel="noopener noreferrer">
                {`Watch on ${serviceName}`}
              </a>
            </div>
          ) : (
            <iframe
              ref={frame}
              src={src}
              title={video.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              onLoad={onLoad}
              onError={fail}
            />
          )}
        </div>
        {blocked && (
          <p>
            <a href={watchUrl(videoId)} target="_blank" rel="noopener noreferrer">
              {`Having trouble viewing the video? Click here to open in ${serviceName}`}
            </a>
          </p>
        )}
        {video.description && (
          <section>
            <h3>Description</h3>
            <p className={styles.description}>{video.description}</p>
          </section>
        )}
      </div>
    </Modal>
  );
}
