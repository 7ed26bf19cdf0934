# Connection settings for the local infrastructure. Source it: `source infra/local/env.sh`.
# A variable that is already set keeps its value, so MONGO_URL, KAFKA_BROKERS, REDIS_URL,
# S3_ENDPOINT or OPENSEARCH_URL can point at other servers (up.sh then does not start the matching
# local part).
# shellcheck shell=bash

export MONGO_URL="${MONGO_URL:-mongodb://127.0.0.1:27017}"
export KAFKA_BROKERS="${KAFKA_BROKERS:-127.0.0.1:9092}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
export STRIPE_API_BASE="${STRIPE_API_BASE:-http://127.0.0.1:12111}"
export SMTP_URL="${SMTP_URL:-smtp://127.0.0.1:1025}"
export MAIL_CATCHER_URL="${MAIL_CATCHER_URL:-http://127.0.0.1:1080}"
# The local MinIO; its credentials are for this machine only (set in lib.sh).
export S3_ENDPOINT="${S3_ENDPOINT:-http://127.0.0.1:9000}"
export S3_REGION="${S3_REGION:-us-east-1}"
export S3_FORCE_PATH_STYLE="${S3_FORCE_PATH_STYLE:-true}"
export S3_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:-tessera-local}"
export S3_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:-tessera-local-secret}"
export OPENSEARCH_URL="${OPENSEARCH_URL:-http://127.0.0.1:9200}"
# The sentence-embedding model install.sh unpacks (all-MiniLM-L6-v2, quantized): model.onnx and
# tokenizer.json.
EMBEDDING_MODEL_DIR="${EMBEDDING_MODEL_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/.infra/models/all-minilm-l6-v2-q}"
export EMBEDDING_MODEL_DIR
