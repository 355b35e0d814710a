'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FiEye, FiEyeOff } from 'react-icons/fi';
import { createMember } from '@/lib/auth/member';
import {
  checkCredentialsDuringDelay,
  validateSignIn,
  type CredentialErrors,
  type CredentialField,
  type Credentials,
} from '@/lib/auth/credentials';
import { MEMBER_HOME_PATH, safeReturnPath } from '@/lib/auth/redirect';
import { announceSignIn } from '@/lib/offline/signIn';
import { HANDOFF_PARAM } from '@/lib/progress/handoffLink';
import { useIsAuthenticated, useSessionReady, useSessionStore, useSignInExpired } from '@/lib/store/session';
import { showSignInFailure, showSignInRejected, showSignInSuccess } from './dialogs';
import Field from './Field';
import styles from './index.module.css';

/** The one-second pause before the access code is checked; its hash runs meanwhile (lib/auth/credentials.ts). */
export const SIGN_IN_DELAY_MS = 1000;

/** Shown when a stored sign-in could not be used: another build's key, a kept sign-in past its days, or none. */
export const EXPIRED_MESSAGE = 'The access code has changed, or this sign-in has expired: sign in again';

/** Where to go after sign-in: the members' page that sent the visitor here, or Member Home. */
function returnTarget(): string {
  // A 'Continue on another device' link's fragment goes on with the member (lib/progress/handoffLink).
  const handoff = window.location.hash.startsWith(`#${HANDOFF_PARAM}=`) ? window.location.hash : '';
  return `${safeReturnPath(new URLSearchParams(window.location.search).get('next')) ?? MEMBER_HOME_PATH}${handoff}`;
}

/** `studentId`: the university's word for a student ID (content/site.yaml), e.g. EID. */
type Props = { exampleName: string; universityShortName: string; studentId: string; passwordHint?: string };

export default function LoginForm({ exampleName, universityShortName, studentId, passwordHint }: Props) {
  const router = useRouter();
  const ready = useSessionReady();
  const signedIn = useIsAuthenticated();
  const expired = useSignInExpired();
  const [keep, setKeep] = useState(false);
  const [values, setValues] = useState<Credentials>({ fullName: '', eid: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  // Set (synchronously) just before signIn: the success dialog then shows on this page.
  const [signedInHere, setSignedInHere] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A member who is already signed in has nothing to do here (decision: go to the members area).
  useEffect(() => {
    if (ready && signedIn && !signedInHere) router.replace(returnTarget());
  }, [ready, signedIn, signedInHere, router]);

  const edit = (field: CredentialField) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((old) => ({ ...old, [field]: undefined }));
  };

  // After a failed attempt the member retypes the password: put them there, not on the page's body.
  const focusPassword = () => {
    const input = formRef.current?.querySelector<HTMLInputElement>('#password');
    input?.focus();
    input?.select();
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const found = validateSignIn(values, studentId);
    setErrors(found);
    const firstInvalid = (['fullName', 'eid', 'password'] as const).find((f) => found[f]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`#${firstInvalid}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const contentKey = await checkCredentialsDuringDelay(values, SIGN_IN_DELAY_MS);
      if (contentKey) {
        flushSync(() => setSignedInHere(true));
        useSessionStore.getState().signIn(createMember(values.fullName, values.eid), contentKey, keep);
        // The members' area is cached for offline reading once the next page has settled (lib/offline).
        announceSignIn();
        await showSignInSuccess();
        router.replace(returnTarget());
        return;
      }
      await showSignInRejected();
      focusPassword();
    } catch (error) {
      await showSignInFailure(error);
      focusPassword();
    } finally {
      setSubmitting(false);
    }
  }

  if (ready && signedIn && !signedInHere) {
    return (
      <main className={styles.page}>
        <p role="status">You are signed in: taking you to the members area.</p>
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <form ref={formRef} className={styles.card} onSubmit={submit} noValidate aria-labelledby="login-heading">
        <h1 id="login-heading">Member sign-in</h1>
        {expired && (
          <p role="status" className={styles.expired}>
            {EXPIRED_MESSAGE}
          </p>
        )}
        <Field id="fullName" label="Full name" error={errors.fullName}>
          {(a11y) => (
            <input
              {...a11y}
              name="fullName"
              aria-required="true"
              type="text"
              autoComplete="name"
              placeholder={`Enter your full name (e.g., ${exampleName})`}
              value={values.fullName}
              onChange={edit('fullName')}
            />
          )}
        </Field>
        <Field id="eid" label={studentId} error={errors.eid}>
          {(a11y) => (
            <input
              {...a11y}
              name="eid"
              aria-required="true"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={`Enter your ${universityShortName} ${studentId}`}
              value={values.eid}
              onChange={edit('eid')}
            />
          )}
        </Field>
        <Field
          id="password"
          label="Password"
          error={errors.password}
          hint={passwordHint}
          after={
            <button
              type="button"
              className={styles.reveal}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-controls="password"
              onClick={() => setShowPassword((s) => !s)}
            >
              {showPassword ? <FiEyeOff aria-hidden size={20} /> : <FiEye aria-hidden size={20} />}
            </button>
          }
        >
          {(a11y) => (
            <input
              {...a11y}
              name="password"
              aria-required="true"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder="Enter the organization password"
              value={values.password}
              onChange={edit('password')}
            />
          )}
        </Field>
        <label className={styles.keep}>
          <input type="checkbox" name="keep" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
          Keep me signed in on this device
        </label>
        {/* Disabled until hydrated: a native submit before then would put the password in the URL. */}
        <button type="submit" className={styles.submit} disabled={submitting || !ready}>
          {submitting ? 'Logging in...' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
