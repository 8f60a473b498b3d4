#!/usr/bin/env bash
# Trains the digit model of `sudokit scan` and writes data/scan/digit_model.yml.gz: digits cut
# from synthetic photos (pages drawn by the print code in the font families of the Debian
# packages below, or with OpenCV's stroke fonts; warped, lit unevenly, noised, saved as JPEG)
# and from the shared real photos (../shared/data/photos/train: Wicht & Hennebert,
# "sudoku_dataset", CC-BY-4.0). Seeded: the same inputs and fonts give the same model.
#   scripts/train-scan-model.sh [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir="${1:-build}"
photos="${SUDOKIT_DATA_DIR:-../shared/data}/photos/train"
scripts/install-deps.sh
# The fonts the synthetic pages are printed in (src/scan_training/printed_page.hpp); training
# only, so not among the build's dependencies.
fonts=(fonts-liberation2 fonts-freefont-ttf fonts-urw-base35 fonts-texgyre
       fonts-crosextra-carlito fonts-roboto-unhinted)
missing_fonts=()
for package in "${fonts[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing_fonts+=("$package")
done
if (( ${#missing_fonts[@]} )); then
  sudo_cmd=()
  [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing_fonts[@]}" >/dev/null
fi
if [[ ! -f "$build_dir/build.ninja" ]]; then
  cmake -S . -B "$build_dir" -G Ninja -DSUDOKIT_WERROR=ON >/dev/null
fi
cmake --build "$build_dir" --target train_scan_model --parallel "$(nproc)"
mkdir -p data/scan
"$build_dir/train_scan_model" --photos "$photos" --synthetic 400 --seed 24 \
  --output data/scan/digit_model.yml.gz
