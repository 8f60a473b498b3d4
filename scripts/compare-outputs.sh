#!/usr/bin/env bash
# Writes the outputs that must not change across a refactoring of the engine, so two builds
# can be compared byte for byte:
#   scripts/compare-outputs.sh write SUDOKIT_BINARY OUT_DIR [SAMPLE]
#   scripts/compare-outputs.sh diff OLD_DIR NEW_DIR
# `write` rates (SE and full mode, JSON), explains (JSON) and generates with fixed seeds on the
# benchmark sets of ../shared/data (the first SAMPLE puzzles of each large set, 300 unless
# given; top1465, the 1106 list and the 16x16 and 25x25 files whole). `diff` names every
# output that differs and exits non-zero if any does.
set -euo pipefail

data=${SUDOKIT_DATA:-$(cd "$(dirname "$0")/../.." && pwd)/shared/data}

write() {
  local bin=$1 out=$2 sample=${3:-300}
  mkdir -p "$out"
  local sets=(
    "top1465:$data/puzzles3_magictour_top1465:0"
    "17clue:$data/puzzles2_17_clue:$sample"
    "hardest1106:$data/puzzles6_forum_hardest_1106:0"
    "forum11:$data/puzzles5_forum_hardest_1905_11+:$sample"
    "16x16:$data/gen_16x16.txt:0"
    "25x25:$data/gen_25x25.txt:0"
  )
  for entry in "${sets[@]}"; do
    IFS=: read -r name file count <<<"$entry"
    local input="$out/$name.in"
    awk -v count="$count" '!/^#/ && (count == 0 || taken++ < count)' "$file" >"$input"
    "$bin" rate --se --json -j 2 --no-progress "$input" >"$out/$name.rate-se.json" || true
    "$bin" rate --mode full --json -j 2 --no-progress "$input" >"$out/$name.rate-full.json" || true
    "$bin" explain --json "$input" >"$out/$name.explain.json" 2>/dev/null || true
    rm "$input"
  done
  "$bin" generate --count 40 --seed 7 --json >"$out/generate-seed7.json"
  "$bin" generate --count 10 --seed 11 --difficulty hard --json >"$out/generate-hard.json"
  "$bin" generate --count 10 --seed 3 --symmetry rotational --json >"$out/generate-rotational.json"
  "$bin" generate --count 3 --seed 5 --size 4x4 --json >"$out/generate-16x16.json"
}

compare() {
  local old=$1 new=$2 differ=0
  for file in "$old"/*; do
    local name
    name=$(basename "$file")
    if ! cmp -s "$file" "$new/$name"; then
      echo "differs: $name"
      differ=1
    fi
  done
  ((differ == 0)) && echo "all outputs identical ($(ls "$old" | wc -l) files)"
  return $differ
}

case "${1:-}" in
  write) shift; write "$@" ;;
  diff) shift; compare "$@" ;;
  *) echo "usage: $0 write BINARY OUT_DIR [SAMPLE] | diff OLD_DIR NEW_DIR" >&2; exit 64 ;;
esac
