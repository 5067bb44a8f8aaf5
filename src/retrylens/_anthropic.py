"""``AnthropicProvider``: ``POST {base_url}/v1/messages`` with ``stream: true``."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import httpx

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
from .telemetry._core import mark_first_token

ANTHROPIC_VERSION = "2023-06-01"
ANTHROPIC_BASE_URL = "https://api.anthropic.com"

_STOP: dict[str, StopReason] = {
    "end_turn": "stop",
    "stop_sequence": "stop",
    "pause_turn": "stop",
    "max_tokens": "length",
    "tool_use": "tool_use",
    "refusal": "refusal",
}


class AnthropicProvider(HTTPProvider):
    """Streams Anthropic Messages (``x-api-key``, ``anthropic-version`` headers).

    As the official SDK, unset arguments come from the environment: ``ANTHROPIC_API_KEY``,
    ``ANTHROPIC_BASE_URL``, and ``ANTHROPIC_AUTH_TOKEN`` (sent as ``Authorization: Bearer``
    when there is no API key). With no credentials at all, calling ``api.anthropic.com`` is
    refused here (``ConfigurationError``), not sent and retried.
    """

    name = "anthropic"
    _path = "/v1/messages"

    def __init__(
        self,
        *,
        model: str,
        base_url: str | None = None,
        api_key: str | None = None,
        client: httpx.AsyncClient | None = None,
        headers: Mapping[str, str] | None = None,
        max_tokens: int = 1024,
        anthropic_version: str = ANTHROPIC_VERSION,
        extra_body: Mapping[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        api_key = from_env(api_key, "ANTHROPIC_API_KEY")
        token = None if api_key else from_env(None, "ANTHROPIC_AUTH_TOKEN")
        super().__init__(
            model=model,
            base_url=from_env(base_url, "ANTHROPIC_BASE_URL") or ANTHROPIC_BASE_URL,
            api_key=api_key,
            client=client,
            headers={"authorization": f"Bearer {token}", **(headers or {})} if token else headers,
            **kwargs,
        )
        if not isinstance(max_tokens, int) or max_tokens < 1:
            raise ValueError(f"max_tokens must be a positive int, got {max_tokens!r}")
        self.max_tokens = max_tokens
        self.anthropic_version = anthropic_version
        self.extra_body = dict(extra_body or {})
        self._require_key(ANTHROPIC_BASE_URL, "ANTHROPIC_API_KEY")

    @property
    def request_max_tokens(self) -> int:
        """The output-token cap of every request (for telemetry)."""
        return self.max_tokens

    def _request_headers(self) -> dict[str, str]:
        headers = {"anthropic-version": self.anthropic_version}
        if self._api_key:
            headers["x-api-key"] = self._api_key
        return headers

    def _request_body(self, request: ModelRequest) -> dict[str, Any]:
        return messages_body(self.model, request, self.extra_body, self.max_tokens)

    def _decoder(self) -> _AnthropicDecoder:
        return _AnthropicDecoder(self.model, self.redact_values)


def messages_body(
    model: str, request: ModelRequest, extra_body: Mapping[str, Any], max_tokens: int
) -> dict[str, Any]:
    """The Messages API request body (streamed) for ``request``."""
    messages = [w for w in (_wire_message(m) for m in request.messages) if w is not None]
    body: dict[str, Any] = {
        **extra_body,
        "model": model,
        "max_tokens": max_tokens,
        "messages": messages,
        "stream": True,
    }
    if request.system:
        body["system"] = request.system
    if request.tools:
        body["tools"] = [
            {
                "name": t.name,
                **({"description": t.description} if t.description else {}),
                "input_schema": t.parameters,
            }
            for t in request.tools
        ]
    if request.tool_choice is not None:
        choice = request.tool_choice
        body["tool_choice"] = (
            {"type": {"required": "any"}.get(choice, choice)}
            if choice in ("auto", "none", "required")
            else {"type": "tool", "name": choice}
        )
    return body


def _wire_message(m: Message) -> dict[str, Any] | None:
    """One message in the Messages API wire format (None: nothing to send)."""
    if isinstance(m, AssistantMessage):
        blocks: list[dict[str, Any]] = []
        if m.reasoning is not None and m.reasoning_signature is not None:
            blocks.append(
                {"type": "thinking", "thinking": m.reasoning, "signature": m.reasoning_signature}
            )
        if m.content:
            blocks.append({"type": "text", "text": m.content})
        for call in m.tool_calls:
            blocks.append(
                {
                    "type": "tool_use",
                    "id": call.id,
                    "name": call.name,
                    "input": call.arguments or {},
                }
            )
        if not blocks or (len(blocks) == 1 and blocks[0]["type"] == "thinking"):
            return None  # a failed or empty answer is not sent back
        if len(blocks) == 1 and blocks[0]["type"] == "text":
            return {"role": "assistant", "content": m.content}
        return {"role": "assistant", "content": blocks}
    if isinstance(m.content, str):
        return {"role": "user", "content": m.content}
    parts: list[dict[str, Any]] = []
    for part in m.content:
        if isinstance(part, TextPart):
            parts.append({"type": "text", "text": part.text})
        elif isinstance(part, ImagePart):
            source = (
                {"type": "url", "url": part.url}
                if part.url is not None
                else {"type": "base64", "media_type": part.media_type, "data": part.data}
            )
            parts.append({"type": "image", "source": source})
        elif isinstance(part, ToolResultPart):
            result: dict[str, Any] = {
                "type": "tool_result",
                "tool_use_id": part.tool_call_id,
                "content": part.content,
            }
            if part.is_error:
                result["is_error"] = True
            parts.append(result)
    return {"role": "user", "content": parts}


class _AnthropicDecoder(_Decoder):
    def __init__(self, model: str, secrets: tuple[str, ...]) -> None:
        super().__init__(model, secrets)
        self.stop_reason: str | None = None
        self.input_tokens: int | None = None
        self.output_tokens: int | None = None
        self.cache_read: int | None = None
        self.cache_creation: int | None = None
        #: Content blocks by index: their type and what has streamed into them.
        self.blocks: dict[int, dict[str, Any]] = {}
        #: Tool-use blocks started so far (a tool call's ``ToolCallDelta.index``).
        self.tool_blocks = 0

    def feed(self, event: str, data: str) -> list[StreamEvent]:
        obj = load_event_json(event, data)
        if obj is None:
            return []
        kind = event if event and event != "message" else obj.get("type")
        if kind == "content_block_delta":
            delta = obj.get("delta")
            if not isinstance(delta, dict):
                return []
            dtype = delta.get("type")
            if dtype == "text_delta":
                text = delta.get("text")
                if isinstance(text, str) and text:
                    if not self.parts:
                        mark_first_token()
                    self.parts.append(text)
                    return [TextDelta(text)] if self.text_deltas else []
                return []
            block = self._block(obj.get("index"))
            for key, field in (
                ("input_json_delta", "partial_json"),
                ("thinking_delta", "thinking"),
                ("signature_delta", "signature"),
            ):
                if dtype == key and isinstance(delta.get(field), str):
                    block.setdefault(field, []).append(delta[field])
                    if self.text_deltas and delta[field]:
                        return self._delta_event(block, field, delta[field])
            return []
        if kind == "content_block_start":
            start = obj.get("content_block")
            if isinstance(start, dict):
                block = self._block(obj.get("index"))
                block["type"] = start.get("type")
                for key in ("id", "name"):
                    if isinstance(start.get(key), str):
                        block[key] = start[key]
                if isinstance(start.get("input"), dict) and start["input"]:
                    block["input"] = start["input"]  # a whole input, sent without deltas
                if isinstance(start.get("thinking"), str) and start["thinking"]:
                    block.setdefault("thinking", []).append(start["thinking"])
                if block["type"] == "tool_use":  # a server's own tools are not the caller's
                    block["ordinal"] = self.tool_blocks
                    self.tool_blocks += 1
                    if self.text_deltas:
                        return [
                            ToolCallDelta(block["ordinal"], "", block.get("id"), block.get("name"))
                        ]
                elif self.text_deltas and block.get("thinking"):
                    return [ReasoningDelta("".join(block["thinking"]))]
            return []
        if kind == "message_start":
            message = obj.get("message")
            if isinstance(message, dict):
                if isinstance(message.get("model"), str):
                    self.model = message["model"]
                if isinstance(message.get("id"), str) and message["id"]:
                    self.response_id = message["id"]
                self._read_usage(message.get("usage"))
            return []
        if kind == "message_delta":
            delta = obj.get("delta")
            if isinstance(delta, dict) and isinstance(delta.get("stop_reason"), str):
                self.stop_reason = delta["stop_reason"]
            self._read_usage(obj.get("usage"))
            return []
        if kind == "message_stop":
            self.finished = True
            return [self._final()]
        if kind == "error":
            self.finished = True
            return [self.error_event(obj.get("error"))]
        return []  # ping, content_block_stop, and event types added later

    def _delta_event(self, block: dict[str, Any], field: str, piece: str) -> list[StreamEvent]:
        """The consumer's event for a piece of a tool call's input or of thinking."""
        if field == "partial_json" and isinstance(block.get("ordinal"), int):
            return [ToolCallDelta(block["ordinal"], piece)]
        if field == "thinking":
            return [ReasoningDelta(piece)]
        return []  # a signature: kept for the final message, nothing to show

    def _block(self, index: object) -> dict[str, Any]:
        key = index if isinstance(index, int) and not isinstance(index, bool) else -1
        return self.blocks.setdefault(key, {})

    def end(self) -> StreamEvent | None:
        # A stream cut after message_delta (its stop reason) has lost only message_stop:
        # every block and the stop reason have arrived.
        if self.stop_reason is not None:
            self.finished = True
            return self._final()
        return None

    def _read_usage(self, usage: object) -> None:
        if not isinstance(usage, dict):
            return
        for key, attr in (
            ("input_tokens", "input_tokens"),
            ("output_tokens", "output_tokens"),
            ("cache_read_input_tokens", "cache_read"),
            ("cache_creation_input_tokens", "cache_creation"),
        ):
            value = usage.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                setattr(self, attr, value)

    def current_usage(self) -> Usage | None:
        if self.input_tokens is None and self.output_tokens is None:
            return None
        return Usage(
            input_tokens=self.input_tokens,
            output_tokens=self.output_tokens,
            cache_read_tokens=self.cache_read,
            cache_creation_tokens=self.cache_creation,
        )

    def _extras(self) -> dict[str, Any]:
        """Tool calls and thinking from the non-text blocks, in block order."""
        calls: list[ToolCall] = []
        server_calls: list[ToolCall] = []
        thinking: list[str] = []
        signature: str | None = None
        for _, block in sorted(self.blocks.items()):
            kind = block.get("type")
            if kind in ("tool_use", "server_tool_use", "mcp_tool_use"):
                raw = "".join(block.get("partial_json", ()))
                if not raw and "input" in block:
                    raw = json.dumps(block["input"], separators=(",", ":"))
                call = ToolCall(
                    id=block.get("id", ""), name=block.get("name", ""), arguments_raw=raw
                )
                (calls if kind == "tool_use" else server_calls).append(call)
            elif block.get("type") == "thinking":
                thinking.append("".join(block.get("thinking", ())))
                signature = "".join(block.get("signature", ())) or signature
        return {
            "tool_calls": tuple(calls),
            "server_tool_calls": tuple(server_calls),
            "reasoning": "".join(thinking) or None,
            "reasoning_signature": signature,
        }

    def _final(self) -> StreamEvent:
        content = "".join(self.parts)
        reason = self.stop_reason or "end_turn"
        if reason in _STOP:
            return Done(
                message=AssistantMessage(
                    content=content,
                    stop_reason=_STOP[reason],
                    raw_stop_reason=self.stop_reason,
                    model=self.model,
                    response_id=self.response_id,
                    usage=self.current_usage(),
                    **self._extras(),
                )
            )
        # model_context_window_exceeded, and reasons this version does not know
        return ErrorEvent(
            message=AssistantMessage(
                content=content,
                stop_reason="error",
                error_message=f"stop_reason={reason}",
                raw_stop_reason=reason,
                provider_error_code=reason,
                model=self.model,
                response_id=self.response_id,
                usage=self.current_usage(),
                **self._extras(),
            )
        )
