import pytest

import sudokit

CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def test_parse_a_line_keeps_its_label():
    parsed = sudokit.parse(CLASSIC + " newspaper")
    assert parsed == {"size": "3x3", "givens": CLASSIC, "label": "newspaper"}


def test_parse_a_boxed_grid_as_the_command_reads_it():
    boxed = sudokit.format(CLASSIC, style="grid")
    assert boxed.count("\n") == 11
    assert sudokit.parse(boxed)["givens"] == CLASSIC


def test_zeros_and_other_blanks_read_as_blanks():
    assert sudokit.parse(CLASSIC.replace(".", "0"))["givens"] == CLASSIC
    assert sudokit.format(CLASSIC, blank="0") == CLASSIC.replace(".", "0")


def test_a_six_by_six_needs_its_box_shape():
    six = ".....2.3.4..6...24......5....62...1."
    assert sudokit.parse(six, size="2x3")["size"] == "2x3"


def test_pencil_marks_round_trip():
    marks = sudokit.format(CLASSIC, style="pencilmarks")
    parsed = sudokit.parse(marks)
    assert parsed["pencilmarks"] is True
    # A cell with one mark reads as placed: the givens and the naked singles.
    kept = [given for given, read in zip(CLASSIC, parsed["givens"]) if given != "."]
    assert kept == [given for given in CLASSIC if given != "."]
    assert parsed["givens"].count(".") < CLASSIC.count(".")
    assert sudokit.solve(parsed["givens"])["solutions"] == sudokit.solve(CLASSIC)["solutions"]


def test_bad_text_names_the_line_and_column():
    with pytest.raises(ValueError, match=r"line 1, column 3"):
        sudokit.parse("53Z.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")


def test_bad_options_raise_value_errors():
    with pytest.raises(ValueError, match="'9x9' is boxes of 9x9, an 81x81 grid"):
        sudokit.parse(CLASSIC, size="9x9")
    assert sudokit.parse(CLASSIC, size="9")["size"] == "3x3"
    with pytest.raises(ValueError, match="format"):
        sudokit.parse(CLASSIC, format="xml")
    with pytest.raises(ValueError, match="style"):
        sudokit.format(CLASSIC, style="svg")


def test_version_is_the_projects():
    assert sudokit.__version__.count(".") == 2
