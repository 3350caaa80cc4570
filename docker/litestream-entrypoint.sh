#!/bin/sh
# The backup sidecar (docs/operations.md, "Backups and a restore drill"). It shares PocketBase's data
# volume (/pb/pb_data) and streams data.db and auxiliary.db with Litestream, and copies the uploaded files
# (storage/) every 5 s with rclone, to one place:
#   - a directory, /backup (compose mounts BACKUP_DIR there), laid out as `npm start` lays out BACKUP_DIR,
#     so `npm run restore -- DIR` works on a copy of it; or
#   - S3-compatible storage, when BACKUP_S3_BUCKET is set (BACKUP_S3_PATH, BACKUP_S3_ENDPOINT for a
#     non-AWS store, BACKUP_S3_REGION; keys in LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY).
# Commands: `replicate` (the default) and `restore` (into an empty volume, with PocketBase stopped):
#   docker compose stop pocketbase && docker compose run --rm backup restore
#   docker compose run --rm pocketbase integrity-check && docker compose start pocketbase
set -eu

DATA=/pb/pb_data
CONFIG=/tmp/litestream.yml
# scripts/lib/litestream.ts's STREAM_INTERVAL (litestream.test.ts holds them equal): under 1 s of writes at risk.
INTERVAL=250ms
S3_PATH="${BACKUP_S3_PATH:-answersheet}"

# One replica block for database $1.
replica() {
  if [ -n "${BACKUP_S3_BUCKET:-}" ]; then
    echo "      - type: s3"
    echo "        bucket: \"${BACKUP_S3_BUCKET}\""
    echo "        path: \"${S3_PATH}/$1\""
    echo "        region: \"${BACKUP_S3_REGION:-us-east-1}\""
    if [ -n "${BACKUP_S3_ENDPOINT:-}" ]; then
      echo "        endpoint: \"${BACKUP_S3_ENDPOINT}\""
      echo "        force-path-style: true"
    fi
  else
    echo "      - type: file"
    echo "        path: \"/backup/$1\""
  fi
  echo "        sync-interval: ${INTERVAL}"
}

{
  echo "dbs:"
  for db in data.db auxiliary.db; do
    echo "  - path: \"${DATA}/${db}\""
    echo "    monitor-interval: ${INTERVAL}"
    echo "    replicas:"
    replica "$db"
  done
} > "$CONFIG"

# Where the files go, as rclone names it (an S3 remote made from the environment, no config file).
if [ -n "${BACKUP_S3_BUCKET:-}" ]; then
  export RCLONE_S3_PROVIDER=Other RCLONE_S3_ENV_AUTH=false
  export RCLONE_S3_ACCESS_KEY_ID="${LITESTREAM_ACCESS_KEY_ID:-}"
  export RCLONE_S3_SECRET_ACCESS_KEY="${LITESTREAM_SECRET_ACCESS_KEY:-}"
  export RCLONE_S3_REGION="${BACKUP_S3_REGION:-us-east-1}"
  [ -n "${BACKUP_S3_ENDPOINT:-}" ] && export RCLONE_S3_ENDPOINT="${BACKUP_S3_ENDPOINT}"
  FILES=":s3:${BACKUP_S3_BUCKET}/${S3_PATH}/storage"
else
  FILES=/backup/storage
fi

case "${1:-replicate}" in
  replicate)
    # Never deletes from the copy: a database restored from before a deletion may still name the file.
    (while true; do
      rclone copy --quiet "${DATA}/storage" "$FILES" || echo "backup: copying the uploaded files failed" >&2
      sleep 5
    done) &
    exec litestream replicate -config "$CONFIG"
    ;;
  restore)
    if [ -e "${DATA}/data.db" ]; then
      echo "restore: ${DATA} already holds a database; restore into an empty volume" >&2
      exit 1
    fi
    for db in data.db auxiliary.db; do
      litestream restore -config "$CONFIG" -if-replica-exists "${DATA}/${db}"
    done
    rclone copy "$FILES" "${DATA}/storage"
    echo "restore: done; check it with: docker compose run --rm pocketbase integrity-check"
    ;;
  *)
    exec "$@"
    ;;
esac
