"""The official ``openai`` and ``anthropic`` SDKs against the FaultServer, fault by fault.

Each case says what the SDK documents (and does) against the real service: the exception
class, its fields (status, request id, error type and code) and how often it retries with
its defaults (``max_retries=2``: three requests for 408/409/429/5xx and broken bodies, one
for other 4xx, malformed JSON and a stream that breaks after it began). The SDKs' retry
sleeps are recorded, not slept. Expectations were read from the installed SDKs' sources
(``openai/_base_client.py``, ``_exceptions.py``, ``_streaming.py``; ``anthropic/
_error_classes.py``, ``_streaming.py``) and from the APIs' error docs.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import anthropic
import httpx
import openai
import pytest
from anthropic import _base_client as anthropic_base
from openai import _base_client as openai_base

from retrylens.testing import FaultServer

KEY = "sk-fidelity-test-key-000000000000"
OPENAI_RID = re.compile(r"req_[0-9a-f]{32}")
ANTHROPIC_RID = re.compile(r"req_011C[1-9A-HJ-NP-Za-km-z]{20}")


class _RecordingTime:
    """Stands in for the ``time`` module inside an SDK: sleeps are recorded, not slept."""

    def __init__(self, slept: list[float]) -> None:
        self._slept = slept

    def sleep(self, seconds: float) -> None:
        self._slept.append(seconds)

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)


@pytest.fixture
def sdk_slept(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The retry sleeps both SDKs asked for (none is slept)."""
    slept: list[float] = []
    for module in (openai_base, anthropic_base):
        monkeypatch.setattr(module, "time", _RecordingTime(slept))
    return slept


@pytest.fixture(scope="module")
def server() -> Iterator[FaultServer]:
    with FaultServer() as s:
        yield s


@dataclass(frozen=True)
class Expect:
    """What the SDK raises for a fault, and how many requests its retries make."""

    error: type[BaseException] | None
    requests: int
    status: int | None = None


def _openai(server: FaultServer, **kwargs: Any) -> openai.OpenAI:
    return openai.OpenAI(api_key=KEY, base_url=server.openai_url, **kwargs)


def _anthropic(server: FaultServer, **kwargs: Any) -> anthropic.Anthropic:
    return anthropic.Anthropic(api_key=KEY, base_url=server.url, **kwargs)


def _call_openai(client: openai.OpenAI, fault: str, stream: bool) -> Any:
    headers = {"x-retrylens-fault": fault}
    messages: Any = [{"role": "user", "content": "hi"}]
    if not stream:
        return client.chat.completions.create(
            model="gpt-4o-mini", messages=messages, extra_headers=headers
        )
    chunks = client.chat.completions.create(
        model="gpt-4o-mini",
        messages=messages,
        stream=True,
        stream_options={"include_usage": True},
        extra_headers=headers,
    )
    return list(chunks)


def _call_anthropic(client: anthropic.Anthropic, fault: str, stream: bool) -> Any:
    headers = {"x-retrylens-fault": fault}
    messages: Any = [{"role": "user", "content": "hi"}]
    if not stream:
        return client.messages.create(
            model="claude-sonnet-4-5", max_tokens=256, messages=messages, extra_headers=headers
        )
    events = client.messages.create(
        model="claude-sonnet-4-5",
        max_tokens=256,
        messages=messages,
        stream=True,
        extra_headers=headers,
    )
    return list(events)


def _served(server: FaultServer, before: int) -> list[Any]:
    return server.history[before:]


# --- status errors: the same statuses, both APIs ------------------------------------------

