/**
 * How the curriculum search splits text into words, and the excerpt a result shows: a window of the
 * record's text around the first matched word, split into text runs and marked runs. The parts are
 * rendered by React as text and <mark> elements, never as HTML, so whatever an officer wrote in a
 * module (even `<script>`) stays text in the results.
 */
export type ExcerptPart = { text: string; mark: boolean };

/** MiniSearch's own default (spaces, line breaks and punctuation): the index and the excerpt must cut words alike. */
const SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;
const SEPARATOR_KEPT = new RegExp(`(${SEPARATOR.source})`, 'u');

export function tokenize(text: string): string[] {
  return text.split(SEPARATOR).filter(Boolean);
}

/** Case is not a difference a member means (the index lowercases too). */
export const normaliseTerm = (word: string) => word.toLowerCase();

/** How many words an excerpt shows, and how many of them come before the first match. */
const WORDS = 24;
const LEAD = 6;

/**
 * The excerpt of `text` for the words the search matched (`matched`, normalised): the window starts a
 * few words before the first of them (or at the text's start when none is in the text: a title-only
 * match), and every matched word in it is marked. '…' shows where text was cut.
 */
export function excerpt(text: string, matched: ReadonlySet<string>, words = WORDS): ExcerptPart[] {
  const pieces = text.split(SEPARATOR_KEPT); // words at even indices, separators at odd ones
  const wordAt = pieces.flatMap((piece, i) => (i % 2 === 0 && piece !== '' ? [i] : []));
  if (wordAt.length === 0) return [];
  const isMatch = (i: number) => matched.has(normaliseTerm(pieces[i]));
  const first = Math.max(0, wordAt.findIndex(isMatch));
  const lead = Math.min(LEAD, Math.floor(words / 4));
  const start = Math.max(0, Math.min(first - lead, wordAt.length - words));
  const end = Math.min(wordAt.length, start + words);

  const parts: ExcerptPart[] = [];
  const push = (text: string, mark: boolean) => {
    const last = parts[parts.length - 1];
    if (last && last.mark === mark && !mark) last.text += text;
    else parts.push({ text, mark });
  };
  if (start > 0) push('… ', false);
  // At the text's own start or end, the punctuation around the first or last word stays ('(EEG).').
  const from = start === 0 ? 0 : wordAt[start];
  const to = end === wordAt.length ? pieces.length - 1 : wordAt[end - 1];
  for (let i = from; i <= to; i++) if (pieces[i]) push(pieces[i], i % 2 === 0 && isMatch(i));
  if (end < wordAt.length) push(' …', false);
  return parts;
}
