/** @jest-environment node */
import { BENCH_ACCESS_CODE, benchEnv } from '@/tools/perf/benchRun';

describe("the bench's builds", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('build as deployed: at the root, the contact form configured, the photo feed hidden, the real content', () => {
    Object.assign(process.env, { CONTENT_DIR: 'e2e/content', NEXT_PUBLIC_PHOTO_FEED_TOKEN: 'token', NEXT_PUBLIC_BASE_PATH: '/nt-base' });
    delete process.env.MEMBER_ACCESS_CODE;
    const env = benchEnv();
    expect(env).toMatchObject({ NEXT_PUBLIC_BASE_PATH: '', MEMBER_ACCESS_CODE: BENCH_ACCESS_CODE, NEXT_TELEMETRY_DISABLED: '1' });
    expect(env.NEXT_PUBLIC_CONTACT_ENDPOINT).toBeTruthy();
    expect(env.CONTENT_DIR).toBeUndefined();
    expect(env.NEXT_PUBLIC_PHOTO_FEED_TOKEN).toBeUndefined();
  });

  it('read the content tree a step names, and the access code the shell gives', () => {
    process.env.MEMBER_ACCESS_CODE = 'a code of our own';
    expect(benchEnv({ CONTENT_DIR: '/tmp/copy' })).toMatchObject({ CONTENT_DIR: '/tmp/copy', MEMBER_ACCESS_CODE: 'a code of our own' });
  });
});
