"""`make demo` from a fresh clone: how long a newcomer waits, install included.

Clones the repository's HEAD into a temporary directory and runs `make demo` there with
pip's and uv's caches disabled (as on a fresh machine; the package index is still the
network's), three times. Reports the whole command's wall time and the demo's own.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from ._common import machine, table, write

ROOT = Path(__file__).resolve().parent.parent
RUNS = 3


def _once() -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        clone = Path(tmp) / "retrylens"
        subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
        env = {**os.environ, "PIP_NO_CACHE_DIR": "1", "UV_NO_CACHE": "1", "COLUMNS": "120"}
        started = time.perf_counter()
        proc = subprocess.run(
            ["make", "demo"], cwd=clone, env=env, capture_output=True, text=True, check=True
        )
        total = time.perf_counter() - started
    found = re.search(r"wall time\s+([\d.]+) s", proc.stdout)
    return total, float(found.group(1)) if found else float("nan")


def run() -> str:
    runs = [_once() for _ in range(RUNS)]
    totals = [r[0] for r in runs]
    demos = [r[1] for r in runs]
    rows = [
        [
            "`make demo` from a fresh clone (venv, install of the `cli` extra, demo)",
            f"{statistics.median(totals):.1f} s",
            f"{max(totals):.1f} s",
        ],
        ["the demo itself (200 execs)", f"{statistics.median(demos):.1f} s", f"{max(demos):.1f} s"],
    ]
    text = (
        "# `make demo` from a fresh clone\n\n"
        + machine()
        + f"\n\n{RUNS} runs of `git clone` + `make demo` with pip's and uv's caches off "
        "(the index is still reached over the network). Goal: well under 20 s.\n\n"
        + table(["measure", "median", "worst"], rows)
        + "\n"
    )
    write("demo_setup.md", text)
    return text


if __name__ == "__main__":
    print(run())
