"""Shared fixtures: where the sudokit command and the data sets are, and running it."""

import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def cli_path():
    return os.environ.get("SUDOKIT_CLI", str(ROOT / "build" / "sudokit"))


@pytest.fixture(scope="session")
def cli():
    """Runs the sudokit command; returns its standard output."""
    path = cli_path()
    if not os.access(path, os.X_OK):
        pytest.fail(f"the sudokit command is not built at {path} (set SUDOKIT_CLI)")

    def run(*arguments, ok_statuses=(0, 1)):
        done = subprocess.run([path, *arguments], capture_output=True, text=True)
        assert done.returncode in ok_statuses, done.stderr
        return done.stdout

    return run


def json_lines(text):
    return [json.loads(line) for line in text.splitlines() if line.strip()]


@pytest.fixture(scope="session")
def examples():
    return ROOT / "examples"


@pytest.fixture(scope="session")
def data_dir():
    folder = pathlib.Path(os.environ.get("SUDOKIT_DATA_DIR", ROOT.parent / "shared" / "data"))
    if not folder.is_dir():
        if os.environ.get("SUDOKIT_REQUIRE_DATA"):
            pytest.fail(f"no data sets at {folder}")
        pytest.skip(f"no data sets at {folder}")
    return folder


def puzzle_lines(path, limit=None):
    lines = [line.rstrip("\n") for line in open(path, encoding="utf-8")]
    lines = [line for line in lines if line.strip() and not line.startswith("#")]
    return lines[:limit] if limit else lines
