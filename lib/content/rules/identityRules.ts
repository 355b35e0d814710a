/**
 * The rules that keep members' progress pointing at one submodule each: a submodule's identity is
 * its place (`softwareB1/1_2`, the page key `softwareB1Module1_2`) and every place it names as
 * `formerly`. Progress saved under an identity counts for the one file that claims it.
 */
import { identityId, placeOf } from '@/lib/onboarding/identity';
import type { ContentProblem } from '@/lib/content/problems';
import type { Rule } from './rule';

/** A loaded submodule file as these rules need it. */
export type ClaimingFile = {
  file: string;
  block: string;
  key: string;
  pageKey: string;
  formerKeys: readonly string[];
  formerlyLine?: number;
};
export type IdentityContext = { submodules: readonly ClaimingFile[]; quizzes: readonly { id: string; file: string }[] };

type Claim = { identity: string; owner: ClaimingFile; own: boolean };
const claimsOf = (s: ClaimingFile): Claim[] => [
  { identity: s.pageKey, owner: s, own: true },
  ...s.formerKeys.map((identity) => ({ identity, owner: s, own: false })),
];

/** The problem at the `formerly` line of a file, or at its first line for its own place. */
const at = (claim: Claim, message: string): ContentProblem => ({
  file: claim.owner.file,
  field: claim.own ? '' : 'formerly',
  ...(claim.own ? {} : { line: claim.owner.formerlyLine }),
  message,
});

export const identityRules: Rule<IdentityContext>[] = [
  {
    id: 'formerly-names-another-place',
    description: 'A file naming its own place as `formerly` has not moved: the line would only hide a typo in the former place.',
    check: ({ submodules }) =>
      submodules.flatMap((s) =>
        s.formerKeys.includes(s.pageKey)
          ? [at(claimsOf(s)[1], `${placeOf(s.pageKey)} is this file's own place: formerly names where the submodule was before it moved`)]
          : [],
      ),
  },
  {
    id: 'one-file-per-identity',
    description: "Members' progress under one place can count for one submodule only: two files claiming it would split or double it.",
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
  },
  {
    id: 'identity-ids-unique',
    description: 'Progress codes name submodules and quizzes by a short id: two with the same one could not be told apart.',
    check: ({ submodules, quizzes: quizFiles }) => {
      const problems: ContentProblem[] = [];
      const check = (identity: string, where: Claim | null, kind: Map<number, string>) => {
        const id = identityId(identity);
        const other = kind.get(id);
        if (other === undefined) kind.set(id, identity);
        else if (other !== identity && where)
          problems.push(
            at(
              where,
              `${placeOf(identity)} and ${placeOf(other)} have the same short id in progress codes: give this submodule another file name`,
            ),
          );
      };
      const pages = new Map<number, string>();
      for (const claim of submodules.flatMap(claimsOf)) check(claim.identity, claim, pages);
      const quizzes = new Map<number, string>();
      for (const quiz of quizFiles) {
        const id = identityId(quiz.id);
        const other = quizzes.get(id);
        if (other !== undefined)
          problems.push({
            file: quiz.file,
            field: '',
            message: `${quiz.id} and ${other} have the same short id in progress codes: rename this quiz file and its task's quiz`,
          });
        quizzes.set(id, quiz.id);
      }
      return problems;
    },
  },
];
