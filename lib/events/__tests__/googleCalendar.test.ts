/** @jest-environment node */
import { eventSpan } from '@/lib/events/eventSpan';
import { googleCalendarUrl } from '@/lib/events/googleCalendar';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('the Google Calendar link of an event', () => {
  it('is Google’s event template with the name, the details and the location', () => {
    const url = googleCalendarUrl({
      name: 'Neuro Game Night',
      details: 'Board games & snacks, 100% fun.',
      location: 'Student Union Lounge',
      span: eventSpan({ date: '2024-10-17' }, 'America/Chicago'),
    });
    expect(url.startsWith('https://calendar.google.com/calendar/render?')).toBe(true);
    expect(params(url)).toEqual({
      action: 'TEMPLATE',
      text: 'Neuro Game Night',
      dates: '20241017/20241018',
      details: 'Board games & snacks, 100% fun.',
      location: 'Student Union Lounge',
    });
  });

  it('gives a timed event in UTC, converted from the organisation’s time zone', () => {
    const url = googleCalendarUrl({
      name: 'Sync',
      details: 'd',
      span: eventSpan({ date: '2025-11-02T00:30', end: '2025-11-02T03:00' }, 'America/Chicago'),
    });
    expect(params(url).dates).toBe('20251102T053000Z/20251102T090000Z');
  });

  it('leaves the location out when the event has none, and keeps accents', () => {
    const url = googleCalendarUrl({
      name: 'Séance d’ouverture',
      details: 'Café et démonstration',
      span: eventSpan({ date: '2025-09-04T17:00' }, 'America/Chicago'),
    });
    expect(params(url)).not.toHaveProperty('location');
    expect(params(url).text).toBe('Séance d’ouverture');
    expect(params(url).details).toBe('Café et démonstration');
  });
});
