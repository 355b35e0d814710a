import { CONTACT_TIMEOUT_MS, contactConfig, sendContactMessage } from '@/lib/contact/sendContactMessage';

const config = { endpoint: 'https://forms.test/submit', accessKey: 'key-1' };
const message = { name: 'Ada', email: 'ada@example.edu', message: 'Hello' };
const answer = (body: unknown, ok = true) => jest.fn().mockResolvedValue({ ok, json: async () => body }) as unknown as typeof fetch;

describe('contactConfig', () => {
  it('needs both the endpoint and the access key', () => {
    expect(contactConfig({ endpoint: 'https://forms.test/submit', accessKey: 'k' })).toEqual({
      endpoint: 'https://forms.test/submit',
      accessKey: 'k',
    });
    expect(contactConfig({ endpoint: 'https://forms.test/submit' })).toBeNull();
    expect(contactConfig({ accessKey: 'k' })).toBeNull();
    expect(contactConfig({ endpoint: ' ', accessKey: 'k' })).toBeNull();
  });
});

describe('sendContactMessage', () => {
  it('posts the JSON body with the access key and the spec headers', async () => {
    const fetchImpl = answer({ success: true });
    await expect(sendContactMessage(config, message, fetchImpl)).resolves.toBe(true);
    const [url, init] = (fetchImpl as jest.Mock).mock.calls[0];
    expect(url).toBe('https://forms.test/submit');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(init.body)).toEqual({ name: 'Ada', email: 'ada@example.edu', message: 'Hello', access_key: 'key-1' });
    expect(init.signal.aborted).toBe(false);
  });

  it('is false when the service says success: false, answers non-OK, or cannot be reached', async () => {
    await expect(sendContactMessage(config, message, answer({ success: false }))).resolves.toBe(false);
    await expect(sendContactMessage(config, message, answer({ success: true }, false))).resolves.toBe(false);
    await expect(sendContactMessage(config, message, answer('not json'))).resolves.toBe(false);
    const offline = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await expect(sendContactMessage(config, message, offline)).resolves.toBe(false);
  });
});

describe('sendContactMessage with a service that never answers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A fetch that hangs until its signal aborts, as a browser's does. */
  const silentService = () =>
    jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    ) as unknown as typeof fetch;

  it('gives up after 15 seconds and reports a failure', async () => {
    expect(CONTACT_TIMEOUT_MS).toBe(15_000);
    const fetchImpl = silentService();
    let sent: boolean | undefined;
    void sendContactMessage(config, message, fetchImpl).then((ok) => (sent = ok));
    await jest.advanceTimersByTimeAsync(14_999);
    expect(sent).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toBe(false);
    expect((fetchImpl as jest.Mock).mock.calls[0][1].signal.aborted).toBe(true);
  });

  it('leaves no timer behind when the service answers in time', async () => {
    await expect(sendContactMessage(config, message, answer({ success: true }))).resolves.toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});
