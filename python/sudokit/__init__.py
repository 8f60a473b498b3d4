"""sudokit: solve, explain, rate and generate Sudoku puzzles from 4x4 to 25x25.

Puzzles are strings as the sudokit command reads them (a line of 81 symbols with '.' or '0'
for blanks, a boxed grid, numbers, or pencil marks); results are dicts shaped like the
command's --json output. The *_many functions run on the library's own threads with the GIL
released. See docs/python.md.
"""

from ._core import (
    __version__,
    check,
    count,
    explain,
    format,
    generate,
    generate_many,
    hint,
    parse,
    rate,
    rate_many,
    solve,
    solve_many,
    unique,
)

__all__ = [
    "__version__",
    "check",
    "count",
    "explain",
    "format",
    "generate",
    "generate_many",
    "hint",
    "parse",
    "rate",
    "rate_many",
    "solve",
    "solve_many",
    "unique",
]
