"""The adapters over the official openai/anthropic clients and LiteLLM, on real sockets."""

from __future__ import annotations

import re
import socket
import warnings
from collections.abc import Callable

import anthropic
import openai
import pytest

import retrylens as rl
from retrylens.testing import FaultServer

from .telemetry_helpers import Captured

KEY = "sk-adapter-secret-0123456789"
Make = Callable[[FaultServer], rl.Provider]


def _openai(server: FaultServer) -> rl.Provider:
    client = openai.AsyncOpenAI(api_key=KEY, base_url=server.openai_url, max_retries=0)
    return rl.OpenAISDKProvider(client, model="gpt-4o-mini")


def _anthropic(server: FaultServer) -> rl.Provider:
    client = anthropic.AsyncAnthropic(api_key=KEY, base_url=server.url, max_retries=0)
    return rl.AnthropicSDKProvider(client, model="claude-sonnet-4-5")


def _litellm(server: FaultServer) -> rl.Provider:
    return rl.LiteLLMProvider("openai/gpt-4o-mini", api_key=KEY, api_base=server.openai_url)


def _own(server: FaultServer, api: str) -> rl.Provider:
    if api == "anthropic":
        return rl.AnthropicProvider(model="claude-sonnet-4-5", base_url=server.url, api_key=KEY)
    return rl.OpenAIChatProvider(model="gpt-4o-mini", base_url=server.openai_url, api_key=KEY)


ADAPTERS = {
    "openai_sdk": (_openai, "openai"),
    "anthropic_sdk": (_anthropic, "anthropic"),
    "litellm": (_litellm, "openai"),
}
WEATHER = rl.Tool(
    name="get_weather",
    parameters={"type": "object", "properties": {"city": {"type": "string"}}},
)


@pytest.fixture(params=sorted(ADAPTERS))
def adapter(request: pytest.FixtureRequest) -> tuple[Make, str]:
    """Each adapter, with the API its server speaks."""
    return ADAPTERS[request.param]


async def _close(provider: rl.Provider) -> None:
    """Close the SDK client an adapter was given (the caller owns it)."""
    client = getattr(provider, "client", None)
    if client is not None:
        await client.close()
    else:
        await provider.aclose()  # type: ignore[attr-defined]


def _attempt_labels(captured: Captured) -> list[tuple[str, str]]:
    """(layer, classification) of every attempt span, in the order they ended."""
    spans = captured.spans("retrylens.session.attempt") + captured.spans("retrylens.exec.attempt")
    spans.sort(key=lambda s: s.end_time or 0)
    return [
        (
            str((s.attributes or {}).get("retrylens.layer")),
            str((s.attributes or {}).get("retrylens.classification")),
        )
        for s in spans
    ]


@pytest.mark.parametrize(
    "script",
    [
        ["status:503", "drop", "ok"],
        ["status:429:7", "ok"],
        ["sse_error", "reset", "ok"],
        ["invalid_key"],
        ["context_overflow"],
        ["insufficient_quota"],
    ],
)
async def test_decisions_are_the_same_as_the_own_providers(
    adapter: tuple[Make, str], script: list[str], captured: Captured
) -> None:
    """Each fault script gives the same attempts, sleeps and outcome through an adapter."""
    make, api = adapter
    results = []
    for build in (make, lambda s: _own(s, api)):
        captured.exporter.clear()
        async with FaultServer(script) as server:
            provider = build(server)
            runtime = rl.Runtime(provider, telemetry=captured.telemetry)
            with rl.testing.recorded_sleeps() as slept:
                try:
                    outcome: object = await runtime.async_exec("hi")
                except rl.ExecError as exc:
                    outcome = (exc.reason, exc.decision.category if exc.decision else None)
                    outcome = (*outcome, KEY in str(exc))
                finally:
                    await _close(provider)
            results.append((outcome, list(slept), server.requests, _attempt_labels(captured)))
    assert results[0] == results[1]
    assert not (isinstance(results[0][0], tuple) and results[0][0][-1])  # the key never shows


async def test_tool_calls_arrive_intact(adapter: tuple[Make, str]) -> None:
    """Two tool calls (ids, names, parsed arguments) come through whole and separate."""
    make, _ = adapter
    async with FaultServer(["tool_call:2"]) as server:
        provider = make(server)
        calls = await rl.Runtime(provider, tools=[WEATHER]).async_run("Weather?")
        await _close(provider)
    assert calls.stop_reason == "tool_use" and len(calls.tool_calls) == 2
    assert len({c.id for c in calls.tool_calls}) == 2
    assert all(c.arguments == {"city": "example"} for c in calls.tool_calls)


