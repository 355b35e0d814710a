import { checkMdxBody } from '@/lib/onboarding/mdxBody';

const links = [{ label: 'Python tutorial' }, { label: 'NumPy' }];

describe('checkMdxBody', () => {
  it('accepts Markdown, known components and known labels', () => {
    const body = [
      '## Start',
      'Read the [Python tutorial].',
      '<Video title="Intro" url="https://youtu.be/abcdefghijk" />',
      '<Document title="Guide" url="https://docs.python.org/3/" />',
      '```',
      'x = {1: 2}  # code may hold <b> and {}',
      '```',
      'Inline `{x}` is fine.',
    ].join('\n');
    expect(checkMdxBody(body, links)).toEqual([]);
  });

  it('reports unknown components and HTML tags with their line', () => {
    expect(checkMdxBody('ok\n<Quiz id="x" />\n<b>bold</b>', links)).toEqual([
      { line: 2, message: expect.stringContaining('<Quiz> is not a component we know') },
      { line: 3, message: expect.stringContaining('<b> is not allowed in content; use Markdown (**bold**') },
    ]);
  });

  it('reports a Video with a bad URL, a missing attribute and an unknown one', () => {
    const problems = checkMdxBody('<Video title="x" url="{token}" />\n<Document url="https://a.example/x" colour="red" />', links);
    expect(problems.map((p) => p.line)).toEqual([1, 2, 2]);
    expect(problems[0].message).toContain('expected a video URL');
    expect(problems.map((p) => p.message).join('\n')).toContain('needs title="..."');
  });

  it('reports curly braces and a [label] with no link', () => {
    expect(checkMdxBody('Use {braces}\nSee [SciPy]', links)).toEqual([
      { line: 1, message: expect.stringContaining('curly braces') },
      { line: 2, message: expect.stringContaining('[SciPy] has no link') },
    ]);
  });
});

describe('checkMdxBody on the MDX tree', () => {
  it('accepts br, hr and an autolink, which the line scanner refused', () => {
    expect(checkMdxBody('One<br />two\n\n<hr />\n\nSee <https://numpy.org/doc/>.', links)).toEqual([]);
  });

  it('asks for the slash MDX needs in <br>, and names an HTML comment', () => {
    expect(checkMdxBody('ok\n\nline<br>', links)).toEqual([{ line: 3, message: 'write <br /> with a "/" before ">": MDX needs it' }]);
    expect(checkMdxBody('ok\n\nA <!-- note -->', links)).toEqual([
      { line: 3, message: 'HTML comments <!-- --> do not work in MDX: remove the comment' },
    ]);
  });

  it('points a [label] on the second line of a paragraph at that line', () => {
    expect(checkMdxBody('First line\nthen [SciPy] here', links)).toEqual([
      { line: 2, message: expect.stringContaining('[SciPy] has no link') },
    ]);
  });

  it('does not read a [label] in code, in an attribute, in a link, escaped or as an image', () => {
    expect(checkMdxBody('`[SciPy]`\n\n<img src="/images/a.webp" alt="[SciPy]" />\n\n[SciPy](https://scipy.org)', links)).toEqual([]);
    expect(checkMdxBody('\\[SciPy\\], &#91;SciPy&#93; and ![SciPy]', links)).toEqual([]);
  });
});
