'use client';
/**
 * The 'Contact Us' form (docs/decisions/public.md, "Contact"). Beyond a plain send, for the
 * visitor's sake: a failed send keeps what was typed and says so, with the general e-mail address as a fallback; the
 * button cannot send twice while a request is in flight; an unconfigured site says it cannot send;
 * a service that does not answer within 15 s counts as a failure.
 */
import { useRef, useState } from 'react';
import { useHydrated } from '@/lib/ui/useHydrated';
import { sendContactMessage, type ContactConfig, type ContactMessage } from '@/lib/contact/sendContactMessage';
import { loadDialog } from '@/lib/ui/dialog';
import styles from './index.module.css';

const empty: ContactMessage = { name: '', email: '', message: '' };

export default function ContactForm({ config, generalEmail }: { config: ContactConfig | null; generalEmail: string }) {
  const [values, setValues] = useState(empty);
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');
  const inFlight = useRef(false);
  // Until React handles the submit, a press on the button would submit the form natively: a GET
  // that puts the name, e-mail and message in the address (as the sign-in form, disabled till then).
  const hydrated = useHydrated();
  const mail = <a href={`mailto:${generalEmail}`}>{generalEmail}</a>;

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!config || inFlight.current) return;
    inFlight.current = true;
    setStatus('sending');
    const sent = await sendContactMessage(config, values);
    inFlight.current = false;
    if (!sent) return setStatus('failed');
    setValues(empty);
    setStatus('idle');
    const Swal = await loadDialog();
    await Swal.fire({ title: 'Message Sent!', text: "We'll get back to you shortly!", icon: 'success' });
  };

  const field = (key: keyof ContactMessage) => ({
    id: `contact-${key}`,
    name: key,
    value: values[key],
    required: true,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  return (
    // method="post" as a second guard: were a native submit to happen, the fields go in a body, not the address.
    <form className={styles.form} onSubmit={onSubmit} method="post" aria-labelledby="contact-heading" aria-busy={status === 'sending'}>
      <h1 id="contact-heading" className={styles.heading}>
        Contact Us
      </h1>
      {!config && (
        <p className={styles.notice} id="contact-unconfigured">
          This copy of the site is not set up to send messages, so the form is switched off. Please e-mail us at {mail} instead.
        </p>
      )}
      <label htmlFor="contact-name">Full Name</label>
      <input {...field('name')} type="text" placeholder="Enter your name" autoComplete="name" />
      <label htmlFor="contact-email">Email Address</label>
      <input {...field('email')} type="text" placeholder="Enter your email" autoComplete="email" inputMode="email" />
      <label htmlFor="contact-message">Your Message</label>
      <textarea {...field('message')} placeholder="Enter your message" rows={6} />
      {status === 'failed' && (
        <p className={styles.error} role="alert">
          Sorry, your message could not be sent. What you typed is still here: please try again, or e-mail us at {mail}.
        </p>
      )}
      <button
        type="submit"
        className={styles.submit}
        disabled={!config || !hydrated}
        aria-disabled={status === 'sending' || undefined}
        aria-describedby={config ? undefined : 'contact-unconfigured'}
      >
        {status === 'sending' ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
