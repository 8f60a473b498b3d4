#!/usr/bin/env python3
"""Same-run A/B of the fast solver: the default build (9x9 path picked at run time) against a
-march=native build, run alternately on the same sets.

    python3 bench/native_ab.py build/bench/sudokit_bench build-native/bench/sudokit_bench \
        [--rounds 3] [-- extra sudokit_bench arguments]

Builds: scripts/build.sh gives the first; the second is
    cmake -S . -B build-native -G Ninja -DSUDOKIT_NATIVE=ON -DSUDOKIT_BUILD_CLI=OFF \
      -DSUDOKIT_BUILD_SERVER=OFF -DSUDOKIT_BUILD_PRINT=OFF -DSUDOKIT_BUILD_TESTS=OFF
    cmake --build build-native --target sudokit_bench
Prints, per set and solution limit, the best puzzles/s of each build over the rounds and the
ratio default/native.
"""

import argparse
import re
import subprocess
import sys
from collections import defaultdict

ROW = re.compile(r"^\s+(fast@\d)\s+\d+\s+(\d+)\s")
SET = re.compile(r"^(\S+) \(\d+ puzzles\)")


def run(bench, extra):
    command = [bench, "--algos", "fast@2,fast@1", "--no-qqwing", "--shuffled-runs", "0", *extra]
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    rates = {}
    current = None
    for line in output.splitlines():
        if match := SET.match(line):
            current = match.group(1)
        elif (match := ROW.match(line)) and current:
            rates[(current, match.group(1))] = int(match.group(2))
    return rates


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("default")
    parser.add_argument("native")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("extra", nargs="*")
    arguments = parser.parse_args()
    best = {"default": defaultdict(int), "native": defaultdict(int)}
    for round_number in range(arguments.rounds):
        for name in ("default", "native") if round_number % 2 == 0 else ("native", "default"):
            for key, rate in run(getattr(arguments, name), arguments.extra).items():
                best[name][key] = max(best[name][key], rate)
        print(f"round {round_number + 1} done", file=sys.stderr)
    ratios = []
    print(f"{'set':40} {'run':7} {'default/s':>10} {'native/s':>10} {'ratio':>6}")
    for key in sorted(best["default"]):
        default, native = best["default"][key], best["native"].get(key, 0)
        ratio = default / native if native else float("nan")
        ratios.append(ratio)
        print(f"{key[0]:40} {key[1]:7} {default:>10} {native:>10} {ratio:>6.3f}")
    geometric = 1.0
    for ratio in ratios:
        geometric *= ratio
    print(f"geometric mean of default/native: {geometric ** (1 / len(ratios)):.3f}")


if __name__ == "__main__":
    main()
