#!/usr/bin/env bash
# Installs sudokit from a build folder into a temporary prefix and builds a consumer program
# (tests/consumer) outside the source tree against it: with find_package, static and shared,
# with pkg-config, and a C program through sudokit_c.h; runs each and checks what it prints.
#   scripts/test-consumer.sh [BUILD_DIR]   (default build)
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=$(realpath "${1:-build}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
cmake --install "$build_dir" --prefix "$prefix" >/dev/null

# The installed command reads photos with the installed digit model.
if [[ -x "$prefix/bin/sudokit" ]]; then
  [[ -f "$prefix/share/sudokit/digit_model.yml.gz" ]] ||
    { echo "the digit model is not installed" >&2; exit 1; }
  photo=$(realpath -m "${SUDOKIT_DATA_DIR:-../shared/data}/photos/train/image1.jpg")
  if [[ -f "$photo" ]]; then
    status=0
    line=$(cd "$work" && "$prefix/bin/sudokit" scan "$photo") || status=$?
    [[ ($status == 0 || $status == 1) && ${#line} == 81 ]] ||
      { echo "the installed sudokit scan failed ($status): $line" >&2; exit 1; }
    echo "installed command (scan with the installed model): ok"
  fi
fi
cp -r tests/consumer "$work/consumer"

expected_solution=534678912672195348198342567859761423426853791713924856961537284287419635345286179
expected_version=$(sed -n 's/^project(sudokit VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
check_output() {
  local output
  output=$("$@")
  local lines
  mapfile -t lines <<<"$output"
  [[ "${lines[0]}" == "sudokit $expected_version" ]] || { echo "wrong version: ${lines[0]}" >&2; return 1; }
  [[ "${lines[1]}" == "$expected_solution" ]] || { echo "wrong solution: ${lines[1]}" >&2; return 1; }
  [[ "${lines[2]}" == *'"level":"easy"'* ]] || { echo "wrong rating: ${lines[2]}" >&2; return 1; }
}

for linkage in static shared; do
  shared=OFF
  [[ $linkage == shared ]] && shared=ON
  cmake -S "$work/consumer" -B "$work/build-$linkage" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" \
    -DBUILD_SHARED_LIBS=$shared >/dev/null
  cmake --build "$work/build-$linkage" >/dev/null
  check_output "$work/build-$linkage/consumer"
  if [[ $linkage == shared ]]; then
    # Read ldd's whole output first: `ldd | grep -q` under pipefail fails at random when grep
    # stops reading early and ldd dies of SIGPIPE.
    libraries=$(ldd "$work/build-$linkage/consumer")
    [[ $libraries == *"$prefix/lib/libsudokit.so"* ]] ||
      { printf 'the shared consumer does not use %s:\n%s\n' "$prefix/lib/libsudokit.so" "$libraries" >&2; exit 1; }
  fi
  echo "consumer (find_package, $linkage): ok"
done

export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
# shellcheck disable=SC2046
g++ -o "$work/consumer-pc" "$work/consumer/main.cpp" $(pkg-config --cflags --libs sudokit) \
  -Wl,-rpath,"$prefix/lib"
check_output "$work/consumer-pc"
# shellcheck disable=SC2046
g++ -o "$work/consumer-pc-static" "$work/consumer/main.cpp" $(pkg-config --cflags sudokit) \
  "$prefix/lib/libsudokit.a" $(pkg-config --libs --static sudokit | sed 's/-lsudokit//')
check_output "$work/consumer-pc-static"
echo "consumer (pkg-config, shared and static): ok"

# The C interface, from a C compiler.
gcc -std=c11 -Wall -Werror -o "$work/c-consumer" "$work/consumer/c_consumer.c" -I"$prefix/include" \
  -L"$prefix/lib" -lsudokit -Wl,-rpath,"$prefix/lib"
mapfile -t lines < <("$work/c-consumer")
[[ "${lines[0]}" == "sudokit $expected_version" && "${lines[1]}" == 1 &&
   "${lines[2]}" == *"\"solutions\":[\"$expected_solution\"]"* &&
   "${lines[3]}" == *'"level":"easy"'* && "${lines[4]}" == error ]] ||
  { printf 'C interface: unexpected output:\n%s\n' "${lines[*]}" >&2; exit 1; }
echo "consumer (C interface): ok"

# As a subfolder of another project: only the library is configured (no command, server,
# printing, tests or install rules, so none of their dependencies are looked for). Configured,
# not built: the build is the library's own, which the steps above link.
mkdir -p "$work/outer"
cp tests/consumer/main.cpp "$work/outer/"
cat >"$work/outer/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.22)
project(outer LANGUAGES CXX)
add_subdirectory("$PWD" sudokit)
add_executable(consumer main.cpp)
target_link_libraries(consumer PRIVATE sudokit::sudokit)
CMAKE
cmake -S "$work/outer" -B "$work/build-outer" -G Ninja >/dev/null
for unwanted in Boost_DIR GTest_DIR CLI11_DIR CAIRO_FOUND; do
  if grep -q "^$unwanted" "$work/build-outer/CMakeCache.txt"; then
    echo "add_subdirectory looked for $unwanted" >&2
    exit 1
  fi
done
grep -q "EXECUTABLE target consumer" "$work/build-outer/build.ninja" ||
  { echo "add_subdirectory: no consumer target" >&2; exit 1; }
echo "consumer (add_subdirectory, configured): ok"
