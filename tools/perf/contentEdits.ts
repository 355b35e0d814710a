/**
 * The content edits `npm run bench` deploys to measure what a deploy costs: an officer's small fix to
 * one submodule's text, and one to an event. Each works on any chapter's content (the first file in
 * order, the first event), changes a copy of the content tree (`dir`), and says what it changed; a
 * tree it cannot change (no submodule, no event) gives null.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument, isMap, isSeq } from 'yaml';

/** A word no content holds, so that every file showing the edit can be found by it. */
export const EDIT_MARKER = 'Benchedit7xq';

/** The first submodule file, in path order: `onboarding/<block>/<m>_<s>.mdx`, relative to `dir`. */
export function firstSubmodule(dir: string): string | null {
  const onboarding = path.join(dir, 'onboarding');
  if (!fs.existsSync(onboarding)) return null;
  const files = fs
    .readdirSync(onboarding, { recursive: true, encoding: 'utf8' })
    .filter((f) => /^[^/\\]+[/\\]\d+_\d+\.mdx$/.test(f))
    .sort();
  return files[0] ? `onboarding/${files[0].split(path.sep).join('/')}` : null;
}

/** Three small edits to the first submodule's text (two sentences added, one at the start of its body and one at its end, and a word): its file. */
export function editOneSubmodule(dir: string): string | null {
  const file = firstSubmodule(dir);
  if (!file) return null;
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  const end = text.indexOf('\n---', 4);
  if (!text.startsWith('---') || end < 0) return null;
  const bodyStart = end + '\n---\n'.length;
  const body = text.slice(bodyStart).replace(/\bthe\b/, 'this');
  fs.writeFileSync(full, `${text.slice(0, bodyStart)}\nA first note (${EDIT_MARKER}).\n\n${body.trimEnd()}\n\nA last note.\n`);
  return file;
}

/** The first event's details, with a sentence added: `events.yaml`. */
export function editFirstEvent(dir: string): string | null {
  const file = path.join(dir, 'events.yaml');
  if (!fs.existsSync(file)) return null;
  const doc = parseDocument(fs.readFileSync(file, 'utf8'));
  const events = doc.get('events');
  const first = isSeq(events) ? events.items[0] : undefined;
  if (!isMap(first)) return null;
  first.set('details', `${String(first.get('details') ?? '')} Edited (${EDIT_MARKER}).`.trim());
  fs.writeFileSync(file, doc.toString());
  return 'events.yaml';
}
