#!/usr/bin/env python3
"""Rating through sudokit.batch on a LocalCluster of 2 single-threaded workers against
`sudokit rate -j 2 --json`, on the same files, alternately; checks that the outputs are the
same bytes and prints wall and CPU time (user + system of the whole process tree) of each.

    python3 bench/batch_overhead.py FILE [FILE...] [--chunk-size 500] [--build DIR]

Needs the release build (scripts/build.sh): DIR/sudokit and DIR/python (DIR: build, or a
copy of those two, so that the tree can be rebuilt while a long run goes on). On a shared
machine the CPU times are the steadier figure.
"""

import argparse
import os
import pathlib
import resource
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]


def timed(command, **kwargs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    done = subprocess.run(command, **kwargs)
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return done, wall, cpu


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    parser.add_argument("--chunk-size", type=int, default=500)
    parser.add_argument("--build", type=pathlib.Path, default=ROOT / "build")
    arguments = parser.parse_args()
    environment = dict(os.environ, PYTHONPATH=str(arguments.build / "python"))
    totals = {"command": [0.0, 0.0], "dask": [0.0, 0.0]}
    with tempfile.TemporaryDirectory() as work:
        for number, path in enumerate(arguments.files):
            runs = ["command", "dask"] if number % 2 == 0 else ["dask", "command"]
            outputs = {}
            for run in runs:
                output = pathlib.Path(work) / f"{run}.jsonl"
                if run == "command":
                    command = [str(arguments.build / "sudokit"), "rate", "--json", "-j", "2",
                               "--no-progress", path]
                    with open(output, "wb") as stream:
                        _, wall, cpu = timed(command, stdout=stream)
                else:
                    command = [sys.executable, "-m", "sudokit.batch", "rate", path, "-o",
                               str(output), "--workers", "2", "--chunk-size",
                               str(arguments.chunk_size), "--work-dir",
                               str(pathlib.Path(work) / f"chunks-{number}")]
                    done, wall, cpu = timed(command, env=environment, stderr=subprocess.DEVNULL)
                    done.check_returncode()
                outputs[run] = output.read_bytes()
                totals[run][0] += wall
                totals[run][1] += cpu
                print(f"{path}: {run}: {wall:.1f} s wall, {cpu:.1f} s CPU", flush=True)
            if outputs["command"] != outputs["dask"]:
                sys.exit(f"{path}: the outputs differ")
            puzzles = outputs["command"].count(b"\n")
            print(f"{path}: {puzzles} puzzles, same output", flush=True)
    (command_wall, command_cpu), (dask_wall, dask_cpu) = totals["command"], totals["dask"]
    print(f"total: command {command_wall:.1f} s wall / {command_cpu:.1f} s CPU, "
          f"Dask {dask_wall:.1f} s wall / {dask_cpu:.1f} s CPU; overhead "
          f"{(dask_wall / command_wall - 1) * 100:+.1f}% wall, "
          f"{(dask_cpu / command_cpu - 1) * 100:+.1f}% CPU")


if __name__ == "__main__":
    main()
