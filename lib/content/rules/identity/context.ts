/**
 * What the rules of this folder share (each rule is a file of its own, listed in ../index.ts).
 * The rules that keep members' progress pointing at one submodule each: a submodule's identity is
 * its place (`softwareB1/1_2`, the page key `softwareB1Module1_2`) and every place it names as
 * `formerly`. Progress saved under an identity counts for the one file that claims it.
 */
import type { ContentProblem } from '@/lib/content/problems';

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

export type Claim = { identity: string; owner: ClaimingFile; own: boolean };
export const claimsOf = (s: ClaimingFile): Claim[] => [
  { identity: s.pageKey, owner: s, own: true },
  ...s.formerKeys.map((identity) => ({ identity, owner: s, own: false })),
];

/** The problem at the `formerly` line of a file, or at its first line for its own place. */
export const at = (claim: Claim, message: string): ContentProblem => ({
  file: claim.owner.file,
  field: claim.own ? '' : 'formerly',
  ...(claim.own ? {} : { line: claim.owner.formerlyLine }),
  message,
});
