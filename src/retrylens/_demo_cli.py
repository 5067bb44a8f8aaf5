"""``retrylens demo``: its options and its run.

The workload is in ``_demo``, the report in ``_demo_report``.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import time
from pathlib import Path
from typing import Any

from ._cli import UsageError, _otlp_url, _port, _positive_int, _scale
from ._demo import PRESETS, Plan, run_workload, spans_to_jsonl
from ._sleep import time_scale


def add_demo_parser(sub: Any) -> None:
    """Add ``demo`` and its options to the ``retrylens`` subcommands."""
    demo = sub.add_parser("demo", help="run a storm of model-call failures through the stack")
    demo.add_argument("--execs", type=_positive_int, default=200, help="number of execs (200)")
    demo.add_argument("--concurrency", type=_positive_int, default=20, help="execs at once (20)")
    demo.add_argument(
        "--mix", choices=sorted(PRESETS), default="realistic", help="fault mix preset"
    )
    demo.add_argument("--seed", type=int, default=7, help="RNG seed; equal seeds, equal runs (7)")
    demo.add_argument(
        "--time-scale",
        type=_scale,
        default=0.01,
        help="multiply every backoff sleep by this (0.01); spans and metrics keep the real values",
    )
    demo.add_argument(
        "--metrics-port", type=_port, default=None, help="serve /metrics on this port"
    )
    demo.add_argument("--hold", action="store_true", help="keep serving /metrics after the run")
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
    demo.add_argument("--verbose", action="store_true", help="also print every retry log line")


def cmd_demo(args: argparse.Namespace) -> int:
    """Run ``retrylens demo``; returns the exit status."""
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
    from prometheus_client import CollectorRegistry
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from . import _demo_report
    from .telemetry import configure
    from .testing import FaultServer

    console = Console()
    plan = Plan.make(args.mix, args.seed, args.execs)
    if args.otlp_logs and args.otlp is None:
        raise UsageError("--otlp-logs needs --otlp (an OTLP endpoint to send the logs to)")
    if not args.verbose:  # hundreds of retry lines would bury the report
        lib_logger = logging.getLogger("retrylens")
        if args.otlp_logs:  # to the collector only, not to the terminal
            lib_logger.setLevel(logging.INFO)
            lib_logger.propagate = False
        else:
            lib_logger.setLevel(logging.CRITICAL)
    memory = InMemorySpanExporter()
    registry = CollectorRegistry()
    configured = configure(
        "retrylens-demo",
        span_processors=[SimpleSpanProcessor(memory)],
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
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                console=console,
                transient=False,
            ) as progress:
                task = progress.add_task("execs", total=args.execs)
                outcomes = asyncio.run(
                    run_workload(
                        plan,
                        server,
                        configured.telemetry,
                        args.concurrency,
                        lambda: progress.advance(task),
                    )
                )
            server_requests = server.requests
        wall = time.perf_counter() - started
        configured.tracer_provider.force_flush()
        spans = list(memory.get_finished_spans())
        report = _demo_report.Report.collect(
            plan, outcomes, spans, registry, server_requests, wall, args.time_scale
        )
        report.render(console)
        if args.traces_out is not None:
            spans_to_jsonl(spans, args.traces_out)
            console.print(f"wrote {len(spans)} spans to {args.traces_out}")
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
