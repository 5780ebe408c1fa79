#!/usr/bin/env bash
# The web UI's browser tests: real headless Chromium (Debian's `chromium`, with
# `chromium-driver` beside it) driven by playwright-core (from the npm registry, pinned in
# tests/browser/package-lock.json; it downloads no browser). Installs what is missing,
# builds the `omerta` binary the tests start, and runs every tests/browser/*.test.mjs.
# Screenshots of every main page land in target/screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  echo "installing Chromium from Debian's packages..." >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver fonts-dejavu-core >/dev/null
fi
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "installing Node.js from Debian's packages..." >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nodejs npm >/dev/null
fi
if [ ! -d tests/browser/node_modules/playwright-core ]; then
  (cd tests/browser && npm ci --no-audit --no-fund --loglevel=error)
fi
cargo build -p omerta-cli
rm -rf target/screenshots
cd tests/browser
# A test that waits on something that never comes (a dialog, a fetch) fails instead of
# holding CI until it is killed. The timeout is per file (the console's takes about six
# minutes), so twenty minutes.
node --test --test-concurrency=1 --test-timeout=1200000 --test-reporter=spec .
