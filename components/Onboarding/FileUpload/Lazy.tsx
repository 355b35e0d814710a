'use client';
/**
 * The upload panel as a module page shows it: its code (drop zone, previews, file icons) is on a few
 * pages only, so it is fetched on those, and only once the page's text has been painted; the panel's
 * place shows a short status meanwhile.
 */
import { useEffect, useState } from 'react';
import type FileUploadPanel from './index';
import styles from './index.module.css';

type Panel = typeof FileUploadPanel;
type Props = Parameters<Panel>[0];

let loaded: Panel | null = null;

export default function FileUpload(props: Props) {
  const [panel, setPanel] = useState<{ Panel: Panel } | null>(() => (loaded ? { Panel: loaded } : null));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (panel) return;
    let live = true;
    // A frame later: the text paints first, then the panel's code is asked for.
    const frame = requestAnimationFrame(() =>
      import('./index').then(
        (m) => {
          loaded = m.default;
          if (live) setPanel({ Panel: m.default });
        },
        () => live && setFailed(true),
      ),
    );
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [panel]);

  if (panel) return <panel.Panel {...props} />;
  return (
    <p role="status" className={styles.loading}>
      {failed ? 'The upload panel could not be loaded: check your connection and reload the page.' : 'Opening the upload panel…'}
    </p>
  );
}
