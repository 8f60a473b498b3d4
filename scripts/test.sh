#!/usr/bin/env bash
# Installs what is missing, builds with warnings as errors, and runs every test: the C++
# suites, then (release build only) a program built against the installed library
# (scripts/test-consumer.sh), the Python package installed with pip and its pytest suite
# (scripts/test-python.sh, the Dask batches included), and the web page's browser tests
# (scripts/test-web.sh).
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
# These run once, against the release build: an extension module or a consumer built with
# the sanitizers would need their runtimes preloaded into Python and the consumer.
if [[ "${1:-}" != "--sanitize" ]]; then
  scripts/test-consumer.sh build
  scripts/test-python.sh build
  scripts/test-web.sh
fi
