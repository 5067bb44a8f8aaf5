"""What the SDK adapters add to a streamed call of the client they wrap.

Each official client streams the same ~20-chunk answer from the FaultServer (its own
process) over loopback twice: bare (the SDK's own streaming iterator, text joined by the
caller) and through ``Runtime.async_exec`` with the adapter wrapping that same client (no
OTel SDK, a private Prometheus registry: configuration (a) of the overhead benchmark).
Pairs run interleaved, round after round; we report the median over rounds of the mean
wall and CPU time per call, and the difference, which is what retrylens costs a team that
already uses the client.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable, Callable

import anthropic
import openai
from anthropic.types import MessageParam
from openai.types.chat import ChatCompletionMessageParam
from prometheus_client import CollectorRegistry

import retrylens as rl

from ._common import fault_server_process, machine, measure, median, table, write

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network at import
import litellm

CALLS_PER_ROUND = 100
ROUNDS = 11
PROMPT = "Summarise the incident"
MESSAGES: list[ChatCompletionMessageParam] = [{"role": "user", "content": PROMPT}]
ANTHROPIC_MESSAGES: list[MessageParam] = [{"role": "user", "content": PROMPT}]
MODEL = "gpt-4o-mini"
KEY = "sk-bench"


def runtime(provider: rl.Provider) -> rl.Runtime:
    """A runtime as configuration (a): the no-op tracer, a private registry, no history."""
    telemetry = rl.telemetry.Telemetry(registry=CollectorRegistry())
    return rl.Runtime(provider, telemetry=telemetry, keep_history=False)


async def main() -> str:
    litellm.suppress_debug_info = True  # its "Give Feedback" banner, printed on errors
    with fault_server_process("--chunks", "20") as url:
        oa = openai.AsyncOpenAI(base_url=url + "/v1", api_key=KEY, max_retries=0)
        an = anthropic.AsyncAnthropic(base_url=url, api_key=KEY, max_retries=0)

        async def openai_bare() -> str:
            stream = await oa.chat.completions.create(
                model=MODEL,
                messages=MESSAGES,
                stream=True,
                stream_options={"include_usage": True},
            )
            parts = []
            async for chunk in stream:
                if chunk.choices and chunk.choices[0].delta.content:
                    parts.append(chunk.choices[0].delta.content)
            return "".join(parts)

        async def anthropic_bare() -> str:
            stream = await an.messages.create(
                model=MODEL,
                max_tokens=1024,
                messages=ANTHROPIC_MESSAGES,
                stream=True,
            )
            parts = []
            async for event in stream:
                if event.type == "content_block_delta" and event.delta.type == "text_delta":
                    parts.append(event.delta.text)
            return "".join(parts)

        async def litellm_bare() -> str:
            stream = await litellm.acompletion(
                model="openai/" + MODEL,
                api_base=url + "/v1",
                api_key=KEY,
                messages=MESSAGES,
                stream=True,
                stream_options={"include_usage": True},
                num_retries=0,
                max_retries=0,
            )
            parts = []
            async for chunk in stream:
                if chunk.choices and chunk.choices[0].delta.content:
                    parts.append(chunk.choices[0].delta.content)
            return "".join(parts)

        rt_openai = runtime(rl.OpenAISDKProvider(oa, model=MODEL))
        rt_anthropic = runtime(rl.AnthropicSDKProvider(an, model=MODEL))
        rt_litellm = runtime(
            rl.LiteLLMProvider("openai/" + MODEL, api_base=url + "/v1", api_key=KEY)
        )
        pairs: dict[str, tuple[Callable[[], Awaitable[str]], Callable[[], Awaitable[str]]]] = {
            f"openai {openai.__version__}: AsyncOpenAI": (
                openai_bare,
                lambda: rt_openai.async_exec(PROMPT),
            ),
            f"anthropic {anthropic.__version__}: AsyncAnthropic": (
                anthropic_bare,
                lambda: rt_anthropic.async_exec(PROMPT),
            ),
            "litellm: acompletion": (litellm_bare, lambda: rt_litellm.async_exec(PROMPT)),
        }
        variants = {
            (name, kind): fn
            for name, pair in pairs.items()
            for kind, fn in zip(("bare", "adapter"), pair, strict=True)
        }
        expected = await openai_bare()
        for key, fn in variants.items():  # warm up, and check every variant gets the answer
            for _ in range(20):
                assert await fn() == expected, key
        walls: dict[tuple[str, str], list[float]] = {k: [] for k in variants}
        cpus: dict[tuple[str, str], list[float]] = {k: [] for k in variants}
        for r in range(ROUNDS):
            order = list(variants.items())
            if r % 2:
                order.reverse()
            for key, fn in order:
                wall, cpu = await measure(fn, CALLS_PER_ROUND)
                walls[key].append(wall)
                cpus[key].append(cpu)
        await oa.close()
        await an.close()

    rows = []
    for name in pairs:
        bw, bc = median(walls[name, "bare"]), median(cpus[name, "bare"])
        aw, ac = median(walls[name, "adapter"]), median(cpus[name, "adapter"])
        rows.append(
            [
                name,
                f"{bw * 1e3:.3f} / {bc * 1e3:.3f}",
                f"{aw * 1e3:.3f} / {ac * 1e3:.3f}",
                f"{(aw - bw) * 1e6:+.0f} / {(ac - bc) * 1e6:+.0f}",
                f"{aw / bw:.3f}x / {ac / bc:.3f}x",
            ]
        )
    return (
        "\n\n".join(
            [
                "# What the SDK adapters add to the client they wrap",
                machine(),
                f"A 20-chunk streamed answer from the FaultServer (separate process) over "
                f"loopback; {ROUNDS} interleaved rounds of {CALLS_PER_ROUND} sequential calls "
                "per variant; medians over rounds of the mean per call (wall / CPU, this "
                "process only). Bare: the client's own streaming call, text joined by the "
                "caller, usage asked for as the adapters ask for it (`include_usage`). "
                "Adapter: `Runtime.async_exec` over the adapter wrapping the same "
                "client (no OTel SDK, a private Prometheus registry). The adapters for the "
                "two official SDKs read the raw byte stream (`with_streaming_response`) with "
                "retrylens's own SSE decoder instead of the SDK's event objects; LiteLLM's "
                "adapter consumes LiteLLM's chunks.",
                table(
                    [
                        "client",
                        "bare ms/call (wall / CPU)",
                        "adapter ms/call (wall / CPU)",
                        "adapter - bare (µs, wall / CPU)",
                        "adapter / bare",
                    ],
                    rows,
                ),
            ]
        )
        + "\n"
    )


def run() -> str:
    text = asyncio.run(main())
    write("adapters.md", text)
    return text


if __name__ == "__main__":
    print(run())
