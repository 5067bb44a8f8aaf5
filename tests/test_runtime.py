"""The runtime layer (SPEC §4, §5): the outer loop, its errors, and the multiplication."""

from __future__ import annotations

import asyncio
import contextvars
import threading

import httpx
import pytest

import retrylens as rl
from retrylens.testing import Raise, ScriptedProvider, error_event

from .texts import UNKNOWN_ERROR

DROP = error_event("")
OVERFLOW = error_event(
    "This model's maximum context length is 8192 tokens. However, you requested 9000 tokens."
)


def test_exec_returns_text_and_commits_history(slept: list[float]) -> None:
    """A successful exec returns the answer and appends prompt and answer to history."""
    rt = rl.Runtime(ScriptedProvider(["one", "two"]))
    assert rt.exec("q1") == "one"
    assert rt.exec("q2") == "two"
    assert [m.content for m in rt.messages] == ["q1", "one", "q2", "two"]


def test_keep_history_false_keeps_execs_independent(slept: list[float]) -> None:
    """With keep_history=False every exec starts from the constructor's messages."""
    provider = ScriptedProvider(["one", "two"])
    rt = rl.Runtime(provider, keep_history=False, messages=[rl.UserMessage(content="sys")])
    rt.exec("a")
    rt.exec("b")
    assert [m.content for m in provider.requests[1].messages] == ["sys", "b"]


def test_worst_case_12_calls_46_5_seconds(slept: list[float]) -> None:
    """With defaults, an always-dropping stream costs 12 calls and 46.5 s of backoff (SPEC §5)."""
    provider = ScriptedProvider([DROP], cycle=True)
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider).exec("q")
    assert provider.calls == 12
    assert slept == [2, 4, 8, 1.5, 2, 4, 8, 3.0, 2, 4, 8]
    assert sum(slept) == 46.5
    err = info.value
    assert err.reason == "exhausted"
    assert "failed after 3 attempts" in str(err)
    assert len(err.attempts) == 3
    assert err.attempts[0].startswith(
        "Attempt 1: ModelCallError: model call failed with stop_reason='error' and an empty "
        "error message (model: scripted-model)"
    )
    assert all(line in str(err) for line in err.attempts)


async def test_worst_case_async(slept: list[float], no_time_sleep: None) -> None:
    """async_exec makes the same 12 calls and 46.5 s of sleeps, never calling time.sleep."""
    provider = ScriptedProvider([DROP], cycle=True)
    with pytest.raises(rl.ExecError):
        await rl.Runtime(provider).async_exec("q")
    assert provider.calls == 12
    assert sum(slept) == 46.5


def test_single_owner_runtime(slept: list[float]) -> None:
    """Runtime(max_retries=1) leaves retrying to the session: 4 calls, 2+4+8 s."""
    provider = ScriptedProvider([DROP], cycle=True)
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider, max_retries=1).exec("q")
    assert provider.calls == 4
    assert slept == [2, 4, 8]
    assert "failed after 1 attempt" in str(info.value)


def test_runtime_recovers_on_second_attempt(slept: list[float]) -> None:
    """A session that gives up on attempt 1 is retried by the runtime after 1.5 s."""
    provider = ScriptedProvider([DROP, DROP, DROP, DROP, "ok"])
    assert rl.Runtime(provider).exec("q") == "ok"
    assert slept == [2, 4, 8, 1.5]


def test_each_attempt_resends_prompt_once(slept: list[float]) -> None:
    """Every call of every attempt sees the history plus the prompt exactly once."""
    provider = ScriptedProvider([DROP] * 4 + ["ok"])
    rt = rl.Runtime(provider, messages=[rl.UserMessage(content="context")])
    rt.exec("q")
    for request in provider.requests:
        assert [m.content for m in request.messages] == ["context", "q"]


def test_unknown_session_error_retried_by_runtime(slept: list[float]) -> None:
    """An unknown error the session will not retry is still retried by the runtime (seed)."""
    provider = ScriptedProvider([error_event(UNKNOWN_ERROR)], cycle=True)
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider).exec("q")
    assert provider.calls == 3
    assert slept == [1.5, 3.0]
    assert info.value.attempts == [
        f"Attempt {n}: ModelCallError: {UNKNOWN_ERROR}" for n in (1, 2, 3)
    ]


def test_request_validation_error_fails_fast(slept: list[float]) -> None:
    """A 400 validation error is permanent (bad_request): one call, no sleep."""
    provider = ScriptedProvider([error_event("Error code: 400 - bad")], cycle=True)
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider).exec("q")
    assert (provider.calls, slept, info.value.reason, info.value.category) == (
        1,
        [],
        "permanent",
        "bad_request",
    )


def test_permanent_error_fails_fast(slept: list[float]) -> None:
    """'login expired' stops at once: one call, no sleep, reason permanent."""
    provider = ScriptedProvider([error_event("openai-codex: login expired")], cycle=True)
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider).exec("q")
    assert provider.calls == 1 and slept == []
    assert info.value.reason == "permanent"
    assert "failed permanently" in str(info.value)
    assert info.value.attempts == ["Attempt 1: ModelCallError: openai-codex: login expired"]


