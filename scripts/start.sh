#!/usr/bin/env bash
# Installs what is missing, starts the infrastructure, builds, and runs every service of the
# service registry and the gateway, which serves the web app and /api at http://localhost:8080.
# Ctrl-C stops everything; so does any process exiting.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

source scripts/infra-guard.sh
pids=()
shutdown() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  stop_infra_if_started
}
trap shutdown EXIT
trap 'exit 130' INT TERM

source scripts/dev-env.sh
npm run build

# One line per registry service: its name and port.
services="$(node -e '
  const { SERVICE_REGISTRY } = require("./libs/contracts/dist");
  for (const { name, port } of SERVICE_REGISTRY) console.log(`${name} ${port}`);
')"
gateway_env=()
while read -r name port; do
  PORT="$port" node "services/$name/dist/main.js" &
  pids+=($!)
  url_variable="$(tr '[:lower:]-' '[:upper:]_' <<<"$name")_URL"
  gateway_env+=("$url_variable=http://127.0.0.1:$port")
done <<<"$services"
env "${gateway_env[@]}" PORT="$GATEWAY_PORT" node gateway/dist/main.js &
pids+=($!)

for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$GATEWAY_PORT/api/health" >/dev/null 2>&1; then
    echo
    echo "Tessera is running: http://localhost:$GATEWAY_PORT (API health: /api/health, docs: /api/docs)"
    echo "Press Ctrl-C to stop."
    break
  fi
  sleep 1
done

# Stop everything as soon as any process exits.
wait -n "${pids[@]}"