OPENAI_STATUS = {
    400: Expect(openai.BadRequestError, 1),
    401: Expect(openai.AuthenticationError, 1),
    403: Expect(openai.PermissionDeniedError, 1),
    404: Expect(openai.NotFoundError, 1),
    408: Expect(openai.APIStatusError, 3),
    409: Expect(openai.ConflictError, 3),
    413: Expect(openai.APIStatusError, 1),
    422: Expect(openai.UnprocessableEntityError, 1),
    429: Expect(openai.RateLimitError, 3),
    500: Expect(openai.InternalServerError, 3),
    502: Expect(openai.InternalServerError, 3),
    503: Expect(openai.InternalServerError, 3),
    504: Expect(openai.InternalServerError, 3),
    520: Expect(openai.InternalServerError, 3),
    522: Expect(openai.InternalServerError, 3),
    524: Expect(openai.InternalServerError, 3),
    529: Expect(openai.InternalServerError, 3),
}

ANTHROPIC_STATUS = {
    400: Expect(anthropic.BadRequestError, 1),
    401: Expect(anthropic.AuthenticationError, 1),
    403: Expect(anthropic.PermissionDeniedError, 1),
    404: Expect(anthropic.NotFoundError, 1),
    408: Expect(anthropic.RequestTimeoutError, 3),
    409: Expect(anthropic.ConflictError, 3),
    413: Expect(anthropic.RequestTooLargeError, 1),
    422: Expect(anthropic.UnprocessableEntityError, 1),
    429: Expect(anthropic.RateLimitError, 3),
    500: Expect(anthropic.InternalServerError, 3),
    502: Expect(anthropic.InternalServerError, 3),
    503: Expect(anthropic.ServiceUnavailableError, 3),
    504: Expect(anthropic.GatewayTimeoutError, 3),
    520: Expect(anthropic.InternalServerError, 3),
    522: Expect(anthropic.InternalServerError, 3),
    524: Expect(anthropic.InternalServerError, 3),
    529: Expect(anthropic.OverloadedError, 3),
}


def _status_error(
    server: FaultServer,
    call: Callable[[Any, str, bool], Any],
    client: Any,
    status: int,
    stream: bool,
    table: dict[int, Expect],
) -> Any:
    """The error a ``status:N`` fault raises, checked against ``table``.

    Checked: the class, the status, the retries (requests the server saw) and the request
    id of the last request.
    """
    expect = table[status]
    before = len(server.history)
    with pytest.raises(Exception) as info:  # noqa: PT011 - the class is checked below
        call(client, f"status:{status}", stream)
    served = _served(server, before)
    error = info.value
    assert type(error) is expect.error
    assert len(served) == expect.requests
    assert getattr(error, "status_code", None) == status
    assert getattr(error, "request_id", None) == served[-1].request_id
    return error


@pytest.mark.parametrize("stream", [False, True], ids=["json", "stream"])
@pytest.mark.parametrize("status", sorted(OPENAI_STATUS))
def test_openai_sdk_reads_each_status_as_from_the_real_api(
    server: FaultServer, sdk_slept: list[float], status: int, stream: bool
) -> None:
    """openai: the class, status, request id, type/code and retries of each served status."""
    with _openai(server) as client:
        error = _status_error(server, _call_openai, client, status, stream, OPENAI_STATUS)
    assert isinstance(error, openai.APIStatusError)
    assert OPENAI_RID.fullmatch(error.request_id or "")
    if status in (520, 522, 524):  # Cloudflare's plain text, no JSON error object
        assert error.body == f"error code: {status}"
        return
    assert isinstance(error.body, dict) and error.body["message"]
    assert error.type == error.body["type"]
    if status == 502:  # Cloudflare's JSON puts a number in ``code``; the SDK makes it text
        assert error.code == "502"
    if status == 429:  # the server's retry-after (1 s) was honoured by each retry
        assert sdk_slept[-2:] == [1.0, 1.0]
        assert error.code == "rate_limit_exceeded"
        assert error.response.headers["x-ratelimit-remaining-requests"] == "0"


