#!/usr/bin/env bash
# Configures and builds sudokit into a build folder.
#   scripts/build.sh [--sanitize] [--dir DIR]
# --sanitize builds with clang 14, AddressSanitizer and UndefinedBehaviorSanitizer; the
# release build also builds the Python module (build/python/sudokit).
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=build
cmake_args=(-G Ninja -DSUDOKIT_WERROR=ON)
python=ON
while (($#)); do
  case "$1" in
    --sanitize)
      build_dir=build-sanitize
      cmake_args+=(-DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo
                   -DSUDOKIT_SANITIZE=ON -DSUDOKIT_BUILD_BENCH=OFF)
      # An extension module built with ASan needs the runtime preloaded into Python: the
      # Python tests run against the release build only.
      python=OFF
      ;;
    --dir) build_dir="$2"; shift ;;
    *) echo "unknown option: $1" >&2; exit 64 ;;
  esac
  shift
done

# Debian's Python, which the python3-* packages serve (a python3 earlier on PATH may not).
cmake -S . -B "$build_dir" "${cmake_args[@]}" -DSUDOKIT_BUILD_PYTHON=$python \
  -DPython3_EXECUTABLE="${PYTHON:-/usr/bin/python3}" >/dev/null
cmake --build "$build_dir" --parallel "$(nproc)"
