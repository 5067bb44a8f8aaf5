"""Amplification and outcome under faults: retrylens presets vs what users build instead.

Virtual time: every contender's backoff sleeps are recorded instead of waited
(retrylens: recorded_sleeps; openai SDK: its retry sleep; tenacity and stamina: their
sleep hooks), so "time to final failure" is the backoff the real schedule would spend.
"""

from __future__ import annotations

import asyncio
import functools
import random
import statistics
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import openai
import stamina
import stamina._core
import tenacity
from openai._base_client import AsyncAPIClient

import retrylens as rl
from retrylens.testing import FaultServer

from ._common import RESULTS, machine, table, write

N = 200


@dataclass
class Scenario:
    name: str
    fault: Callable[[int, random.Random], str]  # (logical call index, rng) -> fault


SCENARIOS = [
    Scenario("5% transient", lambda i, r: "status:503" if r.random() < 0.05 else "ok"),
    Scenario("20% transient", lambda i, r: "status:503" if r.random() < 0.20 else "ok"),
    Scenario("50% transient", lambda i, r: "status:503" if r.random() < 0.50 else "ok"),
    Scenario("outage (calls 0-99) then recovery", lambda i, r: "status:503" if i < 100 else "ok"),
    Scenario(
        "auth expiry burst (calls 80-119)",
        lambda i, r: (
            "login_expired" if 80 <= i < 120 else ("status:503" if r.random() < 0.05 else "ok")
        ),
    ),
]


class Virtual:
    """Backoff seconds requested by whichever contender is running."""

    def __init__(self) -> None:
        self.slept = 0.0

    async def sleep(self, seconds: float) -> None:
        self.slept += float(seconds)

    def add(self, seconds: float) -> None:
        """Count a sleep that ``recorded_sleeps`` skipped."""
        self.slept += seconds


@dataclass
class Row:
    success: int = 0
    calls: list[int] | None = None
    fail_time: list[float] | None = None
    backoff: float = 0.0


async def run_contender(
    name: str,
    call: Callable[[], Awaitable[Any]],
    server: FaultServer,
    state: dict[str, Any],
    virtual: Virtual,
) -> Row:
    row = Row(calls=[], fail_time=[])
    for i in range(N):
        state["i"] = i
        before, slept_before = server.requests, virtual.slept
        try:
            await call()
            row.success += 1
        except Exception:
            row.fail_time.append(virtual.slept - slept_before)  # type: ignore[union-attr]
        row.calls.append(server.requests - before)  # type: ignore[union-attr]
    row.backoff = virtual.slept
    return row


async def _stream_answer(client: openai.AsyncOpenAI) -> str:
    """One streamed chat completion through the official client, joined."""
    stream = await client.chat.completions.create(
        model="m",
        messages=[{"role": "user", "content": "hi"}],
        stream=True,
    )
    return "".join([c.choices[0].delta.content or "" async for c in stream if c.choices])


def _chooser(
    scenario: Scenario, rng: random.Random, state: dict[str, Any]
) -> Callable[[int, str, dict[str, Any]], str]:
    """The FaultServer's fault for each request: the scenario's, at the current logical call."""
    lock = threading.Lock()

    def choose(index: int, api: str, body: dict[str, Any]) -> str:
        with lock:
            return scenario.fault(state["i"], rng)

    return choose


async def bench_scenario(scenario: Scenario, seed: int) -> dict[str, Row]:
    state: dict[str, Any] = {"i": 0}
    rng = random.Random(seed)
    choose = _chooser(scenario, rng, state)

    results: dict[str, Row] = {}
    async with FaultServer(choose, chunks=5) as server:
        for preset in ("seed", "single_owner", "coordinated"):
            virtual = Virtual()
            rng.seed(seed)
            async with rl.OpenAIChatProvider(model="m", base_url=server.openai_url) as provider:
                rt = rl.Runtime(
                    provider, policy=preset, keep_history=False, rng=random.Random(seed)
                )
                with rl.testing.recorded_sleeps(on_sleep=virtual.add):
                    results[f"retrylens {preset}"] = await run_contender(
                        preset, functools.partial(rt.async_exec, "hi"), server, state, virtual
                    )

        # openai SDK retries (max_retries=2) wrapped in tenacity (3 attempts, exponential).
        virtual = Virtual()
        rng.seed(seed)
        original = AsyncAPIClient._sleep_for_retry

        async def fake_retry_sleep(
            self: Any, *, retries_taken: int, max_retries: int, options: Any, response: Any
        ) -> None:
            timeout = self._calculate_retry_timeout(
                max_retries - retries_taken, options, response.headers if response else None
            )
            await virtual.sleep(timeout)

        AsyncAPIClient._sleep_for_retry = fake_retry_sleep  # type: ignore[method-assign]
        try:
            client = openai.AsyncOpenAI(base_url=server.openai_url, api_key="sk-x", max_retries=2)

            async def tenacity_call() -> str:
                async for attempt in tenacity.AsyncRetrying(
                    stop=tenacity.stop_after_attempt(3),
                    wait=tenacity.wait_exponential(multiplier=1, min=1, max=10),
                    sleep=virtual.sleep,
                    reraise=True,
                ):
                    with attempt:
                        return await _stream_answer(client)
                raise AssertionError("unreachable")

            results["openai SDK (2 retries) + tenacity (3)"] = await run_contender(
                "sdk+tenacity", tenacity_call, server, state, virtual
            )
            await client.close()
        finally:
            AsyncAPIClient._sleep_for_retry = original  # type: ignore[method-assign]

        # stamina around a bare openai SDK call (its own retries off), 3 attempts.
        virtual = Virtual()
        rng.seed(seed)
        smart = stamina._core._smart_sleep
        stamina._core._smart_sleep = virtual.sleep  # type: ignore[assignment]
        try:
            client = openai.AsyncOpenAI(base_url=server.openai_url, api_key="sk-x", max_retries=0)

            @stamina.retry(on=(openai.APIError, openai.APIConnectionError), attempts=3)
            async def stamina_call() -> str:
                return await _stream_answer(client)

            results["stamina (3 attempts) + openai SDK"] = await run_contender(
                "stamina", stamina_call, server, state, virtual
            )
            await client.close()
        finally:
            stamina._core._smart_sleep = smart
    return results


