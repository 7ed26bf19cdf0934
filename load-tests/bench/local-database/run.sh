#!/usr/bin/env bash
# `npm run bench:local-database`: starts the local infrastructure unless it is already up (and
# stops it again on exit) and measures the database's lookups by kind.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."

source scripts/infra-guard.sh
trap stop_infra_if_started EXIT
trap 'exit 130' INT TERM
source infra/local/env.sh

node load-tests/bench/local-database/bench-local-database.mjs
