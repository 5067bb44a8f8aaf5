"""The session layer (SPEC §3): automatic retry, backoff, history hygiene, compaction."""

from __future__ import annotations

import asyncio

import httpx
import pytest

import retrylens as rl
from retrylens.testing import Raise, ScriptedProvider, error_event

DROP = error_event("")  # a stream cut before any error body arrived


def _user_texts(request: rl.ModelRequest) -> list[str]:
    return [m.text for m in request.messages if isinstance(m, rl.UserMessage)]


async def test_empty_error_message_retried_with_2_4_8_backoff(slept: list[float]) -> None:
    """Empty error texts are retried; backoff is 2, 4, 8 s; at most 4 calls per run."""
    provider = ScriptedProvider([DROP, DROP, DROP, DROP])
    msg = await rl.AgentSession(provider).run("hi")
    assert msg.stop_reason == "error"
    assert provider.calls == 4
    assert slept == [2.0, 4.0, 8.0]


async def test_recovers_after_transient_errors(slept: list[float]) -> None:
    """A transient failure followed by success returns the success."""
    provider = ScriptedProvider([error_event("Error code: 503 - unavailable"), DROP, "done"])
    session = rl.AgentSession(provider)
    msg = await session.run("hi")
    assert msg.content == "done"
    assert slept == [2.0, 4.0]
    assert session.model_calls == 3


async def test_failed_message_popped_and_user_message_kept(slept: list[float]) -> None:
    """Before a retry only the failed assistant message leaves history; the prompt stays."""
    earlier: list[rl.Message] = [
        rl.UserMessage(content="before"),
        rl.AssistantMessage(content="earlier answer"),
    ]
    provider = ScriptedProvider([DROP, httpx.ReadError(""), "final"])
    session = rl.AgentSession(provider, messages=earlier)
    await session.run("question")
    for request in provider.requests:
        assert list(request.messages) == [*earlier, rl.UserMessage(content="question")]
    assert session.messages == [
        *earlier,
        rl.UserMessage(content="question"),
        rl.AssistantMessage(content="final", model="scripted-model"),
    ]


async def test_final_failure_stays_in_history(slept: list[float]) -> None:
    """When retries run out, the last failure is the last message; the prompt is kept."""
    provider = ScriptedProvider([DROP] * 4)
    session = rl.AgentSession(provider)
    await session.run("q")
    assert [m.role for m in session.messages] == ["user", "assistant"]


async def test_not_retryable_error_returns_at_once(slept: list[float]) -> None:
    """A non-matching error text ends the run after one call, without sleeping."""
    provider = ScriptedProvider([error_event("Error code: 400 - invalid request")])
    msg = await rl.AgentSession(provider).run("q")
    assert (provider.calls, slept, msg.error_message) == (
        1,
        [],
        "Error code: 400 - invalid request",
    )


async def test_programming_error_not_retried(slept: list[float]) -> None:
    """A TypeError whose text says 'timeout' is not read as a timeout."""
    exc = TypeError("post() got an unexpected keyword argument 'timeout'")
    provider = ScriptedProvider([exc])
    msg = await rl.AgentSession(provider).run("q")
    assert provider.calls == 1 and slept == []
    assert msg.exception is exc


async def test_disabled_settings_make_one_call(slept: list[float]) -> None:
    """enabled=False turns the session's retry off."""
    provider = ScriptedProvider([DROP])
    await rl.AgentSession(provider, settings=rl.RetrySettings(enabled=False)).run("q")
    assert provider.calls == 1 and slept == []


async def test_custom_settings(slept: list[float]) -> None:
    """max_retries and base_delay_ms shape the schedule."""
    provider = ScriptedProvider([DROP] * 3)
    await rl.AgentSession(
        provider, settings=rl.RetrySettings(max_retries=2, base_delay_ms=100)
    ).run("q")
    assert provider.calls == 3
    assert slept == [0.1, 0.2]


OVERFLOW = error_event("Error code: 400 - prompt is too long: 210000 tokens > 200000 maximum")


async def test_context_overflow_not_retried_without_compact(slept: list[float]) -> None:
    """Overflow ends the run at once when no compact hook is given."""
    provider = ScriptedProvider([OVERFLOW])
    session = rl.AgentSession(provider)
    msg = await session.run("q")
    assert provider.calls == 1 and slept == []
    assert session.last_verdict is not None
    assert session.last_verdict.kind == "context_overflow"
    assert msg.stop_reason == "error"


