/**
 * The build's proof that the export says nothing of the members' area without the code: every
 * sentence of a members' page, every quiz question and answer and every task title is looked for in
 * every text file of the export (HTML, `.txt` payloads, scripts, JSON). Found anywhere, the build
 * fails, naming the file, the text and where it comes from.
 *
 * A needle is a run of plain characters (letters, digits, spaces, simple punctuation) within one
 * line of one text (never across markup such as `**`, `[label]` or a line break): such a run reads the
 * same in HTML, in a JSON string and in a script, whatever they escape, and stays whole when the page
 * is rendered (bold text becomes an element of its own).
 */
export type Needle = { text: string; from: string };
export type Leak = Needle & { file: string };
export type ExportFile = { file: string; text: string };

const PLAIN_RUN = /[A-Za-z0-9][A-Za-z0-9 ,;:()/%+=-]*[A-Za-z0-9)]/g;

/** Sentence parts long enough to say something (at least `minLength` characters and three words). */
export function sentenceNeedles(text: string, from: string, minLength = 24): Needle[] {
  return [...text.replace(/[ \t]+/g, ' ').matchAll(PLAIN_RUN)]
    .map((m) => m[0].trim())
    .filter((t) => t.length >= minLength && t.split(' ').length >= 3)
    .map((t) => ({ text: t, from }));
}

/** A short text that must not appear whole (a task title, a quiz answer), when it is distinctive enough to look for. */
export function shortNeedle(text: string, from: string, minLength = 8): Needle[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length >= minLength && /^[\x20-\x7e]+$/.test(flat) ? [{ text: flat, from }] : [];
}

/** The export's text as a reader of the file would meet it: entities, JSON escapes and spacing undone. */
export function readableText(raw: string): string {
  return raw
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\[nrt]/g, ' ')
    .replace(/\\(["'\\/])/g, '$1')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCharCode(Number(dec)))
    .replace(
      /&(amp|quot|apos|lt|gt|nbsp);/g,
      (_, name: string) => ({ amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' })[name] ?? '',
    )
    .replace(/\s+/g, ' ');
}

/** Every needle found in a file, at most one report per needle. Needles found in public text are not secrets: leave them out first. */
export function findLeaks(files: readonly ExportFile[], needles: readonly Needle[]): Leak[] {
  const readable = files.map((f) => ({ file: f.file, text: readableText(f.text) }));
  const all = readable.map((f) => f.text).join('\u0000');
  const leaks: Leak[] = [];
  const seen = new Set<string>();
  for (const needle of needles) {
    if (seen.has(needle.text) || !all.includes(needle.text)) continue;
    seen.add(needle.text);
    const where = readable.find((f) => f.text.includes(needle.text));
    if (where) leaks.push({ ...needle, file: where.file });
  }
  return leaks;
}

/** Needles that the public side shows anyway (an officer's name, the organisation's address) are no leak. */
export function withoutPublic(needles: readonly Needle[], publicText: string): Needle[] {
  const shown = readableText(publicText);
  return needles.filter((n) => !shown.includes(n.text));
}
