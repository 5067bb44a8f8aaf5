"""``OpenAIChatProvider``: OpenAI-compatible ``POST {base_url}/chat/completions``, streamed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import httpx

from . import _arguments as arguments
from ._http import HTTPProvider, _Decoder, from_env, load_event_json
from ._messages import (
    AssistantMessage,
    Done,
    ErrorEvent,
    ImagePart,
    Message,
    ModelRequest,
    ReasoningDelta,
    StopReason,
    StreamEvent,
    TextDelta,
    TextPart,
    ToolCall,
    ToolCallDelta,
    ToolResultPart,
    Usage,
)
from ._sse import StreamDecodeError
from .telemetry._core import mark_first_token

_FINISH: dict[str, StopReason] = {
    "stop": "stop",
    "length": "length",
    "tool_calls": "tool_use",
    "function_call": "tool_use",
    "content_filter": "refusal",
}


OPENAI_BASE_URL = "https://api.openai.com/v1"


class OpenAIChatProvider(HTTPProvider):
    """Streams chat completions from any OpenAI-compatible server.

    Works with OpenAI, Azure-style gateways, vLLM, llama.cpp, Ollama and OpenRouter: set
    ``base_url`` (e.g. ``https://api.openai.com/v1``), ``api_key`` and extra ``headers``.
    ``extra_body`` is merged into every request (temperature, max_tokens…).

    As the official SDK, unset arguments come from the environment: ``OPENAI_API_KEY``,
    ``OPENAI_BASE_URL``, ``OPENAI_ORG_ID`` and ``OPENAI_PROJECT_ID`` (the last two as the
    ``OpenAI-Organization`` / ``OpenAI-Project`` headers). With no key at all, calling
    ``api.openai.com`` is refused here (``ConfigurationError``), not sent and retried.
    """

    name = "openai"
    _path = "/chat/completions"

    def __init__(
        self,
        *,
        model: str,
        base_url: str | None = None,
        api_key: str | None = None,
        client: httpx.AsyncClient | None = None,
        headers: Mapping[str, str] | None = None,
        include_usage: bool = True,
        extra_body: Mapping[str, Any] | None = None,
        organization: str | None = None,
        project: str | None = None,
        **kwargs: Any,
    ) -> None:
        arguments.text_or_none(organization, "organization")
        arguments.text_or_none(project, "project")
        sent = {
            name: value
            for name, value in (
                ("OpenAI-Organization", from_env(organization, "OPENAI_ORG_ID")),
                ("OpenAI-Project", from_env(project, "OPENAI_PROJECT_ID")),
            )
            if value
        }
        super().__init__(
            model=model,
            base_url=from_env(base_url, "OPENAI_BASE_URL") or OPENAI_BASE_URL,
            api_key=from_env(api_key, "OPENAI_API_KEY"),
            client=client,
            headers={**sent, **(headers or {})} if sent else headers,
            **kwargs,
        )
        self.include_usage = include_usage
        self.extra_body = dict(extra_body or {})
        n = self.extra_body.get("n", 1)
        if n != 1:
            # Several choices would have to be merged into one answer or dropped.
            raise ValueError(f"extra_body n={n!r} is not supported: one choice per call (n=1)")
        self._require_key(OPENAI_BASE_URL, "OPENAI_API_KEY")

    @property
    def request_max_tokens(self) -> int | None:
        """The output-token cap sent in ``extra_body``, if any (for telemetry)."""
        return max_tokens_of(self.extra_body)

    def _request_headers(self) -> dict[str, str]:
        return {"authorization": f"Bearer {self._api_key}"} if self._api_key else {}

    def _request_body(self, request: ModelRequest) -> dict[str, Any]:
        return chat_body(self.model, request, self.extra_body, self.include_usage)

    def _decoder(self) -> _OpenAIDecoder:
        return _OpenAIDecoder(self.model, self.redact_values)


def max_tokens_of(extra_body: Mapping[str, Any]) -> int | None:
    """The output-token cap a Chat Completions body sets, if any."""
    for key in ("max_completion_tokens", "max_tokens"):
        value = extra_body.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def chat_body(
    model: str, request: ModelRequest, extra_body: Mapping[str, Any], include_usage: bool
) -> dict[str, Any]:
    """The Chat Completions request body (streamed) for ``request``."""
    messages: list[dict[str, Any]] = []
    if request.system:
        messages.append({"role": "system", "content": request.system})
    for m in request.messages:
        messages.extend(_wire_messages(m))
    body: dict[str, Any] = {
        **extra_body,
        "model": model,
        "messages": messages,
        "stream": True,
    }
    if request.tools:
        body["tools"] = [
            {
                "type": "function",
                "function": {
                    "name": t.name,
                    **({"description": t.description} if t.description else {}),
                    "parameters": t.parameters,
                },
            }
            for t in request.tools
        ]
    if request.tool_choice is not None:
        choice = request.tool_choice
        body["tool_choice"] = (
            choice
            if choice in ("auto", "none", "required")
            else {"type": "function", "function": {"name": choice}}
        )
    if include_usage:
        body["stream_options"] = {"include_usage": True}
    return body


def _wire_messages(m: Message) -> list[dict[str, Any]]:
    """One message in the Chat Completions wire format (tool results are ``tool`` messages)."""
    if isinstance(m, AssistantMessage):
        if not m.content and not m.tool_calls:
            return []  # a failed or empty answer is not sent back
        out: dict[str, Any] = {"role": "assistant", "content": m.content or None}
        if m.tool_calls:
            out["tool_calls"] = [
                {
                    "id": c.id,
                    "type": "function",
                    "function": {"name": c.name, "arguments": c.arguments_raw or "{}"},
                }
                for c in m.tool_calls
            ]
        return [out]
    if isinstance(m.content, str):
        return [{"role": "user", "content": m.content}]
    wire: list[dict[str, Any]] = []
    parts: list[dict[str, Any]] = []
    for part in m.content:
        if isinstance(part, ToolResultPart):
            wire.append(
                {"role": "tool", "tool_call_id": part.tool_call_id, "content": part.content}
            )
        elif isinstance(part, TextPart):
            parts.append({"type": "text", "text": part.text})
        elif isinstance(part, ImagePart):
            url = part.url or f"data:{part.media_type};base64,{part.data}"
            parts.append({"type": "image_url", "image_url": {"url": url}})
    if parts:
        wire.append({"role": "user", "content": parts})
    return wire


class _OpenAIDecoder(_Decoder):
    def __init__(self, model: str, secrets: tuple[str, ...]) -> None:
        super().__init__(model, secrets)
        self.finish_reason: str | None = None
        self.usage: Usage | None = None
        self.saw_choice = False
        self.refusal: list[str] = []
        #: Reasoning text of compatible servers (``reasoning_content`` / ``reasoning``).
        self.reasoning: list[str] = []
        #: Tool calls by their stream index: [id, name, argument pieces].
        self.calls: dict[int, list[Any]] = {}

    def current_usage(self) -> Usage | None:
        return self.usage

    def feed(self, event: str, data: str) -> list[StreamEvent]:
        if data == "[DONE]":
            self.finished = True
            if not self.saw_choice:
                raise StreamDecodeError("the stream ended with [DONE] before any choice arrived")
            return [self._final()]
        obj = load_event_json(event, data)
        if obj is None:
            return []
        return self.feed_object(obj)

    def feed_object(self, obj: dict[str, Any]) -> list[StreamEvent]:
        """The stream events for one chunk, already parsed (``feed`` without the JSON)."""
        get = obj.get
        error = get("error")
        if error is not None:
            self.finished = True
            return [self.error_event(error)]
        model = get("model")
        if type(model) is str:
            self.model = model
        if self.response_id is None:
            rid = get("id")
            if type(rid) is str and rid:
                self.response_id = rid
        usage = get("usage")
        if type(usage) is dict:
            details = usage.get("prompt_tokens_details")
            if type(details) is not dict:
                details = {}
            cached = _int(details.get("cached_tokens"))
            written = _int(details.get("cache_write_tokens"))  # OpenRouter
            # Gateways in front of Anthropic (LiteLLM, Vercel's) add its own usage fields.
            if cached is None:
                cached = _int(usage.get("cache_read_input_tokens"))
            if written is None:
                written = _int(usage.get("cache_creation_input_tokens"))
            self.usage = Usage(
                input_tokens=_int(usage.get("prompt_tokens")),
                output_tokens=_int(usage.get("completion_tokens")),
                cache_read_tokens=cached,
                cache_creation_tokens=written,
            )
        choices = get("choices")
        if type(choices) is not list:
            if choices is None and (usage is not None or "choices" not in obj):
                return []  # a usage-only (or keep-alive) chunk
            raise StreamDecodeError(
                f"chat completion chunk has choices={_shape(choices)}, expected a list"
            )
        events: list[StreamEvent] = []
        for choice in choices:
            if type(choice) is not dict:
                raise StreamDecodeError(
                    f"chat completion choice is {_shape(choice)}, not an object"
                )
            index = choice.get("index", 0)
            if index != 0:
                # n > 1: the choices are never merged into one answer.
                raise StreamDecodeError(
                    f"chat completion chunk has choice index {index!r}: only n=1 is supported"
                )
            self.saw_choice = True
            delta = choice.get("delta")
            if delta is not None and type(delta) is not dict:
                raise StreamDecodeError(f"choices[0].delta is {_shape(delta)}, not an object")
            content = delta.get("content") if delta is not None else None
            if content is not None and type(content) is not str:
                raise StreamDecodeError(
                    f"choices[0].delta.content is {_shape(content)}, expected a string"
                )
            if content:
                if not self.parts:
                    mark_first_token()
                self.parts.append(content)
                if self.text_deltas:
                    events.append(TextDelta(content))
            if (delta is not None and len(delta) > 1) or content is None:
                self._other_deltas(delta, events)
            reason = choice.get("finish_reason")
            if reason is not None and type(reason) is not str:
                raise StreamDecodeError(
                    f"choices[0].finish_reason is {_shape(reason)}, expected a string"
                )
            if reason:
                self.finish_reason = reason
        return events

    def _other_deltas(self, delta: dict[str, Any] | None, events: list[StreamEvent]) -> None:
        """Refusal, reasoning and tool-call pieces of ``delta`` (a text-only delta has none)."""
        if delta is None:
            return
        refusal = delta.get("refusal")
        if type(refusal) is str and refusal:
            self.refusal.append(refusal)
        reasoning = delta.get("reasoning_content")
        if type(reasoning) is not str:
            reasoning = delta.get("reasoning")  # vLLM, OpenRouter, Groq: the same text
        if type(reasoning) is str and reasoning:
            self.reasoning.append(reasoning)
            if self.text_deltas:
                events.append(ReasoningDelta(reasoning))
        calls = delta.get("tool_calls")
        if calls is not None:
            self._tool_call_deltas(calls, events)

    def _tool_call_deltas(self, calls: object, events: list[StreamEvent]) -> None:
        """Accumulate ``delta.tool_calls``: id and name come first, arguments in pieces."""
        if type(calls) is not list:
            raise StreamDecodeError(f"choices[0].delta.tool_calls is {_shape(calls)}, not a list")
        for call in calls:
            if type(call) is not dict:
                raise StreamDecodeError(f"a tool_calls delta is {_shape(call)}, not an object")
            index = call.get("index", len(self.calls))
            if type(index) is not int:
                raise StreamDecodeError(f"a tool_calls delta has index {_shape(index)}")
            slot = self.calls.setdefault(index, [None, None, []])
            new_id = new_name = None
            if slot[0] is None and type(call.get("id")) is str and call["id"]:
                slot[0] = new_id = call["id"]
            function = call.get("function")
            piece = ""
            if type(function) is dict:
                if slot[1] is None and type(function.get("name")) is str and function["name"]:
                    slot[1] = new_name = function["name"]
                arguments = function.get("arguments")
                if type(arguments) is str:
                    slot[2].append(arguments)
                    piece = arguments
            if self.text_deltas and index >= 0 and (piece or new_id or new_name):
                events.append(ToolCallDelta(index, piece, new_id, new_name))

    def end(self) -> StreamEvent | None:
        # Some compatible servers end the stream without "[DONE]" after a finish_reason.
        return self._final() if self.finish_reason is not None else None

    def _final(self) -> StreamEvent:
        content = "".join(self.parts)
        reason = self.finish_reason or "stop"
        calls = tuple(
            ToolCall(
                id=slot[0] or f"call_{index}", name=slot[1] or "", arguments_raw="".join(slot[2])
            )
            for index, slot in sorted(self.calls.items())
        )
        refusal = "".join(self.refusal) or None
        reasoning = "".join(self.reasoning) or None
        stop = _FINISH.get(reason)
        if stop is None:
            # A finish reason this version does not know (SGLang "abort", "error"...): the
            # answer did not end normally, so it is not reported as a success.
            return ErrorEvent(
                message=AssistantMessage(
                    content=content,
                    stop_reason="error",
                    error_message=f"finish_reason={reason}",
                    raw_stop_reason=reason,
                    provider_error_code=reason,
                    model=self.model,
                    response_id=self.response_id,
                    usage=self.usage,
                    tool_calls=calls,
                    refusal=refusal,
                    reasoning=reasoning,
                )
            )
        if refusal is not None:
            stop = "refusal"
        return Done(
            message=AssistantMessage(
                content=content,
                stop_reason=stop,
                raw_stop_reason=self.finish_reason,
                model=self.model,
                response_id=self.response_id,
                usage=self.usage,
                tool_calls=calls,
                refusal=refusal,
                reasoning=reasoning,
            )
        )


def _shape(value: object) -> str:
    """A short, secret-free description of a wrong-shaped value (its type, not its text)."""
    return "null" if value is None else f"a {type(value).__name__}"


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
