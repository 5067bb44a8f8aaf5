"""Every Python block in the README runs as written."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from retrylens._decisions import (
    EXEC_OUTCOMES,
    PERMANENT_CATEGORIES,
    RUNTIME_CLASSIFICATIONS,
    SESSION_CLASSIFICATIONS,
)
from retrylens.testing import FaultServer

README = Path(__file__).resolve().parent.parent / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def test_readme_has_examples() -> None:
    """The README carries at least one Python example."""
    assert BLOCKS


@pytest.fixture(scope="module")
def model_server() -> Iterator[FaultServer]:
    """A local model server for the blocks that read the provider's environment."""
    with FaultServer(text="Hi there, nice to meet you.") as server:
        yield server


def _run_block(
    code: str, server: FaultServer, python: str = sys.executable, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """``code`` in a fresh interpreter whose environment names ``server`` and a key.

    A block that reads the provider's environment (the quick start, the service example) is
    given a local server's URL and a key, as a user's environment would give them.
    """
    env = {
        **os.environ,
        "OPENAI_BASE_URL": server.openai_url,
        "OPENAI_API_KEY": "sk-readme-" + "0" * 24,
    }
    return subprocess.run(
        [python, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=env,
        cwd=cwd,
    )


@pytest.mark.parametrize("code", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_readme_block_runs(code: str, model_server: FaultServer) -> None:
    """A README Python block runs in a fresh interpreter and exits 0."""
    proc = _run_block(code, model_server)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize(
    ("pattern", "values"),
    [
        (r"`retrylens\.outcome` \(([a-z_/]+)\)", EXEC_OUTCOMES),
        (
            r"=runtime, `retrylens\.attempt`, `retrylens\.classification` \(([a-z_/]+)\)",
            RUNTIME_CLASSIFICATIONS,
        ),
        (
            r"=session, `retrylens\.attempt`, `retrylens\.classification` \(([a-z_/]+)\)",
            SESSION_CLASSIFICATIONS,
        ),
        (
            r"`retrylens_permanent_errors_total` \| counter \| `category` \(([a-z_/]+)\)",
            PERMANENT_CATEGORIES,
        ),
    ],
)
def test_readme_label_values_are_the_vocabularies(pattern: str, values: tuple[str, ...]) -> None:
    """The label values the README lists are exactly the decision module's vocabularies."""
    match = re.search(pattern, README.read_text(encoding="utf-8"))
    assert match is not None
    assert tuple(match.group(1).split("/")) == values


def test_the_demo_makes_the_model_calls_the_readme_says(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The default demo (200 execs, seed 7) makes the number of model calls the README states."""
    from retrylens._cli import main

    stated = re.search(r"those 200 execs make \*\*(\d+) model calls\*\*", README.read_text())
    assert stated is not None
    monkeypatch.setenv("COLUMNS", "120")
    assert main(["demo", "--time-scale", "0.0005"]) == 0
    out = capsys.readouterr().out
    served = re.search(r"FaultServer requests (\d+)", out)
    assert served is not None, out
    assert served.group(1) == stated.group(1)


def _numbers(text: str) -> list[str]:
    return re.findall(r"(?<![\w.])\d+(?:\.\d+)?", text)


def _found(number: str, candidates: list[str]) -> bool:
    """``number`` is one of ``candidates``, as written or rounded to its decimals."""
    decimals = len(number.partition(".")[2])
    value = float(number)
    return any(abs(round(float(c), decimals) - value) < 10**-decimals / 2 for c in candidates)


def _benchmark_claims() -> list[tuple[str, str, list[str]]]:
    """(paragraph start, bold number, the results files it cites) in the Benchmarks section."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Benchmarks") : text.index("## Configuration reference")]
    claims: list[tuple[str, str, list[str]]] = []
    cited: list[str] = []
    for paragraph in re.split(r"\n\s*\n", section):
        files = re.findall(r"benchmarks/results/([\w.]+\.md)", paragraph)
        if not files and paragraph.lstrip().startswith("|"):
            files = cited  # a table belongs to the paragraph that introduced it
        for bold in re.findall(r"\*\*([^*]+)\*\*", paragraph):
            claims += [(paragraph[:40], n, files) for n in _numbers(bold)]
        cited = files or cited
    return claims


def test_every_bold_benchmark_figure_is_in_the_results_it_cites() -> None:
    """Each bold number of the Benchmarks section is in the results file it names."""
    claims = _benchmark_claims()
    assert len(claims) >= 15
    results = README.parent / "benchmarks" / "results"
    for where, number, files in claims:
        assert files, f"{number!r} in {where!r} cites no benchmarks/results file"
        numbers = [n for f in files for n in _numbers((results / f).read_text(encoding="utf-8"))]
        assert _found(number, numbers), f"{number} ({where!r}) is not in {files}"


def test_the_pip_install_of_the_quick_start_gives_a_working_library(
    tmp_path: Path, model_server: FaultServer
) -> None:
    """``pip install <clone>`` into a fresh venv brings the core dependencies only; it runs."""
    root = README.parent
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    install = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", str(root)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert install.returncode == 0, install.stderr[-2000:]
    listed = subprocess.run(
        [
            str(python),
            "-c",
            "import importlib.metadata as m; print(sorted(d.metadata['Name'].lower() "
            "for d in m.distributions()))",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "'opentelemetry-api'" in listed and "'retrylens'" in listed
    for extra in ("opentelemetry-sdk", "rich", "openai", "anthropic", "redis", "matplotlib"):
        assert f"'{extra}'" not in listed, extra  # only with their extras
    # Not from the clone: the installed package, not src/.
    run = _run_block(BLOCKS[0], model_server, python=str(python), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == model_server.text
