#!/usr/bin/env bash
# `npm run bench:messaging`: starts the local infrastructure unless it is already up (and stops it
# again on exit), builds auth, messaging and the gateway, and measures live messaging through the
# gateway. BENCH_SOCKETS (10000), BENCH_HOLD_SECONDS (300), BENCH_RATE (1000 messages/s),
# BENCH_SEND_SECONDS (60) and BENCH_GATEWAYS (1) set the sizes.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."

# Every socket holds a file descriptor in the load generator and two in the gateway (client and
# replica side): take the highest open-files limit allowed, which the started processes inherit.
# The run records the limit it got, so a machine that refuses keeps its own.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

source scripts/infra-guard.sh
trap stop_infra_if_started EXIT
trap 'exit 130' INT TERM
source infra/local/env.sh

npx tsc -b services/auth services/messaging gateway
node load-tests/bench/messaging/bench-messaging.mjs
