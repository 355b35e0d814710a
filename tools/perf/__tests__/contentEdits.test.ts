/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { EDIT_MARKER, editFirstEvent, editOneSubmodule, firstSubmodule } from '@/tools/perf/contentEdits';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-edits-'));
  // A small tree of the fixture's shape, copied from e2e/content (never the real content: its files change).
  fs.cpSync(path.join(__dirname, '../../../e2e/content'), dir, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the bench’s content edits', () => {
  it('edit the first submodule’s body only: its frontmatter, and every other file, stay as they were', () => {
    const before = fs.readFileSync(path.join(dir, 'onboarding/hardwareB1/1_1.mdx'), 'utf8');
    expect(firstSubmodule(dir)).toBe('onboarding/hardwareB1/1_1.mdx');
    expect(editOneSubmodule(dir)).toBe('onboarding/hardwareB1/1_1.mdx');
    const after = fs.readFileSync(path.join(dir, 'onboarding/hardwareB1/1_1.mdx'), 'utf8');
    const frontmatter = (text: string) => text.slice(0, text.indexOf('\n---', 4));
    expect(frontmatter(after)).toBe(frontmatter(before));
    expect(after).toContain(EDIT_MARKER);
    expect(after).not.toBe(before);
    expect(fs.readFileSync(path.join(dir, 'onboarding/softwareB1/1_1.mdx'), 'utf8')).not.toContain(EDIT_MARKER);
  });

  it('edit the first event’s details, and nothing else of events.yaml', () => {
    const before = parse(fs.readFileSync(path.join(dir, 'events.yaml'), 'utf8'));
    expect(editFirstEvent(dir)).toBe('events.yaml');
    const after = parse(fs.readFileSync(path.join(dir, 'events.yaml'), 'utf8'));
    expect(after.events[0].details).toBe(`${before.events[0].details} Edited (${EDIT_MARKER}).`);
    expect({ ...after, events: after.events.slice(1) }).toEqual({ ...before, events: before.events.slice(1) });
  });

  it('change nothing in a tree without submodules or events, and say so', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'content-edits-empty-'));
    expect(editOneSubmodule(empty)).toBeNull();
    expect(editFirstEvent(empty)).toBeNull();
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
