#!/usr/bin/env bash
# `npm test`: every check CI runs, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n━━ %s ━━\n' "$1"; }

step "lint";          npx eslint . --max-warnings=0
step "types";         npx tsc --noEmit
step "unit tests";    npx jest --ci
step "content check"; npm run --silent content:check
step "links check";   npm run --silent links:check
step "builds";        bash scripts/build-e2e.sh
step "e2e";           npx playwright test
# Both reuse the real-content export the e2e tests ran against; only the bare page is built again.
step "page weight";   npm run --silent bench -- --check --export .e2e/real --base-path /nt-base
step "lighthouse";    npm run --silent lighthouse -- --ci --reuse-baseline
node scripts/test-summary.mjs
