#!/usr/bin/env bash
# `npm run bench:admin`: starts the local infrastructure unless it is already up (and stops it
# again on exit), builds auth, admin, content, messaging, search and the gateway, and measures the
# admin service. BENCH_ADMIN_USERS (100000) and BENCH_ADMIN_REPORTS (100000) size its read models;
# BENCH_ADMIN_SUSPENSIONS (20) the creators suspended while timed; BENCH_CONNECTIONS (16),
# BENCH_WARMUP_SECONDS (2) and BENCH_DURATION_SECONDS (10) the load cases; BENCH_READY_TIMEOUT_SECONDS
# (60) how long a service may take to start on a busy machine.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."

source scripts/infra-guard.sh
trap stop_infra_if_started EXIT
trap 'exit 130' INT TERM
source infra/local/env.sh

npx tsc -b services/auth services/admin services/content services/messaging services/search gateway
node load-tests/bench/admin/bench-admin.mjs
