/**
 * Requests external addresses for `npm run links:check -- --external`: HEAD first, GET when the
 * server refuses HEAD, each with a timeout, a few at a time. `fetch` is a parameter so the tests
 * never touch the network.
 */
import { PLACEHOLDER } from '@/tools/checks/templateLeftovers';
import { parseVideoId } from '@/lib/onboarding/parseVideoId';

export type Fetch = (
  url: string,
  init: { method: string; signal: AbortSignal; redirect: 'follow'; headers: Record<string, string> },
) => Promise<{ status: number; ok: boolean }>;

export type ExternalResult =
  { url: string; ok: true } | { url: string; ok: false; message: string } | { url: string; ok: 'skipped'; message: string };

/** Names reserved for examples (RFC 2606/6761) and our fictional placeholders: never requested. */
const RESERVED = /(^|\.)(localhost|example|test|invalid)$|(^|\.)example\.(com|net|org|edu)$|\.example\.edu$/i;
/** Hosts that answer automated requests with an error whatever the page: reported as skipped, not failed. */
const REFUSES_ROBOTS = /(^|\.)(linkedin\.com|instagram\.com|facebook\.com|x\.com|twitter\.com)$/i;

const HEADERS = { 'user-agent': 'Mozilla/5.0 (links-check; +https://github.com) like Gecko', accept: '*/*' };

async function request(fetchFn: Fetch, url: string, method: string, timeoutMs: number): Promise<number | string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchFn(url, { method, signal: controller.signal, redirect: 'follow', headers: HEADERS });
    return res.status;
  } catch (e) {
    if (controller.signal.aborted) return `no answer within ${Math.round(timeoutMs / 1000)} s`;
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    return cause ? `cannot connect (${cause})` : `cannot connect (${(e as Error).message})`;
  } finally {
    clearTimeout(timer);
  }
}

export async function checkExternalUrl(url: string, fetchFn: Fetch, timeoutMs = 10_000): Promise<ExternalResult> {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return { url, ok: false, message: 'not a valid web address' };
  }
  if (RESERVED.test(host)) return { url, ok: 'skipped', message: 'placeholder address, not requested' };
  if (REFUSES_ROBOTS.test(host)) return { url, ok: 'skipped', message: `${host} refuses automated checks: open it in a browser` };

  const head = await request(fetchFn, url, 'HEAD', timeoutMs);
  if (typeof head === 'number' && head < 400) return { url, ok: true };
  // Many servers answer HEAD with 403/404/405 but serve the page to a browser's GET.
  const get = await request(fetchFn, url, 'GET', timeoutMs);
  if (typeof get === 'number' && get < 400) return { url, ok: true };
  if (get === 429) return { url, ok: 'skipped', message: 'the server says "too many requests": try again later' };
  return { url, ok: false, message: typeof get === 'number' ? `the server answers ${get}${get === 404 ? ' (page not found)' : ''}` : get };
}

/** The address docs/templates/ use where an officer must put a real one; checked offline too. */
export function placeholderProblem(url: string): string | null {
  return PLACEHOLDER.test(url) ? `"${url}" is the template's placeholder: put the real address here` : null;
}

/** The video service's thumbnail for a video URL: a removed or private video has none (404). */
export function videoThumbnailUrl(videoUrl: string): string | null {
  const id = parseVideoId(videoUrl);
  return id ? `https://img.youtube.com/vi/${id}/hqdefault.jpg` : null;
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the order of results. */
export async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  });
  await Promise.all(runners);
  return results;
}
