'use client';
/**
 * Records that the member opened a submodule page: it counts as visited in their progress and
 * becomes where 'Continue where you left off' goes. On opening the page, at any width, with no
 * click: the drawer holding the side panel may never be opened on a phone. The module page calls
 * it once its sealed data has opened. Before the screen paints the page (a layout effect): a member
 * who sees a submodule without tasks and leaves at once has it complete. A passive effect ran after
 * the paint, and once in ~400 e2e tests (on a loaded machine) /programs opened before it had.
 * With the page's items (`page`), what its record holds under names or task positions is moved onto
 * today's identities at the same moment (lib/onboarding/pageRecord).
 */
import { useLayoutEffect } from 'react';
import type { TaskRequirements } from '@/lib/onboarding/completion';
import type { ItemNames } from '@/lib/onboarding/pageRecord';
import { rememberVisit } from './lastVisit';
import { progressActions, useProgressReady } from './progress';
import { useMember } from './session';

export function useRecordVisit(pageKey: string | undefined, page?: { requirements: readonly TaskRequirements[]; names: ItemNames }) {
  const hydrated = useProgressReady();
  const eid = useMember()?.eid;
  useLayoutEffect(() => {
    if (!pageKey) return;
    // Where the member is does not wait for their progress to load; what they have done does.
    if (eid) rememberVisit(eid, pageKey);
    if (!hydrated) return;
    if (page) progressActions().settlePage(pageKey, page.requirements, page.names);
    progressActions().markVisited(pageKey);
  }, [hydrated, pageKey, eid, page]);
}