async def test_compact_hook_runs_once_and_retries_at_once(slept: list[float]) -> None:
    """On overflow the session compacts once and retries at once, uncounted."""
    seen: list[list[rl.Message]] = []

    def compact(history: list[rl.Message]) -> list[rl.Message]:
        seen.append(history)
        return [rl.UserMessage(content="summary"), history[-1]]

    provider = ScriptedProvider([OVERFLOW, DROP, DROP, DROP, "ok"])
    earlier: list[rl.Message] = [
        rl.UserMessage(content="old"),
        rl.AssistantMessage(content="old answer"),
    ]
    session = rl.AgentSession(provider, messages=earlier, compact=compact)
    msg = await session.run("q")
    assert msg.content == "ok"
    assert len(seen) == 1
    assert seen[0] == [*earlier, rl.UserMessage(content="q")]  # the overflow message is not passed
    assert _user_texts(provider.requests[1]) == ["summary", "q"]
    assert slept == [2.0, 4.0, 8.0]  # compaction took no sleep and no retry from the budget
    assert provider.calls == 5


async def test_compact_hook_only_once(slept: list[float]) -> None:
    """A second overflow after compaction ends the run."""
    calls = 0

    async def compact(history: list[rl.Message]) -> list[rl.Message]:
        nonlocal calls
        calls += 1
        return history[-1:]

    provider = ScriptedProvider([OVERFLOW, OVERFLOW])
    session = rl.AgentSession(provider, compact=compact)
    msg = await session.run("q")
    assert calls == 1 and provider.calls == 2
    assert rl.is_context_overflow(msg)


async def test_compact_returning_garbage_is_a_type_error(slept: list[float]) -> None:
    """A compact hook returning a non-list raises TypeError, and history keeps the overflow."""
    session = rl.AgentSession(ScriptedProvider([OVERFLOW]), compact=lambda h: "oops")  # type: ignore[arg-type, return-value]
    with pytest.raises(TypeError, match="compact"):
        await session.run("q")
    assert [m.role for m in session.messages] == ["user", "assistant"]


@pytest.mark.parametrize("exc", [asyncio.CancelledError(), KeyboardInterrupt()])
async def test_interrupt_from_provider_propagates(slept: list[float], exc: BaseException) -> None:
    """Cancellation or Ctrl-C during a retried call propagates; no stale message is returned."""
    provider = ScriptedProvider([DROP, Raise(exc)])
    session = rl.AgentSession(provider)
    with pytest.raises(type(exc)):
        await session.run("q")
    assert session.messages == [rl.UserMessage(content="q")]


@pytest.mark.parametrize("exc", [asyncio.CancelledError, KeyboardInterrupt])
async def test_interrupt_during_backoff_propagates(exc: type[BaseException]) -> None:
    """Cancellation or Ctrl-C in the backoff sleep propagates; history keeps the prompt only."""

    def interrupt(seconds: float) -> None:
        raise exc()

    provider = ScriptedProvider([DROP, "never"])
    session = rl.AgentSession(provider)
    with rl.testing.recorded_sleeps(on_sleep=interrupt), pytest.raises(exc):
        await session.run("q")
    assert provider.calls == 1
    assert session.messages == [rl.UserMessage(content="q")]


async def test_cancellation_during_backoff_sleep() -> None:
    """Cancelling a session that is in the middle of its backoff raises CancelledError."""
    sleeping = asyncio.Event()
    provider = ScriptedProvider([DROP, "never"])
    session = rl.AgentSession(provider)
    with rl.testing.recorded_sleeps(on_sleep=lambda s: sleeping.set(), hold=True) as slept:
        task = asyncio.ensure_future(session.run("q"))
        await sleeping.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
    assert slept == [2.0]
    assert provider.calls == 1
    assert session.messages == [rl.UserMessage(content="q")]


async def test_run_without_prompt_resends_history(slept: list[float]) -> None:
    """run() with no prompt calls the model on the existing history without appending."""
    provider = ScriptedProvider(["a"])
    session = rl.AgentSession(provider, messages=[rl.UserMessage(content="x")])
    await session.run()
    assert _user_texts(provider.requests[0]) == ["x"]
