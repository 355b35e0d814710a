/**
 * The calendar files a change alters, which no picture shows: /events.ics (the feed subscribers'
 * calendars follow) and each event's /events/<file>.ics, compared between the two exports without
 * their DTSTAMP lines (when the file was made: every build's own). These files are our build's
 * output, in its own line layout: compared line by line, nothing is parsed.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The calendar files of an export, by the address the site serves them at. */
function calendarFiles(out: string): Map<string, string> {
  const files = new Map<string, string>();
  const feed = path.join(out, 'events.ics');
  if (fs.existsSync(feed)) files.set('/events.ics', feed);
  const events = path.join(out, 'events');
  if (fs.existsSync(events))
    for (const name of fs
      .readdirSync(events)
      .filter((n) => n.endsWith('.ics'))
      .sort())
      files.set(`/events/${name}`, path.join(events, name));
  return files;
}

const withoutStamp = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('DTSTAMP'))
    .join('\n');

/** '/events.ics', '/events/6.ics (new)', '/events/2.ics (removed)': what differs between the two exports. */
export function changedCalendarFiles(beforeOut: string, afterOut: string): string[] {
  const [before, after] = [calendarFiles(beforeOut), calendarFiles(afterOut)];
  const addresses = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return addresses.flatMap((address) => {
    const [was, is] = [before.get(address), after.get(address)];
    if (!was) return [`${address} (new)`];
    if (!is) return [`${address} (removed)`];
    return withoutStamp(was) === withoutStamp(is) ? [] : [address];
  });
}

/** The gallery's note, or none. */
export const calendarNote = (changed: readonly string[]) =>
  changed.length === 0
    ? []
    : [`Calendar files this change alters (no picture shows them; subscribers' calendars follow /events.ics): ${changed.join(', ')}.`];
