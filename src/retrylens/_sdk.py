"""Providers over the clients people already use: ``openai``, ``anthropic``, LiteLLM.

Each adapter makes its call through the user's client — its credentials, base URL, proxy,
custom ``http_client`` — with the SDK's own retries off (the two layers above would
multiply them again), and translates what the SDK raises into the facts the decisions read
(HTTP status, body, error type and code, Retry-After, request id). Transport failures are
handed on as the ``httpx`` exceptions the SDK wrapped, so whichever client is underneath,
the decisions, spans and metrics are the same as for :class:`OpenAIChatProvider` /
:class:`AnthropicProvider`.

The official SDKs are asked for the raw response of their streaming call
(``with_streaming_response``) and its bytes go through the same SSE parser and decoder as
the own providers, so nothing the model sent is read differently. LiteLLM normalises every
backend to OpenAI chunks; those objects go through the OpenAI decoder.

The SDKs are optional: imported when an adapter is made (``pip install
'retrylens[openai]'``, ``[anthropic]`` or ``[litellm]``).
"""

from __future__ import annotations

import contextlib
import time
import warnings
from collections.abc import AsyncIterator, Callable, Mapping
from typing import TYPE_CHECKING, Any

import httpx

from . import _arguments as arguments
from ._anthropic import _AnthropicDecoder, messages_body
from ._exceptions import ConfigurationError
from ._http import _DRAIN_TIMEOUT, _Deadline, _Decoder, http_error_message, parse_retry_after
from ._messages import AssistantMessage, ErrorEvent, ModelRequest, StreamEvent
from ._openai import _OpenAIDecoder, chat_body, max_tokens_of
from ._redact import redact, truncate
from ._sse import SSEParser, StreamDecodeError
from .telemetry._core import inject_trace_context, set_http_status

if TYPE_CHECKING:
    import anthropic
    import openai

__all__ = [
    "AnthropicSDKProvider",
    "LiteLLMProvider",
    "OpenAISDKProvider",
    "SDKRetriesWarning",
]


class SDKRetriesWarning(UserWarning):
    """The wrapped client retries by itself; retrylens calls it with its retries off."""


def _require(module: str, extra: str) -> Any:
    try:
        return __import__(module)
    except ImportError:
        raise ConfigurationError(
            f"this provider needs the {module!r} package: pip install 'retrylens[{extra}]'"
        ) from None


def _retries_off(client: Any, what: str) -> Any:
    """The client with ``max_retries=0`` (a copy sharing its connections), warning if it had any."""
    retries = getattr(client, "max_retries", 0)
    if retries:
        warnings.warn(
            f"{what}(max_retries={retries}) would retry inside each of retrylens's model "
            f"calls, multiplying the retries again; retrylens calls it with max_retries=0 "
            f"(create the client with max_retries=0 to silence this)",
            SDKRetriesWarning,
            stacklevel=3,
        )
        return client.with_options(max_retries=0)
    return client


class _Borrowed:
    """A provider over a client it does not own (the caller's SDK client, or LiteLLM's)."""

    _secrets: tuple[str, ...] = ()

    @property
    def redact_values(self) -> tuple[str, ...]:
        """The client's key (and token): scrubbed from every error text."""
        return self._secrets

    async def aclose(self) -> None:
        """Nothing to close: the client is not this provider's (close your client yourself)."""

    def close(self) -> None:
        """Nothing to close: the client is not this provider's (close your client yourself)."""


