#!/usr/bin/env bash
# A throwaway PostgreSQL server on loopback for the database tests.
#   bash scripts/ci-postgres.sh start   prints "<url> <data dir>" (installs Debian's postgresql
#                                       first when the machine has none)
#   bash scripts/ci-postgres.sh stop DIR  stops it and deletes its data
# Used by .ci/run; locally: read -r TEST_POSTGRES_URL PGDIR < <(bash scripts/ci-postgres.sh start)
set -euo pipefail
COMMAND="${1:-start}"

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
"${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$DIR -c fsync=on" start >/dev/null
echo "postgres://postgres@127.0.0.1:$PORT/postgres $DIR"
