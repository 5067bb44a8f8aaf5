"""The retrylens command: demo, faults serve, classify, and its errors."""

from __future__ import annotations

import json
import logging
import os
import re
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

import retrylens as rl
from retrylens._cli import explain_text
from retrylens._demo import Plan

from .interrupts import take_ctrl_c
from .ports import free_port
from .texts import UNKNOWN_ERROR


@pytest.fixture(autouse=True)
def _restore_logger() -> Iterator[None]:
    logger = logging.getLogger("retrylens")
    level = logger.level
    yield
    logger.setLevel(level)


def _run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "retrylens", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def test_plan_shapes_the_workload() -> None:
    """The auth-expiry burst is contiguous and the preset weights are honoured."""
    plan = Plan.make("auth-expiry", 5, 100)
    burst = [i for i, s in enumerate(plan.scenarios) if s == "auth_expired"]
    assert len(burst) == 40 and burst == list(range(burst[0], burst[0] + 40))
    assert Plan.make("realistic", 5, 100).scenarios == Plan.make("realistic", 5, 100).scenarios
    with pytest.raises(ValueError, match="unknown fault mix"):
        Plan.make("nope", 1, 1)


@pytest.mark.parametrize(
    ("text", "session", "final", "outcome", "calls"),
    [
        (
            "Error code: 503 - {'error': {'message': 'overloaded'}}",
            "retryable",
            "stop",
            "exhausted",
            12,
        ),
        ("", "empty_error_message", "stop", "exhausted", 12),
        ("gateway: login expired", "permanent", "stop", "permanent", 1),
        (
            "TypeError: post() got an unexpected keyword argument 'timeout'",
            "programming_error",
            "raise_original",
            "programming_error",
            1,
        ),
        (
            "prompt is too long: 210000 tokens > 200000 maximum",
            "context_overflow",
            "stop",
            "context_overflow",
            1,
        ),
        (
            "RemoteProtocolError: peer closed connection without sending complete message body",
            "retryable",
            "stop",
            "exhausted",
            12,
        ),
    ],
)
def test_classify_json(text: str, session: str, final: str, outcome: str, calls: int) -> None:
    """Classify --json gives each layer's decisions, the deciding rule and the outcome."""
    proc = _run("classify", "--json", text)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["session"][0][0]["classification"] == session
    assert result["rule"] and result["session"][0][0]["rule"]
    assert result["runtime"][-1]["action"] == final
    assert (result["outcome"], result["model_calls"]) == (outcome, calls)


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Error code: 503", {}),
        ("", {}),
        ("Error code: 429 - slow down", {"status": 429}),
        ("quota", {"status": 429, "error_code": "insufficient_quota"}),
        ("invalid x-api-key", {"status": 401}),
        (UNKNOWN_ERROR, {}),
        ("prompt is too long", {}),
    ],
)
@pytest.mark.parametrize("policy", ["seed", "single_owner", "coordinated"])
def test_classify_tells_what_the_stack_does(
    text: str, facts: dict[str, object], policy: str, slept: list[float]
) -> None:
    """The classify replay makes exactly the calls, sleeps and final error of a real exec."""
    said = explain_text(text, policy, **facts)  # type: ignore[arg-type]
    msg = rl.AssistantMessage(
        stop_reason="error",
        error_message=text,
        http_status=facts.get("status"),
        provider_error_code=facts.get("error_code"),
    )
    provider = rl.testing.ScriptedProvider([msg], cycle=True)
    runtime = rl.Runtime(provider, policy=policy, rng=__import__("random").Random(0))
    with pytest.raises(rl.ExecError) as info:
        runtime.exec("q")
    assert provider.calls == said["model_calls"]
    assert info.value.reason == said["outcome"]
    if policy != "coordinated":  # jitter draws depend on the order of rng use
        assert round(sum(slept), 3) == said["slept_s"]


def test_classify_explains_rules() -> None:
    """explain_text() names the matched rule, the permanent category and the call count."""
    r = explain_text("HTTP 502 from upstream")
    assert r["rule"] == "text:status_transient"
    assert (r["model_calls"], r["slept_s"]) == (12, 46.5)
    p = explain_text("Invalid API key")
    assert (p["outcome"], p["category"], p["model_calls"]) == ("permanent", "api_key", 1)
    q = explain_text("Error code: 503", "single_owner")
    assert (q["model_calls"], q["slept_s"]) == (4, 14.0)


def test_classify_human_output() -> None:
    """Without --json, classify prints each layer's decision and the rule."""
    proc = _run("classify", "Overloaded", "--policy", "single_owner")
    assert proc.returncode == 0
    assert "session" in proc.stdout and "runtime" in proc.stdout
    assert "text:overloaded" in proc.stdout
    assert "4 model call(s), 14 s of backoff, then: exhausted" in proc.stdout


def test_classify_structured_facts() -> None:
    """--status and --error-code decide before the text does."""
    proc = _run("classify", "--json", "--status", "429", "--error-code", "insufficient_quota", "x")
    result = json.loads(proc.stdout)
    assert (result["kind"], result["category"], result["model_calls"]) == ("permanent", "quota", 1)


