#!/usr/bin/env bash
# Another chapter's re-skin, tried on a copy: does everything `npm run test:fast` checks stay green
# when every text and picture of content/ and public/ is replaced, and every picture renamed? The
# tests on the real content may check rules only, never today's values or file names; this proves it.
#
# The copy (in a temporary folder; the working tree is not touched) is the project's files as they
# are now, re-skinned by tools/reskin/reskin.ts:
# - content/: the fixture content (e2e/content) under the second identity (e2e/content-other/);
# - public/images/ and public/media/: ours removed; each picture and video the new content names made
#   anew under a name of the chapter's own (other sizes, other colours), and content/ rewritten to
#   name it, so a test that reads one of our pictures, by name, size or bytes, fails.
# Then it runs `npm run test:fast` there (or the command given: `bash scripts/reskin-check.sh npx jest`).
# What broke before is checked on every jest run, at no cost: a test that points the loaders at other
# content without saying which pictures go with it stops (jest.setup.ts), and the re-skin itself has
# its test (tools/reskin/__tests__).
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

# The chapter's content and pictures (tools/reskin/reskin.ts): every picture and video renamed.
(cd "$copy" && npx tsx tools/reskin/reskinCopy.ts)
rm -rf "$copy/public/generated"
cd "$copy"
npx tsx scripts/generate-images.ts
if [ $# -gt 0 ]; then "$@"; else npm run --silent test:fast; fi
