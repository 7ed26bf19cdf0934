#!/usr/bin/env bash
# Every test tier CI runs: lint, type check and build (with the web app's first-load budget), unit
# tests, web component tests, ops manifest validation, integration and contract tests against real
# Kafka, the local database, Redis and MinIO, schemathesis over the merged OpenAPI document against
# the running services, and end-to-end tests in Chromium. Installs and starts what it needs; stops
# what it started, and prints how long each tier took.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export TESSERA_BROWSER=1
TESSERA_INFRA_BACKGROUND=1
source scripts/infra-guard.sh
trap stop_infra_if_started EXIT
source infra/local/env.sh

tier_started=$SECONDS
tier_name=''
timings=()
# Closes the running tier's clock and opens the next one.
step() {
  [[ -n "$tier_name" ]] && timings+=("$(printf '%-22s %4ss' "$tier_name" $((SECONDS - tier_started)))")
  tier_name="$1"
  tier_started=$SECONDS
  [[ -n "$1" ]] && printf '\n==== %s ====\n' "$1"
  return 0
}
reports="$PWD/test-results/vitest"
rm -rf "$reports"
# Every Vitest run also writes a JSON report, summed into one closing line at the end.
run_vitest() { local name="$1"; shift; npx vitest run --reporter=default --reporter=json --outputFile="$reports/$name.json" "$@"; }

# Runs named commands (name, command, name, command, ...) at once, each into its own log, then
# prints each log with its time; fails when any of them failed.
run_side_by_side() {
  local dir names=() pids=() i rc failed=0
  dir="$(mktemp -d)"
  while (($#)); do
    i=${#names[@]}
    names+=("$1")
    (
      started=$SECONDS
      rc=0
      bash -c "$2" || rc=$?
      echo $((SECONDS - started)) >"$dir/$i.seconds"
      exit "$rc"
    ) >"$dir/$i.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    rc=0
    wait "${pids[$i]}" || rc=$?
    printf '\n---- %s ----\n' "${names[$i]}"
    cat "$dir/$i.log"
    timings+=("$(printf '  %-20s %4ss' "${names[$i]}" "$(cat "$dir/$i.seconds")")")
    if ((rc != 0)); then
      printf '%s failed (exit %s)\n' "${names[$i]}" "$rc"
      failed=1
    fi
  done
  rm -rf "$dir"
  return "$failed"
}

# Lint and the build are independent and each runs mostly on one core, so on two cores they take
# the time of the longer one side by side, while the infrastructure starts in the background.
# The web build does not check types (Vite strips them), and the web tests are not compiled by tsc.
step 'lint, type check and build'
run_side_by_side \
  'lint' 'npm run lint' \
  'type check and build' \
  'npm run build && npm run typecheck -w web && npm run measure:initial-js -w web'
step 'unit tests'
run_vitest unit --project unit
step 'web component tests'
run_vitest web --config web/vitest.config.ts
step 'ops manifests'
# Both may install with apt or Go, so the infrastructure's start finishes first.
wait_for_infra
bash infra/ops/validate.sh
step 'integration tests'
run_vitest integration --project integration
step 'contract tests'
bash scripts/contract/run.sh --reporter=default --reporter=json --outputFile="$reports/contract.json"
step 'end-to-end tests'
run_vitest e2e --config web/vitest.e2e.config.ts

step ''
printf '\n==== time per tier ====\n'
printf '%s\n' "${timings[@]}"
# The summary is the run's closing line, so infrastructure stops before it is printed.
summary="$(node scripts/test-summary.mjs "$reports")"
trap - EXIT
stop_infra_if_started
printf '\n%s\n' "$summary"
