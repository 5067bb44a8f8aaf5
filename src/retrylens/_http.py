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
import errno
import json
import json.scanner
import os
import socket
import time
import weakref
from collections.abc import AsyncIterator, Mapping
from types import TracebackType
from typing import Any, Final, TypeVar

import httpx

from . import _arguments as arguments
from ._encoding import ACCEPT_ENCODING, codings, decoded
from ._exceptions import ConfigurationError, EventLoopRunningError, RetrylensError
from ._messages import AssistantMessage, ErrorEvent, ModelRequest, StreamEvent, Usage
from ._redact import redact, truncate
from ._sse import SSEParser, StreamDecodeError
from .telemetry._core import inject_trace_context, mark_sent, set_http_status

MAX_ERROR_BODY_CHARS = 2048
_MAX_ERROR_BODY_BYTES = 64 * 1024


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
        request_id=headers.get("request-id") or headers.get("x-request-id"),
    )


class _Deadline:
    """Cancel the current task at a total timeout and raise ``ModelCallTimeoutError``.

    A plain (sync) context manager around ``await``s: one timer, no task, no coroutine.
    Only our own cancellation becomes a timeout: when the caller cancelled too — before
    the timer fired or in the same loop iteration — its ``CancelledError`` propagates, so a
    cancelled call is never turned into a retryable timeout (and then a success). That is
    ``asyncio.timeout``'s rule: count the cancel requests (``Task.uncancel``, 3.11+); on
    3.10 the cancel message tells ours apart.
    """

    __slots__ = ("_handle", "_task", "expired", "seconds", "what")

    def __init__(self, seconds: float | None, what: str) -> None:
        self.seconds = seconds
        self.what = what
        self.expired = False
        self._handle: asyncio.TimerHandle | None = None
        self._task: asyncio.Task[Any] | None = None

    def _expire(self) -> None:
        self.expired = True
        if self._task is not None:
            self._task.cancel(_DEADLINE_MESSAGE)

    def __enter__(self) -> _Deadline:
        if self.seconds is not None:
            self._task = asyncio.current_task()
            self._handle = asyncio.get_running_loop().call_later(self.seconds, self._expire)
        return self

    def __exit__(
        self, et: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._handle is not None:
            self._handle.cancel()
        if self.expired and et is asyncio.CancelledError and not self._caller_cancelled(e):
            raise ModelCallTimeoutError(
                f"{self.what} timed out: no complete answer within the total timeout of "
                f"{self.seconds:g} s"
            ) from None

    def _caller_cancelled(self, exc: BaseException | None) -> bool:
        """Whether someone besides the timer asked to cancel (then theirs wins)."""
        uncancel = getattr(self._task, "uncancel", None)
        if uncancel is not None:
            return bool(uncancel() > 0)
        return not (exc is not None and exc.args == (_DEADLINE_MESSAGE,))  # pragma: no cover


_DEADLINE_MESSAGE = "retrylens: total timeout"


_P = TypeVar("_P", bound="HTTPProvider")


def from_env(value: str | None, variable: str) -> str | None:
    """``value``, or the environment variable's (unset or empty: None), as the SDKs read it."""
    if value is not None:
        return value
    return os.environ.get(variable) or None


_AUTH_HEADERS = ("authorization", "x-api-key", "api-key", "x-goog-api-key")


class HTTPProvider:
    """Base of the streaming HTTP providers (not public: use a concrete provider)."""

    name = "http"
    _path = ""
    #: The stream tells telemetry when the request is on the wire (see ``ClientCall``).
    _reports_sent = True

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
        propagate_trace_context: bool = True,
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
        arguments.positive_int(max_concurrency, "max_concurrency")
        arguments.positive_int(max_stream_bytes, "max_stream_bytes")
        arguments.positive_int(max_line_chars, "max_line_chars")
        arguments.instance(client, httpx.AsyncClient, "client")
        arguments.flag(propagate_trace_context, "propagate_trace_context")
        #: Send the CLIENT span's context (W3C ``traceparent``, through the configured
        #: propagator) with each request, so the provider's side of a trace joins ours.
        self.propagate_trace_context = propagate_trace_context
        arguments.text_or_none(api_key, "api_key")
        if headers is not None and not isinstance(headers, Mapping):
            raise TypeError(
                f"headers must be a mapping of str to str, got {type(headers).__name__}"
            )
        #: Calls in flight at once per event loop; more wait on a semaphore. (httpcore's pool
        #: queue costs O(waiting x connections) per request: 1,000 queued calls on a
        #: 200-connection pool spend their time in it, see benchmarks/results/concurrency.md.)
        self.max_concurrency = max_concurrency
        self._public_urls: dict[str, str] = {}
        self._slots: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = (
            weakref.WeakKeyDictionary()
        )
        self.model = model
        self.base_url = str(base_url).rstrip("/")
        self._url_secrets = _url_secrets(url)
        self._api_key = api_key
        self._injected = client
        self._clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, httpx.AsyncClient] = (
            weakref.WeakKeyDictionary()
        )
        self._last: (
            tuple[weakref.ref[asyncio.AbstractEventLoop], httpx.AsyncClient, asyncio.Semaphore]
            | None
        ) = None
        self._url_cache: tuple[str, httpx.URL] | None = None
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
        """Secrets to scrub from every error text (key, secret headers, URL credentials)."""
        extra = tuple(v for k, v in self.headers.items() if k.lower() in _AUTH_HEADERS)
        return ((self._api_key,) if self._api_key else ()) + extra + self._url_secrets

    def _require_key(self, default_url: str, variable: str) -> None:
        """Refuse to call the provider's own host with no credentials (a 401, retried)."""
        if self._api_key or any(k.lower() in _AUTH_HEADERS for k in self.headers):
            return
        if httpx.URL(self.base_url).host == httpx.URL(default_url).host:
            raise ConfigurationError(
                f"{type(self).__name__} has no API key for {self.public_url}: pass "
                f"api_key=... or set {variable} (or point base_url at another server)"
            )

    @property
    def public_url(self) -> str:
        """``base_url`` with its credentials and secret query parameters masked."""
        return redact(self.base_url, self._url_secrets)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(model={self.model!r}, base_url={self.public_url!r})"

    # --- clients ----------------------------------------------------------------------

    def _client(self) -> httpx.AsyncClient:
        if self._injected is not None:
            if self._injected.is_closed:
                raise ConfigurationError(
                    f"the httpx.AsyncClient given to {type(self).__name__}(client=...) is "
                    "closed; pass an open client (or none: the provider then owns one)"
                )
            return self._injected
        # An owned client per event loop: connections cannot move between loops.
        loop = asyncio.get_running_loop()
        client = self._clients.get(loop)
        if client is None or client.is_closed:
            client = httpx.AsyncClient(
                timeout=self._httpx_timeout,
                headers=_SSE_ACCEPT,
                limits=httpx.Limits(
                    max_connections=self.max_concurrency,
                    max_keepalive_connections=self.max_concurrency,
                ),
            )
            _extract_cookies_only_when_set(client.cookies)
            self._clients[loop] = client
        return client

    def _resources(self) -> tuple[httpx.AsyncClient, asyncio.Semaphore]:
        """The client and concurrency slots of the running loop (the last loop's are cached)."""
        loop = asyncio.get_running_loop()
        last = self._last
        if last is not None and last[0]() is loop and not last[1].is_closed:
            return last[1], last[2]
        client, slot = self._client(), self._slot()
        self._last = (weakref.ref(loop), client, slot)
        return client, slot

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
        self._last = None
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
        base = self.base_url
        if "?" not in base:
            return base + self._path
        # A query in base_url (Azure's ?api-version=...) stays after the endpoint's path.
        head, _, query = base.partition("?")
        return f"{head.rstrip('/')}{self._path}?{query}"

    def _public(self, url: str) -> str:
        # Redacted once per URL: every call names it (deadline and error texts).
        found = self._public_urls.get(url)
        if found is None:
            found = self._public_urls[url] = redact(url, self._url_secrets)
        return found

    def _parsed_url(self, url: str) -> httpx.URL:
        # Parsed once and reused: httpx parses a str URL twice per request (~20 µs).
        cached = self._url_cache
        if cached is None or cached[0] != url:
            cached = self._url_cache = (url, httpx.URL(url))
        return cached[1]

    def _request_headers(self) -> dict[str, str]:
        raise NotImplementedError

    def _request_body(self, request: ModelRequest) -> dict[str, Any]:
        raise NotImplementedError

    def _decoder(self) -> _Decoder:
        raise NotImplementedError

    async def stream(
        self, request: ModelRequest, *, text_deltas: bool = True
    ) -> AsyncIterator[StreamEvent]:
        """Stream one model call; see the module docstring for the error shapes.

        ``text_deltas=False`` leaves the ``TextDelta`` events out: the final event's message
        holds the whole text anyway. ``agent_loop`` asks for that, since it reads only the
        final event (it saves an event object and a generator round trip per piece).
        """
        url = self._url()
        body = self._request_body(request)
        client, slot = self._resources()
        headers = {**self.headers, **self._request_headers()}
        timeout: Any = httpx.USE_CLIENT_DEFAULT
        if self._injected is not None:  # an owned client has these as its defaults
            headers = {**_SSE_ACCEPT, **headers}
            timeout = self._httpx_timeout
        if self.propagate_trace_context:
            inject_trace_context(headers)
        with _Deadline(self.timeout, f"POST {self._public(url)}"):
            async with slot:
                try:
                    async with client.stream(
                        "POST",
                        self._parsed_url(url),
                        json=body,
                        headers=headers or None,
                        timeout=timeout,
                        extensions=_TRACE_SENT,
                    ) as response:
                        set_http_status(response.status_code)
                        if not 200 <= response.status_code < 300:
                            yield await self._http_error(response)
                            return
                        chunks = self._body(response, url)
                        # The hot loop: one pass per network read, no generator in between.
                        parser = SSEParser(self.max_stream_bytes, self.max_line_chars)
                        decoder = self._decoder()
                        decoder.text_deltas = text_deltas
                        feed = decoder.feed
                        async for chunk in chunks:
                            for name, data in parser.feed(chunk):
                                events = feed(name, data)
                                if decoder.finished:
                                    # Read the end of the body before handing over the final
                                    # event, so the connection goes back to the pool.
                                    await _drain(chunks, min(_DRAIN_TIMEOUT, self.idle_timeout))
                                    for event in events:
                                        yield event
                                    return
                                for event in events:
                                    yield event
                        for name, data in parser.close():
                            for event in feed(name, data):
                                yield event
                                if decoder.finished:
                                    return
                        tail = decoder.end()
                        if tail is not None:
                            yield tail
                except httpx.ReadTimeout as exc:
                    raise httpx.ReadTimeout(
                        f"no data from POST {self._public(url)} for {self.idle_timeout:g} s "
                        "(idle timeout)"
                    ) from exc
                except httpx.TransportError as exc:
                    raise _placed(exc, self._parsed_url(url)) from exc

    async def _http_error(self, response: httpx.Response) -> ErrorEvent:
        """A non-2xx response as an ``ErrorEvent`` (its body read up to a bound)."""
        raw = await _read_capped(response, _MAX_ERROR_BODY_BYTES)
        return ErrorEvent(
            message=http_error_message(
                response.status_code,
                raw,
                response.headers,
                secrets=self.redact_values,
                model=self.model,
                now=time.time(),
            )
        )

    def _body(self, response: httpx.Response, url: str) -> AsyncIterator[bytes]:
        """The body of a 2xx response as bytes, after checking that it is an event stream."""
        ctype = response.headers.get("content-type", "")
        if "text/event-stream" not in ctype:
            raise StreamDecodeError(
                f"expected an event stream from POST {self._public(url)}, got content-type "
                f"{ctype or 'none'!r} with HTTP {response.status_code}"
            )
        read = _already_read(response)
        if read is not None:
            return read
        applied = codings(response.headers.get_list("content-encoding"))
        if applied:  # decoded here, bounded (httpx would inflate a whole read at once)
            return decoded(response.aiter_raw(), applied, self.max_stream_bytes)
        return response.aiter_raw()


