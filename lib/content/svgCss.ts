/**
 * The CSS inside an SVG (a `style` attribute, a `<style>` element, a presentation attribute such as
 * `fill="url(#g)"`), as a browser's CSS parser reads it: tokenised by @csstools/css-tokenizer, which
 * follows the CSS Syntax standard, escapes included (`u\72l(` is `url(`), never by a pattern. A
 * picture's CSS may point only inside the image (`url(#id)`); anything that loads another file or
 * address (`url()` elsewhere, `data:` included, `@import`, `@font-face`, `image-set()`) or that old
 * browsers ran as code (`expression()`, `-moz-binding: url()`) is refused. Functions and at-rules are
 * allowed from a list: a new way to load something is refused until someone has looked at it.
 */
import {
  isTokenAtKeyword,
  isTokenBadURL,
  isTokenFunction,
  isTokenString,
  isTokenURL,
  isTokenWhiteSpaceOrComment,
  tokenize,
  type CSSToken,
} from '@csstools/css-tokenizer';
import { isElement, SVG_NS, type SvgElement } from './svgDocument';

/** Colours, lengths, transforms, filters, timing, shapes and selectors: what a drawing's CSS computes with. */
const FUNCTIONS = new Set([
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark',
  'calc', 'min', 'max', 'clamp', 'round', 'mod', 'rem', 'abs', 'sign', 'var',
  'matrix', 'matrix3d', 'translate', 'translatex', 'translatey', 'translatez', 'translate3d', 'scale', 'scalex', 'scaley',
  'scalez', 'scale3d', 'rotate', 'rotatex', 'rotatey', 'rotatez', 'rotate3d', 'skew', 'skewx', 'skewy', 'perspective',
  'blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'opacity', 'saturate', 'sepia',
  'cubic-bezier', 'steps', 'linear', 'path', 'circle', 'ellipse', 'inset', 'polygon', 'rect', 'xywh',
  'not', 'is', 'where', 'has', 'nth-child', 'nth-last-child', 'nth-of-type', 'nth-last-of-type', 'lang', 'dir',
]); // prettier-ignore
/** Media queries, feature tests and animation keyframes; none loads anything. */
const AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes', 'layer']);

export type CssReading = {
  /** What points outside the image or may load or run something, as written (`url(https://…)`, `@import`). */
  readonly refused: readonly string[];
  /** The ids the CSS points to inside the image (`url(#glow)` → `glow`). */
  readonly fragments: readonly string[];
};

const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 37)}...` : text);

/** The address a `url(` or `src(` function holds: its first string, if nothing else comes before it. */
function addressIn(tokens: CSSToken[], from: number): string | null {
  let i = from;
  while (i < tokens.length && isTokenWhiteSpaceOrComment(tokens[i])) i++;
  const token = tokens[i];
  return token && isTokenString(token) ? token[4].value : null;
}

const NOTHING: CssReading = { refused: [], fragments: [] };
/** Readings of values met before: a drawing repeats the same few styles thousands of times. */
const readings = new Map<string, CssReading>();
const REMEMBERED = 10_000;

/**
 * Reads `css` as the browser would. Only a `(` starts a function or `url(`, and only an `@` an
 * at-rule (an escaped one is part of a name), so CSS without either (most presentation attributes)
 * holds nothing to judge and is not tokenised.
 */
export function readCss(css: string): CssReading {
  if (!css.includes('(') && !css.includes('@')) return NOTHING;
  const known = readings.get(css);
  if (known) return known;
  const reading = { refused: [] as string[], fragments: [] as string[] };
  const tokens = tokenize({ css }, { onParseError: () => {} });
  const address = (value: string | null, written: string) => {
    if (value !== null && value.trim().startsWith('#')) reading.fragments.push(value.trim().slice(1));
    else reading.refused.push(shown(written));
  };
  tokens.forEach((token, i) => {
    if (isTokenURL(token)) address(token[4].value, token[1]);
    else if (isTokenBadURL(token)) reading.refused.push(shown(token[1]));
    else if (isTokenAtKeyword(token) && !AT_RULES.has(token[4].value.toLowerCase())) reading.refused.push(`@${token[4].value}`);
    else if (isTokenFunction(token)) {
      const name = token[4].value.toLowerCase();
      if (name === 'url' || name === 'src') {
        const value = addressIn(tokens, i + 1);
        address(value, `${token[1]}${value === null ? '…' : JSON.stringify(value)})`);
      } else if (!FUNCTIONS.has(name)) reading.refused.push(`${token[4].value}()`);
    }
  });
  if (readings.size >= REMEMBERED) readings.clear();
  readings.set(css, reading);
  return reading;
}

export const isStyleSheet = (e: SvgElement) => e.uri === SVG_NS && e.local === 'style';

/** A `<style>`'s sheet as the browser takes it: its own text pieces joined, whatever elements sit between them. */
export const styleSheetOf = (e: SvgElement) => e.children.map((c) => (isElement(c) ? '' : c.text)).join('');
