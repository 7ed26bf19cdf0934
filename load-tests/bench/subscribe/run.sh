#!/usr/bin/env bash
# `npm run bench:subscribe`: starts the local infrastructure unless it is already up (and stops it
# again on exit), builds auth, billing and the gateway, and measures subscribing through the
# gateway. BENCH_SUBSCRIBERS (50, the concurrency), BENCH_CREATORS (20) and BENCH_WARMUP_CREATORS
# (20, subscribed to first and not counted) set the sizes.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."

source scripts/infra-guard.sh
trap stop_infra_if_started EXIT
trap 'exit 130' INT TERM
source infra/local/env.sh

npx tsc -b services/auth services/subscription-billing gateway
node load-tests/bench/subscribe/bench-subscribe.mjs
