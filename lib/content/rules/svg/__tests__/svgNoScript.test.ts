/**
 * @jest-environment node
 *
 * NTC022 svg-no-script: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { svgFile, svgRule, picture } from '@/lib/content/rules/__tests__/helpers';

describe('svg-no-script', () => {
  it('names the first script by namespace, whatever its prefix, with its line and how many more', () => {
    const body =
      '<rect/>\n<é:script xmlns:é="http://www.w3.org/2000/svg">alert(1)</é:script>\n<h:script xmlns:h="http://www.w3.org/1999/xhtml"/>';
    expect(svgRule('svg-no-script')(body)).toEqual([
      expect.objectContaining({
        file: svgFile,
        line: 3,
        message: expect.stringMatching(/^this image holds a <script> element \(<é:script>, and 1 more\): /),
      }),
    ]);
  });
  it('accepts a picture, and a script left in a comment', () => {
    expect(svgRule('svg-no-script')(`${picture}<!-- <script>alert(1)</script> -->`)).toEqual([]);
  });
});
