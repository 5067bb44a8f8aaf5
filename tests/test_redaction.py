"""No key or URL credential escapes: a property over real sockets, and the chained causes."""

from __future__ import annotations

import builtins
import json
import logging
import socketserver
import string
import threading
import traceback
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import retrylens as rl
from retrylens._redact import is_clean, redacted_exception

from .telemetry_helpers import Captured, make_captured


@dataclass
class _Script:
    """What the hostile server answers: the pieces of one raw HTTP response."""

    pieces: list[bytes] = field(default_factory=list)
    requests: int = 0


class _Handler(socketserver.StreamRequestHandler):
    script: _Script

    def handle(self) -> None:
        head = b""
        while not head.endswith(b"\r\n\r\n"):
            line = self.rfile.readline()
            if not line:
                return
            head += line
        length = 0
        for line in head.split(b"\r\n"):
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":", 1)[1])
        self.rfile.read(length)
        self.server.script.requests += 1  # type: ignore[attr-defined]
        for piece in self.server.script.pieces:  # type: ignore[attr-defined]
            self.wfile.write(piece)
            self.wfile.flush()  # one TCP write each: a key split across chunks stays split


class _Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.script = _Script()


@pytest.fixture(scope="module")
def hostile() -> Iterator[_Server]:
    """A loopback HTTP server that answers whatever the current example scripts."""
    server = _Server()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def _response(status: int, body: bytes, content_type: str) -> bytes:
    reason = {200: "OK", 400: "Bad Request", 500: "Internal Server Error"}[status]
    return (
        f"HTTP/1.1 {status} {reason}\r\ncontent-type: {content_type}\r\n"
        f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
    ).encode() + body


def _sse(*events: str) -> bytes:
    return "".join(f"data: {e}\n\n" for e in events).encode()


def _chunk(**fields: object) -> str:
    base: dict[str, object] = {"model": "m", "choices": []}
    base.update(fields)
    return json.dumps(base)


def _asse(*events: tuple[str, str]) -> bytes:
    return "".join(f"event: {name}\ndata: {data}\n\n" for name, data in events).encode()


def _anthropic_echo(where: str, key: str) -> list[bytes]:
    """Anthropic's shapes of the same echoes."""
    if where == "error_message":
        err = {"type": "authentication_error", "message": f"invalid x-api-key {key}"}
        return [
            _response(400, json.dumps({"type": "error", "error": err}).encode(), "application/json")
        ]
    if where == "error_type_and_code":
        err = {"type": key, "message": "rejected"}
        return [
            _response(400, json.dumps({"type": "error", "error": err}).encode(), "application/json")
        ]
    if where == "plain_text_500":
        return [_response(500, f"upstream said: token={key} failed".encode(), "text/plain")]
    start = ("message_start", json.dumps({"type": "message_start", "message": {"model": "m"}}))
    delta = (
        "content_block_delta",
        json.dumps({"type": "content_block_delta", "delta": {"type": "text_delta", "text": "hi"}}),
    )
    stop = ("message_stop", json.dumps({"type": "message_stop"}))
    if where == "sse_error_split":
        event = {"type": "error", "error": {"type": key, "message": f"stream broke for {key}"}}
        tail = _asse(("error", json.dumps(event)))
        head = _response(200, _asse(start, delta) + tail, "text/event-stream")
        split = len(head) - len(tail) + tail.index(key.encode()) + len(key) // 2
        return [head[:split], head[split:]]
    if where == "invalid_json_event":
        broken = ("content_block_delta", '{"delta": {"text": "' + key + '"')
        return [_response(200, _asse(start, broken), "text/event-stream")]
    if where == "model_field":
        named = ("message_start", json.dumps({"type": "message_start", "message": {"model": key}}))
        return [_response(200, _asse(named, delta, stop), "text/event-stream")]
    assert where == "finish_reason"
    reason = ("message_delta", json.dumps({"type": "message_delta", "delta": {"stop_reason": key}}))
    return [_response(200, _asse(start, delta, reason, stop), "text/event-stream")]


