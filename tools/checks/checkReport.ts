/**
 * What `npm run content:check` prints for a list of problems: the officer's lines (stderr) and, in
 * GitHub Actions, one annotation per problem (stdout, read by the runner).
 */
import { githubAnnotation } from './annotations';
import { formatProblemWithHint, type ContentProblem } from '@/lib/content/problems';
import { plural } from '@/lib/text/plural';

export function contentCheckReport(
  problems: ContentProblem[],
  folder: string,
  github: boolean,
): { errors: string[]; annotations: string[] } {
  const count = plural(problems.length, 'problem');
  // "Fix the fields named above" would puzzle an officer whose only problems name a line, not a field.
  const what = problems.some((p) => p.field) ? 'the fields named above' : 'each line named above';
  // An image under public/ is checked too: 'in content/' would send the officer to the wrong folder.
  const where = problems.every((p) => p.file.startsWith(`${folder}/`)) ? ` in ${folder}/` : '';
  const errors = [
    `\n✗ ${count}${where}:\n`,
    ...problems.map((p) => `  ${formatProblemWithHint(p)}`),
    `\nFix ${what}, save, and run \`npm run content:check\` again.\n`,
  ];
  const annotations = github
    ? problems.map((p) =>
        githubAnnotation(
          p,
          p.rule ? `content check ${p.rule}` : 'content check',
          [p.field, p.message].filter(Boolean).join(': ') + (p.hint ? `. ${p.hint}` : ''),
        ),
      )
    : [];
  return { errors, annotations };
}

/** The warnings (printed, never failing the check), and in GitHub Actions one warning annotation each. */
export function contentWarningReport(warnings: ContentProblem[], github: boolean): { lines: string[]; annotations: string[] } {
  if (warnings.length === 0) return { lines: [], annotations: [] };
  const lines = [
    `\n⚠ ${plural(warnings.length, 'warning')} (the site still builds):\n`,
    ...warnings.map((p) => `  ${formatProblemWithHint(p)}`),
    '',
  ];
  const annotations = github
    ? warnings.map((p) =>
        githubAnnotation(
          p,
          p.rule ? `content check ${p.rule}` : 'content check',
          [p.field, p.message].filter(Boolean).join(': '),
          'warning',
        ),
      )
    : [];
  return { lines, annotations };
}

/** `file:line: warning: field: message`: the compiler's shape, so an editor or a log search finds it. */
const formatWarning = (p: ContentProblem) =>
  formatProblemWithHint(p).replace(p.line ? `${p.file}:${p.line}: ` : `${p.file}: `, '$&warning: ');

/**
 * What `content:check --against <ref>` prints for the changes that touch members' progress: one line
 * each on the file (and line) to look at, and in GitHub Actions one warning annotation each.
 */
export function progressWarningReport(
  warnings: ContentProblem[],
  ref: string,
  github: boolean,
): { lines: string[]; annotations: string[] } {
  if (warnings.length === 0) return { lines: [`✓ nothing members have done is lost, compared with ${ref}`], annotations: [] };
  const count = plural(warnings.length, 'change');
  const lines = [
    `\n⚠ ${count} to what members have done, compared with ${ref} (warnings: the check still passes):\n`,
    ...warnings.map((p) => `  ${formatWarning(p)}`),
    '',
  ];
  const annotations = github
    ? warnings.map((p) => githubAnnotation(p, "members' progress", [p.field, p.message].filter(Boolean).join(': '), 'warning'))
    : [];
  return { lines, annotations };
}
