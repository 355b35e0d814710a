/**
 * @jest-environment node
 *
 * NTC026 svg-drawing-elements-only: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { svgRule, picture } from '@/lib/content/rules/__tests__/helpers';

describe('svg-drawing-elements-only', () => {
  it('names animation, links and elements of unknown namespaces, not those named by a rule above', () => {
    for (const body of ['<animate attributeName="href" to="x"/>', '<set attributeName="fill" to="red"/>', '<a><rect/></a>'])
      expect(svgRule('svg-drawing-elements-only')(body)).toEqual([
        expect.objectContaining({
          line: 2,
          message: expect.stringMatching(/^this image holds an element that does not draw, .*: only drawing elements are allowed/),
        }),
      ]);
    expect(svgRule('svg-drawing-elements-only')('<p:rect xmlns:p="urn:other"/>')).toHaveLength(1);
    expect(svgRule('svg-drawing-elements-only')('<script/><foreignObject/>')).toEqual([]);
  });
  it("accepts a picture, its <style> included (its CSS is svg-style-stays-inside's to judge)", () => {
    expect(svgRule('svg-drawing-elements-only')(picture)).toEqual([]);
  });
});