def _corpus_file(path: Path, rows: list[dict[str, str]]) -> Path:
    """``rows`` written to ``path`` as JSON Lines."""
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_classify_corpus(tmp_path: Path) -> None:
    """--corpus prints accuracy per class and each miss; --min-accuracy sets the exit code."""
    corpus = _corpus_file(
        tmp_path / "c.jsonl",
        [
            {"text": "Error code: 503", "expected": "transient", "split": "dev"},
            {"text": "invalid x-api-key", "expected": "permanent", "split": "dev"},
            {"text": "Error code: 529 overloaded", "expected": "permanent", "split": "holdout"},
        ],
    )
    proc = _run("classify", "--corpus", str(corpus))
    assert proc.returncode == 0, proc.stderr
    assert "2/3 correct (66.7%)" in proc.stdout
    assert "miss line 3: expected permanent, got transient" in proc.stdout
    assert _run("classify", "--corpus", str(corpus), "--min-accuracy", "0.9").returncode == 1
    dev = _run("classify", "--corpus", str(corpus), "--split", "dev", "--min-accuracy", "1")
    assert dev.returncode == 0 and "2/2 correct" in dev.stdout
    as_json = json.loads(_run("classify", "--corpus", str(corpus), "--json").stdout)
    assert as_json["by_class"]["permanent"] == {"correct": 1, "total": 2, "accuracy": 0.5}


def test_classify_corpus_per_provider(tmp_path: Path) -> None:
    """--provider keeps only the named providers' cases; --by-provider adds a line per provider."""
    corpus = _corpus_file(
        tmp_path / "c.jsonl",
        [
            {"text": "Error code: 503", "expected": "transient", "provider": "openai"},
            {"text": "invalid x-api-key", "expected": "permanent", "provider": "anthropic"},
            {
                "text": "Error code: 529 overloaded",
                "expected": "permanent",
                "provider": "anthropic",
            },
            {"text": "prompt is too long", "expected": "context_overflow"},
        ],
    )
    every = _run("classify", "--corpus", str(corpus), "--by-provider")
    assert every.returncode == 0, every.stderr
    assert "3/4 correct" in every.stdout
    lines = every.stdout.split("per provider:\n", 1)[1].splitlines()
    assert [line.split() for line in lines[:3]] == [
        ["anthropic", "1/2", "50.0%"],
        ["?", "1/1", "100.0%"],
        ["openai", "1/1", "100.0%"],
    ]
    only = _run("classify", "--corpus", str(corpus), "--provider", "openai, anthropic")
    assert only.returncode == 0 and "2/3 correct" in only.stdout
    assert "per provider" not in only.stdout
    as_json = json.loads(_run("classify", "--corpus", str(corpus), "--json").stdout)
    assert as_json["by_provider"]["anthropic"] == {"correct": 1, "total": 2, "accuracy": 0.5}
    none = _run("classify", "--corpus", str(corpus), "--provider", "mistral")
    assert none.returncode == 2 and "no cases of provider(s) mistral" in none.stderr


@pytest.mark.parametrize(
    "option",
    [["--split", "dev"], ["--provider", "openai"], ["--by-provider"], ["--min-accuracy", "1"]],
)
def test_corpus_options_without_a_corpus_are_refused(option: list[str]) -> None:
    """An option that only scores a corpus, given with a TEXT instead, is a usage error (exit 2)."""
    proc = _run("classify", "Error code: 503", *option)
    assert proc.returncode == 2
    assert f"{option[0]} only apply with --corpus FILE" in proc.stderr


def test_classify_piped_into_a_reader_that_leaves_is_quiet(tmp_path: Path) -> None:
    """`retrylens classify --corpus … | head -1`: no error on stderr, the shell's SIGPIPE status."""
    corpus = tmp_path / "c.jsonl"
    row = {"text": "Rate limit reached, retry in 2s", "expected": "permanent"}
    # every row a miss, each printed: far more output than a pipe holds
    corpus.write_text(
        "".join(json.dumps({**row, "text": f"{row['text']} #{i}"}) + "\n" for i in range(5000))
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "retrylens", "classify", "--corpus", str(corpus)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    with proc.stderr:
        first = proc.stdout.readline()
        proc.stdout.close()  # the reader leaves, as `head -1` does
        err = proc.stderr.read()
    assert proc.wait(timeout=120) == 141
    assert b"correct" in first
    assert err == b""


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json\n", "line 1: not JSON"),
        ('{"text": "x", "expected": "maybe"}\n', "line 1: 'expected' must be one of"),
        ('{"expected": "transient"}\n', "line 1: 'text' must be a string"),
        ('{"text": "x", "expected": "transient", "status": "five"}\n', "'status' must be"),
    ],
)
def test_classify_bad_corpus_is_one_line(tmp_path: Path, content: str, message: str) -> None:
    """A malformed corpus line is a one-line error naming the line, exit 2."""
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(content)
    proc = _run("classify", "--corpus", str(corpus))
    assert proc.returncode == 2
    assert message in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "args",
    [
        ["demo", "--mix", "nope"],
        ["demo", "--execs", "0"],
        ["demo", "--time-scale", "5"],
        ["demo", "--otlp", "localhost:4318"],
        ["demo", "--otlp-logs"],
        ["faults", "serve", "--script", "explode"],
        ["frobnicate"],
        ["classify"],
        ["classify", "x", "--policy", "yolo"],
        ["classify", "x", "--status", "999"],
        ["classify", "--corpus", "/nonexistent/corpus.jsonl"],
        [],
        ["faults"],
        ["faults", "serve", "--script", "drop:-1"],
        ["faults", "serve", "--script", "status:abc"],
        ["faults", "serve", "--script", "status:418"],
        ["faults", "serve", "--script", ","],
        ["faults", "serve", "--default", "tool_call:99"],
        ["faults", "serve", "--port", "70000"],
        ["demo", "--hold"],
        ["demo", "--traces-out", "/nonexistent/spans.jsonl"],
        ["demo", "--plot", "chart.txt"],
    ],
)
def test_cli_usage_errors_are_one_line(args: list[str]) -> None:
    """Bad options give one line on stderr and exit 2, never a traceback."""
    proc = _run(*args)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    assert proc.stderr.startswith("retrylens: error:")


