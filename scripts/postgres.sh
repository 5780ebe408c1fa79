#!/usr/bin/env bash
# Starts a private PostgreSQL server for the tests (installing Debian's package when it is
# missing) and prints the URL of its `postgres` database. Idempotent: a server already
# running on the port is reused.
#
#   export OMERTA_TEST_POSTGRES="$(bash scripts/postgres.sh)"
#
# Settings: OMERTA_PG_PORT (55432), OMERTA_PG_DIR (/tmp/omerta-pg-$PORT).
set -euo pipefail
PORT="${OMERTA_PG_PORT:-55432}"
DIR="${OMERTA_PG_DIR:-/tmp/omerta-pg-$PORT}"
URL="postgres://postgres@127.0.0.1:$PORT/postgres"

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/postgres" ]; then
  echo "installing PostgreSQL from Debian's packages..." >&2
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
  BIN="$(find_bin)"
fi

if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" 2>/dev/null; then
  echo "$URL"
  exit 0
fi

# PostgreSQL refuses to run as root: as root, run it as the package's postgres user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

rm -rf "$DIR"
mkdir -p "$DIR"
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$DIR"
as_owner "$BIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync >&2
as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -t 60 \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=300" start >&2
echo "$URL"
