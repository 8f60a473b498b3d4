#!/usr/bin/env bash
# Installs the Python package with pip from the source tree (offline: Debian's setuptools and
# pybind11, the extension taken from BUILD_DIR's build) into a temporary folder, and runs the
# pytest suite (python/tests) against that install.
#   scripts/test-python.sh [BUILD_DIR]   (default build, configured by scripts/build.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=$(realpath "${1:-build}")
# Debian's Python, which the python3-* packages serve (a python3 earlier on PATH may not).
python=${PYTHON:-/usr/bin/python3}
target=$(mktemp -d)
trap 'rm -rf "$target"' EXIT
SUDOKIT_BUILD_DIR=$build_dir "$python" -m pip install --quiet --no-build-isolation --no-index \
  --no-deps --target "$target" .
cd python/tests
SUDOKIT_CLI=$build_dir/sudokit PYTHONPATH=$target "$python" -m pytest -q -p no:cacheprovider .
