import type { Rule } from '@/lib/content/rules/rule';
import { describeIssue, fieldPath, issueHint } from '@/lib/content/problems';
import type { SchemaContext } from './context';

/**
 * Every field of a content file against its collection's schema, reported as one rule with one id,
 * as github/docs reports its frontmatter schema: an officer who reads NTC032 finds it in the table.
 */
export const contentSchema: Rule<SchemaContext> = {
  id: 'NTC032',
  name: 'content-schema',
  description:
    "Each content file's fields against its collection's schema (docs/content-model.md): a field unknown or misspelt, one missing, or a value of the wrong kind (a text for a number, a date not written YYYY-MM-DD, an address that is not one).",
  fix: 'Write the field as the message says, with the name and the kind of value docs/content-model.md gives for it; in VS Code the editor underlines it as you type.',
  check: ({ schema, issues, file, lineOf }) =>
    issues.map((issue) => {
      // An unknown field is found on its own line, not its group's.
      const extra = issue.code === 'unrecognized_keys' && issue.keys.length ? [issue.keys[0]] : [];
      const hint = issueHint(schema, issue);
      return {
        file,
        field: fieldPath(issue.path),
        line: lineOf([...issue.path, ...extra]),
        message: describeIssue(issue),
        ...(hint ? { hint } : {}),
      };
    }),
};