class _SDKProvider(_Borrowed):
    """What the SDK adapters share: identity for telemetry, secrets, the error translation."""

    name = "sdk"
    _sdk: Any = None

    def __init__(
        self,
        client: Any,
        *,
        model: str,
        extra_body: Mapping[str, Any] | None,
        timeout: float | None,
        max_stream_bytes: int,
        max_line_chars: int,
        propagate_trace_context: bool,
        name: str | None,
    ) -> None:
        arguments.text(model, "model")
        if not model:
            raise ValueError("model must be a non-empty string")
        if timeout is not None and not timeout > 0:
            raise ValueError(f"timeout must be > 0 or None, got {timeout!r}")
        arguments.positive_int(max_stream_bytes, "max_stream_bytes")
        arguments.positive_int(max_line_chars, "max_line_chars")
        arguments.flag(propagate_trace_context, "propagate_trace_context")
        if extra_body is not None and not isinstance(extra_body, Mapping):
            raise TypeError(f"extra_body must be a mapping, got {type(extra_body).__name__}")
        self.model = model
        self.extra_body = dict(extra_body or {})
        self.timeout = timeout
        self.max_stream_bytes = max_stream_bytes
        self.max_line_chars = max_line_chars
        self.propagate_trace_context = propagate_trace_context
        if name:
            self.name = name
        self.client = client
        url = httpx.URL(str(client.base_url))
        self.base_url = str(url)
        self.server_address = url.host
        self.server_port = url.port or (443 if url.scheme == "https" else 80)
        self._secrets = tuple(
            v
            for v in (getattr(client, "api_key", None), getattr(client, "auth_token", None))
            if isinstance(v, str) and len(v) >= 3
        )

    def __repr__(self) -> str:
        return f"{type(self).__name__}(model={self.model!r}, base_url={self.base_url!r})"

    def _trace_headers(self) -> dict[str, str]:
        headers: dict[str, str] = {}
        if self.propagate_trace_context:
            inject_trace_context(headers)
        return headers

    def _status_error(self, exc: Any) -> ErrorEvent:
        """An SDK's HTTP status error as the same error message the own providers make."""
        response = exc.response
        try:
            raw = response.content
        except Exception:  # not read (httpx's or its fork's ResponseNotRead)
            raw = b""
        msg = http_error_message(
            exc.status_code,
            raw,
            response.headers,
            secrets=self.redact_values,
            model=self.model,
            now=time.time(),
        )
        request_id = getattr(exc, "request_id", None)
        if msg.request_id is None and isinstance(request_id, str):
            msg = msg.model_copy(update={"request_id": request_id})
        return ErrorEvent(message=msg)

    def _transport_error(self, exc: BaseException) -> BaseException:
        """The httpx exception an SDK's connection error wraps (what the rules know)."""
        cause = exc.__cause__
        found = _as_httpx(cause) if cause is not None else None
        return found if found is not None else exc

    async def _decode(
        self, response: httpx.Response, decoder: _Decoder, text_deltas: bool
    ) -> AsyncIterator[StreamEvent]:
        """The events of a 2xx streaming response, with the own providers' parser and limits."""
        ctype = response.headers.get("content-type", "")
        if "text/event-stream" not in ctype:
            raise StreamDecodeError(
                f"expected an event stream from {type(self).__name__} ({self.base_url}), got "
                f"content-type {ctype or 'none'!r} with HTTP {response.status_code}"
            )
        parser = SSEParser(self.max_stream_bytes, self.max_line_chars)
        decoder.text_deltas = text_deltas
        feed = decoder.feed
        chunks = response.aiter_bytes()
        while True:
            try:
                chunk = await chunks.__anext__()
            except StopAsyncIteration:
                break
            except Exception as exc:  # a cut stream, in the SDK's httpx (or its fork)
                found = _as_httpx(exc)
                if found is None or found is exc:
                    raise
                raise found from exc
            for name, data in parser.feed(chunk):
                events = feed(name, data)
                if decoder.finished:
                    # As the own providers do: read the end of the body first, so the
                    # client's connection goes back to its pool instead of being closed.
                    await _drain(chunks)
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

    async def _sdk_stream(
        self,
        open_stream: Callable[[], Any],
        decoder: _Decoder,
        text_deltas: bool,
    ) -> AsyncIterator[StreamEvent]:
        sdk = self._sdk
        with _Deadline(self.timeout, f"{type(self).__name__} call of {self.model}"):
            try:
                async with open_stream() as raw:
                    response: httpx.Response = raw.http_response
                    set_http_status(response.status_code)
                    async for event in self._decode(response, decoder, text_deltas):
                        yield event
            except sdk.APIStatusError as exc:
                set_http_status(exc.status_code)
                yield self._status_error(exc)
            except sdk.APIConnectionError as exc:
                raise self._transport_error(exc) from exc


