"""Instructions per call under valgrind (deterministic, unlike wall/CPU time on a busy box).

For each variant, run the client under ``valgrind --tool=callgrind`` twice (LOW and HIGH
calls) against a FaultServer in another process; the difference divided by HIGH - LOW is
the instructions one call costs, startup and imports cancelled out. Slow (~1 min per
run); not part of run_all. Needs Debian's valgrind.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

from ._common import fault_server_process, machine, table, write

LOW, HIGH = 20, 120
CLIENT = Path(__file__).with_name("_instructions_client.py")
VARIANTS = ["floor", "provider", "runtime"]


def count(variant: str, n: int, url: str) -> int:
    proc = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            str(CLIENT),
            variant,
            str(n),
            url,
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    match = re.search(r"Collected : (\d+)", proc.stderr)
    assert match, proc.stderr[-2000:]
    return int(match.group(1))


def run() -> str:
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is needed: apt-get install valgrind")
    with fault_server_process("--chunks", "20") as url:
        per_call = {v: (count(v, HIGH, url) - count(v, LOW, url)) / (HIGH - LOW) for v in VARIANTS}
    floor = per_call["floor"]
    rows = [[v, f"{per_call[v] / 1e6:.2f} M", f"{per_call[v] / floor:.3f}x"] for v in VARIANTS]
    text = "\n\n".join(
        [
            "# Instructions per successful call (callgrind)",
            machine(),
            f"Client process only; ({HIGH} calls - {LOW} calls) / {HIGH - LOW}. floor = bare httpx "
            "streaming POST + json.loads; provider = OpenAIChatProvider.stream consumed directly; "
            "runtime = Runtime.async_exec with default telemetry (no OTel SDK).",
            table(["variant", "instructions/call", "vs floor"], rows),
        ]
    )
    write("instructions.md", text + "\n")
    return text


if __name__ == "__main__":
    print(run())
