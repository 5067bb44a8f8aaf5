"""Messages, stream events and the provider protocol (SPEC §1, §7).

Both shapes of failure that SPEC §1 describes end up as the same thing downstream: an
``AssistantMessage`` with ``stop_reason="error"``. The message carries the structured facts
(exception type, HTTP status, provider error type/code, Retry-After) beside the redacted
``error_message``, so later layers never need to parse text to learn them.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Awaitable
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Final, Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

#: ``refusal``: the model declined (OpenAI ``finish_reason="content_filter"``, Anthropic
#: ``stop_reason="refusal"``): not an error to retry, an identical call gives the same.
StopReason = Literal["stop", "length", "tool_use", "error", "aborted", "refusal"]


class Usage(BaseModel):
    """Token counts reported by a provider for one call (as the provider counts them)."""

    model_config = ConfigDict(frozen=True)

    input_tokens: int | None = None
    output_tokens: int | None = None
    #: Input tokens served from the provider's prompt cache (OpenAI
    #: ``prompt_tokens_details.cached_tokens``, Anthropic ``cache_read_input_tokens``).
    cache_read_tokens: int | None = None
    #: Input tokens written to the prompt cache (Anthropic ``cache_creation_input_tokens``).
    cache_creation_tokens: int | None = None


IMAGE_MEDIA_TYPES: Final = ("image/png", "image/jpeg", "image/gif", "image/webp")


class TextPart(BaseModel):
    """A piece of text in a message."""

    model_config = ConfigDict(frozen=True)

    type: Literal["text"] = "text"
    text: str


class ImagePart(BaseModel):
    """An image, by URL or as base64 data with its media type."""

    model_config = ConfigDict(frozen=True)

    type: Literal["image"] = "image"
    url: str | None = None
    #: Base64 of the image bytes (no ``data:`` prefix); needs ``media_type``.
    data: str | None = None
    media_type: str | None = None

    @model_validator(mode="after")
    def _one_source(self) -> ImagePart:
        if (self.url is None) == (self.data is None):
            raise ValueError("an ImagePart needs exactly one of url= or data=")
        if self.data is not None and self.media_type not in IMAGE_MEDIA_TYPES:
            raise ValueError(
                f"an ImagePart with data= needs media_type in {IMAGE_MEDIA_TYPES}, "
                f"got {self.media_type!r}"
            )
        return self


class ToolResultPart(BaseModel):
    """The result of a tool call, sent back to the model in a user message."""

    model_config = ConfigDict(frozen=True)

    type: Literal["tool_result"] = "tool_result"
    tool_call_id: str
    content: str
    is_error: bool = False


ContentPart = Annotated[TextPart | ImagePart | ToolResultPart, Field(discriminator="type")]


class Tool(BaseModel):
    """A tool (function) the model may call: its name, what it does, its JSON Schema."""

    model_config = ConfigDict(frozen=True)

    name: str = Field(pattern=r"^[A-Za-z0-9_-]{1,64}$")
    description: str | None = None
    parameters: dict[str, Any] = Field(default_factory=lambda: {"type": "object", "properties": {}})


class ToolCall(BaseModel):
    """A tool call the model made: its id, the tool's name and the arguments it sent."""

    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    #: The arguments exactly as streamed (a JSON text, possibly invalid or cut short).
    arguments_raw: str = ""

    @property
    def arguments(self) -> dict[str, Any] | None:
        """The arguments parsed as a JSON object; None when they are not one."""
        try:
            value = json.loads(self.arguments_raw or "{}")
        except ValueError:
            return None
        return value if isinstance(value, dict) else None


class UserMessage(BaseModel):
    """A message written by the user (or the calling program): text, or parts.

    Parts carry images and tool results (``ToolResultPart``) beside text.
    """

    model_config = ConfigDict(frozen=True)

    role: Literal["user"] = "user"
    content: str | tuple[ContentPart, ...]

    @property
    def text(self) -> str:
        """The message's text (its text parts joined)."""
        if isinstance(self.content, str):
            return self.content
        return "".join(p.text for p in self.content if isinstance(p, TextPart))


