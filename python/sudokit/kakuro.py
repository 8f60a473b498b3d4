"""Kakuro: read, solve, explain, hint, rate and generate.

A puzzle is a string in the text form (rows of '#' blocks, '.' white cells or their digits and
'D\\A' clues, a row per line) or a JSON line; results are dicts shaped like the command's
--json output. See docs/kakuro.md.
"""

from ._core import kakuro as _native

parse = _native.parse
solve = _native.solve
explain = _native.explain
hint = _native.hint
rate = _native.rate
generate = _native.generate

__all__ = ["explain", "generate", "hint", "parse", "rate", "solve"]
