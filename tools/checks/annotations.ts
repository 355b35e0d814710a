/**
 * GitHub Actions workflow commands: a line `::error file=…,line=…,title=…::message` in a job's log
 * becomes an annotation on that line of the pull request's "Files changed", so an officer sees the
 * problem beside what they wrote. Printed by content:check and links:check when GITHUB_ACTIONS is set.
 */

export type AnnotationPlace = { file: string; line?: number; column?: number };

// Escapes from GitHub's toolkit (@actions/core, command.ts): data and property values differ.
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function githubAnnotation(place: AnnotationPlace, title: string, message: string, level: 'error' | 'warning' = 'error'): string {
  const properties = [`file=${escapeProperty(place.file)}`];
  if (place.line) properties.push(`line=${place.line}`);
  if (place.line && place.column) properties.push(`col=${place.column}`);
  properties.push(`title=${escapeProperty(title)}`);
  return `::${level} ${properties.join(',')}::${escapeData(message)}`;
}

/** True inside a GitHub Actions job, where the runner sets GITHUB_ACTIONS=true. */
export const inGitHubActions = () => process.env.GITHUB_ACTIONS === 'true';
