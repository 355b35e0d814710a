/**
 * What `npm run bench` prints of the offline worker and the deploys (deployBench.ts measures them):
 * one table, a row per content tree, and a line per deploy that names the entries it changed.
 */
import type { OfflineFigures } from './deployBench';
import { formatTable, kB } from './report';
import { offlineMisses } from './targets';

const orBlank = <T>(value: T | undefined, show: (v: T) => string) => (value === undefined ? '' : show(value));

/** A row per content tree: the worker's list, the two visits, the deploys. */
export function offlineTable(rows: OfflineFigures[]): string {
  return formatTable(
    "Offline worker and deploys (kB: gzip as a host sends it, or as stored; 'member': signed in, until the worker has cached the site)",
    [
      'content',
      'worker list (files / kB / stored kB)',
      'sw.js kB',
      "visitor's background (requests / kB)",
      "member's download (requests / kB / stored kB)",
      'one-submodule deploy (files / kB)',
      'events deploy (files)',
      'built twice: files differing',
    ],
    rows.map((r) => [
      r.content,
      `${r.list.entries} / ${kB(r.list.gzipBytes)} / ${kB(r.list.bytes)}`,
      kB(r.workerGzipBytes),
      orBlank(r.visitor, (v) => `${v.requests} / ${kB(v.wireBytes)}${v.registered ? ' (a worker!)' : ''}`),
      orBlank(r.member, (m) => `${m.requests} / ${kB(m.wireBytes)} / ${kB(m.cachedBytes)}`),
      orBlank(r.submodule, (d) => `${d.entries} / ${kB(d.gzipBytes)}`),
      orBlank(r.events, (d) => String(d.entries)),
      orBlank(r.differing, (d) => String(d.length)),
    ]),
  );
}

/** The lines under the table: what each deploy changed, and every limit missed. */
export function offlineLines(rows: OfflineFigures[]): string[] {
  const lines: string[] = [];
  for (const r of rows) {
    if (r.submodule) lines.push(`${r.content}: ${r.submodule.file} edited changes ${r.submodule.changed.join(', ') || 'nothing'}`);
    if (r.events) {
      lines.push(`${r.content}: events.yaml edited changes ${r.events.changed.join(', ') || 'nothing'}`);
      if (r.events.notShowingIt.length > 0)
        lines.push(`  ✗ of which these do not show the edited event: ${r.events.notShowingIt.join(', ')}`);
    }
    if (r.differing && r.differing.length > 0)
      lines.push(`  ✗ ${r.content}: the same sources built twice differ in ${r.differing.join(', ')}`);
    for (const miss of offlineMisses({ visitorWireBytes: r.visitor?.wireBytes, deploy: r.submodule }))
      lines.push(`  ✗ ${r.content}: ${miss}`);
  }
  return lines.map((l) => (l.startsWith('  ') ? l : `\n${l}`));
}

/** Whether the figures fail `--check`: a limit missed, a build that differs, an events deploy that touched what does not show events. */
export function offlineFails(rows: OfflineFigures[]): boolean {
  return rows.some(
    (r) =>
      offlineMisses({ visitorWireBytes: r.visitor?.wireBytes, deploy: r.submodule }).length > 0 ||
      (r.differing?.length ?? 0) > 0 ||
      (r.events?.notShowingIt.length ?? 0) > 0,
  );
}
