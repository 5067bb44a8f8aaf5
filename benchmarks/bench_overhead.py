"""Overhead of the full stack per successful exec, against the honest floor and the openai SDK.

A ~20-chunk streamed answer from the FaultServer (its own process) over loopback. Variants
run interleaved, round after round, in one process; we report the median over rounds of
the mean wall and CPU time per call.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable

import httpx
import openai
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import CollectorRegistry

import retrylens as rl

from ._common import fault_server_process, machine, median, table, write

CALLS_PER_ROUND = 200
ROUNDS = 9
MESSAGES = [{"role": "user", "content": "Summarise the incident"}]


async def floor_call(client: httpx.AsyncClient, url: str) -> str:
    """Bare httpx streaming POST: split SSE lines, json.loads each chunk, no retry layers."""
    body = {"model": "gpt-4o-mini", "messages": MESSAGES, "stream": True}
    parts: list[str] = []
    async with client.stream("POST", url + "/v1/chat/completions", json=body) as response:
        async for line in response.aiter_lines():
            if line.startswith("data: ") and line != "data: [DONE]":
                chunk = json.loads(line[6:])
                for choice in chunk.get("choices") or ():
                    content = choice["delta"].get("content")
                    if content:
                        parts.append(content)
    return "".join(parts)


async def measure(fn: Callable[[], Awaitable[str]], n: int) -> tuple[float, float]:
    wall0, cpu0 = time.perf_counter(), time.process_time()
    for _ in range(n):
        await fn()
    return (time.perf_counter() - wall0) / n, (time.process_time() - cpu0) / n


async def main() -> str:
    with fault_server_process("--chunks", "20") as url:
        async with httpx.AsyncClient() as client:
            oa_client = openai.AsyncOpenAI(base_url=url + "/v1", api_key="sk-bench", max_retries=0)
            plain = rl.OpenAIChatProvider(
                model="gpt-4o-mini", base_url=url + "/v1", include_usage=False
            )
            traced = rl.OpenAIChatProvider(
                model="gpt-4o-mini", base_url=url + "/v1", include_usage=False
            )
            tel_a = rl.telemetry.Telemetry(registry=CollectorRegistry())  # no SDK: no-op spans
            tp = TracerProvider()
            tp.add_span_processor(
                BatchSpanProcessor(InMemorySpanExporter(), max_queue_size=1 << 16)
            )
            tel_b = rl.telemetry.Telemetry(tracer_provider=tp, registry=CollectorRegistry())
            rt_a = rl.Runtime(plain, telemetry=tel_a, keep_history=False)
            rt_b = rl.Runtime(traced, telemetry=tel_b, keep_history=False)

            async def openai_call() -> str:
                stream = await oa_client.chat.completions.create(
                    model="gpt-4o-mini",
                    messages=MESSAGES,
                    stream=True,  # type: ignore[arg-type]
                )
                parts = []
                async for chunk in stream:
                    if chunk.choices and chunk.choices[0].delta.content:
                        parts.append(chunk.choices[0].delta.content)
                return "".join(parts)

            variants: dict[str, Callable[[], Awaitable[str]]] = {
                "floor: bare httpx + json.loads": lambda: floor_call(client, url),
                "retrylens (a): no OTel SDK": lambda: rt_a.async_exec("Summarise the incident"),
                "retrylens (b): SDK + BatchSpanProcessor + Prometheus": lambda: rt_b.async_exec(
                    "Summarise the incident"
                ),
                "openai SDK (AsyncOpenAI, stream=True)": openai_call,
            }
            expected = await floor_call(client, url)
            for name, fn in variants.items():  # warm up, and check every variant gets the answer
                for _ in range(20):
                    assert await fn() == expected, name
            walls: dict[str, list[float]] = {k: [] for k in variants}
            cpus: dict[str, list[float]] = {k: [] for k in variants}
            for r in range(ROUNDS):
                order = list(variants.items())
                if r % 2:
                    order.reverse()
                for name, fn in order:
                    wall, cpu = await measure(fn, CALLS_PER_ROUND)
                    walls[name].append(wall)
                    cpus[name].append(cpu)
            await plain.aclose()
            await traced.aclose()
            await oa_client.close()
            tp.shutdown()

    floor_wall = median(walls["floor: bare httpx + json.loads"])
    floor_cpu = median(cpus["floor: bare httpx + json.loads"])
    rows = []
    for name in variants:
        w, c = median(walls[name]), median(cpus[name])
        rows.append(
            [
                name,
                f"{w * 1e3:.3f}",
                f"{w / floor_wall:.3f}x",
                f"{c * 1e3:.3f}",
                f"{c / floor_cpu:.3f}x",
            ]
        )
    text = "\n\n".join(
        [
            "# Overhead per successful exec",
            machine(),
            f"A 20-chunk streamed answer from the FaultServer (separate process) over loopback; "
            f"{ROUNDS} interleaved rounds of {CALLS_PER_ROUND} sequential calls per variant; "
            "medians over rounds of the mean per call. CPU is this process only (the server runs "
            "elsewhere). Targets: (a) <= 1.03x the floor, (b) <= 1.10x.",
            table(
                ["variant", "wall ms/call", "wall vs floor", "CPU ms/call", "CPU vs floor"], rows
            ),
        ]
    )
    return text + "\n"


def run() -> str:
    text = asyncio.run(main())
    write("overhead.md", text)
    return text


if __name__ == "__main__":
    print(run())
