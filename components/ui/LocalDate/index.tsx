'use client';
/**
 * A date in the visitor's own format. The static HTML carries the ISO date; the browser replaces
 * it after hydration, so the server's locale never leaks in and hydration never disagrees. The time
 * is the one written in content, in the organisation's zone: `zone` names it ('6:30 PM CST').
 */
import { formatEventDate } from '@/lib/events/formatEventDate';
import { useHydrated } from '@/lib/ui/useHydrated';

export default function LocalDate({ date, zone }: { date: string; zone?: string }) {
  const hydrated = useHydrated();
  const shown = hydrated ? formatEventDate(date) : date.replace('T', ' ');
  return <time dateTime={date}>{zone ? `${shown} ${zone}` : shown}</time>;
}
