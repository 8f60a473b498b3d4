"""The work folder: one file per finished chunk, written atomically, and the manifest."""

import json
import os
import tempfile

from .._core import __version__


def write_atomically(path, data):
    """Writes bytes to path so that a reader sees the old file or the whole new one."""
    folder = os.path.dirname(os.path.abspath(path))
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".part")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


class ChunkStore:
    """Finished chunks of one job in `folder`, by key."""

    def __init__(self, folder):
        self.folder = folder
        os.makedirs(folder, exist_ok=True)

    def path(self, key):
        return os.path.join(self.folder, key + ".jsonl")

    def done(self, key):
        return os.path.exists(self.path(key))

    def save(self, key, lines):
        write_atomically(self.path(key), "".join(line + "\n" for line in lines).encode())

    def load(self, key):
        with open(self.path(key), "rb") as stream:
            return stream.read()

    def read_manifest(self):
        try:
            with open(os.path.join(self.folder, "manifest.json"), encoding="utf-8") as stream:
                return json.load(stream)
        except FileNotFoundError:
            return None

    def write_manifest(self, command, options, inputs, keys):
        manifest = {
            "sudokit_version": __version__,
            "command": command,
            "options": options,
            "inputs": inputs,
            "chunks": keys,
        }
        text = json.dumps(manifest, indent=1, sort_keys=True) + "\n"
        write_atomically(os.path.join(self.folder, "manifest.json"), text.encode())

    def assemble(self, keys, output):
        """Joins the chunks in order into the output file, atomically."""
        write_atomically(output, b"".join(self.load(key) for key in keys))
