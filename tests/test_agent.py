"""The agent layer (SPEC §1, §2): every exception becomes an error message, nothing else."""

from __future__ import annotations

import asyncio
import logging
import os
import subprocess
import sys
import textwrap
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

import retrylens as rl
from retrylens.testing import Hang, Raise, ScriptedProvider, Text, error_event


async def test_success_returns_done_message_without_adding_deltas() -> None:
    """Done.message is the final message as is; deltas are not appended again."""
    msg = await rl.Agent(ScriptedProvider([Text("hello world", chunks=3)])).run([])
    assert (msg.content, msg.stop_reason) == ("hello world", "stop")


@pytest.mark.parametrize(
    ("exc", "text"),
    [
        (
            httpx.RemoteProtocolError("peer closed connection"),
            "RemoteProtocolError: peer closed connection",
        ),
        (httpx.ReadTimeout(""), "ReadTimeout"),
        (ValueError(), "ValueError"),
        (rl.StreamIncompleteError("x"), "StreamIncompleteError: x"),
    ],
)
async def test_err_text_format(exc: Exception, text: str) -> None:
    """err_text is 'TypeName: text', or the bare type name when the text is empty."""
    msg = await rl.Agent(ScriptedProvider([exc])).run([])
    assert (msg.stop_reason, msg.error_message, msg.error_type) == (
        "error",
        text,
        type(exc).__name__,
    )
    assert msg.exception is exc


async def test_error_event_becomes_final_message() -> None:
    """An in-band ErrorEvent is taken as the final message, facts included."""
    event = error_event("Overloaded", http_status=200, provider_error_type="overloaded_error")
    msg = await rl.Agent(ScriptedProvider([event])).run([])
    assert msg.stop_reason == "error"
    assert (msg.error_message, msg.provider_error_type) == ("Overloaded", "overloaded_error")


async def test_error_event_with_wrong_stop_reason_is_forced_to_error() -> None:
    """An ErrorEvent whose message says 'stop' still yields stop_reason='error'."""

    class Odd:
        async def stream(self, request: rl.ModelRequest) -> AsyncIterator[rl.StreamEvent]:
            yield rl.ErrorEvent(message=rl.AssistantMessage(stop_reason="stop", error_message="x"))

    msg = await rl.Agent(Odd()).run([])
    assert msg.stop_reason == "error"


async def test_stream_without_terminal_event_is_an_error() -> None:
    """A stream that just ends (after some text) is an error, never a partial success."""

    class Cut:
        async def stream(self, request: rl.ModelRequest) -> AsyncIterator[rl.StreamEvent]:
            yield rl.TextDelta(text="partial answ")

    msg = await rl.Agent(Cut()).run([])
    assert msg.stop_reason == "error"
    assert msg.error_message is not None
    assert msg.error_message.startswith("StreamIncompleteError:")
    assert rl.is_retryable_error(msg)


async def test_unknown_event_is_a_programming_error() -> None:
    """A provider yielding something that is not a stream event is a TypeError (not retried)."""

    class Bad:
        async def stream(self, request: rl.ModelRequest) -> AsyncIterator[object]:
            yield {"text": "hi"}

    msg = await rl.Agent(Bad()).run([])  # type: ignore[arg-type]
    assert msg.error_type == "TypeError"
    assert not rl.is_retryable_error(msg)


async def test_stream_returning_non_iterator_is_a_programming_error() -> None:
    """stream() returning a non-iterator is reported as a TypeError message."""

    class Bad:
        def stream(self, request: rl.ModelRequest) -> object:
            return 42

    msg = await rl.Agent(Bad()).run([])  # type: ignore[arg-type]
    assert msg.error_type == "TypeError"


async def test_coroutine_returning_iterator_is_accepted() -> None:
    """stream() may be a coroutine that returns the async iterator."""
    inner = ScriptedProvider(["ok"])

    class Wrapper:
        async def stream(self, request: rl.ModelRequest) -> AsyncIterator[rl.StreamEvent]:
            return inner.stream(request)

    msg = await rl.Agent(Wrapper()).run([])
    assert msg.content == "ok"


