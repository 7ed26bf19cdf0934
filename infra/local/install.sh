#!/usr/bin/env bash
# Installs the local infrastructure parts that are missing into <repo>/.infra.
# Usage: install.sh [kafka|mongo|redis|minio|stripe-mock|mail|media|browser ...]
# Without arguments every part is installed, media tools (ffmpeg) included, except the browser,
# which is added when TESSERA_BROWSER=1. Parts already present are skipped, so running it again is cheap.
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

# Copies the runtime jars of infra/local/<part>/pom.xml from Maven Central into <home>/libs.
# Usage: resolve_jars <part> <home> <maven -D option...>
resolve_jars() {
  local part="$1" home="$2"
  shift 2
  command -v java >/dev/null || apt_install openjdk-17-jre-headless
  command -v mvn >/dev/null || apt_install maven
  log "resolving $part jars from Maven Central"
  local staging="$home/libs.partial"
  rm -rf "$staging"
  local maven_log="$INFRA_LOGS/install-$part.log"
  if ! (cd "$INFRA_SCRIPT_DIR/$part" &&
    timeout "$MAVEN_TIMEOUT" mvn -B -q "$@" dependency:copy-dependencies \
      -DincludeScope=runtime -DoutputDirectory="$staging") >"$maven_log" 2>&1; then
    tail -n 30 "$maven_log" >&2
    fail "maven could not resolve the $part jars (log: ${maven_log#"$REPO_ROOT"/})"
  fi
  rm -rf "$home/libs"
  mv "$staging" "$home/libs"
}

install_kafka() {
  if compgen -G "$KAFKA_HOME/libs/kafka_2.13-$KAFKA_VERSION.jar" >/dev/null; then
    log "kafka $KAFKA_VERSION already installed"
    return 0
  fi
  resolve_jars kafka "$KAFKA_HOME" -Dkafka.version="$KAFKA_VERSION"
  log "kafka installed in $KAFKA_HOME/libs"
}

# The jars come from Maven Central; the launcher and its index classes are compiled again whenever
# one of their sources changes.
install_mongo() {
  local jar="$MONGO_HOME/libs/mongo-java-server-h2-backend-$MONGO_JAVA_SERVER_VERSION.jar"
  local sources=("$INFRA_SCRIPT_DIR"/mongo/*.java)
  local class="$MONGO_HOME/classes/LocalMongoServer.class"
  local stale=0 source
  for source in "${sources[@]}"; do
    [[ "$class" -nt "$source" ]] || stale=1
  done
  if [[ -f "$jar" && "$stale" == 0 ]]; then
    log "mongo-java-server $MONGO_JAVA_SERVER_VERSION already installed"
    return 0
  fi
  [[ -f "$jar" ]] ||
    resolve_jars mongo "$MONGO_HOME" -Dmongo-java-server.version="$MONGO_JAVA_SERVER_VERSION"
  command -v javac >/dev/null || apt_install openjdk-17-jdk-headless
  log "compiling ${#sources[@]} sources in infra/local/mongo"
  local staging="$MONGO_HOME/classes.partial"
  rm -rf "$staging"
  javac -Xlint:all -Werror --release 17 -cp "$MONGO_HOME/libs/*" -d "$staging" "${sources[@]}"
  rm -rf "$MONGO_HOME/classes"
  mv "$staging" "$MONGO_HOME/classes"
  log "mongo-java-server $MONGO_JAVA_SERVER_VERSION installed in $MONGO_HOME"
}

install_redis() {
  if command -v redis-server >/dev/null && command -v redis-cli >/dev/null; then
    log "redis already installed"
    return 0
  fi
  apt_install redis-server redis-tools
}

install_mail() {
  local module
  for module in smtp-server mailparser; do
    [[ -d "$REPO_ROOT/node_modules/$module" ]] ||
      fail "node_modules/$module is missing: run 'npm install' at the repository root first"
  done
  log "mail catcher ready (infra/local/mail-catcher.mjs)"
}

# ffmpeg and ffprobe for the content service's video processing; images need nothing (sharp).
install_media() {
  if command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null; then
    log "ffmpeg already installed"
    return 0
  fi
  apt_install ffmpeg
}

# Chromium with a colour emoji font, so reactions and emoji in text render as they would for users.
install_browser() {
  if command -v chromium >/dev/null && dpkg -s fonts-noto-color-emoji >/dev/null 2>&1; then
    log "chromium already installed"
    return 0
  fi
  apt_install chromium fonts-noto-color-emoji
}

install_part() {
  case "$1" in
    kafka) install_kafka ;;
    mongo) install_mongo ;;
    redis) install_redis ;;
    minio) go_build_tool minio github.com/minio/minio "$MINIO_VERSION" . ;;
    stripe-mock) go_build_tool stripe-mock github.com/stripe/stripe-mock "$STRIPE_MOCK_VERSION" . ;;
    mail) install_mail ;;
    media) install_media ;;
    browser) install_browser ;;
    *) fail "unknown component '$1' (known: ${ALL_PARTS[*]} media browser)" ;;
  esac
}

main() {
  ensure_dirs
  local parts=("$@")
  if [[ ${#parts[@]} -eq 0 ]]; then
    parts=("${ALL_PARTS[@]}" media)
    [[ "${TESSERA_BROWSER:-0}" == "1" ]] && parts+=(browser)
  fi
  for part in "${parts[@]}"; do
    install_part "$part"
  done
  log "install done: ${parts[*]}"
}

main "$@"
