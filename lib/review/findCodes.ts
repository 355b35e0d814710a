/**
 * Finds the progress codes in pasted mail (one report or a whole mailbox) as mail clients leave them:
 * quoted-printable soft line breaks ('=' at a line's end), hard wraps at any column (the code goes on
 * over the next lines, or starts on the line after 'Progress code:'), quoting ('> ', '> > ', '>')
 * before the code and before each of its continuations, CRLF.
 *
 * Where a wrapped code ends cannot be seen from the text: 'Thanks' is base64url too. So a found code
 * keeps its first piece and every line after it that could continue it, and readFoundCode decides by
 * reading: the shortest join that parseProgressCode reads (or refuses for a reason other than damage;
 * a wrong join fails the checksum), else the longest one, refused as damaged. Keeping the pieces, not
 * one join, lets a later reader (another code version, another curriculum) decide again.
 */
import { CODE_REFUSALS, parseProgressCode, PROGRESS_CODE_LABEL, type CodeCheck } from '@/lib/progress/progressCode';
import type { OutlineBlock } from '@/lib/progress/summary';

/** `pieces[0]` is what follows the label ('' when the client wrapped right after it); the rest may continue it. */
export type FoundCode = { pieces: string[]; name?: string; eid?: string };

/** More lines than any code wrapped at a sensible column needs. */
const MAX_CONTINUATIONS = 60;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A wrap inside 'NTP1.' leaves the dot on a continuation line. */
const WITH_DOT = /^[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;

const unquote = (line: string) => line.replace(/^[ \t]*(?:>[ \t]*)*/, '').trimEnd();

/** Lines with CRLF and quoted-printable soft breaks undone; a quoted soft-broken line loses its next line's quoting too. */
function logicalLines(text: string): string[] {
  const out: string[] = [];
  let carry: string | null = null;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line: string = carry === null ? raw : carry + unquote(raw);
    if (/=[ \t]*$/.test(line)) carry = line.replace(/=[ \t]*$/, '');
    else {
      out.push(line);
      carry = null;
    }
  }
  if (carry !== null) out.push(carry);
  return out;
}

const FIRST_LINE = /Onboarding progress of (.+) \(([^()]+)\)(?:\s+on\b|\s*$)/;
const SUBJECT = /Onboarding progress: (.+) \(([^()]+)\)\s*$/;

/** The member a report names in its own lines: its first line, else 'Name:' and 'EID:' lines, else the subject. */
function memberNamed(lines: readonly string[]): { name?: string; eid?: string } {
  const found: { name?: string; eid?: string } = {};
  const fill = (name: string | undefined, eid: string | undefined) => {
    if (!found.name && name?.trim()) found.name = name.trim();
    if (!found.eid && eid?.trim()) found.eid = eid.trim();
  };
  const last = (re: RegExp) =>
    lines
      .map((l) => re.exec(l))
      .filter(Boolean)
      .at(-1);
  const first = last(FIRST_LINE);
  fill(first?.[1], first?.[2]);
  fill(last(/^Name:\s*(.+)$/i)?.[1], last(/^EID:\s*(\S+)/i)?.[1]);
  const subject = last(SUBJECT);
  fill(subject?.[1], subject?.[2]);
  return found;
}

function continuations(lines: readonly string[], from: number, dotted: boolean): string[] {
  const out: string[] = [];
  for (let i = from; i < lines.length && out.length < MAX_CONTINUATIONS; i++) {
    const line = lines[i].trim();
    if (BASE64URL.test(line)) out.push(line);
    else if (!dotted && WITH_DOT.test(line)) {
      out.push(line);
      dotted = true;
    } else break;
  }
  return out;
}

/** Every 'Progress code:' line of a text, in order, the same code (a quoted reply) once; the member taken from the report's lines above it. */
export function findProgressCodes(text: string): FoundCode[] {
  const lines = logicalLines(text).map(unquote);
  const found = new Map<string, FoundCode>();
  let reportStart = 0;
  lines.forEach((line, i) => {
    const at = line.indexOf(PROGRESS_CODE_LABEL);
    if (at < 0) return;
    const rest = line.slice(at + PROGRESS_CODE_LABEL.length).trim();
    const token = rest.split(/\s/)[0];
    // A full stop after a code is the sentence's; after 'NTP1' it is the code's own (wrapped right after it).
    const first = /^NTP\d*\.$/.test(token) ? token : token.replace(/[^A-Za-z0-9_-]+$/, '');
    // Text after the code on its own line means the line was not wrapped inside the code.
    const pieces = [first, ...(rest === token ? continuations(lines, i + 1, first.includes('.')) : [])];
    const who = memberNamed(lines.slice(reportStart, i));
    reportStart = i + 1;
    const key = pieces.join('\n');
    const seen = found.get(key);
    if (seen) Object.assign(seen, { name: seen.name ?? who.name, eid: seen.eid ?? who.eid });
    else found.set(key, { pieces, ...who });
  });
  return [...found.values()];
}

/** The code a found one reads as, and the reading: the shortest join that is not damaged, else the longest. */
export function readFoundCode(pieces: readonly string[], outline: readonly OutlineBlock[]): { code: string; check: CodeCheck } {
  const [first, ...rest] = pieces;
  for (let n = first ? 0 : 1; n <= rest.length; n++) {
    const code = first + rest.slice(0, n).join('');
    const check = parseProgressCode(code, outline);
    if (check.ok || check.reason !== CODE_REFUSALS.damaged) return { code, check };
  }
  const code = pieces.join('');
  return { code, check: parseProgressCode(code, outline) };
}
