/** Field types shared by the content schemas, each with a message an officer can act on. */
import { z } from 'zod';
import { publicFileExists } from './core';

export const text = z.string().trim().min(1);

export const externalUrl = z
  .string()
  .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), {
    message: 'expected a full web address starting with https://',
  });

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

/** A calendar date written YYYY-MM-DD, or a date and time `2024-10-03T18:30`. YAML may already parse it. */
export const calendarDate = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 16) : v),
  z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(v) && !Number.isNaN(Date.parse(v)), {
      message: 'expected a date written YYYY-MM-DD (optionally with a time, YYYY-MM-DDTHH:MM)',
    }),
);

/** A date and time `2024-10-03T20:00` (an event's end). */
export const calendarDateTime = z.preprocess(
  (v) => (v instanceof Date ? v.toISOString().slice(0, 16) : v),
  z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), {
      message: 'expected a date and time written YYYY-MM-DDTHH:MM, e.g. 2025-04-02T20:00',
    }),
);
