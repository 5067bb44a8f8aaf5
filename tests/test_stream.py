"""Runtime.stream over the FaultServer: pieces, retry notices, restarts, cancellation."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import AsyncIterator, Iterator

import pytest

import retrylens as rl
from retrylens.testing import FaultServer, recorded_sleeps

from .telemetry_helpers import Captured, make_captured

APIS = ("openai", "anthropic")
WEATHER = rl.Tool(
    name="get_weather",
    parameters={
        "type": "object",
        "properties": {
            "city": {"type": "string", "examples": ["San Francisco, California"]},
            "days": {"type": "integer", "default": 3},
        },
    },
)


@pytest.fixture
def captured() -> Iterator[Captured]:
    """In-memory spans and a fresh registry."""
    yield from make_captured()


def _provider(api: str, server: FaultServer) -> rl.OpenAIChatProvider | rl.AnthropicProvider:
    """The own provider of ``api`` aimed at ``server``."""
    if api == "openai":
        return rl.OpenAIChatProvider(model="m", base_url=server.openai_url)
    return rl.AnthropicProvider(model="m", base_url=server.url)


async def _events(
    stream: rl.AnswerStream, into: list[rl.RuntimeStreamEvent] | None = None
) -> list[rl.RuntimeStreamEvent]:
    """Every event of ``stream``, in order (also appended to ``into``, if given)."""
    events = [] if into is None else into
    async for event in stream:
        events.append(event)
    return events


def _shown(events: list[rl.RuntimeStreamEvent]) -> str:
    """The text a consumer shows: pieces appended, cleared at each Restart."""
    text = ""
    for event in events:
        if isinstance(event, rl.Restart):
            text = ""
        elif isinstance(event, rl.TextDelta):
            text += event.text
    return text


def _kinds(events: list[rl.RuntimeStreamEvent]) -> list[str]:
    """The event types, with runs of pieces collapsed into one ``text``."""
    out: list[str] = []
    for event in events:
        kind = "text" if isinstance(event, rl.TextDelta) else event.type
        if not out or out[-1] != kind or kind != "text":
            out.append(kind)
    return out


@pytest.mark.parametrize("api", APIS)
async def test_an_answer_streams_piece_by_piece_then_whole(api: str) -> None:
    """The pieces arrive in order and the final message holds exactly their text."""
    async with FaultServer([], chunks=5) as server, _provider(api, server) as provider:
        runtime = rl.Runtime(provider)
        events = await _events(runtime.stream("hi"))
    pieces = [e for e in events if isinstance(e, rl.TextDelta)]
    assert len(pieces) == 5
    assert _kinds(events) == ["text", "final"]
    final = events[-1]
    assert isinstance(final, rl.FinalMessage)
    assert final.message.content == "".join(p.text for p in pieces) == server.text
    assert [m.content for m in runtime.messages] == ["hi", server.text]


@pytest.mark.parametrize("api", APIS)
async def test_a_drop_before_the_first_piece_is_retried_without_a_restart(api: str) -> None:
    """A stream cut before any text: one retry notice, no restart, then the whole answer."""
    async with FaultServer(["drop:0"], chunks=5) as server, _provider(api, server) as provider:
        with recorded_sleeps() as slept:
            events = await _events(rl.Runtime(provider).stream("hi"))
    assert _kinds(events) == ["retry", "text", "final"]
    notice = events[0]
    assert isinstance(notice, rl.RetryNotice)
    assert (notice.layer, notice.attempt, notice.delay_s) == ("session", 1, 2.0)
    assert notice.classification in ("retryable", "empty_error_message")
    assert notice.rule and notice.error
    assert _shown(events) == server.text
    assert slept == [2.0] and server.requests == 2


@pytest.mark.parametrize("api", APIS)
async def test_a_drop_after_output_restarts_then_gives_the_full_answer(api: str) -> None:
    """Pieces already read, then a cut: Restart (with their count), notice, whole answer."""
    async with FaultServer(["drop:3"], chunks=5) as server, _provider(api, server) as provider:
        runtime = rl.Runtime(provider)
        with recorded_sleeps():
            events = await _events(runtime.stream("hi"))
    assert _kinds(events) == ["text", "restart", "retry", "text", "final"]
    restart = next(e for e in events if isinstance(e, rl.Restart))
    assert (restart.layer, restart.attempt, restart.discarded) == ("session", 1, 3)
    assert _shown(events) == server.text
    # The failed partial answer is popped; the user's message stays, once.
    assert [m.content for m in runtime.messages] == ["hi", server.text]


@pytest.mark.parametrize("api", APIS)
async def test_fail_on_partial_stops_with_a_clear_error(api: str) -> None:
    """on_partial='fail': output shown, then a cut → ExecError(partial_output), no retry."""
    async with FaultServer(["drop:3"], chunks=5) as server, _provider(api, server) as provider:
        runtime = rl.Runtime(provider)
        events: list[rl.RuntimeStreamEvent] = []
        with recorded_sleeps() as slept, pytest.raises(rl.ExecError) as info:
            await _events(runtime.stream("hi", on_partial="fail"), events)
    assert info.value.reason == "partial_output"
    assert "on_partial='fail'" in str(info.value)
    assert _kinds(events) == ["text"]
    assert slept == [] and server.requests == 1
    assert runtime.messages == []  # nothing committed


@pytest.mark.parametrize("api", APIS)
async def test_fail_on_partial_still_retries_a_cut_before_any_output(api: str) -> None:
    """on_partial='fail' refuses only replays: a drop before any piece is retried."""
    async with FaultServer(["drop:0"], chunks=5) as server, _provider(api, server) as provider:
        with recorded_sleeps():
            events = await _events(rl.Runtime(provider).stream("hi", on_partial="fail"))
    assert _kinds(events) == ["retry", "text", "final"]


@pytest.mark.parametrize("api", APIS)
async def test_an_in_band_error_mid_stream_restarts(api: str) -> None:
    """An error event after some text: restart, a notice naming it, then the answer."""
    async with FaultServer(["sse_error"], chunks=5) as server, _provider(api, server) as provider:
        with recorded_sleeps():
            events = await _events(rl.Runtime(provider).stream("hi"))
    assert _kinds(events) == ["text", "restart", "retry", "text", "final"]
    notice = next(e for e in events if isinstance(e, rl.RetryNotice))
    assert notice.classification == "retryable"
    assert ("Overloaded" if api == "anthropic" else "server had an error") in notice.error
    assert _shown(events) == server.text


async def test_runtime_retries_show_their_layer() -> None:
    """When the session gives up, the runtime's retry is announced as layer 'runtime'."""
    script = ["drop:2", "status:503", "ok"]
    async with FaultServer(script, chunks=5) as server, _provider("openai", server) as provider:
        runtime = rl.Runtime(provider, session_settings=rl.RetrySettings(max_retries=1))
        with recorded_sleeps() as slept:
            events = await _events(runtime.stream("hi"))
    notices = [(e.layer, e.attempt) for e in events if isinstance(e, rl.RetryNotice)]
    assert notices == [("session", 1), ("runtime", 1)]
    assert [e.layer for e in events if isinstance(e, rl.Restart)] == ["session"]
    assert slept == [2.0, 1.5]
    assert _shown(events) == server.text


