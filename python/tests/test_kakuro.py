import json
import subprocess

import pytest

import sudokit
import sudokit.kakuro as kakuro
from conftest import ROOT, cli_path, json_lines

SMALL = "# 4\\ 3\\\n\\3 . .\n\\4 . .\n"
TWO_SOLUTIONS = "# 3\\ 3\\\n\\3 . .\n\\3 . .\n"
NIKOLI = ROOT / "tests" / "data" / "kakuro" / "nikoli_kakuro.jsonl"


def nikoli_lines():
    return [line for line in NIKOLI.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_parse_gives_the_board_and_its_runs():
    puzzle = kakuro.parse(SMALL)
    assert puzzle["type"] == "kakuro"
    assert (puzzle["rows"], puzzle["columns"]) == (3, 3)
    assert len(puzzle["runs"]) == 4


def test_a_bad_board_is_a_value_error_naming_the_square():
    with pytest.raises(ValueError, match=r"line 2, column 1: r2c1: no run of 2 cells sums to 19"):
        kakuro.parse("# 4\\ 3\\\n\\19 . .\n\\4 . .\n")


def test_solve_agrees_with_the_command():
    for line in nikoli_lines():
        result = kakuro.solve(line)
        assert result["verdict"] == "unique"
        assert result["solutions"][0] == json.loads(line)["solution"]
    assert kakuro.solve(TWO_SOLUTIONS)["verdict"] == "multiple"
    assert kakuro.solve(TWO_SOLUTIONS, limit=0)["count"] == 2


def test_rate_and_explain_give_the_commands_records(cli):
    expected = json_lines(cli("rate", "--json", str(NIKOLI)))
    for line, record in zip(nikoli_lines(), expected):
        del record["line"]
        assert kakuro.rate(line) == record
    explained = kakuro.explain(nikoli_lines()[-1])
    assert explained["status"] == "solved"
    assert explained["rating"] == {"difficulty": 3.2, "hardest": "run-filling", "level": "hard"}
    assert all(step["text"] for step in explained["steps"])


def test_hint_levels():
    assert kakuro.hint(SMALL, level="nudge") == {"status": "hint", "text": "Look at r2c2."}
    full = kakuro.hint(SMALL)
    assert full["step"]["technique"] == "crossing-runs"
    assert kakuro.hint(TWO_SOLUTIONS)["status"] == "multiple"
    with pytest.raises(ValueError, match="unknown hint level"):
        kakuro.hint(SMALL, level="loud")
    with pytest.raises(ValueError, match="unknown Kakuro technique 'x-wing'"):
        kakuro.rate(SMALL, techniques=["x-wing"])


def test_a_timeout_is_a_positive_number_of_seconds():
    assert kakuro.solve(SMALL, timeout=5)["verdict"] == "unique"
    for call in (kakuro.solve, kakuro.rate, kakuro.explain, kakuro.hint):
        with pytest.raises(ValueError, match="timeout must be a positive number of seconds"):
            call(SMALL, timeout=0)


def test_generate_is_unique_and_repeatable():
    made = kakuro.generate(8, 8, seed=3)
    assert made == kakuro.generate(8, 8, seed=3)
    assert kakuro.solve(made["text"])["solutions"] == [made["solution"]]
    with pytest.raises(ValueError):
        kakuro.generate(2, 2)
    easy = kakuro.generate(8, 8, seed=2, level="easy")
    assert kakuro.rate(easy["text"])["rating"]["level"] == "easy"
    with pytest.raises(ValueError, match="unknown Kakuro level 'diabolical'"):
        kakuro.generate(8, 8, level="diabolical")
