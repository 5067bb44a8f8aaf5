"""Pure pieces of the HTTP providers: Retry-After, error shapes, stream decoding."""

from __future__ import annotations

import asyncio
import email.utils

import pytest

import retrylens as rl
from retrylens._anthropic import _AnthropicDecoder
from retrylens._http import MAX_ERROR_BODY_CHARS, _Deadline, http_error_message
from retrylens._openai import _OpenAIDecoder

NOW = 1_800_000_000.0


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"retry-after-ms": "1500"}, 1.5),
        ({"retry-after-ms": "250", "retry-after": "9"}, 0.25),
        ({"retry-after": "7"}, 7.0),
        ({"retry-after": "0.5"}, 0.5),
        ({"retry-after": email.utils.formatdate(NOW + 30, usegmt=True)}, 30.0),
        ({"retry-after": email.utils.formatdate(NOW - 30, usegmt=True)}, 0.0),
        ({"retry-after": "soon"}, None),
        ({"retry-after": "-3"}, None),
        ({"retry-after-ms": "nan", "retry-after": "2"}, 2.0),
        ({"retry-after": "inf"}, None),
        ({}, None),
    ],
)
def test_parse_retry_after(headers: dict[str, str], expected: float | None) -> None:
    """retry-after-ms wins, then seconds, then an HTTP-date relative to now; junk is None."""
    assert rl.parse_retry_after(headers, NOW) == expected


def test_http_error_message_reads_like_the_sdk() -> None:
    """A JSON error body becomes 'Error code: N - {...}' with type and code as fields."""
    raw = b'{"error": {"message": "Rate limit", "type": "requests", "code": "rate_limit_exceeded"}}'
    msg = http_error_message(429, raw, {"retry-after": "2"}, secrets=(), model="m", now=NOW)
    assert msg.error_message == (
        "Error code: 429 - {'error': {'message': 'Rate limit', 'type': 'requests', "
        "'code': 'rate_limit_exceeded'}}"
    )
    assert (msg.provider_error_type, msg.provider_error_code, msg.retry_after_s) == (
        "requests",
        "rate_limit_exceeded",
        2.0,
    )


@pytest.mark.parametrize(
    "raw",
    [
        b"x" * 100_000,
        b"\xff\xfe\xfa not utf-8 \x80",
        b"",
        b"<html>502 Bad Gateway</html>",
        b"[1, 2]",
    ],
)
def test_http_error_message_survives_bad_bodies(raw: bytes) -> None:
    """Huge, non-UTF-8, empty and non-JSON bodies give a bounded, readable message."""
    msg = http_error_message(502, raw, {}, secrets=(), model=None, now=NOW)
    text = msg.error_message or ""
    assert text.startswith("Error code: 502")
    assert len(text) <= MAX_ERROR_BODY_CHARS
    assert rl.is_retryable_error(msg)


def test_http_error_message_redacts_the_key() -> None:
    """A body that echoes the key (some gateways do) is redacted."""
    raw = b'{"error": {"message": "bad key my-secret-key-123"}}'
    msg = http_error_message(401, raw, {}, secrets=("my-secret-key-123",), model=None, now=NOW)
    assert "my-secret-key-123" not in (msg.error_message or "")


def _sse(data: str, event: str = "") -> tuple[str, str]:
    """An SSE event as the parser hands it to a decoder: (event type, data)."""
    return event or "message", data


@pytest.mark.parametrize(
    ("finish", "stop_reason"),
    [
        ("stop", "stop"),
        ("length", "length"),
        ("tool_calls", "tool_use"),
        ("content_filter", "refusal"),
    ],
)
def test_openai_finish_reasons(finish: str, stop_reason: str) -> None:
    """finish_reason maps to stop_reason (the raw one kept); content_filter is a refusal."""
    d = _OpenAIDecoder("m", ())
    d.feed(*_sse('{"choices":[{"delta":{"content":"hi"},"finish_reason":null}]}'))
    d.feed(*_sse('{"choices":[{"delta":{},"finish_reason":"%s"}]}' % finish))
    (final,) = d.feed(*_sse("[DONE]"))
    assert final.message.stop_reason == stop_reason  # type: ignore[union-attr]
    assert final.message.raw_stop_reason == finish  # type: ignore[union-attr]
    assert final.message.content == "hi"  # type: ignore[union-attr]