#: OS errors of a failed connection, as a person would say them.
_OS_REASONS: Final = {
    errno.ECONNREFUSED: "connection refused: nothing listens there",
    errno.ECONNRESET: "connection reset by the peer",
    errno.ETIMEDOUT: "connection timed out",
    errno.EHOSTUNREACH: "host unreachable",
    errno.ENETUNREACH: "network unreachable",
    errno.EPIPE: "broken pipe",
}


def _os_reason(exc: BaseException) -> str | None:
    """The OS-level cause under an httpx transport error, in words, if there is one."""
    seen: set[int] = set()
    cause: BaseException | None = exc
    while cause is not None and id(cause) not in seen:
        seen.add(id(cause))
        if isinstance(cause, socket.gaierror):
            return "the host name does not resolve"
        if isinstance(cause, OSError) and cause.errno in _OS_REASONS:
            return _OS_REASONS[cause.errno]
        cause = cause.__cause__ or cause.__context__
    return None


def _placed(exc: httpx.TransportError, url: httpx.URL) -> httpx.TransportError:
    """``exc`` of the same type, its text naming the method, host, port and path.

    Built from the parsed URL without its user info and query, so no credential is named.
    The type stays (``ConnectError``…): the classification rules read it.
    """
    port = url.port or (443 if url.scheme == "https" else 80)
    where = f"POST {url.scheme}://{url.host}:{port}{url.path}"
    reason = _os_reason(exc)
    text = str(exc)
    if not text:  # httpx gives a reset no text of its own
        text, reason = reason or "no reason given", None
    detail = f"{where}: {reason}" if reason and reason not in text.lower() else where
    try:
        placed = type(exc)(f"{text} ({detail})", request=exc.request)
    except (TypeError, RuntimeError):  # a subclass of another shape, or no request set
        return exc
    return placed


