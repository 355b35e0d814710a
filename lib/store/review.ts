'use client';
/**
 * /review's table: what the officer gave (lib/review/inputs), the members it reads as and what could
 * not be read. Kept in memory only, unless the officer ticks 'Keep this table in this browser': then
 * local storage holds the inputs themselves (lib/review/kept), read again on every visit with this
 * visit's outline, until 'Clear'. An input that no longer reads is listed with its reason, never
 * dropped. Storage that refuses leaves the table for the visit, and says so.
 *
 * Reading is done in steps that give the page back between them (1 MB of codes is thousands of
 * members: read at once, the page froze for seconds), one reading after the other in the order given;
 * each step makes its members' rows, and the table changes once, when all is read. 'Clear' during a
 * reading drops what that reading finds.
 */
import { create } from 'zustand';
import type { MemberProgress } from '@/lib/progress/progressCode';
import type { OutlineBlock } from '@/lib/progress/summary';
import { readInputsInSteps, type Pause, type ReadInputs, type Refusal, type ReviewInput } from '@/lib/review/inputs';
import { keptTableText, readKeptTable } from '@/lib/review/kept';
import { memberRow } from '@/lib/review/table';
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
  /** While reports are being read: how many inputs of how many. */
  reading: { done: number; of: number } | null;
  /** Reads a kept table once, with this visit's outline. */
  load: (outline: readonly OutlineBlock[]) => Promise<void>;
  /** Reads what was given, adds it to the table, and says what it read. */
  add: (given: readonly ReviewInput[], outline: readonly OutlineBlock[]) => Promise<ReadInputs>;
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

/** The browser's own way to let the page answer between two steps (it resumes this one first), else a new task. */
const pause: Pause = () => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** One reading at a time, in the order asked. */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job);
  queue = run.catch(() => {});
  return run;
}
/** 'Clear' starts a new one: a reading begun before it adds nothing. */
let generation = 0;
const NOTHING: ReadInputs = { members: [], refusals: [] };

export const useReviewStore = create<ReviewState>()((set, get) => {
  /** Reads in steps, saying how far it has come, and makes each member's row as it goes. */
  const readInSteps = (given: readonly ReviewInput[], outline: readonly OutlineBlock[]) => {
    set({ reading: { done: 0, of: given.length } });
    return readInputsInSteps(given, outline, new Date(), {
      pause,
      step: (read, done) => {
        for (const member of read.members) memberRow(member, outline);
        set({ reading: { done, of: given.length } });
      },
    });
  };

  return {
    inputs: [],
    members: [],
    refusals: [],
    kept: false,
    keepFailed: false,
    loaded: false,
    reading: null,
    load: (outline) => {
      if (get().loaded) return Promise.resolve();
      set({ loaded: true });
      const stored = readKeptTable(storedText());
      if (!stored) return Promise.resolve();
      const started = generation;
      return inTurn(async () => {
        const read = await readInSteps(stored.inputs, outline);
        if (started !== generation) return;
        // Written back at once: names learnt from codes that read today stay with them if a later curriculum cannot read them.
        const kept = !stored.newer;
        set({ reading: null, inputs: read.inputs, members: read.members, refusals: read.refusals, kept });
        if (kept) set({ keepFailed: !write(read.inputs) });
      });
    },
    add: (given, outline) => {
      const started = generation;
      return inTurn(async () => {
        if (started !== generation) return NOTHING;
        const read = await readInSteps(given, outline);
        if (started !== generation) return NOTHING;
        const { inputs, members, refusals, kept } = get();
        set({
          reading: null,
          inputs: [...inputs, ...read.inputs],
          members: [...members, ...read.members],
          refusals: [...refusals, ...read.refusals],
        });
        if (kept) set({ keepFailed: !write(get().inputs) });
        return { members: read.members, refusals: read.refusals };
      });
    },
    keep: (on) => {
      set({ kept: on, keepFailed: false });
      if (on) set({ keepFailed: !write(get().inputs) });
      else forget();
    },
    clear: () => {
      generation += 1;
      set({ inputs: [], members: [], refusals: [], kept: false, keepFailed: false, reading: null });
      forget();
    },
  };
});
