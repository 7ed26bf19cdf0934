#!/usr/bin/env bash
# `npm run bench:renewals`: starts the local infrastructure unless it is already up (and stops it
# again on exit), builds billing, and measures renewals due at one moment. BENCH_RENEWALS (10000)
# sets how many.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."

source scripts/infra-guard.sh
trap stop_infra_if_started EXIT
trap 'exit 130' INT TERM
source infra/local/env.sh

npx tsc -b services/subscription-billing
node load-tests/bench/renewals/bench-renewals.mjs
