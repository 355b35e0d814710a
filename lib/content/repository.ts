/**
 * 'Edit this page': the address of a content file in GitHub's web editor, from the optional
 * `repository` of content/site.yaml. No repository, no link.
 */
import { loadSite, type Site } from './site';

const encodePath = (p: string) => p.split('/').map(encodeURIComponent).join('/');

/** `file` is the project-relative path the loaders report, e.g. content/onboarding/softwareB1/1_2.mdx. */
export function editUrl(repository: Site['repository'], file: string): string | undefined {
  if (!repository) return undefined;
  return `https://github.com/${repository.github}/edit/${encodePath(repository.branch)}/${encodePath(file)}`;
}

export function editUrlFor(file: string): string | undefined {
  return editUrl(loadSite().repository, file);
}
