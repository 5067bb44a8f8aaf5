"""Wrong arguments are refused at construction, naming the argument; never retried."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest

import retrylens as rl
from retrylens.testing import FaultServer, ScriptedProvider


def _ok() -> ScriptedProvider:
    return ScriptedProvider(["ok"])


@pytest.mark.parametrize(
    ("make", "error", "names"),
    [
        (lambda: rl.Runtime(None), TypeError, "provider must be a Provider"),  # type: ignore[arg-type]
        (lambda: rl.Runtime("gpt-4o"), TypeError, "provider must be a Provider"),  # type: ignore[arg-type]
        (lambda: rl.AgentSession(42), TypeError, "provider must be a Provider"),  # type: ignore[arg-type]
        (
            lambda: rl.AgentSession(_ok(), settings="x"),  # type: ignore[arg-type]
            TypeError,
            "settings must be a RetrySettings",
        ),
        (
            lambda: rl.Runtime(_ok(), session_settings={"max_retries": 1}),  # type: ignore[arg-type]
            TypeError,
            "session_settings must be a RetrySettings",
        ),
        (lambda: rl.Runtime(_ok(), max_retries=0), ValueError, "max_retries"),
        (lambda: rl.Runtime(_ok(), max_retries=True), ValueError, "max_retries"),
        (lambda: rl.Runtime(_ok(), messages="hi"), TypeError, "messages must be a list"),  # type: ignore[arg-type]
        (lambda: rl.Runtime(_ok(), messages=[{"role": "user"}]), TypeError, "messages[0]"),  # type: ignore[list-item]
        (lambda: rl.Runtime(_ok(), compact="yes"), TypeError, "compact must be callable"),  # type: ignore[arg-type]
        (lambda: rl.Runtime(_ok(), system=3), TypeError, "system must be a str"),  # type: ignore[arg-type]
        (lambda: rl.Runtime(_ok(), keep_history="no"), TypeError, "keep_history"),  # type: ignore[arg-type]
        (lambda: rl.Runtime(_ok(), rng=7), TypeError, "rng must be a Random"),  # type: ignore[arg-type]
        (lambda: rl.Runtime(_ok(), policy="yolo"), ValueError, "unknown retry policy"),
        (lambda: rl.OpenAIChatProvider(model="", base_url="http://h"), ValueError, "model"),
        (
            lambda: rl.OpenAIChatProvider(model="m", base_url="http://h", max_stream_bytes=-1),
            ValueError,
            "max_stream_bytes must be a positive int",
        ),
        (
            lambda: rl.OpenAIChatProvider(model="m", base_url="http://h", max_line_chars=0),
            ValueError,
            "max_line_chars must be a positive int",
        ),
        (
            lambda: rl.AnthropicProvider(model="m", base_url="http://h", client="c"),  # type: ignore[arg-type]
            TypeError,
            "client must be a AsyncClient",
        ),
        (
            lambda: rl.AnthropicProvider(model="m", base_url="http://h", headers=[("a", "b")]),  # type: ignore[arg-type]
            TypeError,
            "headers must be a mapping",
        ),
    ],
)
def test_wrong_arguments_are_refused_at_construction(
    make: Any, error: type[Exception], names: str
) -> None:
    """Each wrong argument raises at construction with a message naming it."""
    with pytest.raises(error, match=names.replace("[", r"\[")):
        make()


def test_unencodable_prompt_is_refused_before_any_call(slept: list[float]) -> None:
    """A prompt with a lone surrogate is a ValueError at once: no model call, no retry."""
    provider = _ok()
    with pytest.raises(ValueError, match="prompt is not valid text"):
        rl.Runtime(provider).exec("hi \ud800 there")
    with pytest.raises(ValueError, match="prompt is not valid text"):
        asyncio.run(rl.AgentSession(provider).run("\udfff"))
    assert (provider.calls, slept) == (0, [])


def test_closed_injected_client_is_raised_at_once(slept: list[float]) -> None:
    """A closed injected httpx client is a ConfigurationError at once, never retried."""

    async def main(server: FaultServer) -> None:
        client = httpx.AsyncClient()
        await client.aclose()
        provider = rl.OpenAIChatProvider(model="m", base_url=server.openai_url, client=client)
        with pytest.raises(rl.ConfigurationError, match="closed"):
            await rl.Runtime(provider).async_exec("q")

    with FaultServer() as server:
        asyncio.run(main(server))
        assert server.requests == 0
    assert slept == []
