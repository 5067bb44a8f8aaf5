"""What the HTTP providers share: timeouts, SSE reading with limits, error shapes.

Foreign errors are translated here and only here. Transport failures keep their httpx
types (``RemoteProtocolError``, ``ConnectError``, ``ReadError``…) — their texts are what
``RETRY_PATTERN`` knows — except the idle timeout, which gets a text that says what
happened. A non-2xx response is not raised: it becomes an ``ErrorEvent`` whose message
reads like the providers' SDKs (``"Error code: 429 - {...}"``) and whose fields carry the
status, the provider's error type/code and Retry-After.
"""

from __future__ import annotations

import asyncio
import contextlib
import email.utils
import json
import time
import weakref
from collections.abc import AsyncIterator, Mapping
from types import TracebackType
from typing import Any, TypeVar

import httpx
from httpx_sse import EventSource, ServerSentEvent

from ._exceptions import EventLoopRunningError, RetrylensError
from ._messages import AssistantMessage, ErrorEvent, ModelRequest, StreamEvent, Usage
from ._redact import redact, truncate
from .telemetry._core import set_http_status

MAX_ERROR_BODY_CHARS = 2048
_MAX_ERROR_BODY_BYTES = 64 * 1024


class StreamDecodeError(RetrylensError):
    """The provider sent something that is not a valid event stream."""


class ModelCallTimeoutError(RetrylensError, TimeoutError):
    """A model call ran past its total timeout."""


def parse_retry_after(headers: Mapping[str, str], now: float) -> float | None:
    """Seconds to wait from ``retry-after-ms``, ``retry-after`` seconds, or an HTTP-date.

    ``now`` is the current Unix time (passed in, so this stays a pure function).
    """
    ms = headers.get("retry-after-ms")
    if ms is not None:
        try:
            value = float(ms) / 1000
        except ValueError:
            value = -1
        if 0 <= value < float("inf"):
            return value
    raw = headers.get("retry-after")
    if raw is None:
        return None
    raw = raw.strip()
    try:
        value = float(raw)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(raw)
        except (TypeError, ValueError, IndexError):
            return None
        if when is None:
            return None
        return max(0.0, when.timestamp() - now)
    return value if 0 <= value < float("inf") else None


