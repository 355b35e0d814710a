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
