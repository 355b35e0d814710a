/**
 * @jest-environment node
 *
 * NTC029 svg-within-limits: an SVG over 1 MB, or nested deeper than 256 elements, is refused with
 * how to make it smaller; the reading stops at the bound, so even 100,000 nested groups are refused
 * at once rather than read for minutes. A drawing within both gets nothing from it.
 */
import { svgRule, SVG_OPEN, picture } from '@/lib/content/rules/__tests__/helpers';

const check = (whole: string) => svgRule('svg-within-limits')('', whole);
/** The root, groups, and a rectangle `depth` elements down. */
const nested = (depth: number) => `${SVG_OPEN}\n${'<g>'.repeat(depth - 2)}<rect/>${'</g>'.repeat(depth - 2)}</svg>`;

describe('svg-within-limits', () => {
  it('refuses a file over 1 MB, saying how large and how to make it smaller', () => {
    const big = `${SVG_OPEN}${'<rect width="1" height="1"/>\n'.repeat(40_000)}</svg>`;
    expect(check(big)).toEqual([
      expect.objectContaining({
        message: 'this image is 1.2 MB, over the 1 MB limit for an SVG',
        hint: expect.stringMatching(/^Make the drawing simpler, or optimise it .* or use a PNG or WebP image instead$/),
      }),
    ]);
  });

  it('refuses elements nested more than 256 deep at the line where the bound is passed', () => {
    expect(check(nested(256))).toEqual([]);
    expect(check(nested(257))).toEqual([
      expect.objectContaining({ line: 2, message: 'this image nests its elements more than 256 deep, which a browser cannot draw safely' }),
    ]);
  });

  it('refuses 100,000 nested groups in well under a second (the reading stops at the bound)', () => {
    const deep = `${SVG_OPEN}\n${'<g>\n'.repeat(100_000)}${'</g>'.repeat(100_000)}</svg>`;
    const started = process.cpuUsage();
    expect(check(deep)).toEqual([expect.objectContaining({ line: 257 })]);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(2_000);
  });

  it('accepts a picture', () => {
    expect(svgRule('svg-within-limits')(picture)).toEqual([]);
  });
});
