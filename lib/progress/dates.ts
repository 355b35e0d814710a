/** Dates in files, file names and the report: fixed formats in the member's own time zone. */
const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-11-23' */
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** '2026-11-23 14:05' */
export function localDateTime(at: string | Date): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  return `${localDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
