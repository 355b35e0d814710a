/**
 * After `next build`: fails when any text of the members' area (a sentence of a members' page, a quiz
 * question or answer, a task title) is readable in a file of the export. Reads the content the build
 * read (CONTENT_DIR). Usage: tsx scripts/check-sealed-export.ts [export folder, default out]
 */
import fs from 'node:fs';
import path from 'node:path';
import { ContentError, formatProblemWithHint } from '../lib/content/problems';
import { findLeaks, withoutPublic, type ExportFile } from '../lib/seal/leaks';
import { publicContentText, sealedNeedles } from '../lib/seal/sealedText';
import { plural } from '../lib/text/plural';

const TEXT_FILE = /\.(html|txt|js|mjs|json|css|xml|ics|svg|webmanifest|map|rsc)$/;

function textFiles(dir: string): ExportFile[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => TEXT_FILE.test(name) && fs.statSync(path.join(dir, name)).isFile())
    .map((name) => ({ file: path.join(dir, name), text: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

function main() {
  const started = performance.now();
  const dir = path.resolve(process.argv[2] ?? 'out');
  if (!fs.existsSync(dir)) throw new Error(`${dir} does not exist: run next build first`);
  let needles;
  try {
    needles = withoutPublic(sealedNeedles(), publicContentText());
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    console.error(e.problems.map(formatProblemWithHint).join('\n'));
    process.exit(1);
  }
  const files = textFiles(dir);
  const leaks = findLeaks(files, needles);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (leaks.length > 0) {
    console.error(`The export shows what only members may read (${plural(leaks.length, 'text')}):`);
    for (const leak of leaks.slice(0, 20))
      console.error(`  ${path.relative(process.cwd(), leak.file)}: "${leak.text}" (from ${leak.from})`);
    console.error("Members' pages must render from their sealed files (lib/seal), never from the page's HTML.");
    process.exit(1);
  }
  console.log(`sealed check: ${needles.length} members' texts looked for in ${files.length} files, none readable (${seconds} s)`);
}

main();