async def test_a_permanent_error_raises_from_the_loop() -> None:
    """A 401 is not retried: the stream raises ExecError(permanent) and yields nothing."""
    async with FaultServer(["status:401"]) as server, _provider("openai", server) as provider:
        with pytest.raises(rl.ExecError) as info:
            await _events(rl.Runtime(provider).stream("hi"))
    assert info.value.reason == "permanent" and server.requests == 1


class _BurstProvider:
    """Yields three pieces back to back (as parsed from one network read), noting each."""

    name = "burst"
    model = "m"

    def __init__(self) -> None:
        self.produced = 0

    async def stream(self, request: rl.ModelRequest) -> AsyncIterator[rl.StreamEvent]:
        for piece in ("a", "b", "c"):
            self.produced += 1
            yield rl.TextDelta(piece)
        yield rl.Done(rl.AssistantMessage(content="abc"))


async def test_the_first_piece_reaches_the_consumer_before_the_rest_is_parsed() -> None:
    """The first piece of a call is handed over at once, not after the whole burst."""
    provider = _BurstProvider()
    produced_at_first_piece = None
    events = []
    async for event in rl.Runtime(provider).stream("hi"):
        if produced_at_first_piece is None and isinstance(event, rl.TextDelta):
            produced_at_first_piece = provider.produced
        events.append(event)
    assert produced_at_first_piece == 1
    assert _shown(events) == "abc"
    assert isinstance(events[-1], rl.FinalMessage) and events[-1].message.content == "abc"


