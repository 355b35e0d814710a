'use client';
import { useEffect } from 'react';
import type { FormerKeys } from '@/lib/onboarding/identity';
import { useLastVisitStore } from './lastVisit';
import { useProgressStore } from './progress';
import { useMember, useSessionReady } from './session';

/**
 * Loads the signed-in member's saved progress into the store, once for the page: called by the
 * members' pages that show progress (the module page, /programs, /progress, Member Home), not by each
 * leaf. `formerKeys`: the curriculum's moved submodules (the page gets them at build: page keys are
 * public). The member's last opened page is read with it, so that 'Continue where you left off' is
 * known when the page's sealed file opens and is drawn with the page, not a moment later above lines
 * it would push down.
 */
export function useLoadProgress(formerKeys: FormerKeys): void {
  const ready = useSessionReady();
  const eid = useMember()?.eid ?? null;
  const switchMember = useProgressStore((s) => s.switchMember);
  useEffect(() => {
    if (!ready) return;
    switchMember(eid, formerKeys);
    useLastVisitStore.getState().load(eid);
  }, [ready, eid, switchMember, formerKeys]);
}