class AssistantMessage(BaseModel):
    """The model's answer, or the record of a failed call (``stop_reason="error"``)."""

    model_config = ConfigDict(frozen=True)

    role: Literal["assistant"] = "assistant"
    content: str = ""
    stop_reason: StopReason = "stop"
    #: The provider's own finish/stop reason (``end_turn``, ``content_filter``…), if sent.
    raw_stop_reason: str | None = None
    #: Redacted text of the failure; ``""`` when a stream died before any error body came.
    error_message: str | None = None
    #: ``type(exc).__name__`` of the exception that produced this message, if one did.
    error_type: str | None = None
    http_status: int | None = None
    provider_error_type: str | None = None
    provider_error_code: str | None = None
    #: Seconds the server asked us to wait (Retry-After / retry-after-ms), if it did.
    retry_after_s: float | None = Field(default=None, ge=0)
    model: str | None = None
    #: The provider's id of the response (``chatcmpl-…``, ``msg_…``), if it sent one.
    response_id: str | None = None
    #: The provider's id of the failed request (``x-request-id`` / ``request-id`` header):
    #: what its support asks for.
    request_id: str | None = None
    usage: Usage | None = None
    #: The tool calls the model made, in order (``stop_reason="tool_use"`` when it stopped
    #: to have them run).
    tool_calls: tuple[ToolCall, ...] = ()
    #: Tools the provider ran itself during the answer (Anthropic ``server_tool_use`` such as
    #: web search or code execution, ``mcp_tool_use``): kept for the record, never for the
    #: caller to run, and not sent back in later turns.
    server_tool_calls: tuple[ToolCall, ...] = ()
    #: The model's refusal text (OpenAI ``refusal``), if it refused.
    refusal: str | None = None
    #: Reasoning / thinking text, where the API streams it (Anthropic ``thinking``).
    reasoning: str | None = None
    #: Anthropic's signature of the thinking block (sent back with it in later turns).
    reasoning_signature: str | None = None

    # The exception ``Agent.run`` caught: private, never serialised, kept so the runtime can
    # chain it (``raise ... from exc``) and recognise programming errors by type.
    _exception: BaseException | None = PrivateAttr(default=None)

    @property
    def text(self) -> str:
        """The answer's text (``content``; the same name as ``UserMessage.text``)."""
        return self.content

    @property
    def exception(self) -> BaseException | None:
        """The exception this message was made from, if any (not serialised)."""
        # Read from pydantic's private store directly: ``self._exception`` goes through
        # ``BaseModel.__getattr__`` and costs ~2 µs, on every classification.
        private = self.__pydantic_private__
        return private.get("_exception") if private else None

    def with_exception(self, exc: BaseException | None) -> AssistantMessage:
        """Attach the caught exception (returns ``self`` for chaining)."""
        self._exception = exc
        return self


Message = UserMessage | AssistantMessage


# The stream events are slotted dataclasses, not pydantic models: a provider yields one
# per streamed piece, and their construction is on every call's hot path (about half a
# pydantic model's cost). They check their field types all the same.


@dataclass(frozen=True, slots=True)
class TextDelta:
    """A piece of streamed answer text."""

    text: str
    type: ClassVar[Literal["text_delta"]] = "text_delta"

    def __post_init__(self) -> None:
        if not isinstance(self.text, str):
            raise TypeError(f"TextDelta.text must be a str, got {type(self.text).__name__}")


@dataclass(frozen=True, slots=True)
class ToolCallDelta:
    """A piece of a streamed tool call: ``index`` orders the answer's calls (0, 1, ...).

    The first piece of a call carries its ``id`` and ``name``; ``arguments`` is the next
    fragment of the JSON arguments as sent (join them; parse only the whole).
    """

    index: int
    arguments: str = ""
    id: str | None = None
    name: str | None = None
    type: ClassVar[Literal["tool_call_delta"]] = "tool_call_delta"

    def __post_init__(self) -> None:
        if type(self.index) is not int or self.index < 0:
            raise TypeError(f"ToolCallDelta.index must be an int >= 0, got {self.index!r}")
        if not isinstance(self.arguments, str):
            raise TypeError(
                f"ToolCallDelta.arguments must be a str, got {type(self.arguments).__name__}"
            )


@dataclass(frozen=True, slots=True)
class ReasoningDelta:
    """A piece of streamed reasoning (thinking) text, where the API streams it."""

    text: str
    type: ClassVar[Literal["reasoning_delta"]] = "reasoning_delta"

    def __post_init__(self) -> None:
        if not isinstance(self.text, str):
            raise TypeError(f"ReasoningDelta.text must be a str, got {type(self.text).__name__}")


