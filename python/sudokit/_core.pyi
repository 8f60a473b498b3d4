"""Type stubs of the extension module (src/python/). Results are dicts shaped like the
sudokit command's --json output: see docs/python.md and docs/formats.md."""

from typing import Any, Iterable, Optional, Sequence

__version__: str

Record = dict[str, Any]

def parse(
    puzzle: str, *, size: Optional[str] = None, format: str = "auto", symbols: str = "auto"
) -> Record:
    """{"size", "givens", "label"} (and "pencilmarks": True); ValueError on bad text."""

def format(
    puzzle: str,
    *,
    style: str = "line",
    size: Optional[str] = None,
    symbols: str = "auto",
    blank: str = ".",
) -> str:
    """The puzzle as a line, a boxed grid ("grid") or pencil marks ("pencilmarks")."""

def solve(
    puzzle: str,
    *,
    algorithm: str = "fast",
    limit: int = 2,
    seed: Optional[int] = None,
    shuffle: bool = False,
    node_limit: int = 0,
    timeout: Optional[float] = None,
    size: Optional[str] = None,
    symbols: str = "auto",
) -> Record:
    """{"verdict", "count", "exhausted", "solutions", "counters"}."""

def solve_many(
    puzzles: Iterable[str],
    *,
    threads: int = 0,
    algorithm: str = "fast",
    limit: int = 2,
    seed: Optional[int] = None,
    shuffle: bool = False,
    node_limit: int = 0,
    timeout: Optional[float] = None,
    size: Optional[str] = None,
    symbols: str = "auto",
) -> list[Record]:
    """solve() of each puzzle on `threads` threads (0: one per core), GIL released."""

def count(
    puzzle: str,
    *,
    limit: int = 0,
    algorithm: str = "fast",
    timeout: Optional[float] = None,
    size: Optional[str] = None,
) -> int:
    """The number of solutions, up to `limit` (0: all)."""

def unique(
    puzzle: str,
    *,
    algorithm: str = "fast",
    timeout: Optional[float] = None,
    size: Optional[str] = None,
) -> bool:
    """True when the puzzle has exactly one solution."""

def check(grid: str, puzzle: Optional[str] = None, *, size: Optional[str] = None) -> Record:
    """{"valid", "conflicts", "empty_cells", "changed_givens"} (and "completion")."""

def rate(
    puzzle: str,
    *,
    mode: str = "se",
    techniques: Optional[Sequence[str]] = None,
    timeout: Optional[float] = None,
    size: Optional[str] = None,
    format: str = "auto",
    symbols: str = "auto",
) -> Record:
    """{"puzzle", "status", "steps", "rating": {"er", "ep", "ed", "hardest",
    "hardest_title", "level", "scale"}} (and "problem")."""

def rate_many(
    puzzles: Iterable[str],
    *,
    threads: int = 0,
    mode: str = "se",
    techniques: Optional[Sequence[str]] = None,
    timeout: Optional[float] = None,
    size: Optional[str] = None,
    format: str = "auto",
    symbols: str = "auto",
) -> list[Record]:
    """rate() of each puzzle on `threads` threads (0: one per core), GIL released."""

def explain(
    puzzle: str,
    *,
    mode: str = "full",
    techniques: Optional[Sequence[str]] = None,
    finish: bool = False,
    timeout: Optional[float] = None,
    size: Optional[str] = None,
    format: str = "auto",
    symbols: str = "auto",
) -> Record:
    """{"status", "steps": [step dicts], "rating", "puzzle", "finished_by_solver"}."""

def hint(
    puzzle: str,
    *,
    level: str = "full",
    mode: str = "full",
    techniques: Optional[Sequence[str]] = None,
    timeout: Optional[float] = None,
    size: Optional[str] = None,
    format: str = "auto",
    symbols: str = "auto",
) -> Record:
    """{"status": "hint", ...the step at a level (nudge, technique, full)}, or a status
    without a step ("solved", "stuck", "no-solution", "multiple", "wrong-marks" or
    "wrong-digit" with "cell", "stopped") and its "problem" sentence: the object of `sudokit hint --json`."""

def generate(
    *,
    seed: Optional[int] = None,
    size: str = "3x3",
    symmetry: str = "none",
    method: str = "top-down",
    minimal: bool = False,
    clues: Optional[int] = None,
    max_clues: Optional[int] = None,
    difficulty: Optional[str] = None,
    rating: Optional[str] = None,
    technique: Optional[str] = None,
    mode: str = "se",
    rate: bool = False,
    node_limit: Optional[int] = None,
    timeout: Optional[float] = None,
    grid: bool = False,
) -> Record:
    """{"puzzle", "solution", "clues", "minimal", "minimal_by_orbit", "rejected", "rating",
    "index", "seed", "symmetry", "method"}; ValueError when nothing met the request in time."""

def generate_many(
    count: int,
    *,
    seed: Optional[int] = None,
    threads: int = 0,
    size: str = "3x3",
    symmetry: str = "none",
    method: str = "top-down",
    minimal: bool = False,
    clues: Optional[int] = None,
    max_clues: Optional[int] = None,
    difficulty: Optional[str] = None,
    rating: Optional[str] = None,
    technique: Optional[str] = None,
    mode: str = "se",
    rate: bool = False,
    node_limit: Optional[int] = None,
    timeout: Optional[float] = None,
    grid: bool = False,
) -> list[Record]:
    """`count` generate() results, the same whatever `threads`; {"index", "seed", "error"}
    for a puzzle not found within the timeout."""

def _rate_records(
    text: str,
    first_line: int,
    threads: int,
    mode: str,
    techniques: Optional[Sequence[str]],
    timeout: Optional[float],
) -> list[str]: ...
def _solve_records(
    text: str,
    first_line: int,
    threads: int,
    algorithm: str,
    limit: int,
    timeout: Optional[float],
) -> list[str]: ...
def _generate_records(
    first_index: int,
    count: int,
    seed: int,
    threads: int,
    timeout: Optional[float],
    options: dict[str, Any],
) -> list[str]: ...

class kakuro:
    """The Kakuro functions (sudokit.kakuro re-exports them)."""

    @staticmethod
    def parse(puzzle: str) -> Record: ...
    @staticmethod
    def solve(
        puzzle: str, *, limit: int = 2, algorithm: str = "fast", timeout: Optional[float] = None
    ) -> Record: ...
    @staticmethod
    def explain(
        puzzle: str,
        *,
        techniques: Optional[Sequence[str]] = None,
        finish: bool = False,
        timeout: Optional[float] = None,
    ) -> Record: ...
    @staticmethod
    def rate(
        puzzle: str, *, techniques: Optional[Sequence[str]] = None, timeout: Optional[float] = None
    ) -> Record: ...
    @staticmethod
    def hint(
        puzzle: str,
        *,
        level: str = "full",
        techniques: Optional[Sequence[str]] = None,
        timeout: Optional[float] = None,
    ) -> Record: ...
    @staticmethod
    def generate(
        rows: int = 10,
        columns: int = 10,
        *,
        seed: Optional[int] = None,
        longest_run: int = 9,
        level: Optional[str] = None,
        timeout: Optional[float] = None,
    ) -> Record: ...
