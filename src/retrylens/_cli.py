"""The ``retrylens`` command: ``demo``, ``faults serve`` and ``classify``.

Errors the user can fix (a bad option, a port in use) end with one line on stderr and exit
status 2 — never a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import random
import re
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from ._classify import (
    classify_message,
    compute_backoff_ms,
    compute_runtime_backoff_s,
    context_overflow_rule,
    permanent_category,
    permanent_marker,
)
from ._demo import PRESETS, Plan, run_workload, scenario_faults, spans_to_jsonl
from ._exceptions import ModelCallError
from ._messages import AssistantMessage
from ._patterns import PROGRAMMING_ERROR_NAMES
from ._sleep import time_scale

PROG = "retrylens"


class UsageError(Exception):
    """A mistake in how the command was called (one line, exit 2)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {value}")
    return value


def _seconds(text: str) -> float:
    value = float(text)
    if not 0 <= value <= 60:
        raise argparse.ArgumentTypeError(f"must be between 0 and 60 seconds, got {value}")
    return value


def _scale(text: str) -> float:
    value = float(text)
    if not 0 < value <= 1:
        raise argparse.ArgumentTypeError(f"must be in (0, 1], got {value}")
    return value


def _port(text: str) -> int:
    value = int(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"must be a TCP port (0-65535), got {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``retrylens`` command."""
    parser = _Parser(prog=PROG, description="Observability-first retries for LLM model calls.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

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
        metavar="ENDPOINT",
        help="export spans over OTLP/HTTP (default endpoint: OTEL_EXPORTER_OTLP_ENDPOINT)",
    )
    demo.add_argument(
        "--traces-out", type=Path, default=None, metavar="FILE", help="write spans as JSON lines"
    )
    demo.add_argument("--verbose", action="store_true", help="also print every retry log line")

    faults = sub.add_parser("faults", help="the fault-injecting model server")
    fsub = faults.add_subparsers(dest="faults_command", required=True, parser_class=_Parser)
    serve = fsub.add_parser("serve", help="run the FaultServer until Ctrl-C")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=_port, default=8080)
    group = serve.add_mutually_exclusive_group()
    group.add_argument(
        "--script", default=None, help="comma-separated faults, in order (e.g. status:503,drop,ok)"
    )
    group.add_argument(
        "--mix",
        choices=sorted(PRESETS),
        default=None,
        help="draw a fault per request from a preset",
    )
    serve.add_argument("--seed", type=int, default=7)
    serve.add_argument("--default", default="ok", help="fault after the script ends (ok)")
    serve.add_argument("--chunks", type=_positive_int, default=20)
    serve.add_argument(
        "--chunk-delay",
        type=_seconds,
        default=0.0,
        help="seconds between streamed events (0): paces a stream like a model's tokens",
    )

    classify = sub.add_parser("classify", help="how the stack treats an error text, layer by layer")
    classify.add_argument("text", help='an error text or "TypeName: text"')
    classify.add_argument("--json", action="store_true", help="machine-readable output")
    return parser


# --- classify ---------------------------------------------------------------------------

_TYPE = re.compile(r"^([A-Za-z_][A-Za-z0-9_.]*)(?::\s|$)")
_EXC_SUFFIXES = ("Error", "Exception", "Timeout", "Exit", "Interrupt", "Cancelled", "Warning")


def explain(text: str) -> dict[str, Any]:
    """How each layer treats ``text`` (an ErrorEvent text, or ``"TypeName: text"``)."""
    match = _TYPE.match(text)
    type_name = None
    if match and (
        match.group(1).split(".")[-1].endswith(_EXC_SUFFIXES)
        or match.group(1) in PROGRAMMING_ERROR_NAMES
    ):
        type_name = match.group(1).split(".")[-1]
    msg = AssistantMessage(stop_reason="error", error_message=text, error_type=type_name)
    verdict = classify_message(msg)
    session: dict[str, Any] = {
        "classification": verdict.classification,
        "rule": verdict.rule,
        "retried": verdict.retryable,
        "backoff_s": [compute_backoff_ms(n) / 1000 for n in (1, 2, 3)] if verdict.retryable else [],
    }
    runtime: dict[str, Any]
    if type_name in PROGRAMMING_ERROR_NAMES:
        runtime = {
            "action": "raise_original",
            "reason": "programming_error",
            "explain": f"raises the original {type_name} at once, never retried",
        }
    elif verdict.classification == "context_overflow":
        runtime = {
            "action": "raise",
            "reason": "context_overflow",
            "rule": context_overflow_rule(msg),
            "explain": "fails fast: ExecError(reason='context_overflow'); only compaction helps",
        }
    else:
        exc = ModelCallError(text, message=msg)
        marker = permanent_marker(exc)
        if marker is not None:
            runtime = {
                "action": "raise",
                "reason": "permanent",
                "marker": marker,
                "category": permanent_category(exc),
                "explain": f"fails fast: ExecError(reason='permanent'), marker {marker!r}",
            }
        else:
            runtime = {
                "action": "retry",
                "reason": None,
                "backoff_s": [compute_runtime_backoff_s(a) for a in (0, 1)],
                "explain": "retried: up to 3 attempts, 1.5 s then 3 s apart",
            }
    calls = 1 if not verdict.retryable else 4
    if runtime["action"] == "retry":
        calls *= 3
    return {
        "text": text,
        "type": type_name,
        "session": session,
        "runtime": runtime,
        "worst_case_model_calls": calls,
    }