@dataclass(frozen=True, slots=True)
class Done:
    """The stream finished; ``message`` is the complete final message (all text included)."""

    message: AssistantMessage
    type: ClassVar[Literal["done"]] = "done"

    def __post_init__(self) -> None:
        _check_message(self)


@dataclass(frozen=True, slots=True)
class ErrorEvent:
    """The provider reported an error in-band; ``message`` becomes the final message."""

    message: AssistantMessage
    type: ClassVar[Literal["error"]] = "error"

    def __post_init__(self) -> None:
        _check_message(self)


def _check_message(event: Done | ErrorEvent) -> None:
    if not isinstance(event.message, AssistantMessage):
        raise TypeError(
            f"{type(event).__name__}.message must be an AssistantMessage, "
            f"got {type(event.message).__name__}"
        )


StreamEvent = TextDelta | ToolCallDelta | ReasoningDelta | Done | ErrorEvent
#: The events that carry a piece of the answer (passed on by ``Runtime.stream``).
DeltaEvent = TextDelta | ToolCallDelta | ReasoningDelta


@dataclass(frozen=True, slots=True)
class ModelRequest:
    """What the agent asks a provider for: the conversation so far.

    A slotted dataclass, made once per model call (its messages are validated models
    already, so it only checks their types).
    """

    messages: tuple[Message, ...]
    system: str | None = None
    #: Tools the model may call, and how it must choose (``"auto"``, ``"none"``,
    #: ``"required"`` or a tool's name); None leaves both out of the request.
    tools: tuple[Tool, ...] = ()
    tool_choice: str | None = None

    def __post_init__(self) -> None:
        if type(self.messages) is not tuple:
            object.__setattr__(self, "messages", tuple(self.messages))
        for m in self.messages:
            if not isinstance(m, (UserMessage, AssistantMessage)):
                raise TypeError(
                    f"ModelRequest.messages holds a {type(m).__name__}; "
                    "expected UserMessage or AssistantMessage"
                )
        if self.system is not None and not isinstance(self.system, str):
            raise TypeError(f"ModelRequest.system must be a str, got {type(self.system).__name__}")
        if type(self.tools) is not tuple:
            object.__setattr__(self, "tools", tuple(self.tools))
        for t in self.tools:
            if not isinstance(t, Tool):
                raise TypeError(f"ModelRequest.tools holds a {type(t).__name__}; expected Tool")
        if self.tool_choice is not None:
            check_tool_choice(self.tool_choice, self.tools)


def check_tool_choice(choice: object, tools: tuple[Tool, ...]) -> str:
    """``choice`` if it is ``auto``/``none``/``required`` or one of ``tools``' names."""
    names = {t.name for t in tools}
    if not isinstance(choice, str) or (
        choice not in ("auto", "none", "required") and choice not in names
    ):
        raise ValueError(
            f"tool_choice must be 'auto', 'none', 'required' or a tool's name "
            f"({', '.join(sorted(names)) or 'no tools given'}), got {choice!r}"
        )
    if choice in ("required",) and not tools:
        raise ValueError("tool_choice='required' needs tools")
    return choice


@runtime_checkable
class Provider(Protocol):
    """Anything that can stream one model call.

    ``stream(request)`` returns an async iterator of :data:`StreamEvent` (an ``async def``
    generator is the usual shape; a coroutine that returns one is accepted too). It yields
    ``TextDelta`` events and ends with ``Done`` or ``ErrorEvent``; it may also raise.
    Optional attributes: ``name`` and ``model`` (telemetry labels and error sentences) and
    ``redact_values`` (secrets, such as the API key, to scrub from every error text).
    """

    def stream(
        self, request: ModelRequest
    ) -> AsyncIterator[StreamEvent] | Awaitable[AsyncIterator[StreamEvent]]:
        """Start one model call and stream its events."""
        ...


def provider_name(provider: object) -> str:
    """The provider's ``name`` attribute, else its class name."""
    name = getattr(provider, "name", None)
    return name if isinstance(name, str) and name else type(provider).__name__


def provider_model(provider: object) -> str:
    """The provider's ``model`` attribute, else ``"unknown"``."""
    model = getattr(provider, "model", None)
    return model if isinstance(model, str) and model else "unknown"


def provider_secrets(provider: object) -> tuple[str, ...]:
    """Secret strings the provider asks to have scrubbed from error texts."""
    values = getattr(provider, "redact_values", ())
    if isinstance(values, str):
        values = (values,)
    try:
        return tuple(v for v in values if isinstance(v, str) and v)
    except TypeError:
        return ()
