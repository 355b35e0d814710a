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

/**
 * Pasted text is hostile until read: any member can send a report. So every step below is linear in
 * the text: lines are cut and soft breaks joined by hand, once each; the patterns that find the
 * member run only on lines no longer than a report's own (NAMED_LINE), from the label on.
 */
/** More lines than any code wrapped at a sensible column needs. */
const MAX_CONTINUATIONS = 60;
/** Longer than any report's first line, subject or 'Name:' line: a longer line names no member. */
const NAMED_LINE = 300;
/**
 * Far longer than any code (344 characters for today's curriculum done in full, 721 for 100
 * submodules and 20 quizzes): a longer one is refused as damaged unread, so no reader's pattern runs
 * over a line of any length.
 */
export const MAX_CODE_LENGTH = 20_000;

/** A-Z, a-z, 0-9, '_' and '-': base64url. */
function isCodeChar(code: number): boolean {
  const letter = code | 0x20; // upper case to lower
  return (letter >= 97 && letter <= 122) || (code >= 48 && code <= 57) || code === 95 || code === 45;
}
function allCodeChars(text: string, skip = -1): boolean {
  for (let i = 0; i < text.length; i++) if (i !== skip && !isCodeChar(text.charCodeAt(i))) return false;
  return true;
}

/** The line without its quoting ('> ', '> > ', '>') and the spaces around it. */
function unquote(line: string): string {
  let i = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t' || line[i] === '>')) i++;
  return line.slice(i).trimEnd();
}

/** The text's lines, at CRLF, CR or LF (native searches, no pattern). */
const splitLines = (text: string) => text.replaceAll('\r\n', '\n').replaceAll('\r', '\n').split('\n');

/** Where a quoted-printable soft break ('=' and only spaces after it) starts, else -1. */
function softBreakAt(line: string): number {
  let end = line.length;
  while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
  return end > 0 && line[end - 1] === '=' ? end - 1 : -1;
}

/** Lines with CRLF and quoted-printable soft breaks undone, each piece joined once; a soft-broken line's next line loses its quoting. */
function logicalLines(text: string): string[] {
  const out: string[] = [];
  let carry: string | null = null;
  for (const raw of splitLines(text)) {
    // Appending only: the engine joins the pieces once, when the line is first read.
    const line: string = carry === null ? raw : unquote(raw);
    const soft = softBreakAt(line);
    if (soft >= 0) carry = (carry ?? '') + line.slice(0, soft);
    else {
      out.push(carry === null ? line : carry + line);
      carry = null;
    }
  }
  if (carry !== null) out.push(carry);
  return out;
}

/** 'Onboarding progress of Ada Test (at1234) on 20 November', and the subject 'Onboarding progress: Ada Test (at1234)', from the label on. */
const FIRST_LINE = { label: 'Onboarding progress of ', after: /^Onboarding progress of (.+) \(([^()]+)\)(?:\s+on\b|\s*$)/ };
const SUBJECT = { label: 'Onboarding progress: ', after: /^Onboarding progress: (.+) \(([^()]+)\)\s*$/ };
function fromLabel(line: string, { label, after }: typeof FIRST_LINE) {
  const at = line.indexOf(label);
  return at < 0 ? null : after.exec(line.slice(at));
}

/** The member a report names in its own lines: its first line, else 'Name:' and 'EID:' lines, else the subject. */
function memberNamed(all: readonly string[]): { name?: string; eid?: string } {
  if (all.length === 0) return {};
  const lines = all.filter((l) => l.length <= NAMED_LINE);
  const found: { name?: string; eid?: string } = {};
  const fill = (name: string | undefined, eid: string | undefined) => {
    if (!found.name && name?.trim()) found.name = name.trim();
    if (!found.eid && eid?.trim()) found.eid = eid.trim();
  };
  /** The last line that reads, searched from the end; `starts` (lower case) rules a line out without a pattern. */
  const last = (read: (line: string) => RegExpExecArray | null, starts = '') => {
    for (let i = lines.length - 1; i >= 0; i--) {
      const match = lines[i].slice(0, starts.length).toLowerCase() === starts ? read(lines[i]) : null;
      if (match) return match;
    }
    return undefined;
  };
  const first = last((l) => fromLabel(l, FIRST_LINE));
  fill(first?.[1], first?.[2]);
  fill(last((l) => /^Name:\s*(.+)$/i.exec(l), 'name:')?.[1], last((l) => /^EID:\s*(\S+)/i.exec(l), 'eid:')?.[1]);
  const subject = last((l) => fromLabel(l, SUBJECT));
  fill(subject?.[1], subject?.[2]);
  return found;
}

/** A line that may go on with a code: code characters, and at most one dot in all ('NTP1.' wrapped after its dot). */
function continuations(lines: readonly string[], from: number, dotted: boolean): string[] {
  const out: string[] = [];
  for (let i = from; i < lines.length && out.length < MAX_CONTINUATIONS; i++) {
    const line = lines[i].trim();
    const dot = line.indexOf('.');
    if (line && dot < 0 && allCodeChars(line)) out.push(line);
    else if (!dotted && dot >= 0 && allCodeChars(line, dot)) {
      out.push(line);
      dotted = true;
    } else break;
  }
  return out;
}

/** The token without what follows a code (a sentence's full stop); after 'NTP1' the dot is the code's own (wrapped right after it). */
function codeStart(token: string): string {
  const digits = token.slice(3, -1);
  if (token.startsWith('NTP') && token.endsWith('.') && [...digits].every((c) => c >= '0' && c <= '9')) return token;
  let end = token.length;
  while (end > 0 && !isCodeChar(token.charCodeAt(end - 1))) end--;
  return token.slice(0, end);
}

const firstSpace = (text: string) => {
  for (let i = 0; i < text.length; i++) if (text[i].trim() === '') return i;
  return text.length;
};

/** Every 'Progress code:' line of a text, in order, the same code (a quoted reply) once; the member taken from the report's lines above it. */
export function findProgressCodes(text: string): FoundCode[] {
  const lines = logicalLines(text).map(unquote);
  const found = new Map<string, FoundCode>();
  let reportStart = 0;
  lines.forEach((line, i) => {
    const at = line.indexOf(PROGRESS_CODE_LABEL);
    if (at < 0) return;
    const rest = line.slice(at + PROGRESS_CODE_LABEL.length).trim();
    const token = rest.slice(0, firstSpace(rest));
    const first = codeStart(token);
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
    if (code.length > MAX_CODE_LENGTH) break;
    const check = parseProgressCode(code, outline);
    if (check.ok || check.reason !== CODE_REFUSALS.damaged) return { code, check };
  }
  const code = pieces.join('');
  if (code.length > MAX_CODE_LENGTH) return { code, check: { ok: false, reason: CODE_REFUSALS.damaged } };
  return { code, check: parseProgressCode(code, outline) };
}
