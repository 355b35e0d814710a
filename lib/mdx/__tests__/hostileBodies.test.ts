/** @jest-environment node */
import { ContentError, formatProblem } from '@/lib/content/problems';
import { parsePage } from '@/lib/content/pages';
import { checkMdxBody } from '@/lib/onboarding/mdxBody';
import { allowedBodies, hostileBodies, type HostileBody } from './fixtures/hostileBodies';

const links = [{ label: 'NumPy' }];

/** What content:check prints for the body, from the call site the loaders use. */
function messages(c: HostileBody): string[] {
  const body = c.body.join('\n');
  if (c.kind === 'submodule') return checkMdxBody(body, links).map((p) => `${p.line}: body: ${p.message}`);
  // A page file: 4 lines of frontmatter, so body line n is file line n + 4.
  try {
    parsePage(`---\ntitle: T\ndescription: D\n---\n${body}\n`, 'content/pages/general-info.mdx');
  } catch (e) {
    if (e instanceof ContentError)
      return e.problems.map((p) => formatProblem(p).replace(/^content\/pages\/general-info\.mdx:(\d+)/, (_, n) => `${Number(n) - 4}`));
    throw e;
  }
  return [];
}

describe('a hostile body fails with its line and what to write instead', () => {
  it.each(hostileBodies.map((c) => [`line ${c.problems.map((p) => p.line).join(', ')}: ${c.what} (${c.kind})`, c] as const))(
    '%s',
    (_, c) => {
      expect(messages(c)).toEqual(c.problems.map((p) => `${p.line}: body: ${p.message}`));
    },
  );
});

describe('a body that uses only the allow-list passes', () => {
  it.each(allowedBodies.map((c) => [c.what, c] as const))('%s', (_, c) => {
    expect(checkMdxBody(c.body.join('\n'), links)).toEqual([]);
    expect(messages({ what: c.what, kind: 'page', body: c.body, problems: [] })).toEqual([]);
  });
});
