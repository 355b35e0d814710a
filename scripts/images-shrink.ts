/**
 * `npm run images:shrink -- <file> [<file> ...]`: makes each photo at most 2000 pixels a side, in
 * its own format and under its own name, so that content:check's 1 MB limit is met and every path to
 * it stays valid (tools/images/shrink.ts). Prints each file's size and pixel size before and after;
 * exits 1 when a file was refused or is still over 1 MB.
 */
import { megabytes } from '../lib/content/publicImages';
import { type ImageFacts, shrinkImage, stillTooHeavy } from '../tools/images/shrink';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error(
    '✗ name the image to shrink.\nUsage: npm run images:shrink -- <file>\n  e.g. npm run images:shrink -- public/images/events/hack-night-1.jpg',
  );
  process.exit(1);
}

const shown = (f: ImageFacts) => `${megabytes(f.bytes)}, ${f.width} × ${f.height} pixels`;

async function main(): Promise<boolean> {
  let ok = true;
  for (const file of files) {
    const result = await shrinkImage(file);
    if (result.outcome === 'refused') {
      console.error(`✗ ${file}: ${result.reason}`);
      ok = false;
      continue;
    }
    if (result.outcome === 'shrunk') console.log(`✓ ${file}: ${shown(result.before)} → ${shown(result.after)}`);
    else console.log(`• ${file}: left as it was (${shown(result.before)}): written again it would not be smaller`);
    if (stillTooHeavy(result)) {
      const advice =
        result.format === 'png'
          ? 'a photo is much smaller as .jpg or .webp: save it as one (e.g. on squoosh.app) and change its path in content/ to the new name'
          : 'make it fewer pixels by hand (e.g. 1600 wide, on squoosh.app) and save it under the same name';
      console.error(`✗ ${file} is still ${megabytes(result.after.bytes)}, over the 1 MB limit: ${advice}`);
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
