"""What runs on a Dask worker: one chunk through the extension module."""

from .. import _core


def threads_here(shares):
    """This worker's share of its machine's cores (see runner.core_shares); 1 if unknown."""
    try:
        from distributed import get_worker
        from distributed.comm import get_address_host

        return shares.get(get_address_host(get_worker().address), 1)
    except (ImportError, ValueError):
        return 1


def run_chunk(command, options, first_line, text, count, shares):
    """The chunk's JSON lines, as `sudokit COMMAND --json` prints them."""
    threads = threads_here(shares)
    if command == "rate":
        return _core._rate_records(
            text, first_line, threads, options["mode"], options["techniques"], options["timeout"]
        )
    if command == "solve":
        return _core._solve_records(
            text, first_line, threads, options["algorithm"], options["limit"], options["timeout"]
        )
    if command == "generate":
        generate = dict(options)
        seed = generate.pop("seed")
        timeout = generate.pop("timeout")
        return _core._generate_records(first_line, count, seed, threads, timeout, generate)
    raise ValueError("unknown command " + repr(command))
