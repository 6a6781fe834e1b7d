#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the database tests and prints its URL.
# Installs Debian's postgresql first when the machine has none. Used by .ci/run; also handy
# locally: export TEST_POSTGRES_URL="$(bash scripts/ci-postgres.sh)" before npm test.
set -euo pipefail
PORT="${PGPORT_TEST:-54329}"

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

DIR="$(mktemp -d /tmp/bw-postgres.XXXXXX)"
AS=()
if [ "$(id -u)" -eq 0 ]; then
  # The server refuses to run as root: run it as the postgres user Debian's package creates.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$DIR"
  AS=(runuser -u postgres --)
fi
"${AS[@]}" "$BIN/initdb" -D "$DIR/data" -A trust -U postgres -E UTF8 --no-locale >/dev/null
"${AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$DIR -c fsync=on" start >/dev/null
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
