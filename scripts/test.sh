#!/usr/bin/env bash
# Every test tier CI runs: lint, type check and build, unit tests, web component tests, ops manifest
# validation, integration tests against real Kafka, FerretDB and Redis, and end-to-end tests in
# Chromium. Installs and starts what it needs; stops what it started.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export TESSERA_BROWSER=1
source scripts/infra-guard.sh
trap stop_infra_if_started EXIT
source infra/local/env.sh

step() { printf '\n==== %s ====\n' "$1"; }
reports="$PWD/test-results/vitest"
rm -rf "$reports"
# Every Vitest run also writes a JSON report, summed into one closing line at the end.
run_vitest() { local name="$1"; shift; npx vitest run --reporter=default --reporter=json --outputFile="$reports/$name.json" "$@"; }

step 'lint'
npm run lint
step 'type check and build'
npm run build
step 'unit tests'
run_vitest unit --project unit
step 'web component tests'
run_vitest web --config web/vitest.config.ts
step 'ops manifests'
bash infra/ops/validate.sh
step 'integration tests'
run_vitest integration --project integration
step 'end-to-end tests'
run_vitest e2e --config web/vitest.e2e.config.ts

node scripts/test-summary.mjs "$reports"
