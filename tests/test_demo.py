"""``retrylens demo``: its summary, details, progress, logs, plot and option checks."""

from __future__ import annotations

import json
import logging
import os
import re
import signal
import subprocess
import sys
import threading
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from rich.console import Console

import retrylens._demo_cli as demo_cli
from retrylens._cli import main
from retrylens._decisions import EXEC_OUTCOMES
from retrylens._demo import Plan, Workload, run_workload
from retrylens._demo_report import ELLIPSIS, Report, shorten, tally, worst_case_calls
from retrylens._policy import RetryPolicy
from retrylens._sleep import time_scale
from retrylens.testing import FaultServer

from .interrupts import take_ctrl_c
from .ports import free_port

SUMMARY_LINES = 25
WIDTH = 120
TITLES = ("Exec outcomes", "Model calls per exec", "What failed, and how")
FAST = ["--time-scale", "0.001"]


@pytest.fixture(autouse=True)
def _restore_logger() -> Iterator[None]:
    logger = logging.getLogger("retrylens")
    state = (logger.level, logger.propagate, list(logger.handlers))
    yield
    logger.setLevel(state[0])
    logger.propagate = state[1]
    logger.handlers[:] = state[2]


@pytest.fixture
def wide(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rich consoles made from here on are 120 columns wide, as on the newcomer's terminal."""
    monkeypatch.setenv("COLUMNS", str(WIDTH))


def _after_progress(out: str) -> list[str]:
    """The lines printed after the progress bar's (single, non-terminal) line."""
    lines = out.splitlines()
    bars = [n for n, line in enumerate(lines) if line.startswith("execs ")]
    assert len(bars) == 1, out
    return lines[bars[0] + 1 :]


def _summary(out: str) -> list[str]:
    """The default summary: the lines after the progress bar, through the --details hint."""
    lines = _after_progress(out)
    end = next(n for n, line in enumerate(lines) if line.startswith("more: --details"))
    return lines[: end + 1]


# --- shorten -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "limit", "expected"),
    [
        ("", 10, ""),
        ("   ", 10, ""),
        ("peer closed", 11, "peer closed"),
        ("peer closed connection", 22, "peer closed connection"),
        ("peer closed connection", 21, "peer closed…"),
        ("peer closed connection", 12, "peer closed…"),
        ("peer closed connection", 11, "peer…"),
        ("peer\n  closed\tconnection", 30, "peer closed connection"),
        ("Error code: 502 - {'error'", 18, "Error code: 502…"),
        ("RemoteProtocolError", 10, ELLIPSIS),
        ("RemoteProtocolError", 19, "RemoteProtocolError"),
        ("a/very/long/path/without/spaces", 12, "a/very/long…"),
        ("Supercalifragilistic expialidocious", 10, ELLIPSIS),
        ("word", 1, ELLIPSIS),
    ],
)
def test_shorten_cuts_at_word_boundaries(text: str, limit: int, expected: str) -> None:
    """Texts are cut after a whole word with an ellipsis; fitting texts come back whole."""
    assert shorten(text, limit) == expected


def test_shorten_refuses_a_limit_below_one() -> None:
    """A limit of zero has no room even for the ellipsis: a ValueError, not an empty text."""
    with pytest.raises(ValueError, match="limit"):
        shorten("text", 0)


@given(
    st.text(alphabet=st.sampled_from("abcXYZ019 _-/.:,'\n\t{}"), max_size=80),
    st.integers(min_value=1, max_value=90),
)
def test_shorten_never_cuts_inside_a_word(text: str, limit: int) -> None:
    """Any text: within the limit, a prefix of the flattened text, never split mid-word."""
    flat = " ".join(text.split())
    out = shorten(text, limit)
    assert len(out) <= limit
    if len(flat) <= limit:
        assert out == flat
        return
    assert out.endswith(ELLIPSIS)
    kept = out[: -len(ELLIPSIS)]
    assert flat.startswith(kept)
    if kept:
        before, after = kept[-1], flat[len(kept)]
        assert not (before.isalnum() or before == "_") or not (after.isalnum() or after == "_")


# --- the report, rendered on a recorded 120-column console ---------------------------------


