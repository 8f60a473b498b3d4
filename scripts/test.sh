#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs every test (the web
# page's browser tests too, scripts/test-web.sh).
#   scripts/test.sh              g++ release build
#   scripts/test.sh --sanitize   clang 14 with AddressSanitizer + UndefinedBehaviorSanitizer
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
build_dir=build
if [[ "${1:-}" == "--sanitize" ]]; then
  build_dir=build-sanitize
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
fi
scripts/build.sh "$@"
ctest --test-dir "$build_dir" --output-on-failure --parallel "$(nproc)" --timeout 1200
# The page's end-to-end tests run once, against the release build.
if [[ "${1:-}" != "--sanitize" ]]; then
  scripts/test-web.sh
fi
