#!/usr/bin/env bash
# `npm run bench:search`: starts the local infrastructure unless it is already up (and stops it
# again on exit), builds auth, content, search and the gateway, and measures the search service.
# BENCH_SEARCH_CREATORS (10000) and BENCH_SEARCH_POSTS (100000) size the indexed corpus;
# BENCH_SEARCH_REBUILD_USERS (1000) and BENCH_SEARCH_REBUILD_POSTS (2000) the data a rebuild reads;
# BENCH_SEARCH_PUBLISHED (50) the posts timed from publication to searchable; BENCH_CONNECTIONS
# (16), BENCH_WARMUP_SECONDS (2) and BENCH_DURATION_SECONDS (10) the load cases.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."

source scripts/infra-guard.sh
trap stop_infra_if_started EXIT
trap 'exit 130' INT TERM
source infra/local/env.sh

npx tsc -b services/auth services/content services/search gateway
node load-tests/bench/search/bench-search.mjs
