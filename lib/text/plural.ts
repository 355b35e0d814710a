/**
 * A count and its noun, '1 file' or '3 files': the one rule for every count the site, the report
 * and the scripts write. `many` is for a noun that does not just take an 's' ('quizzes').
 */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
