#!/usr/bin/env bash
# Builds and runs the solver benchmark (extra arguments go to sudokit_bench; see --help).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
build/bench/sudokit_bench "$@"
