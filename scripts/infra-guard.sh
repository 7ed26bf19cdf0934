# Starts the local infrastructure and, when this script started it, stops it again on exit, so no
# background process outlives the command. Source it from the repository root.
# shellcheck shell=bash

TESSERA_INFRA_STARTED=0
if ! bash infra/local/status.sh >/dev/null 2>&1; then
  TESSERA_INFRA_STARTED=1
fi
bash infra/local/up.sh

stop_infra_if_started() {
  if [[ "$TESSERA_INFRA_STARTED" == 1 ]]; then
    bash infra/local/down.sh || true
  fi
}
