#!/usr/bin/env bash
# Builds the static exports the e2e tests run against (see playwright.config.ts):
# - .e2e/fixture: the fixture content (e2e/content), with a known access code so a test can prove it
#   never reaches the export;
# - .e2e/fixture-again: the same sources built once more, which e2e/deploys/builds.spec.ts compares
#   with .e2e/fixture file by file (the same commit must give the same bytes);
# - .e2e/fixture-next: the fixture's next deploy, e2e/content with the overlay e2e/content-next/
#   (its files added or replaced, the paths in its removed.txt deleted), built with the SAME code;
# - .e2e/fixture-other-code: another chapter's deploy, e2e/content with the overlay e2e/content-other/
#   (its own site.yaml: names, colours, logo) built with another code: a deploy after the code
#   changed, and the export e2e/deploys/identity.spec.ts searches for traces of the first identity;
# - .e2e/real: the real content under the base path /nt-base.
# The last four fixture builds exist for e2e/deploys (members signed in across deploys, and the builds).
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:-all}"  # all | fixture | real
mkdir -p .e2e
# Phone-sized copies of the pictures the exports publish (the pages' srcset names them): public/'s
# for the real export, e2e/public's for the fixture's (build_fixture). Each build makes the icons of
# its own identity again, a fraction of a second.

fixture_code="${E2E_ACCESS_CODE:-fixture-code-7431}"
# `npm test` has type-checked the project (tsc) before this script: each build skips its own check.
# Run alone, the builds check types as usual.
[ "${NPM_TEST_TYPES_CHECKED:-}" = 1 ] && export BUILD_TYPES_CHECKED=1

# The steps after `next build` (the script policy and compile hints, the offline worker, the leak check)
# read and write the export alone, each one process on one core, while much of the next `next build`
# (collecting page data, generating the pages) keeps one core too: each export's steps run beside the
# next build, and the script waits for them all at the end (finish_beside, wait_finished).
finishing=()
# finish_beside <export name> [VAR=value ...]: the three steps on .e2e/<export name>, in the background,
# with the variables given (the content and pictures the build read); their output in .e2e/<name>.log.
finish_beside() {
  local name="$1"
  shift
  (
    set -e
    env "$@" npx tsx scripts/harden-export.ts ".e2e/$name"
    env "$@" npx tsx scripts/offline-worker.ts ".e2e/$name"
    env "$@" npx tsx scripts/check-sealed-export.ts ".e2e/$name"
  ) >".e2e/$name.log" 2>&1 &
  finishing+=("$!:$name")
}
# Prints each export's steps under its name, in the order built; stops with exit 1 if any failed.
wait_finished() {
  local entry failed=""
  for entry in "${finishing[@]}"; do
    if wait "${entry%%:*}"; then echo "▶ finished: ${entry#*:}"; else failed+=" ${entry#*:}"; fi
    cat ".e2e/${entry#*:}.log"
    rm -f ".e2e/${entry#*:}.log"
  done
  if [ -n "$failed" ]; then
    echo "the steps after next build failed for:$failed (above)" >&2
    exit 1
  fi
}

# build_fixture <export name> <content folder> <access code>
# The fixture's pictures are e2e/public's stand-ins, never public/'s (e2e/public/README.txt): the
# build reads them (PUBLIC_DIR), and the export publishes them in place of the copy of public/ that
# Next makes, so a chapter that replaces every picture of ours keeps these exports whole.
build_fixture() {
  local name="$1" content="$2" code="$3"
  rm -rf ".e2e/$name"
  echo "▶ build: $name (content $content)"
  CONTENT_DIR="$content" PUBLIC_DIR=e2e/public npx tsx scripts/generate-images.ts
  CONTENT_DIR="$content" PUBLIC_DIR=e2e/public MEMBER_ACCESS_CODE="$code" \
    NEXT_PUBLIC_BASE_PATH= NEXT_PUBLIC_CONTACT_ENDPOINT=https://forms.test/submit NEXT_PUBLIC_CONTACT_ACCESS_KEY=test-key \
    NEXT_PUBLIC_PHOTO_FEED_TOKEN=test-feed-token NEXT_PUBLIC_PHOTO_FEED_HOST=https://graph.photos.test \
    npx next build
  local entry
  for entry in public/* public/.[!.]*; do
    [ -e "$entry" ] && rm -rf "out/${entry#public/}"
  done
  cp -R e2e/public/. out/
  mv out ".e2e/$name"
  finish_beside "$name" CONTENT_DIR="$content" PUBLIC_DIR=e2e/public
}

# overlay_content <destination> <overlay>: a copy of e2e/content with the overlay's files added or
# replaced, and the paths listed in its removed.txt (if any, relative to e2e/content) deleted.
overlay_content() {
  local dest="$1" overlay="$2"
  rm -rf "$dest"
  cp -R e2e/content "$dest"
  if [ -f "$overlay/removed.txt" ]; then
    while IFS= read -r removed; do
      case "$removed" in '' | '#'*) continue ;; esac
      if [ ! -e "$dest/$removed" ]; then
        echo "$overlay/removed.txt: $removed is not in e2e/content" >&2
        exit 1
      fi
      rm -rf "${dest:?}/$removed"
    done < "$overlay/removed.txt"
  fi
  (cd "$overlay" && find . -type f ! -name removed.txt -print0 | while IFS= read -r -d '' file; do
    mkdir -p "../../$dest/$(dirname "$file")"
    cp "$file" "../../$dest/$file"
  done)
}

if [ "$which" != real ]; then
  build_fixture fixture e2e/content "$fixture_code"
  build_fixture fixture-again e2e/content "$fixture_code"

  # The next deploy's content: a copy of the fixture with the overlay applied. Inside the project
  # (ignored by git), because content paths in messages and edit links are relative to it.
  overlay_content .e2e/content-next e2e/content-next
  build_fixture fixture-next .e2e/content-next "$fixture_code"
  # Another chapter: the same content under another identity, and another code. One build serves
  # both proofs, so a second identity adds no build to npm test.
  overlay_content .e2e/content-other e2e/content-other
  build_fixture fixture-other-code .e2e/content-other "${E2E_OTHER_ACCESS_CODE:-other-fixture-code-5590}"
fi

if [ "$which" != fixture ]; then
  rm -rf .e2e/real
  echo "▶ build: real content under base path /nt-base"
  npx tsx scripts/generate-images.ts  # public/'s copies, and the real identity's icons
  NEXT_PUBLIC_BASE_PATH=/nt-base MEMBER_ACCESS_CODE="${E2E_REAL_ACCESS_CODE:-real-smoke-code-2291}" npx next build
  mv out .e2e/real
  finish_beside real
fi
wait_finished
