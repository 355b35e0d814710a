/**
 * An event date in the visitor's own date format ('10/3/2024' in the US, '03/10/2024' in the UK),
 * with the time when the content gives one. The date is read as local, so it never shifts a day.
 */
export function formatEventDate(date: string, locale?: string | string[]): string {
  const [y, m, d, hh, mm] = date.split(/[-T:]/).map(Number);
  if (hh === undefined) return new Date(y, m - 1, d).toLocaleDateString(locale);
  const at = new Date(y, m - 1, d, hh, mm);
  return `${at.toLocaleDateString(locale)}, ${at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' })}`;
}

/**
 * The days an event runs, for its card: one date, or 'first – last' for an all-day event that lasts
 * several days (`end`, its last day). A timed event's end stays in the calendar, not on the card.
 */
export function eventDays(date: string, end: string | undefined): { first: string; last?: string } {
  return !date.includes('T') && end && !end.includes('T') && end > date ? { first: date, last: end } : { first: date };
}
