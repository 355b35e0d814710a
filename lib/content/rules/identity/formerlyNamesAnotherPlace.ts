import type { Rule } from '@/lib/content/rules/rule';
import { at, claimsOf, type IdentityContext } from './context';
import { placeOf } from '@/lib/onboarding/identity';

export const formerlyNamesAnotherPlace: Rule<IdentityContext> = {
  id: 'NTC017',
  name: 'formerly-names-another-place',
  description: 'A file naming its own place as `formerly` has not moved: the line would only hide a typo in the former place.',
  fix: "Remove the file's own place from formerly.",
  check: ({ submodules }) =>
    submodules.flatMap((s) =>
      s.formerKeys.includes(s.pageKey)
        ? [at(claimsOf(s)[1], `${placeOf(s.pageKey)} is this file's own place: formerly names where the submodule was before it moved`)]
        : [],
    ),
};
