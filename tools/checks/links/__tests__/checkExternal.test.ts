import { checkExternalUrl, mapLimited, placeholderProblem, videoThumbnailUrl, type Fetch } from '@/tools/checks/links/checkExternal';

/** A fake server: no test ever touches the network. */
function fakeFetch(answers: Record<string, number | 'hang' | 'refuse'>): Fetch & { calls: string[] } {
  const calls: string[] = [];
  const fn = (async (url, init) => {
    calls.push(`${init.method} ${url}`);
    const answer = answers[`${init.method} ${url}`] ?? answers[url];
    if (answer === 'refuse') throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });
    if (answer === 'hang') {
      return new Promise((_, reject) => init.signal.addEventListener('abort', () => reject(new Error('aborted'))));
    }
    return { status: answer ?? 404, ok: (answer ?? 404) < 400 };
  }) as Fetch & { calls: string[] };
  fn.calls = calls;
  return fn;
}

describe('checkExternalUrl', () => {
  it('accepts a page that answers HEAD, with one request', async () => {
    const f = fakeFetch({ 'https://numpy.org/doc/': 200 });
    await expect(checkExternalUrl('https://numpy.org/doc/', f)).resolves.toEqual({ url: 'https://numpy.org/doc/', ok: true });
    expect(f.calls).toEqual(['HEAD https://numpy.org/doc/']);
  });

  it('falls back to GET when HEAD is refused', async () => {
    const f = fakeFetch({ 'HEAD https://a.org/x': 405, 'GET https://a.org/x': 200 });
    await expect(checkExternalUrl('https://a.org/x', f)).resolves.toMatchObject({ ok: true });
    expect(f.calls).toEqual(['HEAD https://a.org/x', 'GET https://a.org/x']);
  });

  it('reports a missing page, an unknown host and a timeout in words', async () => {
    const f = fakeFetch({ 'https://a.org/gone': 404, 'https://nowhere.org/': 'refuse', 'https://slow.org/': 'hang' });
    await expect(checkExternalUrl('https://a.org/gone', f)).resolves.toMatchObject({
      ok: false,
      message: 'the server answers 404 (page not found)',
    });
    await expect(checkExternalUrl('https://nowhere.org/', f)).resolves.toMatchObject({ ok: false, message: 'cannot connect (ENOTFOUND)' });
    await expect(checkExternalUrl('https://slow.org/', f, 20)).resolves.toMatchObject({ ok: false, message: 'no answer within 0 s' });
  });

  it('never requests placeholder addresses and skips hosts that refuse robots', async () => {
    const f = fakeFetch({});
    await expect(checkExternalUrl('https://forms.test/submit', f)).resolves.toMatchObject({ ok: 'skipped' });
    await expect(checkExternalUrl('https://www.example.com/', f)).resolves.toMatchObject({ ok: 'skipped' });
    await expect(checkExternalUrl('https://www.linkedin.com/in/ada', f)).resolves.toMatchObject({ ok: 'skipped' });
    expect(f.calls).toEqual([]);
  });
});

describe('videoThumbnailUrl', () => {
  it('points at the video service image host for every URL form', () => {
    expect(videoThumbnailUrl('https://www.youtube.com/embed/abcdefghijk?start=3')).toBe(
      'https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg',
    );
    expect(videoThumbnailUrl('https://youtu.be/abcdefghijk')).toBe('https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg');
    expect(videoThumbnailUrl('https://numpy.org/')).toBeNull();
  });
});

describe('mapLimited', () => {
  it('keeps order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimited([5, 1, 3, 2, 4], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 30, 20, 40]);
    expect(peak).toBe(2);
  });
});

describe('placeholderProblem', () => {
  it('catches the template address left in a new module', () => {
    expect(placeholderProblem('https://example.org/replace-me')).toBe(
      '"https://example.org/replace-me" is the template\'s placeholder: put the real address here',
    );
    expect(placeholderProblem('https://numpy.org/doc/')).toBeNull();
  });
});