@pytest.mark.parametrize(
    "name",
    [
        "openai_sdk",
        "anthropic_sdk",
        "litellm",
    ],
)
async def test_refusals_arrive_intact(name: str) -> None:
    """A refusal comes through as stop_reason='refusal' with the model's words."""
    make, _ = ADAPTERS[name]
    async with FaultServer(["refusal"]) as server:
        provider = make(server)
        refused = await rl.Runtime(provider).async_run("bad")
        await _close(provider)
    assert refused.stop_reason == "refusal"
    assert (refused.refusal or refused.content) == "I'm sorry, but I can't help with that."


async def test_a_retrying_client_is_warned_about_and_turned_off() -> None:
    """An SDK client with max_retries>0 gets a warning and is called with its retries off."""
    async with FaultServer(["status:503"] * 9) as server:
        client = openai.AsyncOpenAI(api_key=KEY, base_url=server.openai_url)
        with pytest.warns(rl.SDKRetriesWarning, match="max_retries=2"):
            provider = rl.OpenAISDKProvider(client, model="m")
        runtime = rl.Runtime(
            provider, max_retries=1, session_settings=rl.RetrySettings(max_retries=0)
        )
        with pytest.raises(rl.ExecError):
            await runtime.async_exec("hi")
        await client.close()
        assert server.requests == 1  # the SDK did not retry underneath
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        rl.AnthropicSDKProvider(anthropic.AsyncAnthropic(api_key=KEY, max_retries=0), model="c")
    with pytest.warns(rl.SDKRetriesWarning):
        rl.LiteLLMProvider("openai/m", num_retries=3)


async def test_a_closed_port_is_the_same_transport_error() -> None:
    """A connection refused through an SDK is retried as httpx's ConnectError, key unseen."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    client = openai.AsyncOpenAI(api_key=KEY, base_url=f"http://127.0.0.1:{port}/v1", max_retries=0)
    runtime = rl.Runtime(rl.OpenAISDKProvider(client, model="m"))
    with rl.testing.recorded_sleeps() as slept, pytest.raises(rl.ExecError) as info:
        await runtime.async_exec("hi")
    await client.close()
    assert info.value.reason == "exhausted" and len(slept) == 11
    assert "ConnectError" in str(info.value) and KEY not in str(info.value)


async def test_status_errors_keep_status_type_code_retry_after_and_request_id() -> None:
    """The message of an SDK status error carries the same structured facts."""
    async with FaultServer(["status:429:3"]) as server:
        client = openai.AsyncOpenAI(api_key=KEY, base_url=server.openai_url, max_retries=0)
        runtime = rl.Runtime(
            rl.OpenAISDKProvider(client, model="m"),
            max_retries=1,
            session_settings=rl.RetrySettings(max_retries=0),
        )
        with pytest.raises(rl.ExecError) as info:
            await runtime.async_exec("hi")
        await client.close()
    msg = info.value.message
    assert msg is not None
    assert (msg.http_status, msg.provider_error_code, msg.retry_after_s) == (
        429,
        "rate_limit_exceeded",
        3.0,
    )
    assert msg.request_id == server.history[0].request_id
    assert re.fullmatch(r"req_[0-9a-f]{32}", msg.request_id or "")


def test_wrong_arguments_are_refused_at_construction() -> None:
    """A client of the wrong SDK, n>1, or LiteLLM's own stream flag fail before any call."""
    with pytest.raises(TypeError, match="AsyncOpenAI"):
        rl.OpenAISDKProvider(anthropic.AsyncAnthropic(api_key=KEY), model="m")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="n=1"):
        rl.OpenAISDKProvider(
            openai.AsyncOpenAI(api_key=KEY, max_retries=0), model="m", extra_body={"n": 2}
        )
    with pytest.raises(TypeError, match="stream"):
        rl.LiteLLMProvider("openai/m", stream=False)
    provider = rl.OpenAISDKProvider(openai.AsyncOpenAI(api_key=KEY, max_retries=0), model="m")
    assert KEY not in repr(provider) and provider.redact_values == (KEY,)


async def test_finished_streams_leave_the_connection_for_the_next_call(
    adapter: tuple[Make, str],
) -> None:
    """After each complete answer the body is read to its end, so one connection serves all."""
    make, _ = adapter
    async with FaultServer([]) as server:
        provider = make(server)
        runtime = rl.Runtime(provider)
        for _ in range(3):
            assert await runtime.async_exec("hi") == server.text
        assert server.connections == 1  # kept alive in the client's pool, reused
        await _close(provider)