def test_permanent_after_transient_attempts(slept: list[float]) -> None:
    """A permanent error on attempt 2 stops the loop there and lists both attempts."""
    provider = ScriptedProvider([DROP] * 4 + [error_event("Error code: 401 - invalid_api_key")])
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider).exec("q")
    assert provider.calls == 5
    assert info.value.reason == "permanent"
    assert len(info.value.attempts) == 2


@pytest.mark.parametrize(
    "exc",
    [
        TypeError("AsyncClient.post() got an unexpected keyword argument 'timeout'"),
        NotImplementedError("stream() not implemented"),
    ],
)
def test_programming_error_raised_as_original_object(slept: list[float], exc: Exception) -> None:
    """A TypeError/NotImplementedError in the provider leaves exec as that very object, at once."""
    provider = ScriptedProvider([exc], cycle=True)
    with pytest.raises(type(exc)) as info:
        rl.Runtime(provider).exec("q")
    assert info.value is exc
    assert provider.calls == 1 and slept == []


async def test_programming_error_async(slept: list[float]) -> None:
    """async_exec also raises the original TypeError object at once."""
    exc = TypeError("bad")
    with pytest.raises(TypeError) as info:
        await rl.Runtime(ScriptedProvider([exc], cycle=True)).async_exec("q")
    assert info.value is exc


def test_type_error_from_compact_hook_raised_at_once(slept: list[float]) -> None:
    """A TypeError from user code inside the stack (compact hook) is raised at once."""
    rt = rl.Runtime(ScriptedProvider([OVERFLOW], cycle=True), compact=lambda h: 3)  # type: ignore[arg-type, return-value]
    with pytest.raises(TypeError, match="compact"):
        rt.exec("q")


def test_context_overflow_fails_at_once(slept: list[float]) -> None:
    """Overflow is retried by neither layer: one call, no sleep, reason context_overflow."""
    provider = ScriptedProvider([OVERFLOW], cycle=True)
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider).exec("q")
    assert provider.calls == 1 and slept == []
    assert info.value.reason == "context_overflow"
    assert "failed: context overflow" in str(info.value)
    assert isinstance(info.value.__cause__, rl.ContextOverflowError)


def test_context_overflow_compacted_then_succeeds(slept: list[float]) -> None:
    """With a compact hook the exec survives an overflow without any backoff."""
    provider = ScriptedProvider([OVERFLOW, "ok"])
    rt = rl.Runtime(provider, compact=lambda h: h[-1:])
    assert rt.exec("q") == "ok"
    assert slept == []


def test_exec_error_chains_original_exception(slept: list[float]) -> None:
    """ExecError's cause is the session's error, whose cause is the transport exception."""
    drop = httpx.RemoteProtocolError(
        "peer closed connection without sending complete message body (incomplete chunked read)"
    )
    provider = ScriptedProvider([drop], cycle=True)
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider, max_retries=1, session_settings=rl.RetrySettings(max_retries=0)).exec(
            "q"
        )
    cause = info.value.__cause__
    assert isinstance(cause, rl.ModelCallError)
    assert str(cause) == f"RemoteProtocolError: {drop}"
    assert cause.__cause__ is drop
    assert info.value.attempts == [f"Attempt 1: ModelCallError: RemoteProtocolError: {drop}"]
    assert isinstance(info.value, RuntimeError)


def test_empty_error_sentence_names_model(slept: list[float]) -> None:
    """An empty final error becomes a sentence naming stop_reason and model."""
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(ScriptedProvider([DROP], cycle=True, model=""), max_retries=1).exec("q")
    text = str(info.value.__cause__)
    assert "stop_reason='error'" in text and "model: unknown" in text
    assert "Agent session failed" not in str(info.value)


def test_aborted_stream_is_not_success(slept: list[float]) -> None:
    """A final message with stop_reason='aborted' is never returned as an answer."""
    provider = ScriptedProvider(
        [rl.AssistantMessage(stop_reason="aborted", content="half")], cycle=True
    )
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider).exec("q")
    assert "aborted" in str(info.value)


def test_api_key_never_in_exec_error(slept: list[float]) -> None:
    """The provider's key, and sk- keys, are scrubbed from ExecError text and attempts."""
    key = "my-gateway-key-123"

    class Keyed(ScriptedProvider):
        redact_values = (key,)

    sk = "sk-ant-" + "q" * 30
    provider = Keyed([ConnectionResetError(f"reset using {key} and {sk}")], cycle=True)
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider).exec("q")
    everything = str(info.value) + "".join(info.value.attempts) + str(info.value.__cause__)
    assert key not in everything and sk not in everything
    assert "[REDACTED]" in everything


