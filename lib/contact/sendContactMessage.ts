/**
 * The contact-form call: POST JSON {name, email, message, access_key} to the form
 * service, and read `success` from its answer. Configured by NEXT_PUBLIC_CONTACT_ENDPOINT and
 * NEXT_PUBLIC_CONTACT_ACCESS_KEY at build time; without both the form explains it is not set up.
 */
export type ContactMessage = { name: string; email: string; message: string };
export type ContactConfig = { endpoint: string; accessKey: string };

export function contactConfig(env: { endpoint?: string; accessKey?: string }): ContactConfig | null {
  const endpoint = env.endpoint?.trim();
  const accessKey = env.accessKey?.trim();
  return endpoint && accessKey ? { endpoint, accessKey } : null;
}

/** A form service that never answers must not leave the form on 'Sending...' for ever. */
export const CONTACT_TIMEOUT_MS = 15_000;

/**
 * True only when the service answered OK with `success: true` within `timeoutMs`; a failure of any
 * kind, a timeout included, is false.
 */
export async function sendContactMessage(
  config: ContactConfig,
  message: ContactMessage,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = CONTACT_TIMEOUT_MS,
): Promise<boolean> {
  const controller = new AbortController();
  // The abort also ends a body that starts but never finishes arriving (response.json() below).
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(config.endpoint, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...message, access_key: config.accessKey }),
    });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
