/**
 * /review keeps nothing unless asked: a kept table comes back after a reload (as progress codes,
 * read with the outline), 'Clear' removes it, and an unreadable kept entry is dropped, not shown.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { memberProgress, progressCode } from '@/lib/progress/progressCode';
import type { OutlineBlock } from '@/lib/progress/summary';
import { REVIEW_STORAGE_KEY, useReviewStore } from '@/lib/store/review';

// Every browser has these; jsdom does not, and the codes are written with them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

const outline: OutlineBlock[] = [
  {
    id: 'softwareB1',
    team: 'Software',
    label: 'Block 1: General Skills',
    submodules: [{ key: '1_1', pageKey: 'softwareB1Module1_1', title: 'T', href: '/x/', tasks: [] }],
  },
];
const ada = memberProgress(outline, {}, { eid: 'at1234', fullName: 'Ada Test', reportedAt: '2026-11-23T14:05:00.000Z' });
const fresh = { members: [], refusals: [], kept: false, loaded: false };
const reload = () => useReviewStore.setState(fresh);

beforeEach(() => {
  localStorage.clear();
  reload();
});

describe('the review store', () => {
  it('stores nothing until the officer asks', () => {
    useReviewStore.getState().add({ members: [ada], refusals: [] }, outline);
    expect(localStorage.getItem(REVIEW_STORAGE_KEY)).toBeNull();
    reload();
    useReviewStore.getState().load(outline);
    expect(useReviewStore.getState().members).toEqual([]);
  });

  it('keeps the table as progress codes, reads it back after a reload, and Clear forgets it', () => {
    useReviewStore.getState().add({ members: [ada], refusals: [{ source: 'x.json', reason: 'not a progress file' }] }, outline);
    useReviewStore.getState().keep(true, outline);
    expect(JSON.parse(localStorage.getItem(REVIEW_STORAGE_KEY)!)).toEqual({ version: 1, codes: [progressCode(outline, ada)] });
    reload();
    useReviewStore.getState().load(outline);
    expect(useReviewStore.getState()).toMatchObject({ members: [ada], kept: true });
    useReviewStore.getState().clear();
    expect(localStorage.getItem(REVIEW_STORAGE_KEY)).toBeNull();
    expect(useReviewStore.getState()).toMatchObject({ members: [], refusals: [], kept: false });
  });

  it('drops a kept entry that no longer reads (edited by hand, or another curriculum)', () => {
    localStorage.setItem(REVIEW_STORAGE_KEY, JSON.stringify({ version: 1, codes: [progressCode(outline, ada), 'NTP1.broken', 7] }));
    useReviewStore.getState().load(outline);
    expect(useReviewStore.getState().members).toEqual([ada]);
  });
});
