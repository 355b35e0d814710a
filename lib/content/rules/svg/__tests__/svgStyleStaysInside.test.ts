/**
 * @jest-environment node
 *
 * NTC031 svg-style-stays-inside: CSS in a `style` attribute, a `<style>` or a presentation attribute
 * that points outside the image (an address, data:, @import, @font-face, image-set()) or that old
 * browsers ran (expression(), -moz-binding) is refused, however it is escaped or spelled; CSS that
 * draws and points inside (url(#id)) is not.
 */
import { svgRule, picture } from '@/lib/content/rules/__tests__/helpers';

const check = svgRule('svg-style-stays-inside');

describe('svg-style-stays-inside', () => {
  it.each([
    ['style url(javascript:)', '<rect style="fill: url(javascript:alert(1))"/>', 'url(javascript:alert(1) in style on <rect>'],
    ['an escaped url(', '<rect style="fill: u\\72 l(javascript:x)"/>', 'u\\72 l(javascript:x) in style on <rect>'],
    ['style data:', '<rect style="fill: url(&quot;data:image/svg+xml,x&quot;)"/>', 'url("data:image/svg+xml,x") in style on <rect>'],
    [
      'a presentation attribute to another host',
      '<rect fill="url(https://evil.example/p.svg#a)"/>',
      'url(https://evil.example/p.svg#a) in fill on <rect>',
    ],
    [
      'a filter to another host, protocol-relative',
      '<g filter="URL(//evil.example/f.svg#f)"/>',
      'URL(//evil.example/f.svg#f) in filter on <g>',
    ],
    ['expression()', '<rect style="width: expression(alert(1))"/>', 'expression() in style on <rect>'],
    ['-moz-binding', '<rect style="-moz-binding: url(x.xml#b)"/>', 'url(x.xml#b) in style on <rect>'],
    ['image-set()', '<rect style="fill: image-set(&quot;x.png&quot; 1x)"/>', 'image-set() in style on <rect>'],
    ['@import in <style>', '<style>@import "https://evil.example/x.css";</style>', '@import in <style>'],
    ['@font-face in <style>', '<style>@font-face { font-family: x; src: local(x) }</style>', '@font-face in <style>'],
    [
      'url() in <style>, split by a comment and an element',
      '<style>rect { fill: u<!-- -->rl(https://e.example/x) }</style>',
      'url(https://e.example/x) in <style>',
    ],
    ['an @import split by an element', '<style>@imp<g/>ort "x.css";</style>', '@import in <style>'],
  ])('refuses %s', (_, body, detail) => {
    expect(check(body)).toEqual([
      expect.objectContaining({
        line: 2,
        message: expect.stringMatching(
          /^this image holds CSS that reaches outside the image \(.+\): an image's styles may only point inside it/,
        ),
        hint: expect.stringMatching(/^Keep the CSS to colours, sizes and url\(#id\) inside the image/),
      }),
    ]);
    expect(check(body)[0].message).toContain(`(${detail}`);
  });

  it('accepts a picture: url(#id) in any form, transforms, colours and @media', () => {
    expect(check(picture)).toEqual([]);
    expect(check(`<rect style="fill:URL( '#g' ); filter: drop-shadow(1px 1px 2px rgb(0 0 0 / 50%))" transform="rotate(45 5 5)"/>`)).toEqual(
      [],
    );
  });
});
