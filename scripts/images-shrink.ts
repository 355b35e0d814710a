/**
 * `npm run images:shrink -- [--max <pixels>] [--webp] <file> [<file> ...]`: makes each photo at most
 * 2000 pixels a side (or `--max`), smaller again when that is still over content:check's 1 MB limit
 * (tools/images/shrink.ts). In its own format and under its own name every path to it stays valid;
 * `--webp` writes it as a WebP beside it instead, removes the old file and changes the paths in
 * content/ that named it (tools/images/renameInContent.ts). Prints each file's size and pixel size
 * before and after; exits 1 when a file was refused or is still over 1 MB.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentRoot } from '../lib/content/core';
import { MAX_IMAGE_SIDE, megabytes, shrinkCommand } from '../tools/checks/publicImages';
import { publicAddress, renameInContent } from '../tools/images/renameInContent';
import { type ImageFacts, shrinkImage, stillTooHeavy } from '../tools/images/shrink';

const USAGE =
  'Usage: npm run images:shrink -- [--max <pixels>] [--webp] <file>\n' +
  '  e.g. npm run images:shrink -- public/images/events/hack-night-1.jpg\n' +
  '       npm run images:shrink -- --max 1600 --webp public/images/events/hack-night-1.png';

function options() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { max: { type: 'string' }, webp: { type: 'boolean', default: false } },
    });
    const max = values.max === undefined ? undefined : Number(values.max);
    if (max !== undefined && !(Number.isInteger(max) && max >= 100 && max <= 10000))
      throw new Error('--max takes a number of pixels, e.g. --max 1600');
    if (positionals.length === 0) throw new Error('name the image to shrink.');
    return { files: positionals, max, webp: values.webp };
  } catch (e) {
    console.error(`✗ ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    process.exit(1);
  }
}

const shown = (f: ImageFacts) => `${megabytes(f.bytes)}, ${f.width} × ${f.height} pixels`;

async function main(): Promise<boolean> {
  const { files, max, webp } = options();
  let ok = true;
  for (const file of files) {
    const result = await shrinkImage(file, { max, webp });
    if (result.outcome === 'refused') {
      console.error(`✗ ${file}: ${result.reason}`);
      ok = false;
      continue;
    }
    if (result.outcome === 'shrunk')
      console.log(`✓ ${file}: ${shown(result.before)} → ${result.written === file ? '' : `${result.written}, `}${shown(result.after)}`);
    else console.log(`• ${file}: left as it was (${shown(result.before)}): written again it would not be smaller`);
    const side = (f: ImageFacts) => Math.max(f.width, f.height);
    if (side(result.after) < Math.min(max ?? MAX_IMAGE_SIDE, side(result.before))) {
      const sharper = result.format === 'png' ? `; a WebP keeps more of them: ${shrinkCommand(result.written, { webp: true })}` : '';
      console.log(`  made ${side(result.after)} pixels a side (not ${max ?? MAX_IMAGE_SIDE}) to come under 1 MB${sharper}`);
    }
    const [from, to] = [publicAddress(file), publicAddress(result.written)];
    if (from && to && from !== to) {
      const changed = renameInContent(contentRoot(), from, to);
      for (const c of changed) console.log(`  ${path.relative(process.cwd(), c)}: ${from} → ${to}`);
      if (changed.length === 0) console.log(`  no file in content/ names ${from}`);
    }
    if (stillTooHeavy(result)) {
      const next =
        result.format === 'webp'
          ? 'open it in an image program and save it with less detail (a lower quality)'
          : `as a WebP it is smaller: ${shrinkCommand(result.written, { webp: true })}`;
      console.error(`✗ ${result.written} is still ${shown(result.after)}, over the 1 MB limit: ${next}`);
      ok = false;
    }
  }
  return ok;
}

main()
  .then((ok) => process.exit(ok ? 0 : 1))
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
