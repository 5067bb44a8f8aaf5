"""Every Python block in the README runs as written."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from retrylens._decisions import (
    EXEC_OUTCOMES,
    PERMANENT_CATEGORIES,
    RUNTIME_CLASSIFICATIONS,
    SESSION_CLASSIFICATIONS,
)

README = Path(__file__).resolve().parent.parent / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def test_readme_has_examples() -> None:
    """The README carries at least one Python example."""
    assert BLOCKS


@pytest.mark.parametrize("code", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_readme_block_runs(code: str) -> None:
    """A README Python block runs in a fresh interpreter and exits 0."""
    # A block that reads the provider's environment (the service example) is given a
    # local server's URL: with neither key nor URL it refuses, by design, to start.
    env = {**os.environ, "OPENAI_BASE_URL": "http://127.0.0.1:9/v1"}
    proc = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=env,
    )
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
