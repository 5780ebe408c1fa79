#!/usr/bin/env bash
# Every check CI runs, cheapest failure first: formatting, lints, tests, and that the
# benchmarks still build. The fuzz targets (fuzz/) are not run here: see fuzz/README.md.
#
# On a shared or small machine, limit parallel jobs with CARGO_BUILD_JOBS=1.
set -euo pipefail
cd "$(dirname "$0")/.."

# rustfmt and clippy ship with most toolchains; add them where they are missing.
if ! cargo fmt --version >/dev/null 2>&1; then
  rustup component add rustfmt
fi
if ! cargo clippy --version >/dev/null 2>&1; then
  rustup component add clippy
fi

# One clean build, not an edited tree: incremental compilation's caches only cost disk
# (gigabytes across the workspace's test binaries) and time here.
export CARGO_INCREMENTAL=0

step() {
  printf '\n==> %s\n' "$*"
  "$@"
}

# The server's tests run on SQLite and on a real PostgreSQL, started here (and installed
# from Debian's packages when missing): scripts/postgres.sh.
if [ -z "${OMERTA_TEST_POSTGRES:-}" ]; then
  printf '\n==> starting PostgreSQL for the server tests\n'
  OMERTA_TEST_POSTGRES="$(bash scripts/postgres.sh)"
fi
export OMERTA_TEST_POSTGRES
export OMERTA_REQUIRE_POSTGRES=1

step cargo fmt --all --check
step cargo clippy --workspace --all-targets -- -D warnings
step cargo test --workspace
# The OpenAPI document against a running server: schemathesis (from PyPI, into a venv kept
# in target/) sends every operation generated requests and fails on a 5xx or an answer the
# document does not describe.
step bash scripts/schemathesis.sh
# The web UI in a real browser (installs Debian's Chromium and playwright-core if missing).
step bash scripts/browser.sh
# The benchmarks are built (not run) in the test profile, reusing the test build: that
# they compile and link is what CI checks; `cargo bench` measures.
step cargo build --workspace --benches
printf '\nAll checks passed.\n'
