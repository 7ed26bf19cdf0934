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

step 'lint'
npm run lint
step 'type check and build'
npm run build
step 'unit tests'
npx vitest run --project unit
step 'web component tests'
npx vitest run --config web/vitest.config.ts
step 'ops manifests'
bash infra/ops/validate.sh
step 'integration tests'
npx vitest run --project integration
step 'end-to-end tests'
npx vitest run --config web/vitest.e2e.config.ts
