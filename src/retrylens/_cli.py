"""The ``retrylens`` command: ``demo``, ``faults serve`` and ``classify``.

Errors the user can fix (a bad option, a port in use) end with one line on stderr and exit
status 2 — never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import select
import sys
import threading
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, NoReturn

from ._decisions import Decision, Failure
from ._demo import PRESETS, scenario_faults
from ._explain import explain
from ._patterns import PROGRAMMING_ERROR_NAMES
from ._policy import resolve_policy

PROG = "retrylens"


class UsageError(Exception):
    """A mistake in how the command was called (one line, exit 2)."""


class _HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """Help that shows every option's default (unless the help text already says it)."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        default = action.default
        if (
            "%(default)" in text
            or "default" in text.lower()
            or default is None
            or default is False
            or default is argparse.SUPPRESS
            or not action.option_strings
        ):
            return text
        return f"{text} (default: %(default)s)" if text else "default: %(default)s"


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        missing = re.fullmatch(r"the following arguments are required: \{(.*)\}", message)
        if missing:
            message = f"which command? one of: {missing.group(1).replace(',', ', ')}"
        raise UsageError(f"{message} (see: {self.prog} --help)")


def _words(n: int) -> str:
    """An answer of ``n`` words: the default answer's words, repeated."""
    from .testing._fault_server import DEFAULT_TEXT

    words = DEFAULT_TEXT.split()
    return " ".join(words[i % len(words)] for i in range(n))


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


def _otlp_url(text: str) -> str:
    from .telemetry._configure import _check_endpoint

    try:
        _check_endpoint(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def _http_status(text: str) -> int:
    value = int(text)
    if not 100 <= value <= 599:
        raise argparse.ArgumentTypeError(f"must be an HTTP status (100-599), got {value}")
    return value


def _fraction(text: str) -> float:
    value = float(text)
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"must be between 0 and 1, got {value}")
    return value


POLICY_NAMES = ("seed", "single_owner", "coordinated")

#: The fault specs ``faults serve`` takes, for its help.
FAULT_SPECS = (
    "ok",
    "status:CODE[:RETRY_AFTER]",
    "drop[:N]",
    "reset[:N]",
    "stall[:N]",
    "malformed[:N]",
    "sse_error",
    "sse_error_empty",
    "slow_first_token[:SECONDS]",
    "tool_call[:N]",
    "refusal",
    "context_overflow",
    "invalid_image",
    "invalid_key",
    "login_expired",
    "insufficient_quota",
)


