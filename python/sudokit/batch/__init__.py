"""Rate, solve or generate puzzles in batches on a Dask cluster.

    python3 -m sudokit.batch rate puzzles.txt -o rated.jsonl            # LocalCluster
    python3 -m sudokit.batch rate big.txt -o rated.jsonl --scheduler tcp://host:8786

The input is split into chunks of lines; each chunk runs on a worker with the Python module
and its output is written to its own file in the work folder, atomically, under a key made
of the chunk's text and the options (and the sudokit version). Running the same command
again skips the chunks already written, so a run that failed resumes where it stopped. The
output file gets the JSON lines of `sudokit rate|solve|generate --json`, in input order.
See docs/python.md.
"""

from .runner import BatchJob, run_job

__all__ = ["BatchJob", "run_job"]
