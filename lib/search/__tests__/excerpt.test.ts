import { parseExcerpt } from '../excerpt';

describe('parseExcerpt', () => {
  it('splits Pagefind’s excerpt into text and marked words', () => {
    expect(parseExcerpt('Design a <mark>notch</mark> <mark>filter</mark> for 50 Hz')).toEqual([
      { text: 'Design a ', mark: false },
      { text: 'notch', mark: true },
      { text: ' ', mark: false },
      { text: 'filter', mark: true },
      { text: ' for 50 Hz', mark: false },
    ]);
  });

  it('decodes entities into text', () => {
    expect(parseExcerpt('R&amp;D &lt;b&gt; &quot;x&quot; &#39;y&#x27;')).toEqual([{ text: 'R&D <b> "x" \'y\'', mark: false }]);
  });

  it('drops any other tag rather than rendering it', () => {
    const parts = parseExcerpt('a <img src=x onerror=alert(1)><script>alert(1)</script> b');
    expect(parts.map((p) => p.text).join('')).toBe('a alert(1) b');
    expect(parts.every((p) => !p.mark)).toBe(true);
  });
});
