/** The events on /events and the page's banner. */
import { z } from 'zod';
import { sortNewestFirst } from '../events/filterEvents';
import { eventTypes } from '../events/eventTypes';
import { cached, ContentError, contentPath, displayPath, loadYamlFile } from './core';
import { calendarDate, externalUrl, publicImage, text } from './fields';

const fileSchema = z
  .object({
    /** What kind of file it is, e.g. pdf, slides, doc. */
    type: text,
    name: text,
    link: externalUrl,
  })
  .strict();

const eventSchema = z
  .object({
    id: z.number().int().positive(),
    name: text,
    /** YYYY-MM-DD, or YYYY-MM-DDTHH:MM for a time of day. */
    date: calendarDate,
    location: text.optional(),
    details: text,
    type: z.enum(eventTypes),
    /** One or more images under public/images/events/. */
    images: z.array(publicImage).min(1),
    files: z.array(fileSchema).optional(),
  })
  .strict();

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
