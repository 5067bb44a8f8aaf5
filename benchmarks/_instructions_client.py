"""The client that bench_instructions runs under valgrind: ``VARIANT N URL``."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import httpx
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import CollectorRegistry

import retrylens as rl
from benchmarks.bench_overhead import floor_call

PROMPT = "Summarise the incident"


async def main(variant: str, n: int, url: str) -> None:
    async with httpx.AsyncClient() as client:
        provider = rl.OpenAIChatProvider(
            model="gpt-4o-mini", base_url=url + "/v1", include_usage=False
        )
        tel = rl.telemetry.Telemetry(registry=CollectorRegistry())
        tp = TracerProvider()
        tp.add_span_processor(BatchSpanProcessor(InMemorySpanExporter(), max_queue_size=1 << 16))
        tel_sdk = rl.telemetry.Telemetry(tracer_provider=tp, registry=CollectorRegistry())
        runtime = rl.Runtime(provider, telemetry=tel, keep_history=False)
        runtime_sdk = rl.Runtime(provider, telemetry=tel_sdk, keep_history=False)
        request = rl.ModelRequest(messages=(rl.UserMessage(content=PROMPT),))
        agent = rl.Agent(provider)

        async def provider_call() -> None:
            async for _ in provider.stream(request):
                pass

        async def session_call() -> Any:
            return await rl.AgentSession(provider, telemetry=tel).run(PROMPT)

        calls: dict[str, Callable[[], Awaitable[Any]]] = {
            "floor": lambda: floor_call(client, url),
            "provider": provider_call,
            "agent_loop": lambda: rl.agent_loop(provider, request),
            "agent": lambda: agent.run(request.messages),
            "session": session_call,
            "runtime": lambda: runtime.async_exec(PROMPT),
            "runtime_sdk": lambda: runtime_sdk.async_exec(PROMPT),
        }
        for _ in range(n):
            await calls[variant]()
        await provider.aclose()
        tp.shutdown()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.argv[3]))
