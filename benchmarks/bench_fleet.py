"""A fleet in an outage: local token buckets vs one bucket shared through Redis.

8 worker processes (and, for reference, 1) run sequential execs under ``coordinated``
against one FaultServer: first an outage (every call a 503), then recovery. Backoff is
virtual (recorded, not waited). Measured: model calls per logical call during the outage
(the fleet's amplification), how long after recovery the slowest worker's first exec
succeeds, execs that fail after recovery, and what one shared-bucket
update costs on loopback Redis (p50 / p99), beside the local bucket's.
"""

from __future__ import annotations

import asyncio
import multiprocessing as mp
import shutil
import statistics
import subprocess
import tempfile
import threading
import time
from typing import Any

import retrylens as rl
from retrylens._policy import TokenBucket
from retrylens.testing import FaultServer

from ._common import free_port, machine, table, write

WORKERS = 8
PER_PHASE = 50
SETTINGS = rl.TokenBucketSettings(max_tokens=20, token_ratio=1.0, failures_in_a_row=10)


def _worker(url: str, redis_url: str | None, prefix: str, barrier: Any, out: Any) -> None:
    """Two phases of sequential execs, in step with the driver (outage, then recovery)."""
    import logging

    logging.getLogger("retrylens").setLevel(logging.CRITICAL)
    budget = rl.RedisBudget(redis_url, key_prefix=prefix, wait_s=0.05) if redis_url else None
    failures: list[float] = []
    with (
        rl.OpenAIChatProvider(model="m", base_url=url, name="llm") as provider,
        rl.testing.recorded_sleeps(),
    ):
        rt = rl.Runtime(provider, policy="coordinated", shared_budget=budget, keep_history=False)
        detected = float("nan")
        for phase in range(2):
            barrier.wait()
            started = time.perf_counter()
            failed = 0
            for _ in range(PER_PHASE):
                try:
                    rt.exec("hi")
                except rl.ExecError:
                    failed += 1
                else:
                    if phase == 1 and detected != detected:  # the first success after recovery
                        detected = time.perf_counter() - started
            failures.append(failed)
            barrier.wait()
        failures.append(detected)
    if budget is not None:
        budget.close()
    out.put(failures)


def _fleet(workers: int, redis_url: str | None, prefix: str) -> dict[str, float]:
    ctx = mp.get_context("spawn")
    down = True
    lock = threading.Lock()

    def choose(index: int, api: str, body: dict[str, Any]) -> str:
        with lock:
            return "status:503" if down else "ok"

    with FaultServer(choose, chunks=3) as server:
        barrier = ctx.Barrier(workers + 1)
        out = ctx.Queue()
        procs = [
            ctx.Process(target=_worker, args=(server.openai_url, redis_url, prefix, barrier, out))
            for _ in range(workers)
        ]
        for p in procs:
            p.start()
        barrier.wait()  # outage starts
        barrier.wait()  # outage over
        outage_calls = server.requests
        with lock:
            down = False
        barrier.wait()  # recovery starts
        barrier.wait()
        results = [out.get(timeout=120) for _ in procs]
        for p in procs:
            p.join(30)
    logical = workers * PER_PHASE
    return {
        "outage_amplification": outage_calls / logical,
        "recovery_failures": float(sum(r[1] for r in results)),
        "recovery_detected_s": max(r[2] for r in results),
    }


def _paused(redis_url: str, pid: int) -> dict[str, float]:
    """Seconds per update while Redis is paused (SIGSTOP), without and with the circuit."""
    import os
    import signal

    async def measure(circuit_s: float) -> list[float]:
        async with rl.RedisBudget(
            redis_url, key_prefix="paused", wait_s=0.005, circuit_s=circuit_s
        ) as budget:
            bucket = budget.bucket("p:m", SETTINGS)
            await bucket.record(None)  # connected before the pause
            os.kill(pid, signal.SIGSTOP)
            try:
                times = []
                for _ in range(300):
                    t = time.perf_counter()
                    await bucket.record("failure")
                    times.append(time.perf_counter() - t)
                return times
            finally:
                os.kill(pid, signal.SIGCONT)

    out = {}
    for name, circuit in (("no_circuit", 0.0), ("circuit", 5.0)):
        times = asyncio.run(measure(circuit))
        out[f"{name}_p50"] = statistics.quantiles(times, n=100)[49]
        out[f"{name}_p99"] = statistics.quantiles(times, n=100)[98]
    return out


