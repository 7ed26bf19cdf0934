#!/usr/bin/env bash
# Installs the local infrastructure parts that are missing into <repo>/.infra.
# Usage: install.sh [kafka|ferretdb|redis|stripe-mock|mail|browser ...]
# Without arguments every part is installed except the browser, which is added when
# TESSERA_BROWSER=1. Parts already present are skipped, so running it again is cheap.
set -euo pipefail

# shellcheck source=infra/local/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

APT_TIMEOUT=600
MAVEN_TIMEOUT=600
apt_updated=0

apt_install() {
  if [[ $apt_updated -eq 0 ]]; then
    log "apt-get update"
    timeout "$APT_TIMEOUT" apt-get update -qq
    apt_updated=1
  fi
  log "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive timeout "$APT_TIMEOUT" apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

install_kafka() {
  if compgen -G "$KAFKA_HOME/libs/kafka_2.13-$KAFKA_VERSION.jar" >/dev/null; then
    log "kafka $KAFKA_VERSION already installed"
    return 0
  fi
  command -v java >/dev/null || apt_install openjdk-17-jre-headless
  command -v mvn >/dev/null || apt_install maven
  log "resolving kafka $KAFKA_VERSION jars from Maven Central"
  local staging="$KAFKA_HOME/libs.partial"
  rm -rf "$staging"
  local maven_log="$INFRA_LOGS/install-kafka.log"
  if ! (cd "$INFRA_SCRIPT_DIR/kafka" &&
    timeout "$MAVEN_TIMEOUT" mvn -B -q -Dkafka.version="$KAFKA_VERSION" dependency:copy-dependencies \
      -DincludeScope=runtime -DoutputDirectory="$staging") >"$maven_log" 2>&1; then
    tail -n 30 "$maven_log" >&2
    fail "maven could not resolve the kafka jars (log: ${maven_log#"$REPO_ROOT"/})"
  fi
  rm -rf "$KAFKA_HOME/libs"
  mv "$staging" "$KAFKA_HOME/libs"
  log "kafka installed in $KAFKA_HOME/libs"
}

# FerretDB reads its own version from a file its release process generates; the module source on
# the proxy lacks it, and the binary refuses to start without it.
write_ferretdb_version() {
  printf '%s\n' "$FERRETDB_VERSION" >build/version/version.txt
}

install_redis() {
  if command -v redis-server >/dev/null && command -v redis-cli >/dev/null; then
    log "redis already installed"
    return 0
  fi
  apt_install redis-server redis-tools
}

install_mail() {
  [[ -d "$REPO_ROOT/node_modules/smtp-server" ]] ||
    fail "node_modules/smtp-server is missing: run 'npm ci' at the repository root first"
  log "mail catcher ready (infra/local/mail-catcher.mjs)"
}

install_browser() {
  if command -v chromium >/dev/null; then
    log "chromium already installed"
    return 0
  fi
  apt_install chromium
}

install_part() {
  case "$1" in
    kafka) install_kafka ;;
    ferretdb) go_build_tool ferretdb github.com/FerretDB/FerretDB "$FERRETDB_VERSION" ./cmd/ferretdb \
        write_ferretdb_version ;;
    redis) install_redis ;;
    stripe-mock) go_build_tool stripe-mock github.com/stripe/stripe-mock "$STRIPE_MOCK_VERSION" . ;;
    mail) install_mail ;;
    browser) install_browser ;;
    *) fail "unknown component '$1' (known: ${ALL_PARTS[*]} browser)" ;;
  esac
}

main() {
  ensure_dirs
  local parts=("$@")
  if [[ ${#parts[@]} -eq 0 ]]; then
    parts=("${ALL_PARTS[@]}")
    [[ "${TESSERA_BROWSER:-0}" == "1" ]] && parts+=(browser)
  fi
  for part in "${parts[@]}"; do
    install_part "$part"
  done
  log "install done: ${parts[*]}"
}

main "$@"