def _echo(where: str, key: str, api: str = "openai") -> list[bytes]:
    """The server's answer, echoing ``key`` at ``where``."""
    if api == "anthropic":
        return _anthropic_echo(where, key)
    if where == "error_message":
        body = json.dumps(
            {"error": {"message": f"Incorrect API key provided: {key}.", "type": "x", "code": None}}
        )
        return [_response(400, body.encode(), "application/json")]
    if where == "error_type_and_code":
        body = json.dumps({"error": {"message": "rejected", "type": key, "code": key}})
        return [_response(400, body.encode(), "application/json")]
    if where == "plain_text_500":
        return [_response(500, f"upstream said: token={key} failed".encode(), "text/plain")]
    partial = _chunk(choices=[{"index": 0, "delta": {"content": "partial "}}])
    if where == "sse_error_split":
        tail = _sse(json.dumps({"error": {"message": f"stream broke for {key}", "type": key}}))
        cut = tail.index(key.encode()) + len(key) // 2
        stream = _sse(partial) + tail
        head = _response(200, stream, "text/event-stream")
        split = len(head) - len(tail) + cut
        return [head[:split], head[split:]]
    if where == "invalid_json_event":
        broken = _sse(partial, '{"choices": [{"delta": {"content": "' + key + '"}')
        return [_response(200, broken, "text/event-stream")]
    if where == "model_field":
        done = _chunk(model=key, choices=[{"index": 0, "delta": {}, "finish_reason": "stop"}])
        return [_response(200, _sse(partial, done, "[DONE]"), "text/event-stream")]
    assert where == "finish_reason"
    done = _chunk(choices=[{"index": 0, "delta": {}, "finish_reason": key}])
    return [_response(200, _sse(partial, done, "[DONE]"), "text/event-stream")]


ECHOES = [
    "error_message",
    "error_type_and_code",
    "plain_text_500",
    "sse_error_split",
    "invalid_json_event",
    "model_field",
    "finish_reason",
]
GIVEN_AS = ["api_key", "x-api-key header", "api-key header", "url password", "url ?key="]


def _provider(
    port: int, key: str, given_as: str, api: str = "openai"
) -> rl.OpenAIChatProvider | rl.AnthropicProvider:
    path = "" if api == "anthropic" else "/v1"
    base = f"http://127.0.0.1:{port}{path}"
    kwargs: dict[str, Any] = {"model": "m", "base_url": base}
    if given_as == "api_key":
        kwargs["api_key"] = key
    elif given_as.endswith("header"):
        kwargs["headers"] = {given_as.split()[0]: key}
    elif given_as == "url password":
        kwargs["base_url"] = f"http://svc:{key}@127.0.0.1:{port}{path}"
    else:
        kwargs["base_url"] = f"{base}?key={key}&api-version=1"
    if api == "anthropic":
        return rl.AnthropicProvider(**kwargs)
    return rl.OpenAIChatProvider(**kwargs)


class _Logs(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.texts: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.texts.append(f"{record.getMessage()} {record.__dict__!r}")


def _everything(
    captured: Captured, logs: _Logs, runtime: rl.Runtime, provider: object, error: object
) -> list[str]:
    """Every text an application could see: errors, history, spans, metrics, logs."""
    from prometheus_client import generate_latest

    texts = [repr(provider), *logs.texts]
    texts += [m.model_dump_json() + repr(m) for m in runtime.messages]
    texts += [span.to_json() for span in captured.spans()]
    texts.append(generate_latest(captured.registry).decode())
    data = captured.reader.get_metrics_data()
    texts.append(data.to_json() if data is not None else "")
    if isinstance(error, rl.ExecError):
        texts += [str(error), repr(error), "\n".join(error.attempts)]
        texts.append("".join(traceback.format_exception(type(error), error, error.__traceback__)))
        if error.message is not None:
            texts.append(error.message.model_dump_json() + repr(error.message))
    return texts


KEYS = st.text(alphabet=string.ascii_letters + string.digits + "-_", min_size=10, max_size=40)


@settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    tail=KEYS,
    given_as=st.sampled_from(GIVEN_AS),
    where=st.sampled_from(ECHOES),
    api=st.sampled_from(["openai", "anthropic"]),
)
def test_a_key_escapes_nowhere(
    hostile: _Server, tail: str, given_as: str, where: str, api: str
) -> None:
    """Any key, given any way and echoed anywhere by either API's server, appears nowhere."""
    key = "Zq7" + tail  # a fixed head keeps a generated key from matching ordinary text
    hostile.script.pieces = _echo(where, key, api)
    logs = _Logs()
    log = logging.getLogger("retrylens")
    log.addHandler(logs)
    old_level = log.level
    log.setLevel(logging.DEBUG)
    captured = next(make_captured())
    provider = _provider(hostile.server_address[1], key, given_as, api)
    runtime = rl.Runtime(provider, telemetry=captured.telemetry)
    error: object = None
    try:
        with rl.testing.recorded_sleeps():
            try:
                runtime.exec("hello")
            except rl.ExecError as exc:
                error = exc
    finally:
        provider.close()
        log.removeHandler(logs)
        log.setLevel(old_level)
    if where == "model_field":
        assert error is None  # a successful answer; the key sat in a structured field
    else:
        assert isinstance(error, rl.ExecError)
    leaks = [t for t in _everything(captured, logs, runtime, provider, error) if key in t]
    assert leaks == []


USER_SECRET = "Zq7-" + "user-provider-secret"  # built, so no source line quotes it


class _ProviderError(Exception):
    """A user provider's own exception, quoting its key."""


