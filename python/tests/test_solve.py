import pytest

import sudokit
from conftest import json_lines

CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


@pytest.mark.parametrize("algorithm", ["fast", "dlx", "backtrack", "csp"])
def test_every_algorithm_finds_the_one_solution(algorithm):
    result = sudokit.solve(CLASSIC, algorithm=algorithm)
    assert result["verdict"] == "unique"
    assert result["solutions"] == [SOLUTION]
    assert result["counters"]["nodes"] >= 1


def test_solve_matches_the_commands_json(cli, examples):
    path = examples / "classic.txt"
    for record in json_lines(cli("solve", "--json", "--algo", "dlx", str(path))):
        givens = record["puzzle"]["givens"]
        assert sudokit.solve(givens, algorithm="dlx") == record["result"]


def test_count_and_unique():
    empty_band = "." * 27 + SOLUTION[27:]
    assert sudokit.count(empty_band) > 1
    assert sudokit.count(empty_band, limit=3) == 3
    assert sudokit.unique(CLASSIC)
    assert not sudokit.unique(empty_band)
    assert sudokit.count("11" + "." * 79) == 0


def test_unknown_algorithm_is_a_value_error():
    with pytest.raises(ValueError, match="algorithm"):
        sudokit.solve(CLASSIC, algorithm="magic")


def test_solve_many_keeps_the_input_order(examples):
    lines = open(examples / "classic.txt", encoding="utf-8").readlines()
    one_by_one = [sudokit.solve(line.rstrip("\n")) for line in lines if line[0] not in "#\n"]
    assert sudokit.solve_many(lines, threads=2) == one_by_one
    assert sudokit.solve_many(iter(lines), threads=1) == one_by_one


def test_solve_many_names_the_bad_puzzle():
    with pytest.raises(ValueError, match=r"puzzle 2: line 1"):
        sudokit.solve_many([CLASSIC, "12345"])
    with pytest.raises(TypeError):
        sudokit.solve_many(CLASSIC)


def test_check_a_solution_against_its_puzzle():
    assert sudokit.check(SOLUTION, CLASSIC)["valid"]
    wrong = "43" + SOLUTION[2:]
    report = sudokit.check(wrong, CLASSIC)
    assert not report["valid"]
    assert report["changed_givens"] == ["r1c1"]
    assert report["conflicts"]


def test_check_a_grid_alone():
    report = sudokit.check(CLASSIC)
    assert report["valid"] and report["completion"] == "unique"
    clash = "55" + CLASSIC[2:]
    assert not sudokit.check(clash)["valid"]


def pattern_100(broken=False):
    """A full 100x100 grid in numbers (boxes 10x10); broken: r1c1 and r1c2 swapped, r2c1 blank."""
    rows = []
    for r in range(100):
        row = [(10 * (r % 10) + r // 10 + c) % 100 + 1 for c in range(100)]
        if broken and r == 0:
            row[0], row[1] = row[1], row[0]
        if broken and r == 1:
            row[0] = 0
        rows.append(" ".join(map(str, row)))
    return "\n".join(rows)


def test_check_grids_up_to_100x100():
    right = pattern_100()
    assert sudokit.check(right) == {
        "valid": True, "conflicts": [], "empty_cells": [], "changed_givens": []}
    broken = pattern_100(broken=True)
    report = sudokit.check(broken)
    assert not report["valid"]
    assert [conflict["house"] for conflict in report["conflicts"]] == ["column 1", "column 2"]
    against = sudokit.check(right, broken)
    assert not against["valid"] and against["changed_givens"] == ["r1c1", "r1c2"]
    assert sudokit.check(right, right)["valid"]
    with pytest.raises(ValueError, match="only checked"):
        sudokit.solve(right)
    with pytest.raises(ValueError, match="puzzle: expected a grid of the same size"):
        sudokit.check(right, CLASSIC)