def _already_read(response: httpx.Response) -> AsyncIterator[bytes] | None:
    """The body of a response that came already read, as one chunk; else None.

    ``httpx.MockTransport`` (and respx) answers built with ``content=bytes`` are read when
    they are made, so their raw stream is spent (``aiter_raw`` raises ``StreamConsumed``);
    httpx has decoded their ``content`` already.
    """
    if not response.is_stream_consumed:
        return None
    try:
        content = response.content
    except httpx.ResponseNotRead:
        return None
    return _one_chunk(content)


async def _one_chunk(content: bytes) -> AsyncIterator[bytes]:
    if content:
        yield content


_DRAIN_TIMEOUT = 1.0


async def _on_http_event(name: str, info: dict[str, Any]) -> None:
    """Httpcore's trace hook: the request counts as sent once its body goes to the socket.

    Marked when httpcore starts sending the body: from there to the body's bytes being
    handed to the transport there is no suspension point, so no cancellation can fall
    in between (one after it can: httpcore yields once the bytes are written, and the
    server has them by then).
    """
    if name.endswith("send_request_body.started"):
        mark_sent()
        # Nothing later matters: unhook this request (its extensions dict is its own copy),
        # which spares the seven trace calls of the response.
        request = info.get("request")
        if request is not None:
            request.extensions.pop("trace", None)


