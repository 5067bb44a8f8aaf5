"""The agent layer: consume one provider stream and turn every failure into a message.

SPEC §1/§2: an exception inside ``agent_loop`` or the provider becomes
``AssistantMessage(stop_reason="error", error_message="TypeName: text")``; an ``ErrorEvent``
from the provider is taken as the final message. Anything that is not an ``Exception``
(``CancelledError``, ``KeyboardInterrupt``, ``SystemExit``) propagates untouched.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import time
import traceback
from collections.abc import AsyncIterator, Sequence
from dataclasses import replace
from typing import Any

from ._decisions import Failure, describe
from ._exceptions import StreamIncompleteError
from ._http import HTTPProvider
from ._messages import (
    AssistantMessage,
    Done,
    ErrorEvent,
    Message,
    ModelRequest,
    Provider,
    ReasoningDelta,
    StreamEvent,
    TextDelta,
    Tool,
    ToolCallDelta,
    provider_model,
    provider_name,
    provider_secrets,
)
from ._redact import redact
from ._streaming import current_channel
from .telemetry._core import (
    ClientCall,
    exception_log_fields,
    trace_fields,
    tracebacks_to_stderr,
)

logger = logging.getLogger("retrylens")

_DELTAS = (TextDelta, ToolCallDelta, ReasoningDelta)


def error_text(err: BaseException) -> str:
    """SPEC §2: ``"TypeName: text"``, or just ``"TypeName"`` when the text is empty."""
    return describe(err)


def redacted_traceback(err: BaseException, secrets: Sequence[str] = ()) -> str:
    """The formatted traceback of ``err`` (with its chain), secrets removed."""
    return redact("".join(traceback.format_exception(type(err), err, err.__traceback__)), secrets)


def message_from_exception(err: Exception, provider: object) -> AssistantMessage:
    """Build the error message for ``err``, keeping the structured facts it carries."""
    facts = Failure.from_exception(err)
    if facts.exception is not err:  # an error that carried a message of its own
        facts = Failure(text=describe(err), exception_type=type(err).__name__, exception=err)
    redacted = replace(facts, text=redact(facts.text, provider_secrets(provider)))
    return redacted.as_message(model=provider_model(provider))


def _open_stream(provider: Provider, request: ModelRequest, deltas: bool) -> Any:
    """The provider's stream: an async iterator, or an awaitable that returns one."""
    if not deltas and getattr(type(provider), "stream", None) is HTTPProvider.stream:
        # Our own providers, their stream() not overridden, and nobody reading the pieces:
        # only the final event is made.
        return provider.stream(request, text_deltas=False)  # type: ignore[call-arg]
    return provider.stream(request)


async def _awaited_stream(stream: Any, provider: Provider) -> AsyncIterator[StreamEvent]:
    if inspect.isawaitable(stream):
        stream = await stream  # a coroutine that returns the stream
    if not hasattr(stream, "__anext__"):
        raise TypeError(
            f"{provider_name(provider)}.stream() returned {type(stream).__name__}, "
            "not an async iterator of stream events"
        )
    return stream  # type: ignore[no-any-return]


async def agent_loop(provider: Provider, request: ModelRequest) -> AssistantMessage:
    """Consume one provider stream and return its final message (SPEC §1).

    ``Done.message`` is returned as is (it already holds all the text). An ``ErrorEvent``'s
    message becomes the final message, with ``stop_reason="error"``. A stream that ends with
    neither raises :class:`StreamIncompleteError` — a partial answer is never a success.
    The stream is always closed, so a cancelled call releases its HTTP response at once.
    Every call gets a CLIENT span (``chat {model}``), whatever the provider.
    """
    try:
        call: ClientCall | None = ClientCall(provider)
    except Exception:  # telemetry must never break a call
        call = None
    if call is None:
        return scrubbed(await _consume(provider, request, None), provider)
    try:
        with call.context():
            msg = scrubbed(await _consume(provider, request, call), provider)
    except BaseException as exc:
        call.failed(exc)
        raise
    else:
        call.finished(msg)
        return msg
    finally:
        call.end()


