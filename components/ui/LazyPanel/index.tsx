'use client';
/**
 * A panel whose code is on a few module pages only (the upload panel, the quiz): it is fetched on
 * those pages, and only once the page's text has been painted, so the lesson's first paint does not
 * wait for it; its place shows a short status meanwhile, and says so if the code cannot be fetched.
 */
import { useEffect, useState, type ComponentType } from 'react';
/** The status's words, and its class (the room the panel will take, so the page does not jump). */
type Placeholder = { loading: string; failed: string; className: string };

export function lazyPanel<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, placeholder: Placeholder) {
  let loaded: ComponentType<Props> | null = null;

  return function LazyPanel(props: Props) {
    const [panel, setPanel] = useState<{ Panel: ComponentType<Props> } | null>(() => (loaded ? { Panel: loaded } : null));
    const [failed, setFailed] = useState(false);

    useEffect(() => {
      if (panel) return;
      let live = true;
      // A frame later: the text paints first, then the panel's code is asked for.
      const frame = requestAnimationFrame(() =>
        load().then(
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
      <p role="status" className={placeholder.className}>
        {failed ? placeholder.failed : placeholder.loading}
      </p>
    );
  };
}
