#!/usr/bin/env bash
# Captures the screenshot journeys (web/e2e/**/*.screenshots.ts) into web/test-results/screenshots:
# builds what the stack runs, starts the local infrastructure if it is not running (and stops it
# again afterwards), and runs the journeys in Chromium against a stack of their own.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export TESSERA_BROWSER=1
source scripts/infra-guard.sh
trap stop_infra_if_started EXIT
source infra/local/env.sh

npm run build
npx vitest run --config web/vitest.screenshots.config.ts "$@"
printf '\nScreenshots are in web/test-results/screenshots\n'
