#!/usr/bin/env bash
# `npm test`: every check CI runs, in the order that fails fastest. The content and link checks come
# first, so an officer's mistake is the first error they read, not a Jest diff.
# `npm run test:fast` (this script with `fast`): the checks that need no build and no browser (content,
# links, format, lint, types, unused code, import rules, unit tests), at most four minutes on a 2-core machine (the README states it).
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
# Two of one Chromium: the headless shell most e2e tests run in, and the full browser (Lighthouse, and
# the specs about what only it does); without a shell, every test runs in the full browser.
if ! $fast; then
  step "browser"
  CHROMIUM_PATH="$(node scripts/find-browser.mjs)"; export CHROMIUM_PATH
  CHROMIUM_HEADLESS_SHELL_PATH="$(node scripts/find-browser.mjs --shell)"; export CHROMIUM_HEADLESS_SHELL_PATH
  echo "full browser: $CHROMIUM_PATH"
  if [ "$CHROMIUM_HEADLESS_SHELL_PATH" = "$CHROMIUM_PATH" ]; then
    echo "no headless shell: every test runs in the full browser, about twice as long (Debian: sudo apt-get install chromium-headless-shell)"
  else
    echo "headless shell: $CHROMIUM_HEADLESS_SHELL_PATH"
  fi
fi
step "content check"; npm run --silent content:check
step "links check";   npm run --silent links:check
# Steps that run beside others: `beside <name> <command>` starts the command in the background, its
# output and exit status kept under its name; once it has ended (`wait`), `report <name>` prints that
# output under the name and the command's time, and returns its status.
beside_dir="$(mktemp -d)"; trap 'rm -rf "$beside_dir"' EXIT
beside() {
  ( began=$SECONDS; status=0
    bash -c "$2" >"$beside_dir/$1.log" 2>&1 || status=$?
    echo "$status $((SECONDS - began))" >"$beside_dir/$1.done" ) &
}
report() {
  local status took
  read -r status took <"$beside_dir/$1.done"
  printf -- '── %s (%ss) ──\n' "$1" "$took"
  cat "$beside_dir/$1.log"
  return "$status"
}
failed() { printf '\nFailed: %s (see above).\n' "$1" >&2; exit 1; }

# Five checks that read only the sources run side by side: each is mostly one process on one core,
# so together they take little more than half their sum on two cores (measured: 47 s one after
# another, 36 s together). Their outputs are printed in this order once all have finished; any
# failure stops the run there.
step "static checks"
beside "format" "npx prettier --check . --log-level warn"
beside "lint" "npx eslint . --max-warnings=0"
beside "types" "npx tsc --noEmit"
beside "unused code" "npx knip"
beside "import rules" "npm run --silent deps:check"
wait
static_failed=""
for name in "format" "lint" "types" "unused code" "import rules"; do
  report "$name" || static_failed+="${static_failed:+, }$name"
done
[ -z "$static_failed" ] || failed "$static_failed"
export NPM_TEST_TYPES_CHECKED=1
step "unit tests";    npx jest --ci
if $fast; then timings; printf '\nThe fast checks passed (npm test also builds the exports and runs the browser tests).\n'; exit 0; fi
# The bare Next.js page the page weights are compared with (bench/baseline, a project of its own)
# builds beside the site's four exports, which leave part of the second core idle.
step "builds"
beside "bare page" "node scripts/bare-page.mjs"
bash scripts/build-e2e.sh
wait
report "bare page" || failed "the bare page (bench/baseline) did not build"
# Lighthouse's gates (accessibility, best practices, SEO of the real export's pages) run beside the
# e2e tests: an audit spends most of its 6-10 s waiting for the page to settle, so alone it left a
# core idle for 70-100 s. Its output is printed after the e2e tests'. It measures no speed figures
# here (they would measure the tests' load): `npm run lighthouse` alone, on a quiet machine, does.
step "e2e+lighthouse"
beside "lighthouse" "npm run --silent lighthouse -- --ci"
e2e_status=0
npx playwright test || e2e_status=$?
wait
echo
e2e_failed=""
[ "$e2e_status" = 0 ] || e2e_failed="e2e tests"
report "lighthouse" || e2e_failed+="${e2e_failed:+, }lighthouse"
[ -z "$e2e_failed" ] || failed "$e2e_failed"
# It weighs the real-content export the e2e tests ran against beside the bare page built above.
step "page weight";   npm run --silent bench -- --check --export .e2e/real --base-path /nt-base --reuse-baseline
timings
npx tsx scripts/test-summary.mjs