async def test_structured_facts_kept_from_exception() -> None:
    """HTTP status, provider error type/code and Retry-After are read off the exception."""

    class StatusError(Exception):
        status_code = 503
        provider_error_type = "overloaded_error"
        provider_error_code = "busy"
        retry_after_s = 2.5

    msg = await rl.Agent(ScriptedProvider([StatusError("down")])).run([])
    assert (
        msg.http_status,
        msg.provider_error_type,
        msg.provider_error_code,
        msg.retry_after_s,
    ) == (
        503,
        "overloaded_error",
        "busy",
        2.5,
    )


async def test_exception_object_not_serialised() -> None:
    """The caught exception is private: it is not part of the dumped message."""
    msg = await rl.Agent(ScriptedProvider([ValueError("x")])).run([])
    assert "exception" not in msg.model_dump()
    assert "_exception" not in msg.model_dump_json()


@pytest.mark.parametrize("exc", [asyncio.CancelledError(), KeyboardInterrupt(), SystemExit(3)])
async def test_base_exceptions_propagate(exc: BaseException) -> None:
    """CancelledError, KeyboardInterrupt and SystemExit are never turned into messages."""
    with pytest.raises(type(exc)):
        await rl.Agent(ScriptedProvider([Raise(exc, after_text="half")])).run([])


async def test_cancelling_closes_the_stream() -> None:
    """Cancelling a call mid-stream runs the provider's cleanup at once."""
    closed = asyncio.Event()
    streaming = asyncio.Event()

    class Slow:
        async def stream(self, request: rl.ModelRequest) -> AsyncIterator[rl.StreamEvent]:
            try:
                yield rl.TextDelta(text="a")
                streaming.set()
                await asyncio.Event().wait()
            finally:
                closed.set()

    task = asyncio.ensure_future(rl.Agent(Slow()).run([]))
    await streaming.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert closed.is_set()


async def test_hang_can_be_cancelled() -> None:
    """A hung scripted call is cancellable and reports cancellation, not success."""
    started = asyncio.Event()
    task = asyncio.ensure_future(rl.Agent(ScriptedProvider([Hang("x", started)])).run([]))
    await started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


async def test_api_key_redacted_from_error_message() -> None:
    """A key inside an exception's text never reaches error_message."""
    key = "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0"

    class KeyProvider(ScriptedProvider):
        redact_values = ("custom-secret-value",)

    provider = KeyProvider([RuntimeError(f"auth {key} custom-secret-value Bearer abc.def.ghi")])
    msg = await rl.Agent(provider).run([])
    assert msg.error_message is not None
    assert key not in msg.error_message
    assert "custom-secret-value" not in msg.error_message
    assert "abc.def.ghi" not in msg.error_message


BOOM_SCRIPT = textwrap.dedent(
    """
    import asyncio, retrylens as rl
    from retrylens.testing import ScriptedProvider
    key = "sk-" + "x" * 24
    def boom():
        raise ConnectionResetError("reset by peer while sending " + key)
    class P(ScriptedProvider):
        async def stream(self, request):
            boom()
            yield
    msg = asyncio.run(rl.Agent(P([])).run([]))
    print(msg.error_message)
    """
)


def _boom(**env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", BOOM_SCRIPT],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        env={**os.environ, **env},
    )


def test_a_caught_error_prints_nothing_by_default() -> None:
    """With logging unconfigured, a caught (and usually retried) error prints nothing."""
    proc = _boom(RETRYLENS_TRACEBACKS="")
    assert proc.stderr == ""
    assert proc.stdout.startswith("ConnectionResetError: reset by peer")


