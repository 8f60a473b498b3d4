"""Splitting the work into chunks, each with a key that names its output file."""

import hashlib
import json
from dataclasses import dataclass

from .._core import __version__


@dataclass(frozen=True)
class Chunk:
    """One task: lines of an input file, or a range of puzzles to generate."""

    index: int  # position in the output order
    key: str  # names the chunk's output file: same key, same output
    source: str  # the input file ("" for generate)
    first_line: int  # 1-based line of `text` in the file (first puzzle index for generate)
    text: str  # the lines (empty for generate)
    count: int  # lines of text, or puzzles to generate


def chunk_key(command, options, source_digest, first_line, count):
    """A digest of everything the chunk's output depends on, the sudokit version included."""
    identity = json.dumps(
        {
            "version": __version__,
            "command": command,
            "options": options,
            "source": source_digest,
            "first_line": first_line,
            "count": count,
        },
        sort_keys=True,
    )
    return hashlib.sha256(identity.encode()).hexdigest()[:32]


def file_chunks(command, options, paths, lines_per_chunk, start_index=0):
    """Chunks of `lines_per_chunk` lines of each file in turn, in order."""
    chunks = []
    for path in paths:
        with open(path, "rb") as stream:
            lines = stream.read().decode("utf-8", errors="surrogateescape").splitlines(True)
        for start in range(0, len(lines), lines_per_chunk):
            part = lines[start : start + lines_per_chunk]
            text = "".join(part)
            digest = hashlib.sha256(text.encode("utf-8", errors="surrogateescape")).hexdigest()
            key = chunk_key(command, options, digest, start + 1, len(part))
            chunks.append(
                Chunk(start_index + len(chunks), key, path, start + 1, text, len(part))
            )
    return chunks


def generate_chunks(options, count, puzzles_per_chunk):
    """Ranges of puzzle indices; options hold the batch seed, so keys are stable."""
    chunks = []
    for first in range(0, count, puzzles_per_chunk):
        size = min(puzzles_per_chunk, count - first)
        key = chunk_key("generate", options, "", first, size)
        chunks.append(Chunk(len(chunks), key, "", first, "", size))
    return chunks
