#!/usr/bin/env bash
# `npm run bench:content`: starts the local infrastructure unless it is already up (and then stops
# it again on exit), builds auth, content and the gateway, and runs the content bench. Settings
# come from the environment: BENCH_CREATORS (1000), BENCH_POSTS (100000), BENCH_SUBSCRIBERS
# (10000), BENCH_SUBSCRIPTIONS_EACH (20), BENCH_DURATION_SECONDS (10), BENCH_WARMUP_SECONDS (2)
# and BENCH_CONNECTIONS (32).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."

source scripts/infra-guard.sh
trap stop_infra_if_started EXIT
trap 'exit 130' INT TERM
source infra/local/env.sh

npx tsc -b services/auth services/content gateway
node load-tests/bench/content/bench-content.mjs
