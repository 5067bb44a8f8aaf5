"""The content model: parts, tools and tool calls, mapped to each API's wire format."""

from __future__ import annotations

import base64

import pytest
from pydantic import ValidationError

import retrylens as rl
from retrylens.testing import ScriptedProvider

from .stream_replay import ReplayServer
from .telemetry_helpers import Captured

PNG = base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\0" * 16).decode()
WEATHER = rl.Tool(
    name="get_weather",
    description="The weather in a city",
    parameters={"type": "object", "properties": {"city": {"type": "string"}}},
)
CALL = rl.ToolCall(id="call_1", name="get_weather", arguments_raw='{"city":"Paris"}')
HISTORY: list[rl.Message] = [
    rl.UserMessage(
        content=(
            rl.TextPart(text="What is in this picture, and the weather there?"),
            rl.ImagePart(url="https://example.com/paris.jpg"),
            rl.ImagePart(data=PNG, media_type="image/png"),
        )
    ),
    rl.AssistantMessage(content="Let me check.", stop_reason="tool_use", tool_calls=(CALL,)),
    rl.UserMessage(content=(rl.ToolResultPart(tool_call_id="call_1", content="18 C, sunny"),)),
]
OPENAI_DONE = (
    b'data: {"id":"x","object":"chat.completion.chunk","model":"m","choices":[{"index":0,'
    b'"delta":{"content":"ok"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n'
)
ANTHROPIC_DONE = (
    b'event: message_start\ndata: {"type":"message_start","message":{"id":"msg_x",'
    b'"model":"c","usage":{"input_tokens":1,"output_tokens":1}}}\n\n'
    b'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,'
    b'"delta":{"type":"text_delta","text":"ok"}}\n\n'
    b'event: message_delta\ndata: {"type":"message_delta","delta":{"stop_reason":"end_turn"}}\n\n'
    b'event: message_stop\ndata: {"type":"message_stop"}\n\n'
)