def test_the_traceback_switch_prints_it_to_stderr_redacted() -> None:
    """RETRYLENS_TRACEBACKS=stderr brings back the seed's traceback on stderr, key removed."""
    proc = _boom(RETRYLENS_TRACEBACKS="stderr")
    assert "Traceback (most recent call last)" in proc.stderr
    assert "in boom" in proc.stderr
    assert "sk-xxxx" not in proc.stderr + proc.stdout
    assert proc.stdout.startswith("ConnectionResetError: reset by peer")


def test_the_traceback_is_on_the_logger_at_debug(caplog: pytest.LogCaptureFixture) -> None:
    """At DEBUG the retrylens logger carries the redacted traceback; INFO has one line."""

    class Boom(ScriptedProvider):
        async def stream(self, request: rl.ModelRequest) -> AsyncIterator[rl.StreamEvent]:
            raise ConnectionResetError("reset by peer")
            yield  # pragma: no cover

    with caplog.at_level(logging.DEBUG, logger="retrylens"):
        asyncio.run(rl.Agent(Boom([])).run([]))
    levels = [(r.levelname, r.getMessage().count("\n")) for r in caplog.records]
    assert levels[0] == ("INFO", 0)
    assert levels[1][0] == "DEBUG" and "Traceback" in caplog.records[1].getMessage()


@pytest.mark.parametrize(
    ("make", "match"),
    [
        (lambda: rl.TextDelta(text=1), "TextDelta.text must be a str"),  # type: ignore[arg-type]
        (lambda: rl.Done(message="done"), "Done.message must be an AssistantMessage"),  # type: ignore[arg-type]
        (lambda: rl.ErrorEvent(message=None), "ErrorEvent.message must be"),  # type: ignore[arg-type]
        (
            lambda: rl.ModelRequest(messages=({"role": "user", "content": "hi"},)),  # type: ignore[arg-type]
            "ModelRequest.messages holds a dict",
        ),
        (
            lambda: rl.ModelRequest(messages=(), system=3),  # type: ignore[arg-type]
            "ModelRequest.system must be a str",
        ),
    ],
)
def test_stream_events_and_requests_check_their_fields(make: Any, match: str) -> None:
    """The slotted events and ModelRequest refuse wrong field types with a TypeError."""
    with pytest.raises(TypeError, match=match):
        make()


def test_model_request_keeps_a_tuple_of_messages() -> None:
    """A list of messages becomes a tuple, so a request never changes after it is made."""
    request = rl.ModelRequest(messages=[rl.UserMessage(content="hi")])  # type: ignore[arg-type]
    assert request.messages == (rl.UserMessage(content="hi"),)


QUIET_SCRIPT = textwrap.dedent(
    """
    import sys, retrylens as rl
    from retrylens.testing import FaultServer, recorded_sleeps
    with FaultServer(sys.argv[1:]) as server, recorded_sleeps():
        p = rl.OpenAIChatProvider(model="m", base_url=server.openai_url, api_key="sk-" + "q" * 24)
        try:
            print(rl.Runtime(p).exec("hi")[:10])
        except rl.ExecError as exc:
            print(exc.reason)
        p.close()
    """
)


@pytest.mark.parametrize(
    ("faults", "stdout", "errors"),
    [(["drop", "reset", "ok"], "Retries mu", 0), (["invalid_key"], "permanent", 1)],
)
def test_stderr_stays_quiet_for_recovered_calls_and_says_a_failure_once(
    faults: list[str], stdout: str, errors: int
) -> None:
    """Unconfigured logging: a recovered exec prints nothing; a failed one one ERROR record."""
    proc = subprocess.run(
        [sys.executable, "-c", QUIET_SCRIPT, *faults],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        env={**os.environ, "RETRYLENS_TRACEBACKS": ""},
    )
    assert proc.stdout.strip() == stdout
    assert "Traceback" not in proc.stderr
    assert proc.stderr.count("exec failed") == errors
    assert (proc.stderr == "") is (errors == 0)