async def _drain(chunks: AsyncIterator[bytes]) -> None:
    """Read what is left of a finished stream (``[DONE]``, a last newline), bounded in time.

    The answer is complete either way: a failure (the SDK's own transport errors included)
    only means the connection is not reused. Cancellation still propagates.
    """
    with contextlib.suppress(Exception), _Deadline(_DRAIN_TIMEOUT, "draining the response"):
        async for _ in chunks:
            pass


def _as_httpx(exc: BaseException) -> BaseException | None:
    """``exc`` as the httpx transport error it is, or None.

    Recent SDKs run on ``httpx2`` (a fork with the same exception names): its errors are
    given as their httpx twins, chained from the original, so the decisions and the stream
    drop kinds are the same as for the own providers.
    """
    if isinstance(exc, httpx.HTTPError):
        return exc
    if not type(exc).__module__.split(".")[0].startswith("httpx"):
        return None
    twin = getattr(httpx, type(exc).__name__, None)
    if isinstance(twin, type) and issubclass(twin, httpx.TransportError):
        found = twin(str(exc))
        found.__cause__ = exc
        return found
    return None


class OpenAISDKProvider(_SDKProvider):
    """Model calls through your ``openai.AsyncOpenAI`` (or ``AsyncAzureOpenAI``) client.

    ``client.chat.completions`` streamed, with the client's retries off (a warning says so
    when it had them on). ``extra_body`` is merged into every request; ``n`` must be 1.
    """

    name = "openai"

    def __init__(
        self,
        client: openai.AsyncOpenAI,
        *,
        model: str,
        extra_body: Mapping[str, Any] | None = None,
        include_usage: bool = True,
        timeout: float | None = 600.0,
        max_stream_bytes: int = 64 * 1024 * 1024,
        max_line_chars: int = 1024 * 1024,
        propagate_trace_context: bool = True,
        name: str | None = None,
    ) -> None:
        sdk = _require("openai", "openai")
        arguments.instance(client, sdk.AsyncOpenAI, "client", optional=False)
        super().__init__(
            _retries_off(client, type(client).__name__),
            model=model,
            extra_body=extra_body,
            timeout=timeout,
            max_stream_bytes=max_stream_bytes,
            max_line_chars=max_line_chars,
            propagate_trace_context=propagate_trace_context,
            name=name,
        )
        self._sdk = sdk
        self.include_usage = arguments.flag(include_usage, "include_usage")
        n = self.extra_body.get("n", 1)
        if n != 1:
            raise ValueError(f"extra_body n={n!r} is not supported: one choice per call (n=1)")

    @property
    def request_max_tokens(self) -> int | None:
        """The output-token cap sent in ``extra_body``, if any (for telemetry)."""
        return max_tokens_of(self.extra_body)

    def stream(
        self, request: ModelRequest, *, text_deltas: bool = True
    ) -> AsyncIterator[StreamEvent]:
        """Stream one model call through the client (SPEC §7 provider protocol)."""
        body = chat_body(self.model, request, self.extra_body, self.include_usage)
        model, messages = body.pop("model"), body.pop("messages")
        body.pop("stream")
        create = self.client.chat.completions.with_streaming_response.create
        headers = self._trace_headers()
        return self._sdk_stream(
            lambda: create(
                model=model,
                messages=messages,
                stream=True,
                extra_body=body,
                extra_headers=headers or None,
            ),
            _OpenAIDecoder(self.model, self.redact_values),
            text_deltas,
        )


