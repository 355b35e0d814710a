/** The events on /events and the page's banner. */
import { z } from 'zod';
import { sortNewestFirst } from '@/lib/events/filterEvents';
import { eventTypes } from '@/lib/events/eventTypes';
import { hasTime } from '@/lib/events/eventSpan';
import { cached, readYamlFile } from './core';
import { ContentError, type ContentProblem } from './problems';
import { calendarDate, dateProblem, externalUrl, publicImage, text } from './fields';

const fileSchema = z
  .object({
    type: text.describe('What kind of file it is, shown in brackets after its name, e.g. pdf, slides, doc.'),
    name: text.describe('The link text, e.g. Schedule.'),
    link: externalUrl.describe("The file's address, opened in a new tab."),
  })
  .strict();

/** A week: longer is a slip (hours written as minutes twice over), not an event. */
const MAX_DURATION_MINUTES = 7 * 24 * 60;

/**
 * An event with a time may have an `end` (a date and time) or a `duration`; an all-day event may
 * have an `end` date when it lasts several days. The end comes after the start.
 */
function checkTiming(e: { date: string; end?: string; duration?: number }, ctx: z.RefinementCtx) {
  const problem = (field: 'end' | 'duration', message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  // An end that is not a date at all is already reported by its own field.
  if (e.end !== undefined && dateProblem(e.end)) e = { ...e, end: undefined };
  if (!hasTime(e.date)) {
    if (e.end !== undefined && hasTime(e.end))
      problem(
        'end',
        `an event without a time ends on a day, not at a time: for an event of several days write its last day (YYYY-MM-DD); for one with hours, write the date with its start time (${e.date}T18:00)`,
      );
    else if (e.end !== undefined && e.end <= e.date)
      problem('end', `must be a day after the start (${e.date}), got "${e.end}": an event of one day needs no "end"`);
    if (e.duration !== undefined)
      problem(
        'duration',
        `only an event with a time can have a duration: write the date with its start time (${e.date}T18:00), or remove "duration" (an event without a time lasts the whole day)`,
      );
    return;
  }
  if (e.end !== undefined && !hasTime(e.end))
    return problem('end', 'expected a date and time written YYYY-MM-DDTHH:MM, e.g. 2025-04-02T20:00');
  if (e.end !== undefined && e.duration !== undefined) problem('duration', 'give either "end" or "duration", not both');
  // Both are written YYYY-MM-DDTHH:MM, so comparing the texts compares the times.
  if (e.end !== undefined && e.end <= e.date)
    problem('end', `must be after the start (${e.date}), got "${e.end}"${afterMidnight(e.date, e.end)}`);
}

/** An end in the small hours of the start's day is most often one past midnight: the same time the next day. */
function afterMidnight(date: string, end: string): string {
  if (date.slice(0, 10) !== end.slice(0, 10) || end === date || end.slice(11) >= '06:00') return '';
  const next = new Date(`${end.slice(0, 10)}T00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return `: ends after midnight? write ${next.toISOString().slice(0, 10)}${end.slice(10)}`;
}

/** Longer than this is not one event a card or a search result can show whole. */
export const TITLE_WARNING_LENGTH = 80;

const eventSchema = z
  .object({
    id: z
      .number()
      .int()
      .positive()
      .describe('A unique whole number; keep it when you edit the event: calendars that subscribed know the event by it.'),
    name: text.describe(`The event's title; the side panel and search cut one longer than ${TITLE_WARNING_LENGTH} characters.`),
    date: calendarDate.describe(
      "YYYY-MM-DD for an all-day event, or YYYY-MM-DDTHH:MM for a time of day (24-hour clock, in site.yaml's timezone).",
    ),
    end: calendarDate
      .optional()
      .describe(
        'Optional: when it ends, after `date`: a date and time (YYYY-MM-DDTHH:MM) for an event with a time, or the last day (YYYY-MM-DD) of an all-day event that lasts several days; not with `duration`.',
      ),
    duration: z
      .number()
      .int()
      .positive()
      .refine((v) => v <= MAX_DURATION_MINUTES, {
        message: `must be at most ${MAX_DURATION_MINUTES} minutes (a week): write how many minutes the event lasts, e.g. 90`,
      })
      .optional()
      .describe('Optional, events with a time only: how long it lasts in minutes (default 60), instead of an `end`.'),
    location: text.optional().describe('Optional: where it takes place.'),
    details: text.describe('One or two sentences about the event.'),
    type: z.enum(eventTypes).describe('The kind of event, which the filter on /events uses.'),
    images: z.array(publicImage).min(1).describe('One or more images under public/images/events/ (several get previous/next arrows).'),
    files: z.array(fileSchema).optional().describe('Optional: links to slides or documents, opened in a new tab.'),
  })
  .strict()
  .superRefine(checkTiming);

export const eventsSchema = z
  .object({
    banner: z
      .object({
        src: publicImage.describe('The banner image, under public/images/events/.'),
        alt: text.describe('What the banner shows, for people who cannot see it.'),
      })
      .strict()
      .describe('The picture above the heading of /events.'),
    events: z.array(eventSchema).min(1).describe('The events, shown newest first whatever their order here.'),
  })
  .strict();

export type EventItem = z.output<typeof eventSchema>;
export type EventsContent = z.output<typeof eventsSchema>;

/** events.yaml read once: its events, the mistakes that fail the check, and the warnings that do not. */
const readEvents = cached(() => {
  const { data: content, file, at } = readYamlFile('events.yaml', eventsSchema);
  // Above every id used (calendars that subscribed know a removed event by its id), one each.
  let nextId = Math.max(...content.events.map((e) => e.id));
  const problems: ContentProblem[] = content.events.flatMap((e, i) => {
    const first = content.events.findIndex((o) => o.id === e.id);
    if (first !== i) nextId++;
    return first !== i
      ? [
          {
            file,
            field: `events[${i}].id`,
            line: at(['events', i, 'id']),
            message: `${e.id} is used by another event already (line ${at(['events', first, 'id'])}): give this one id ${nextId}, the next id no event uses`,
          },
        ]
      : [];
  });
  const warnings: ContentProblem[] = content.events.flatMap((e, i) =>
    e.name.length > TITLE_WARNING_LENGTH
      ? [
          {
            file,
            field: `events[${i}].name`,
            line: at(['events', i, 'name']),
            message: `is ${e.name.length} characters long: the side panel and search cut a title after ${TITLE_WARNING_LENGTH}, so a shorter one shows whole`,
          },
        ]
      : [],
  );
  return { content, problems, warnings };
});

export const loadEvents = (): EventsContent => {
  const { content, problems } = readEvents();
  if (problems.length) throw new ContentError(problems);
  return { ...content, events: sortNewestFirst(content.events) };
};

/** What content:check mentions without failing: an event name too long to show whole. */
export const eventWarnings = (): ContentProblem[] => readEvents().warnings;
