"""``Runtime.stream`` against a bare httpx stream of the same answer, side by side.

Time to first token (the first text piece in the caller's hands) and the cost of each
further piece: the same FaultServer process serves a 20-piece and a 400-piece answer, and
the per-piece cost is the slope between them ((t400 - t20) / 380), so what one call costs
once (connection, request, exec bookkeeping) cancels out. Variants run interleaved, round
after round, in one process; medians over rounds. Then 1,000 concurrent streams (paced
pieces, 20% of the streams cut once and retried) with a 10 ms ticker measuring how late
the event loop wakes up.
"""

from __future__ import annotations

import asyncio
import json
import logging
import statistics
import time
from collections.abc import Awaitable, Callable

import httpx
from prometheus_client import CollectorRegistry

import retrylens as rl
from retrylens._sleep import time_scale

from ._common import fault_server_process, machine, median, table, write

ROUNDS = 11
CALLS_PER_ROUND = 100
SHORT, LONG = 20, 400
CONCURRENT = 1000
PROMPT = "Summarise the incident"
BODY = {"model": "gpt-4o-mini", "messages": [{"role": "user", "content": PROMPT}], "stream": True}

#: (seconds to the first piece, seconds for the whole answer, CPU seconds) of one call.
Timing = tuple[float, float, float]


async def bare(client: httpx.AsyncClient, url: str) -> Timing:
    """Bare httpx: split SSE lines, json.loads each chunk, join the content."""
    cpu0, t0 = time.process_time(), time.perf_counter()
    first = 0.0
    parts: list[str] = []
    async with client.stream("POST", url + "/v1/chat/completions", json=BODY) as response:
        async for line in response.aiter_lines():
            if line.startswith("data: ") and line != "data: [DONE]":
                for choice in json.loads(line[6:]).get("choices") or ():
                    content = choice["delta"].get("content")
                    if content:
                        if not parts:
                            first = time.perf_counter() - t0
                        parts.append(content)
    return first, time.perf_counter() - t0, time.process_time() - cpu0


def streamed(runtime: rl.Runtime) -> Callable[[], Awaitable[Timing]]:
    """``runtime.stream``: the pieces as the caller gets them, through both retry layers."""

    async def call() -> Timing:
        cpu0, t0 = time.process_time(), time.perf_counter()
        first = 0.0
        seen = False
        async for event in runtime.stream(PROMPT):
            if not seen and type(event) is rl.TextDelta:
                first = time.perf_counter() - t0
                seen = True
        return first, time.perf_counter() - t0, time.process_time() - cpu0

    return call


async def measure(fn: Callable[[], Awaitable[Timing]], n: int) -> Timing:
    """Median first-piece time, mean wall and mean CPU per call over ``n`` calls."""
    firsts, walls, cpus = [], [], []
    for _ in range(n):
        first, wall, cpu = await fn()
        firsts.append(first)
        walls.append(wall)
        cpus.append(cpu)
    return statistics.median(firsts), sum(walls) / n, sum(cpus) / n


def _runtime(url: str) -> rl.Runtime:
    provider = rl.OpenAIChatProvider(model="gpt-4o-mini", base_url=url + "/v1", include_usage=False)
    telemetry = rl.telemetry.Telemetry(registry=CollectorRegistry())  # configuration (a)
    return rl.Runtime(provider, telemetry=telemetry, keep_history=False)


async def side_by_side(short_url: str, long_url: str) -> dict[str, dict[str, float]]:
    async with httpx.AsyncClient() as client:
        rt_short, rt_long = _runtime(short_url), _runtime(long_url)
        variants: dict[tuple[str, int], Callable[[], Awaitable[Timing]]] = {
            ("bare httpx", SHORT): lambda: bare(client, short_url),
            ("bare httpx", LONG): lambda: bare(client, long_url),
            ("runtime.stream", SHORT): streamed(rt_short),
            ("runtime.stream", LONG): streamed(rt_long),
        }
        for fn in variants.values():  # warm up
            await measure(fn, 20)
        samples: dict[tuple[str, int], list[Timing]] = {k: [] for k in variants}
        for r in range(ROUNDS):
            order = list(variants.items())
            if r % 2:
                order.reverse()
            for key, fn in order:
                samples[key].append(await measure(fn, CALLS_PER_ROUND))
        for rt in (rt_short, rt_long):
            await rt.provider.aclose()
    out: dict[str, dict[str, float]] = {}
    for name in ("bare httpx", "runtime.stream"):
        short, long = samples[name, SHORT], samples[name, LONG]
        out[name] = {
            "ttft": median([s[0] for s in short]),
            "wall_short": median([s[1] for s in short]),
            "per_piece_wall": (median([s[1] for s in long]) - median([s[1] for s in short]))
            / (LONG - SHORT),
            "per_piece_cpu": (median([s[2] for s in long]) - median([s[2] for s in short]))
            / (LONG - SHORT),
        }
    return out


