#!/bin/sh
# Every command gets the image's data, hooks and migrations directories, e.g.
#   docker compose exec pocketbase /pb/entrypoint.sh user-create teacher@school.org 'long-password' 'Ms Teacher'
set -e
exec /pb/pocketbase "$@" --dir=/pb/pb_data --hooksDir=/pb/pb_hooks --migrationsDir=/pb/pb_migrations
