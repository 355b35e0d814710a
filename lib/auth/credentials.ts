/**
 * Sign-in checks: the required fields, and the access code, which is the key of the sealed members'
 * area (lib/seal/crypto.ts): the key derived from the typed code either has this build's published check or not.
 */
import { currentAccess } from '@/lib/seal/access';
import { openAccess, toBase64, type AccessRecord } from '@/lib/seal/crypto';

export type Credentials = { fullName: string; eid: string; password: string };
export type CredentialField = keyof Credentials;
export type CredentialErrors = Partial<Record<CredentialField, string>>;

/** The messages under the fields; `studentId` is the university's word for a student ID (content/site.yaml), e.g. EID. */
export function credentialMessages(studentId: string): Record<CredentialField, string> {
  return { fullName: 'Full name is required', eid: `${studentId} is required`, password: 'Password is required' };
}

/** The sign-in form's checks: trimmed name and student ID must not be empty; the password must not be empty and is not trimmed. */
export function validateSignIn({ fullName, eid, password }: Credentials, studentId: string): CredentialErrors {
  const messages = credentialMessages(studentId);
  const errors: CredentialErrors = {};
  if (fullName.trim() === '') errors.fullName = messages.fullName;
  if (eid.trim() === '') errors.eid = messages.eid;
  if (password === '') errors.password = messages.password;
  return errors;
}

/**
 * The build's content key (base64) when the name and EID are non-blank and the password is this
 * build's access code, otherwise null: the code is the key of the sealed members' area (lib/seal), so
 * sign-in succeeds exactly when the derived key has the published check. Throws only on an unexpected failure
 * (WebCrypto missing, a build without an access record).
 */
export async function openWithCredentials(credentials: Credentials, access: AccessRecord | null = currentAccess()): Promise<string | null> {
  if (Object.keys(validateSignIn(credentials, 'ID')).length > 0) return null;
  if (!access) throw new Error('The sign-in check is not configured in this build');
  const raw = await openAccess(access, credentials.password);
  return raw ? toBase64(raw) : null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The artificial one-second pause before the check (SIGN_IN_DELAY_MS in
 * components/Login/LoginForm.tsx), with the check running during it: on a phone the PBKDF2
 * derivation takes a good part of a second, and hashing after the pause would add it to the wait.
 * Settles no sooner than `delayMs`, with the check's result or its error.
 */
export async function checkCredentialsDuringDelay<T = string | null>(
  credentials: Credentials,
  delayMs: number,
  check: (credentials: Credentials) => Promise<T> = (c) => openWithCredentials(c) as Promise<T>,
): Promise<T> {
  const result = check(credentials).then(
    (ok) => ({ ok }),
    (error: unknown) => ({ error }),
  );
  await wait(delayMs);
  const outcome = await result;
  if ('error' in outcome) throw outcome.error;
  return outcome.ok;
}
