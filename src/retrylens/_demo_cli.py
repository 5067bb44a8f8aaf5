"""``retrylens demo``: its options and its run.

The workload is in ``_demo``, the report in ``_demo_report``, the optional PNG in
``_demo_plot``. Every option is checked before any work starts: a mistake ends with one
line and exit status 2, before the FaultServer or the ``/metrics`` server is up.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import logging
import os
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from opentelemetry import trace

from ._cli import POLICY_NAMES, UsageError, _otlp_url, _port, _positive_int, _scale
from ._demo import EXEC_NUMBER, PRESETS, Plan, run_workload, spans_to_jsonl
from ._policy import resolve_policy
from ._sleep import time_scale
from .testing import FaultServer


def add_demo_parser(sub: Any) -> None:
    """Add ``demo`` and its options to the ``retrylens`` subcommands."""
    demo = sub.add_parser(
        "demo",
        help="run a storm of model-call failures through the stack",
        description="Runs execs through the real retry stack against an in-process "
        "fault-injecting model server, then prints a short summary (--details for more).",
    )
    demo.add_argument("--execs", type=_positive_int, default=200, help="number of execs")
    demo.add_argument("--concurrency", type=_positive_int, default=20, help="execs at once")
    demo.add_argument(
        "--mix", choices=sorted(PRESETS), default="realistic", help="fault mix preset"
    )
    demo.add_argument(
        "--policy", choices=POLICY_NAMES, default="seed", help="retry policy of both layers"
    )
    demo.add_argument("--seed", type=int, default=7, help="RNG seed; equal seeds, equal runs")
    demo.add_argument(
        "--time-scale",
        type=_scale,
        default=0.01,
        help="multiply every backoff sleep by this; spans and metrics keep the real values",
    )
    demo.add_argument(
        "--details",
        action="store_true",
        help="after the summary, print what failed and how, the calls-per-exec histogram "
        "and the worst failed exec's span tree",
    )
    demo.add_argument(
        "--plot",
        type=Path,
        default=None,
        metavar="FILE.png",
        help="write a PNG: calls per exec, backoff by layer, outcomes over time "
        "(needs matplotlib: pip install 'retrylens[plot]')",
    )
    demo.add_argument(
        "--metrics-port", type=_port, default=None, help="serve /metrics on this port"
    )
    demo.add_argument(
        "--hold", action="store_true", help="with --metrics-port, keep serving after the run"
    )
    demo.add_argument(
        "--otlp",
        nargs="?",
        const=True,
        default=None,
        type=_otlp_url,
        metavar="ENDPOINT",
        help="export spans and GenAI metrics over OTLP/HTTP "
        "(default endpoint: OTEL_EXPORTER_OTLP_ENDPOINT)",
    )
    demo.add_argument(
        "--otlp-logs",
        action="store_true",
        help="with --otlp, also export the retrylens log records (INFO and up) over OTLP",
    )
    demo.add_argument(
        "--traces-out", type=Path, default=None, metavar="FILE", help="write spans as JSON lines"
    )
    demo.add_argument(
        "--verbose",
        action="store_true",
        help="also print every retry log line to stderr, each tagged exec=N trace=ID",
    )


def check_args(args: argparse.Namespace) -> None:
    """Refuse, with a :class:`UsageError`, what would fail only after the run."""
    if args.otlp_logs and args.otlp is None:
        raise UsageError("--otlp-logs needs --otlp (an OTLP endpoint to send the logs to)")
    if args.hold and args.metrics_port is None:
        raise UsageError("--hold needs --metrics-port (the /metrics port to keep serving)")
    if args.traces_out is not None:
        _check_output("--traces-out", args.traces_out)
    if args.plot is not None:
        if args.plot.suffix.lower() != ".png":
            raise UsageError(f"--plot {args.plot}: the file name must end in .png")
        _check_output("--plot", args.plot)
        from ._demo_plot import require_matplotlib

        require_matplotlib()


def _check_output(option: str, path: Path) -> None:
    """``path`` can be written: its directory exists and is writable, it is no directory."""
    if path.is_dir():
        raise UsageError(f"{option} {path}: is a directory, not a file")
    parent = path.parent
    if not parent.is_dir():
        raise UsageError(f"{option} {path}: directory {parent} does not exist")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise UsageError(f"{option} {path}: directory {parent} is not writable")
    if path.exists() and not os.access(path, os.W_OK):
        raise UsageError(f"{option} {path}: file is not writable")


class ExecTagFilter(logging.Filter):
    """Tags each record with the demo's exec number and the trace id it was logged in.

    Sets ``demo_exec`` (the number, or ``-`` outside an exec) and ``demo_trace`` (32 hex
    digits, or ``-``): the record's ``otelTraceID`` when the library put one there, else
    the current span's.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        """Add the tags; never drops a record."""
        number = EXEC_NUMBER.get()
        record.demo_exec = "-" if number is None else str(number)
        trace_id = getattr(record, "otelTraceID", None)
        if not trace_id:
            ctx = trace.get_current_span().get_span_context()
            trace_id = format(ctx.trace_id, "032x") if ctx.is_valid else "-"
        record.demo_trace = trace_id
        return True


class ExecTagFormatter(logging.Formatter):
    """``exec=N trace=ID LEVEL message``, the tags repeated on every line of the message.

    A multi-line record (an exec's attempts, a traceback) stays attributable line by line,
    however the lines of concurrent execs interleave.
    """

    def format(self, record: logging.LogRecord) -> str:
        """The record, each of its lines prefixed with its exec and trace."""
        text = super().format(record)
        prefix = (
            f"exec={getattr(record, 'demo_exec', '-')} trace={getattr(record, 'demo_trace', '-')}"
        )
        lines = text.splitlines() or [""]
        return "\n".join(
            f"{prefix} {record.levelname} {line}" if n == 0 else f"{prefix} | {line}"
            for n, line in enumerate(lines)
        )


