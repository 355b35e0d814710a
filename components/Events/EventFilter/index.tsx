'use client';
import { eventFilters, isEventFilterValue, type EventFilterValue } from '@/lib/events/filterEvents';
import styles from './index.module.css';

/** The Events filter dropdown: the seven labels and values of `eventFilters`, in order, as a native select. */
export default function EventFilter({ value, onChange }: { value: EventFilterValue; onChange: (value: EventFilterValue) => void }) {
  return (
    <div className={styles.filter}>
      <label htmlFor="event-filter" className="visually-hidden">
        Filter events
      </label>
      <select
        id="event-filter"
        className={styles.select}
        value={value}
        onChange={(e) => {
          if (isEventFilterValue(e.target.value)) onChange(e.target.value);
        }}
      >
        {eventFilters.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
    </div>
  );
}
