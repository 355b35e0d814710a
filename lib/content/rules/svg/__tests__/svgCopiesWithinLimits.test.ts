/**
 * @jest-environment node
 *
 * NTC030 svg-copies-within-limits: the 2.4 KB `<use>` bomb (twelve nested groups of ten `<use>` of
 * the one below: 10^12 copies), the same through url(#…) patterns, too many `<use>`, and a copy that
 * holds itself are refused; sprites used a few hundred times and gradients filled everywhere are not.
 */
import { svgRule, picture } from '@/lib/content/rules/__tests__/helpers';

const check = svgRule('svg-copies-within-limits');
const bomb = (levels: number, copy: (below: string) => string) => {
  let body = '<defs><rect id="l0" width="1" height="1"/>';
  for (let i = 1; i <= levels; i++) body += `<g id="l${i}">${Array.from({ length: 10 }, () => copy(`l${i - 1}`)).join('')}</g>`;
  return `${body}</defs><use href="#l${levels}"/>`;
};

describe('svg-copies-within-limits', () => {
  it('refuses the <use> bomb of 10^12 copies, and the same made with patterns, masks or %-escaped ids', () => {
    const body = bomb(12, (below) => `<use href="#${below}"/>`);
    expect(body.length).toBeLessThan(2_500);
    expect(check(body)).toEqual([
      expect.objectContaining({
        line: 1,
        message:
          'this image draws more than 500,000 elements once every <use> and url(#…) copy is made: a page that shows it can stop answering',
        hint: expect.stringMatching(/^Turn the copies into shapes of their own \(Inkscape: Edit, Clone, Unlink Clone\)/),
      }),
    ]);
    expect(check(bomb(12, (below) => `<rect fill="url(#${below})"/>`))).toHaveLength(1);
    expect(check(bomb(12, (below) => `<rect style="mask: url('#${below}')"/>`))).toHaveLength(1);
    expect(check(bomb(12, (below) => `<use href="#%${below.charCodeAt(0).toString(16)}${below.slice(1)}"/>`))).toHaveLength(1);
  });

  it('refuses more than 10,000 <use>, at the first one over', () => {
    const uses = '<rect id="r"/>' + '<use href="#r"/>\n'.repeat(10_001);
    expect(check(uses)).toEqual([
      expect.objectContaining({ line: 10_002, message: 'this image holds 10,001 <use> copies, over the limit of 10,000' }),
    ]);
  });

  it('refuses a copy that holds itself, directly or through another', () => {
    expect(check('<g id="a"><use href="#a"/></g>')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('(#a on <use>), which a browser cannot draw') }),
    ]);
    expect(check('<g id="a"><use href="#b"/></g><g id="b"><rect fill="url(#a)"/></g>')).toHaveLength(1);
  });

  it('accepts a picture, a sprite used 500 times and a gradient filled 5,000 times', () => {
    expect(check(picture)).toEqual([]);
    const sprite = `<symbol id="s">${'<path d="M0 0h1"/>'.repeat(50)}</symbol>${'<use href="#s" x="1"/>'.repeat(500)}`;
    expect(check(sprite)).toEqual([]);
    expect(check(`<linearGradient id="g"><stop/><stop/></linearGradient>${'<rect fill="url(#g)"/>'.repeat(5_000)}`)).toEqual([]);
  });
});
