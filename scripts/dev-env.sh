# Environment for running Tessera's processes on this machine. Source it from the repository root.
# Infrastructure addresses come from infra/local/env.sh (variables already set are kept). The secret
# that encrypts auth's signing keys at rest, the internal API token and the local load-test key are
# generated once and kept under .infra, so tokens and sessions survive restarts.
# shellcheck shell=bash

source infra/local/env.sh

if [[ -z "${SIGNING_KEY_SECRET:-}" ]]; then
  mkdir -p .infra
  if [[ ! -s .infra/signing-key-secret ]]; then
    (umask 077 && node -e 'process.stdout.write(require("crypto").randomBytes(48).toString("base64url"))' >.infra/signing-key-secret)
  fi
  SIGNING_KEY_SECRET="$(cat .infra/signing-key-secret)"
fi
export SIGNING_KEY_SECRET

# The token services show each other on their internal routes (search reading auth's and content's
# exports); every process started from this checkout gets the same one, generated once.
if [[ -z "${INTERNAL_API_TOKEN:-}" ]]; then
  if [[ ! -s .infra/internal-api-token ]]; then
    (umask 077 && node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("base64url"))' >.infra/internal-api-token)
  fi
  INTERNAL_API_TOKEN="$(cat .infra/internal-api-token)"
fi
export INTERNAL_API_TOKEN

# The Ed25519 key (base64 of its 32-byte seed) the admin service signs its audit digests with;
# generated once per checkout, so the chain it seals stays checkable across restarts.
if [[ -z "${AUDIT_SIGNING_KEY:-}" ]]; then
  if [[ ! -s .infra/audit-signing-key ]]; then
    (umask 077 && node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("base64"))' >.infra/audit-signing-key)
  fi
  AUDIT_SIGNING_KEY="$(cat .infra/audit-signing-key)"
fi
export AUDIT_SIGNING_KEY

# The key that lets this machine's own tools (the demo seed, load tests) past the gateway's rate
# limits; generated once per checkout like the secret above, never shared.
if [[ -z "${LOAD_TEST_KEY:-}" ]]; then
  if [[ ! -s .infra/load-test-key ]]; then
    (umask 077 && node -e 'process.stdout.write(require("crypto").randomBytes(24).toString("base64url"))' >.infra/load-test-key)
  fi
  LOAD_TEST_KEY="$(cat .infra/load-test-key)"
fi
export LOAD_TEST_KEY
export GATEWAY_PORT="${GATEWAY_PORT:-8080}"
export PUBLIC_WEB_URL="${PUBLIC_WEB_URL:-http://localhost:$GATEWAY_PORT}"

# Billing runs against the local processor (stripe-mock at STRIPE_API_BASE) with a test key; the
# secret that signs its webhook events is generated once per checkout like the ones above.
export STRIPE_SECRET_KEY="${STRIPE_SECRET_KEY:-sk_test_tesseralocal}"
if [[ -z "${STRIPE_WEBHOOK_SECRET:-}" ]]; then
  if [[ ! -s .infra/stripe-webhook-secret ]]; then
    (umask 077 && node -e 'process.stdout.write("whsec_" + require("crypto").randomBytes(24).toString("hex"))' >.infra/stripe-webhook-secret)
  fi
  STRIPE_WEBHOOK_SECRET="$(cat .infra/stripe-webhook-secret)"
fi
export STRIPE_WEBHOOK_SECRET
