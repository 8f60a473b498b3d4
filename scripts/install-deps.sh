#!/usr/bin/env bash
# Installs the Debian packages sudokit needs to build, test and benchmark,
# only those not already present. Safe to run again.
set -euo pipefail

packages=(
  build-essential cmake ninja-build g++ clang-14 libclang-rt-14-dev
  libcli11-dev nlohmann-json3-dev libfmt-dev
  libgtest-dev libgmock-dev libbenchmark-dev libboost1.81-dev wrk pkg-config libcairo2-dev fonts-dejavu-core poppler-utils
  libopencv-dev libjpeg-dev libpng-dev
  qqwing chromium sgt-puzzles
  python3-dev python3-pip python3-setuptools python3-wheel pybind11-dev python3-pybind11
  python3-pytest python3-dask python3-distributed
)

missing=()
for package in "${packages[@]}"; do
  if [[ $(dpkg-query -W -f='${Status}' "$package" 2>/dev/null) != "install ok installed" ]]; then
    missing+=("$package")
  fi
done

if ((${#missing[@]} == 0)); then
  exit 0
fi

echo "Installing: ${missing[*]}" >&2
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
