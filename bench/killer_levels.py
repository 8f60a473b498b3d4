#!/usr/bin/env python3
"""Killer difficulty against Solo's grades: Solo (sgt-solo, Debian package sgt-puzzles)
generates killers at each of its grades, sudokit rates the same puzzles, and the table gives,
per grade, how many the engine solved without guessing, the mean ER and the share at each
sudokit level.

    python3 bench/killer_levels.py --count 50 [--sudokit build/sudokit] [--solo /usr/games/sgt-solo]
"""

import argparse
import json
import statistics
import subprocess

GRADES = [("b", "basic"), ("i", "intermediate"), ("a", "advanced"), ("e", "extreme")]
LEVELS = ["easy", "medium", "hard", "expert", "diabolical"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=50)
    parser.add_argument("--sudokit", default="build/sudokit")
    parser.add_argument("--solo", default="/usr/games/sgt-solo")
    parser.add_argument("--seed", default="killer-levels")
    parser.add_argument("--timeout", type=float, default=30)
    args = parser.parse_args()
    print(f"| Solo grade | puzzles | solved by logic | mean ER | " + " | ".join(LEVELS) + " |")
    print("|---|---:|---:|---:|" + "---:|" * len(LEVELS))
    for letter, name in GRADES:
        # "params#seed": the same puzzles on every run.
        ids = subprocess.run([args.solo, "--generate", str(args.count),
                              f"3x3kd{letter}#{args.seed}"], check=True, capture_output=True,
                             text=True).stdout
        rated = subprocess.run([args.sudokit, "rate", "--json", "-j", "2", "--timeout",
                                str(args.timeout)], input=ids, capture_output=True, text=True)
        records = [json.loads(line) for line in rated.stdout.splitlines() if line.strip()]
        solved = [r for r in records if r.get("status") == "solved"]
        ratings = [r["rating"]["er"] for r in solved]
        levels = [r["rating"]["level"] for r in solved]
        counts = " | ".join(str(levels.count(level)) for level in LEVELS)
        mean = f"{statistics.mean(ratings):.2f}" if ratings else "-"
        print(f"| {name} | {len(records)} | {len(solved)} | {mean} | {counts} |")


if __name__ == "__main__":
    main()
