/**
 * @jest-environment node
 *
 * NTC024 svg-links-stay-inside: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { svgRule, picture } from '@/lib/content/rules/__tests__/helpers';

describe('svg-links-stay-inside', () => {
  it('names a javascript: address in any case, behind spaces, a tab or an entity, and a file elsewhere', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:x', 'java&#x73;cript:x', '&#106;avascript:x'])
      expect(svgRule('svg-links-stay-inside')(`<use xlink:href="${href}"/>`)).toEqual([
        expect.objectContaining({
          line: 2,
          message: expect.stringMatching(/^this image holds a link out of the image, .* \(xlink:href on <use>\): /),
        }),
      ]);
    for (const body of [
      '<use href="sprites.svg#icon"/>',
      '<image href="https://evil.example/x.png"/>',
      '<image href="//evil.example/x.png"/>',
    ])
      expect(svgRule('svg-links-stay-inside')(body)).toHaveLength(1);
    expect(svgRule('svg-links-stay-inside')('<image href="data:image/svg+xml,&lt;svg/&gt;"/>')).toHaveLength(1);
    expect(svgRule('svg-links-stay-inside')('<image href="notes.html"/>')).toHaveLength(1);
  });
  it('accepts a link inside the image, and a relative picture on <image>', () => {
    expect(svgRule('svg-links-stay-inside')(`${picture}<image xlink:href="/images/a.PNG"/>`)).toEqual([]);
  });
});
