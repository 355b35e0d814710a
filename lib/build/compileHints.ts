/**
 * A post-build step on the static export (scripts/harden-export.ts runs it): the scripts a page loads
 * at startup begin with V8's compile hint, `//# allFunctionsCalledOnLoad`. A browser that reads it
 * (Chrome and Edge from version 136) compiles the file's functions on the thread that streams the
 * file in, while it downloads, instead of on the main thread the first time each one runs. Without it
 * a page's first task compiles Next's, React's and our modules one by one as they start: on a phone
 * that task blocks taps for 100-150 ms (measured at 4x CPU slowdown: the longest task of /about/ 152
 * → 70 ms, of a signed-in page likewise). Other browsers read a comment and run the file as before.
 *
 * Only startup scripts get it (the ones a page's HTML loads by <script src>): a chunk that is
 * imported on demand (the quiz, search, dialogs) may never run, so eager compiling would be waste.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line; a script that has it already is left as it is. */
export function withCompileHint(script: string): string {
  return script.startsWith(COMPILE_HINT) ? script : COMPILE_HINT + script;
}

/**
 * The file inside the export that a page's script src names (`_next/static/…`, whatever base path the
 * site is served under), or undefined for a script that is not one of the build's own files.
 */
export function exportedScriptFile(src: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return undefined;
  // A leading '/' lets one search find a relative `_next/static/…` too.
  const path = `/${src.split(/[?#]/)[0]}`;
  const at = path.indexOf('/_next/static/');
  if (at < 0) return undefined;
  const file = path.slice(at + 1);
  return file.endsWith('.js') && !file.split('/').includes('..') ? file : undefined;
}
