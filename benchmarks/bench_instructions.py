"""Instructions per call under valgrind (deterministic, unlike wall/CPU time on a busy box).

For each variant, run the client under ``valgrind --tool=callgrind`` twice (LOW and HIGH
calls) against a FaultServer in another process; the difference divided by HIGH - LOW is
the instructions one call costs, startup and imports cancelled out. The variants add one
layer at a time, so the table says what each layer costs in instructions.
Instructions are not time: code that runs once per call on caches the HTTP stack has just
flushed costs several times its instruction count (see overhead.md). Slow (~5 minutes,
two runs at a time); not part of run_all. Needs Debian's valgrind.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ._common import fault_server_process, machine, table, write

LOW, HIGH = 20, 80
CLIENT = Path(__file__).with_name("_instructions_client.py")
VARIANTS = {
    "floor": "bare httpx streaming POST + json.loads per chunk",
    "provider": "OpenAIChatProvider.stream, consumed directly",
    "agent_loop": "+ agent_loop (CLIENT span, model-call metrics)",
    "agent": "+ Agent.run (request, error capture)",
    "session": "+ AgentSession.run (session retry layer)",
    "runtime": "Runtime.async_exec, no OTel SDK (configuration a)",
    "runtime_sdk": "Runtime.async_exec, SDK + BatchSpanProcessor (configuration b)",
}


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
    with (
        fault_server_process("--chunks", "20") as url,
        ThreadPoolExecutor(2) as pool,
    ):
        jobs = {(v, n): pool.submit(count, v, n, url) for v in VARIANTS for n in (LOW, HIGH)}
        per_call = {
            v: (jobs[v, HIGH].result() - jobs[v, LOW].result()) / (HIGH - LOW) for v in VARIANTS
        }
    floor = per_call["floor"]
    rows = [
        [f"{v}: {what}", f"{per_call[v] / 1e6:.3f} M", f"{per_call[v] / floor:.3f}x"]
        for v, what in VARIANTS.items()
    ]
    text = "\n\n".join(
        [
            "# Instructions per successful call (callgrind)",
            machine(),
            f"Client process only; ({HIGH} calls - {LOW} calls) / {HIGH - LOW}. A 20-chunk "
            "streamed answer from the FaultServer in another process. Prometheus metrics go to "
            "a fresh registry in every retrylens variant.",
            table(["variant", "instructions/call", "vs floor"], rows),
        ]
    )
    write("instructions.md", text + "\n")
    return text


if __name__ == "__main__":
    print(run())
