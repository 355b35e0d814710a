'use client';
/** A `[label]` link: opens in a new tab; a click ticks its address (lib/onboarding/identity). */
import { addressKey } from '@/lib/onboarding/identity';
import { holds } from '@/lib/onboarding/pageRecord';
import { progressActions, usePageProgress } from '@/lib/store/progress';
import type { ResourceLink } from '@/lib/content/onboardingSchema';
import tone from '@/components/Onboarding/ItemTone/index.module.css';

export default function TrackedLink({ pageKey, link }: { pageKey: string; link: ResourceLink }) {
  const id = addressKey(link.url);
  const clicked = holds(usePageProgress(pageKey)?.links ?? [], id, link.label);
  const record = () => progressActions().markLink(pageKey, id);
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      className={tone.tone}
      data-required={link.required}
      data-opened={clicked}
      onClick={record}
      onAuxClick={record}
    >
      {link.label}
      {link.required && <span className="visually-hidden">{clicked ? ' (required, done)' : ' (required)'}</span>}
    </a>
  );
}
