/**
 * The contact-form call (spec 7.1): POST JSON {name, email, message, access_key} to the form
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

/** True only when the service answered OK with `success: true`; a failure of any kind is false. */
export async function sendContactMessage(config: ContactConfig, message: ContactMessage, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(config.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...message, access_key: config.accessKey }),
    });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}
