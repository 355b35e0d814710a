/**
 * Field types shared by the content schemas, each with a message an officer can act on. Each field
 * gives its own description (`.describe()`); a check that JSON Schema can say too is repeated in
 * `.meta()` (a `pattern`, and the message the editor shows when it fails: `patternErrorMessage`, read
 * by the YAML extension), so the editor underlines what it can (schemas/, `npm run schemas`).
 */
import { z } from 'zod';
import { isWebAddress, WEB_ADDRESS, WEB_ADDRESS_EXPECTED } from '@/lib/mdx/address';
import { publicFileExists } from './core';

export const text = z.string().trim().min(1);

/** The JSON Schema form of a check: a pattern and the message an editor shows when a value does not match it. */
export const patternMeta = (pattern: RegExp, message: string) => ({ pattern: pattern.source, patternErrorMessage: message });

export const externalUrl = z
  .string()
  .refine(isWebAddress, { message: WEB_ADDRESS_EXPECTED })
  .meta(patternMeta(WEB_ADDRESS, WEB_ADDRESS_EXPECTED));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_EXPECTED = 'expected an e-mail address like name@example.edu';
export const emailAddress = z
  .string()
  .refine((v) => EMAIL.test(v), { message: EMAIL_EXPECTED })
  .meta(patternMeta(EMAIL, EMAIL_EXPECTED));

const PUBLIC_PATH_EXPECTED = 'expected a path under public/ starting with "/", e.g. /images/events/demo.webp';
/**
 * A file under public/, written from the site root: `/images/officers/ada.webp`. That the file exists
 * is checked by content:check only: its JSON Schema says a path starting with "/".
 */
export const publicImage = z
  .string()
  .refine((v) => v.startsWith('/'), { message: PUBLIC_PATH_EXPECTED })
  .refine((v) => !v.startsWith('/') || publicFileExists(v), {
    message: 'no such file under public/: add the image there or fix the path',
  })
  .meta(patternMeta(/^\//, PUBLIC_PATH_EXPECTED));

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const DATE_EXPECTED = 'expected a date written YYYY-MM-DD (optionally with a time, YYYY-MM-DDTHH:MM)';

/** Why a written date is not one, repeating what was written; null for a real date (and time). */
export function dateProblem(written: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(written);
  if (!m) {
    const meant = dateAsWritten(written);
    const offer = meant.length === 1 ? `: write ${meant[0]}` : meant.length === 2 ? `: write ${meant[0]} or ${meant[1]}` : '';
    return `${DATE_EXPECTED}, got "${written}"${offer}`;
  }
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return `"${written}" is not a date: the month (${m[2]}) must be 01 to 12`;
  if (day < 1 || day > daysIn(year, month))
    return `"${written}" is not a date: ${months[month - 1]} ${year} has ${daysIn(year, month)} days`;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59))
    return `"${written}" is not a time of day: write HH:MM from 00:00 to 23:59`;
  return null;
}

const MONTH = (name: string) => months.findIndex((m) => m.slice(0, 3).toLowerCase() === name.slice(0, 3).toLowerCase()) + 1;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date written another common way (14/02/2025, 2025/2/14, 14 February 2025, Feb 14, 2025, with a
 * time HH:MM after it), written as YYYY-MM-DD(THH:MM): each reading that is a real date. Two when
 * the day and the month could be either (03/04/2025), with the month named to tell them apart.
 */
export function dateAsWritten(written: string): string[] {
  const [, date, time] = /^(.*?)(?:[ T]+(\d{1,2}:\d{2})(?::\d{2})?)?$/.exec(written.trim())!;
  const at = time ? `T${time.padStart(5, '0')}` : '';
  const readings: Array<[number, number, number]> = [];
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(date))) readings.push([+m[1], +m[2], +m[3]]);
  else if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(date))) readings.push([+m[3], +m[2], +m[1]], [+m[3], +m[1], +m[2]]);
  else if ((m = /^(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]{3,})\.?,? (\d{4})$/.exec(date))) readings.push([+m[3], MONTH(m[2]), +m[1]]);
  else if ((m = /^([A-Za-z]{3,})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/.exec(date))) readings.push([+m[3], MONTH(m[1]), +m[2]]);
  const real = [...new Set(readings.filter(([, mo]) => mo > 0).map(([y, mo, d]) => `${y}-${pad(mo)}-${pad(d)}${at}`))].filter(
    (v) => dateProblem(v) === null,
  );
  return real.length === 2 ? real.map((v) => `${v} (${Number(v.slice(8, 10))} ${months[Number(v.slice(5, 7)) - 1]})`) : real;
}

/**
 * The shape of a date (and time) in JSON Schema: months 01 to 12, days 01 to 31, times 00:00 to 23:59.
 * That the day exists in its month (no 2025-02-30) is checked by content:check only.
 */
const DATE_SHAPE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d)?$/;

/**
 * A calendar date written YYYY-MM-DD, or a date and time `2024-10-03T18:30`. YAML may already parse it
 * (a YAML 1.1 reader makes it a date; ours, YAML 1.2, keeps the text): its JSON Schema is the string.
 */
export const calendarDate = z
  .preprocess(
    (v) => (v instanceof Date ? v.toISOString().slice(0, 16) : v),
    z.string().superRefine((v, ctx) => {
      const problem = dateProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  )
  .meta(patternMeta(DATE_SHAPE, DATE_EXPECTED));
