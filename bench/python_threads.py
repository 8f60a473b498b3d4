#!/usr/bin/env python3
"""Speed of the Python module's batch calls on 1 and 2 threads (GIL released).

    PYTHONPATH=build/python python3 bench/python_threads.py [--puzzles N] [--repeats R]

Rates the first N puzzles of the top1465 set with rate_many, solves the whole set four times
over and the whole 17-clue set with solve_many (a solve takes microseconds: a batch of a few
hundred is over before the threads are under way), and generates 2N puzzles with
generate_many (a few take tens of times the mean, so a short batch ends with one thread alone
on its last puzzle), each on 1 then 2 threads, best of R runs; prints puzzles/s, the speed-up of 2 threads over 1, the CPU time per item and how many
cores the run kept busy (2 threads can only reach 2x on a machine with two idle cores).
"""

import argparse
import os
import pathlib
import resource
import time

import sudokit

DATA = pathlib.Path(os.environ.get("SUDOKIT_DATA_DIR",
                                   pathlib.Path(__file__).resolve().parents[2] / "shared" / "data"))


def lines(name, count):
    with open(DATA / name, encoding="utf-8") as stream:
        found = [line.strip() for line in stream if line.strip() and not line.startswith("#")]
    return found[:count]


def best_time(call, repeats):
    """The fastest wall time of `repeats` runs, and the CPU time (all threads) of that run."""
    best = (float("inf"), 0.0)
    for _ in range(repeats):
        before = resource.getrusage(resource.RUSAGE_SELF)
        started = time.perf_counter()
        results = call()
        wall = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_SELF)
        # Freed after the clock stops: the call's cost, not that of dropping its results.
        del results
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = min(best, (wall, cpu))
    return best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--puzzles", type=int, default=400)
    parser.add_argument("--repeats", type=int, default=3)
    arguments = parser.parse_args()
    hard = lines("puzzles3_magictour_top1465", arguments.puzzles)
    hard_all = lines("puzzles3_magictour_top1465", 10**9) * 4
    sparse = lines("puzzles2_17_clue", 10**9)
    jobs = {
        "rate_many (top1465)": (len(hard), lambda t: sudokit.rate_many(hard, threads=t)),
        "solve_many (top1465 x4)": (len(hard_all),
                                    lambda t: sudokit.solve_many(hard_all, threads=t)),
        # Some 3.5 microseconds a puzzle, part of it making the result's dict, which only
        # one thread at a time may do: the calling thread makes the dicts while the helpers
        # solve, and solves too when no result is waiting.
        "solve_many (17-clue)": (len(sparse), lambda t: sudokit.solve_many(sparse, threads=t)),
        "generate_many": (arguments.puzzles * 2,
                          lambda t: sudokit.generate_many(arguments.puzzles * 2, seed=1, threads=t)),
    }
    for name, (count, call) in jobs.items():
        one, one_cpu = best_time(lambda: call(1), arguments.repeats)
        two, two_cpu = best_time(lambda: call(2), arguments.repeats)
        # On a busy machine the wall-clock speed-up is capped by the share the scheduler
        # gives this process; CPU time per item shows what the threads cost.
        print(f"{name}: {count} items, 1 thread {count / one:.1f}/s, 2 threads {count / two:.1f}/s,"
              f" speed-up {one / two:.2f}x; CPU per item {one_cpu / count * 1e3:.3f} ms and"
              f" {two_cpu / count * 1e3:.3f} ms, CPU busy {one_cpu / one:.2f} and"
              f" {two_cpu / two:.2f} cores")


if __name__ == "__main__":
    main()
