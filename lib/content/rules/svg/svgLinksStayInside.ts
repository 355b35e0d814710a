import type { Rule } from '@/lib/content/rules/rule';
import { attributes, found, linkStaysInside, type SvgContext } from './context';
import { isHref } from '@/lib/content/svgAllowList';

export const svgLinksStayInside: Rule<SvgContext> = {
  id: 'NTC024',
  name: 'svg-links-stay-inside',
  description:
    'An href may only point inside the image (#id) or, on <image>, to a picture: a javascript: address runs code, a file elsewhere can.',
  fix: 'Link only inside the image (#id), or on <image> to a picture of this site by a relative path.',
  check: ({ file, doc }) =>
    found(
      file,
      'a link out of the image, to code or another file',
      attributes(doc, (a, e) => isHref(a) && !linkStaysInside(a.value, e)),
    ),
};