class AnthropicSDKProvider(_SDKProvider):
    """Model calls through your ``anthropic.AsyncAnthropic`` client (``messages``, streamed).

    The client's retries are turned off (a warning says so when it had them on).
    """

    name = "anthropic"

    def __init__(
        self,
        client: anthropic.AsyncAnthropic,
        *,
        model: str,
        max_tokens: int = 1024,
        extra_body: Mapping[str, Any] | None = None,
        timeout: float | None = 600.0,
        max_stream_bytes: int = 64 * 1024 * 1024,
        max_line_chars: int = 1024 * 1024,
        propagate_trace_context: bool = True,
        name: str | None = None,
    ) -> None:
        sdk = _require("anthropic", "anthropic")
        arguments.instance(client, sdk.AsyncAnthropic, "client", optional=False)
        arguments.positive_int(max_tokens, "max_tokens")
        super().__init__(
            _retries_off(client, type(client).__name__),
            model=model,
            extra_body=extra_body,
            timeout=timeout,
            max_stream_bytes=max_stream_bytes,
            max_line_chars=max_line_chars,
            propagate_trace_context=propagate_trace_context,
            name=name,
        )
        self._sdk = sdk
        self.max_tokens = max_tokens

    @property
    def request_max_tokens(self) -> int:
        """The output-token cap of every request (for telemetry)."""
        return self.max_tokens

    def stream(
        self, request: ModelRequest, *, text_deltas: bool = True
    ) -> AsyncIterator[StreamEvent]:
        """Stream one model call through the client (SPEC §7 provider protocol)."""
        body = messages_body(self.model, request, self.extra_body, self.max_tokens)
        model, messages, max_tokens = (
            body.pop("model"),
            body.pop("messages"),
            body.pop("max_tokens"),
        )
        body.pop("stream")
        create = self.client.messages.with_streaming_response.create
        headers = self._trace_headers()
        return self._sdk_stream(
            lambda: create(
                model=model,
                messages=messages,
                max_tokens=max_tokens,
                stream=True,
                extra_body=body,
                extra_headers=headers or None,
            ),
            _AnthropicDecoder(self.model, self.redact_values),
            text_deltas,
        )


#: LiteLLM exception classes whose meaning its text may not carry, as OpenAI error codes.
_LITELLM_CODES = {
    "ContextWindowExceededError": "context_length_exceeded",
    "ContentPolicyViolationError": "content_policy_violation",
    "AuthenticationError": "invalid_api_key",
    "NotFoundError": "model_not_found",
    "BudgetExceededError": "insufficient_quota",
}


