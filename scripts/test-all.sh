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
# Five checks that read only the sources run side by side: each is mostly one process on one core,
# so together they take little more than half their sum on two cores (measured: 47 s one after
# another, 36 s together). Each one's output is kept and printed under its own name, in this order,
# once all have finished; any failure stops the run there.
step "static checks"
together_dir="$(mktemp -d)"; trap 'rm -rf "$together_dir"' EXIT
together_names=("format" "lint" "types" "unused code" "import rules")
together_commands=(
  "npx prettier --check . --log-level warn"
  "npx eslint . --max-warnings=0"
  "npx tsc --noEmit"
  "npx knip"
  "npm run --silent deps:check"
)
for i in "${!together_commands[@]}"; do
  ( began=$SECONDS; status=0
    bash -c "${together_commands[$i]}" >"$together_dir/$i.log" 2>&1 || status=$?
    echo "$status $((SECONDS - began))" >"$together_dir/$i.done" ) &
done
wait
together_failed=""
for i in "${!together_names[@]}"; do
  read -r status took <"$together_dir/$i.done"
  printf -- '── %s (%ss) ──\n' "${together_names[$i]}" "$took"
  cat "$together_dir/$i.log"
  [ "$status" = 0 ] || together_failed+="${together_failed:+, }${together_names[$i]}"
done
if [ -n "$together_failed" ]; then printf '\nFailed: %s (see above).\n' "$together_failed" >&2; exit 1; fi
export NPM_TEST_TYPES_CHECKED=1
step "unit tests";    npx jest --ci
if $fast; then timings; printf '\nThe fast checks passed (npm test also builds the exports and runs the browser tests).\n'; exit 0; fi
# The bare Next.js page the page weights are compared with (bench/baseline, a project of its own)
# builds beside the site's four exports, which leave part of the second core idle.
step "builds"
rm -rf bench/baseline/out bench/baseline/.next/cache
( status=0
  (cd bench/baseline && NEXT_TELEMETRY_DISABLED=1 NEXT_PUBLIC_BASE_PATH= node ../../node_modules/next/dist/bin/next build) \
    >"$together_dir/baseline.log" 2>&1 || status=$?
  echo "$status" >"$together_dir/baseline.done" ) &
baseline_pid=$!
bash scripts/build-e2e.sh
wait "$baseline_pid"
if [ "$(cat "$together_dir/baseline.done")" != 0 ]; then
  cat "$together_dir/baseline.log"; printf '\nFailed: the bare page (bench/baseline) did not build.\n' >&2; exit 1
fi
# Lighthouse's gates (accessibility, best practices, SEO of the real export's pages) run beside the
# e2e tests: an audit spends most of its 6-10 s waiting for the page to settle, so alone it left a
# core idle for 70-100 s. Its output is printed after the e2e tests'. It measures no speed figures
# here (they would measure the tests' load): `npm run lighthouse` alone, on a quiet machine, does.
step "e2e+lighthouse"
lighthouse_log="$together_dir/lighthouse.log"
( began=$SECONDS; status=0
  npm run --silent lighthouse -- --ci >"$lighthouse_log" 2>&1 || status=$?
  echo "$status $((SECONDS - began))" >"$together_dir/lighthouse.done" ) &
lighthouse_pid=$!
e2e_status=0
npx playwright test || e2e_status=$?
wait "$lighthouse_pid"
read -r lighthouse_status lighthouse_took <"$together_dir/lighthouse.done"
printf -- '\n── lighthouse (%ss, beside the e2e tests) ──\n' "$lighthouse_took"
cat "$lighthouse_log"
failed=""
[ "$e2e_status" = 0 ] || failed="e2e tests"
[ "$lighthouse_status" = 0 ] || failed+="${failed:+, }lighthouse"
if [ -n "$failed" ]; then printf '\nFailed: %s (see above).\n' "$failed" >&2; exit 1; fi
# It weighs the real-content export the e2e tests ran against beside the bare page built above.
step "page weight";   npm run --silent bench -- --check --export .e2e/real --base-path /nt-base --reuse-baseline
timings
node scripts/test-summary.mjs
