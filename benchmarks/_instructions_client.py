"""The client that bench_instructions runs under valgrind: ``VARIANT N URL``."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import httpx
from prometheus_client import CollectorRegistry

import retrylens as rl
from benchmarks.bench_overhead import floor_call


async def main(variant: str, n: int, url: str) -> None:
    async with httpx.AsyncClient() as client:
        provider = rl.OpenAIChatProvider(
            model="gpt-4o-mini", base_url=url + "/v1", include_usage=False
        )
        runtime = rl.Runtime(
            provider,
            telemetry=rl.telemetry.Telemetry(registry=CollectorRegistry()),
            keep_history=False,
        )
        request = rl.ModelRequest(messages=(rl.UserMessage(content="Summarise the incident"),))

        async def provider_call() -> None:
            async for _ in provider.stream(request):
                pass

        calls = {
            "floor": lambda: floor_call(client, url),
            "provider": provider_call,
            "runtime": lambda: runtime.async_exec("Summarise the incident"),
        }
        for _ in range(n):
            await calls[variant]()
        await provider.aclose()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.argv[3]))
