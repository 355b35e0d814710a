'use client';
/**
 * The 'Events' heading, filter and card grid. Past and upcoming are decided with the visitor's
 * clock at the moment they choose the filter, never with the time the site was built.
 */
import { useState } from 'react';
import EventCard from '@/components/Events/EventCard';
import EventFilter from '@/components/Events/EventFilter';
import type { EventItem } from '@/lib/content/events';
import type { CalendarLinks } from '@/lib/events/calendarLinks';
import { filterEvents, type EventFilterValue } from '@/lib/events/filterEvents';
import type { ResponsiveImage } from '@/lib/images/variants';
import styles from './index.module.css';

export const NO_EVENTS_MESSAGE =
  'We couldn’t find any events matching for your search. Don’t worry — new events are added regularly, so check again soon!';

/**
 * `photos`: every event's photos with their phone-sized copies, by the path content names them with.
 * `zones`: by event id, the short name of the zone a timed event is in ('CST'), none for all-day ones.
 */
type Props = {
  events: EventItem[];
  calendarLinks: Record<number, CalendarLinks>;
  zones: Record<number, string | undefined>;
  photos: Record<string, ResponsiveImage>;
};

export default function EventsBoard({ events, calendarLinks, zones, photos }: Props) {
  const [choice, setChoice] = useState<{ filter: EventFilterValue; now: Date }>({ filter: 'all', now: new Date(0) });
  const shown = filterEvents(events, choice.filter, choice.now);

  return (
    <section className={styles.board} aria-labelledby="events-heading">
      <div className={styles.header}>
        <h2 id="events-heading" className={styles.heading}>
          Events
        </h2>
        <EventFilter value={choice.filter} onChange={(filter) => setChoice({ filter, now: new Date() })} />
      </div>
      <div aria-live="polite">
        {shown.length === 0 ? (
          <p className={styles.empty}>{NO_EVENTS_MESSAGE}</p>
        ) : (
          <ul className={styles.grid} aria-label="Event list">
            {shown.map((event, i) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  calendar={calendarLinks[event.id]}
                  zone={zones[event.id]}
                  photos={event.images.map((src) => photos[src])}
                  priority={i === 0}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
