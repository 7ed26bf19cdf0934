#!/usr/bin/env bash
# Installs what is missing, starts every local part on 127.0.0.1 in the background, waits until
# each one answers, creates the Kafka topics and prints the environment to use. ffmpeg (media) and
# the embedding model are installed as well, as the content and search services need them.
# Parts already running are left alone. Where MONGO_URL, KAFKA_BROKERS, REDIS_URL, S3_ENDPOINT or
# OPENSEARCH_URL point elsewhere, the matching local part is not started. TESSERA_BROWSER=1 also installs Chromium.
set -euo pipefail

# shellcheck source=infra/local/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

KAFKA_HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xms128m -Xmx448m}"
MONGO_HEAP_OPTS="${MONGO_HEAP_OPTS:--Xms64m -Xmx1g}"
# A fixed heap, as OpenSearch recommends; keep it at 1 GiB or less on a development machine.
OPENSEARCH_HEAP_OPTS="${OPENSEARCH_HEAP_OPTS:--Xms512m -Xmx512m}"
KAFKA_READY_SECONDS=120
OPENSEARCH_READY_SECONDS=120
PART_READY_SECONDS=30

start_background() {
  local part="$1"
  shift
  local logfile="$INFRA_LOGS/$part.log"
  printf '\n==== %s starting %s ====\n' "$(date -Is)" "$part" >>"$logfile"
  # setsid gives each part its own process group, so down.sh can stop it with its children.
  setsid "$@" >>"$logfile" 2>&1 </dev/null &
  printf '%s' "$!" >"$(pid_file "$part")"
  log "$part started (pid $!, log ${logfile#"$REPO_ROOT"/})"
}

start_kafka() {
  local data_dir="$INFRA_DATA/kafka"
  local config="$KAFKA_HOME/server.properties"
  mkdir -p "$data_dir"
  sed "s|@KAFKA_DATA_DIR@|$data_dir|" "$INFRA_SCRIPT_DIR/kafka/server.properties" >"$config"
  local java_cmd=(java -cp "$KAFKA_HOME/libs/*" -Djava.awt.headless=true
    "-Dlog4j.configuration=file:$INFRA_SCRIPT_DIR/kafka/log4j.properties")
  if [[ ! -f "$data_dir/meta.properties" ]]; then
    local cluster_id
    # The tool logs to stdout as well; the id is its last line.
    cluster_id="$(timeout 60 "${java_cmd[@]}" -Xmx128m kafka.tools.StorageTool random-uuid | tail -n 1)"
    [[ "$cluster_id" =~ ^[A-Za-z0-9_-]{22}$ ]] || fail "unexpected kafka cluster id '$cluster_id'"
    log "formatting kafka storage (cluster $cluster_id)"
    timeout 60 "${java_cmd[@]}" -Xmx128m kafka.tools.StorageTool format \
      --ignore-formatted -t "$cluster_id" -c "$config" >>"$INFRA_LOGS/kafka.log" 2>&1
  fi
  # shellcheck disable=SC2086 # KAFKA_HEAP_OPTS holds several JVM flags
  start_background kafka "${java_cmd[@]}" $KAFKA_HEAP_OPTS -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
    -XX:+ExitOnOutOfMemoryError kafka.Kafka "$config"
}

start_mongo() {
  # shellcheck disable=SC2086 # MONGO_HEAP_OPTS holds several JVM flags
  start_background mongo java -cp "$MONGO_HOME/classes:$MONGO_HOME/libs/*" $MONGO_HEAP_OPTS \
    -XX:+ExitOnOutOfMemoryError \
    LocalMongoServer "$LOCAL_HOST" "$MONGO_PORT" "$INFRA_DATA/mongo/tessera.mv.db"
}

start_opensearch() {
  local home="$OPENSEARCH_HOME"
  # shellcheck disable=SC2086 # OPENSEARCH_HEAP_OPTS holds several JVM flags
  start_background opensearch java -cp "$home/classes:$home/libs/*:$home/knn/*" \
    $OPENSEARCH_HEAP_OPTS -XX:+UseG1GC -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    -Dfile.encoding=UTF-8 -Dlog4j2.disable.jmx=true -Dlog4j.shutdownHookEnabled=false \
    "-Dlog4j2.configurationFile=$INFRA_SCRIPT_DIR/opensearch/log4j2.properties" \
    LocalOpenSearch "$LOCAL_HOST" "$OPENSEARCH_PORT" "$OPENSEARCH_TRANSPORT_PORT" "$home" \
    "$INFRA_DATA/opensearch" "$INFRA_LOGS/opensearch"
}

start_redis() {
  mkdir -p "$INFRA_DATA/redis"
  start_background redis redis-server \
    --bind "$LOCAL_HOST" \
    --port "$REDIS_PORT" \
    --protected-mode yes \
    --daemonize no \
    --dir "$INFRA_DATA/redis" \
    --appendonly yes \
    --logfile ''
}

start_minio() {
  mkdir -p "$INFRA_DATA/minio"
  # MINIO_BROWSER=off: no web console, which would listen on a port of its own.
  start_background minio env MINIO_ROOT_USER="$MINIO_ROOT_USER" \
    MINIO_ROOT_PASSWORD="$MINIO_ROOT_PASSWORD" MINIO_BROWSER=off \
    "$INFRA_BIN/minio" server --address "$LOCAL_HOST:$MINIO_PORT" --quiet "$INFRA_DATA/minio"
}