def _cmd_classify(args: argparse.Namespace) -> int:
    result = explain(args.text)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table

    s, r = result["session"], result["runtime"]
    backoff = " / ".join(f"{b:g} s" for b in s["backoff_s"])
    retried = f"retried after {backoff}" if s["retried"] else "not retried"
    table = Table(title=f"How retrylens treats: {args.text[:80]!r}", show_lines=True)
    table.add_column("layer")
    table.add_column("verdict")
    table.add_column("rule / why")
    table.add_row(
        "session (AgentSession)",
        f"{s['classification']} — {retried}",
        s["rule"],
    )
    table.add_row("runtime (Runtime.exec)", r["action"], r["explain"])
    Console().print(table)
    print(f"worst case: {result['worst_case_model_calls']} model call(s) for one exec")
    return 0


# --- faults serve -----------------------------------------------------------------------


def _request_mix(preset: str, seed: int) -> Any:
    weights, burst = PRESETS[preset]
    names = list(weights) + (["auth_expired"] if burst else [])
    probs = list(weights.values()) + ([burst] if burst else [])
    rng = random.Random(seed)
    lock = threading.Lock()

    def choose(index: int, api: str, body: dict[str, Any]) -> str:
        with lock:
            scenario = rng.choices(names, probs)[0]
            return scenario_faults(scenario, rng)[0]

    return choose


def _cmd_serve(args: argparse.Namespace) -> int:
    from .testing import FaultServer

    script: Any
    if args.script:
        script = [s.strip() for s in args.script.split(",") if s.strip()]
    elif args.mix:
        script = _request_mix(args.mix, args.seed)
    else:
        script = None
    server = FaultServer(
        script,
        host=args.host,
        port=args.port,
        default=args.default,
        chunks=args.chunks,
        chunk_delay=args.chunk_delay,
    )
    with server:
        print(f"FaultServer listening on {server.url}")
        print(f"  OpenAI-compatible: {server.openai_url}/chat/completions")
        print(f"  Anthropic:         {server.url}/v1/messages")
        print("  per-request fault: -H 'x-retrylens-fault: status:503'   (Ctrl-C to stop)")
        print(
            f"  try: curl -sN {server.openai_url}/chat/completions "
            "-H 'content-type: application/json' "
            '-d \'{"model":"m","stream":true,"messages":[{"role":"user","content":"hi"}]}\'',
            flush=True,
        )
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass
        print(f"\n{server.requests} model requests: {dict(server.counts)}")
    return 0


# --- demo -------------------------------------------------------------------------------


def _cmd_demo(args: argparse.Namespace) -> int:
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
    if not args.verbose:  # hundreds of retry lines would bury the report
        logging.getLogger("retrylens").setLevel(logging.CRITICAL)
    memory = InMemorySpanExporter()
    registry = CollectorRegistry()
    configured = configure(
        "retrylens-demo",
        span_processors=[SimpleSpanProcessor(memory)],
        otlp=args.otlp,
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


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``retrylens`` command; returns the exit status."""
    try:
        args = build_parser().parse_args(argv)
        if args.command == "classify":
            return _cmd_classify(args)
        if args.command == "faults":
            return _cmd_serve(args)
        return _cmd_demo(args)
    except UsageError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    except (OSError, ValueError) as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    except ImportError as exc:
        print(
            f"{PROG}: error: {exc} (install the CLI extra: pip install 'retrylens[cli]')",
            file=sys.stderr,
        )
        return 2
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
