#!/usr/bin/env bash
# Instructions per puzzle of one solver on each data set, counted by callgrind: exact and
# unaffected by machine load, so it is the figure to compare builds by.
#   scripts/callgrind-fast.sh [--bench PATH] [--run fast@2] [--puzzles N] [--sets a,b,...]
# Only the solving loop is counted (not reading the files): the bench's solve_every_puzzle.
set -euo pipefail
cd "$(dirname "$0")/.."

bench=build/bench/sudokit_bench
run=fast@2
puzzles=1000
sets=puzzles2_17_clue,puzzles3_magictour_top1465,puzzles5_forum_hardest_1905_11+,puzzles6_forum_hardest_1106,puzzles7_serg_benchmark
while (($#)); do
  case "$1" in
    --bench) bench="$2"; shift ;;
    --run) run="$2"; shift ;;
    --puzzles) puzzles="$2"; shift ;;
    --sets) sets="$2"; shift ;;
    *) echo "unknown option: $1" >&2; exit 64 ;;
  esac
  shift
done

out_dir=$(mktemp -d)
trap 'rm -rf "$out_dir"' EXIT
printf '%-34s %-8s %8s %16s\n' set run puzzles instr/puzzle
IFS=, read -ra set_list <<<"$sets"
for set in "${set_list[@]}"; do
  out="$out_dir/callgrind.out"
  line=$(valgrind --tool=callgrind --callgrind-out-file="$out" --collect-atstart=no \
           --toggle-collect='*solve_every_puzzle*' \
           "$bench" --sets "$set" --puzzles "$puzzles" --callgrind-pass "$run" 2>/dev/null)
  count=$(awk '{print $3}' <<<"$line")
  total=$(awk '/^(summary|totals):/ {print $2; exit}' "$out")
  printf '%-34s %-8s %8s %16.0f\n' "$set" "$run" "$count" "$(echo "$total / $count" | bc -l)"
done
