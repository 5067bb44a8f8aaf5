"""1,000 concurrent async_exec calls with 20% faults: throughput, loop lag, RSS, leaks.

The FaultServer runs in its own process; backoff is scaled (x0.01) so the run takes
seconds while following the real schedule. A ticker measures event-loop lag: how late a
10 ms sleep wakes up — blocking work on the loop shows up there.
"""

from __future__ import annotations

import asyncio
import logging
import statistics
import threading
import time
from typing import Any

import psutil

import retrylens as rl
from retrylens._sleep import time_scale

from ._common import fault_server_process, machine, table, write

N = int(__import__("os").environ.get("BENCH_N", "1000"))
SCRIPT_MIX = ["ok"] * 8 + ["status:503", "drop"]  # 20% faults, repeating


def _rss_sampler(stop: threading.Event, peak: list[int]) -> None:
    proc = psutil.Process()
    while not stop.is_set():
        peak[0] = max(peak[0], proc.memory_info().rss)
        time.sleep(0.01)


async def main(url: str, port: int) -> dict[str, Any]:
    lags: list[float] = []
    stop_ticker = asyncio.Event()

    async def ticker() -> None:
        while not stop_ticker.is_set():
            t = time.perf_counter()
            await asyncio.sleep(0.01)
            lags.append(time.perf_counter() - t - 0.01)

    outcomes: dict[str, int] = {}
    async with rl.OpenAIChatProvider(model="m", base_url=url + "/v1") as provider:
        runtime = rl.Runtime(
            provider, keep_history=False, telemetry=rl.telemetry.Telemetry(enabled=True)
        )
        tick = asyncio.ensure_future(ticker())

        async def one(i: int) -> None:
            try:
                await runtime.async_exec(f"q{i}")
                outcomes["success"] = outcomes.get("success", 0) + 1
            except rl.ExecError as exc:
                outcomes[exc.reason] = outcomes.get(exc.reason, 0) + 1

        started = time.perf_counter()
        with time_scale(0.01):
            await asyncio.gather(*(one(i) for i in range(N)))
        elapsed = time.perf_counter() - started
        stop_ticker.set()
        await tick
        open_before_close = _connections_to(port)
    await asyncio.sleep(0.1)
    open_after = _connections_to(port)
    lags.sort()
    return {
        "elapsed": elapsed,
        "throughput": N / elapsed,
        "lag_p50_ms": statistics.median(lags) * 1e3,
        "lag_p99_ms": lags[int(len(lags) * 0.99) - 1] * 1e3,
        "lag_max_ms": lags[-1] * 1e3,
        "outcomes": outcomes,
        "open_before_close": open_before_close,
        "open_after": open_after,
    }


def _connections_to(port: int) -> int:
    return sum(
        1
        for c in psutil.Process().net_connections(kind="tcp")
        if c.raddr and c.raddr.port == port and c.status == psutil.CONN_ESTABLISHED
    )


def run() -> str:
    logging.getLogger("retrylens").setLevel(logging.CRITICAL)
    stop = threading.Event()
    peak = [0]
    base_rss = psutil.Process().memory_info().rss
    sampler = threading.Thread(target=_rss_sampler, args=(stop, peak), daemon=True)
    sampler.start()
    with fault_server_process("--script", ",".join(SCRIPT_MIX * 500), "--default", "ok") as url:
        port = int(url.rsplit(":", 1)[1])
        result = asyncio.run(main(url, port))
    stop.set()
    sampler.join()
    rows: list[list[object]] = [
        ["concurrent execs", N],
        ["wall time", f"{result['elapsed']:.2f} s"],
        ["throughput", f"{result['throughput']:.0f} execs/s"],
        [
            "event-loop lag p50 / p99 / max",
            f"{result['lag_p50_ms']:.1f} / {result['lag_p99_ms']:.1f} / "
            f"{result['lag_max_ms']:.1f} ms",
        ],
        ["peak RSS (baseline)", f"{peak[0] / 2**20:.0f} MiB ({base_rss / 2**20:.0f} MiB before)"],
        ["outcomes", ", ".join(f"{k}: {v}" for k, v in sorted(result["outcomes"].items()))],
        [
            "connections to the server before / after close",
            f"{result['open_before_close']} / {result['open_after']}",
        ],
    ]
    text = "\n\n".join(
        [
            "# Concurrency: 1,000 concurrent async_exec calls, 20% faults",
            machine(),
            "FaultServer in its own process (every 10th request a 503, every 10th a mid-stream "
            "drop); "
            "backoff scaled x0.01 on the real schedule; a 10 ms ticker measures event-loop lag.",
            table(["measure", "value"], rows),
        ]
    )
    write("concurrency.md", text + "\n")
    return text


if __name__ == "__main__":
    print(run())