_TRACE_SENT: dict[str, Any] = {"trace": _on_http_event}


def _extract_cookies_only_when_set(cookies: httpx.Cookies) -> None:
    """Skip httpx's cookie extraction for responses that set no cookie.

    For every response httpx wraps the request in a ``urllib.request.Request`` and the
    headers in an ``email.message.Message`` so that ``http.cookiejar`` can look for
    ``Set-Cookie`` — about 15 µs per model call, for APIs that almost never set one. A
    response that does set one is handled exactly as before (cookies still persist).
    """
    extract = cookies.extract_cookies

    def extract_cookies(response: httpx.Response) -> None:
        headers = response.headers
        if "set-cookie" in headers or "set-cookie2" in headers:
            extract(response)

    cookies.extract_cookies = extract_cookies  # type: ignore[method-assign]


_SSE_ACCEPT = {"accept": "text/event-stream", "accept-encoding": ACCEPT_ENCODING}


async def _drain(chunks: AsyncIterator[bytes], timeout: float) -> None:
    # The answer is complete either way; on failure the connection is simply not reused.
    # (A timer, not wait_for: no task per call. The rest of the body is normally buffered.)
    with (
        contextlib.suppress(httpx.HTTPError, ModelCallTimeoutError),
        _Deadline(timeout, "draining the response"),
    ):
        async for _ in chunks:
            pass