def _fault(text: str) -> str:
    from .testing._fault_server import parse_fault

    try:
        parse_fault(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text.strip()


def _fault_script(text: str) -> list[str]:
    specs = [s.strip() for s in text.split(",") if s.strip()]
    if not specs:
        raise argparse.ArgumentTypeError("needs at least one fault, e.g. status:503,drop,ok")
    return [_fault(s) for s in specs]


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``retrylens`` command."""
    parser = _Parser(prog=PROG, description="Observability-first retries for LLM model calls.")
    from . import __version__

    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = parser.add_subparsers(
        dest="command", required=True, parser_class=_Parser, metavar="{demo,faults,classify}"
    )

    from ._demo_cli import add_demo_parser

    add_demo_parser(sub)

    faults = sub.add_parser("faults", help="the fault-injecting model server")
    fsub = faults.add_subparsers(
        dest="faults_command", required=True, parser_class=_Parser, metavar="{serve}"
    )
    serve = fsub.add_parser(
        "serve",
        help="run the FaultServer until Ctrl-C",
        description="A fault-injecting OpenAI- and Anthropic-compatible model server on a real "
        "socket. Logs one line per request (fault, path, status) to stderr.",
        epilog="faults: " + ", ".join(FAULT_SPECS),
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on")
    serve.add_argument("--port", type=_port, default=8080, help="port to listen on (0: any free)")
    group = serve.add_mutually_exclusive_group()
    group.add_argument(
        "--script",
        type=_fault_script,
        default=None,
        help="comma-separated faults for the first requests, in order (e.g. status:503,drop,ok)",
    )
    group.add_argument(
        "--mix",
        choices=sorted(PRESETS),
        default=None,
        help="draw a fault per request from a preset, instead of --script",
    )
    serve.add_argument("--seed", type=int, default=7, help="RNG seed of --mix")
    serve.add_argument(
        "--default", type=_fault, default="ok", help="fault for requests after the script"
    )
    serve.add_argument(
        "--chunks", type=_positive_int, default=20, help="pieces a streamed answer comes in"
    )
    serve.add_argument(
        "--words",
        type=_positive_int,
        default=None,
        help="answer with this many words, split into --chunks pieces "
        "(unset: the built-in answer of 24 words)",
    )
    serve.add_argument(
        "--chunk-delay",
        type=_seconds,
        default=0.0,
        help="seconds between streamed events: paces a stream like a model's tokens",
    )
    serve.add_argument(
        "--quiet", action="store_true", help="no line per request (the start and end lines stay)"
    )

    classify = sub.add_parser(
        "classify",
        help="how the stack treats an error text, layer by layer, or score a corpus",
        description="Replays an exec in which every model call fails with TEXT and shows "
        "each layer's decision and the rule that made it; with --corpus, scores the "
        "classifier against a JSON Lines file of labelled error texts.",
    )
    classify.add_argument("text", nargs="?", help='an error text or "TypeName: text"')
    classify.add_argument(
        "--policy", choices=POLICY_NAMES, default="seed", help="retry policy (default: seed)"
    )
    classify.add_argument("--status", type=_http_status, default=None, help="HTTP status received")
    classify.add_argument(
        "--error-type", default=None, help="provider error type, e.g. overloaded_error"
    )
    classify.add_argument(
        "--error-code", default=None, help="provider error code, e.g. insufficient_quota"
    )
    classify.add_argument(
        "--exception-type", default=None, help="exception class name (default: read from TEXT)"
    )
    classify.add_argument("--json", action="store_true", help="machine-readable output")
    classify.add_argument(
        "--corpus", type=Path, default=None, metavar="FILE", help="score a JSON Lines corpus"
    )
    classify.add_argument(
        "--split", default=None, help="with --corpus: only cases of this split (dev, holdout)"
    )
    classify.add_argument(
        "--provider",
        default=None,
        metavar="NAMES",
        help="with --corpus: only cases of these providers (comma-separated: openai,groq)",
    )
    classify.add_argument(
        "--by-provider",
        action="store_true",
        help="with --corpus: also print accuracy per provider",
    )
    classify.add_argument(
        "--min-accuracy",
        type=_fraction,
        default=None,
        metavar="X",
        help="with --corpus: exit 1 when accuracy is below X (0-1)",
    )
    return parser


# --- classify ---------------------------------------------------------------------------

_TYPE = re.compile(r"^([A-Za-z_][A-Za-z0-9_.]*)(?::\s|$)")
_EXC_SUFFIXES = ("Error", "Exception", "Timeout", "Exit", "Interrupt", "Cancelled", "Warning")


def failure_from_args(args: argparse.Namespace) -> Failure:
    """The failure ``retrylens classify`` was given: the text and any structured facts."""
    text: str = args.text
    type_name = args.exception_type
    match = _TYPE.match(text)
    if type_name is None and match:
        name = match.group(1).split(".")[-1]
        if name.endswith(_EXC_SUFFIXES) or name in PROGRAMMING_ERROR_NAMES:
            type_name = name
    return Failure(
        text=text,
        exception_type=type_name,
        http_status=args.status,
        error_type=args.error_type,
        error_code=args.error_code,
    )


def explain_text(
    text: str, policy: str = "seed", *, status: int | None = None, **facts: str | None
) -> dict[str, Any]:
    """How each layer treats ``text`` under ``policy`` (what ``classify --json`` prints)."""
    args = argparse.Namespace(
        text=text,
        status=status,
        exception_type=facts.get("exception_type"),
        error_type=facts.get("error_type"),
        error_code=facts.get("error_code"),
    )
    return explain(failure_from_args(args), resolve_policy(policy)).to_dict()


def _describe(d: Decision) -> str:
    if d.action == "retry":
        return f"retry in {d.delay_s:.3g} s"
    if d.action == "compact":
        return "compact, call again"
    if d.action == "raise_original":
        return "re-raise the original"
    if d.layer == "session":
        return "return"
    return f"raise ({d.reason})"


def _percent(p: float) -> str:
    return ">99.9%" if p > 0.999 else f"{p:.1%}"


def _cmd_classify(args: argparse.Namespace) -> int:
    if args.corpus is not None:
        return _cmd_corpus(args)
    corpus_only = {
        "--split": args.split is not None,
        "--provider": args.provider is not None,
        "--by-provider": args.by_provider,
        "--min-accuracy": args.min_accuracy is not None,
    }
    if given := [name for name, used in corpus_only.items() if used]:
        raise UsageError(f"{', '.join(given)} only apply with --corpus FILE")
    if args.text is None:
        raise UsageError("classify needs an error TEXT, or --corpus FILE")
    result = explain(failure_from_args(args), resolve_policy(args.policy))
    if args.json:
        print(json.dumps(result.to_dict(), indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table

    verdict = result.classification
    console = Console()
    what = verdict.kind + (f" ({verdict.category})" if verdict.category else "")
    console.print(f"[bold]{what}[/] — rule [cyan]{verdict.rule}[/]; policy {args.policy}")
    if verdict.probability is not None:
        console.print(
            f"the rules alone said [cyan]{verdict.rule.removeprefix('learned:')}[/]; the words "
            f"of the text say {verdict.kind} with probability {_percent(verdict.probability)} "
            "(a model of the corpus's dev part)"
        )
    table = Table(show_lines=False, title_justify="left")
    table.add_column("attempt", justify="right", no_wrap=True)
    table.add_column("layer", no_wrap=True)
    table.add_column("classification", no_wrap=True)
    table.add_column("rule", overflow="fold")
    table.add_column("decision", no_wrap=True)
    for n, (session, runtime) in enumerate(
        zip(result.session, result.runtime, strict=True), start=1
    ):
        for call, d in enumerate(session, start=1):
            table.add_row(f"{n}.{call}", "session", d.classification, d.rule, _describe(d))
        table.add_row(f"{n}", "runtime", runtime.classification, runtime.rule, _describe(runtime))
    console.print(table)
    outcome = result.final.reason or result.final.classification
    console.print(
        f"{result.model_calls} model call(s), {result.slept_s:g} s of backoff, then: {outcome}"
    )
    return 0


def _cmd_corpus(args: argparse.Namespace) -> int:
    from . import _corpus

    try:
        cases = _corpus.load(args.corpus, split=args.split)
    except _corpus.CorpusError as exc:
        raise UsageError(f"{args.corpus}: {exc}") from None
    providers = _names(args.provider) if args.provider is not None else None
    if providers is not None:
        cases = [c for c in cases if c.provider in providers]
    if not cases:
        raise UsageError(
            f"{args.corpus}: no cases"
            + (f" in split {args.split!r}" if args.split else "")
            + (f" of provider(s) {', '.join(sorted(providers))}" if providers else "")
        )
    result = _corpus.score(cases)
    if args.json:
        print(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
    else:
        where = f"{args.corpus}" + (f" [{args.split}]" if args.split else "")
        print(f"{where}: {result.correct}/{result.total} correct ({result.accuracy:.1%})")
        _print_rates(sorted(result.by_class.items()))
        if result.category_total:
            hits, total = result.category_hits, result.category_total
            print(f"  permanent category {hits:>4}/{total:<4} {hits / total:.1%}")
        if args.by_provider:
            print("per provider:")
            _print_rates(
                sorted(result.by_provider.items(), key=lambda item: (-item[1][1], item[0]))
            )
        for miss in result.misses:
            case = miss.case
            print(
                f"miss line {case.line}: expected {case.expected}, got {miss.got_class} "
                f"({miss.got.rule}) [{case.provider or '?'}] {_short(case.text)}"
            )
    if args.min_accuracy is not None and result.accuracy < args.min_accuracy:
        return 1
    return 0


def _print_rates(rates: Iterable[tuple[str, tuple[int, int]]]) -> None:
    """One line per ``(name, (correct, total))``: the count and the share right."""
    for name, (good, total) in rates:
        print(f"  {name:<18} {good:>4}/{total:<4} {good / total:.1%}")


def _names(value: str) -> frozenset[str]:
    """The names of a comma-separated option; an option that names none is refused."""
    names = frozenset(name.strip() for name in value.split(",") if name.strip())
    if not names:
        raise UsageError(f"--provider needs at least one name, got {value!r}")
    return names


def _short(text: str, limit: int = 100) -> str:
    from ._demo_report import shorten

    return shorten(" ".join(text.split()), limit)


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
    from .testing import FaultServer, RecordedRequest
    from .testing._fault_server import DEFAULT_TEXT

    script: Any
    if args.script:
        script = args.script
    elif args.mix:
        script = _request_mix(args.mix, args.seed)
    else:
        script = None

    def log(record: RecordedRequest) -> None:
        stamp = time.strftime("%H:%M:%S")
        print(f"{stamp} {record.log_line()}", file=sys.stderr, flush=True)

    server = FaultServer(
        script,
        host=args.host,
        port=args.port,
        default=args.default,
        chunks=args.chunks,
        chunk_delay=args.chunk_delay,
        text=_words(args.words) if args.words else DEFAULT_TEXT,
        on_request=None if args.quiet else log,
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


def _stdout_reader_left() -> bool:
    """Whether standard output's pipe has no reader; if so, point it at /dev/null.

    A pipe whose reader closed polls as an error. Output still buffered for it would fail
    again, and be reported, when the interpreter flushes at exit: hence /dev/null.
    """
    try:
        fd = sys.stdout.fileno()
    except (OSError, ValueError):
        return False
    try:
        poller = select.poll()
        poller.register(fd, select.POLLOUT)
        gone = any(events & select.POLLERR for _, events in poller.poll(0))
    except (AttributeError, OSError):  # no poll() (Windows): the pipe is stdout's, most likely
        gone = True
    if gone:
        with contextlib.suppress(OSError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(devnull, fd)
            finally:
                os.close(devnull)
    return gone


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``retrylens`` command; returns the exit status."""
    try:
        args = build_parser().parse_args(argv)
        if args.command == "classify":
            return _cmd_classify(args)
        if args.command == "faults":
            return _cmd_serve(args)
        from ._demo_cli import cmd_demo

        return cmd_demo(args)
    except UsageError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError as exc:
        if not _stdout_reader_left():
            # a socket's broken pipe (a demo's or a fault server's peer): an error to report
            print(f"{PROG}: error: {exc}", file=sys.stderr)
            return 2
        # The reader of our output left (`retrylens classify … | head`): nothing went wrong
        # that it needs telling; as a writer killed by SIGPIPE would, exit with 128 + 13.
        return 141
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
