/** Field types shared by the content schemas, each with a message an officer can act on. */
import { z } from 'zod';
import { isWebAddress, WEB_ADDRESS_EXPECTED } from '@/lib/mdx/address';
import { publicFileExists } from './core';

export const text = z.string().trim().min(1);

export const externalUrl = z.string().refine(isWebAddress, { message: WEB_ADDRESS_EXPECTED });

export const emailAddress = z
  .string()
  .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { message: 'expected an e-mail address like name@example.edu' });

/** A file under public/, written from the site root: `/images/officers/ada.webp`. */
export const publicImage = z
  .string()
  .refine((v) => v.startsWith('/'), { message: 'expected a path under public/ starting with "/", e.g. /images/events/demo.webp' })
  .refine((v) => !v.startsWith('/') || publicFileExists(v), {
    message: 'no such file under public/: add the image there or fix the path',
  });

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Why a written date is not one, repeating what was written; null for a real date (and time). */
export function dateProblem(written: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(written);
  if (!m) return `expected a date written YYYY-MM-DD (optionally with a time, YYYY-MM-DDTHH:MM), got "${written}"`;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return `"${written}" is not a date: the month (${m[2]}) must be 01 to 12`;
  if (day < 1 || day > daysIn(year, month))
    return `"${written}" is not a date: ${months[month - 1]} ${year} has ${daysIn(year, month)} days`;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59))
    return `"${written}" is not a time of day: write HH:MM from 00:00 to 23:59`;
  return null;
}

/** A calendar date written YYYY-MM-DD, or a date and time `2024-10-03T18:30`. YAML may already parse it. */
export const calendarDate = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 16) : v),
  z.string().superRefine((v, ctx) => {
    const problem = dateProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);
