'use client';
/**
 * /review's table: what the officer gave (lib/review/inputs), the members it reads as and what could
 * not be read. Kept in memory only, unless the officer ticks 'Keep this table in this browser': then
 * local storage holds the inputs themselves (lib/review/kept), read again on every visit with this
 * visit's outline, until 'Clear'. An input that no longer reads is listed with its reason, never
 * dropped. Storage that refuses leaves the table for the visit, and says so.
 */
import { create } from 'zustand';
import type { MemberProgress } from '@/lib/progress/progressCode';
import type { OutlineBlock } from '@/lib/progress/summary';
import { readInputs, type ReadInputs, type Refusal, type ReviewInput } from '@/lib/review/inputs';
import { keptTableText, readKeptTable } from '@/lib/review/kept';
import { browserStorage } from './browserStorage';

export const REVIEW_STORAGE_KEY = 'onboarding-review';
const local = () => browserStorage('localStorage');

type ReviewState = {
  inputs: ReviewInput[];
  members: MemberProgress[];
  refusals: Refusal[];
  kept: boolean;
  /** The browser refused to store the kept table: it lasts for this visit only. */
  keepFailed: boolean;
  loaded: boolean;
  /** Reads a kept table once, with this visit's outline. */
  load: (outline: readonly OutlineBlock[]) => void;
  /** Reads what was given, adds it to the table, and says what it read. */
  add: (given: readonly ReviewInput[], outline: readonly OutlineBlock[]) => ReadInputs;
  keep: (on: boolean) => void;
  clear: () => void;
};

/** True when stored. */
function write(inputs: readonly ReviewInput[]): boolean {
  try {
    const storage = local();
    storage?.setItem(REVIEW_STORAGE_KEY, keptTableText(inputs));
    return Boolean(storage);
  } catch {
    return false;
  }
}

function forget() {
  try {
    local()?.removeItem(REVIEW_STORAGE_KEY);
  } catch {
    // storage refused: nothing was kept
  }
}

function storedText(): string | null {
  try {
    return local()?.getItem(REVIEW_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export const useReviewStore = create<ReviewState>()((set, get) => ({
  inputs: [],
  members: [],
  refusals: [],
  kept: false,
  keepFailed: false,
  loaded: false,
  load: (outline) => {
    if (get().loaded) return;
    const stored = readKeptTable(storedText());
    if (!stored) return set({ loaded: true });
    const read = readInputs(stored.inputs, outline, new Date());
    // Written back at once: names learnt from codes that read today stay with them if a later curriculum cannot read them.
    const kept = !stored.newer;
    set({ loaded: true, inputs: read.inputs, members: read.members, refusals: read.refusals, kept });
    if (kept) set({ keepFailed: !write(read.inputs) });
  },
  add: (given, outline) => {
    const read = readInputs(given, outline, new Date());
    const { inputs, members, refusals, kept } = get();
    set({ inputs: [...inputs, ...read.inputs], members: [...members, ...read.members], refusals: [...refusals, ...read.refusals] });
    if (kept) set({ keepFailed: !write(get().inputs) });
    return { members: read.members, refusals: read.refusals };
  },
  keep: (on) => {
    set({ kept: on, keepFailed: false });
    if (on) set({ keepFailed: !write(get().inputs) });
    else forget();
  },
  clear: () => {
    set({ inputs: [], members: [], refusals: [], kept: false, keepFailed: false });
    forget();
  },
}));
