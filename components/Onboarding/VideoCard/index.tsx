'use client';
/**
 * A video card: thumbnail chain ('Loading...', image, camera placeholder), title, watched state.
 * A click probes the service's thumbnail (3 s): if it fails the video is restricted and opens on the
 * service's watch page; otherwise it plays in the modal. Both count as watched.
 */
import { useRef, useState } from 'react';
import { FiCamera, FiCheck } from 'react-icons/fi';
import { videoKey } from '@/lib/onboarding/identity';
import { holds } from '@/lib/onboarding/pageRecord';
import { parseVideoId } from '@/lib/onboarding/parseVideoId';
import { availabilityProbeUrl, thumbnailCandidates, watchUrl } from '@/lib/onboarding/video';
import { progressActions, usePageProgress } from '@/lib/store/progress';
import styles from './index.module.css';
import ResponsiveImage from '@/components/ui/ResponsiveImage';

export type VideoCardVideo = { title: string; url: string; description?: string; thumbnail?: string; required?: boolean };

const PROBE_TIMEOUT_MS = 3000;

/**
 * The player's modal is fetched on the first click (while the thumbnail probe runs), not with the
 * page, and kept once fetched (a few lines, not next/dynamic, whose loader module pages would carry).
 */
let VideoModal: typeof import('@/components/Onboarding/VideoModal').default | null = null;
const loadModal = () =>
  import('@/components/Onboarding/VideoModal').then(
    (m) => void (VideoModal = m.default),
    () => undefined, // offline or gone: the video opens on its service instead (play below)
  );

function probe(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image();
    const timer = window.setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    img.onload = () => {
      window.clearTimeout(timer);
      resolve(true);
    };
    img.onerror = () => {
      window.clearTimeout(timer);
      resolve(false);
    };
    img.src = url;
  });
}

export function openExternally(url: string) {
  const w = window.open(url, '_blank');
  if (w) w.opener = null;
}

export default function VideoCard({ pageKey, video, serviceName }: { pageKey: string; video: VideoCardVideo; serviceName: string }) {
  const page = usePageProgress(pageKey);
  const key = videoKey(video.url);
  const watched = holds(page?.videos ?? [], key, video.title);
  const restricted = holds(page?.restricted ?? [], key, video.title);
  const candidates = thumbnailCandidates(video);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [checking, setChecking] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = parseVideoId(video.url);
  const src = candidates[attempt];

  /** The image may finish before hydration, when React would miss onLoad/onError. */
  const imageRef = (img: HTMLImageElement | null) => {
    if (!img || !img.complete || loaded) return;
    if (img.naturalWidth > 0) setLoaded(true);
    else if (img.currentSrc) setAttempt((a) => a + 1);
  };

  const play = async () => {
    // Offline, the thumbnail probe would fail and the video would be taken for restricted: the card
    // says it needs a connection instead (index.module.css, under <html data-offline>).
    if (!id || checking || !navigator.onLine) return;
    if (restricted) {
      progressActions().markVideo(pageKey, key, true);
      openExternally(watchUrl(id));
      return;
    }
    setChecking(true);
    const modalLoaded = loadModal();
    const available = await probe(availabilityProbeUrl(id));
    await modalLoaded;
    setChecking(false);
    progressActions().markVideo(pageKey, key, !available);
    if (available && VideoModal) setOpen(true);
    else openExternally(watchUrl(id));
  };

  const blocked = () => {
    if (!id) return;
    window.setTimeout(() => {
      progressActions().markVideo(pageKey, key, true);
      openExternally(watchUrl(id));
    }, 100);
  };

  const state = checking ? 'Checking...' : restricted ? `Restricted: opens on ${serviceName}` : watched ? 'Watched' : 'Not watched yet';
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.card}
        onClick={play}
        aria-busy={checking}
        data-watched={watched}
        data-restricted={restricted}
      >
        <span className={styles.thumb}>
          {src ? (
            <>
              <ResponsiveImage
                key={src}
                ref={imageRef}
                image={{ src }}
                alt=""
                onLoad={() => setLoaded(true)}
                onError={() => setAttempt((a) => a + 1)}
                className={loaded ? styles.image : styles.imageLoading}
              />
              {!loaded && <span className={styles.loading}>Loading...</span>}
            </>
          ) : (
            <span className={styles.placeholder} data-testid="video-placeholder">
              <FiCamera aria-hidden size={36} />
              <span className="visually-hidden">No thumbnail</span>
            </span>
          )}
        </span>
        <span className={styles.title}>{video.title}</span>
        <span className={watched ? styles.watched : styles.state}>
          {watched && <FiCheck aria-hidden />} {state}
        </span>
      </button>
      {open && id && VideoModal && (
        <VideoModal
          video={video}
          videoId={id}
          serviceName={serviceName}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
          onBlocked={blocked}
        />
      )}
    </>
  );
}
