'use client';
/**
 * The chosen pictures' previews: object URLs, each revoked 1 s after it stops being shown (the
 * browser may still be painting it) and all of them when the panel unmounts, so a member who
 * previews many photos does not keep them all in memory.
 */
import { useEffect, useRef, useState } from 'react';

const REVOKE_DELAY_MS = 1000;

export function usePreviews() {
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const liveUrls = useRef<Record<string, string>>({});

  useEffect(() => {
    const urls = liveUrls.current;
    return () => Object.values(urls).forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const hide = (id: string) => {
    const url = previews[id];
    if (!url) return;
    setPreviews((p) => Object.fromEntries(Object.entries(p).filter(([key]) => key !== id)));
    delete liveUrls.current[id];
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
  };
  const show = (id: string, file: File) => {
    const url = URL.createObjectURL(file);
    liveUrls.current[id] = url;
    setPreviews((p) => ({ ...p, [id]: url }));
  };
  const hideAll = () => Object.keys(previews).forEach(hide);

  return { previews, show, hide, hideAll };
}
