"""sudokit.batch on a LocalCluster of 2 workers: the output equals `sudokit rate -j 2 --json`,
a worker killed mid-run loses nothing, and a run killed mid-way resumes without redoing the
chunks it had finished."""

import os
import pathlib
import signal
import subprocess
import sys
import threading
import time

import pytest

from conftest import ROOT, puzzle_lines

distributed = pytest.importorskip("distributed")

from sudokit.batch import BatchJob, run_job  # noqa: E402


@pytest.fixture(scope="module")
def hard_file(data_dir, tmp_path_factory):
    """60 puzzles of the hardest set, a tenth of a second or so each to rate."""
    path = tmp_path_factory.mktemp("batch") / "hard.txt"
    lines = puzzle_lines(data_dir / "puzzles5_forum_hardest_1905_11+", 60)
    # A comment, a blank line and an unreadable line, as real files have.
    lines = ["# hardest"] + lines[:30] + ["", "12345 not a puzzle"] + lines[30:]
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.fixture(scope="module")
def expected(cli, hard_file):
    return cli("rate", "--json", "-j", "2", "--no-progress", str(hard_file), ok_statuses=(3,))


def chunk_files(folder):
    return sorted(pathlib.Path(folder).glob("*.jsonl")) if os.path.isdir(folder) else []


def test_output_equals_the_command(hard_file, expected, tmp_path):
    output = tmp_path / "rated.jsonl"
    job = BatchJob("rate", {"mode": "se", "techniques": None, "timeout": None}, str(output),
                   inputs=[str(hard_file)], chunk_size=8, workers=2)
    assert run_job(job) == 8
    assert output.read_text() == expected
    # Run again: every chunk is done, nothing runs, the same output.
    assert run_job(job) == 0
    assert output.read_text() == expected


def test_a_worker_killed_mid_run_loses_nothing(hard_file, expected, tmp_path):
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None)
    client = distributed.Client(cluster)
    output = tmp_path / "rated.jsonl"
    work = tmp_path / "chunks"
    killed = []

    def kill_a_worker_after_the_first_chunks():
        while len(chunk_files(work)) < 2:
            time.sleep(0.02)
        pids = client.run(os.getpid)
        victim = sorted(pids.values())[0]
        os.kill(victim, signal.SIGKILL)
        killed.append(victim)

    killer = threading.Thread(target=kill_a_worker_after_the_first_chunks)
    killer.start()
    try:
        job = BatchJob("rate", {"mode": "se", "techniques": None, "timeout": None},
                       str(output), inputs=[str(hard_file)], chunk_size=4,
                       work_dir=str(work), scheduler=cluster.scheduler_address)
        run_job(job)
    finally:
        killer.join()
        client.close()
        cluster.close()
    assert killed, "no worker was killed"
    assert len(chunk_files(work)) == 16
    assert output.read_text() == expected


def test_a_killed_run_resumes_where_it_stopped(hard_file, expected, tmp_path):
    output = tmp_path / "rated.jsonl"
    work = tmp_path / "chunks"
    command = [sys.executable, "-m", "sudokit.batch", "rate", str(hard_file), "-o", str(output),
               "--workers", "2", "--chunk-size", "4", "--work-dir", str(work)]
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    first = subprocess.Popen(command, env=environment, start_new_session=True,
                             stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while len(chunk_files(work)) < 3 and first.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    # The whole run, its cluster's processes too, dies at once.
    os.killpg(first.pid, signal.SIGKILL)
    first.wait()
    finished = len(chunk_files(work))
    assert 3 <= finished < 16, "the run was not stopped part way"
    assert not output.exists()

    second = subprocess.run(command, env=environment, capture_output=True, text=True)
    assert second.returncode == 0, second.stderr
    assert f"16 chunks, {finished} already done" in second.stderr
    assert f"{16 - finished}/{16 - finished} chunks run" in second.stderr
    assert output.read_text() == expected
