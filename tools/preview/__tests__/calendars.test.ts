/**
 * @jest-environment node
 *
 * The calendar files an events change alters, named in the gallery since no picture shows them:
 * changed, new and removed files, and never one that differs only in when it was built.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calendarNote, changedCalendarFiles } from '@/tools/preview/calendars';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-calendars-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const event = (summary: string, stamp: string) =>
  ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', `DTSTAMP:${stamp}`, `SUMMARY:${summary}`, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

function exportOf(name: string, files: Record<string, string>) {
  const out = path.join(dir, name);
  fs.mkdirSync(path.join(out, 'events'), { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(out, file), text);
  return out;
}

test('names the feed and each event file whose events changed, the new and the removed; not one only built again', () => {
  const before = exportOf('before', {
    'events.ics': event('Talk; Kickoff', '20261127T080000Z'),
    'events/2.ics': event('Kickoff', '20261127T080000Z'),
    'events/4.ics': event('Talk', '20261127T080000Z'),
    'events/5.ics': event('Old', '20261127T080000Z'),
  });
  const after = exportOf('after', {
    'events.ics': event('Guest Talk; Kickoff; New', '20261127T090000Z'),
    'events/2.ics': event('Kickoff', '20261127T090000Z'),
    'events/4.ics': event('Guest Talk', '20261127T090000Z'),
    'events/10.ics': event('New', '20261127T090000Z'),
  });
  const changed = changedCalendarFiles(before, after);
  expect(changed).toEqual(['/events.ics', '/events/4.ics', '/events/5.ics (removed)', '/events/10.ics (new)']);
  expect(calendarNote(changed)).toEqual([
    "Calendar files this change alters (no picture shows them; subscribers' calendars follow /events.ics): /events.ics, /events/4.ics, /events/5.ics (removed), /events/10.ics (new).",
  ]);
  expect(calendarNote(changedCalendarFiles(before, before))).toEqual([]);
});
