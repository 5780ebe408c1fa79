#!/usr/bin/env bash
# The OpenAPI document checked against the server: schemathesis (from PyPI, pinned below,
# installed into a venv kept in target/schemathesis-venv) runs over every operation of
# /api/openapi.json on a running `omerta serve` with a SQLite file of its own, signed in
# (the session cookie and the X-CSRF-Token header), and fails on any server error (5xx)
# and on any answer the document does not describe: a status, a content type, a header or
# a body it does not list. The settings are in scripts/schemathesis.toml.
#
# The server and schemathesis run in a network namespace of their own with nothing but
# loopback: fuzzed webhook and forum addresses may name public hosts, and the server must
# never call them. Reports land in target/schemathesis/ (JUnit XML, schemathesis' own
# output, the server's log).
#
# Every operation is run, the live stream (GET /api/games/{id}/stream) too: it never ends,
# so it is read for 2 seconds or 5 events, and its events are checked against the
# document's schema of one event (scripts/schemathesis.toml).
#
#   bash scripts/schemathesis.sh
#
# Settings: OMERTA_SCHEMATHESIS_EXAMPLES (cases per operation and phase, 50),
# OMERTA_SCHEMATHESIS_SEED (a number, 1 by default, so that CI runs the same cases each
# time; "random" for a new seed, which the output names).
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION="4.32.5"
VENV="target/schemathesis-venv"
OUT="target/schemathesis"

