from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass, field
from typing import Any

from .._messages import (
    AssistantMessage,
    Done,
    ErrorEvent,
    ModelRequest,
    StopReason,
    StreamEvent,
    TextDelta,
)


@dataclass(frozen=True)
class Text:
    """A successful answer, streamed in ``chunks`` pieces."""

    text: str
    chunks: int = 1
    stop_reason: StopReason = "stop"


@dataclass(frozen=True)
class Raise:
    """Raise ``exc`` from the stream, after streaming ``after_text`` (if any)."""

    exc: BaseException
    after_text: str = ""


@dataclass(frozen=True)
class Hang:
    """Stream ``after_text`` and then never finish (for cancellation and deadline tests).

    ``started`` (an ``asyncio.Event``), if given, is set once the call is hanging, so a test
    can cancel it at exactly that point instead of guessing with a sleep.
    """

    after_text: str = ""
    started: asyncio.Event | None = field(default=None, compare=False)


Outcome = str | Text | Raise | Hang | BaseException | AssistantMessage


def error_event(text: str = "", **facts: Any) -> AssistantMessage:
    """An error message for the script: played as an ``ErrorEvent`` with ``text``."""
    return AssistantMessage(stop_reason="error", error_message=text, **facts)


class ScriptExhaustedError(AssertionError):
    """A :class:`ScriptedProvider` was called more often than its script allows."""


class ScriptedProvider:
    """A provider that plays a list of outcomes, one per call, and counts the calls.

    Outcomes: a ``str`` or :class:`Text` (a successful answer), an
    :class:`~retrylens.AssistantMessage` (``Done``, or ``ErrorEvent`` when its
    ``stop_reason`` is ``"error"``; see :func:`error_event`), an exception instance or
    :class:`Raise` (raised from the stream), :class:`Hang` (never finishes). With
    ``cycle=True`` the script repeats; otherwise a call past its end raises
    :class:`ScriptExhaustedError`.
    """

    def __init__(
        self,
        script: Iterable[Outcome],
        *,
        name: str = "scripted",
        model: str = "scripted-model",
        cycle: bool = False,
    ) -> None:
        self.script: list[Outcome] = list(script)
        self.name = name
        self.model = model
        self.cycle = cycle
        #: Number of ``stream()`` calls so far.
        self.calls = 0
        #: The request of every call, in order.
        self.requests: list[ModelRequest] = []

    def _next(self) -> Outcome:
        index = self.calls
        self.calls += 1
        if self.cycle and self.script:
            return self.script[index % len(self.script)]
        if index >= len(self.script):
            raise ScriptExhaustedError(
                f"ScriptedProvider called {index + 1} times; its script has {len(self.script)}"
            )
        return self.script[index]

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamEvent]:
        """Play the next outcome of the script."""
        self.requests.append(request)
        outcome = self._next()
        if isinstance(outcome, str):
            outcome = Text(outcome)
        if isinstance(outcome, BaseException):
            outcome = Raise(outcome)
        if isinstance(outcome, Text):
            for piece in _split(outcome.text, outcome.chunks):
                yield TextDelta(text=piece)
            yield Done(
                message=AssistantMessage(
                    content=outcome.text,
                    stop_reason=outcome.stop_reason,
                    model=self.model,
                )
            )
        elif isinstance(outcome, AssistantMessage):
            if outcome.content:
                yield TextDelta(text=outcome.content)
            if outcome.stop_reason == "error":
                yield ErrorEvent(message=outcome)
            else:
                yield Done(message=outcome)
        elif isinstance(outcome, Raise):
            if outcome.after_text:
                yield TextDelta(text=outcome.after_text)
            raise outcome.exc
        elif isinstance(outcome, Hang):
            if outcome.after_text:
                yield TextDelta(text=outcome.after_text)
            if outcome.started is not None:
                outcome.started.set()
            await asyncio.Event().wait()
        else:  # pragma: no cover - guarded by the Outcome type
            raise TypeError(f"unknown scripted outcome {outcome!r}")


def _split(text: str, chunks: int) -> list[str]:
    if chunks <= 1 or len(text) <= 1:
        return [text]
    size = max(1, -(-len(text) // chunks))
    return [text[i : i + size] for i in range(0, len(text), size)]
