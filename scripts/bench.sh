#!/usr/bin/env bash
# Builds and runs the solver benchmark (extra arguments go to sudokit_bench; see --help), then
# the rating benchmark with its defaults.
#   scripts/bench.sh --rating [ARGS]   only the rating benchmark (ARGS go to rating_bench)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
if [[ "${1:-}" == "--rating" ]]; then
  shift
  build/bench/rating_bench "$@"
  exit 0
fi
build/bench/sudokit_bench "$@"
echo
build/bench/rating_bench
