#!/usr/bin/env bash
# Contract test: schemathesis (from PyPI, installed into .infra when missing) generates requests
# from the gateway's merged OpenAPI document and checks every answer of the registry's services
# and the gateway, started on free ports with their own databases: no server error, every status
# and body as documented (logout is left out: it would end the session the other operations
# use). A fixed seed and a time budget keep it repeatable and under three minutes.
# Arguments go to Vitest (e.g. reporters).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

SCHEMATHESIS_VERSION="4.32.5"
CONTRACT_VENV=".infra/venv/contract"

install_schemathesis() {
  if [[ "$("$CONTRACT_VENV/bin/schemathesis" --version 2>/dev/null)" == *"$SCHEMATHESIS_VERSION"* ]]; then
    return 0
  fi
  echo "contract: installing schemathesis $SCHEMATHESIS_VERSION from PyPI"
  rm -rf "$CONTRACT_VENV"
  mkdir -p "$(dirname "$CONTRACT_VENV")"
  if ! python3 -m venv "$CONTRACT_VENV" 2>/dev/null; then
    echo "contract: python3-venv is missing: installing it"
    DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv "$CONTRACT_VENV"
  fi
  timeout 600 "$CONTRACT_VENV/bin/pip" install -q --disable-pip-version-check \
    "schemathesis==$SCHEMATHESIS_VERSION"
}

install_schemathesis
# Starts whatever part of the local infrastructure is down and leaves it up (`npm run infra:down`).
bash infra/local/up.sh >/dev/null
source infra/local/env.sh
npx tsc -b libs/* services/* gateway
npx vitest run --project contract "$@"