def test_openai_request_carries_parts_tools_calls_and_results() -> None:
    """Images, tools, the assistant's tool call and its result, as Chat Completions wants."""
    with ReplayServer(OPENAI_DONE).running() as server:
        provider = rl.OpenAIChatProvider(model="m", base_url=server.url)
        runtime = rl.Runtime(provider, tools=[WEATHER], tool_choice="auto")
        assert runtime.run(messages=HISTORY).content == "ok"
        provider.close()
    body = server.requests[0]
    assert body["tools"] == [
        {
            "type": "function",
            "function": {
                "name": "get_weather",
                "description": "The weather in a city",
                "parameters": WEATHER.parameters,
            },
        }
    ]
    assert body["tool_choice"] == "auto"
    user, assistant, tool = body["messages"]
    assert user["content"] == [
        {"type": "text", "text": "What is in this picture, and the weather there?"},
        {"type": "image_url", "image_url": {"url": "https://example.com/paris.jpg"}},
        {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{PNG}"}},
    ]
    assert assistant == {
        "role": "assistant",
        "content": "Let me check.",
        "tool_calls": [
            {
                "id": "call_1",
                "type": "function",
                "function": {"name": "get_weather", "arguments": '{"city":"Paris"}'},
            }
        ],
    }
    assert tool == {"role": "tool", "tool_call_id": "call_1", "content": "18 C, sunny"}


def test_anthropic_request_carries_parts_tools_calls_and_results() -> None:
    """The same conversation as Messages API content blocks, tool choice by name."""
    with ReplayServer(ANTHROPIC_DONE).running() as server:
        provider = rl.AnthropicProvider(model="c", base_url=server.url)
        runtime = rl.Runtime(provider, tools=[WEATHER])
        msg = runtime.run(messages=HISTORY, tool_choice="get_weather")
        provider.close()
    assert (msg.content, msg.response_id, msg.raw_stop_reason) == ("ok", "msg_x", "end_turn")
    body = server.requests[0]
    assert body["tools"] == [
        {
            "name": "get_weather",
            "description": "The weather in a city",
            "input_schema": WEATHER.parameters,
        }
    ]
    assert body["tool_choice"] == {"type": "tool", "name": "get_weather"}
    user, assistant, result = body["messages"]
    assert user["content"][1:] == [
        {"type": "image", "source": {"type": "url", "url": "https://example.com/paris.jpg"}},
        {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": PNG}},
    ]
    assert assistant["content"] == [
        {"type": "text", "text": "Let me check."},
        {"type": "tool_use", "id": "call_1", "name": "get_weather", "input": {"city": "Paris"}},
    ]
    assert result == {
        "role": "user",
        "content": [{"type": "tool_result", "tool_use_id": "call_1", "content": "18 C, sunny"}],
    }


@pytest.mark.parametrize(
    ("choice", "openai", "anthropic"),
    [
        ("none", "none", {"type": "none"}),
        ("required", "required", {"type": "any"}),
    ],
)
def test_tool_choice_words_map_per_api(choice: str, openai: object, anthropic: object) -> None:
    """'none' and 'required' become each API's own spelling."""
    with ReplayServer(OPENAI_DONE).running() as oa, ReplayServer(ANTHROPIC_DONE).running() as an:
        for provider in (
            rl.OpenAIChatProvider(model="m", base_url=oa.url),
            rl.AnthropicProvider(model="c", base_url=an.url),
        ):
            rl.Runtime(provider, tools=[WEATHER], tool_choice=choice).exec("hi")
            provider.close()
    assert oa.requests[0]["tool_choice"] == openai
    assert an.requests[0]["tool_choice"] == anthropic


def test_messages_round_trip_through_model_dump() -> None:
    """Every message kind survives model_dump() -> model_validate() unchanged."""
    for msg in HISTORY:
        assert type(msg).model_validate(msg.model_dump()) == msg
    answer = rl.AssistantMessage(
        content="",
        stop_reason="tool_use",
        raw_stop_reason="tool_calls",
        tool_calls=(CALL,),
        refusal=None,
        reasoning="Paris, so the weather tool.",
        reasoning_signature="sig",
        response_id="chatcmpl-1",
        usage=rl.Usage(input_tokens=10, output_tokens=5, cache_read_tokens=4),
    )
    assert rl.AssistantMessage.model_validate(answer.model_dump(mode="json")) == answer
    assert CALL.arguments == {"city": "Paris"}
    assert rl.ToolCall(id="c", name="n", arguments_raw='{"cut": "sh').arguments is None


@pytest.mark.parametrize(
    "make",
    [
        lambda: rl.ImagePart(),
        lambda: rl.ImagePart(url="https://x/y.png", data=PNG, media_type="image/png"),
        lambda: rl.ImagePart(data=PNG),
        lambda: rl.ImagePart(data=PNG, media_type="image/tiff"),
        lambda: rl.Tool(name="has spaces"),
        lambda: rl.UserMessage(content=({"type": "video", "url": "x"},)),
    ],
)
def test_malformed_parts_are_refused_at_construction(make: object) -> None:
    """An image without exactly one source, a bad media type or tool name: a clear error."""
    with pytest.raises(ValidationError):
        make()  # type: ignore[operator]


def test_tool_arguments_are_checked_before_any_call() -> None:
    """Unknown tool_choice, duplicate tools and n>1 fail at construction, never retried."""
    provider = rl.OpenAIChatProvider(model="m", base_url="http://127.0.0.1:9")
    with pytest.raises(ValueError, match="tool_choice"):
        rl.Runtime(provider, tools=[WEATHER], tool_choice="get_time")
    with pytest.raises(ValueError, match="distinct"):
        rl.Runtime(provider, tools=[WEATHER, WEATHER])
    with pytest.raises(TypeError, match="Tool"):
        rl.Runtime(provider, tools=[{"name": "get_weather"}])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="n=2"):
        rl.OpenAIChatProvider(model="m", extra_body={"n": 2})
    with pytest.raises(ValueError, match="nothing to send"):
        rl.Runtime(provider).run()


def test_run_returns_a_refusal_and_exec_raises_it(captured: Captured) -> None:
    """run() returns a refusal (kept in history, outcome refusal, no error status); exec raises."""
    refusal = rl.AssistantMessage(stop_reason="refusal", refusal="I can't help with that.")
    provider = ScriptedProvider([refusal, refusal])
    runtime = rl.Runtime(provider, telemetry=captured.telemetry)
    with rl.testing.recorded_sleeps() as slept:
        msg = runtime.run("do the bad thing")
        assert msg.stop_reason == "refusal" and msg.refusal == "I can't help with that."
        assert [m.role for m in runtime.messages] == ["user", "assistant"]
        with pytest.raises(rl.ExecError) as info:
            runtime.exec("again")
    assert info.value.reason == "refusal" and "refused" in str(info.value)
    assert slept == [] and provider.calls == 2  # neither was retried
    assert len(runtime.messages) == 2  # the raised one is not kept
    assert captured.value("retrylens_exec_total", outcome="refusal") == 2
    execs = captured.spans("retrylens.exec")
    returned = [s for s in execs if s.status.status_code.name != "ERROR"]
    assert len(execs) == 2 and len(returned) == 1
    assert returned[0].attributes is not None
    assert returned[0].attributes["retrylens.outcome"] == "refusal"
