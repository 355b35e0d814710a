'use client';
/**
 * What makes an outside address of a module page tracked, for the `[label]` links (TrackedLink) and
 * the documents (DocumentList) alike: it opens in a new tab, a click or a middle click ticks it in
 * the page's saved record under its address (lib/onboarding/identity), and `data-opened` gives it the
 * opened look of ItemTone. A record that holds it under its name (an older one) still counts.
 */
import { addressKey } from '@/lib/onboarding/identity';
import { holds } from '@/lib/onboarding/pageRecord';
import { progressActions, usePageProgress } from '@/lib/store/progress';

/** The list of the page's record the address is kept in. */
type Kind = 'links' | 'documents';

const MARK = {
  links: (page: string, id: string) => progressActions().markLink(page, id),
  documents: (page: string, id: string) => progressActions().markDocument(page, id),
} satisfies Record<Kind, (page: string, id: string) => void>;

/** Whether the member has opened `url` (`name`: what an older record called it), and the link's attributes. */
export function useTracked(pageKey: string, kind: Kind, url: string, name: string) {
  const id = addressKey(url);
  const opened = holds(usePageProgress(pageKey)?.[kind] ?? [], id, name);
  const record = () => MARK[kind](pageKey, id);
  return {
    opened,
    anchor: { href: url, target: '_blank', rel: 'noopener noreferrer', 'data-opened': opened, onClick: record, onAuxClick: record },
  };
}