@pytest.mark.parametrize("stream", [False, True], ids=["json", "stream"])
@pytest.mark.parametrize("status", sorted(ANTHROPIC_STATUS))
def test_anthropic_sdk_reads_each_status_as_from_the_real_api(
    server: FaultServer, sdk_slept: list[float], status: int, stream: bool
) -> None:
    """anthropic: the class, status, request-id header, error type and retries per status."""
    with _anthropic(server) as client:
        error = _status_error(server, _call_anthropic, client, status, stream, ANTHROPIC_STATUS)
    # The SDK reads ``request-id`` (not ``x-request-id``) for the request id.
    assert isinstance(error, anthropic.APIStatusError)
    assert ANTHROPIC_RID.fullmatch(error.request_id or "")
    if status in (520, 522, 524):
        assert error.body == f"error code: {status}"
        return
    body = error.body
    assert isinstance(body, dict) and body["type"] == "error"
    assert body["request_id"] == error.request_id
    assert error.type == body["error"]["type"]
    retry = error.response.headers["x-should-retry"]
    assert retry == ("true" if ANTHROPIC_STATUS[status].requests == 3 else "false")
    if status == 429:
        assert sdk_slept[-2:] == [1.0, 1.0]
        assert error.response.headers["anthropic-ratelimit-requests-remaining"] == "0"
        reset = error.response.headers["anthropic-ratelimit-requests-reset"]
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", reset)


def test_a_rate_limit_without_retry_after_leaves_the_sdk_to_its_backoff(
    server: FaultServer, sdk_slept: list[float]
) -> None:
    """status:429:none sends no retry-after: the SDK falls back to its own 0.5 s, 1 s steps."""
    with _openai(server) as client, pytest.raises(openai.RateLimitError) as info:
        _call_openai(client, "status:429:none", False)
    assert "retry-after" not in info.value.response.headers
    first, second = sdk_slept[-2:]
    assert 0.375 <= first <= 0.5 and 0.75 <= second <= 1.0


def test_a_retry_after_longer_than_the_sdk_waits_stops_its_retries(
    server: FaultServer, sdk_slept: list[float]
) -> None:
    """The openai SDK gives up on a retry-after over 120 s; the anthropic one waits it out."""
    before = len(server.history)
    with _openai(server) as client, pytest.raises(openai.RateLimitError):
        _call_openai(client, "status:429:600", False)
    assert len(_served(server, before)) == 1
    before = len(server.history)
    with _anthropic(server) as client, pytest.raises(anthropic.RateLimitError):
        _call_anthropic(client, "status:429:600", False)
    assert len(_served(server, before)) == 3
    assert sdk_slept[-2:] == [600.0, 600.0]


# --- named errors ----------------------------------------------------------------------------

NAMED: dict[str, tuple[Expect, Expect, str | None]] = {
    # fault: (openai, anthropic, openai error code)
    "invalid_key": (
        Expect(openai.AuthenticationError, 1, 401),
        Expect(anthropic.AuthenticationError, 1, 401),
        "invalid_api_key",
    ),
    "login_expired": (
        Expect(openai.AuthenticationError, 1, 401),
        Expect(anthropic.AuthenticationError, 1, 401),
        "login_expired",
    ),
    "context_overflow": (
        Expect(openai.BadRequestError, 1, 400),
        Expect(anthropic.BadRequestError, 1, 400),
        "context_length_exceeded",
    ),
    "invalid_image": (
        Expect(openai.BadRequestError, 1, 400),
        Expect(anthropic.BadRequestError, 1, 400),
        "invalid_image",
    ),
    # OpenAI answers an empty account with a 429 the SDK retries; Anthropic with a 400.
    "insufficient_quota": (
        Expect(openai.RateLimitError, 3, 429),
        Expect(anthropic.BadRequestError, 1, 400),
        "insufficient_quota",
    ),
}


