/**
 * `bash scripts/reskin-check.sh`'s re-skin of its copy of the project (the working folder): the
 * chapter's content and pictures of tools/reskin/reskin.ts, and one line saying what changed. Run as
 * a process of its own in the copy, so that the copy's files are the ones read.
 */
import path from 'node:path';
import { reskin } from './reskin';

const root = process.cwd();
reskin(root, {
  fixtureContent: path.join(root, 'e2e/content'),
  identity: path.join(root, 'e2e/content-other'),
  stockVideo: path.join(root, 'e2e/public/media/intro.mp4'),
})
  .then(({ removed, renamed }) => {
    const [from, to] = [...renamed][0];
    console.log(
      `reskin: content/ is e2e/content under e2e/content-other's identity; public/images/ and public/media/: ` +
        `${removed} files of ours removed, the ${renamed.size} the new content names made anew under names of its own (${from} → ${to}, ...)`,
    );
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