def run() -> str:
    import logging

    for name in ("retrylens", "openai", "stamina"):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    sections = [
        "# Amplification and outcome under faults",
        machine(),
        f"{N} sequential logical calls per contender and scenario against the FaultServer; "
        "backoff in virtual time (the real schedule, recorded, not waited). "
        "'calls' are HTTP requests the server saw per logical call.",
    ]
    chart: dict[str, dict[str, float]] = {}
    for k, scenario in enumerate(SCENARIOS):
        results = asyncio.run(bench_scenario(scenario, seed=100 + k))
        rows = []
        for name, r in results.items():
            calls = r.calls or []
            fails = r.fail_time or []
            rows.append(
                [
                    name,
                    f"{r.success / N:.1%}",
                    f"{statistics.mean(calls):.2f}",
                    max(calls),
                    f"{statistics.mean(fails):.1f} s" if fails else "—",
                    f"{r.backoff:.0f} s",
                ]
            )
            chart.setdefault(scenario.name, {})[name] = statistics.mean(calls)
        sections.append(
            f"## {scenario.name}\n\n"
            + table(
                [
                    "contender",
                    "success",
                    "calls/logical call (mean)",
                    "max",
                    "time to final failure (mean)",
                    "total backoff",
                ],
                rows,
            )
        )
    sections.append(brownout_vs_outage())
    text = "\n\n".join(sections) + "\n"
    write("amplification.md", text)
    _plot(chart)
    return text


BROWNOUT_SEEDS = range(1, 11)


async def _coordinated(scenario: Scenario, seed: int) -> Row:
    """``coordinated`` alone through one scenario (the others are not needed here)."""
    state: dict[str, Any] = {"i": 0}
    rng = random.Random(seed)
    choose = _chooser(scenario, rng, state)

    virtual = Virtual()
    async with (
        FaultServer(choose, chunks=5) as server,
        rl.OpenAIChatProvider(model="m", base_url=server.openai_url) as provider,
    ):
        rt = rl.Runtime(provider, policy="coordinated", keep_history=False, rng=random.Random(seed))
        with rl.testing.recorded_sleeps(on_sleep=virtual.add):
            return await run_contender(
                "coordinated", lambda: rt.async_exec("hi"), server, state, virtual
            )


def brownout_vs_outage() -> str:
    """One policy, both goals: success in a brownout, few calls in an outage (10 seeds)."""
    brown = [asyncio.run(_coordinated(SCENARIOS[2], seed)) for seed in BROWNOUT_SEEDS]
    out = [asyncio.run(_coordinated(SCENARIOS[3], seed)) for seed in BROWNOUT_SEEDS]
    success = sum(r.success for r in brown) / (N * len(brown))
    worst = min(r.success for r in brown) / N
    outage_calls = [sum((r.calls or [])[:100]) / 100 for r in out]
    recovered = [next(i for i, c in enumerate((r.calls or [])[100:]) if c == 1) for r in out]
    rows = [
        ["50% transient: success", f"{success:.2%} (worst seed {worst:.1%})", ">= 99%"],
        [
            "full outage (its 100 calls): calls per logical call",
            f"{statistics.mean(outage_calls):.2f} (max {max(outage_calls):.2f})",
            "<= 1.1",
        ],
        [
            "after the outage: logical calls until one succeeds in 1 call",
            f"{max(recovered)}",
            "",
        ],
    ]
    return (
        "## Brownout is not outage: `coordinated` over 10 seeds\n\n"
        f"{len(BROWNOUT_SEEDS)} seeds x {N} sequential logical calls per scenario. The "
        "token bucket (20 tokens, 1 back per success) refuses retries only once 10 retryable "
        "failures came in a row with no success between them and none in the last 2 s: a "
        "brownout keeps succeeding every few calls, an outage does not.\n\n"
        + table(["measure", "value", "goal"], rows)
    )


def _plot(chart: dict[str, dict[str, float]]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    scenarios = list(chart)
    contenders = list(next(iter(chart.values())))
    fig, ax = plt.subplots(figsize=(11, 4.5))
    width = 0.8 / len(contenders)
    for j, c in enumerate(contenders):
        ax.bar(
            [i + j * width for i in range(len(scenarios))],
            [chart[s][c] for s in scenarios],
            width,
            label=c,
        )
    ax.set_xticks([i + 0.4 - width / 2 for i in range(len(scenarios))], scenarios, fontsize=8)
    ax.set_ylabel("HTTP requests per logical call (mean)")
    ax.set_title("Retry amplification by fault scenario")
    ax.legend(fontsize=7)
    fig.tight_layout()
    RESULTS.mkdir(parents=True, exist_ok=True)
    fig.savefig(RESULTS / "amplification.png", dpi=110)


if __name__ == "__main__":
    print(run())
