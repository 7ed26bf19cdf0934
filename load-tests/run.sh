#!/usr/bin/env bash
# Runs a k6 journey against a stack already listening on loopback (default: the account flow
# through the gateway on http://127.0.0.1:8080). Builds k6 into .infra/bin the first time.
# Usage: load-tests/run.sh [journey | script.js] [extra k6 run flags...]
#   journeys: account, browse-feed, subscribe, messaging (load-tests/<journey>.js)
#   BASE_URL, LOAD_TEST_KEY, VUS and HOLD are passed to the script through the environment.
# The end-of-test summary is written to test-results/load/<script>-summary.json.
set -euo pipefail

LOAD_TESTS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=infra/local/lib.sh
source "$LOAD_TESTS_DIR/../infra/local/lib.sh"

K6_VERSION="v1.8.1"
# A run never takes longer than this, whatever the script's stages say.
RUN_TIMEOUT_SECONDS=900

script="$LOAD_TESTS_DIR/auth-flow.js"
if [[ $# -gt 0 && "$1" == *.js ]]; then
  script="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
  shift
elif [[ $# -gt 0 && "$1" != -* ]]; then
  case "$1" in
    account) script="$LOAD_TESTS_DIR/auth-flow.js" ;;
    browse | feed) script="$LOAD_TESTS_DIR/browse-feed.js" ;;
    *) script="$LOAD_TESTS_DIR/$1.js" ;;
  esac
  if [[ ! "$1" =~ ^[a-z][a-z-]*$ || ! -f "$script" ]]; then
    echo "unknown journey '$1': use account, browse-feed, subscribe, messaging or a script path" >&2
    exit 2
  fi
  shift
fi

# A stack from `npm start` lets this checkout's own tools past the gateway's rate limits with the
# key scripts/dev-env.sh generated; without it nearly every request would be answered 429.
if [[ -z "${LOAD_TEST_KEY:-}" && -s "$REPO_ROOT/.infra/load-test-key" ]]; then
  LOAD_TEST_KEY="$(cat "$REPO_ROOT/.infra/load-test-key")"
  export LOAD_TEST_KEY
fi

ensure_dirs
go_build_tool k6 go.k6.io/k6 "$K6_VERSION" .

summary_dir="$REPO_ROOT/test-results/load"
mkdir -p "$summary_dir"
summary="$summary_dir/$(basename "$script" .js)-summary.json"

log "running $(basename "$script") against ${BASE_URL:-http://127.0.0.1:8080}"
timeout "$RUN_TIMEOUT_SECONDS" "$INFRA_BIN/k6" run --summary-export "$summary" "$@" "$script"
log "summary written to ${summary#"$REPO_ROOT"/}"
