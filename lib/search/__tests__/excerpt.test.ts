import { excerpt, tokenize } from '@/lib/search/excerpt';

const shown = (parts: ReturnType<typeof excerpt>) => parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join('');

describe('tokenize', () => {
  it('cuts words at spaces, line breaks and punctuation, as the index does', () => {
    expect(tokenize('MNE-Python: read, filter\nand plot (EEG).')).toEqual(['MNE', 'Python', 'read', 'filter', 'and', 'plot', 'EEG']);
  });
});

describe('excerpt', () => {
  const words = Array.from({ length: 60 }, (_, i) => `w${i}`);

  it('marks every matched word, whatever its case, and keeps the text between as it is', () => {
    expect(shown(excerpt('Design a notch filter: Notch, then filter.', new Set(['notch', 'filter'])))).toBe(
      'Design a [notch] [filter]: [Notch], then [filter].',
    );
  });

  it('shows a window from a few words before the first match, with … where the text was cut', () => {
    const text = [...words.slice(0, 30), 'Fourier', ...words.slice(30)].join(' ');
    const parts = excerpt(text, new Set(['fourier']), 10);
    expect(shown(parts)).toBe('… w28 w29 [Fourier] w30 w31 w32 w33 w34 w35 w36 …');
  });

  it('starts at the beginning when the match is near it, and ends at the end when the match is near that', () => {
    expect(shown(excerpt(words.join(' '), new Set(['w1']), 5))).toBe('w0 [w1] w2 w3 w4 …');
    expect(shown(excerpt(words.join(' '), new Set(['w59']), 5))).toBe('… w55 w56 w57 w58 [w59]');
  });

  it('shows the text’s beginning, unmarked, when only the title matched', () => {
    expect(excerpt('Intro to EEG recordings.', new Set(['basics']))).toEqual([{ text: 'Intro to EEG recordings.', mark: false }]);
  });

  it('keeps markup as text: parts are strings, never HTML', () => {
    expect(shown(excerpt('Type <b onclick="alert(1)"> here', new Set(['alert'])))).toBe('Type <b onclick="[alert](1)"> here');
  });

  it('gives nothing for an empty text', () => {
    expect(excerpt(' . ', new Set(['x']))).toEqual([]);
  });
});
