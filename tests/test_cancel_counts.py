"""Under cancellation, CLIENT spans and model-call counts are exactly the requests sent."""

from __future__ import annotations

import asyncio
import random
import signal
import socket
import threading
from collections.abc import Iterator
from typing import Any

import pytest

import retrylens as rl
from retrylens.testing import FaultServer

from .clocks import next_iteration
from .interrupts import ctrl_c_raises
from .telemetry_helpers import Captured, make_captured

RESULTS = ("ok", "error_event", "http_error", "transport_error", "cancelled")


@pytest.fixture
def captured() -> Iterator[Captured]:
    """In-memory spans and a fresh registry."""
    yield from make_captured()


def _last_user(body: dict[str, Any]) -> str:
    users = [m["content"] for m in body.get("messages", []) if m.get("role") == "user"]
    return users[-1] if users else ""


def _hold_or_ok(index: int, api: str, body: dict[str, Any]) -> str:
    """Prompts that start with "hold" stall mid-answer; the others are answered."""
    return "stall" if _last_user(body).startswith("hold") else "ok"


def _model_calls(captured: Captured) -> dict[str, float]:
    return {
        r: captured.value("retrylens_model_calls_total", provider="openai", result=r)
        for r in RESULTS
    }


async def _yield_loop(times: int) -> None:
    for _ in range(times):
        await next_iteration()


async def test_queued_calls_cancelled_before_sending_leave_no_trace(captured: Captured) -> None:
    """Calls cancelled while waiting for a slot: no span, no count; sent ones count once."""
    async with (
        FaultServer(_hold_or_ok, chunks=6) as server,
        rl.OpenAIChatProvider(model="m", base_url=server.openai_url, max_concurrency=4) as p,
    ):

        def run(prompt: str) -> asyncio.Task[rl.AssistantMessage]:
            session = rl.AgentSession(p, telemetry=captured.telemetry)
            return asyncio.ensure_future(session.run(prompt))

        holding = [run(f"hold {i}") for i in range(4)]
        assert await server.await_requests(4)
        queued = [run(f"queued {i}") for i in range(8)]
        await _yield_loop(50)  # every queued call is now waiting for one of the 4 slots
        for task in holding + queued:
            task.cancel()
        results = await asyncio.gather(*holding, *queued, return_exceptions=True)
        assert all(isinstance(r, asyncio.CancelledError) for r in results)
        answered = [await run(f"answer {i}") for i in range(3)]
        assert all(m.stop_reason == "stop" for m in answered)
    assert server.requests == 7
    assert len(captured.spans("chat")) == 7
    assert _model_calls(captured) == {
        "ok": 3,
        "error_event": 0,
        "http_error": 0,
        "transport_error": 0,
        "cancelled": 4,
    }
    error_types = [(s.attributes or {}).get("error.type") for s in captured.spans("chat")]
    assert error_types.count("CancelledError") == 4


async def test_a_refused_connection_still_counts_as_a_failed_call(captured: Captured) -> None:
    """A call that fails before sending (nothing listens) is a transport_error span and count."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed again: nothing listens there
    async with rl.OpenAIChatProvider(model="m", base_url=f"http://127.0.0.1:{port}/v1") as p:
        once = rl.RetrySettings(max_retries=0)
        msg = await rl.AgentSession(p, telemetry=captured.telemetry, settings=once).run("hi")
    assert msg.stop_reason == "error"
    assert _model_calls(captured)["transport_error"] == 1
    assert len(captured.spans("chat")) == 1


async def test_seeded_random_cancels_keep_spans_counts_and_server_equal(
    captured: Captured,
) -> None:
    """300 calls, 150 cancelled after a seeded number of loop turns: every count agrees."""
    rng = random.Random(2026)
    victims = {i: rng.randrange(0, 80) for i in rng.sample(range(300), 150)}
    async with (
        FaultServer(chunks=8) as server,
        rl.OpenAIChatProvider(model="m", base_url=server.openai_url, max_concurrency=8) as p,
    ):
        tasks = []
        for i in range(300):
            session = rl.AgentSession(p, telemetry=captured.telemetry)
            tasks.append(asyncio.ensure_future(session.run(f"prompt {i}")))

        async def cancel_later(task: asyncio.Task[rl.AssistantMessage], turns: int) -> None:
            await _yield_loop(turns)
            task.cancel()

        cancellers = [asyncio.ensure_future(cancel_later(tasks[i], k)) for i, k in victims.items()]
        results = await asyncio.gather(*tasks, return_exceptions=True)
        await asyncio.gather(*cancellers)
    answered = sum(isinstance(r, rl.AssistantMessage) for r in results)
    cancelled = sum(isinstance(r, asyncio.CancelledError) for r in results)
    assert answered + cancelled == 300
    assert all(r.stop_reason == "stop" for r in results if isinstance(r, rl.AssistantMessage))
    counts = _model_calls(captured)
    assert counts["ok"] == answered
    assert sum(counts.values()) == server.requests == len(captured.spans("chat"))
    assert counts["cancelled"] == server.requests - answered


def test_ctrl_c_during_a_sync_exec_stops_the_call_and_closes_its_connection(
    captured: Captured,
) -> None:
    """A real SIGINT while exec streams: KeyboardInterrupt, no answer, no history, closed."""
    with (
        FaultServer(["stall"], chunks=6) as server,
        rl.OpenAIChatProvider(model="m", base_url=server.openai_url) as provider,
    ):
        runtime = rl.Runtime(provider, telemetry=captured.telemetry)

        def interrupt_once_sent() -> None:
            assert server.wait_requests(1, timeout=10)
            signal.pthread_kill(threading.main_thread().ident or 0, signal.SIGINT)

        threading.Thread(target=interrupt_once_sent, daemon=True).start()
        with ctrl_c_raises(), pytest.raises(KeyboardInterrupt):
            runtime.exec("stream to me")
        assert server.wait_open_connections(0, timeout=10)
    assert runtime.messages == []
    assert server.requests == 1
    assert captured.value("retrylens_exec_total", outcome="cancelled") == 1
    assert _model_calls(captured)["cancelled"] == 1
    assert len(captured.spans("chat")) == 1
