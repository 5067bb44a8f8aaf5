"""Providers work over httpx.MockTransport answers built from bytes (how people test)."""

from __future__ import annotations

import gzip
import json

import httpx
import pytest

import retrylens as rl

OPENAI_SSE = (
    b'data: {"id":"chatcmpl-1","object":"chat.completion.chunk","model":"m","choices":[{"index":0,'
    b'"delta":{"content":"Hello"},"finish_reason":null}]}\n\n'
    b'data: {"id":"chatcmpl-1","object":"chat.completion.chunk","model":"m","choices":[{"index":0,'
    b'"delta":{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":'
    b'{"name":"f","arguments":"{\\"a\\":1}"}}]},"finish_reason":"tool_calls"}]}\n\n'
    b"data: [DONE]\n\n"
)
ANTHROPIC_SSE = (
    b'event: message_start\ndata: {"type":"message_start","message":{"id":"msg_1","model":"c",'
    b'"usage":{"input_tokens":3,"output_tokens":1}}}\n\n'
    b'event: content_block_start\ndata: {"type":"content_block_start","index":0,'
    b'"content_block":{"type":"text","text":""}}\n\n'
    b'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,'
    b'"delta":{"type":"text_delta","text":"Hi there"}}\n\n'
    b'event: message_delta\ndata: {"type":"message_delta","delta":{"stop_reason":"end_turn"},'
    b'"usage":{"output_tokens":2}}\n\n'
    b'event: message_stop\ndata: {"type":"message_stop"}\n\n'
)
SSE = {"content-type": "text/event-stream"}


def _runtime(api: str, handler: object) -> tuple[rl.Runtime, httpx.AsyncClient]:
    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))  # type: ignore[arg-type]
    provider: rl.OpenAIChatProvider | rl.AnthropicProvider = (
        rl.OpenAIChatProvider(model="m", base_url="http://mock/v1", client=client)
        if api == "openai"
        else rl.AnthropicProvider(model="c", base_url="http://mock", client=client)
    )
    return rl.Runtime(provider, session_settings=rl.RetrySettings(max_retries=0)), client


async def test_openai_bytes_body_with_tool_call() -> None:
    """A bytes SSE body is read once, text and tool call intact, no StreamConsumed retry."""
    calls: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        return httpx.Response(200, content=OPENAI_SSE, headers=SSE)

    runtime, client = _runtime("openai", handler)
    async with client:
        msg = await runtime.async_run("hi")
    assert len(calls) == 1
    assert msg.content == "Hello" and msg.stop_reason == "tool_use"
    assert msg.tool_calls[0].arguments == {"a": 1}


async def test_anthropic_gzip_bytes_body() -> None:
    """A gzip-encoded bytes body (decoded by httpx on construction) is not decoded twice."""

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(
            200, content=gzip.compress(ANTHROPIC_SSE), headers={**SSE, "content-encoding": "gzip"}
        )

    runtime, client = _runtime("anthropic", handler)
    async with client:
        assert await runtime.async_exec("hi") == "Hi there"


@pytest.mark.parametrize("api", ["openai", "anthropic"])
async def test_error_status_from_bytes_keeps_its_facts(api: str) -> None:
    """A 401 bytes body gives the SDK-style error with its type, failing fast (one call)."""
    calls: list[httpx.Request] = []
    err = {"error": {"type": "authentication_error", "message": "invalid x-api-key"}}

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        return httpx.Response(401, content=json.dumps(err).encode())

    runtime, client = _runtime(api, handler)
    async with client:
        with pytest.raises(rl.ExecError) as info:
            await runtime.async_exec("hi")
    assert info.value.reason == "permanent" and len(calls) == 1
    assert info.value.message is not None
    assert info.value.message.http_status == 401
    assert info.value.message.provider_error_type == "authentication_error"


async def test_json_instead_of_a_stream_is_a_clear_error(slept: list[float]) -> None:
    """A non-streaming JSON answer from a mock says what was expected and what came."""

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"choices": []})

    runtime, client = _runtime("openai", handler)
    async with client:
        with pytest.raises(rl.ExecError, match="expected an event stream"):
            await runtime.async_exec("hi")
