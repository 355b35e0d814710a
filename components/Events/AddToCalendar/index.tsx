/** 'Add to calendar' on an event card: the event's .ics file, or Google Calendar's form filled in (new tab). */
import { FaRegCalendarPlus } from 'react-icons/fa';
import DropdownList from '@/components/ui/DropdownList';
import type { CalendarLinks } from '@/lib/events/calendarLinks';

type Props = { eventName: string; links: CalendarLinks };

export default function AddToCalendar({ eventName, links }: Props) {
  return (
    <DropdownList
      align="start"
      label={
        <>
          <FaRegCalendarPlus aria-hidden focusable="false" /> Add to calendar<span className="visually-hidden"> for {eventName}</span>
        </>
      }
    >
      <li>
        <a href={links.ics} download={links.icsName}>
          Download .ics
        </a>
      </li>
      <li>
        <a href={links.google} target="_blank" rel="noopener noreferrer">
          Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
    </DropdownList>
  );
}
