import AddToCalendar from '@/components/Events/AddToCalendar';
import DocumentsMenu from '@/components/Events/DocumentsMenu';
import ImageViewer from '@/components/Events/ImageViewer';
import LocalDate from '@/components/ui/LocalDate';
import type { EventItem } from '@/lib/content/events';
import type { CalendarLinks } from '@/lib/events/calendarLinks';
import { eventDays } from '@/lib/events/formatEventDate';
import type { ResponsiveImage } from '@/lib/images/variants';
import styles from './index.module.css';

/** `zone`: the short name of the zone a timed event is in ('CST'), shown after its time. */
type Props = { event: EventItem; calendar: CalendarLinks; zone?: string; photos: ResponsiveImage[]; priority?: boolean };

export default function EventCard({ event, calendar, zone, photos, priority }: Props) {
  const days = eventDays(event.date, event.end);
  return (
    <article className={styles.card} aria-labelledby={`event-${event.id}`}>
      <div className={styles.top}>
        <span className={styles.badge}>{event.type}</span>
        {event.files && event.files.length > 0 && <DocumentsMenu eventName={event.name} files={event.files} />}
      </div>
      <ImageViewer images={photos} eventName={event.name} priority={priority} />
      <div className={styles.body}>
        <h3 id={`event-${event.id}`} className={styles.name}>
          {event.name}
        </h3>
        <p className={styles.details}>{event.details}</p>
        <p className={styles.meta}>
          <strong>{days.last ? 'Dates:' : 'Date:'}</strong> <LocalDate date={days.first} zone={zone} />
          {days.last && (
            <>
              {' – '}
              <LocalDate date={days.last} />
            </>
          )}
        </p>
        {event.location && (
          <p className={styles.meta}>
            <strong>Location:</strong> {event.location}
          </p>
        )}
        <div className={styles.actions}>
          <AddToCalendar eventName={event.name} links={calendar} />
        </div>
      </div>
    </article>
  );
}
