'use client';
/** A `[label]` link: opens in a new tab; a click ticks its address (./useTracked). */
import type { ResourceLink } from '@/lib/content/onboardingSchema';
import tone from '@/components/Onboarding/ItemTone/index.module.css';
import { useTracked } from './useTracked';

export default function TrackedLink({ pageKey, link }: { pageKey: string; link: ResourceLink }) {
  const { opened, anchor } = useTracked(pageKey, 'links', link.url, link.label);
  return (
    <a {...anchor} className={tone.tone} data-required={link.required}>
      {link.label}
      {link.required && <span className="visually-hidden">{opened ? ' (required, done)' : ' (required)'}</span>}
    </a>
  );
}
