/**
 * An SVG's bytes as text, or why they cannot be read as the browser would. The check reads every
 * SVG as UTF-8, and so must the browser: a file that declares another encoding (`<?xml
 * encoding="Shift_JIS"?>`) or starts with a UTF-16 byte-order mark is read by the browser in that
 * encoding, where a byte such as 0x81 joins the next character and moves where a CDATA section or a
 * comment ends, so a `<script>` the check read as a comment becomes a live element. Such files are
 * refused (rule svgUtf8), never read another way: the advice 'save the file as UTF-8' can always be
 * followed. The verdict is the WHATWG decoder's own (TextDecoder, fatal); the scan below only finds
 * the line of the first bad byte for the message.
 */
// Node's own, not a test environment's (jsdom has none): the check runs in Node only.
import { TextDecoder } from 'node:util';

/** Why the bytes are not UTF-8, in an officer's words, and where. */
export type EncodingProblem = { line: number; detail: string };

/** The labels under which browsers read UTF-8 itself (the WHATWG Encoding Standard's, in lower case). */
const UTF8_LABELS = new Set(['utf-8', 'utf8', 'unicode-1-1-utf-8', 'unicode11utf8', 'unicode20utf8', 'x-unicode20utf8']);

export const namesUtf8 = (label: string) => UTF8_LABELS.has(label.trim().toLowerCase());

const lineAt = (bytes: Uint8Array, end: number) => {
  let line = 1;
  for (let i = 0; i < end; i++) if (bytes[i] === 0x0a) line++;
  return line;
};

/** A lead byte's sequence length and the range of its second byte (which rules out overlong and surrogate forms); null for no lead byte. */
function leadOf(b: number): [number, number, number] | null {
  if (b >= 0xc2 && b <= 0xdf) return [2, 0x80, 0xbf];
  if (b === 0xe0) return [3, 0xa0, 0xbf];
  if (b === 0xed) return [3, 0x80, 0x9f];
  if (b >= 0xe1 && b <= 0xef) return [3, 0x80, 0xbf];
  if (b === 0xf0) return [4, 0x90, 0xbf];
  if (b >= 0xf1 && b <= 0xf3) return [4, 0x80, 0xbf];
  if (b === 0xf4) return [4, 0x80, 0x8f];
  return null;
}

/** The length of the UTF-8 sequence at `i`, or 0 when it is not one. */
function sequenceAt(bytes: Uint8Array, i: number): number {
  if (bytes[i] < 0x80) return 1;
  const lead = leadOf(bytes[i]);
  if (!lead || i + lead[0] > bytes.length || bytes[i + 1] < lead[1] || bytes[i + 1] > lead[2]) return 0;
  for (let k = 2; k < lead[0]; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return 0;
  return lead[0];
}

/** Where the first byte that is not UTF-8 is, for the message (the decoder has said there is one). */
function firstBadByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const length = sequenceAt(bytes, i);
    if (length === 0) return i;
    i += length;
  }
  return 0;
}

const hex = (b: number) => `0x${b.toString(16).toUpperCase().padStart(2, '0')}`;

/** The text of an SVG file, its UTF-8 byte-order mark left out; or why it is not UTF-8. */
export function decodeSvg(bytes: Uint8Array): { text: string } | { problem: EncodingProblem } {
  const [a, b] = [bytes[0], bytes[1]];
  if ((a === 0xfe && b === 0xff) || (a === 0xff && b === 0xfe) || (a === 0 && b === 0 && bytes[2] === 0xfe))
    return { problem: { line: 1, detail: 'it starts with the mark of a UTF-16 or UTF-32 file' } };
  const zero = bytes.indexOf(0);
  if (zero >= 0) return { problem: { line: lineAt(bytes, zero), detail: 'it holds zero bytes, as UTF-16 files do' } };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch (error) {
    const at = firstBadByte(bytes);
    if (at < 0) throw error; // not a verdict on the bytes
    return { problem: { line: lineAt(bytes, at), detail: `byte ${hex(bytes[at])} is not UTF-8` } };
  }
}