@pytest.mark.parametrize("api", APIS)
async def test_tool_call_pieces_join_into_the_final_call(api: str) -> None:
    """ToolCallDelta pieces carry id and name first, then arguments that join exactly."""
    async with FaultServer(["tool_call:2"]) as server, _provider(api, server) as provider:
        events = await _events(rl.Runtime(provider).stream("weather?", tools=[WEATHER]))
    final = events[-1]
    assert isinstance(final, rl.FinalMessage)
    assert final.message.stop_reason == "tool_use"
    calls = final.message.tool_calls
    assert len(calls) == 2
    for index, call in enumerate(calls):
        pieces = [e for e in events if isinstance(e, rl.ToolCallDelta) and e.index == index]
        assert (pieces[0].id, pieces[0].name) == (call.id, call.name)
        assert all(p.id is None and p.name is None for p in pieces[1:])
        assert len(pieces) > 3  # the arguments came in fragments
        assert "".join(p.arguments for p in pieces) == call.arguments_raw
        assert json.loads(call.arguments_raw) == {"city": "San Francisco, California", "days": 3}


async def test_a_refusal_is_the_final_message() -> None:
    """A refusal ends the stream as a FinalMessage with stop_reason='refusal' (as run())."""
    async with FaultServer(["refusal"]) as server, _provider("openai", server) as provider:
        events = await _events(rl.Runtime(provider).stream("bad"))
    final = events[-1]
    assert isinstance(final, rl.FinalMessage)
    assert final.message.stop_reason == "refusal" and final.message.refusal


async def test_a_deadline_mid_stream_ends_with_the_deadline_error() -> None:
    """A stream that stalls after output is cut at the exec's deadline: ExecError(deadline)."""
    async with FaultServer(["stall:2"], chunks=5) as server, _provider("openai", server) as p:
        events: list[rl.RuntimeStreamEvent] = []
        with pytest.raises(rl.ExecError) as info:
            await _events(rl.Runtime(p).stream("hi", timeout=0.3), events)
        assert await server.await_open_connections(0)
    assert info.value.reason == "deadline"
    assert _kinds(events) == ["text"]


@pytest.mark.parametrize("seed", range(8))
async def test_a_consumer_that_stops_early_cancels_the_call(seed: int, captured: Captured) -> None:
    """Break/aclose/with/task-cancel at a seeded point: no success, closed, counted."""
    rng = random.Random(seed)
    stop_after = rng.randrange(0, 4)
    how = ("aclose", "context", "cancel", "break")[seed % 4]
    async with (
        FaultServer([f"drop:{rng.randrange(1, 4)}"], chunks=6, chunk_delay=0.001) as server,
        _provider("openai", server) as provider,
    ):
        runtime = rl.Runtime(provider, telemetry=captured.telemetry)
        seen: list[rl.RuntimeStreamEvent] = []
        stopped = asyncio.Event()

        async def consume() -> None:
            if how == "break":  # nobody holds the stream: dropping it cancels the call
                async for event in runtime.stream("hi"):
                    seen.append(event)
                    if len(seen) > stop_after:
                        break
                return
            stream = runtime.stream("hi")
            if how == "context":
                async with stream:
                    async for event in stream:
                        seen.append(event)
                        if len(seen) > stop_after:
                            break
                return
            async for event in stream:
                seen.append(event)
                if len(seen) > stop_after:
                    if how == "aclose":
                        await stream.aclose()
                        return
                    stopped.set()
                    await asyncio.Event().wait()  # until cancelled

        with recorded_sleeps():
            task = asyncio.ensure_future(consume())
            if how == "cancel":
                await stopped.wait()
                task.cancel()
                with pytest.raises(asyncio.CancelledError):
                    await task
            else:
                await task
        assert await server.await_open_connections(0)
    assert not any(isinstance(e, rl.FinalMessage) for e in seen)
    assert runtime.messages == []
    assert captured.value("retrylens_exec_total", outcome="cancelled") == 1
    assert captured.value("retrylens_exec_total", outcome="success") == 0
    calls = sum(
        captured.value("retrylens_model_calls_total", provider="openai", result=r)
        for r in ("ok", "error_event", "http_error", "transport_error", "cancelled")
    )
    assert calls == server.requests


