#!/usr/bin/env bash
# Installs what is missing, builds, and solves the bundled example puzzles.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
echo
build/sudokit solve --format grid examples/classic.txt
