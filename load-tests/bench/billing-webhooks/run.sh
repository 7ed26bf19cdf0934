#!/usr/bin/env bash
# Billing webhook ingest under crashes: starts the local infrastructure unless it is already up (and
# then stops it again on exit), builds auth and subscription-billing, and runs the bench. Settings
# come from the environment: BENCH_PAYMENTS (2000), BENCH_EVENTS (20000), BENCH_CREATORS (20),
# BENCH_PAYERS (50), BENCH_SENDERS (32 concurrent deliveries) and BENCH_KILLS (2).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."

source scripts/infra-guard.sh
trap stop_infra_if_started EXIT
trap 'exit 130' INT TERM
source infra/local/env.sh

npx tsc -b services/auth services/subscription-billing
node load-tests/bench/billing-webhooks/bench-billing-webhooks.mjs