class LiteLLMProvider(_Borrowed):
    """Model calls through ``litellm.acompletion`` (any backend LiteLLM knows), streamed.

    ``kwargs`` go to every ``acompletion`` call (``api_key``, ``api_base``, ``temperature``…);
    LiteLLM's own retries are off (``num_retries=0``, ``max_retries=0``). Its exceptions
    become the same error facts as the own providers' (status, type/code, Retry-After).
    """

    name = "litellm"

    def __init__(
        self,
        model: str,
        *,
        timeout: float | None = 600.0,
        name: str | None = None,
        **kwargs: Any,
    ) -> None:
        self._litellm = _require("litellm", "litellm")
        arguments.text(model, "model")
        if not model:
            raise ValueError("model must be a non-empty string")
        if timeout is not None and not timeout > 0:
            raise ValueError(f"timeout must be > 0 or None, got {timeout!r}")
        for key in ("num_retries", "max_retries"):
            if kwargs.get(key):
                warnings.warn(
                    f"LiteLLMProvider({key}={kwargs[key]}) would retry inside each of "
                    f"retrylens's model calls; retrylens calls LiteLLM with {key}=0",
                    SDKRetriesWarning,
                    stacklevel=2,
                )
        if kwargs.get("n", 1) != 1:
            raise ValueError(f"n={kwargs['n']!r} is not supported: one choice per call (n=1)")
        for key in ("stream", "messages", "model"):
            if key in kwargs:
                raise TypeError(f"LiteLLMProvider sets {key!r} itself; do not pass it")
        self.model = model
        self.timeout = timeout
        self.kwargs = {**kwargs, "num_retries": 0, "max_retries": 0}
        if name:
            self.name = name
        base = kwargs.get("api_base") or kwargs.get("base_url")
        if isinstance(base, str) and base:
            url = httpx.URL(base)
            self.server_address = url.host
            self.server_port = url.port or (443 if url.scheme == "https" else 80)
        secret = kwargs.get("api_key")
        self._secrets = (secret,) if isinstance(secret, str) and len(secret) >= 3 else ()

    def __repr__(self) -> str:
        return f"LiteLLMProvider(model={self.model!r})"

    async def stream(
        self, request: ModelRequest, *, text_deltas: bool = True
    ) -> AsyncIterator[StreamEvent]:
        """Stream one model call through LiteLLM (SPEC §7 provider protocol)."""
        body = chat_body(self.model, request, {}, True)
        body.pop("stream")
        litellm = self._litellm
        decoder = _OpenAIDecoder(self.model, self.redact_values)
        decoder.text_deltas = text_deltas
        headers: dict[str, str] = {}
        inject_trace_context(headers)
        extra = dict(self.kwargs)
        if headers:
            extra["extra_headers"] = {**(extra.get("extra_headers") or {}), **headers}
        with _Deadline(self.timeout, f"LiteLLM call of {self.model}"):
            try:
                chunks = await litellm.acompletion(**body, **extra, stream=True)
                tap = _RawChunkTap.install(chunks)
                async for chunk in chunks:
                    obj = _chunk_dict(chunk)
                    if tap is not None:
                        obj = tap.merge(obj)
                    for event in decoder.feed_object(obj):
                        yield event
                    if decoder.finished:
                        return
            except (litellm.exceptions.APIConnectionError, litellm.exceptions.Timeout) as exc:
                raise self._transport_error(exc) from exc
            except Exception as exc:
                # LiteLLM's status exceptions (RateLimitError, BadRequestError…) carry the
                # status; anything else (a bug, a malformed chunk) propagates as it is.
                if not type(exc).__module__.startswith("litellm") or not isinstance(
                    getattr(exc, "status_code", None), int
                ):
                    raise
                yield self._litellm_error(exc)
                return
        tail = decoder.end()
        if tail is None:
            tail = ErrorEvent(
                message=AssistantMessage(
                    content="".join(decoder.parts),
                    stop_reason="error",
                    error_message="LiteLLM stream ended without a finish reason",
                    model=decoder.model,
                )
            )
        yield tail

    def _transport_error(self, exc: BaseException) -> BaseException:
        """The httpx / SDK transport exception LiteLLM wrapped, if it kept it."""
        seen = exc
        for _ in range(4):
            cause = seen.__cause__ or seen.__context__
            if cause is None:
                break
            for candidate in (cause, cause.__cause__):
                found = _as_httpx(candidate) if candidate is not None else None
                if found is not None:
                    return found
            seen = cause
        return exc

    def _litellm_error(self, exc: Any) -> ErrorEvent:
        """A LiteLLM status exception as the own providers' error message."""
        status = getattr(exc, "status_code", None)
        status = status if isinstance(status, int) and 100 <= status <= 599 else None
        headers = getattr(exc, "litellm_response_headers", None)
        response = getattr(exc, "response", None)
        if headers is None and isinstance(response, httpx.Response):
            headers = response.headers
        headers = headers if isinstance(headers, Mapping) else {}
        text = getattr(exc, "message", None) or str(exc)
        code = _LITELLM_CODES.get(type(exc).__name__)
        prefix = f"Error code: {status} - " if status is not None else ""
        return ErrorEvent(
            message=AssistantMessage(
                stop_reason="error",
                error_message=truncate(redact(f"{prefix}{text}", self.redact_values), 2048),
                http_status=status,
                provider_error_type=type(exc).__name__,
                provider_error_code=code,
                retry_after_s=parse_retry_after(httpx.Headers(dict(headers)), time.time()),
                model=self.model,
                request_id=httpx.Headers(dict(headers)).get("x-request-id"),
            ).with_exception(exc)
        )


