import { editUrl } from '../repository';

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
