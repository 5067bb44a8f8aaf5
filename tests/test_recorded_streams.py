"""Recorded real streams (tests/data/streams, sources in SOURCES.json) arrive intact."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

import pytest

import retrylens as rl

from .stream_replay import STREAMS, ReplayServer, recorded

SOURCES = json.loads((STREAMS / "SOURCES.json").read_text(encoding="utf-8"))


def _files(*shapes: str) -> list[str]:
    """Recordings of one of ``shapes`` or a variant of it (``compat_*``, ``*_parallel``)."""
    return [
        s["file"]
        for s in SOURCES
        if any(s["shape"] == x or x in s["shape"].split("_", 1)[-1] for x in shapes)
        or any(s["shape"].startswith(x) for x in shapes)
    ]


def _run(name: str) -> rl.AssistantMessage | rl.ExecError:
    """Replay one recording through the provider of its API, one attempt, no retries."""
    api = name.split("_", 1)[0]
    with ReplayServer(recorded(name)).running() as server, rl.testing.recorded_sleeps():
        provider: rl.OpenAIChatProvider | rl.AnthropicProvider = (
            rl.OpenAIChatProvider(model="m", base_url=server.url)
            if api == "openai"
            else rl.AnthropicProvider(model="m", base_url=server.url)
        )
        try:
            return rl.Runtime(
                provider, max_retries=1, session_settings=rl.RetrySettings(max_retries=0)
            ).run("hi")
        except rl.ExecError as exc:
            return exc
        finally:
            provider.close()


def test_every_recording_has_a_source() -> None:
    """Each file in the directory is listed with a public source, and each listing exists."""
    listed = {s["file"] for s in SOURCES}
    assert listed == {p.name for p in STREAMS.glob("*.sse")}
    assert all(s["source"] and s["api"] in ("openai", "anthropic") for s in SOURCES)


@pytest.mark.parametrize("name", _files("tool_calls", "tool_use"))
def test_tool_calls_arrive_whole(name: str) -> None:
    """Every tool call keeps its id, name and arguments (parsed JSON); the stop says tool_use."""
    msg = _run(name)
    assert isinstance(msg, rl.AssistantMessage), msg
    assert msg.stop_reason == "tool_use", (msg.stop_reason, msg.raw_stop_reason)
    assert msg.tool_calls
    for call in msg.tool_calls:
        assert call.id and call.name
        assert call.arguments is not None, call.arguments_raw
    with pytest.raises(rl.UnfinishedAnswerError) as info:
        rl._runtime._text(msg)
    assert info.value.message is msg


@pytest.mark.parametrize("name", _files("refusal"))
def test_refusals_are_refusals(name: str) -> None:
    """run() returns a refusal as stop_reason='refusal' with what the model said, never as text."""
    msg = _run(name)
    assert isinstance(msg, rl.AssistantMessage), msg
    assert msg.stop_reason == "refusal"
    assert msg.refusal or msg.content or msg.raw_stop_reason, msg


@pytest.mark.parametrize("name", _files("finish_length", "max_tokens"))
def test_length_endings_are_visible(name: str) -> None:
    """A cut at the token limit is stop_reason='length'; the str API raises, text kept."""
    msg = _run(name)
    assert isinstance(msg, rl.AssistantMessage), msg
    assert msg.stop_reason == "length"
    with pytest.raises(rl.UnfinishedAnswerError):
        rl._runtime._text(msg)


@pytest.mark.parametrize("name", _files("n_choices"))
def test_several_choices_are_never_merged(name: str) -> None:
    """A stream with n>1 choices fails clearly instead of merging them into one answer."""
    result = _run(name)
    assert isinstance(result, rl.ExecError)
    assert "n=1" in str(result)


@pytest.mark.parametrize("name", _files("usage_cached_tokens", "cache_usage"))
def test_cache_usage_is_counted(name: str) -> None:
    """Prompt-cache token counts are kept in Usage."""
    msg = _run(name)
    assert isinstance(msg, rl.AssistantMessage), msg
    assert msg.usage is not None
    cached = [msg.usage.cache_read_tokens, msg.usage.cache_creation_tokens]
    assert any(isinstance(v, int) for v in cached), msg.usage


@pytest.mark.parametrize("name", _files("thinking"))
def test_thinking_is_kept_with_its_signature(name: str) -> None:
    """Thinking text and its signature are on the message, beside the text or tool calls."""
    msg = _run(name)
    assert isinstance(msg, rl.AssistantMessage), msg
    assert msg.reasoning and msg.reasoning_signature


def _sdk_provider(api: str, url: str) -> rl.Provider:
    """The official SDK adapter of ``api``, its client pointed at ``url``, retries off."""
    import anthropic
    import openai

    if api == "openai":
        client = openai.AsyncOpenAI(api_key="sk-replay", base_url=url + "/v1", max_retries=0)
        return rl.OpenAISDKProvider(client, model="m")
    return rl.AnthropicSDKProvider(
        anthropic.AsyncAnthropic(api_key="sk-replay", base_url=url, max_retries=0), model="m"
    )


def _outcome(result: rl.AssistantMessage | rl.ExecError) -> tuple[str, object]:
    """What a replay gave, comparable: the message's whole dump, or the error's reason."""
    if isinstance(result, rl.ExecError):
        return "error", result.reason
    return "message", result.model_dump()


async def _through(name: str, make: Callable[[str], rl.Provider]) -> tuple[object, object]:
    """Replay ``name`` through the own provider and through ``make(server_url)``."""
    expected = await asyncio.to_thread(_run, name)
    with ReplayServer(recorded(name)).running() as server, rl.testing.recorded_sleeps():
        provider = make(server.url)
        runtime = rl.Runtime(
            provider, max_retries=1, session_settings=rl.RetrySettings(max_retries=0)
        )
        try:
            got: rl.AssistantMessage | rl.ExecError = await runtime.async_run("hi")
        except rl.ExecError as exc:
            got = exc
        finally:
            client = getattr(provider, "client", None)
            if client is not None:
                await client.close()
    return _outcome(expected), _outcome(got)


@pytest.mark.parametrize("name", sorted(s["file"] for s in SOURCES))
async def test_sdk_adapters_read_every_recording_as_the_own_providers(name: str) -> None:
    """Through the official SDK client, each recording gives the same message or error."""
    api = name.split("_", 1)[0]
    own, sdk = await _through(name, lambda url: _sdk_provider(api, url))
    assert sdk == own


@pytest.mark.filterwarnings("ignore:Pydantic serializer warnings:UserWarning")
@pytest.mark.parametrize("name", sorted(s["file"] for s in SOURCES if s["api"] == "openai"))
async def test_litellm_reads_every_openai_recording_as_the_own_provider(name: str) -> None:
    """Through litellm.acompletion, each OpenAI-shaped recording gives the same result.

    LiteLLM drops refusal deltas and renames the model; the adapter reads both from the raw
    chunks, so refusals and the server's model come through. (LiteLLM itself warns about a
    usage field it does not know, OpenRouter's ``cost`` object.)
    """
    own, litellm = await _through(
        name, lambda url: rl.LiteLLMProvider("openai/m", api_base=url + "/v1", api_key="sk-r")
    )
    assert litellm == own