class _RawChunkTap:
    """Reads what LiteLLM's stream wrapper drops from the raw chunks it consumes.

    LiteLLM's wrapper drops every chunk whose delta has no content, tool call or reasoning,
    so a refusal's words never reach its caller (only the first chunk, ``refusal: ""``,
    survives for its role), and it replaces the model the server named with the one asked
    for. The tap sits between the wrapper and the provider stream it holds
    (``completion_stream``), leaving the chunks, LiteLLM's callbacks and its closing
    untouched, and hands both to the decoder. Once it has seen a refusal field it is the
    only source of refusal text, so a LiteLLM that keeps them cannot double them.
    """

    __slots__ = ("_inner", "_pending", "model", "seen")

    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self._pending: dict[int, list[str]] = {}
        self.seen = False
        #: The model the server named in its chunks, if any.
        self.model: str | None = None

    @classmethod
    def install(cls, wrapper: Any) -> _RawChunkTap | None:
        """Put a tap on ``wrapper.completion_stream`` when it is an async stream of chunks."""
        inner = getattr(wrapper, "completion_stream", None)
        if inner is None or not hasattr(inner, "__aiter__"):
            return None
        tap = cls(inner)
        try:
            wrapper.completion_stream = tap
        except (AttributeError, TypeError):
            return None
        return tap

    def __getattr__(self, name: str) -> Any:  # close/aclose/response: the provider stream's
        return getattr(self._inner, name)

    def __aiter__(self) -> AsyncIterator[Any]:
        return self._read()

    async def _read(self) -> AsyncIterator[Any]:
        async for chunk in self._inner:
            model = chunk.get("model") if isinstance(chunk, dict) else getattr(chunk, "model", None)
            if isinstance(model, str) and model:
                self.model = model
            for index, delta in _raw_deltas(chunk):
                refusal = delta.get("refusal") if isinstance(delta, dict) else None
                if refusal is None and not isinstance(delta, dict):
                    refusal = getattr(delta, "refusal", None)
                if isinstance(refusal, str):
                    self.seen = True
                    if refusal:
                        self._pending.setdefault(index, []).append(refusal)
            yield chunk

    def merge(self, obj: dict[str, Any]) -> dict[str, Any]:
        """``obj`` with the server's model and the refusal words read since the last chunk."""
        if self.model is not None:
            obj = {**obj, "model": self.model}
        if not self.seen:
            return obj
        choices = obj.get("choices")
        if type(choices) is not list:
            choices = []
        merged: list[Any] = []
        for choice in choices:
            if isinstance(choice, dict) and isinstance(choice.get("delta"), dict):
                delta = {k: v for k, v in choice["delta"].items() if k != "refusal"}
                words = self._pending.pop(_int_index(choice.get("index")), None)
                if words:
                    delta["refusal"] = "".join(words)
                choice = {**choice, "delta": delta}
            merged.append(choice)
        for index, words in sorted(self._pending.items()):  # chunks LiteLLM did not pass on
            merged.insert(0, {"index": index, "delta": {"refusal": "".join(words)}})
        self._pending.clear()
        return {**obj, "choices": merged}


def _raw_deltas(chunk: Any) -> list[tuple[int, Any]]:
    """(choice index, delta) of a raw provider chunk: an OpenAI SDK object or a dict."""
    choices = chunk.get("choices") if isinstance(chunk, dict) else getattr(chunk, "choices", None)
    if not isinstance(choices, list):
        return []
    out: list[tuple[int, Any]] = []
    for choice in choices:
        if isinstance(choice, dict):
            index, delta = choice.get("index"), choice.get("delta")
        else:
            index, delta = getattr(choice, "index", None), getattr(choice, "delta", None)
        if delta is not None:
            out.append((_int_index(index), delta))
    return out


def _int_index(value: Any) -> int:
    return value if type(value) is int else 0


def _chunk_dict(chunk: Any) -> dict[str, Any]:
    """A LiteLLM stream chunk as the OpenAI chunk object it mirrors."""
    if isinstance(chunk, dict):
        return chunk
    dump = getattr(chunk, "model_dump", None)
    if dump is None:
        raise StreamDecodeError(f"LiteLLM yielded a {type(chunk).__name__}, not a chunk")
    result = dump(warnings=False)  # LiteLLM's own fields (e.g. a dict ``cost``) would warn
    if not isinstance(result, dict):
        raise StreamDecodeError("a LiteLLM chunk did not dump to an object")
    return result