def test_sync_iteration_streams_through_the_portal() -> None:
    """``for event in runtime.stream(...)`` works from sync code, retries included."""
    script = ["drop:2", "ok", "stall:1"]
    with FaultServer(script, chunks=4) as server, _provider("openai", server) as provider:
        runtime = rl.Runtime(provider)
        with recorded_sleeps():
            events = list(runtime.stream("hi"))
        assert _kinds(events) == ["text", "restart", "retry", "text", "final"]
        assert _shown(events) == server.text
        with runtime.stream("again") as stream:  # this answer stalls after one piece
            first = next(stream)  # next() alone, without iter(): the sync way too
            assert isinstance(first, rl.TextDelta)
        assert server.wait_open_connections(0)  # leaving `with` closed the stalled call
    assert [m.content for m in runtime.messages] == ["hi", server.text]


def test_an_unknown_on_partial_is_refused_at_once() -> None:
    """on_partial other than 'restart'/'fail' is a ValueError before anything is sent."""
    runtime = rl.Runtime(rl.testing.ScriptedProvider(["x"]))
    with pytest.raises(ValueError, match="on_partial"):
        runtime.stream("hi", on_partial="replay")  # type: ignore[arg-type]


async def test_one_stream_is_iterated_one_way() -> None:
    """Mixing ``async for`` and ``for`` on one stream is a TypeError."""
    stream = rl.Runtime(rl.testing.ScriptedProvider(["x"])).stream("hi")
    assert [e.type async for e in stream] == ["text_delta", "final"]
    with pytest.raises(TypeError, match="either"):
        iter(stream)


async def test_conversations_stream_their_own_history() -> None:
    """Two users streaming on one runtime: each history holds only its own exchange."""
    async with FaultServer([], chunks=3) as server, _provider("openai", server) as provider:
        runtime = rl.Runtime(provider)
        alice, bob = runtime.conversation(), runtime.conversation()
        await asyncio.gather(_events(alice.stream("alice here")), _events(bob.stream("bob here")))
    assert [m.content for m in alice.messages] == ["alice here", server.text]
    assert [m.content for m in bob.messages] == ["bob here", server.text]
    sent = [[m["content"] for m in r.body["messages"]] for r in server.history]
    assert sorted(sent) == [["alice here"], ["bob here"]]


async def test_stream_telemetry_counts_pieces_restarts_and_first_token(
    captured: Captured,
) -> None:
    """Chunks, bytes, restarts by layer and the exec's first-token time reach metrics/spans."""
    async with FaultServer(["drop:2"], chunks=4) as server, _provider("openai", server) as p:
        runtime = rl.Runtime(p, telemetry=captured.telemetry)
        with recorded_sleeps():
            events = await _events(runtime.stream("hi"))
    pieces = [e for e in events if isinstance(e, rl.TextDelta)]
    assert len(pieces) == 6  # 2 of the cut call + 4
    v = captured.value
    assert v("retrylens_stream_chunks_total", provider="openai") == 6
    assert v("retrylens_stream_bytes_total", provider="openai") == sum(
        len(p.text.encode()) for p in pieces
    )
    assert v("retrylens_stream_restarts_total", layer="session") == 1
    assert v("retrylens_stream_restarts_total", layer="runtime") == 0
    assert v("retrylens_exec_time_to_first_token_seconds_count", provider="openai") == 1
    (span,) = captured.spans("retrylens.exec")
    attrs = span.attributes or {}
    assert attrs["retrylens.stream.chunks"] == 6
    assert attrs["retrylens.stream.restarts"] == 1
    assert 0 < float(attrs["retrylens.stream.time_to_first_token_s"]) < 60  # type: ignore[arg-type]
    (restart,) = [e for e in span.events if e.name == "retrylens.stream.restart"]
    assert (restart.attributes or {})["retrylens.stream.discarded_chunks"] == 2
