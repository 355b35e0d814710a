/**
 * 'Edit this page': the address of a content file in GitHub's web editor. The repository is the
 * optional `repository` of content/site.yaml; when it names none, the one the site is being built
 * in, from the CI's own variables (so a fresh deploy has the link without an officer knowing the
 * address). Neither: no link.
 */
import { loadSite, type Site } from './site';

/** Where files are edited: the GitHub server (github.com unless an enterprise one), `owner/name` and the branch. */
export type EditTarget = { github: string; branch: string; server?: string };

const encodePath = (p: string) => p.split('/').map(encodeURIComponent).join('/');

/**
 * The repository a GitHub Actions build runs in: GITHUB_SERVER_URL, GITHUB_REPOSITORY and
 * GITHUB_REF_NAME. Undefined outside Actions, and for a build of a tag or of a pull request's merge
 * ref (`12/merge`), which is no branch an officer could edit on.
 */
export function repositoryFromCi(env: Readonly<Record<string, string | undefined>>): EditTarget | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: github, GITHUB_REF_NAME: branch, GITHUB_REF_TYPE: refType } = env;
  if (!server || !github || !branch || !/^[^/\s]+\/[^/\s]+$/.test(github)) return undefined;
  if ((refType && refType !== 'branch') || /^\d+\/merge$/.test(branch)) return undefined;
  return { server: server.replace(/\/+$/, ''), github, branch };
}

/** site.yaml's repository when it names one, otherwise the CI's. */
export function editTarget(
  repository: Site['repository'],
  env: Readonly<Record<string, string | undefined>> = process.env,
): EditTarget | undefined {
  return repository ?? repositoryFromCi(env);
}

/** `file` is the project-relative path the loaders report, e.g. content/onboarding/softwareB1/1_2.mdx. */
export function editUrl(repository: EditTarget | undefined, file: string): string | undefined {
  if (!repository) return undefined;
  return `${repository.server ?? 'https://github.com'}/${repository.github}/edit/${encodePath(repository.branch)}/${encodePath(file)}`;
}

export function editUrlFor(file: string): string | undefined {
  return editUrl(editTarget(loadSite().repository), file);
}