start_stripe_mock() {
  start_background stripe-mock "$INFRA_BIN/stripe-mock" \
    -http-addr "$LOCAL_HOST:$STRIPE_HTTP_PORT" \
    -https-addr "$LOCAL_HOST:$STRIPE_HTTPS_PORT"
}

start_mail() {
  mkdir -p "$INFRA_DATA/mail"
  start_background mail env MAIL_DATA_DIR="$INFRA_DATA/mail" MAIL_SMTP_PORT="$SMTP_PORT" \
    MAIL_HTTP_PORT="$MAIL_HTTP_PORT" node "$INFRA_SCRIPT_DIR/mail-catcher.mjs"
}

part_port() {
  case "$1" in
    kafka) printf '%s' "$KAFKA_PORT" ;;
    mongo) printf '%s' "$MONGO_PORT" ;;
    redis) printf '%s' "$REDIS_PORT" ;;
    minio) printf '%s' "$MINIO_PORT" ;;
    stripe-mock) printf '%s' "$STRIPE_HTTP_PORT" ;;
    mail) printf '%s' "$SMTP_PORT" ;;
    opensearch) printf '%s' "$OPENSEARCH_PORT" ;;
  esac
}

# Starts a part unless it is already running, and records in PARTS_TO_WAIT what to wait for.
start_part() {
  local part="$1" pid
  if pid="$(running_pid "$part")"; then
    log "$part already running (pid $pid)"
    PARTS_TO_WAIT+=("$part")
    return 0
  fi
  # Probing a closed port would wait for the client's connect timeout.
  if port_open "$(part_port "$part")" && part_answers "$part"; then
    log "$part already answers at $(part_address "$part") (not started by these scripts): left alone"
    return 0
  fi
  port_open "$(part_port "$part")" &&
    fail "port $(part_port "$part") is taken by a process that is not $part; stop it first"
  case "$part" in
    kafka) start_kafka ;;
    mongo) start_mongo ;;
    redis) start_redis ;;
    minio) start_minio ;;
    stripe-mock) start_stripe_mock ;;
    mail) start_mail ;;
    opensearch) start_opensearch ;;
  esac
  PARTS_TO_WAIT+=("$part")
}

wait_until_ready() {
  local part="$1" seconds="$2" waited=0
  while ! part_answers "$part"; do
    if ! running_pid "$part" >/dev/null; then
      tail -n 20 "$INFRA_LOGS/$part.log" >&2 || true
      fail "$part exited during start-up (log: .infra/logs/$part.log)"
    fi
    if ((waited >= seconds)); then
      fail "$part did not answer within ${seconds}s (log: .infra/logs/$part.log)"
    fi
    sleep 1
    waited=$((waited + 1))
  done
  log "$part ready at $(part_address "$part")"
}

main() {
  ensure_dirs
  local parts=()
  for part in "${ALL_PARTS[@]}"; do
    if is_external "$part"; then
      log "$part not started: using the address given in the environment"
    else
      parts+=("$part")
    fi
  done
  # ffmpeg too: the content service, which every run and test suite starts, processes video with it;
  # and the model the search service embeds texts with.
  local install_parts=("${parts[@]}" media embeddings)
  [[ "${TESSERA_BROWSER:-0}" == "1" ]] && install_parts+=(browser)
  bash "$INFRA_SCRIPT_DIR/install.sh" "${install_parts[@]}"

  PARTS_TO_WAIT=()
  for part in "${parts[@]}"; do
    start_part "$part"
  done
  for part in "${PARTS_TO_WAIT[@]}"; do
    case "$part" in
      kafka) wait_until_ready "$part" "$KAFKA_READY_SECONDS" ;;
      opensearch) wait_until_ready "$part" "$OPENSEARCH_READY_SECONDS" ;;
      *) wait_until_ready "$part" "$PART_READY_SECONDS" ;;
    esac
  done

  # shellcheck source=infra/local/env.sh
  source "$INFRA_SCRIPT_DIR/env.sh"
  timeout 120 node "$INFRA_SCRIPT_DIR/warm-up-kafka.mjs"

  log "infrastructure is up; to use it: source infra/local/env.sh"
  printf 'export MONGO_URL=%s\nexport KAFKA_BROKERS=%s\nexport REDIS_URL=%s\n' \
    "$MONGO_URL" "$KAFKA_BROKERS" "$REDIS_URL"
  printf 'export STRIPE_API_BASE=%s\nexport SMTP_URL=%s\nexport MAIL_CATCHER_URL=%s\n' \
    "$STRIPE_API_BASE" "$SMTP_URL" "$MAIL_CATCHER_URL"
  printf 'export S3_ENDPOINT=%s\nexport S3_REGION=%s\nexport S3_FORCE_PATH_STYLE=%s\n' \
    "$S3_ENDPOINT" "$S3_REGION" "$S3_FORCE_PATH_STYLE"
  printf 'export S3_ACCESS_KEY_ID=%s\nexport S3_SECRET_ACCESS_KEY=%s\n' \
    "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
  printf 'export OPENSEARCH_URL=%s\nexport EMBEDDING_MODEL_DIR=%s\n' \
    "$OPENSEARCH_URL" "$EMBEDDING_MODEL_DIR"
}

main "$@"
