#!/usr/bin/env bash
# Stops the local parts that up.sh started (found through their pid files): politely first, then
# forcefully after a grace period. Data under .infra/data is kept.
set -euo pipefail

# shellcheck source=infra/local/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Kafka flushes its logs and hands over leadership on shutdown, which takes a few seconds.
GRACE_SECONDS=30

stop_part() {
  local part="$1" pid
  if ! pid="$(running_pid "$part")"; then
    log "$part not running"
    return 0
  fi
  log "stopping $part (pid $pid)"
  # Each part runs in its own process group (see up.sh), so its children stop with it.
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  local waited=0
  while process_alive "$pid" && ((waited < GRACE_SECONDS * 2)); do
    sleep 0.5
    waited=$((waited + 1))
  done
  if process_alive "$pid"; then
    log "$part still running after ${GRACE_SECONDS}s: killing it"
    kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$(pid_file "$part")"
  log "$part stopped"
}

main() {
  # Reverse start order: clients of the broker stop before it.
  local parts=(opensearch mail stripe-mock minio redis mongo kafka)
  [[ $# -gt 0 ]] && parts=("$@")
  for part in "${parts[@]}"; do
    stop_part "$part"
  done
}

main "$@"