def _spans_of_a_bad_exec() -> list[ReadableSpan]:
    """Real spans of one exhausted exec whose errors are long, wordless or empty."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("test")
    messages = [
        "Error code: 529 - {'error': {'message': 'The server is overloaded, please try again "
        "later.', 'type': 'overloaded_error'}} " * 4,
        "x" * 300,
        "",
        "RemoteProtocolError: peer closed connection without sending complete message body "
        "(incomplete chunked read)",
    ]
    with tracer.start_as_current_span(
        "retrylens.exec",
        attributes={
            "retrylens.outcome": "exhausted",
            "retrylens.model_calls": 12,
            "retrylens.demo.exec": 137,
            "error.type": "ExecError",
        },
    ):
        for attempt in range(1, 4):
            with tracer.start_as_current_span(
                "retrylens.exec.attempt",
                attributes={
                    "retrylens.attempt": attempt,
                    "retrylens.classification": "transient",
                    "retrylens.backoff_ms": 1500,
                    "error.type": "ModelCallError",
                },
            ):
                for call, message in enumerate(messages, start=1):
                    with (
                        tracer.start_as_current_span(
                            "retrylens.session.attempt",
                            attributes={
                                "retrylens.attempt": call,
                                "retrylens.classification": "empty_error_message"
                                if not message
                                else "retryable",
                                "retrylens.backoff_ms": 8000,
                                "error.type": "server_error_with_a_long_type_name",
                                "retrylens.error_message": message,
                            },
                        ),
                        tracer.start_as_current_span(
                            "chat gpt-4o-mini",
                            attributes={
                                "http.response.status_code": 529,
                                "error.type": "overloaded_error",
                            },
                        ),
                    ):
                        pass
    provider.shutdown()
    return list(exporter.get_finished_spans())


def _big_report(policy: RetryPolicy) -> Report:
    """A report with every outcome there is, large counts and a worst trace to draw."""
    outcomes = Counter({o: 1000 * (n + 1) for n, o in enumerate(EXEC_OUTCOMES)})
    worst, _ = worst_case_calls(policy)
    return Report(
        plan=Plan.make("auth-expiry", 12345, 3),
        outcomes=outcomes,
        calls_per_exec=Counter({c: 7 * c for c in range(1, worst + 1)}),
        server_requests=987654,
        client_calls=987654,
        client_spans=987653,
        stream_drops={"anthropic empty_error_message": 33.0, "openai transport_drop": 58.0},
        permanent={"auth": 10.0, "content_filter": 3.0},
        overflows={"openai": 1.0},
        backoff_s={"session": (123456.0, 98765), "runtime": (65432.5, 43210)},
        worst=_spans_of_a_bad_exec(),
        wall_s=1234.5,
        time_scale=0.001,
        policy=policy,
        concurrency=500,
        finished=[("success", 0.1)],
    )


@pytest.mark.parametrize("policy", ["seed", "single_owner", "coordinated"])
def test_summary_fits_a_120_column_terminal(policy: str) -> None:
    """With every outcome and six-digit counts, the summary is <= 25 lines of <= 120 columns."""
    console = Console(width=WIDTH, record=True)
    _big_report(RetryPolicy.preset(policy)).render(console)
    lines = console.export_text().splitlines()
    assert len(lines) <= SUMMARY_LINES, "\n".join(lines)
    assert max(len(line) for line in lines) <= WIDTH
    # header, the table (title, 3 header lines, a row per outcome, bottom), 4 facts, hint:
    assert len(lines) == 1 + 5 + len(EXEC_OUTCOMES) + 4 + 1, "a line wrapped"
    text = "\n".join(lines)
    assert f"policy {policy}" in text
    assert "MISMATCH" in text  # the client spans were one short
    assert "--details" in lines[-1]
    assert any(line.startswith("Exec outcomes") for line in lines)


def test_details_fit_and_their_titles_never_wrap() -> None:
    """With --details, every line still fits in 120 columns and each title is on one line."""
    console = Console(width=WIDTH, record=True)
    report = _big_report(RetryPolicy())
    report.render(console, details=True)
    lines = console.export_text().splitlines()
    assert max(len(line) for line in lines) <= WIDTH, max(lines, key=len)
    for title in TITLES:
        assert any(line.startswith(title) for line in lines), title
    head = next(line for line in lines if line.startswith("Trace of the worst failed exec"))
    assert "exec 137" in head and re.search(r"trace [0-9a-f]{32}", head)
    assert not any("--details" in line for line in lines)
    tree = lines[lines.index(head) :]
    assert len(tree) == 1 + len(report.worst)  # one line per span: none wrapped
    assert sum("(empty" in line for line in tree) == 3
    assert "x" * 30 not in "\n".join(tree)  # the wordless text is not cut mid-word
    assert any(ELLIPSIS in line for line in tree)


def test_error_texts_in_the_tree_end_on_a_whole_word() -> None:
    """Each error text the tree shows is the original's words up to an ellipsis."""
    console = Console(width=WIDTH, record=True)
    report = _big_report(RetryPolicy())
    console.print(report.tree(WIDTH))
    shown = [line for line in console.export_text().splitlines() if "RemoteProtocolError" in line]
    assert shown
    original = (
        "RemoteProtocolError: peer closed connection without sending complete message body "
        "(incomplete chunked read)"
    )
    for line in shown:
        text = line[line.index("RemoteProtocolError") :].rstrip()
        if text.endswith(ELLIPSIS):
            kept = text[: -len(ELLIPSIS)]
            assert original.startswith(kept) and original[len(kept)] == " "
        else:
            assert text == original