def test_openai_stream_without_done_after_finish_reason() -> None:
    """A compatible server that omits [DONE] after finish_reason still completes."""
    d = _OpenAIDecoder("m", ())
    d.feed(*_sse('{"choices":[{"delta":{"content":"a"},"finish_reason":"stop"}]}'))
    final = d.end()
    assert isinstance(final, rl.Done)


def test_openai_stream_without_any_finish_is_incomplete() -> None:
    """A stream with neither [DONE] nor finish_reason yields no final event (an error upstream)."""
    d = _OpenAIDecoder("m", ())
    d.feed(*_sse('{"choices":[{"delta":{"content":"a"}}]}'))
    assert d.end() is None


@pytest.mark.parametrize("data", ["{not json", "[1,2]", '"str"', "null"])
def test_malformed_event_data(data: str) -> None:
    """Invalid JSON or a non-object is a StreamDecodeError with a readable text."""
    with pytest.raises(rl.StreamDecodeError):
        _OpenAIDecoder("m", ()).feed(*_sse(data))
    with pytest.raises(rl.StreamDecodeError):
        _AnthropicDecoder("m", ()).feed(*_sse(data, "content_block_delta"))


@pytest.mark.parametrize(
    ("reason", "stop_reason", "overflow"),
    [
        ("end_turn", "stop", False),
        ("max_tokens", "length", False),
        ("tool_use", "tool_use", False),
        ("refusal", "refusal", False),
        ("model_context_window_exceeded", "error", True),
    ],
)
def test_anthropic_stop_reasons(reason: str, stop_reason: str, overflow: bool) -> None:
    """Anthropic stop reasons map to stop_reason (raw kept); a context-window stop is overflow."""
    d = _AnthropicDecoder("m", ())
    d.feed(
        *_sse(
            '{"type":"message_start","message":{"model":"claude-x","usage":{"input_tokens":5}}}',
            "message_start",
        )
    )
    d.feed(
        *_sse(
            '{"type":"content_block_delta","delta":{"type":"text_delta","text":"yo"}}',
            "content_block_delta",
        )
    )
    d.feed(
        *_sse(
            '{"type":"message_delta","delta":{"stop_reason":"%s"},"usage":{"output_tokens":2}}'
            % reason,
            "message_delta",
        )
    )
    (final,) = d.feed(*_sse('{"type":"message_stop"}', "message_stop"))
    msg = final.message  # type: ignore[union-attr]
    assert (msg.stop_reason, msg.raw_stop_reason) == (stop_reason, reason)
    assert msg.model == "claude-x"
    assert msg.usage == rl.Usage(input_tokens=5, output_tokens=2)
    assert rl.is_context_overflow(msg) is overflow


def test_anthropic_unknown_events_ignored() -> None:
    """Event types added later (and pings) are ignored, not errors."""
    d = _AnthropicDecoder("m", ())
    assert d.feed(*_sse('{"type":"ping"}', "ping")) == []
    assert d.feed(*_sse('{"type":"brand_new_event","x":1}', "brand_new_event")) == []
    assert d.feed(*_sse("", "ping")) == []


def test_anthropic_inband_error_without_message_is_empty() -> None:
    """An in-band error with no message becomes an empty error_message (a stream drop)."""
    (ev,) = _AnthropicDecoder("m", ()).feed(
        *_sse('{"type":"error","error":{"type":"api_error"}}', "error")
    )
    assert isinstance(ev, rl.ErrorEvent)
    assert ev.message.error_message == ""
    assert rl.is_retryable_error(ev.message)


