# Starts the local infrastructure and, when this script started it, stops it again on exit, so no
# background process outlives the command. Source it from the repository root.
# With TESSERA_INFRA_BACKGROUND=1 set before sourcing, it installs and starts in the background while
# the caller goes on (the test run lints and builds meanwhile); call wait_for_infra before using it.
# shellcheck shell=bash

TESSERA_INFRA_STARTED=0
if ! bash infra/local/status.sh >/dev/null 2>&1; then
  TESSERA_INFRA_STARTED=1
fi

TESSERA_INFRA_PID=''
if [[ "${TESSERA_INFRA_BACKGROUND:-0}" == 1 ]]; then
  TESSERA_INFRA_LOG="$(mktemp)"
  bash infra/local/up.sh >"$TESSERA_INFRA_LOG" 2>&1 &
  TESSERA_INFRA_PID=$!
else
  bash infra/local/up.sh
fi

# Waits for a background start and prints its log; fails as the start did.
wait_for_infra() {
  [[ -n "$TESSERA_INFRA_PID" ]] || return 0
  local rc=0
  wait "$TESSERA_INFRA_PID" || rc=$?
  TESSERA_INFRA_PID=''
  cat "$TESSERA_INFRA_LOG"
  rm -f "$TESSERA_INFRA_LOG"
  return "$rc"
}

stop_infra_if_started() {
  # A start still under way finishes first, so nothing it launches outlives the stop.
  wait_for_infra >/dev/null 2>&1 || true
  if [[ "$TESSERA_INFRA_STARTED" == 1 ]]; then
    bash infra/local/down.sh || true
  fi
}
