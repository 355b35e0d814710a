/**
 * The pass mark, in one place: the share of a quiz's questions a member must answer right to pass
 * it and complete its task (1: every question, as the spec asks). The judge (lib/onboarding/quiz
 * `scoreIsPass`), the quiz's words to the member (`quizVerdict`) and the hand-off link's decoder
 * (lib/progress/handoffEntry) read it; docs/architecture.md says so, and a test changes it and
 * sees all three follow.
 */
export const PASS_MARK = 1;
