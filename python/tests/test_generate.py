import pytest

import sudokit
from conftest import json_lines


def test_generate_is_reproducible_and_unique():
    first = sudokit.generate(seed=7)
    assert first == sudokit.generate(seed=7)
    givens = first["puzzle"]["givens"]
    assert sudokit.unique(givens)
    assert sudokit.solve(givens)["solutions"] == [first["solution"]]
    assert first["clues"] == sum(symbol != "." for symbol in givens)


def test_generate_many_equals_the_command(cli):
    expected = json_lines(cli("generate", "--count", "4", "--seed", "11", "--json", "-j", "2"))
    assert sudokit.generate_many(4, seed=11, threads=2) == expected
    assert sudokit.generate_many(4, seed=11, threads=1) == expected


def test_generate_options(cli):
    made = sudokit.generate(seed=3, symmetry="rotational", difficulty="easy", minimal=True)
    assert made["symmetry"] == "rotational" and made["minimal"]
    assert made["rating"]["level"] == "easy"
    six = sudokit.generate(seed=3, size="2x3", max_clues=14)
    assert six["puzzle"]["size"] == "2x3" and six["clues"] <= 14
    grid = sudokit.generate(seed=5, grid=True)
    assert sudokit.check(grid["grid"])["valid"] and "." not in grid["grid"]
    expected = json_lines(
        cli("generate", "--seed", "9", "--json", "--method", "bottom-up", "--technique",
            "x-wing", "--mode", "full")
    )
    assert [sudokit.generate(seed=9, method="bottom-up", technique="x-wing", mode="full")] == expected


def test_impossible_requests_are_value_errors():
    with pytest.raises(ValueError):
        sudokit.generate(difficulty="impossible")
    with pytest.raises(ValueError):
        sudokit.generate(clues=3)
    with pytest.raises(ValueError, match="rating"):
        sudokit.generate(rating="hard")


def test_clue_count_rating_range_and_budget():
    exact = sudokit.generate(seed=4, clues=30, node_limit=100000, timeout=60)
    assert exact["clues"] == 30
    rated = sudokit.generate(seed=4, rating="1.0-2.0", rate=True)
    assert 1.0 <= rated["rating"]["er"] <= 2.0


def test_generate_many_reports_a_timeout_as_an_error_record():
    # A 25x25 puzzle in SE's hardest range cannot be made in a millisecond.
    made = sudokit.generate_many(1, seed=1, size="5x5", rating="9-", timeout=0.001)
    assert set(made[0]) == {"index", "seed", "error"}
    with pytest.raises(ValueError, match="timeout"):
        sudokit.generate(seed=1, size="5x5", rating="9-", timeout=0.001)


def test_generate_variants(cli):
    for variant in ("x", "windoku", "jigsaw", "killer", "killer-x"):
        expected = json_lines(cli("generate", "--variant", variant, "--seed", "6", "--json"))
        made = sudokit.generate(seed=6, variant=variant)
        assert [made] == expected
        assert made["puzzle"] == expected[0]["puzzle"]
    killer = sudokit.generate(seed=2, variant="killer", largest_cage=4, single_cell_cages=False)
    sizes = [len(cage["cells"]) for cage in killer["puzzle"]["cages"]]
    assert killer["clues"] == 0 and min(sizes) >= 2 and max(sizes) <= 4
    assert sum(sizes) == 81
    jigsaw = sudokit.generate_many(2, seed=4, variant="jigsaw", threads=2)
    assert all(len(made["puzzle"]["regions"]) == 81 for made in jigsaw)
    easy = sudokit.generate(seed=3, variant="killer", difficulty="easy")
    assert easy["rating"]["level"] == "easy" and easy["rating"]["scale"] == "full"
    with pytest.raises(ValueError, match="unknown variant"):
        sudokit.generate(variant="sudoku-x")
