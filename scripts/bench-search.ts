/**
 * For `npm run bench`: what the curriculum search costs a member's browser on the box's first focus,
 * for the content at CONTENT_DIR (default content/). Prints one JSON line: the records the build seals
 * as 'search' (their JSON, raw and gzip; sealing adds a few bytes and no compression), and the time
 * to build the records, to build the MiniSearch index from them and to answer a typo'd query.
 * Usage: [CONTENT_DIR=<dir>] tsx scripts/bench-search.ts
 */
import zlib from 'node:zlib';
import { loadBlocks } from '../lib/content/blocks';
import { loadOnboarding } from '../lib/content/onboarding';
import { createCurriculumSearch } from '../lib/search/query';
import { searchRecords } from '../lib/search/records';

const timed = <T>(f: () => T): [T, number] => {
  const started = performance.now();
  const value = f();
  return [value, performance.now() - started];
};

const [records, recordsMs] = timed(() => searchRecords(loadOnboarding().submodules, loadBlocks()));
const json = new TextEncoder().encode(JSON.stringify(records));
const [search, indexMs] = timed(() => createCurriculumSearch(records));
const [, queryMs] = timed(() => search.search('fourir transfrm'));
console.log(
  JSON.stringify({
    submodules: records.length,
    jsonBytes: json.length,
    gzipBytes: zlib.gzipSync(json, { level: 9 }).length,
    recordsMs,
    indexMs,
    queryMs,
  }),
);