def _cost(redis_url: str) -> dict[str, float]:
    """Seconds per bucket update: shared (one Lua round trip) and local, 5,000 each."""

    async def measure() -> dict[str, float]:
        async with rl.RedisBudget(redis_url, key_prefix="cost", wait_s=0.05) as budget:
            shared = budget.bucket("p:m", SETTINGS)
            local = TokenBucket(SETTINGS)
            out: dict[str, list[float]] = {"shared": [], "local": []}
            for name, bucket in (("shared", shared), ("local", local)):
                for i in range(5500):
                    t = time.perf_counter()
                    await bucket.record("success" if i % 3 else "failure")
                    if i >= 500:
                        out[name].append(time.perf_counter() - t)
            return {
                f"{n}_{q}": statistics.quantiles(v, n=100)[k]
                for n, v in out.items()
                for q, k in (("p50", 49), ("p99", 98))
            }

    return asyncio.run(measure())


def run() -> str:
    import logging

    logging.getLogger("retrylens").setLevel(logging.CRITICAL)  # the paused-Redis warnings
    binary = shutil.which("redis-server")
    if binary is None:
        return "bench_fleet: redis-server not installed (apt-get install redis-server); skipped"
    port = free_port()
    with tempfile.TemporaryDirectory() as directory:
        proc = subprocess.Popen(
            [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--dir", directory],
            stdout=subprocess.DEVNULL,
        )
        try:
            time.sleep(0.5)  # a benchmark, not a test: let redis-server bind
            redis_url = f"redis://127.0.0.1:{port}/0"
            single = _fleet(1, None, "single")
            local = _fleet(WORKERS, None, "local")
            shared = _fleet(WORKERS, redis_url, "shared")
            cost = _cost(redis_url)
            paused = _paused(redis_url, proc.pid)
        finally:
            proc.terminate()
            proc.wait(10)
    rows = [
        [
            name,
            f"{r['outage_amplification']:.3f}",
            f"{r['recovery_detected_s'] * 1e3:.1f} ms",
            f"{int(r['recovery_failures'])}",
        ]
        for name, r in (
            ("1 process, local bucket", single),
            (f"{WORKERS} processes, local buckets", local),
            (f"{WORKERS} processes, one bucket in Redis", shared),
        )
    ]
    ratio = shared["outage_amplification"] / single["outage_amplification"]
    text = (
        "# A fleet in an outage: local buckets vs one shared through Redis\n\n"
        + machine()
        + "\n\n"
        + f"{WORKERS} worker processes (or 1) under `coordinated`, {PER_PHASE} sequential execs "
        "each during a full outage (every call a 503), then as many after recovery, against "
        "one FaultServer; backoff virtual. Calls are the HTTP requests the server saw.\n\n"
        + table(
            [
                "fleet",
                "outage: calls per logical call",
                "recovery seen (slowest worker's first success)",
                "failed execs after recovery",
            ],
            rows,
        )
        + f"\n\nShared fleet vs one process: {ratio:.3f}x (goal <= 1.1x).\n\n"
        + table(
            ["bucket update", "p50", "p99"],
            [
                [
                    "Redis on loopback (one Lua round trip)",
                    f"{cost['shared_p50'] * 1e3:.3f} ms",
                    f"{cost['shared_p99'] * 1e3:.3f} ms",
                ],
                [
                    "local (in process)",
                    f"{cost['local_p50'] * 1e6:.1f} µs",
                    f"{cost['local_p99'] * 1e6:.1f} µs",
                ],
                [
                    "Redis paused (SIGSTOP), wait_s=5 ms, no circuit: every update waits",
                    f"{paused['no_circuit_p50'] * 1e3:.3f} ms",
                    f"{paused['no_circuit_p99'] * 1e3:.3f} ms",
                ],
                [
                    "Redis paused, wait_s=5 ms, 5 s circuit (the default): only the first waits",
                    f"{paused['circuit_p50'] * 1e3:.3f} ms",
                    f"{paused['circuit_p99'] * 1e3:.3f} ms",
                ],
            ],
        )
        + "\n"
    )
    write("fleet.md", text)
    return text


if __name__ == "__main__":
    print(run())