async def _deadline_body(
    entered: asyncio.Event, deadlines: list[_Deadline], seconds: float = 0.0
) -> str:
    with _Deadline(seconds, "POST /x") as deadline:
        deadlines.append(deadline)
        entered.set()
        await asyncio.Event().wait()
    return "answer"


async def test_caller_cancel_before_the_timer_propagates() -> None:
    """A caller's cancel that lands before the deadline fires is a CancelledError, not a timeout."""
    entered = asyncio.Event()
    task = asyncio.ensure_future(_deadline_body(entered, []))
    await entered.wait()  # inside the deadline; its 0 s timer is due in this iteration
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


async def test_caller_cancel_in_the_timers_iteration_propagates() -> None:
    """A caller's cancel in the same loop iteration as the timer (after it) still wins."""
    entered = asyncio.Event()
    deadlines: list[_Deadline] = []
    # A 20 ms deadline, so this test schedules its cancel before the timer is due.
    task = asyncio.ensure_future(_deadline_body(entered, deadlines, 0.02))
    await entered.wait()
    handle = deadlines[0]._handle
    assert handle is not None
    asyncio.get_running_loop().call_at(handle.when(), task.cancel)  # same iteration, after
    with pytest.raises(asyncio.CancelledError):
        await task
    assert deadlines[0].expired and task.cancelled()


async def test_the_timer_alone_is_a_timeout() -> None:
    """With no caller cancel the deadline raises ModelCallTimeoutError and the task lives on."""
    task = asyncio.ensure_future(_deadline_body(asyncio.Event(), []))
    with pytest.raises(rl.ModelCallTimeoutError, match="total timeout of 0 s"):
        await task
    assert not task.cancelled()


@pytest.mark.parametrize(
    ("chunks", "names"),
    [
        (['{"choices":null}'], "choices=null"),
        (['{"choices":{"0":{}}}'], "choices=a dict"),
        (['{"choices":[{"delta":{"content":123}}]}'], r"choices\[0\]\.delta\.content is a int"),
        (['{"choices":[{"delta":"hi"}]}'], r"choices\[0\]\.delta is a str"),
        (['{"choices":[{"delta":{},"finish_reason":7}]}'], "finish_reason is a int"),
        (['{"choices":["x"]}'], "choice is a str"),
        (
            [
                '{"choices":[{"index":0,"delta":{"content":"A1"}}]}',
                '{"choices":[{"index":1,"delta":{"content":"B1"}}]}',
            ],
            "choice index 1: only n=1",
        ),
        ([], "ended with \\[DONE\\] before any choice"),
        (
            ['{"usage":{"prompt_tokens":1,"completion_tokens":0},"choices":null}'],
            "before any choice",
        ),
    ],
)
def test_wrong_shaped_openai_streams_are_decode_errors(chunks: list[str], names: str) -> None:
    """A wrong-shaped chunk is a StreamDecodeError naming the field, never a success or a merge."""
    d = _OpenAIDecoder("m", ())

    def replay() -> None:
        for data in [*chunks, "[DONE]"]:
            d.feed(*_sse(data))

    with pytest.raises(rl.StreamDecodeError, match=names):
        replay()


def test_deeply_nested_json_is_a_decode_error() -> None:
    """JSON nested past the parser's recursion limit is a StreamDecodeError, not RecursionError."""
    d = _OpenAIDecoder("m", ())
    with pytest.raises(rl.StreamDecodeError, match="nested too deeply"):
        d.feed(*_sse('{"choices":' + "[" * 100_000 + "]" * 100_000 + "}"))


def test_stream_decode_errors_are_not_retried_by_the_session() -> None:
    """The session does not retry a malformed stream (the seed's runtime may)."""
    msg = rl.AssistantMessage(
        stop_reason="error",
        error_message="StreamDecodeError: choices[0].delta.content is a int, expected a string",
        error_type="StreamDecodeError",
    )
    verdict = rl.classify_message(msg)
    assert (verdict.kind, verdict.session_label) == ("unknown", "not_retryable")