@pytest.mark.parametrize("command", ["demo", "serve"])
def test_port_in_use_is_one_line(command: str) -> None:
    """A port already in use gives a one-line error naming it, and exit 2."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        port = str(sock.getsockname()[1])
        if command == "demo":
            proc = _run("demo", "--execs", "1", "--metrics-port", port)
        else:
            proc = _run("faults", "serve", "--port", port)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    assert port in proc.stderr


def test_faults_serve_standalone() -> None:
    """Faults serve answers any HTTP client and reports its counts on Ctrl-C."""
    port = free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "retrylens",
            "faults",
            "serve",
            "--port",
            str(port),
            "--script",
            "status:503,ok",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        preexec_fn=take_ctrl_c,
    )
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline()
        assert f"127.0.0.1:{port}" in first
        url = f"http://127.0.0.1:{port}/v1/chat/completions"
        body = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
        assert httpx.post(url, json=body, timeout=5).status_code == 503
        assert httpx.post(url, json=body, timeout=5).status_code == 200
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
        assert proc.returncode == 0
        assert "2 model requests" in out
        # One log line per request on stderr: status, path, fault, mode, request id.
        logged = [line for line in err.splitlines() if "POST" in line]
        assert len(logged) == 2
        assert re.search(
            r" 503 POST /v1/chat/completions fault=status:503 json req_\w{32}$", logged[0]
        )
        assert re.search(r" 200 POST /v1/chat/completions fault=ok json req_\w{32}$", logged[1])
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()


def test_classify_corpus_accepts_other_corpora_names(tmp_path: Path) -> None:
    """Other field and class names (error_text, expected_class, retryable…) and JSON arrays."""
    rows = [
        {"error_text": "Error code: 503", "expected_class": "retryable"},
        {"message": "invalid x-api-key", "label": "fatal", "http_status": "401"},
        {"error_message": "prompt is too long", "class": "overflow"},
    ]
    lines = tmp_path / "other.jsonl"
    lines.write_text("".join(json.dumps(r) + "\n" for r in rows))
    array = tmp_path / "other.json"
    array.write_text(json.dumps(rows))
    for path in (lines, array):
        proc = _run("classify", "--corpus", str(path), "--min-accuracy", "1")
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert "3/3 correct (100.0%)" in proc.stdout


def test_faults_serve_words_makes_an_answer_of_that_length() -> None:
    """``faults serve --words N`` answers with N words (the default answer's, repeated)."""
    from retrylens._cli import _words

    assert len(_words(200).split()) == 200
    assert _words(3).split() == _words(200).split()[:3]


def test_version_prints_the_package_version() -> None:
    """``retrylens --version`` prints the installed version and exits 0."""
    proc = _run("--version")
    assert proc.returncode == 0
    assert proc.stdout.strip() == f"retrylens {rl.__version__}"


@pytest.mark.parametrize(
    "command", [[], ["demo"], ["faults"], ["faults", "serve"], ["classify"]], ids=" ".join
)
def test_every_help_shows_every_default(command: list[str]) -> None:
    """Each --help exits 0 and names the default of every option that has one."""
    import argparse

    from retrylens._cli import build_parser

    proc = _run(*command, "--help")
    assert proc.returncode == 0 and proc.stdout.startswith("usage: retrylens")
    parser = build_parser()
    for word in command:  # down to the parser whose help this is
        sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        parser = sub.choices[word]
    help_text = " ".join(proc.stdout.split())
    for action in parser._actions:
        if not action.option_strings or action.default in (None, False, argparse.SUPPRESS):
            continue
        assert action.help, action.option_strings
        assert f"(default: {action.default})" in help_text or "default" in action.help.lower(), (
            action.option_strings
        )
