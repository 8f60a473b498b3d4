#!/usr/bin/env bash
# Builds the libFuzzer targets (clang 14, AddressSanitizer + UndefinedBehaviorSanitizer) in
# build-fuzz, writes their seed corpora from the shared data sets, the examples and
# tests/fuzz/seeds, then runs each fuzzer for SECONDS (default 60), one after another.
# Fails when any fuzzer finds a crash, a hang or a sanitizer report; the input that did it is
# left in build-fuzz/artifacts/ (docs/fuzzing.md says how to reproduce and minimise it).
#   scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
build_dir=build-fuzz
data_dir="${SUDOKIT_DATA_DIR:-../shared/data}"
fuzzers=(text_reader api logic_engine image_decoding)

scripts/install-deps.sh
# -O1 and line tables only, as OSS-Fuzz builds: quicker to compile than -O2 -g, still fast
# and with file:line in every stack trace.
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
  -DSUDOKIT_WERROR=ON -DSUDOKIT_BUILD_FUZZERS=ON -DSUDOKIT_BUILD_TESTS=OFF \
  -DSUDOKIT_BUILD_BENCH=OFF >/dev/null
cmake --build "$build_dir" --target fuzzers --parallel "$(nproc)"

# Seeds are made afresh each run; what the fuzzers find goes to corpus/.
seed_files=(examples/*.txt tests/data/se_calibration.txt)
data_sets=(puzzles2_17_clue puzzles3_magictour_top1465 puzzles5_forum_hardest_1905_11+
           puzzles6_forum_hardest_1106 puzzles7_serg_benchmark gen_16x16.txt gen_25x25.txt
           large/gecode_sudoku_instances.txt)
if [[ -d "$data_dir" ]]; then
  for name in "${data_sets[@]}"; do seed_files+=("$data_dir/$name"); done
elif [[ "${SUDOKIT_REQUIRE_DATA:-0}" == 1 ]]; then
  echo "fuzz: no data sets in $data_dir" >&2
  exit 1
else
  echo "fuzz: no data sets in $data_dir, seeding from the repository only" >&2
fi
rm -rf "$build_dir/seeds"
"$build_dir/tests/fuzz/fuzz_make_seeds" "$build_dir/seeds" 6 "${seed_files[@]}"

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
mkdir -p "$build_dir/artifacts" "$build_dir/logs"
failed=()
for name in "${fuzzers[@]}"; do
  corpus="$build_dir/corpus/$name"
  log="$build_dir/logs/$name.log"
  # Loading a grown corpus can take minutes (each API input may run for 200 ms): start afresh
  # unless asked to keep it.
  if [[ "${SUDOKIT_FUZZ_KEEP_CORPUS:-0}" != 1 ]]; then rm -rf "$corpus"; fi
  # (Not every fuzzer has seeds made from the data sets: the image decoder's are in tests/fuzz.)
  mkdir -p "$corpus" "$build_dir/seeds/$name"
  echo "== fuzz $name for ${seconds}s"
  # -timeout is per input: far above the 50-200 ms deadlines the targets set, so that only
  # work that ignores its deadline trips it.
  if ! "$build_dir/tests/fuzz/fuzz_$name" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$build_dir/artifacts/$name-" \
      "$corpus" "$build_dir/seeds/$name" "tests/fuzz/seeds/$name" >"$log" 2>&1; then
    failed+=("$name")
    tail -n 60 "$log"
  fi
  grep -E '^(#[0-9]+[[:space:]]+DONE|Done [0-9]+ runs)' "$log" || true
done
if ((${#failed[@]})); then
  echo "fuzz: ${failed[*]} failed; inputs in $build_dir/artifacts/, logs in $build_dir/logs/" >&2
  exit 1
fi