if [ -z "${OMERTA_SCHEMATHESIS_INSIDE:-}" ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  if ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
    echo "installing python3-venv from Debian's packages..." >&2
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
  fi
  if ! command -v ip >/dev/null 2>&1 || ! command -v unshare >/dev/null 2>&1; then
    echo "installing iproute2 and util-linux from Debian's packages..." >&2
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq iproute2 util-linux >/dev/null
  fi
  if [ "$("$VENV/bin/schemathesis" --version 2>/dev/null)" != "schemathesis, version $VERSION" ]; then
    echo "installing schemathesis $VERSION from PyPI into $VENV..." >&2
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$VERSION"
  fi
  cargo build -p omerta-cli
  # The rest runs in a new network namespace (as root, or as a user mapped to root in a
  # user namespace of its own): only loopback, which is brought up.
  NS=(unshare --net)
  [ "$(id -u)" -ne 0 ] && NS=(unshare --user --map-root-user --net)
  OMERTA_SCHEMATHESIS_INSIDE=1 exec "${NS[@]}" bash "$0" "$@"
fi

ip link set lo up
if ip -o link show | grep -qv ': lo:'; then
  echo "the network namespace has an interface besides loopback: refusing to fuzz in it" >&2
  exit 1
fi

rm -rf "$OUT"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
SERVER=""
stop() {
  if [ -n "$SERVER" ] && kill -0 "$SERVER" 2>/dev/null; then
    kill "$SERVER" 2>/dev/null || true
    wait "$SERVER" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap stop EXIT

PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
BASE="http://127.0.0.1:$PORT"
# Limits raised for the run: schemathesis signs up, creates games and posts far faster
# than a person does. Everything else is as served.
target/debug/omerta serve --addr "127.0.0.1:$PORT" --database "$WORK/omerta.db" \
  --signups-per-hour 1000000 --games-per-hour 1000000 --posts-per-minute 1000000 \
  --streams-per-address 100000 --follow-delay-ms 0 \
  >"$OUT/server.log" 2>&1 &
SERVER=$!
for _ in $(seq 1 100); do
  curl -fsS "$BASE/healthz" >/dev/null 2>&1 && break
  kill -0 "$SERVER" 2>/dev/null || { cat "$OUT/server.log" >&2; exit 1; }
  sleep 0.1
done

# Seeds, so that the ids schemathesis tries name things that exist (scripts/schemathesis.toml
# lists them): the site admin (account 1, the one schemathesis is signed in as) and account
# 2, a game of each rule set (1 to 3) with a webhook and a seated player, tournament event
# 1 with players 1 and 2, followed thread 1; and a second session of account 1 for
# DELETE /api/session alone, so that signing out ends that one and never the session the
# run uses.
eval "$("$VENV/bin/python" - "$BASE" <<'PY'
import sys, requests

base = sys.argv[1]
password = "correct horse battery staple 42"

def ok(response):
    if response.status_code >= 300:
        sys.exit(f"seeding failed: {response.request.method} {response.request.path_url}: "
                 f"{response.status_code} {response.text}")
    return response.json()

def expect(what, got, wanted):
    if got != wanted:
        sys.exit(f"seeding made {what} {got}, not {wanted} as scripts/schemathesis.toml says")

admin = requests.Session()
signed = ok(admin.post(f"{base}/api/accounts", json={"name": "Schema Admin", "password": password}))
expect("account", signed["account"]["id"], 1)
admin.headers["X-CSRF-Token"] = signed["csrf"]
other = ok(requests.post(f"{base}/api/accounts", json={"name": "Schema Player", "password": password}))
expect("account", other["account"]["id"], 2)

for expected, ruleset in enumerate(["pro", "forum", "1923"], start=1):
    game = ok(admin.post(f"{base}/api/games", json={"ruleset": ruleset, "title": f"Seed {ruleset}"}))["id"]
    expect("game", game, expected)
    ok(admin.put(f"{base}/api/games/{game}/webhook",
                 json={"url": "https://hooks.example.com/omerta", "secret": "seed"}))
    ok(admin.post(f"{base}/api/games/{game}/commands",
                  json={"lobby": {"type": "seat", "name": "Seed Player"}}))
event = ok(admin.post(f"{base}/api/events", json={"name": "Seed Cup", "rounds": 2, "tables": 1}))["id"]
expect("event", event, 1)
ok(admin.post(f"{base}/api/events/{event}/players", json={"guest": "Seed Guest"}))
ok(admin.post(f"{base}/api/events/{event}/players", json={"account": "Schema Player"}))
follow = ok(admin.post(f"{base}/api/follows",
                       json={"title": "Seed thread", "url": "https://forum.example.com/threads/seed.1/"}))
expect("followed thread", follow["id"], 1)

spare = requests.Session()
spare_csrf = ok(spare.post(f"{base}/api/session", json={"name": "Schema Admin", "password": password}))["csrf"]

print(f"export OMERTA_SESSION={admin.cookies['omerta_session']}")
print(f"export OMERTA_CSRF={signed['csrf']}")
print(f"export OMERTA_SPARE_SESSION={spare.cookies['omerta_session']}")
print(f"export OMERTA_SPARE_CSRF={spare_csrf}")
PY
)"

SEED="${OMERTA_SCHEMATHESIS_SEED:-1}"
SEED_ARGS=(--seed "$SEED")
[ "$SEED" = "random" ] && SEED_ARGS=()
# Hypothesis (schemathesis' generator) keeps its examples with the build, not in the tree.
export HYPOTHESIS_STORAGE_DIRECTORY="$PWD/target/schemathesis-cache/hypothesis"
STARTED=$(date +%s)
set +e
"$VENV/bin/schemathesis" --config-file scripts/schemathesis.toml run "$BASE/api/openapi.json" \
  --max-examples "${OMERTA_SCHEMATHESIS_EXAMPLES:-50}" "${SEED_ARGS[@]}" \
  --report junit --report-junit-path "$OUT/junit.xml" \
  --no-color 2>&1 | tee "$OUT/output.txt"
STATUS=${PIPESTATUS[0]}
set -e
ELAPSED=$(($(date +%s) - STARTED))
if ! kill -0 "$SERVER" 2>/dev/null; then
  echo "the server stopped during the run: see $OUT/server.log" >&2
  STATUS=1
fi
# Its summary says "Test cases:" and, on the next line, "N generated, ...".
CASES="$(grep -A1 '^Test cases:' "$OUT/output.txt" | grep -oE '[0-9]+ generated' | grep -oE '[0-9]+' || true)"
printf '\nschemathesis %s: %s cases in %ss (report: %s/junit.xml)\n' \
  "$VERSION" "${CASES:-?}" "$ELAPSED" "$OUT"
exit "$STATUS"
