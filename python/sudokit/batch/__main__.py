"""python3 -m sudokit.batch rate|solve|generate ...: see sudokit/batch/__init__.py."""

import argparse
import sys

from .runner import BatchJob, run_job


def _parser():
    parser = argparse.ArgumentParser(
        prog="python3 -m sudokit.batch",
        description="Rate, solve or generate puzzles in chunks on a Dask cluster; the output "
        "is the JSON lines of `sudokit COMMAND --json` in input order. Run the same command "
        "again after a failure: finished chunks are not redone.",
    )
    commands = parser.add_subparsers(dest="command", required=True)

    def common(command):
        command.add_argument("-o", "--output", required=True, help="the JSON lines file")
        command.add_argument(
            "--scheduler",
            default="",
            help="address of a running scheduler (tcp://host:8786); default: a LocalCluster",
        )
        command.add_argument(
            "--workers", type=int, default=0, help="LocalCluster workers (default: one per core)"
        )
        command.add_argument(
            "--chunk-size", type=int, default=500, help="lines (or puzzles) per chunk"
        )
        command.add_argument(
            "--work-dir", default="", help="finished chunks (default: OUTPUT.chunks)"
        )
        command.add_argument("--timeout", type=float, default=None, help="seconds per puzzle")

    rate = commands.add_parser("rate", help="rate puzzles as `sudokit rate --json`")
    rate.add_argument("inputs", nargs="+", help="files of puzzles, one per line")
    rate.add_argument("--mode", choices=["se", "full"], default="se")
    rate.add_argument("--techniques", default=None, help="comma-separated technique names")
    common(rate)

    solve = commands.add_parser("solve", help="solve puzzles as `sudokit solve --json`")
    solve.add_argument("inputs", nargs="+", help="files of puzzles, one per line")
    solve.add_argument("--algo", choices=["fast", "dlx", "backtrack", "csp"], default="fast")
    solve.add_argument("--limit", type=int, default=2, help="stop after this many solutions")
    common(solve)

    generate = commands.add_parser("generate", help="generate as `sudokit generate --json`")
    generate.add_argument("-n", "--count", type=int, required=True)
    generate.add_argument("--seed", type=int, default=None)
    generate.add_argument("--size", default="3x3")
    generate.add_argument("--symmetry", default="none")
    generate.add_argument("--method", default="top-down")
    generate.add_argument("--minimal", action="store_true")
    generate.add_argument("--clues", type=int, default=None)
    generate.add_argument("--max-clues", type=int, default=None)
    generate.add_argument("--difficulty", default=None)
    generate.add_argument("--rating", default=None)
    generate.add_argument("--technique", default=None)
    generate.add_argument("--mode", choices=["se", "full"], default="se")
    generate.add_argument("--node-limit", type=int, default=None)
    common(generate)
    return parser


def job_from_arguments(arguments):
    """The BatchJob that the parsed command line asks for."""
    if arguments.command == "rate":
        techniques = arguments.techniques.split(",") if arguments.techniques else None
        options = {"mode": arguments.mode, "techniques": techniques}
    elif arguments.command == "solve":
        options = {"algorithm": arguments.algo, "limit": arguments.limit}
    else:
        options = {
            name: getattr(arguments, name)
            for name in (
                "seed", "size", "symmetry", "method", "minimal", "clues", "max_clues",
                "difficulty", "rating", "technique", "mode", "node_limit",
            )
        }
    options["timeout"] = arguments.timeout
    return BatchJob(
        command=arguments.command,
        options=options,
        output=arguments.output,
        inputs=getattr(arguments, "inputs", []),
        count=getattr(arguments, "count", 0),
        chunk_size=arguments.chunk_size,
        work_dir=arguments.work_dir,
        scheduler=arguments.scheduler,
        workers=arguments.workers,
    )


def main(argv=None):
    arguments = _parser().parse_args(argv)
    if arguments.chunk_size < 1:
        print("sudokit.batch: --chunk-size must be at least 1", file=sys.stderr)
        return 64
    run_job(job_from_arguments(arguments))
    return 0


if __name__ == "__main__":
    sys.exit(main())
