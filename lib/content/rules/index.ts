/**
 * Every content rule, by group: the loaders run each group on what it checks (lib/content/onboarding.ts,
 * lib/content/publicSvgs.ts), and docs/adding-content.md's table of rules is written from this list
 * (`npm run rules:table`). A rule is one file in its group's folder with its test beside it
 * (<group>/__tests__/<rule>.test.ts).
 *
 * Ids are stable: officers see them in messages and search for them. A new rule takes the next
 * number; a removed rule's id goes to RETIRED and is never given to another rule.
 */

import { taskKeysUnique } from './module/taskKeysUnique';
import { uniqueLinkLabels } from './module/uniqueLinkLabels';
import { labelHasLink } from './module/labelHasLink';
import { textMarkup } from './module/textMarkup';
import { requiredItemHasAction } from './module/requiredItemHasAction';
import { requiredLinkShown } from './module/requiredLinkShown';
import { quizActionHasQuiz } from './module/quizActionHasQuiz';
import { quizExists } from './module/quizExists';
import { actionsListedOnce } from './module/actionsListedOnce';
import type { ModuleContext } from './module/context';
import { uniqueQuestionIds } from './quiz/uniqueQuestionIds';
import { uniqueOptions } from './quiz/uniqueOptions';
import { answerIsAnOption } from './quiz/answerIsAnOption';
import type { QuizContext } from './quiz/context';
import { folderIsABlock } from './curriculum/folderIsABlock';
import { oneFilePerSubmodule } from './curriculum/oneFilePerSubmodule';
import { moduleGroupsHaveFiles } from './curriculum/moduleGroupsHaveFiles';
import { blockStartsAt11 } from './curriculum/blockStartsAt11';
import { moduleInItsBlock } from './curriculum/moduleInItsBlock';
import type { CurriculumContext } from './curriculum/context';
import { formerlyNamesAnotherPlace } from './identity/formerlyNamesAnotherPlace';
import { oneFilePerIdentity } from './identity/oneFilePerIdentity';
import { identityIdsUnique } from './identity/identityIdsUnique';
import type { IdentityContext } from './identity/context';
import { svgWellFormed } from './svg/svgWellFormed';
import { svgNoDoctype } from './svg/svgNoDoctype';
import { svgNoScript } from './svg/svgNoScript';
import { svgNoEventHandler } from './svg/svgNoEventHandler';
import { svgLinksStayInside } from './svg/svgLinksStayInside';
import { svgNoForeignObject } from './svg/svgNoForeignObject';
import { svgDrawingElementsOnly } from './svg/svgDrawingElementsOnly';
import { svgDrawingAttributesOnly } from './svg/svgDrawingAttributesOnly';
import { svgUtf8 } from './svg/svgUtf8';
import { svgWithinLimits } from './svg/svgWithinLimits';
import { svgCopiesWithinLimits } from './svg/svgCopiesWithinLimits';
import { svgStyleStaysInside } from './svg/svgStyleStaysInside';
import type { SvgContext } from './svg/context';
import { contentSchema } from './schema/contentSchema';
import type { SchemaContext } from './schema/context';
import type { Rule } from './rule';

/** A submodule's frontmatter (content/onboarding/<block>/<m>_<s>.mdx), beyond its schema (NTC001-NTC009). */
export const moduleRules: Rule<ModuleContext>[] = [
  taskKeysUnique,
  uniqueLinkLabels,
  labelHasLink,
  textMarkup,
  requiredItemHasAction,
  requiredLinkShown,
  quizActionHasQuiz,
  quizExists,
  actionsListedOnce,
];

/** A quiz file (content/quizzes/<quizId>.yaml), beyond its schema (NTC010-NTC012). */
export const quizRules: Rule<QuizContext>[] = [uniqueQuestionIds, uniqueOptions, answerIsAnOption];

/** The curriculum's files together (NTC013-NTC016, NTC033). */
export const curriculumRules: Rule<CurriculumContext>[] = [
  folderIsABlock,
  oneFilePerSubmodule,
  moduleInItsBlock,
  moduleGroupsHaveFiles,
  blockStartsAt11,
];

/** What keeps members' progress pointing at one submodule each (NTC017-NTC019). */
export const identityRules: Rule<IdentityContext>[] = [formerlyNamesAnotherPlace, oneFilePerIdentity, identityIdsUnique];

/** An SVG published by the site (public/ and the export) (NTC020-NTC031): how it is read, then what it holds. */
export const svgRules: Rule<SvgContext>[] = [
  svgUtf8,
  svgWithinLimits,
  svgWellFormed,
  svgNoDoctype,
  svgNoScript,
  svgNoEventHandler,
  svgLinksStayInside,
  svgNoForeignObject,
  svgDrawingElementsOnly,
  svgDrawingAttributesOnly,
  svgStyleStaysInside,
  svgCopiesWithinLimits,
];

/** Every content file's fields against its collection's schema, as lib/content/core.ts validates them (NTC032). */
export const schemaRules: Rule<SchemaContext>[] = [contentSchema];

/** Ids of rules that were removed: never used again. */
export const RETIRED: readonly string[] = [];

/** Every rule, in the order of its id. */
export function allRules(): Rule<never>[] {
  const rules: Rule<never>[] = [...schemaRules, ...moduleRules, ...quizRules, ...curriculumRules, ...identityRules, ...svgRules];
  return rules.sort((a, b) => a.id.localeCompare(b.id));
}