def _json_or_none(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return None


def http_error_message(
    status: int,
    raw: bytes,
    headers: Mapping[str, str],
    *,
    secrets: tuple[str, ...],
    model: str | None,
    now: float,
) -> AssistantMessage:
    """The error message for a non-2xx response, SDK-style, with its structured facts."""
    text = raw.decode("utf-8", errors="replace").strip()
    parsed = _json_or_none(text) if text else None
    body = repr(parsed) if isinstance(parsed, (dict, list)) else text
    message = f"Error code: {status} - {body}" if body else f"Error code: {status}"
    err_type = err_code = None
    if isinstance(parsed, dict):
        err = parsed.get("error")
        if isinstance(err, dict):
            err_type = err.get("type") if isinstance(err.get("type"), str) else None
            code = err.get("code")
            err_code = code if isinstance(code, str) else None
        elif isinstance(parsed.get("type"), str) and parsed.get("type") != "error":
            err_type = parsed["type"]
    return AssistantMessage(
        stop_reason="error",
        error_message=truncate(redact(message, secrets), MAX_ERROR_BODY_CHARS),
        http_status=status,
        provider_error_type=err_type,
        provider_error_code=err_code,
        retry_after_s=parse_retry_after(headers, now),
        model=model,
    )


class _Deadline:
    """Cancel the current task at a total timeout and raise ``ModelCallTimeoutError``."""

    def __init__(self, seconds: float | None, what: str) -> None:
        self.seconds = seconds
        self.what = what
        self.expired = False
        self._handle: asyncio.TimerHandle | None = None
        self._task: asyncio.Task[Any] | None = None

    def _expire(self) -> None:
        self.expired = True
        if self._task is not None:
            self._task.cancel()

    async def __aenter__(self) -> _Deadline:
        if self.seconds is not None:
            self._task = asyncio.current_task()
            self._handle = asyncio.get_running_loop().call_later(self.seconds, self._expire)
        return self

    async def __aexit__(
        self, et: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._handle is not None:
            self._handle.cancel()
        if self.expired and et is asyncio.CancelledError:
            uncancel = getattr(self._task, "uncancel", None)
            if uncancel is not None:
                uncancel()
            raise ModelCallTimeoutError(
                f"{self.what} timed out: no complete answer within the total timeout of "
                f"{self.seconds:g} s"
            ) from None


class _LimitedResponse:
    """The parts of ``httpx.Response`` that ``EventSource`` reads, with size limits."""

    def __init__(self, response: httpx.Response, max_bytes: int, max_line: int) -> None:
        self._response = response
        self.headers = response.headers
        self._max_bytes = max_bytes
        self._max_line = max_line

    async def aiter_text(self) -> AsyncIterator[str]:
        line = 0
        async for text in self._response.aiter_text():
            if self._response.num_bytes_downloaded > self._max_bytes:
                raise StreamDecodeError(
                    f"event stream exceeded {self._max_bytes} bytes; refusing to read more"
                )
            if line + len(text) > self._max_line:  # only then can a line be too long
                segments = text.replace("\r", "\n").split("\n")
                segments[0] = "x" * line + segments[0]
                if max(map(len, segments)) > self._max_line:
                    raise StreamDecodeError(
                        f"event stream line longer than {self._max_line} characters"
                    )
                line = len(segments[-1])
            else:
                cut = max(text.rfind("\n"), text.rfind("\r"))
                line = len(text) - cut - 1 if cut >= 0 else line + len(text)
            yield text


_P = TypeVar("_P", bound="HTTPProvider")


class HTTPProvider:
    """Base of the streaming HTTP providers (not public: use a concrete provider)."""

    name = "http"
    _path = ""

    def __init__(
        self,
        *,
        model: str,
        base_url: str,
        api_key: str | None = None,
        client: httpx.AsyncClient | None = None,
        headers: Mapping[str, str] | None = None,
        timeout: float | None = 600.0,
        idle_timeout: float = 60.0,
        connect_timeout: float = 10.0,
        max_stream_bytes: int = 64 * 1024 * 1024,
        max_line_chars: int = 1024 * 1024,
        name: str | None = None,
        max_concurrency: int = 100,
    ) -> None:
        if not isinstance(model, str) or not model:
            raise ValueError("model must be a non-empty string")
        url = httpx.URL(base_url)
        if url.scheme not in ("http", "https") or not url.host:
            raise ValueError(f"base_url must be an http(s) URL with a host, got {base_url!r}")
        for label, value in (("idle_timeout", idle_timeout), ("connect_timeout", connect_timeout)):
            if not value > 0:
                raise ValueError(f"{label} must be > 0, got {value!r}")
        if timeout is not None and not timeout > 0:
            raise ValueError(f"timeout must be > 0 or None, got {timeout!r}")
        if not isinstance(max_concurrency, int) or max_concurrency < 1:
            raise ValueError(f"max_concurrency must be a positive int, got {max_concurrency!r}")
        #: Calls in flight at once per event loop; more wait on a semaphore. (httpcore's pool
        #: queue costs O(waiting x connections) per request: 1,000 queued calls on a
        #: 200-connection pool spend their time in it, see benchmarks/results/concurrency.md.)
        self.max_concurrency = max_concurrency
        self._slots: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = (
            weakref.WeakKeyDictionary()
        )
        self.model = model
        self.base_url = str(base_url).rstrip("/")
        self._api_key = api_key
        self._injected = client
        self._clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, httpx.AsyncClient] = (
            weakref.WeakKeyDictionary()
        )
        self.headers = dict(headers or {})
        self.timeout = timeout
        self.idle_timeout = idle_timeout
        self.connect_timeout = connect_timeout
        self.max_stream_bytes = max_stream_bytes
        self.max_line_chars = max_line_chars
        if name:
            self.name = name
        self._httpx_timeout = httpx.Timeout(
            connect=connect_timeout, read=idle_timeout, write=idle_timeout, pool=connect_timeout
        )
        self.server_address = url.host
        self.server_port = url.port or (443 if url.scheme == "https" else 80)

    @property
    def redact_values(self) -> tuple[str, ...]:
        """Secrets to scrub from every error text: the API key and secret header values."""
        secret_headers = ("authorization", "x-api-key", "api-key")
        extra = tuple(v for k, v in self.headers.items() if k.lower() in secret_headers)
        return ((self._api_key,) if self._api_key else ()) + extra

    def __repr__(self) -> str:
        return f"{type(self).__name__}(model={self.model!r}, base_url={self.base_url!r})"

    # --- clients ----------------------------------------------------------------------

    def _client(self) -> httpx.AsyncClient:
        if self._injected is not None:
            return self._injected
        # An owned client per event loop: connections cannot move between loops.
        loop = asyncio.get_running_loop()
        client = self._clients.get(loop)
        if client is None or client.is_closed:
            client = httpx.AsyncClient(
                timeout=self._httpx_timeout,
                limits=httpx.Limits(
                    max_connections=self.max_concurrency,
                    max_keepalive_connections=self.max_concurrency,
                ),
            )
            self._clients[loop] = client
        return client

    def _slot(self) -> asyncio.Semaphore:
        loop = asyncio.get_running_loop()
        slot = self._slots.get(loop)
        if slot is None:
            slot = asyncio.Semaphore(self.max_concurrency)
            self._slots[loop] = slot
        return slot

    async def aclose(self) -> None:
        """Close the client this provider owns on the current loop (an injected one is left)."""
        loop = asyncio.get_running_loop()
        client = self._clients.pop(loop, None)
        if client is not None:
            await client.aclose()

    def close(self) -> None:
        """Close owned clients from sync code (e.g. the one ``Runtime.exec`` used).

        On a thread whose event loop is running, use ``await provider.aclose()`` instead.
        """
        try:
            running: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        for loop, client in list(self._clients.items()):
            if loop.is_closed() or client.is_closed:
                self._clients.pop(loop, None)
                continue
            if loop is running:
                raise EventLoopRunningError(
                    "provider.close() would block the running event loop; "
                    "use `await provider.aclose()`"
                )
            if loop.is_running():
                asyncio.run_coroutine_threadsafe(client.aclose(), loop).result(10)
            else:
                loop.run_until_complete(client.aclose())
            self._clients.pop(loop, None)

    def __enter__(self: _P) -> _P:
        return self

    def __exit__(
        self, et: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    async def __aenter__(self: _P) -> _P:
        return self

    async def __aexit__(
        self, et: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    # --- the call ---------------------------------------------------------------------

    def _url(self) -> str:
        return self.base_url + self._path

    def _request_headers(self) -> dict[str, str]:
        raise NotImplementedError

    def _request_body(self, request: ModelRequest) -> dict[str, Any]:
        raise NotImplementedError

    def _decoder(self) -> _Decoder:
        raise NotImplementedError

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamEvent]:
        """Stream one model call; see the module docstring for the error shapes."""
        url = self._url()
        body = self._request_body(request)
        headers = {
            "accept": "text/event-stream",
            "content-type": "application/json",
            **self.headers,
            **self._request_headers(),
        }
        async with _Deadline(self.timeout, f"POST {url}"), self._slot():
            try:
                async with self._client().stream(
                    "POST", url, json=body, headers=headers, timeout=self._httpx_timeout
                ) as response:
                    set_http_status(response.status_code)
                    if not 200 <= response.status_code < 300:
                        raw = await _read_capped(response, _MAX_ERROR_BODY_BYTES)
                        yield ErrorEvent(
                            message=http_error_message(
                                response.status_code,
                                raw,
                                response.headers,
                                secrets=self.redact_values,
                                model=self.model,
                                now=time.time(),
                            )
                        )
                        return
                    ctype = response.headers.get("content-type", "")
                    if "text/event-stream" not in ctype:
                        raise StreamDecodeError(
                            f"expected an event stream from POST {url}, got content-type "
                            f"{ctype or 'none'!r} with HTTP {response.status_code}"
                        )
                    decoder = self._decoder()
                    limited = _LimitedResponse(response, self.max_stream_bytes, self.max_line_chars)
                    source = EventSource(limited)  # type: ignore[arg-type]
                    sse_events = source.aiter_sse()
                    async for sse in sse_events:
                        events = decoder.feed(sse)
                        if decoder.finished:
                            # Read the end of the body before handing over the final event,
                            # so the connection goes back to the pool instead of closing.
                            await _drain(sse_events, min(_DRAIN_TIMEOUT, self.idle_timeout))
                            for event in events:
                                yield event
                            return
                        for event in events:
                            yield event
                    tail = decoder.end()
                    if tail is not None:
                        yield tail
            except httpx.ReadTimeout as exc:
                raise httpx.ReadTimeout(
                    f"no data from POST {url} for {self.idle_timeout:g} s (idle timeout)"
                ) from exc


_DRAIN_TIMEOUT = 1.0


async def _drain(events: AsyncIterator[ServerSentEvent], timeout: float) -> None:
    # The answer is complete either way; on failure the connection is simply not reused.
    # (A timer, not wait_for: no task per call. The rest of the body is normally buffered.)
    with contextlib.suppress(httpx.HTTPError, StreamDecodeError, ModelCallTimeoutError):
        async with _Deadline(timeout, "draining the response"):
            async for _ in events:
                pass


async def _read_capped(response: httpx.Response, limit: int) -> bytes:
    buf = bytearray()
    async for chunk in response.aiter_bytes():
        buf += chunk
        if len(buf) >= limit:
            break
    return bytes(buf[:limit])


class _Decoder:
    """Turns one provider's SSE events into stream events."""

    finished = False

    def __init__(self, model: str, secrets: tuple[str, ...]) -> None:
        self.model = model
        self.secrets = secrets
        self.parts: list[str] = []

    def current_usage(self) -> Usage | None:
        """Token usage seen so far."""
        return None

    def error_event(self, error: object) -> ErrorEvent:
        """An in-band error object as an ``ErrorEvent`` (empty text when it has none)."""
        text = error if isinstance(error, str) else ""
        err_type = code = None
        if isinstance(error, dict):
            msg, typ, raw_code = error.get("message"), error.get("type"), error.get("code")
            text = msg if isinstance(msg, str) else ""
            err_type = typ if isinstance(typ, str) else None
            code = raw_code if isinstance(raw_code, str) else None
        return ErrorEvent(
            message=AssistantMessage(
                content="".join(self.parts),
                stop_reason="error",
                error_message=redact(text, self.secrets),
                provider_error_type=err_type,
                provider_error_code=code,
                model=self.model,
                usage=self.current_usage(),
            )
        )

    def feed(self, sse: ServerSentEvent) -> list[StreamEvent]:
        raise NotImplementedError

    def end(self) -> StreamEvent | None:
        """The final event when the stream ended without its explicit terminator, if any."""
        return None


def load_event_json(sse: ServerSentEvent) -> dict[str, Any]:
    """Parse an SSE event's data as a JSON object, or raise ``StreamDecodeError``."""
    try:
        obj = json.loads(sse.data)
    except ValueError:
        raise StreamDecodeError(
            f"invalid JSON in SSE event {sse.event!r}: {truncate(sse.data, 200)!r}"
        ) from None
    if not isinstance(obj, dict):
        raise StreamDecodeError(f"SSE event {sse.event!r} data is not a JSON object")
    return obj
