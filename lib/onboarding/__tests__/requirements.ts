import type { TaskRequirements } from '@/lib/onboarding/completion';

/** Test data: a task that asks for nothing but what `over` names. */
export const requirements = (over: Partial<TaskRequirements> = {}): TaskRequirements => ({
  requiredActions: [],
  requiredLinks: [],
  requiredVideos: [],
  requiredDocuments: [],
  ...over,
});
