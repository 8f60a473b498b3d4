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
    first_line: int  # 1-based line of the chunk in the file (first puzzle index for generate)
    count: int  # lines, or puzzles to generate
    offset: int = 0  # where the lines start in the file, in bytes
    size: int = 0  # their length in bytes

    def text(self):
        """The chunk's lines, read when its task is sent (only the keys stay in memory)."""
        if not self.source:
            return ""
        with open(self.source, "rb") as stream:
            stream.seek(self.offset)
            return stream.read(self.size).decode("utf-8", errors="surrogateescape")


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


def file_chunks(command, options, paths, lines_per_chunk):
    """Chunks of `lines_per_chunk` lines of each file in turn, in order."""
    chunks = []
    for path in paths:
        with open(path, "rb") as stream:
            line_number = 1
            offset = 0
            while True:
                lines = [line for line in (stream.readline() for _ in range(lines_per_chunk)) if line]
                if not lines:
                    break
                data = b"".join(lines)
                digest = hashlib.sha256(data).hexdigest()
                key = chunk_key(command, options, digest, line_number, len(lines))
                chunks.append(
                    Chunk(len(chunks), key, path, line_number, len(lines), offset, len(data))
                )
                line_number += len(lines)
                offset += len(data)
    return chunks


def generate_chunks(options, count, puzzles_per_chunk):
    """Ranges of puzzle indices; options hold the batch seed, so keys are stable."""
    chunks = []
    for first in range(0, count, puzzles_per_chunk):
        size = min(puzzles_per_chunk, count - first)
        key = chunk_key("generate", options, "", first, size)
        chunks.append(Chunk(len(chunks), key, "", first, size))
    return chunks