def test_worst_case_follows_the_policy() -> None:
    """The worst case is runtime attempts x session calls, capped by the call ledger."""
    assert worst_case_calls(RetryPolicy.preset("seed"))[0] == 12
    assert worst_case_calls(RetryPolicy.preset("single_owner"))[0] == 4
    calls, why = worst_case_calls(RetryPolicy.preset("coordinated"))
    assert calls == 8 and "capped at 8" in why


def test_tally_names_outcomes_in_a_fixed_order() -> None:
    """The progress bar's counts: ok first, then the failures, in one stable order."""
    counts = Counter({"permanent": 3, "success": 120, "exhausted": 5})
    assert tally(counts) == "ok 120 · permanent 3 · exhausted 5"
    assert tally(Counter()) == ""


# --- the workload --------------------------------------------------------------------------


async def test_workload_reports_each_outcome_and_when_it_came() -> None:
    """on_done gets every exec's outcome; finish times rise from the start of the run."""
    plan = Plan.make("realistic", 3, 24)
    seen: list[str] = []
    with FaultServer(plan.chooser()) as server, time_scale(0.001):
        workload = await run_workload(plan, server, None, 6, seen.append, policy="single_owner")
    assert isinstance(workload, Workload)
    assert Counter(seen) == workload.outcomes and sum(workload.outcomes.values()) == 24
    assert [o for o, _ in workload.finished] == seen
    times = [t for _, t in workload.finished]
    assert times == sorted(times) and times[0] > 0


# --- end to end through main() -------------------------------------------------------------