@pytest.mark.parametrize("bad", [0, -1, True, 2.5])
def test_bad_max_retries_rejected(bad: object) -> None:
    """max_retries below 1 (or not an int) is a clear ValueError."""
    with pytest.raises(ValueError, match="max_retries"):
        rl.Runtime(ScriptedProvider([]), max_retries=bad)  # type: ignore[arg-type]


def test_prompt_must_be_str() -> None:
    """A non-str prompt is a TypeError at once, before any call."""
    provider = ScriptedProvider(["x"])
    with pytest.raises(TypeError, match="prompt"):
        rl.Runtime(provider).exec(42)  # type: ignore[arg-type]
    assert provider.calls == 0


async def test_exec_inside_running_loop_refuses() -> None:
    """exec() on a thread with a running loop raises instead of blocking, naming async_exec."""
    provider = ScriptedProvider(["x"])
    with pytest.raises(rl.EventLoopRunningError, match="async_exec"):
        rl.Runtime(provider).exec("q")
    assert provider.calls == 0


async def test_exec_from_worker_thread_while_loop_runs() -> None:
    """exec() from a worker thread works while the caller's loop keeps running."""
    reached, proceed = threading.Event(), threading.Event()

    class Gated(ScriptedProvider):
        async def stream(self, request: rl.ModelRequest):  # type: ignore[no-untyped-def]
            reached.set()
            # The exec can only finish if the caller's loop runs meanwhile and sets proceed.
            assert await asyncio.to_thread(proceed.wait, 10)
            async for event in super().stream(request):
                yield event

    rt = rl.Runtime(Gated(["x"]))
    call = asyncio.ensure_future(asyncio.to_thread(rt.exec, "q"))
    assert await asyncio.to_thread(reached.wait, 10)
    proceed.set()  # runs on the caller's loop while exec() is in progress
    assert await call == "x"


@pytest.mark.parametrize("exc", [asyncio.CancelledError(), KeyboardInterrupt()])
def test_interrupt_from_provider_propagates_through_exec(
    slept: list[float], exc: BaseException
) -> None:
    """Cancellation and Ctrl-C inside the provider leave exec as themselves, history untouched."""
    rt = rl.Runtime(ScriptedProvider([DROP, Raise(exc)]))
    with pytest.raises(type(exc)):
        rt.exec("q")
    assert rt.messages == []


@pytest.mark.parametrize("exc", [asyncio.CancelledError(), KeyboardInterrupt()])
async def test_interrupt_from_provider_propagates_through_async_exec(
    slept: list[float], exc: BaseException
) -> None:
    """The same holds for async_exec."""
    with pytest.raises(type(exc)):
        await rl.Runtime(ScriptedProvider([Raise(exc)])).async_exec("q")


@pytest.mark.parametrize("exc", [asyncio.CancelledError, KeyboardInterrupt])
def test_interrupt_during_runtime_backoff(exc: type[BaseException]) -> None:
    """An interrupted runtime backoff sleep propagates; no further attempt is made."""
    sleeps: list[float] = []

    def interrupt(seconds: float) -> None:
        sleeps.append(seconds)
        if seconds == 1.5:
            raise exc()

    provider = ScriptedProvider([DROP], cycle=True)
    with rl.testing.recorded_sleeps(on_sleep=interrupt), pytest.raises(exc):
        rl.Runtime(provider).exec("q")
    assert provider.calls == 4
    assert sleeps == [2, 4, 8, 1.5]


async def test_cancellation_during_runtime_backoff_async() -> None:
    """Cancelling async_exec in the middle of its runtime backoff raises CancelledError."""
    sleeping = asyncio.Event()
    provider = ScriptedProvider([error_event(UNKNOWN_ERROR)], cycle=True)
    runtime = rl.Runtime(provider)
    with rl.testing.recorded_sleeps(on_sleep=lambda s: sleeping.set(), hold=True) as slept:
        task = asyncio.ensure_future(runtime.async_exec("q"))
        await sleeping.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
    assert slept == [1.5]  # the session does not retry it; the runtime was backing off
    assert provider.calls == 1
    assert runtime.messages == []


def test_exec_carries_context_variables_into_the_call(slept: list[float]) -> None:
    """The caller's context variables (e.g. the current span) are visible inside a sync exec."""
    var: contextvars.ContextVar[str] = contextvars.ContextVar("var", default="unset")
    seen: list[str] = []

    class Peek(ScriptedProvider):
        async def stream(self, request: rl.ModelRequest):  # type: ignore[no-untyped-def]
            seen.append(var.get())
            async for event in super().stream(request):
                yield event

    var.set("caller")
    rl.Runtime(Peek(["x"])).exec("q")
    assert seen == ["caller"]


def test_exec_from_many_threads(slept: list[float]) -> None:
    """Concurrent sync execs from several threads all complete on the shared portal loop."""
    rt = rl.Runtime(ScriptedProvider(["x"], cycle=True), keep_history=False)
    results: list[str] = []
    threads = [threading.Thread(target=lambda: results.append(rt.exec("q"))) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert results == ["x"] * 8
