#!/usr/bin/env bash
# Installs what is missing, starts the infrastructure, builds, and runs every service of the
# service registry and the gateway, which serves the web app and /api at http://localhost:8080.
# A process that crashes is started again; Ctrl-C stops everything, the infrastructure included.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

source scripts/infra-guard.sh
trap stop_infra_if_started EXIT

source scripts/dev-env.sh
npm run build

# Every registry service and the gateway, kept running by the stack supervisor: a process that
# stops is logged and started again with backoff while the rest keep serving. Ctrl-C stops them all.
node scripts/start/run-stack.mjs &
stack=$!
trap 'kill -TERM "$stack" 2>/dev/null || true' INT TERM
# A trapped signal ends `wait` early: wait again until the supervisor has stopped every process.
while kill -0 "$stack" 2>/dev/null; do wait "$stack" || true; done