async def concurrent(url: str) -> dict[str, float]:
    """1,000 streams at once; event-loop lag while they run."""
    lags: list[float] = []
    stop = asyncio.Event()

    async def ticker() -> None:
        while not stop.is_set():
            t = time.perf_counter()
            await asyncio.sleep(0.01)
            lags.append(time.perf_counter() - t - 0.01)

    results = {"success": 0, "restarts": 0, "pieces": 0, "failed": 0}
    # The provider's default pool (100 connections): 1,000 sockets at once to the one-process
    # FaultServer make both exec and stream lag by seconds (see the results' note).
    async with rl.OpenAIChatProvider(model="gpt-4o-mini", base_url=url + "/v1") as provider:
        runtime = rl.Runtime(
            provider,
            keep_history=False,
            telemetry=rl.telemetry.Telemetry(registry=CollectorRegistry()),
        )

        async def one(i: int) -> None:
            try:
                async for event in runtime.stream(f"q{i}"):
                    if type(event) is rl.TextDelta:
                        results["pieces"] += 1
                    elif type(event) is rl.Restart:
                        results["restarts"] += 1
                    elif type(event) is rl.FinalMessage:
                        results["success"] += 1
            except rl.ExecError:
                results["failed"] += 1

        tick = asyncio.ensure_future(ticker())
        started = time.perf_counter()
        with time_scale(0.01):  # the real backoff schedule, x0.01
            await asyncio.gather(*(one(i) for i in range(CONCURRENT)))
        elapsed = time.perf_counter() - started
        stop.set()
        await tick
    lags.sort()
    return {
        "elapsed": elapsed,
        "lag_p50_ms": statistics.median(lags) * 1e3,
        "lag_p99_ms": lags[int(len(lags) * 0.99) - 1] * 1e3,
        "lag_max_ms": lags[-1] * 1e3,
        **{k: float(v) for k, v in results.items()},
    }


def run() -> str:
    logging.getLogger("retrylens").setLevel(logging.CRITICAL)
    with (
        fault_server_process("--chunks", str(SHORT)) as short_url,
        fault_server_process("--words", str(LONG), "--chunks", str(LONG)) as long_url,
    ):
        res = asyncio.run(side_by_side(short_url, long_url))
    mix = ",".join((["ok"] * 4 + ["drop:3"]) * (CONCURRENT // 5 + 1))
    with fault_server_process("--script", mix, "--chunk-delay", "0.002") as url:
        conc = asyncio.run(concurrent(url))
    b, s = res["bare httpx"], res["runtime.stream"]
    rows = [
        [
            "time to first piece (median)",
            f"{b['ttft'] * 1e3:.3f} ms",
            f"{s['ttft'] * 1e3:.3f} ms",
            f"{s['ttft'] / b['ttft']:.3f}x (target <= 1.05x)",
        ],
        [
            "each further piece, wall",
            f"{b['per_piece_wall'] * 1e6:.1f} µs",
            f"{s['per_piece_wall'] * 1e6:.1f} µs",
            f"{s['per_piece_wall'] / b['per_piece_wall']:.3f}x (target <= 1.10x)",
        ],
        [
            "each further piece, CPU",
            f"{b['per_piece_cpu'] * 1e6:.1f} µs",
            f"{s['per_piece_cpu'] * 1e6:.1f} µs",
            f"{s['per_piece_cpu'] / b['per_piece_cpu']:.3f}x",
        ],
        [
            f"whole {SHORT}-piece answer, wall",
            f"{b['wall_short'] * 1e3:.3f} ms",
            f"{s['wall_short'] * 1e3:.3f} ms",
            f"{s['wall_short'] / b['wall_short']:.3f}x",
        ],
    ]
    conc_rows = [
        ["streams (20 pieces, 2 ms apart; every 5th cut after 3)", f"{CONCURRENT}"],
        ["answered / failed", f"{conc['success']:.0f} / {conc['failed']:.0f}"],
        ["restarts after output", f"{conc['restarts']:.0f}"],
        ["wall time", f"{conc['elapsed']:.2f} s"],
        [
            "event-loop lag p50 / p99 / max",
            f"{conc['lag_p50_ms']:.1f} / {conc['lag_p99_ms']:.1f} / {conc['lag_max_ms']:.1f} ms",
        ],
    ]
    text = "\n\n".join(
        [
            "# Streaming: runtime.stream against a bare httpx stream",
            machine(),
            f"The FaultServer (its own process) streams a {SHORT}-piece and a {LONG}-piece "
            f"answer over loopback; {ROUNDS} interleaved rounds of {CALLS_PER_ROUND} calls per "
            "variant, medians over rounds. Time to first piece: from the call to the first "
            "text piece in the caller's hands. Per piece: the slope between the two answer "
            f"lengths, ((t{LONG} - t{SHORT}) / {LONG - SHORT}). runtime.stream runs both retry "
            "layers, the decisions and the Prometheus updates (configuration (a): no OTel SDK, "
            "a private registry); the bare stream splits lines and json.loads each chunk.",
            table(["measure", "bare httpx", "runtime.stream", "ratio"], rows),
            "## 1,000 concurrent streams",
            "One runtime and provider (its default pool of 100 connections: the other 900 "
            "streams wait for a slot), backoff scaled x0.01 on the real schedule; a 10 ms "
            "ticker measures how late the event loop wakes up. With `max_concurrency=1000` "
            "(1,000 sockets at once to the one-process FaultServer) both `async_exec` and "
            "`runtime.stream` showed seconds of lag (p99 2.9 s / 3.2 s, ~19 s wall) in a "
            "side run: the connection storm, not the streaming, which was not pursued further.",
            table(["measure", "value"], conc_rows),
        ]
    )
    write("streaming.md", text + "\n")
    return text


if __name__ == "__main__":
    print(run())
