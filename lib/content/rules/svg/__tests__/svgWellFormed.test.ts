/**
 * @jest-environment node
 *
 * NTC020 svg-well-formed: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { svgRule, picture } from '@/lib/content/rules/__tests__/helpers';

describe('svg-well-formed', () => {
  it('names where the file stops being XML, in saxes words', () => {
    expect(svgRule('svg-well-formed')('<rect>\n<circle/>')).toEqual([
      expect.objectContaining({ line: 4, message: 'this image is not a well-formed SVG (unexpected close tag), so it cannot be checked' }),
    ]);
    expect(svgRule('svg-well-formed')('<x:rect/>')).toEqual([expect.objectContaining({ message: expect.stringContaining('unbound') })]);
  });
  it('accepts a picture', () => {
    expect(svgRule('svg-well-formed')(picture)).toEqual([]);
  });
});
