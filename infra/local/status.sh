#!/usr/bin/env bash
# Reports each local part as up or down with its address. Exits 0 only when every part is up.
set -euo pipefail

# shellcheck source=infra/local/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

external_address() {
  case "$1" in
    mongo) printf '%s' "$MONGO_URL" ;;
    kafka) printf '%s' "$KAFKA_BROKERS" ;;
    redis) printf '%s' "$REDIS_URL" ;;
    minio) printf '%s' "$S3_ENDPOINT" ;;
    opensearch) printf '%s' "$OPENSEARCH_URL" ;;
  esac
}

main() {
  local all_up=0 state address detail pid
  for part in "${ALL_PARTS[@]}"; do
    address="$(part_address "$part")"
    detail=""
    if is_external "$part"; then
      state="external"
      address="$(external_address "$part")"
      detail="(set in the environment, not managed here)"
    elif part_answers "$part"; then
      state="up"
      if pid="$(running_pid "$part")"; then
        detail="(pid $pid)"
      else
        detail="(not started by these scripts)"
      fi
    else
      state="down"
      all_up=1
      if pid="$(running_pid "$part")"; then
        detail="(pid $pid is running but does not answer yet)"
      fi
    fi
    printf '%-12s %-9s %s %s\n' "$part" "$state" "$address" "$detail"
  done
  return "$all_up"
}

main "$@"
