/**
 * The saved-progress format in local storage and its reader. Anything unreadable, of another shape
 * or of an older version becomes empty progress: a member never sees a crash for stale data.
 */
import { z } from 'zod';
import type { PageProgress } from './completion';

// The site's Content-Security-Policy forbids eval: zod's speed-up probes for it with Function(''),
// which the browser blocks and reports as a violation. Without the probe zod parses the same way.
z.config({ jitless: true });

export const PROGRESS_VERSION = 1;
export const PROGRESS_KEY_PREFIX = 'onboarding-progress';

export const progressStorageKey = (eid: string) => `${PROGRESS_KEY_PREFIX}:${eid}`;

export type ProgressData = { pages: Record<string, PageProgress> };

const names = z.array(z.string()).catch([]);
const pageSchema = z.object({
  links: names,
  documents: names,
  videos: names,
  restricted: names,
  visited: z.boolean().catch(false),
  quizzes: z.record(z.string(), z.object({ correct: z.number(), total: z.number(), passed: z.boolean(), quizKey: z.string(), answers: z.record(z.string(), z.string()).optional() })).catch({}),
  uploads: z.record(z.string(), z.object({ count: z.number().int().nonnegative(), names: z.array(z.string()), fullName: z.string().optional(), eid: z.string().optional() })).catch({}),
});
const storedSchema = z.object({
  version: z.literal(PROGRESS_VERSION),
  state: z.object({ pages: z.record(z.string(), pageSchema) }),
});

export const emptyProgress = (): ProgressData => ({ pages: {} });

/** Reads what persist wrote ({ state, version }); returns empty progress for anything else. */
export function readProgress(raw: string | null | undefined): ProgressData {
  if (!raw) return emptyProgress();
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { pages: parsed.data.state.pages } : emptyProgress();
  } catch {
    return emptyProgress();
  }
}
