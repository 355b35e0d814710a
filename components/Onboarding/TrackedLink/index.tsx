'use client';
/** A `[label]` link: opens in a new tab; a click ticks its address (lib/onboarding/identity). */
import { addressKey } from '@/lib/onboarding/identity';
import { holds } from '@/lib/onboarding/pageRecord';
import { progressActions, usePageProgress } from '@/lib/store/progress';
import type { ResourceLink } from '@/lib/content/onboardingSchema';
import styles from './index.module.css';

export default function TrackedLink({ pageKey, link }: { pageKey: string; link: ResourceLink }) {
  const id = addressKey(link.url);
  const clicked = holds(usePageProgress(pageKey)?.links ?? [], id, link.label);
  const record = () => progressActions().markLink(pageKey, id);
  const className = link.required ? (clicked ? styles.requiredDone : styles.required) : clicked ? styles.visited : styles.link;
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-required={link.required}
      data-clicked={clicked}
      onClick={record}
      onAuxClick={record}
    >
      {link.label}
      {link.required && <span className="visually-hidden">{clicked ? ' (required, done)' : ' (required)'}</span>}
    </a>
  );
}
