'use client';
/**
 * /review's table: the members read so far and what could not be read. Kept in memory only, unless
 * the officer ticks 'Keep this table in this browser': then local storage holds each member as a
 * progress code (`onboarding-review`: `{ version, codes }`), read back with the same checks as a
 * pasted one, until 'Clear'. Storage that refuses leaves the table for the visit.
 */
import { create } from 'zustand';
import { parseProgressCode, progressCode, type MemberProgress } from '@/lib/progress/progressCode';
import type { OutlineBlock } from '@/lib/progress/summary';
import type { ReadInputs, Refusal } from '@/lib/review/inputs';
import { browserStorage } from './browserStorage';

export const REVIEW_STORAGE_KEY = 'onboarding-review';
const local = () => browserStorage('localStorage');

type ReviewState = {
  members: MemberProgress[];
  refusals: Refusal[];
  kept: boolean;
  loaded: boolean;
  /** Reads a kept table once, with the outline it was made for. */
  load: (outline: readonly OutlineBlock[]) => void;
  add: (read: ReadInputs, outline: readonly OutlineBlock[]) => void;
  keep: (on: boolean, outline: readonly OutlineBlock[]) => void;
  clear: () => void;
};

function write(members: readonly MemberProgress[], outline: readonly OutlineBlock[]) {
  try {
    local()?.setItem(REVIEW_STORAGE_KEY, JSON.stringify({ version: 1, codes: members.map((m) => progressCode(outline, m)) }));
  } catch {
    // storage full or refused: the table lasts for this visit
  }
}

function forget() {
  try {
    local()?.removeItem(REVIEW_STORAGE_KEY);
  } catch {
    // storage refused: nothing was kept
  }
}

function readKept(outline: readonly OutlineBlock[]): MemberProgress[] | null {
  try {
    const raw = local()?.getItem(REVIEW_STORAGE_KEY);
    if (!raw) return null;
    const codes = (JSON.parse(raw) as { codes?: unknown }).codes;
    if (!Array.isArray(codes)) return null;
    return codes.flatMap((c) => {
      const checked = typeof c === 'string' ? parseProgressCode(c, outline) : null;
      return checked?.ok ? [checked.progress] : [];
    });
  } catch {
    return null;
  }
}

export const useReviewStore = create<ReviewState>()((set, get) => ({
  members: [],
  refusals: [],
  kept: false,
  loaded: false,
  load: (outline) => {
    if (get().loaded) return;
    const kept = readKept(outline);
    set({ loaded: true, ...(kept ? { members: kept, kept: true } : {}) });
  },
  add: (read, outline) => {
    const members = [...get().members, ...read.members];
    set({ members, refusals: [...get().refusals, ...read.refusals] });
    if (get().kept) write(members, outline);
  },
  keep: (on, outline) => {
    set({ kept: on });
    if (on) write(get().members, outline);
    else forget();
  },
  clear: () => {
    set({ members: [], refusals: [], kept: false });
    forget();
  },
}));