class _StderrHandler(logging.Handler):
    """Writes to whatever ``sys.stderr`` is when a record comes (a live progress bar's proxy)."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            stream = sys.stderr
            stream.write(self.format(record) + "\n")
            stream.flush()
        except Exception:
            self.handleError(record)


@contextlib.contextmanager
def demo_logging(*, verbose: bool, otlp_logs: bool) -> Iterator[None]:
    """The ``retrylens`` logger for the demo's run; put back as it was afterwards.

    Quiet by default (hundreds of retry lines would bury the report); with ``otlp_logs``,
    INFO and up go to the collector only; with ``verbose``, INFO and up go to stderr, each
    line tagged with its exec and trace.
    """
    lib_logger = logging.getLogger("retrylens")
    level, propagate = lib_logger.level, lib_logger.propagate
    handler: logging.Handler | None = None
    if verbose:
        handler = _StderrHandler(logging.INFO)
        handler.addFilter(ExecTagFilter())
        handler.setFormatter(ExecTagFormatter("%(message)s"))
        lib_logger.addHandler(handler)
        lib_logger.setLevel(logging.INFO)
        lib_logger.propagate = False
    elif otlp_logs:  # to the collector only, not to the terminal
        lib_logger.setLevel(logging.INFO)
        lib_logger.propagate = False
    else:
        lib_logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        if handler is not None:
            lib_logger.removeHandler(handler)
        lib_logger.setLevel(level)
        lib_logger.propagate = propagate


def _exec_number_processor() -> Any:
    """A span processor naming each exec span's demo exec number (``retrylens.demo.exec``)."""
    from opentelemetry.context import Context
    from opentelemetry.sdk.trace import Span, SpanProcessor

    from ._demo_report import EXEC_NUMBER_ATTRIBUTE

    class ExecNumberProcessor(SpanProcessor):
        def on_start(self, span: Span, parent_context: Context | None = None) -> None:
            number = EXEC_NUMBER.get()
            if number is not None and span.name == "retrylens.exec":
                span.set_attribute(EXEC_NUMBER_ATTRIBUTE, number)

    return ExecNumberProcessor()


def cmd_demo(args: argparse.Namespace) -> int:
    """Run ``retrylens demo``; returns the exit status."""
    check_args(args)
    with demo_logging(verbose=args.verbose, otlp_logs=args.otlp_logs):
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
    from prometheus_client import CollectorRegistry
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    from . import _demo_report
    from .telemetry import configure

    policy = resolve_policy(args.policy)
    plan = Plan.make(args.mix, args.seed, args.execs)
    console = Console()
    memory = InMemorySpanExporter()
    registry = CollectorRegistry()
    configured = configure(
        "retrylens-demo",
        span_processors=[_exec_number_processor(), SimpleSpanProcessor(memory)],
        otlp=args.otlp,
        otlp_logs=args.otlp_logs,
        otlp_timeout=3.0,  # an absent collector must not hold the demo's exit for long
        metrics_port=args.metrics_port,
        registry=registry,
        set_global=False,
    )
    try:
        if configured.metrics_port is not None:
            console.print(
                f"[bold]/metrics[/] on http://127.0.0.1:{configured.metrics_port}/metrics"
            )
        started = time.perf_counter()
        with FaultServer(plan.chooser()) as server, time_scale(args.time_scale):
            with Progress(
                TextColumn("[bold blue]execs"),
                BarColumn(bar_width=30),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                TextColumn("eta"),
                TimeRemainingColumn(),
                TextColumn("{task.fields[counts]}"),
                console=console,
                transient=False,
            ) as progress:
                task = progress.add_task("execs", total=args.execs, counts="")
                so_far: Counter[str] = Counter()

                def done(outcome: str) -> None:
                    so_far[outcome] += 1
                    progress.update(task, advance=1, counts=_demo_report.tally(so_far))

                workload = asyncio.run(
                    run_workload(
                        plan, server, configured.telemetry, args.concurrency, done, policy=policy
                    )
                )
            server_requests = server.requests
        wall = time.perf_counter() - started
        configured.tracer_provider.force_flush()
        spans = list(memory.get_finished_spans())
        report = _demo_report.Report.collect(
            plan,
            workload,
            spans,
            registry,
            server_requests,
            wall,
            args.time_scale,
            policy=policy,
            concurrency=args.concurrency,
        )
        report.render(console, details=args.details)
        # a path is printed whole: no wrap inside it, no markup read from it
        said_plainly = functools.partial(
            console.print, highlight=False, markup=False, soft_wrap=True
        )
        if args.traces_out is not None:
            spans_to_jsonl(spans, args.traces_out)
            said_plainly(f"wrote {len(spans)} spans to {args.traces_out}")
        if args.plot is not None:
            from ._demo_plot import write_plot

            write_plot(report, args.plot)
            said_plainly(f"wrote the plot to {args.plot}")
        if args.hold and configured.metrics_port is not None:
            console.print(
                f"holding: /metrics stays on http://127.0.0.1:{configured.metrics_port}/metrics"
                " — Ctrl-C to stop"
            )
            try:
                while True:
                    time.sleep(3600)
            except KeyboardInterrupt:
                pass
        return 0 if report.counts_agree else 1
    finally:
        configured.shutdown()
