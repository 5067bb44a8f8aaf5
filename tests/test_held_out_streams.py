"""Held-out recorded streams (tests/data/streams/holdout) decode to what their sources say.

These 24 real recordings were gathered after the decoders were written, with an expected
result taken from each source's own assertions or read by hand (``expect`` and
``expect_source`` in their SOURCES.json), never from this project's output. First scored
before any change: 19 of 24 intact; the five misses were two decoding gaps (a gateway's
cache-write count, server-run tools reported as the caller's tool calls), since fixed.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import retrylens as rl

from .stream_replay import STREAMS, ReplayServer

HELD_OUT = STREAMS / "holdout"
ENTRIES: list[dict[str, Any]] = json.loads((HELD_OUT / "SOURCES.json").read_text("utf-8"))


def _replay(entry: dict[str, Any], sdk: bool) -> rl.AssistantMessage | rl.ExecError:
    """One recording through the own provider (or the official SDK's adapter), one call."""
    body = (HELD_OUT / entry["file"]).read_bytes()
    with ReplayServer(body).running() as server, rl.testing.recorded_sleeps():
        provider: Any
        if sdk:
            import anthropic
            import openai

            if entry["api"] == "openai":
                client: Any = openai.AsyncOpenAI(
                    api_key="sk-replay", base_url=server.url + "/v1", max_retries=0
                )
                provider = rl.OpenAISDKProvider(client, model="m")
            else:
                client = anthropic.AsyncAnthropic(
                    api_key="sk-replay", base_url=server.url, max_retries=0
                )
                provider = rl.AnthropicSDKProvider(client, model="m")
        elif entry["api"] == "openai":
            provider = rl.OpenAIChatProvider(model="m", base_url=server.url)
        else:
            provider = rl.AnthropicProvider(model="m", base_url=server.url)
        runtime = rl.Runtime(
            provider, max_retries=1, session_settings=rl.RetrySettings(max_retries=0)
        )
        try:
            return runtime.run("hi")
        except rl.ExecError as exc:
            return exc
        finally:
            if sdk:
                rl._portal.portal.run(client.close())
            else:
                provider.close()


def _differences(entry: dict[str, Any], got: rl.AssistantMessage | rl.ExecError) -> list[str]:
    """What ``got`` says differently from the recording's expectation."""
    want = entry["expect"]
    if isinstance(got, rl.ExecError):
        return [] if want["stop_reason"] == "error" else [f"failed: {got.reason}"]
    if want["stop_reason"] == "error":
        return [f"expected an error, got stop_reason={got.stop_reason}"]
    out = [
        f"{key}: {getattr(got, key)!r} != {want[key]!r}"
        for key in ("stop_reason", "raw_stop_reason", "refusal", "response_id")
        if getattr(got, key) != want[key]
    ]
    if got.content != want["text"]:
        out.append(f"text differs ({len(got.content)} vs {len(want['text'])} characters)")
    calls = [{"id": c.id, "name": c.name, "arguments": c.arguments} for c in got.tool_calls]
    if calls != want["tool_calls"]:
        out.append(f"tool calls: {calls!r} != {want['tool_calls']!r}")
    for key, value in (want["usage"] or {}).items():
        have = getattr(got.usage, key, None) if got.usage is not None else None
        if have != value:
            out.append(f"usage.{key}: {have!r} != {value!r}")
    if bool(got.reasoning) != want["reasoning"]:
        out.append(f"reasoning present: {bool(got.reasoning)} != {want['reasoning']}")
    return out


def test_every_held_out_recording_has_a_pinned_source_and_an_expectation() -> None:
    """Each file is listed once, with a commit-pinned source and an independent expectation."""
    assert {e["file"] for e in ENTRIES} == {p.name for p in HELD_OUT.glob("*.sse")}
    assert len(ENTRIES) >= 20
    for e in ENTRIES:
        repo, _, rest = e["source"].partition("@")
        assert "/" in repo and len(rest.split(":", 1)[0]) == 40, e["source"]
        assert e["expect_source"] and set(e["expect"]) >= {"stop_reason", "text", "tool_calls"}
    assert {e["api"] for e in ENTRIES} == {"openai", "anthropic"}


@pytest.mark.parametrize("sdk", [False, True], ids=["own", "sdk"])
@pytest.mark.parametrize("entry", ENTRIES, ids=[e["file"] for e in ENTRIES])
def test_held_out_recordings_arrive_intact(entry: dict[str, Any], sdk: bool) -> None:
    """Text, tool calls, stop reasons, usage, ids and reasoning are what the source says."""
    assert _differences(entry, _replay(entry, sdk)) == []


def test_server_run_tools_are_kept_apart_from_the_callers() -> None:
    """Anthropic's server tools (web search, code execution) are kept, never to be run again."""
    (entry,) = [e for e in ENTRIES if e["file"] == "anthropic_server_tool_use_1.sse"]
    msg = _replay(entry, sdk=False)
    assert isinstance(msg, rl.AssistantMessage)
    assert msg.tool_calls == () and msg.stop_reason == "stop"
    assert [c.name for c in msg.server_tool_calls] == ["web_search"]
    assert msg.server_tool_calls[0].arguments == {"query": "Tokyo population 2026 current"}
