/** The parts of a developers' page that `npm run docs` writes: each between its two markers. */

/** Where a generated part of a page starts and ends. */
export type Markers = { start: string; end: string };

/** `text` with the part between `markers` replaced by `generated`; throws when the markers are missing. */
export function withGenerated(text: string, markers: Markers, generated: string): string {
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md: the markers ${markers.start} … ${markers.end} are missing`);
  return `${text.slice(0, start + markers.start.length)}\n${generated}\n${text.slice(end)}`;
}