@pytest.mark.parametrize("fault", sorted(NAMED))
def test_named_errors_reach_both_sdks_as_the_real_ones_do(
    server: FaultServer, sdk_slept: list[float], fault: str
) -> None:
    """Expired logins, bad keys, overflows, broken images, empty accounts: class, code, retries."""
    oa, an, code = NAMED[fault]
    before = len(server.history)
    with _openai(server) as client, pytest.raises(openai.APIStatusError) as o_info:
        _call_openai(client, fault, False)
    assert type(o_info.value) is oa.error and o_info.value.status_code == oa.status
    assert o_info.value.code == code
    assert len(_served(server, before)) == oa.requests
    if fault == "insufficient_quota":  # no retry-after: waiting does not refill an account
        assert "retry-after" not in o_info.value.response.headers
    before = len(server.history)
    with _anthropic(server) as client, pytest.raises(anthropic.APIStatusError) as a_info:
        _call_anthropic(client, fault, False)
    assert type(a_info.value) is an.error and a_info.value.status_code == an.status
    assert len(_served(server, before)) == an.requests
    assert a_info.value.request_id == server.history[-1].request_id


# --- answers ---------------------------------------------------------------------------------


def test_a_whole_openai_answer_has_usage_ids_and_the_text(server: FaultServer) -> None:
    """Non-streaming: id, usage with its details, request id, finish reason, as the API sends."""
    with _openai(server) as client:
        completion = _call_openai(client, "ok", False)
    served = server.history[-1]
    assert completion.id == served.response_id and completion.id.startswith("chatcmpl-")
    assert completion._request_id == served.request_id
    assert completion.choices[0].message.content == server.text
    assert completion.choices[0].finish_reason == "stop"
    usage = completion.usage
    assert usage is not None and usage.completion_tokens > 0 and usage.prompt_tokens > 0
    assert usage.total_tokens == usage.prompt_tokens + usage.completion_tokens
    assert usage.prompt_tokens_details is not None
    assert usage.prompt_tokens_details.cached_tokens == 0
    assert completion.model_dump()["system_fingerprint"] == "fp_faultsrv"


def test_a_whole_anthropic_answer_dumps_with_its_usage(server: FaultServer) -> None:
    """Non-streaming: usage is there, so ``model_dump`` works; request id from its header."""
    with _anthropic(server) as client:
        message = _call_anthropic(client, "ok", False)
    served = server.history[-1]
    dumped = message.model_dump()
    assert dumped["usage"]["input_tokens"] > 0 and dumped["usage"]["output_tokens"] > 0
    assert dumped["stop_reason"] == "end_turn" and dumped["stop_sequence"] is None
    assert message.id == served.response_id and message.id.startswith("msg_01")
    assert message._request_id == served.request_id
    assert message.content[0].text == server.text


@pytest.mark.parametrize("stream", [False, True], ids=["json", "stream"])
def test_tool_calls_and_refusals_reach_both_sdks(server: FaultServer, stream: bool) -> None:
    """A tool call's arguments parse as JSON and a refusal is a refusal, in both SDKs."""
    tool_oa: Any = [
        {
            "type": "function",
            "function": {
                "name": "lookup",
                "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
            },
        }
    ]
    tool_an: Any = [
        {
            "name": "lookup",
            "input_schema": {"type": "object", "properties": {"city": {"type": "string"}}},
        }
    ]
    messages: Any = [{"role": "user", "content": "weather?"}]
    o_msg: Any
    a_msg: Any
    with _openai(server) as oa, _anthropic(server) as an:
        if stream:
            with oa.chat.completions.stream(
                model="m",
                messages=messages,
                tools=tool_oa,
                extra_headers={"x-retrylens-fault": "tool_call"},
            ) as s:
                o_msg = s.get_final_completion().choices[0].message
            with an.messages.stream(
                model="c",
                max_tokens=256,
                messages=messages,
                tools=tool_an,
                extra_headers={"x-retrylens-fault": "tool_call"},
            ) as t:
                a_msg = t.get_final_message()
        else:
            o_msg = (
                oa.chat.completions.create(
                    model="m",
                    messages=messages,
                    tools=tool_oa,
                    extra_headers={"x-retrylens-fault": "tool_call"},
                )
                .choices[0]
                .message
            )
            a_msg = an.messages.create(
                model="c",
                max_tokens=256,
                messages=messages,
                tools=tool_an,
                extra_headers={"x-retrylens-fault": "tool_call"},
            )
        refusal = oa.chat.completions.create(
            model="m", messages=messages, extra_headers={"x-retrylens-fault": "refusal"}
        ).choices[0]
        refused = _call_anthropic(an, "refusal", stream)
        streamed_refusal = "".join(
            c.choices[0].delta.refusal or ""
            for c in _call_openai(oa, "refusal", True)
            if c.choices and c.choices[0].delta
        )
    assert o_msg.tool_calls is not None and len(o_msg.tool_calls) == 1
    call: Any = o_msg.tool_calls[0]
    assert call.function.name == "lookup"
    assert json.loads(call.function.arguments) == {"city": "example"}
    uses = [b for b in a_msg.content if b.type == "tool_use"]
    assert [(u.name, u.input) for u in uses] == [("lookup", {"city": "example"})]
    assert a_msg.stop_reason == "tool_use"
    assert refusal.message.refusal and refusal.message.content is None
    assert streamed_refusal == refusal.message.refusal
    if stream:  # the raw events: the stop reason comes in the message_delta
        deltas = [e for e in refused if e.type == "message_delta"]
        assert [d.delta.stop_reason for d in deltas] == ["refusal"]
    else:
        assert refused.stop_reason == "refusal"


