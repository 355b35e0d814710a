'use client';
/**
 * 'Search the curriculum': a search box whose results appear as you type. The search (MiniSearch over
 * the sealed records, lib/search/query.ts) is loaded only when the box is first focused
 * (lib/search/load.ts), so no page's first-load JavaScript carries it; typos are forgiven there.
 * Results are real links; ArrowDown/ArrowUp move focus through them (roving focus), Enter opens
 * one, Escape closes the list. '/' focuses the box from anywhere on the page, unless typing.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_RESULTS, MIN_QUERY } from '@/lib/search/limits';
import { loadCurriculumSearch } from '@/lib/search/load';
import type { SearchHit } from '@/lib/search/query';
import { isSearchShortcut } from '@/lib/search/shortcut';
import { plural } from '@/lib/text/plural';
import styles from './index.module.css';

type State = { query: string; hits: SearchHit[]; total: number } | { query: string; failed: true } | null;

const DEBOUNCE_MS = 120;

function statusText(state: State): string {
  if (!state) return '';
  if ('failed' in state) return 'Search is not available right now.';
  if (state.total === 0) return `No results for "${state.query}"`;
  const count = plural(state.total, 'result');
  return state.total > MAX_RESULTS ? `${count}, the first ${MAX_RESULTS} shown` : count;
}

export default function CurriculumSearch() {
  const id = useId();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [state, setState] = useState<State>(null);
  const [open, setOpen] = useState(false);

  // Listening from the commit that puts the box on the page, before the browser paints it: a passive
  // effect runs after the paint, on a busy phone long enough after it that a '/' pressed as the page
  // appears did nothing (an end-to-end test on /programs pressed it in that gap).
  useLayoutEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const box = input.current;
      // A box in a closed drawer (narrow screens) is not shown: the key then does nothing.
      if (!box || box.getClientRects().length === 0 || !isSearchShortcut(e)) return;
      e.preventDefault();
      box.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (query: string) => {
    const run = ++latest.current;
    clearTimeout(timer.current);
    if (query.trim().length < MIN_QUERY) return setState(null);
    timer.current = setTimeout(async () => {
      let next: State;
      try {
        const curriculum = await loadCurriculumSearch();
        next = { query: query.trim(), ...curriculum.search(query.trim()) };
      } catch (e) {
        console.warn('Curriculum search could not load its index:', e);
        next = { query: query.trim(), failed: true };
      }
      // A slower answer to an older query must not replace a newer one.
      if (run === latest.current) {
        setState(next);
        setOpen(true);
      }
    }, DEBOUNCE_MS);
  };

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
  // Focus first: the box's onFocus reopens the list, and the later update must win.
  const close = () => {
    input.current?.focus();
    setOpen(false);
  };

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && open && links()[0]) {
      e.preventDefault();
      links()[0].focus();
    } else if (e.key === 'Enter' && open && state && 'hits' in state && state.hits[0]) {
      e.preventDefault();
      router.push(state.hits[0].url);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = at + (e.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) input.current?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };

  const hits = open && state && 'hits' in state ? state.hits : [];
  return (
    <search
      className={styles.search}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={`${id}-q`} className={styles.label}>
        Search the curriculum
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        type="search"
        className={styles.input}
        autoComplete="off"
        aria-controls={hits.length > 0 ? `${id}-results` : undefined}
        aria-describedby={`${id}-status`}
        onFocus={() => {
          loadCurriculumSearch().catch(() => undefined); // fetched on first focus; a failure shows once a query runs
          if (state) setOpen(true);
        }}
        onChange={(e) => search(e.target.value)}
        onKeyDown={onInputKey}
      />
      <p id={`${id}-status`} role="status" className={open && state ? styles.status : 'visually-hidden'}>
        {open ? statusText(state) : ''}
      </p>
      {hits.length > 0 && (
        <ul ref={list} id={`${id}-results`} aria-label="Search results" className={styles.results} onKeyDown={onListKey}>
          {hits.map((hit, i) => (
            <li key={hit.url} className={styles.hit}>
              <Link href={hit.url} className={styles.title} aria-describedby={`${id}-r${i}`} onClick={() => setOpen(false)}>
                {hit.title}
              </Link>
              <span id={`${id}-r${i}`}>
                <span className={styles.block}>{hit.block}</span>{' '}
                <span className={styles.excerpt}>
                  {hit.excerpt.map((part, j) => (part.mark ? <mark key={j}>{part.text}</mark> : part.text))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}
