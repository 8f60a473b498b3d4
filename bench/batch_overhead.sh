#!/usr/bin/env bash
# Rates a puzzle file with `sudokit rate -j 2 --json` and with sudokit.batch on a LocalCluster
# of 2 single-threaded workers, alternately, ROUNDS times; prints each wall time, checks that
# the outputs are the same bytes, and the overhead of the Dask run over the command's.
#   bench/batch_overhead.sh FILE [ROUNDS] [CHUNK_SIZE]
# Needs the release build (scripts/build.sh): build/sudokit and build/python.
set -euo pipefail
cd "$(dirname "$0")/.."
file=$1
rounds=${2:-1}
chunk_size=${3:-500}
python=${PYTHON:-/usr/bin/python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
seconds() { date +%s.%N; }
calc() { awk "BEGIN { print $1 }"; }
total_cli=0
total_dask=0
for ((round = 1; round <= rounds; ++round)); do
  start=$(seconds)
  build/sudokit rate --json -j 2 --no-progress "$file" >"$work/cli.jsonl" || [[ $? == 1 || $? == 3 ]]
  cli=$(calc "$(seconds) - $start")
  rm -rf "$work/chunks"
  start=$(seconds)
  PYTHONPATH=build/python "$python" -m sudokit.batch rate "$file" -o "$work/dask.jsonl" \
    --workers 2 --chunk-size "$chunk_size" --work-dir "$work/chunks" 2>/dev/null
  dask=$(calc "$(seconds) - $start")
  cmp -s "$work/cli.jsonl" "$work/dask.jsonl" || { echo "outputs differ" >&2; exit 1; }
  printf 'round %d: sudokit rate -j 2: %.1f s, sudokit.batch (2 workers): %.1f s\n' \
    "$round" "$cli" "$dask"
  total_cli=$(calc "$total_cli + $cli")
  total_dask=$(calc "$total_dask + $dask")
done
printf 'total: command %.1f s, Dask %.1f s, overhead %.1f%% (%d puzzles, same output)\n' \
  "$total_cli" "$total_dask" "$(calc "($total_dask / $total_cli - 1) * 100")" \
  "$(wc -l <"$work/cli.jsonl")"
