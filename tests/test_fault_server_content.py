"""The FaultServer speaks the content model: tool calls, refusals, images, over real sockets."""

from __future__ import annotations

import base64
import json

import pytest

import retrylens as rl
from retrylens.testing import FaultServer

PNG = base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\0" * 32).decode()
JPEG = base64.b64encode(b"\xff\xd8\xff\xe0" + b"\0" * 32).decode()
WEATHER = rl.Tool(
    name="get_weather",
    description="The weather in a city",
    parameters={
        "type": "object",
        "properties": {
            "city": {"type": "string", "examples": ["Paris"]},
            "days": {"type": "integer"},
        },
        "required": ["city"],
    },
)
APIS = ["openai", "anthropic"]


def _provider(api: str, server: FaultServer) -> rl.OpenAIChatProvider | rl.AnthropicProvider:
    if api == "openai":
        return rl.OpenAIChatProvider(model="gpt-4o-mini", base_url=server.openai_url)
    return rl.AnthropicProvider(model="claude-sonnet-4-5", base_url=server.url)


@pytest.mark.parametrize("api", APIS)
def test_a_tool_call_round_trip_over_the_server(api: str) -> None:
    """tool_call answers with a call of the offered tool; its result is answered in text."""
    with FaultServer(["tool_call"]) as server, _provider(api, server) as provider:
        runtime = rl.Runtime(provider, tools=[WEATHER])
        first = runtime.run("Weather in Paris?")
        assert first.stop_reason == "tool_use" and first.raw_stop_reason in (
            "tool_calls",
            "tool_use",
        )
        (call,) = first.tool_calls
        assert call.name == "get_weather" and call.arguments == {"city": "Paris", "days": 1}
        result = rl.UserMessage(content=(rl.ToolResultPart(tool_call_id=call.id, content="18 C"),))
        final = runtime.run(result)
        assert final.stop_reason == "stop" and final.content == "The tool said: 18 C"
        sent = server.history[-1].body
    assert len(runtime.messages) == 4
    wire = json.dumps(sent)
    assert call.id in wire and "18 C" in wire  # the call and its result went back


@pytest.mark.parametrize("api", APIS)
def test_parallel_tool_calls_stay_separate(api: str) -> None:
    """tool_call:3 gives three calls, each whole, never merged."""
    with FaultServer(["tool_call:3"]) as server, _provider(api, server) as provider:
        msg = rl.Runtime(provider, tools=[WEATHER]).run("Three cities?")
    assert [c.id for c in msg.tool_calls] == [msg.tool_calls[k].id for k in range(3)]
    assert len({c.id for c in msg.tool_calls}) == 3
    assert all(c.arguments == {"city": "Paris", "days": 1} for c in msg.tool_calls)


def test_tool_call_without_tools_is_a_clear_400() -> None:
    """Asking for a tool call of a request with no tools fails clearly, never retried."""
    with (
        FaultServer(["tool_call"]) as server,
        _provider("openai", server) as provider,
        pytest.raises(rl.ExecError, match="has no tools") as info,
    ):
        rl.Runtime(provider).exec("hi")
    assert info.value.reason == "permanent" and server.requests == 1


@pytest.mark.parametrize("api", APIS)
def test_refusal_over_the_server(api: str) -> None:
    """The refusal fault is a refusal in run() and an ExecError(reason='refusal') in exec()."""
    with FaultServer(["refusal", "refusal"]) as server, _provider(api, server) as provider:
        runtime = rl.Runtime(provider)
        msg = runtime.run("something bad")
        with pytest.raises(rl.ExecError) as info:
            runtime.exec("again")
    assert msg.stop_reason == "refusal"
    said = msg.refusal if api == "openai" else msg.content
    assert said == "I'm sorry, but I can't help with that."
    assert info.value.reason == "refusal" and server.requests == 2


@pytest.mark.parametrize("api", APIS)
def test_images_are_accepted(api: str) -> None:
    """A PNG (inline, right media type) and an image URL reach the server and get an answer."""
    image = rl.UserMessage(
        content=(
            rl.TextPart(text="What is this?"),
            rl.ImagePart(data=PNG, media_type="image/png"),
            rl.ImagePart(url="https://example.com/cat.jpg"),
        )
    )
    with FaultServer() as server, _provider(api, server) as provider:
        msg = rl.Runtime(provider).run(image)
    assert msg.stop_reason == "stop" and server.counts["ok"] == 1


@pytest.mark.parametrize(
    ("api", "data", "media", "said"),
    [
        ("openai", base64.b64encode(b"not an image").decode(), "image/png", "unsupported image"),
        ("anthropic", base64.b64encode(b"not an image").decode(), "image/png", "Could not process"),
        ("anthropic", JPEG, "image/png", "does not match the provided media type image/png"),
    ],
)
def test_a_broken_image_fails_permanently_as_for_real(
    api: str, data: str, media: str, said: str
) -> None:
    """A real broken image part gets the API's own 400; the stack stops at once (image)."""
    part = rl.ImagePart(data=data, media_type=media)
    with (
        FaultServer() as server,
        _provider(api, server) as provider,
        pytest.raises(rl.ExecError, match=said) as info,
    ):
        rl.Runtime(provider).run(rl.UserMessage(content=(part,)))
    assert info.value.reason == "permanent"
    assert info.value.decision is not None and info.value.decision.category == "image"
    assert server.requests == 1 and server.counts["invalid_image"] == 1
