#!/usr/bin/env bash
# `npm run bench`: starts the local infrastructure unless it is already up (and then stops it again
# on exit), builds auth and the gateway, and runs the bench. Settings come from the environment:
# BENCH_DURATION_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_ROUNDS (3), BENCH_CONNECTIONS (32), BENCH_USERS
# (10000), BENCH_SESSIONS (50000) and BENCH_CPU_PROFILE_DIR (unset; a directory for CPU profiles of
# auth and the gateway, which makes a run that is printed but not recorded).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

source scripts/infra-guard.sh
trap stop_infra_if_started EXIT
trap 'exit 130' INT TERM
source infra/local/env.sh

npx tsc -b services/auth gateway
node load-tests/bench/gateway/bench-gateway.mjs
