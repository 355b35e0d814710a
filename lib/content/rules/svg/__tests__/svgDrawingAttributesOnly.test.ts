/**
 * @jest-environment node
 *
 * NTC027 svg-drawing-attributes-only: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { svgRule, picture } from '@/lib/content/rules/__tests__/helpers';

describe('svg-drawing-attributes-only', () => {
  it('names an unknown or namespaced attribute on a drawing element', () => {
    expect(svgRule('svg-drawing-attributes-only')('<rect\n p:fill="red" xmlns:p="urn:other"/>')).toEqual([
      expect.objectContaining({
        line: 3,
        message: expect.stringMatching(/^this image holds an attribute that does not draw \(p:fill on <rect>\): /),
      }),
    ]);
    expect(svgRule('svg-drawing-attributes-only')('<rect formaction="x"/>')).toHaveLength(1);
  });
  it('accepts a picture, and leaves event attributes and refused elements to their own rules', () => {
    expect(svgRule('svg-drawing-attributes-only')(`${picture}<rect onclick="x"/><animate attributeName="x"/>`)).toEqual([]);
  });
});
