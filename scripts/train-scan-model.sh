#!/usr/bin/env bash
# Trains the digit model of `sudokit scan` and writes data/scan/digit_model.yml.gz: digits cut
# from synthetic photos (OpenCV's stroke fonts, drawn, warped, lit unevenly, noised, saved as
# JPEG) and from the shared real photos (../shared/data/photos/train: Wicht & Hennebert,
# "sudoku_dataset", CC-BY-4.0). Seeded: the same inputs give the same model.
#   scripts/train-scan-model.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir="${1:-build}"
photos="${SUDOKIT_DATA_DIR:-../shared/data}/photos/train"
scripts/install-deps.sh
if [[ ! -f "$build_dir/build.ninja" ]]; then
  cmake -S . -B "$build_dir" -G Ninja -DSUDOKIT_WERROR=ON >/dev/null
fi
cmake --build "$build_dir" --target train_scan_model --parallel "$(nproc)"
mkdir -p data/scan
"$build_dir/train_scan_model" --photos "$photos" --synthetic 400 --seed 24 \
  --output data/scan/digit_model.yml.gz
