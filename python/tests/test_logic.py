import threading
import time

import pytest

import sudokit
from conftest import json_lines, puzzle_lines

CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
STEP_FIELDS = {
    "technique", "title", "rating", "text", "placements", "eliminations", "houses",
    "cover_houses", "cells", "pattern", "fins", "digits", "links", "size", "form", "nesting",
}


def without_line(record):
    return {key: value for key, value in record.items() if key != "line"}


def test_rate_gives_the_commands_records(cli, examples):
    path = examples / "classic.txt"
    expected = [without_line(record) for record in json_lines(cli("rate", "--json", str(path)))]
    assert sudokit.rate_many(open(path, encoding="utf-8"), threads=2) == expected
    first = sudokit.rate(puzzle_lines(path)[0])
    assert first == expected[0]
    assert set(first["rating"]) == {"er", "ep", "ed", "hardest", "hardest_title", "level",
                                    "scale"}
    assert first["rating"]["scale"] == "se"


def test_rate_with_a_restricted_technique_set_gets_stuck():
    hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    record = sudokit.rate(hard, techniques=["naked-single", "hidden-single-box"])
    assert record["status"] == "stuck"
    assert record["problem"] == "no allowed technique applies"


def test_unknown_technique_is_a_value_error():
    with pytest.raises(ValueError, match="unknown technique 'x-wang'. Did you mean 'x-wing'?"):
        sudokit.rate(CLASSIC, techniques=["x-wang"])


def test_explain_gives_the_commands_object(cli, examples):
    path = examples / "classic.txt"
    record = json_lines(cli("explain", "--json", str(path)))[0]
    explained = sudokit.explain(puzzle_lines(path)[0])
    assert explained == without_line(record)
    assert explained["status"] == "solved"
    assert explained["steps"] and set(explained["steps"][0]) >= STEP_FIELDS


def test_explain_of_a_puzzle_with_two_solutions():
    solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    record = sudokit.explain("." * 27 + solution[27:])
    assert record["status"] == "multiple"
    assert "more than one solution" in record["problem"]


@pytest.mark.parametrize("level", ["nudge", "technique", "full"])
def test_hint_levels_match_the_command(cli, examples, level):
    path = examples / "classic.txt"
    record = json_lines(cli("hint", "--json", "--level", level, str(path)))[0]
    assert sudokit.hint(puzzle_lines(path)[0], level=level) == without_line(record)


def test_hint_of_a_solved_grid():
    solution = sudokit.solve(CLASSIC)["solutions"][0]
    assert sudokit.hint(solution) == {"status": "solved"}


def test_hint_of_a_puzzle_with_two_solutions():
    solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
    record = sudokit.hint("." * 27 + solution[27:])
    assert record["status"] == "multiple"
    assert "more than one solution" in record["problem"]


def test_rate_many_runs_without_the_gil(data_dir):
    """Another Python thread keeps running while the batch rates."""
    puzzles = puzzle_lines(data_dir / "puzzles6_forum_hardest_1106", 12)
    ticks = 0
    running = True

    def count_ticks():
        nonlocal ticks
        while running:
            ticks += 1
            time.sleep(0.001)

    ticker = threading.Thread(target=count_ticks)
    ticker.start()
    started = time.monotonic()
    results = sudokit.rate_many(puzzles, threads=1)
    elapsed = time.monotonic() - started
    running = False
    ticker.join()
    assert len(results) == 12
    # With the GIL held for the whole batch the ticker would not run at all.
    assert elapsed > 0.05 and ticks > 10
