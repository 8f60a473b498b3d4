"""Running a batch job on a Dask cluster: submit the chunks not yet done, save each result
as it arrives, then join them in order."""

import os
import random
import sys
from collections import defaultdict
from dataclasses import dataclass, field

from .chunks import file_chunks, generate_chunks
from .store import ChunkStore
from .tasks import run_chunk


@dataclass
class BatchJob:
    command: str  # rate, solve or generate
    options: dict  # the command's options (see __main__.py), JSON-serialisable
    output: str  # the JSON lines file
    inputs: list = field(default_factory=list)  # files, for rate and solve
    count: int = 0  # puzzles, for generate
    chunk_size: int = 500  # lines (or puzzles) per chunk
    work_dir: str = ""  # finished chunks; default: OUTPUT.chunks
    scheduler: str = ""  # a scheduler's address; empty: a LocalCluster on this machine
    workers: int = 0  # LocalCluster workers; 0: one per core


def core_shares(client):
    """Per machine, its cores divided among the worker threads it runs: the threads one
    task may use, so that tasks running side by side do not overbook the cores."""
    cores = client.run(os.cpu_count)
    threads_on_host = defaultdict(int)
    host_cores = {}
    for address, worker in client.scheduler_info()["workers"].items():
        threads_on_host[worker["host"]] += worker["nthreads"]
        host_cores[worker["host"]] = cores.get(address) or 1
    return {host: max(1, host_cores[host] // threads) for host, threads in threads_on_host.items()}


def worker_threads(client):
    """Worker threads per worker address."""
    return {address: worker["nthreads"] for address, worker in client.scheduler_info()["workers"].items()}


def _connect(job):
    from distributed import Client, LocalCluster

    if job.scheduler:
        return Client(job.scheduler), None
    import dask

    workers = job.workers or os.cpu_count() or 1
    # The workers' statistical profiler samples every thread 100 times a second: CPU taken
    # from the rating, for a profile nobody looks at here.
    with dask.config.set({"distributed.worker.profile.enabled": False}):
        cluster = LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
        )
    return Client(cluster), cluster


def _plan(job, store):
    options = dict(job.options)
    if job.command == "generate":
        if options.get("seed") is None:
            # A run without a seed resumes with the seed its first attempt drew.
            manifest = store.read_manifest()
            previous = manifest and manifest["options"].get("seed")
            options["seed"] = previous if previous is not None else random.getrandbits(63)
        return options, generate_chunks(options, job.count, job.chunk_size)
    return options, file_chunks(job.command, options, job.inputs, job.chunk_size)


def run_job(job, log=sys.stderr):
    """Runs the job to the end and writes its output; returns the number of chunks run now
    (those already in the work folder are not run again)."""
    from distributed import as_completed

    store = ChunkStore(job.work_dir or job.output + ".chunks")
    options, chunks = _plan(job, store)
    # Options the workers would refuse raise ValueError here, before a cluster starts.
    run_chunk(job.command, options, 1, "", 0, {})
    keys = [chunk.key for chunk in chunks]
    store.write_manifest(job.command, options, list(job.inputs), keys)
    pending = [chunk for chunk in chunks if not store.done(chunk.key)]
    print(
        f"sudokit.batch: {len(chunks)} chunks, {len(chunks) - len(pending)} already done",
        file=log,
    )
    if pending:
        client, cluster = _connect(job)
        try:
            shares = core_shares(client)
            # A bounded number of tasks in flight: the chunks' text is read as they go out,
            # so inputs of any size pass through in little memory.
            window = 4 * sum(worker_threads(client).values()) or 8
            waiting = iter(pending)
            in_flight = {}
            finished = as_completed(with_results=True)

            def send_next():
                chunk = next(waiting, None)
                if chunk is None:
                    return
                future = client.submit(
                    run_chunk,
                    job.command,
                    options,
                    chunk.first_line,
                    chunk.text(),
                    chunk.count,
                    shares,
                    key="sudokit-" + chunk.key,
                    pure=False,
                )
                in_flight[future] = chunk
                finished.add(future)

            for _ in range(window):
                send_next()
            for done, (future, lines) in enumerate(finished, 1):
                store.save(in_flight.pop(future).key, lines)
                print(f"sudokit.batch: {done}/{len(pending)} chunks run", file=log, flush=True)
                send_next()
        finally:
            client.close()
            if cluster is not None:
                cluster.close()
    store.assemble(keys, job.output)
    print(f"sudokit.batch: wrote {job.output}", file=log)
    return len(pending)
