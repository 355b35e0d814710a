/** The events on /events and the page's banner. */
import { z } from 'zod';
import { sortNewestFirst } from '../events/filterEvents';
import { eventTypes } from '../events/eventTypes';
import { hasTime } from '../events/eventSpan';
import { cached, ContentError, contentPath, displayPath, loadYamlFile } from './core';
import { calendarDate, calendarDateTime, externalUrl, publicImage, text } from './fields';

const fileSchema = z
  .object({
    /** What kind of file it is, e.g. pdf, slides, doc. */
    type: text,
    name: text,
    link: externalUrl,
  })
  .strict();

/** A week: longer is a slip (hours written as minutes twice over), not an event. */
const MAX_DURATION_MINUTES = 7 * 24 * 60;

/** `end` and `duration` belong to an event with a time, one or the other, and the end comes after the start. */
function checkTiming(e: { date: string; end?: string; duration?: number }, ctx: z.RefinementCtx) {
  const problem = (field: 'end' | 'duration', message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (!hasTime(e.date)) {
    if (e.end !== undefined) problem('end', `only an event with a time can have an end: write the date with its start time (${e.date}T18:00), or remove "end" (an event without a time lasts the whole day)`);
    if (e.duration !== undefined) problem('duration', `only an event with a time can have a duration: write the date with its start time (${e.date}T18:00), or remove "duration" (an event without a time lasts the whole day)`);
    return;
  }
  if (e.end !== undefined && e.duration !== undefined) problem('duration', 'give either "end" or "duration", not both');
  // Both are written YYYY-MM-DDTHH:MM, so comparing the texts compares the times.
  if (e.end !== undefined && e.end <= e.date) problem('end', `must be after the start (${e.date}), got "${e.end}"`);
}

const eventSchema = z
  .object({
    id: z.number().int().positive(),
    name: text,
    /** YYYY-MM-DD, or YYYY-MM-DDTHH:MM for a time of day. */
    date: calendarDate,
    /** Events with a time only: when it ends (YYYY-MM-DDTHH:MM), or how long it lasts in minutes (default 60). */
    end: calendarDateTime.optional(),
    duration: z
      .number()
      .int()
      .positive()
      .refine((v) => v <= MAX_DURATION_MINUTES, { message: `must be at most ${MAX_DURATION_MINUTES} minutes (a week): write how many minutes the event lasts, e.g. 90` })
      .optional(),
    location: text.optional(),
    details: text,
    type: z.enum(eventTypes),
    /** One or more images under public/images/events/. */
    images: z.array(publicImage).min(1),
    files: z.array(fileSchema).optional(),
  })
  .strict()
  .superRefine(checkTiming);

export const eventsSchema = z
  .object({
    banner: z.object({ src: publicImage, alt: text }).strict(),
    events: z.array(eventSchema).min(1),
  })
  .strict();

export type EventItem = z.output<typeof eventSchema>;
export type EventsContent = z.output<typeof eventsSchema>;

export const loadEvents = cached((): EventsContent => {
  const content = loadYamlFile('events.yaml', eventsSchema);
  const file = displayPath(contentPath('events.yaml'));
  const problems = content.events.flatMap((e, i) =>
    content.events.findIndex((o) => o.id === e.id) !== i
      ? [{ file, field: `events[${i}].id`, message: `${e.id} is used by another event already: ids must be unique` }]
      : [],
  );
  if (problems.length) throw new ContentError(problems);
  return { ...content, events: sortNewestFirst(content.events) };
});
