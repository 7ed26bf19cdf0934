#!/usr/bin/env bash
# Measures what a new service costs before its first feature: writes the smallest complete service
# (package, tsconfig, a definition with one route) and its registry entry, builds it, starts it
# behind a gateway on the local infrastructure, checks the gateway routes to it and reports it in
# its health roll-up, then counts the lines written. Everything it adds is removed again on exit.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

NAME=kit-probe
SERVICE_PORT=3099
DIR="services/$NAME"
REGISTRY=libs/contracts/src/services/service-registry.ts
DB="tessera_kit_probe_$$"
[[ -e "$DIR" ]] && { echo "$DIR already exists" >&2; exit 1; }

source scripts/infra-guard.sh
registry_backup="$(mktemp)"
cp "$REGISTRY" "$registry_backup"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  cp "$registry_backup" "$REGISTRY" && rm -f "$registry_backup"
  rm -rf "$DIR"
  node -e "require('mongoose').createConnection(process.env.MONGO_URL, { dbName: '$DB' })
    .asPromise().then((c) => c.dropDatabase().then(() => c.close()))" 2>/dev/null || true
  npx tsc -b libs/contracts >/dev/null 2>&1 || true
  stop_infra_if_started
}
trap cleanup EXIT

mkdir -p "$DIR/src"
cat >"$DIR/package.json" <<'EOF'
{
  "name": "@tessera/kit-probe",
  "version": "0.1.0",
  "private": true,
  "main": "dist/main.js",
  "dependencies": {
    "@nestjs/common": "^11.1.0",
    "@tessera/platform": "0.1.0",
    "zod": "^4.1.0"
  }
}
EOF
cat >"$DIR/tsconfig.json" <<'EOF'
{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "rootDir": "src", "outDir": "dist" },
  "include": ["src"],
  "references": [{ "path": "../../libs/platform" }]
}
EOF
cat >"$DIR/src/main.ts" <<'EOF'
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, respond, runService } from '@tessera/platform';
import { z } from 'zod';

@Controller('kit-probe')
class HelloController {
  @Get('hello')
  @ApiOperation({
    summary: 'Greets whoever asks',
    responses: { 200: { description: 'A greeting', data: z.object({ hello: z.string() }) } },
  })
  hello() {
    return respond({ hello: 'world' });
  }
}

runService({ name: 'kit-probe', features: () => ({ controllers: [HelloController] }) });
EOF
entry="  { name: '$NAME', port: $SERVICE_PORT, routes: ['$NAME'], consumes: [] },"
sed -i "/^export const SERVICE_REGISTRY = \[/a\\$entry" "$REGISTRY"

files=("$DIR/package.json" "$DIR/tsconfig.json" "$DIR/src/main.ts")
service_lines=$(cat "${files[@]}" | wc -l)
total=$((service_lines + 1))

npx tsc -b libs/contracts libs/rules libs/platform "$DIR" gateway
source scripts/dev-env.sh
log_dir=.infra/logs
mkdir -p "$log_dir"
PORT=$SERVICE_PORT MONGO_DB="$DB" node "$DIR/dist/main.js" >"$log_dir/kit-probe.log" 2>&1 &
pids+=($!)
gateway_port=18999
METRICS_PORT=0 RATE_LIMIT_API_MAX=100000 PORT=$gateway_port KIT_PROBE_URL="http://127.0.0.1:$SERVICE_PORT" \
  node gateway/dist/main.js >"$log_dir/kit-probe-gateway.log" 2>&1 &
pids+=($!)

answer=""
for _ in $(seq 1 60); do
  answer="$(curl -fsS "http://127.0.0.1:$gateway_port/api/kit-probe/hello" 2>/dev/null || true)"
  [[ -n "$answer" ]] && break
  sleep 1
done
health="$(curl -sS "http://127.0.0.1:$gateway_port/api/health")"
[[ "$answer" == '{"data":{"hello":"world"}}' ]] || { echo "gateway did not route to $NAME: '$answer'" >&2; exit 1; }
grep -q "\"name\":\"$NAME\",\"status\":\"up\"" <<<"$health" ||
  { echo "$NAME missing from the health roll-up: $health" >&2; exit 1; }

printf '\nA new service before its first feature (%s), routed and healthy through the gateway:\n' "$(date -u +%F)"
for file in "${files[@]}"; do printf '  %-32s %3d lines\n' "$file" "$(wc -l <"$file")"; done
printf '  %-32s %3d line\n' "registry entry" 1
printf '  %-32s %3d lines (target 60)\n' "total" "$total"
