'use client';
/**
 * A date in the visitor's own format. The static HTML carries the ISO date; the browser replaces
 * it after hydration, so the server's locale never leaks in and hydration never disagrees.
 */
import { formatEventDate } from '@/lib/events/formatEventDate';
import { useHydrated } from '@/lib/ui/useHydrated';

export default function LocalDate({ date }: { date: string }) {
  const hydrated = useHydrated();
  return <time dateTime={date}>{hydrated ? formatEventDate(date) : date.replace('T', ' ')}</time>;
}
