"""Per-call latency and time to first token where on-call looks, with a bounded model label."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

import retrylens as rl
from retrylens.telemetry._prometheus import MAX_MODELS
from retrylens.testing import FaultServer, ScriptedProvider

from .telemetry_helpers import Captured, make_captured


@pytest.fixture
def captured() -> Iterator[Captured]:
    """In-memory spans, metrics and a fresh registry."""
    yield from make_captured()


@pytest.mark.parametrize("api", ["openai", "anthropic"])
def test_call_duration_and_first_token_per_call(captured: Captured, api: str) -> None:
    """Over HTTP: one duration per call by result, one first-token time per answer, TTFT <= call."""
    with FaultServer(["status:503", "ok", "ok"], chunks=5) as server:
        provider: rl.OpenAIChatProvider | rl.AnthropicProvider
        if api == "openai":
            provider = rl.OpenAIChatProvider(model="gpt-x", base_url=server.openai_url)
        else:
            provider = rl.AnthropicProvider(model="claude-x", base_url=server.url)
        with provider, rl.testing.recorded_sleeps():
            runtime = rl.Runtime(provider, telemetry=captured.telemetry)
            runtime.exec("one")
            runtime.exec("two")
    model = provider.model
    count = "retrylens_model_call_duration_seconds_count"
    assert captured.value(count, provider=api, model=model, result="ok") == 2
    assert captured.value(count, provider=api, model=model, result="http_error") == 1
    ttft = "retrylens_time_to_first_token_seconds"
    assert captured.value(ttft + "_count", provider=api, model=model) == 2
    ok_sum = captured.value(
        "retrylens_model_call_duration_seconds_sum", provider=api, model=model, result="ok"
    )
    assert 0 < captured.value(ttft + "_sum", provider=api, model=model) <= ok_sum


def test_the_model_label_is_bounded(captured: Captured) -> None:
    """Past the first MAX_MODELS models, calls are counted under model="other"."""

    async def main() -> None:
        for i in range(MAX_MODELS + 5):
            p = ScriptedProvider(["ok"], model=f"model-{i}")
            await rl.AgentSession(p, telemetry=captured.telemetry).run("q")

    asyncio.run(main())
    count = "retrylens_model_call_duration_seconds_count"
    seen = {
        s.labels["model"]
        for m in captured.registry.collect()
        for s in m.samples
        if s.name == count and s.value
    }
    assert len(seen) == MAX_MODELS + 1 and "other" in seen
    assert captured.value(count, provider="scripted", model="other", result="ok") == 5
    ttft = "retrylens_time_to_first_token_seconds_count"
    assert captured.value(ttft, provider="scripted", model="model-0") == 1  # from the deltas


@pytest.mark.parametrize("policy", ["seed", "coordinated"])
def test_server_retry_after_is_recorded_under_every_policy(captured: Captured, policy: str) -> None:
    """A Retry-After the server sent is observed once per call, whether or not it is honoured."""
    with (
        FaultServer(["status:429:7", "status:503:2.5", "status:503", "ok"]) as server,
        rl.OpenAIChatProvider(model="m", base_url=server.openai_url) as provider,
        rl.testing.recorded_sleeps(),
    ):
        rl.Runtime(provider, telemetry=captured.telemetry, policy=policy).exec("hi")
    name = "retrylens_server_retry_after_seconds"
    assert captured.value(f"{name}_count", provider="openai") == 2
    assert captured.value(f"{name}_sum", provider="openai") == 9.5
    assert captured.value(f"{name}_bucket", provider="openai", le="5.0") == 1
