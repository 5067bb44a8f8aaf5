"""Every cut stream is counted as a stream drop, by kind, under every policy."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterator

import pytest

import retrylens as rl
from retrylens.testing import FaultServer, ScriptedProvider

from .telemetry_helpers import Captured, make_captured

KINDS = ("empty_error_message", "transport", "incomplete")


@pytest.fixture
def captured() -> Iterator[Captured]:
    """In-memory spans and a fresh registry."""
    yield from make_captured()


def _drops(captured: Captured, provider: str) -> dict[str, float]:
    return {
        k: captured.value("retrylens_stream_drops_total", provider=provider, kind=k) for k in KINDS
    }


def _span_drops(captured: Captured) -> list[str]:
    return [
        str((s.attributes or {}).get("retrylens.stream_drop"))
        for s in captured.spans("retrylens.session.attempt")
        if (s.attributes or {}).get("retrylens.stream_drop")
    ]


@pytest.mark.parametrize("policy", ["seed", "single_owner", "coordinated"])
def test_drops_and_resets_equal_what_the_server_cut(captured: Captured, policy: str) -> None:
    """Mid-body drops, resets and empty error events over sockets: counted one for one."""
    faults = ["drop", "reset", "sse_error_empty", "ok"] * 10
    with (
        FaultServer(faults, chunks=6) as server,
        rl.OpenAIChatProvider(model="m", base_url=server.openai_url) as provider,
        rl.testing.recorded_sleeps(),
    ):
        runtime = rl.Runtime(provider, policy=policy, telemetry=captured.telemetry)
        for i in range(10):
            with contextlib.suppress(rl.ExecError):
                runtime.exec(f"q{i}")
    cut = server.counts["drop"] + server.counts["reset"]
    assert cut > 0
    assert _drops(captured, "openai") == {
        "empty_error_message": server.counts["sse_error_empty"],
        "transport": cut,
        "incomplete": 0,
    }
    spans = _span_drops(captured)
    assert spans.count("transport") == cut
    assert spans.count("empty_error_message") == server.counts["sse_error_empty"]


def test_a_stream_that_ends_without_its_final_event_is_incomplete(captured: Captured) -> None:
    """A provider stream that stops after text, with no Done/ErrorEvent, is kind=incomplete."""

    class Truncating(ScriptedProvider):
        async def stream(self, request: rl.ModelRequest) -> AsyncIterator[rl.StreamEvent]:
            self.calls += 1
            yield rl.TextDelta("half an ans")

    provider = Truncating([], name="truncating")
    session = rl.AgentSession(provider, telemetry=captured.telemetry)
    with rl.testing.recorded_sleeps():
        msg = asyncio.run(session.run("q"))
    assert msg.stop_reason == "error"
    assert _drops(captured, "truncating")["incomplete"] == provider.calls == 4
    assert _span_drops(captured) == ["incomplete"] * 4


def test_errors_before_the_response_are_not_drops(captured: Captured) -> None:
    """An HTTP error status or a refused connection is a failed call, not a cut stream."""
    with (
        FaultServer(["status:503", "status:503", "ok"]) as server,
        rl.OpenAIChatProvider(model="m", base_url=server.openai_url) as provider,
        rl.testing.recorded_sleeps(),
    ):
        rl.Runtime(provider, telemetry=captured.telemetry).exec("q")
    assert _drops(captured, "openai") == dict.fromkeys(KINDS, 0)
    assert _span_drops(captured) == []