async def _read_capped(response: httpx.Response, limit: int) -> bytes:
    """Up to ``limit`` decoded bytes of an error body (bounded like the event stream)."""
    buf = bytearray()
    applied = codings(response.headers.get_list("content-encoding"))
    chunks = _already_read(response)
    if chunks is None:
        chunks = decoded(response.aiter_raw(), applied, limit) if applied else response.aiter_raw()
    try:
        async for chunk in chunks:
            buf += chunk
            if len(buf) >= limit:
                break
    except StreamDecodeError:
        pass  # an oversized or undecodable error body: what was read is its text
    return bytes(buf[:limit])


class _Decoder:
    """Turns one provider's SSE events into stream events."""

    finished = False
    #: Whether ``feed`` returns ``TextDelta`` events (the text is kept in ``parts`` either way).
    text_deltas = True

    def __init__(self, model: str, secrets: tuple[str, ...]) -> None:
        self.model = model
        self.secrets = secrets
        self.parts: list[str] = []
        #: The provider's response id, once the stream has said it.
        self.response_id: str | None = None

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
                response_id=self.response_id,
                usage=self.current_usage(),
            )
        )

    def feed(self, event: str, data: str) -> list[StreamEvent]:
        """The stream events for one SSE event (``event`` is its type, ``data`` its data)."""
        raise NotImplementedError

    def end(self) -> StreamEvent | None:
        """The final event when the stream ended without its explicit terminator, if any."""
        return None


# typeshed types make_scanner's context as the scanner itself; a JSONDecoder is what it takes.
_scan = json.scanner.make_scanner(json.JSONDecoder())  # type: ignore[arg-type]


_SECRET_QUERY = frozenset(
    {
        "key",
        "api_key",
        "apikey",
        "api-key",
        "access_token",
        "token",
        "sig",
        "signature",
        "secret",
        "client_secret",
        "password",
        "code",
    }
)


def _url_secrets(url: httpx.URL) -> tuple[str, ...]:
    """The credentials and secret query parameter values of a URL."""
    found = [url.password or "", url.username if url.password else ""]
    found += [v for k, v in url.params.multi_items() if k.lower() in _SECRET_QUERY]
    return tuple(s for s in found if len(s) >= 3)


def load_event_json(event: str, data: str) -> dict[str, Any] | None:
    """An SSE event's data as a JSON object; None for blank data; else ``StreamDecodeError``."""
    try:
        # The C scanner that json.loads runs, without its whitespace regex and checks: one
        # call per streamed piece. Anything unusual goes through json.loads below.
        obj, end = _scan(data, 0)
        if end != len(data):
            raise ValueError
    except (StopIteration, ValueError, RecursionError):
        obj = _loads(event, data)
        if obj is _BLANK:
            return None
    if type(obj) is not dict:
        raise StreamDecodeError(f"SSE event {event!r} data is not a JSON object")
    return obj


_BLANK = object()


def _loads(event: str, data: str) -> Any:
    try:
        return json.loads(data)
    except RecursionError:
        raise StreamDecodeError(
            f"JSON in SSE event {event!r} is nested too deeply to decode"
        ) from None
    except ValueError:
        if not data.strip():
            return _BLANK
        raise StreamDecodeError(
            f"invalid JSON in SSE event {event!r}: {truncate(data, 200)!r}"
        ) from None
