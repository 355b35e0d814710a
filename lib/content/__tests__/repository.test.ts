import { editTarget, editUrl } from '@/lib/content/repository';

describe('editUrl', () => {
  it("opens the file in GitHub's web editor on the configured branch", () => {
    expect(editUrl({ github: 'lakeshore/site', branch: 'main' }, 'content/onboarding/softwareB1/1_2.mdx')).toBe(
      'https://github.com/lakeshore/site/edit/main/content/onboarding/softwareB1/1_2.mdx',
    );
  });

  it('keeps the slashes of a branch and escapes what an address cannot hold', () => {
    expect(editUrl({ github: 'o/n', branch: 'officers/spring 2025' }, 'content/pages/general info.mdx')).toBe(
      'https://github.com/o/n/edit/officers/spring%202025/content/pages/general%20info.mdx',
    );
  });

  it('gives no address without a repository', () => {
    expect(editUrl(undefined, 'content/pages/general-info.mdx')).toBeUndefined();
  });
});

describe('the repository when site.yaml names none', () => {
  const actions = {
    GITHUB_ACTIONS: 'true',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'lakeshore-neurotech/site',
    GITHUB_REF_NAME: 'main',
    GITHUB_REF_TYPE: 'branch',
  };

  it("is GitHub Actions' own repository and branch, so a fresh deploy has the link", () => {
    expect(editUrl(editTarget(undefined, actions), 'content/pages/general-info.mdx')).toBe(
      'https://github.com/lakeshore-neurotech/site/edit/main/content/pages/general-info.mdx',
    );
  });

  it("uses an enterprise server's address", () => {
    expect(editUrl(editTarget(undefined, { ...actions, GITHUB_SERVER_URL: 'https://git.example.edu/' }), 'content/x.mdx')).toBe(
      'https://git.example.edu/lakeshore-neurotech/site/edit/main/content/x.mdx',
    );
  });

  it('gives way to the repository site.yaml names', () => {
    expect(editUrl(editTarget({ github: 'o/n', branch: 'content' }, actions), 'content/x.mdx')).toBe(
      'https://github.com/o/n/edit/content/content/x.mdx',
    );
  });

  it('gives no link outside CI, or for a pull request merge ref or a tag', () => {
    expect(editTarget(undefined, {})).toBeUndefined();
    expect(editTarget(undefined, { ...actions, GITHUB_REF_NAME: '12/merge' })).toBeUndefined();
    expect(editTarget(undefined, { ...actions, GITHUB_REF_NAME: 'v1.0', GITHUB_REF_TYPE: 'tag' })).toBeUndefined();
    expect(editTarget(undefined, { ...actions, GITHUB_REPOSITORY: undefined })).toBeUndefined();
  });
});