@pytest.mark.parametrize("mix", ["realistic", "calm", "outage", "auth-expiry"])
@pytest.mark.usefixtures("wide")
def test_demo_summary_is_short_for_every_mix(mix: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Each mix's default output: one progress line, then <= 25 lines of <= 120 columns."""
    assert main(["demo", "--mix", mix, "--execs", "40", "--concurrency", "10", *FAST]) == 0
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert max(len(line) for line in lines) <= WIDTH
    after = _after_progress(captured.out)
    assert len(after) <= SUMMARY_LINES, captured.out
    assert after == _summary(captured.out)  # nothing after the pointer to --details
    bar = lines[0]
    assert "40/40" in bar and "eta" in bar
    assert bar.split("eta 0:00:00 ")[1].startswith(("ok ", "exhausted ", "permanent "))
    assert captured.err == ""
    assert len(captured.out) < 4000  # one progress line, not one per update
    assert "policy seed" in after[0] and f"mix {mix}" in after[0]


@pytest.mark.usefixtures("wide")
def test_demo_small_counts_agree(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A small demo runs end to end; server-side and client-side counts agree."""
    out_file = tmp_path / "spans.jsonl"
    argv = ["demo", "--execs", "40", "--concurrency", "8", "--seed", "3", *FAST]
    code = main([*argv, "--details", "--traces-out", str(out_file)])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "agree" in out and "MISMATCH" not in out
    assert "Exec outcomes" in out and "Model calls per exec" in out
    assert "Trace of the worst failed exec" in out
    assert max(len(line) for line in out.splitlines()) <= WIDTH
    spans = [json.loads(line) for line in out_file.read_text(encoding="utf-8").splitlines()]
    execs = [s for s in spans if s["name"] == "retrylens.exec"]
    assert len(execs) == 40
    assert sorted(s["attributes"]["retrylens.demo.exec"] for s in execs) == list(range(40))
    clients = sum(s["kind"] == "CLIENT" for s in spans)
    assert f"CLIENT spans {clients}: agree" in out


def test_demo_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    """Two runs with the same seed give the same outcomes, calls, backoff and counts."""
    args = ["demo", "--execs", "30", "--concurrency", "10", "--seed", "11", *FAST, "--details"]
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0
    second = capsys.readouterr().out

    def tables(text: str) -> list[str]:
        lines = _after_progress(text)
        end = next(n for n, line in enumerate(lines) if line.startswith("Trace of the worst"))
        return [line for line in lines[:end] if not line.startswith("wall time")]

    assert tables(first) == tables(second)
    assert any(line.startswith("Model calls per exec") for line in tables(first))


@pytest.mark.usefixtures("wide")
def test_demo_policy_shapes_the_run(capsys: pytest.CaptureFixture[str]) -> None:
    """--policy single_owner: the summary names it, and no exec makes more than 4 calls."""
    argv = ["demo", "--execs", "30", "--mix", "outage", "--policy", "single_owner", *FAST]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "policy single_owner" in out
    calls = re.search(r"mean [\d.]+ · max (\d+) · (\d+) execs? at the 4-call worst case", out)
    assert calls is not None, out
    assert int(calls.group(1)) <= 4 and int(calls.group(2)) > 0
    assert "runtime 0 sleeps, 0.0 s" in out.split("backoff by layer")[1].splitlines()[0]


def test_demo_exit_status_is_1_when_counts_disagree(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A mismatch between server-side and client-side counts ends with exit status 1."""
    monkeypatch.setattr(Report, "counts_agree", property(lambda self: False))
    assert main(["demo", "--execs", "4", *FAST]) == 1
    assert "MISMATCH" in capsys.readouterr().out


def test_verbose_lines_name_their_exec_and_trace(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """--verbose: every log line carries exec=N and the trace id of that exec's spans."""
    out_file = tmp_path / "spans.jsonl"
    argv = ["demo", "--execs", "24", "--mix", "outage", "--verbose", *FAST]
    assert main([*argv, "--traces-out", str(out_file)]) == 0
    err = capsys.readouterr().err
    spans = [json.loads(line) for line in out_file.read_text(encoding="utf-8").splitlines()]
    trace_of_exec = {
        s["attributes"]["retrylens.demo.exec"]: s["trace_id"]
        for s in spans
        if s["name"] == "retrylens.exec"
    }
    tag = re.compile(r"exec=(\d+) trace=([0-9a-f]{32}) ")
    lines = err.splitlines()
    retries = [line for line in lines if " retry " in line]
    assert len(retries) >= 24, err
    assert any("runtime retry" in line for line in retries)
    for line in lines:
        match = tag.match(line)
        assert match is not None, line
        assert trace_of_exec[int(match.group(1))] == match.group(2), line


def test_quiet_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    """Without --verbose, no log line reaches stderr and the logger is put back afterwards."""
    logger = logging.getLogger("retrylens")
    before = (logger.level, logger.propagate, list(logger.handlers))
    assert main(["demo", "--execs", "12", "--mix", "outage", *FAST]) == 0
    assert capsys.readouterr().err == ""
    assert (logger.level, logger.propagate, list(logger.handlers)) == before


def test_plot_writes_a_png(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """--plot FILE.png writes a non-empty PNG and prints its path whole, however long."""
    pytest.importorskip("matplotlib")
    folder = tmp_path / ("a long folder name [with brackets] " * 3).strip()
    folder.mkdir()
    png = folder / "demo.png"
    assert main(["demo", "--execs", "20", *FAST, "--plot", str(png)]) == 0
    data = png.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 10_000
    assert f"wrote the plot to {png}" in capsys.readouterr().out


# --- options refused before any work -------------------------------------------------------


@pytest.fixture
def no_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """Starting the FaultServer or the telemetry fails the test."""

    def forbidden(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the demo started working before refusing its options")

    monkeypatch.setattr(demo_cli, "FaultServer", forbidden)
    monkeypatch.setattr("retrylens.telemetry.configure", forbidden)


@pytest.mark.usefixtures("no_run")
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--hold"], "--hold needs --metrics-port"),
        (["--otlp-logs"], "--otlp-logs needs --otlp"),
        (["--traces-out", "{tmp}/missing/spans.jsonl"], "does not exist"),
        (["--traces-out", "{tmp}"], "is a directory"),
        (["--traces-out", "{tmp}/file.txt/spans.jsonl"], "does not exist"),
        (["--plot", "{tmp}/demo.jpg"], "must end in .png"),
        (["--plot", "{tmp}/missing/demo.png"], "does not exist"),
    ],
)
def test_bad_options_are_refused_before_the_run(
    args: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Options that would fail after the run give exit 2 and one line, before any work."""
    (tmp_path / "file.txt").write_text("")
    argv = ["demo", *(a.replace("{tmp}", str(tmp_path)) for a in args)]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.strip().splitlines()) == 1
    assert captured.err.startswith("retrylens: error: ") and message in captured.err


@pytest.mark.usefixtures("no_run")
def test_unwritable_directory_is_refused(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A --traces-out in a directory the user cannot write to is refused before the run."""
    locked = tmp_path / "locked"
    locked.mkdir()
    real_access = os.access
    # What a non-root user sees for a read-only directory (root may write anywhere).
    monkeypatch.setattr(
        os, "access", lambda path, mode: Path(path) != locked and real_access(path, mode)
    )
    assert main(["demo", "--traces-out", str(locked / "spans.jsonl")]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "is not writable" in err


@pytest.mark.usefixtures("no_run")
def test_plot_without_matplotlib_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--plot without matplotlib: exit 2 and one line naming the extra, before the server."""
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # makes `import matplotlib` fail
    assert main(["demo", "--plot", str(tmp_path / "demo.png")]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip().splitlines() == [
        "retrylens: error: --plot needs matplotlib: pip install 'retrylens[plot]'"
    ]
    assert not (tmp_path / "demo.png").exists()


def test_help_gives_every_option_a_text_and_each_default_once(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Every demo option has a help text; defaults come from the formatter, never twice."""
    with pytest.raises(SystemExit):
        main(["demo", "--help"])
    text = capsys.readouterr().out
    options = text.split("options:", 1)[1]
    entries = re.split(r"\n  (?=-)", options)[1:]
    assert len(entries) >= 15
    for entry in entries:
        head, _, help_text = entry.partition("  ")
        assert help_text.strip() or "\n" in head, entry
    flat = " ".join(text.split())
    for old in ("(200)", "(20)", "(7)", "(0.01)"):
        assert old not in flat, old
    assert "(default: 200) (default" not in flat
    for default in ("200", "20", "7", "0.01", "seed", "realistic"):
        assert f"(default: {default})" in flat, default
    assert "--details" in flat and "--plot FILE.png" in flat


# --- /metrics while holding (a real process: it waits for Ctrl-C) -------------------------


def test_demo_metrics_endpoint_during_hold() -> None:
    """With --metrics-port and --hold, /metrics shows the retrylens_* series; Ctrl-C ends it."""
    port = free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "retrylens",
            "demo",
            "--execs",
            "20",
            "--time-scale",
            "0.001",
            "--metrics-port",
            str(port),
            "--hold",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        preexec_fn=take_ctrl_c,
    )
    lines: list[str] = []
    holding = threading.Event()

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line)
            if "holding" in line:
                holding.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        assert holding.wait(60), "".join(lines)
        body = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=5).text
        total = sum(
            float(line.rsplit(" ", 1)[1])
            for line in body.splitlines()
            if line.startswith("retrylens_exec_total{")
        )
        assert total == 20
        assert "retrylens_model_calls_per_exec_bucket" in body
        assert "retrylens_attempts_total" in body
        proc.send_signal(signal.SIGINT)
        assert proc.wait(30) == 0
        reader.join(10)
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()
