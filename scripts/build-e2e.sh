#!/usr/bin/env bash
# Builds the two static exports the e2e tests run against (see playwright.config.ts).
# The fixture build uses a known access code so a test can prove it never reaches out/.
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:-all}"  # all | fixture | real
mkdir -p .e2e
# Phone-sized copies of public/ images, which both exports share (the pages' srcset names them).
npx tsx scripts/generate-images.ts

if [ "$which" != real ]; then
rm -rf .e2e/fixture
echo "▶ build: fixture content (e2e/content)"
CONTENT_DIR=e2e/content MEMBER_ACCESS_CODE="${E2E_ACCESS_CODE:-fixture-code-7431}" \
  NEXT_PUBLIC_BASE_PATH= NEXT_PUBLIC_CONTACT_ENDPOINT=https://forms.test/submit NEXT_PUBLIC_CONTACT_ACCESS_KEY=test-key \
  NEXT_PUBLIC_PHOTO_FEED_TOKEN=test-feed-token NEXT_PUBLIC_PHOTO_FEED_HOST=https://graph.photos.test \
  npx next build
npx tsx scripts/harden-export.ts out
CONTENT_DIR=e2e/content npx tsx scripts/check-sealed-export.ts out
mv out .e2e/fixture
fi

if [ "$which" != fixture ]; then
rm -rf .e2e/real
echo "▶ build: real content under base path /nt-base"
NEXT_PUBLIC_BASE_PATH=/nt-base MEMBER_ACCESS_CODE="${E2E_REAL_ACCESS_CODE:-real-smoke-code-2291}" npx next build
npx tsx scripts/harden-export.ts out
npx tsx scripts/check-sealed-export.ts out
mv out .e2e/real
fi
