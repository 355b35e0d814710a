/**
 * What a picture may hold: the SVG elements and attributes that draw (shapes, text, gradients,
 * filters, clipping, styles), and nothing that runs, animates, links out or embeds a page. Everything
 * else is refused, so a trick nobody has thought of yet is refused too. A drawing program's plain or
 * optimised export uses only these; its editor data (`inkscape:`, `sodipodi:`) is left out of such
 * an export. Attributes are listed by local name in no namespace (as SVG writes them), with the few
 * namespaced ones (`xml:space`, `xlink:href`) apart. What CSS may say (a `<style>`, a `style` or
 * presentation attribute) is svgCss.ts's to judge.
 */
import { SVG_NS, XLINK_NS, XML_NS, XMLNS_NS, type SvgAttribute, type SvgElement } from './svgDocument';

const DRAWING_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'switch', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG',
  'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
]); // prettier-ignore

const DRAWING_ATTRIBUTES = new Set([
  // the document, ids and accessibility
  'version', 'baseProfile', 'viewBox', 'preserveAspectRatio', 'id', 'class', 'style', 'lang', 'role',
  'aria-label', 'aria-labelledby', 'aria-describedby', 'aria-hidden', 'focusable', 'tabindex',
  // geometry
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'width', 'height',
  'd', 'points', 'pathLength', 'transform', 'transform-origin',
  // painting
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap',
  'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color',
  'paint-order', 'vector-effect', 'shape-rendering', 'image-rendering', 'text-rendering',
  'color-interpolation', 'color-interpolation-filters', 'color-rendering', 'mix-blend-mode', 'isolation',
  'visibility', 'display', 'overflow', 'clip', 'clip-path', 'clip-rule', 'mask', 'filter',
  'marker-start', 'marker-mid', 'marker-end',
  // text
  'font-family', 'font-size', 'font-size-adjust', 'font-stretch', 'font-style', 'font-variant',
  'font-weight', 'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift',
  'letter-spacing', 'word-spacing', 'text-decoration', 'writing-mode', 'direction', 'unicode-bidi',
  'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'side', 'path',
  // gradients, patterns, clips, masks, markers
  'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits',
  'maskContentUnits', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient',
  // filters
  'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'edgeMode', 'mode', 'operator',
  'k1', 'k2', 'k3', 'k4', 'type', 'values', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent',
  'scale', 'xChannelSelector', 'yChannelSelector', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles',
  'radius', 'flood-color', 'flood-opacity', 'lighting-color', 'surfaceScale', 'diffuseConstant',
  'specularConstant', 'specularExponent', 'kernelUnitLength', 'azimuth', 'elevation', 'z',
  'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle',
  // <switch>'s tests, which pick among drawings
  'systemLanguage', 'requiredExtensions',
  // <style>'s: which media its rules are for
  'media',
]); // prettier-ignore

/** Attributes whose value is words, names or a link, never read as CSS; every other one may be. */
const TEXT_ATTRIBUTES = new Set([
  'id', 'class', 'lang', 'role', 'aria-label', 'aria-labelledby', 'aria-describedby', 'systemLanguage', 'requiredExtensions', 'media',
]); // prettier-ignore

/** `href` and `xlink:href`: allowed, but only where svgRules' link rule says. */
export const isHref = (a: SvgAttribute) => a.local === 'href' && (a.uri === '' || a.uri === XLINK_NS);
export const isEventHandler = (a: SvgAttribute) => a.local.toLowerCase().startsWith('on');
/**
 * A `style` attribute or a presentation attribute (`fill`, `clip-path`, `filter`...), which the
 * browser reads as CSS. Of the allowed ones only: any other is refused as it is.
 */
export const isCssValued = (a: SvgAttribute) => a.uri === '' && DRAWING_ATTRIBUTES.has(a.local) && !TEXT_ATTRIBUTES.has(a.local);

export const isDrawingElement = (e: SvgElement) => e.uri === SVG_NS && DRAWING_ELEMENTS.has(e.local);

export function isDrawingAttribute(a: SvgAttribute): boolean {
  if (a.uri === '') return DRAWING_ATTRIBUTES.has(a.local) || a.local === 'href';
  // A namespace declaration names nothing by itself: what is written with its prefix is judged.
  if (a.uri === XMLNS_NS) return true;
  if (a.uri === XML_NS) return a.local === 'space' || a.local === 'lang';
  return a.uri === XLINK_NS && a.local === 'href';
}

/** Pictures an <image> may show, by the extension of its relative path. */
export const PICTURE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg']);