class _LeakyProvider:
    """A user's provider that lists its key in redact_values and raises texts quoting it."""

    name, model = "leaky", "leaky-model"
    redact_values = (USER_SECRET,)

    async def stream(self, request: rl.ModelRequest) -> AsyncIterator[rl.StreamEvent]:
        try:
            raise KeyError(f"lookup of {USER_SECRET} failed")
        except KeyError as inner:
            raise _ProviderError(f"auth with {USER_SECRET} was refused") from inner
        yield  # pragma: no cover  (an async generator)


def test_chained_causes_are_redacted_stand_ins() -> None:
    """The raw exception's chain reaches tracebacks only as redacted RedactedError copies."""
    runtime = rl.Runtime(_LeakyProvider())
    with rl.testing.recorded_sleeps(), pytest.raises(rl.ExecError) as info:
        runtime.exec("hi")
    err = info.value
    printed = "".join(traceback.format_exception(type(err), err, err.__traceback__))
    assert USER_SECRET not in printed
    cause = err.__cause__
    assert isinstance(cause, rl.ModelCallError)
    stand_in = cause.__cause__
    assert isinstance(stand_in, rl.RedactedError)
    assert stand_in.original_type is _ProviderError
    assert str(stand_in).endswith("_ProviderError: auth with [REDACTED] was refused")
    assert isinstance(stand_in.__cause__, rl.RedactedError)
    assert stand_in.__cause__.original_type is KeyError
    assert "test_redaction.py" in printed  # the original frames are kept
    raw = cause.message.exception
    assert isinstance(raw, _ProviderError)  # reachable on purpose, never printed


def test_clean_exceptions_are_chained_as_themselves() -> None:
    """An exception with nothing secret in its chain is kept as is (its type stays usable)."""
    exc = ConnectionResetError("peer reset")
    assert is_clean(exc, ("Zq7secret",))
    assert redacted_exception(exc, ("Zq7secret",)) is exc


def test_a_secret_in_a_note_or_group_member_is_redacted() -> None:
    """Notes and exception-group members are what tracebacks print too: checked and redacted."""
    noted = ValueError("bad")
    secret = "Zq7" + "noted-secret"
    noted.__notes__ = [f"while using {secret}"]  # type: ignore[attr-defined]
    copy = redacted_exception(noted, (secret,))
    assert isinstance(copy, rl.RedactedError)
    assert copy.__notes__ == ["while using [REDACTED]"]  # type: ignore[attr-defined]
    make_group = getattr(builtins, "ExceptionGroup", None)
    if make_group is None:  # Python 3.10 has no exception groups
        return
    secret = "Zq7" + "group-secret"
    group = make_group("calls failed", [OSError(f"{secret} refused")])
    stand_in = redacted_exception(group, (secret,))
    assert isinstance(stand_in, rl.RedactedError)
    printed = "".join(traceback.format_exception(stand_in))
    assert secret not in printed and "1 sub-exceptions" in printed


def test_redacting_filter_scrubs_the_http_libraries_own_logs(hostile: _Server) -> None:
    """The httpx logger writes each request URL itself; RedactingFilter removes its ?key=."""
    key = "Zq7" + "query-key-in-httpx-log"
    hostile.script.pieces = _echo("model_field", "m")
    provider = _provider(hostile.server_address[1], key, "url ?key=")
    httpx_log = logging.getLogger("httpx")
    seen = _Logs()
    httpx_log.addHandler(seen)
    old_level = httpx_log.level
    old_filters = list(httpx_log.filters)  # importing LiteLLM adds a secret filter of its own
    for f in old_filters:
        httpx_log.removeFilter(f)
    httpx_log.setLevel(logging.INFO)
    try:
        rl.Runtime(provider, keep_history=False).exec("one")
        assert any(key in t for t in seen.texts)  # the limit is real without the filter
        seen.texts.clear()
        flt = rl.RedactingFilter(provider)
        httpx_log.addFilter(flt)
        try:
            rl.Runtime(provider, keep_history=False).exec("two")
        finally:
            httpx_log.removeFilter(flt)
    finally:
        provider.close()
        httpx_log.removeHandler(seen)
        httpx_log.setLevel(old_level)
        for f in old_filters:
            httpx_log.addFilter(f)
    assert seen.texts and not any(key in t for t in seen.texts)
    assert any("key=[REDACTED]" in t for t in seen.texts)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Failed to resolve a bearer credential for Bedrock.", True),
        ("A bearer token is required for this endpoint", True),
        ("Authorization: Bearer abc123def456ghi789", False),
        ("Bearer token-5f0d9a1c77e2 rejected", False),
        ("bearer tokenXYZ123456", False),
    ],
)
def test_words_after_bearer_are_kept_and_tokens_are_not(text: str, kept: bool) -> None:
    """The prose after "bearer" stays for the diagnosis; anything shaped like a token goes."""
    assert (rl.redact(text) == text) is kept
