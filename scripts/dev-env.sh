# Environment for running Tessera's processes on this machine. Source it from the repository root.
# Infrastructure addresses come from infra/local/env.sh (variables already set are kept). A JWT
# secret is generated once and kept under .infra so sessions survive restarts.
# shellcheck shell=bash

source infra/local/env.sh

if [[ -z "${JWT_SECRET:-}" ]]; then
  mkdir -p .infra
  if [[ ! -s .infra/jwt-secret ]]; then
    (umask 077 && node -e 'process.stdout.write(require("crypto").randomBytes(48).toString("base64url"))' >.infra/jwt-secret)
  fi
  JWT_SECRET="$(cat .infra/jwt-secret)"
fi
export JWT_SECRET
export AUTH_PORT="${AUTH_PORT:-3001}"
export GATEWAY_PORT="${GATEWAY_PORT:-8080}"
export AUTH_URL="${AUTH_URL:-http://127.0.0.1:$AUTH_PORT}"
export PUBLIC_WEB_URL="${PUBLIC_WEB_URL:-http://localhost:$GATEWAY_PORT}"
