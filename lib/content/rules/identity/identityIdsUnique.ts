import type { Rule } from '@/lib/content/rules/rule';
import { at, claimsOf, type Claim, type IdentityContext } from './context';
import { identityId, placeOf } from '@/lib/onboarding/identity';
import type { ContentProblem } from '@/lib/content/problems';

export const identityIdsUnique: Rule<IdentityContext> = {
  id: 'NTC019',
  name: 'identity-ids-unique',
  description: 'Progress codes name submodules and quizzes by a short id: two with the same one could not be told apart.',
  fix: "Give the submodule another file name, or the quiz file another name (and its task's quiz: with it).",
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
};
