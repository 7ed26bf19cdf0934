# Connection settings for the local infrastructure. Source it: `source infra/local/env.sh`.
# A variable that is already set keeps its value, so MONGO_URL, KAFKA_BROKERS or REDIS_URL can
# point at other servers (up.sh then does not start the matching local part).
# shellcheck shell=bash

if [[ -z "${MONGO_URL:-}" ]]; then
  # FerretDB does not isolate concurrent updates of one document; one connection per process
  # serialises them. A MongoDB given through MONGO_URL keeps the services' default pool.
  export MONGO_MAX_POOL_SIZE="${MONGO_MAX_POOL_SIZE:-1}"
fi
export MONGO_URL="${MONGO_URL:-mongodb://127.0.0.1:27017}"
export KAFKA_BROKERS="${KAFKA_BROKERS:-127.0.0.1:9092}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
export STRIPE_API_BASE="${STRIPE_API_BASE:-http://127.0.0.1:12111}"
export SMTP_URL="${SMTP_URL:-smtp://127.0.0.1:1025}"
export MAIL_CATCHER_URL="${MAIL_CATCHER_URL:-http://127.0.0.1:1080}"
