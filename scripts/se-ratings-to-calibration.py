#!/usr/bin/env python3
"""Turns Sudoku Explainer's ratings into lines of tests/data/se_calibration.txt.

    scripts/se-ratings-to-calibration.py RATINGS [CALIBRATION]

RATINGS holds lines `PUZZLE ER=x EP=y ED=z seconds=s` as a headless run of SE's rating code
prints them (`PUZZLE TIMEOUT` lines are skipped). Each puzzle not yet in CALIBRATION
(tests/data/se_calibration.txt by default) is printed as a calibration line, with SE's time and
the data set of ../shared/data that holds it and its number there (1-based, comment lines not
counted), ready to append.
"""

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data"
SETS = ["puzzles5_forum_hardest_1905_11+", "puzzles6_forum_hardest_1106",
        "puzzles3_magictour_top1465", "puzzles2_17_clue"]


def numbered(path):
    """Puzzle -> its 1-based number among the data lines of a set."""
    numbers = {}
    lines = (line.strip() for line in path.read_text().splitlines())
    for number, line in enumerate((line for line in lines if line and not line.startswith("#")),
                                  start=1):
        numbers.setdefault(line.split()[0], number)
    return numbers


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    ratings = pathlib.Path(sys.argv[1])
    calibration = pathlib.Path(sys.argv[2]) if len(sys.argv) == 3 else \
        ROOT / "tests" / "data" / "se_calibration.txt"
    known = {line.split()[0] for line in calibration.read_text().splitlines()
             if line.strip() and not line.startswith("#")}
    sets = [(name, numbered(DATA / name)) for name in SETS if (DATA / name).exists()]
    for line_number, line in enumerate(ratings.read_text().splitlines(), start=1):
        fields = line.split()
        if len(fields) < 5 or fields[1] == "TIMEOUT":
            continue
        puzzle = fields[0]
        if puzzle in known:
            continue
        er, ep, ed, seconds = fields[1:5]
        if not (er.startswith("ER=") and ep.startswith("EP=") and ed.startswith("ED=")
                and seconds.startswith("seconds=")):
            sys.exit(f"{ratings}:{line_number}: not a rating line: {line}")
        source = next((f"{name}#{numbers[puzzle]}" for name, numbers in sets
                       if puzzle in numbers), "unlisted")
        known.add(puzzle)
        print(f"{puzzle} {er} {ep} {ed} {seconds} {source} [SE 1.2.1 rater]")


if __name__ == "__main__":
    main()
