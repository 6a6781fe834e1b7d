#!/usr/bin/env bash
# A throwaway PostgreSQL server on loopback for the database tests.
#   bash scripts/ci-postgres.sh start   prints "<url> <data dir>" (installs Debian's postgresql
#                                       first when the machine has none)
#   bash scripts/ci-postgres.sh start --production
#                                       the same with deploy/postgresql.conf's settings, its memory
#                                       settings scaled to this machine's (what the bench measures)
#   bash scripts/ci-postgres.sh stop DIR  stops it and deletes its data
# Used by .ci/run; locally: read -r TEST_POSTGRES_URL PGDIR < <(bash scripts/ci-postgres.sh start)
# The tests run on the default (small) server: what they check does not depend on its settings.
set -euo pipefail
COMMAND="${1:-start}"
PROFILE="${2:-}"
if [ "$COMMAND" = "start" ] && [ -n "$PROFILE" ] && [ "$PROFILE" != "--production" ]; then
  echo "ci-postgres: unknown option $PROFILE (start [--production] | stop DIR)" >&2
  exit 2
fi

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/postgres" ]; then
  echo "ci-postgres: installing Debian's postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >&2
  $SUDO apt-get install -y -qq postgresql >&2
  BIN="$(find_bin)"
fi

AS=()
if [ "$(id -u)" -eq 0 ]; then
  AS=(runuser -u postgres --)
fi

if [ "$COMMAND" = "stop" ]; then
  DIR="$2"
  "${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  exit 0
fi

# The first free port from 54329 up (another run may still hold one).
PORT="${PGPORT_TEST:-54329}"
while (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do PORT=$((PORT + 1)); done

DIR="$(mktemp -d /tmp/bw-postgres.XXXXXX)"
if [ "$(id -u)" -eq 0 ]; then
  # The server refuses to run as root: run it as the postgres user Debian's package creates.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$DIR"
fi
"${AS[@]}" "$BIN/initdb" -D "$DIR/data" -A trust -U postgres -E UTF8 --no-locale >/dev/null
if [ "$PROFILE" = "--production" ]; then
  # deploy/postgresql.conf is written for 64 GB: its memory settings follow this machine's (or
  # its cgroup's limit when lower), in the same shares, in a file read after it.
  KB="$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)"
  LIMIT="$(cat /sys/fs/cgroup/memory.max 2>/dev/null || echo max)"
  if [ "$LIMIT" != "max" ] && [ $((LIMIT / 1024)) -lt "$KB" ]; then KB=$((LIMIT / 1024)); fi
  MB=$((KB / 1024))
  cp "$(dirname "$0")/../deploy/postgresql.conf" "$DIR/data/production.conf"
  {
    echo "shared_buffers = $((MB / 4))MB"
    echo "effective_cache_size = $((MB * 3 / 4))MB"
    echo "maintenance_work_mem = $((MB / 64))MB"
  } >"$DIR/data/machine.conf"
  printf "include 'production.conf'\ninclude 'machine.conf'\n" >>"$DIR/data/postgresql.conf"
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR/data/production.conf" "$DIR/data/machine.conf"; fi
fi
"${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$DIR -c fsync=on" start >/dev/null
echo "postgres://postgres@127.0.0.1:$PORT/postgres $DIR"
