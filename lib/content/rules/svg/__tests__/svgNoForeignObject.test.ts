/**
 * @jest-environment node
 *
 * NTC025 svg-no-foreign-object: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { svgFile, svgRule, picture } from '@/lib/content/rules/__tests__/helpers';

describe('svg-no-foreign-object', () => {
  it('names a foreignObject or an element of a web page, says why and what to do', () => {
    expect(svgRule('svg-no-foreign-object')('<foreignObject width="9"><div/></foreignObject>')).toEqual([
      {
        file: svgFile,
        field: '',
        line: 2,
        message:
          "this image holds a piece of web page, which can hold scripts and forms (<foreignObject>): code in an image opened on this site can read members' sign-in",
        hint: 'Export the SVG again without scripts or interactive parts (a plain or optimised SVG), or use a PNG or WebP image instead',
      },
    ]);
    expect(svgRule('svg-no-foreign-object')('<iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="x"/>')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('(<iframe>)') }),
    ]);
  });
  it('accepts a picture', () => {
    expect(svgRule('svg-no-foreign-object')(picture)).toEqual([]);
  });
});