# --- faults of the body: streaming and not ---------------------------------------------------

# (fault, stream) -> (openai, anthropic). A stream that broke after the SDK handed it over is
# never retried; a whole body cut short is read inside the request, so it is.
BODY_FAULTS: dict[tuple[str, bool], tuple[Expect, Expect]] = {
    ("drop", True): (Expect(openai.APIConnectionError, 1), Expect(anthropic.APIConnectionError, 1)),
    ("drop", False): (
        Expect(openai.APIConnectionError, 3),
        Expect(anthropic.APIConnectionError, 3),
    ),
    ("reset:2", True): (
        Expect(openai.APIConnectionError, 1),
        Expect(anthropic.APIConnectionError, 1),
    ),
    ("reset:2", False): (
        Expect(openai.APIConnectionError, 3),
        Expect(anthropic.APIConnectionError, 3),
    ),
    # A reset before any answer: nothing was handed over, so both retry.
    ("reset", True): (
        Expect(openai.APIConnectionError, 3),
        Expect(anthropic.APIConnectionError, 3),
    ),
    ("reset", False): (
        Expect(openai.APIConnectionError, 3),
        Expect(anthropic.APIConnectionError, 3),
    ),
    ("malformed", True): (Expect(json.JSONDecodeError, 1), Expect(json.JSONDecodeError, 1)),
    ("malformed", False): (Expect(json.JSONDecodeError, 1), Expect(json.JSONDecodeError, 1)),
    # In the stream: openai raises a bare APIError; anthropic an APIStatusError of status 200.
    ("sse_error", True): (Expect(openai.APIError, 1), Expect(anthropic.APIStatusError, 1, 200)),
    ("sse_error_empty", True): (
        Expect(openai.APIError, 1),
        Expect(anthropic.APIStatusError, 1, 200),
    ),
    # Not streaming, the same failure arrives as the status the API would send.
    ("sse_error", False): (
        Expect(openai.InternalServerError, 3, 500),
        Expect(anthropic.OverloadedError, 3, 529),
    ),
    ("sse_error_empty", False): (
        Expect(openai.InternalServerError, 3, 500),
        Expect(anthropic.OverloadedError, 3, 529),
    ),
    ("slow_first_token:0.01", True): (Expect(None, 1), Expect(None, 1)),
    ("slow_first_token:0.01", False): (Expect(None, 1), Expect(None, 1)),
}


def _body_case(
    call: Callable[[Any, str, bool], Any],
    client: Any,
    server: FaultServer,
    fault: str,
    stream: bool,
    expect: Expect,
) -> BaseException | None:
    before = len(server.history)
    caught: BaseException | None = None
    try:
        call(client, fault, stream)
    except Exception as exc:
        caught = exc
    assert (type(caught) if caught else None) is expect.error, repr(caught)
    assert len(_served(server, before)) == expect.requests
    return caught


