"""``AnthropicProvider``: ``POST {base_url}/v1/messages`` with ``stream: true``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import httpx

from ._http import HTTPProvider, _Decoder, load_event_json
from ._messages import (
    AssistantMessage,
    Done,
    ErrorEvent,
    ModelRequest,
    StopReason,
    StreamEvent,
    TextDelta,
    Usage,
    UserMessage,
)
from .telemetry._core import mark_first_token

ANTHROPIC_VERSION = "2023-06-01"

_STOP: dict[str, StopReason] = {
    "end_turn": "stop",
    "stop_sequence": "stop",
    "pause_turn": "stop",
    "max_tokens": "length",
    "tool_use": "tool_use",
    "refusal": "refusal",
}


class AnthropicProvider(HTTPProvider):
    """Streams Anthropic Messages (``x-api-key``, ``anthropic-version`` headers)."""

    name = "anthropic"
    _path = "/v1/messages"

    def __init__(
        self,
        *,
        model: str,
        base_url: str = "https://api.anthropic.com",
        api_key: str | None = None,
        client: httpx.AsyncClient | None = None,
        headers: Mapping[str, str] | None = None,
        max_tokens: int = 1024,
        anthropic_version: str = ANTHROPIC_VERSION,
        extra_body: Mapping[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(
            model=model,
            base_url=base_url,
            api_key=api_key,
            client=client,
            headers=headers,
            **kwargs,
        )
        if not isinstance(max_tokens, int) or max_tokens < 1:
            raise ValueError(f"max_tokens must be a positive int, got {max_tokens!r}")
        self.max_tokens = max_tokens
        self.anthropic_version = anthropic_version
        self.extra_body = dict(extra_body or {})

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
        messages = [
            {"role": m.role, "content": m.content}
            for m in request.messages
            if isinstance(m, UserMessage) or m.content
        ]
        body: dict[str, Any] = {
            **self.extra_body,
            "model": self.model,
            "max_tokens": self.max_tokens,
            "messages": messages,
            "stream": True,
        }
        if request.system:
            body["system"] = request.system
        return body

    def _decoder(self) -> _AnthropicDecoder:
        return _AnthropicDecoder(self.model, self.redact_values)


class _AnthropicDecoder(_Decoder):
    def __init__(self, model: str, secrets: tuple[str, ...]) -> None:
        super().__init__(model, secrets)
        self.stop_reason: str | None = None
        self.input_tokens: int | None = None
        self.output_tokens: int | None = None

    def feed(self, event: str, data: str) -> list[StreamEvent]:
        obj = load_event_json(event, data)
        if obj is None:
            return []
        kind = event if event and event != "message" else obj.get("type")
        if kind == "content_block_delta":
            delta = obj.get("delta")
            if isinstance(delta, dict) and delta.get("type") == "text_delta":
                text = delta.get("text")
                if isinstance(text, str) and text:
                    if not self.parts:
                        mark_first_token()
                    self.parts.append(text)
                    return [TextDelta(text)] if self.text_deltas else []
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
        return []  # ping, content_block_start/stop, and event types added later

    def _read_usage(self, usage: object) -> None:
        if not isinstance(usage, dict):
            return
        if isinstance(usage.get("input_tokens"), int):
            self.input_tokens = usage["input_tokens"]
        if isinstance(usage.get("output_tokens"), int):
            self.output_tokens = usage["output_tokens"]

    def current_usage(self) -> Usage | None:
        if self.input_tokens is None and self.output_tokens is None:
            return None
        return Usage(input_tokens=self.input_tokens, output_tokens=self.output_tokens)

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
            )
        )
