import { splitFrontmatter } from '@/lib/content/frontmatter';

describe('splitFrontmatter', () => {
  it('splits the YAML from the body and says where each starts', () => {
    const text = '---\ntitle: Signals\nlinks: []\n---\n## Reading\n\nText.\n';
    const split = splitFrontmatter(text)!;
    expect(split.yaml).toBe('title: Signals\nlinks: []');
    expect(split.yamlLine).toBe(2);
    expect(split.body).toBe('## Reading\n\nText.\n');
    expect(split.bodyLine).toBe(5);
    expect(text.split('\n')[split.bodyLine - 1]).toBe('## Reading');
    expect(text.slice(split.yamlStart, split.yamlEnd)).toBe('title: Signals\nlinks: []\n');
    expect(text.slice(split.bodyStart)).toBe(split.body);
  });

  it('reads CRLF files and dashes followed by spaces, leaving no carriage return on the last field', () => {
    const split = splitFrontmatter('---  \r\ntitle: x\r\n--- \r\nbody')!;
    expect(split.yaml).toBe('title: x');
    expect(split.body).toBe('body');
    expect(split.bodyLine).toBe(4);
  });

  it('closes only on a line of exactly three dashes', () => {
    const split = splitFrontmatter('---\na: 1\n----\nb: 2\n---\nbody')!;
    expect(split.yaml).toBe('a: 1\n----\nb: 2');
    expect(split.body).toBe('body');
  });

  it('is null for a file without frontmatter or one never closed, and empty bodies are allowed', () => {
    expect(splitFrontmatter('# Title\n')).toBeNull();
    expect(splitFrontmatter('---\ntitle: x\n\nText')).toBeNull();
    expect(splitFrontmatter('---\ntitle: x\n---')).toMatchObject({ yaml: 'title: x', body: '', bodyLine: 4 });
  });
});
