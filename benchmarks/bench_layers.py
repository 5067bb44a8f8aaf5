"""What each layer of the stack costs per successful call, on warm and on cold caches.

No network: an in-memory provider yields 20 text deltas and a final message, so only the
layers' own code runs. "warm" repeats the call back to back, as a micro-benchmark would;
"cold" first walks ~1.5 MB of unrelated Python objects, as the HTTP stack (httpx,
httpcore, h11, asyncio) does between two calls of a real exec. The cold numbers are the
ones that show up in overhead.md; a layer's warm cost understates them several times, so
iterate on the cold column. Medians of 2,000 calls each; ~30 seconds.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import CollectorRegistry

import retrylens as rl

from ._common import machine, table, write

CALLS = 2000
_MESSAGE = rl.AssistantMessage(content="word " * 20, model="m")
_DELTAS = [rl.TextDelta(text="word ") for _ in range(20)]
_DONE = rl.Done(message=_MESSAGE)
_JUNK: list[dict[str, int | str]] = [{"a": i, "b": str(i)} for i in range(200_000)]


class _MemoryProvider:
    name = "memory"
    model = "m"

    async def stream(self, request: rl.ModelRequest) -> AsyncIterator[rl.StreamEvent]:
        for delta in _DELTAS:
            yield delta
        yield _DONE


def _thrash() -> None:
    total = 0
    for d in _JUNK[::7]:
        total += len(d)
    json.loads(json.dumps(_JUNK[:2000]))


async def _median_us(
    fn: Callable[[], Awaitable[Any]], cold: bool, clear: Callable[[], None]
) -> float:
    times = []
    for i in range(CALLS):
        if cold:
            _thrash()
        t0 = time.process_time_ns()
        await fn()
        times.append(time.process_time_ns() - t0)
        if i % 500 == 0:
            clear()
    return statistics.median(times) / 1000


async def main() -> str:
    provider = _MemoryProvider()
    request = rl.ModelRequest(messages=(rl.UserMessage(content="hi"),))
    tel = rl.telemetry.Telemetry(registry=CollectorRegistry())
    tp = TracerProvider()
    exporter = InMemorySpanExporter()
    tp.add_span_processor(BatchSpanProcessor(exporter))
    tel_sdk = rl.telemetry.Telemetry(tracer_provider=tp, registry=CollectorRegistry())
    runtime = rl.Runtime(provider, telemetry=tel, keep_history=False)
    runtime_sdk = rl.Runtime(provider, telemetry=tel_sdk, keep_history=False)
    agent = rl.Agent(provider)
    messages = [rl.UserMessage(content="hi")]

    async def bare() -> None:
        async for _ in provider.stream(request):
            pass

    async def session() -> None:
        await rl.AgentSession(provider, telemetry=tel).run("hi")

    variants: dict[str, Callable[[], Awaitable[Any]]] = {
        "provider stream consumed directly": bare,
        "+ agent_loop (CLIENT span, model-call metric)": lambda: rl.agent_loop(provider, request),
        "+ Agent.run": lambda: agent.run(messages),
        "+ AgentSession.run (own scope, session metrics)": session,
        "Runtime.async_exec, no SDK (a)": lambda: runtime.async_exec("hi"),
        "Runtime.async_exec, SDK + BatchSpanProcessor (b)": lambda: runtime_sdk.async_exec("hi"),
    }
    rows = []
    for name, fn in variants.items():
        for _ in range(200):
            await fn()
        warm = await _median_us(fn, False, exporter.clear)
        cold = await _median_us(fn, True, exporter.clear)
        rows.append([name, f"{warm:.1f}", f"{cold:.1f}"])
    tp.shutdown()
    return (
        "\n\n".join(
            [
                "# Per-layer cost per successful call (in-memory provider)",
                machine(),
                f"Medians of {CALLS} calls, CPU µs. Warm: calls back to back. "
                "Cold: each call after walking ~1.5 MB of unrelated objects, "
                "as the HTTP stack does between calls.",
                table(["variant", "warm µs", "cold µs"], rows),
            ]
        )
        + "\n"
    )


def run() -> str:
    text = asyncio.run(main())
    write("layers.md", text)
    return text


if __name__ == "__main__":
    print(run())
