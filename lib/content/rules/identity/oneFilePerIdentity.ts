import type { Rule } from '@/lib/content/rules/rule';
import { at, claimsOf, type Claim, type IdentityContext } from './context';
import { placeOf } from '@/lib/onboarding/identity';

export const oneFilePerIdentity: Rule<IdentityContext> = {
  id: 'NTC018',
  name: 'one-file-per-identity',
  description: "Members' progress under one place can count for one submodule only: two files claiming it would split or double it.",
  fix: 'Name a former place in the one file that moved from it; a new submodule where another moved from gets another file name.',
  check: ({ submodules }) => {
    const seen = new Map<string, Claim>();
    return submodules.flatMap(claimsOf).flatMap((claim) => {
      const first = seen.get(claim.identity);
      if (!first) seen.set(claim.identity, claim);
      if (!first || first.owner === claim.owner) return [];
      // Say it at the file that names the place as formerly: that is the line that moved progress.
      const [mover, other] = claim.own ? [first, claim] : [claim, first];
      const place = placeOf(claim.identity);
      const advice = other.own
        ? `if this file moved from there, the file now at ${place} is a new submodule: give it another file name; otherwise remove ${place} from formerly`
        : 'a place can be the former place of one file only: remove it from the file it did not move to';
      return [at(mover, `${other.owner.file} claims ${place} too (${other.own ? 'it is there' : 'it names it as formerly'}): ${advice}`)];
    });
  },
};
