#!/usr/bin/env bash
# Another chapter's re-skin, tried on a copy: does everything `npm run test:fast` checks stay green
# when every text and picture of content/ and public/images/ is replaced? The tests on the real
# content may check rules only, never today's values; this proves it.
#
# The copy (in a temporary folder; the working tree is not touched) is the project's files as they
# are now, with:
# - content/: the fixture content (e2e/content) under the second identity (e2e/content-other/);
# - public/images/: our pictures removed, and only those the new content names made anew (other
#   sizes, other colours), so a test that reads one of our pictures, its size or its bytes fails.
# Then it runs `npm run test:fast` there (or the command given: `bash scripts/reskin-check.sh npx jest`).
#
#   bash scripts/reskin-check.sh            # about as long as npm run test:fast
#   bash scripts/reskin-check.sh npm test   # everything CI runs (the e2e fixture exports use e2e/public)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cd "$root"
# The project's files as they are in the working tree (tracked and new, not ignored ones).
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
  [ -f "$file" ] && printf '%s\0' "$file"
done | xargs -0 cp --parents -t "$copy"
# Hard links, not a symlink: the import rules (dependency-cruiser) would follow a link out of the copy.
cp -al "$root/node_modules" "$copy/node_modules"

rm -rf "$copy/content"
cp -R e2e/content "$copy/content"
cp -R e2e/content-other/. "$copy/content/"
# Every picture replaced: public/images/ holds only the pictures the new content names, each a flat
# picture of another size and colour in the format its name says; every other picture of ours is gone.
(cd "$copy" && node --input-type=module - <<'JS'
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const named = new Set(walk('content').flatMap((f) => fs.readFileSync(f, 'utf8').match(/\/images\/[\w./-]+\.(?:svg|webp|png|jpe?g|avif)\b/g) ?? []));
const before = walk('public/images').length;
fs.rmSync('public/images', { recursive: true });
let n = 0;
for (const src of [...named].sort()) {
  const file = path.join('public', src);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const ext = path.extname(file).slice(1).toLowerCase();
  if (ext === 'svg') {
    fs.writeFileSync(file, `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><rect width="300" height="300" fill="#0f766e"/><circle cx="150" cy="150" r="${60 + n}" fill="#f0fdfa"/></svg>\n`);
  } else {
    const image = sharp({ create: { width: 1000 + (n % 7) * 37, height: 600 + (n % 5) * 23, channels: 3, background: { r: 15, g: 100 + n, b: 110 } } });
    fs.writeFileSync(file, await image.toFormat(ext === 'jpg' ? 'jpeg' : ext).toBuffer());
  }
  n++;
}
console.log(`reskin: content/ is e2e/content under e2e/content-other's identity; public/images/: ${before} pictures of ours removed, the ${n} the new content names made anew`);
JS
)
rm -rf "$copy/public/generated"
cd "$copy"
npx tsx scripts/generate-images.ts
if [ $# -gt 0 ]; then "$@"; else npm run --silent test:fast; fi
