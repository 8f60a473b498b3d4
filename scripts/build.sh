#!/usr/bin/env bash
# Configures and builds sudokit into a build folder.
#   scripts/build.sh [--sanitize] [--dir DIR]
# --sanitize builds with clang 14, AddressSanitizer and UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir=build
cmake_args=(-G Ninja -DSUDOKIT_WERROR=ON)
while (($#)); do
  case "$1" in
    --sanitize)
      build_dir=build-sanitize
      cmake_args+=(-DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_BUILD_TYPE=RelWithDebInfo
                   -DSUDOKIT_SANITIZE=ON -DSUDOKIT_BUILD_BENCH=OFF)
      ;;
    --dir) build_dir="$2"; shift ;;
    *) echo "unknown option: $1" >&2; exit 64 ;;
  esac
  shift
done

cmake -S . -B "$build_dir" "${cmake_args[@]}" >/dev/null
cmake --build "$build_dir" --parallel "$(nproc)"
