#!/usr/bin/env bash
# `npm test`: every check CI runs, in the order that fails fastest. The content and link checks come
# first, so an officer's mistake is the first error they read, not a Jest diff.
# `npm run test:fast` (this script with `fast`): the checks that need no build and no browser (content,
# links, format, lint, types, unused code, import rules, unit tests), under two minutes on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's time is kept, and all of them are printed at the end.
started=$SECONDS; last=""; last_at=$SECONDS; times=""
lap() {
  [ -n "$last" ] && times+="$(printf '  %-13s %4ss' "$last" $((SECONDS - last_at)))"$'\n'
  last=""
}
step() { lap; last="$1"; last_at=$SECONDS; printf '\n━━ %s ━━\n' "$1"; }
timings() { lap; printf '\n%s  %-13s %4ss\n' "$times" total $((SECONDS - started)); }

fast=false; [ "${1:-}" = fast ] && fast=true
# The browser first: on a machine without one, say how to install it before minutes of other steps.
if ! $fast; then
  step "browser";     CHROMIUM_PATH="$(node scripts/find-browser.mjs)"; export CHROMIUM_PATH; echo "$CHROMIUM_PATH"
fi
step "content check"; npm run --silent content:check
step "links check";   npm run --silent links:check
step "format";        npx prettier --check . --log-level warn
step "lint";          npx eslint . --max-warnings=0
step "types";         npx tsc --noEmit; export NPM_TEST_TYPES_CHECKED=1
step "unused code";   npx knip
step "import rules";  npm run --silent deps:check
step "unit tests";    npx jest --ci
if $fast; then timings; printf '\nThe fast checks passed (npm test also builds the exports and runs the browser tests).\n'; exit 0; fi
step "builds";        bash scripts/build-e2e.sh
step "e2e";           npx playwright test
# Both reuse the real-content export the e2e tests ran against; only the bare page is built again.
step "page weight";   npm run --silent bench -- --check --export .e2e/real --base-path /nt-base
step "lighthouse";    npm run --silent lighthouse -- --ci --reuse-baseline
timings
node scripts/test-summary.mjs