@pytest.mark.parametrize(("fault", "stream"), sorted(BODY_FAULTS))
def test_body_faults_reach_both_sdks_as_real_breakage_does(
    server: FaultServer, sdk_slept: list[float], fault: str, stream: bool
) -> None:
    """Drops, resets, malformed JSON, in-band errors and slow starts: class and retries."""
    oa, an = BODY_FAULTS[(fault, stream)]
    with _openai(server) as client:
        o_exc = _body_case(_call_openai, client, server, fault, stream, oa)
    with _anthropic(server) as client:
        a_exc = _body_case(_call_anthropic, client, server, fault, stream, an)
    if fault.startswith("sse_error") and stream:
        assert isinstance(o_exc, openai.APIError) and not isinstance(o_exc, openai.APIStatusError)
        assert isinstance(a_exc, anthropic.APIStatusError)
        assert a_exc.status_code == 200
        assert a_exc.type == ("overloaded_error" if fault == "sse_error" else "api_error")
        assert a_exc.request_id == server.history[-1].request_id
    if isinstance(o_exc, openai.APIStatusError) and oa.status is not None:
        assert o_exc.status_code == oa.status
    if isinstance(a_exc, anthropic.APIStatusError) and an.status is not None:
        assert a_exc.status_code == an.status
    if fault == "sse_error_empty" and not stream:
        assert isinstance(o_exc, openai.APIStatusError)
        assert isinstance(o_exc.body, dict) and o_exc.body["message"] == ""


@pytest.mark.parametrize("stream", [False, True], ids=["json", "stream"])
def test_a_stall_ends_in_each_sdks_timeout(server: FaultServer, stream: bool) -> None:
    """A server that stops sending mid-answer ends in APITimeoutError, for both SDKs."""
    with (
        _openai(server, timeout=0.2, max_retries=0) as oa,
        pytest.raises(openai.APITimeoutError),
    ):
        _call_openai(oa, "stall", stream)
    with (
        _anthropic(server, timeout=0.2, max_retries=0) as an,
        pytest.raises(anthropic.APITimeoutError),
    ):
        _call_anthropic(an, "stall", stream)


def test_an_anthropic_malformed_event_is_named_so_the_sdk_reads_it(server: FaultServer) -> None:
    """The SDK skips unnamed events: the malformed one is a named content_block_delta."""
    body = {"model": "c", "max_tokens": 256, "stream": True, "messages": []}
    response = httpx.post(
        f"{server.url}/v1/messages", json=body, headers={"x-retrylens-fault": "malformed"}
    )
    broken = [e for e in response.text.split("\n\n") if '"text": "tru' in e]
    assert len(broken) == 1 and broken[0].startswith("event: content_block_delta\n")


def test_every_answer_carries_the_headers_of_its_api(server: FaultServer) -> None:
    """Request id, rate-limit family and version headers on answers of both APIs."""
    with _openai(server) as oa, _anthropic(server) as an:
        o = oa.chat.completions.with_raw_response.create(
            model="m", messages=[{"role": "user", "content": "hi"}]
        )
        a = an.messages.with_raw_response.create(
            model="c", max_tokens=256, messages=[{"role": "user", "content": "hi"}]
        )
    assert OPENAI_RID.fullmatch(o.headers["x-request-id"])
    assert o.headers["openai-version"] == "2020-10-01"
    assert re.fullmatch(r"\d+(ms|s)", o.headers["x-ratelimit-reset-requests"])
    assert ANTHROPIC_RID.fullmatch(a.headers["request-id"])
    assert "x-request-id" not in a.headers
    assert int(a.headers["anthropic-ratelimit-tokens-remaining"]) > 0


def test_statuses_the_apis_never_send_are_refused_with_the_list() -> None:
    """status:418 is no real answer: the spec is refused, naming the statuses served."""
    with pytest.raises(ValueError, match=r"only statuses the real APIs send: 400, 401"):
        FaultServer(["status:418"])
