/**
 * @jest-environment node
 *
 * NTC021 svg-no-doctype: a file that breaks it gets its message at its field, a file that keeps it gets
 * nothing from it.
 */
import { SVG_OPEN, svgRule, picture } from '@/lib/content/rules/__tests__/helpers';

describe('svg-no-doctype', () => {
  it('names a DOCTYPE, with or without entities, and a style sheet instruction, never reading them', () => {
    const doctype = `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>\n${SVG_OPEN}&x;</svg>`;
    expect(svgRule('svg-no-doctype')('', doctype)).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(/^this image holds a DOCTYPE .* \(<!DOCTYPE>\): /) }),
    ]);
    expect(svgRule('svg-no-script')('', doctype)).toEqual([]);
    expect(svgRule('svg-no-doctype')('', `<?xml-stylesheet href="x.xsl" type="text/xsl"?>\n${SVG_OPEN}</svg>`)).toHaveLength(1);
  });
  it('accepts the XML declaration', () => {
    expect(svgRule('svg-no-doctype')('', `<?xml version="1.0" encoding="UTF-8"?>\n${SVG_OPEN}${picture}</svg>`)).toEqual([]);
  });
});