async def _consume(
    provider: Provider, request: ModelRequest, call: ClientCall | None
) -> AssistantMessage:
    channel = current_channel.get()
    stream = _open_stream(provider, request, channel is not None)
    if not hasattr(stream, "__anext__"):
        stream = await _awaited_stream(stream, provider)
    try:
        async for event in stream:
            if call is not None and not call.streaming:
                call.streaming = True  # the answer has started: a failure now cuts it
            if isinstance(event, _DELTAS):
                if call is not None and call.first_token is None and type(event) is TextDelta:
                    call.first_token = time.perf_counter()
                if channel is not None:
                    if channel.put(event):
                        await asyncio.sleep(0)  # the first piece: to the consumer at once
                    elif channel.full:
                        await channel.room()  # a slow consumer: let it catch up
                continue
            if isinstance(event, Done):
                return event.message
            if isinstance(event, ErrorEvent):
                return _as_error(event.message, provider)
            raise TypeError(
                f"{provider_name(provider)} yielded {type(event).__name__}; "
                "expected TextDelta, ToolCallDelta, ReasoningDelta, Done or ErrorEvent"
            )
        raise StreamIncompleteError(
            f"{provider_name(provider)} stream ended before a Done or ErrorEvent event "
            "(stream terminated early)"
        )
    finally:
        aclose = getattr(stream, "aclose", None)
        if aclose is not None:
            await aclose()


_SCRUBBED_FIELDS = (
    "error_message",
    "raw_stop_reason",
    "provider_error_type",
    "provider_error_code",
    "model",
    "error_type",
)


#: Redacted forms of recent field values (models and stop reasons repeat on every call).
_FIELD_CACHE: dict[tuple[str, tuple[str, ...]], str] = {}
_FIELD_CACHE_SIZE = 512


def _redacted_field(value: str, secrets: tuple[str, ...]) -> str:
    key = (value, secrets)
    found = _FIELD_CACHE.get(key)
    if found is None:
        found = redact(value, secrets)
        if len(value) <= 200:  # short, repeating values only (error texts vary)
            if len(_FIELD_CACHE) >= _FIELD_CACHE_SIZE:
                _FIELD_CACHE.clear()
            _FIELD_CACHE[key] = found
    return found


def scrubbed(msg: AssistantMessage, provider: object) -> AssistantMessage:
    """``msg`` with the provider's secrets removed from every structured text field.

    A key a server echoes in ``error.type`` / ``error.code``, a stop reason or the stream's
    ``model`` would otherwise reach history, span and metric attributes. (``content`` is
    what the model said and is kept as sent.)
    """
    secrets = provider_secrets(provider)
    update = {}
    for name in _SCRUBBED_FIELDS:
        value = getattr(msg, name)
        if isinstance(value, str) and value:
            clean = _redacted_field(value, secrets)
            if clean != value:
                update[name] = clean
    if not update:
        return msg
    return msg.model_copy(update=update).with_exception(msg.exception)


def _as_error(msg: AssistantMessage, provider: object) -> AssistantMessage:
    # A user's provider may not redact; ours do. Redacting twice is harmless.
    text = redact(msg.error_message or "", provider_secrets(provider))
    if msg.stop_reason == "error" and text == (msg.error_message or ""):
        return msg
    copy = msg.model_copy(update={"stop_reason": "error", "error_message": text})
    return copy.with_exception(msg.exception)


class Agent:
    """Runs one model call; never raises an ``Exception`` (SPEC §2)."""

    def __init__(
        self,
        provider: Provider,
        *,
        system: str | None = None,
        tools: Sequence[Tool] = (),
        tool_choice: str | None = None,
    ) -> None:
        self.provider = provider
        self.system = system
        self.tools = tuple(tools)
        self.tool_choice = tool_choice

    async def run(self, messages: Sequence[Message]) -> AssistantMessage:
        """Call the model once with ``messages``; failures come back as error messages."""
        request = ModelRequest(
            messages=tuple(messages),
            system=self.system,
            tools=self.tools,
            tool_choice=self.tool_choice,
        )
        try:
            return await agent_loop(self.provider, request)
        except Exception as err:
            msg = scrubbed(message_from_exception(err, self.provider), self.provider)
            stacktrace = redacted_traceback(err, provider_secrets(self.provider))
            # The span event went on the CLIENT span where the call failed (redacted, never
            # via the SDK's record_exception, which would export chained exceptions raw).
            fields = exception_log_fields(err, provider_secrets(self.provider)) or {}
            name = provider_name(self.provider)
            extra = {
                "retrylens.layer": "agent",
                "retrylens.provider": name,
                "error.type": type(err).__qualname__,
                **fields,
                **trace_fields(),
            }
            if tracebacks_to_stderr():  # the seed's behaviour, on request
                logger.warning(
                    "model call to %s raised %s\n%s",
                    name,
                    msg.error_message,
                    stacktrace,
                    extra=extra,
                )
            else:
                # Quiet by default: a caught error is usually retried and recovered. The
                # traceback is on the span's exception event, and here at DEBUG.
                logger.info("model call to %s raised %s", name, msg.error_message, extra=extra)
                if logger.isEnabledFor(logging.DEBUG):
                    logger.debug(
                        "traceback of the model call to %s:\n%s", name, stacktrace, extra=extra
                    )
            return msg
