/**
 * The post-build step that makes the exported pages' script policy strict (see
 * docs/decisions/security.md). Next's static export writes each page's data as inline scripts that
 * change every build, and a static host cannot hand out per-request nonces; so after the build each
 * page's policy lists its own inline scripts by SHA-256 and needs no 'unsafe-inline'.
 *
 * The root layout writes the policy as <meta name="content-security-policy-base"> (POLICY_SOURCE_META):
 * Next puts it after its preloads, stylesheets and scripts, and a browser applies a <meta> policy
 * only from the point it is parsed, so everything before it (an outside image preload, say) would
 * escape it. This step writes the real <meta http-equiv> at the top of <head> instead, and leaves
 * the layout's <meta> untouched, because React hydrates it by its content.
 *
 * Pure string work on one page's HTML (scripts/harden-export.ts walks the folder). Anything it
 * cannot rewrite with certainty is refused with an error, never shipped half-hardened.
 */
import { createHash } from 'node:crypto';
import { POLICY_SOURCE_META } from './csp';

export class HardenError extends Error {}

/** The page, how many inline scripts it hashed, and the src of each script it loads from a file. */
export type Hardened = { html: string; scripts: number; scriptFiles: string[] };

/**
 * Comments first, so a <script> inside one is skipped (the browser never runs it), then each
 * <script …>…</script> with its attributes (quoted values may hold '>') and its raw text.
 */
const SCRIPT_OR_COMMENT = /<!--[\s\S]*?-->|<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src(?:\s*=|\s|\/|$)/i;
const META = /<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const HEAD_OPEN = /<head(?:\s(?:[^>"']|"[^"]*"|'[^']*')*)?>/i;
const CHARSET_META = /^\s*<meta\s[^>]*\bcharset\s*=[^>]*>/i;

/** 'sha256-…' of a script's text, hashed as the browser does: UTF-8 of the text after newline normalisation. */
export function scriptHash(text: string): string {
  // The HTML parser turns CRLF and lone CR into LF before the script element ever sees its text.
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** Each <script> element the browser would run (none inside a comment): its attributes and raw text. */
function scriptElements(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(SCRIPT_OR_COMMENT)]
    .filter(([whole]) => !whole.startsWith('<!--'))
    .map(([, attributes, text]) => ({ attributes, text }));
}

/** The src of each script the page loads from a file (not those inside comments), in document order. */
export function scriptFiles(html: string): string[] {
  return scriptElements(html).flatMap(({ attributes }) => attribute(` ${attributes}`, 'src') || []);
}

/** The texts of the page's inline scripts (those without src), in document order. */
export function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  for (const { attributes, text } of scriptElements(html)) {
    if (HAS_SRC.test(attributes)) continue;
    // Inside "<!--" a "<script" changes where the browser ends the element: we would hash the
    // wrong text. Next escapes '<' in its data, so this only happens in hand-written HTML.
    if (text.includes('<!--') && /<script/i.test(text))
      throw new HardenError('an inline script holds both "<!--" and "<script": its end cannot be found reliably');
    texts.push(text);
  }
  return texts;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeAttribute(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt));/gi, (_, hex, dec, name) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : ENTITIES[name.toLowerCase()],
  );
}

function attribute(tag: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i').exec(tag);
  return found ? decodeAttribute(found[1] ?? found[2] ?? found[3]) : undefined;
}

/** The policy with the hashes added to script-src (sources already there are kept, none twice). */
export function addScriptHashes(policy: string, hashes: string[]): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const index = directives.findIndex((d) => d.split(/\s+/)[0].toLowerCase() === 'script-src');
  if (index < 0) throw new HardenError('the policy has no script-src to list the inline scripts in');
  const sources = directives[index].split(/\s+/);
  for (const hash of hashes) if (!sources.includes(hash)) sources.push(hash);
  directives[index] = sources.join(' ');
  return directives.join('; ');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with its policy completed and placed: the layout's policy (the POLICY_SOURCE_META
 * <meta>, which stays where it is for React to hydrate) plus each inline script's hash in
 * script-src, as a <meta http-equiv> at the top of <head>: right after a leading <meta charset>
 * (which fetches and runs nothing, and must stay within the first 1024 bytes, out of which a long
 * policy before it could push it), else first. Running it again on its own output changes nothing.
 */
export function hardenHtml(html: string): Hardened {
  const metas = [...html.matchAll(META)];
  const sources = metas.filter(([tag]) => attribute(tag, 'name') === POLICY_SOURCE_META);
  if (sources.length === 0)
    throw new HardenError(
      `no <meta name="${POLICY_SOURCE_META}"> with the policy (was the page built with the root layout, in production mode?)`,
    );
  if (sources.length > 1) throw new HardenError(`${sources.length} <meta name="${POLICY_SOURCE_META}"> elements: expected exactly one`);
  const policy = attribute(sources[0][0], 'content');
  if (!policy) throw new HardenError(`the <meta name="${POLICY_SOURCE_META}"> has no content`);

  const head = HEAD_OPEN.exec(html);
  if (!head) throw new HardenError('no <head> to put the policy in');
  let at = head.index + head[0].length;
  const charset = CHARSET_META.exec(html.slice(at));
  if (charset) at += charset[0].length;

  // A policy already at the top is this step's own output (a second run): it is written anew.
  // Any other one was not written by the layout and cannot be merged with certainty.
  let rest = html.slice(at);
  const previous = /^<meta\s(?:[^>"']|"[^"]*"|'[^']*')*>/i.exec(rest);
  if (previous && isPolicyMeta(previous[0])) rest = rest.slice(previous[0].length);
  const stray = metas.filter(([tag]) => isPolicyMeta(tag)).length - (previous && isPolicyMeta(previous[0]) ? 1 : 0);
  if (stray > 0)
    throw new HardenError(
      'a <meta http-equiv="Content-Security-Policy"> that the layout did not write: the policy belongs in lib/security/csp.ts',
    );

  const page = html.slice(0, at) + rest;
  const scripts = inlineScripts(page);
  const completed = addScriptHashes(policy, [...new Set(scripts.map(scriptHash))]);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(completed)}"/>`;
  return { html: html.slice(0, at) + meta + rest, scripts: scripts.length, scriptFiles: scriptFiles(page) };
}

const isPolicyMeta = (tag: string) => attribute(tag, 'http-equiv')?.toLowerCase() === 'content-security-policy';
