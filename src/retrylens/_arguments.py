"""Checks of the arguments users pass, made at construction: a wrong one is never retried.

Each check names the argument and what it accepts, and raises ``TypeError`` (wrong kind)
or ``ValueError`` (wrong value) before any call is made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ._messages import AssistantMessage, Message, UserMessage


def provider(value: object, name: str = "provider") -> Any:
    """An object with a callable ``stream(request)``: a :class:`retrylens.Provider`."""
    if not callable(getattr(value, "stream", None)):
        raise TypeError(
            f"{name} must be a Provider (an object with a stream(request) method, such as "
            f"OpenAIChatProvider or AnthropicProvider), got {_kind(value)}"
        )
    return value


def instance(value: object, cls: type, name: str, *, optional: bool = True) -> Any:
    """``value`` if it is a ``cls`` (or None when optional)."""
    if value is None and optional:
        return None
    if not isinstance(value, cls):
        raise TypeError(f"{name} must be a {cls.__name__}, got {_kind(value)}")
    return value


def messages(value: object, name: str = "messages") -> list[Message]:
    """A list of ``UserMessage`` / ``AssistantMessage`` (None: empty)."""
    if value is None:
        return []
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise TypeError(
            f"{name} must be a list of UserMessage/AssistantMessage, got {_kind(value)}"
        )
    out = list(value)
    for i, m in enumerate(out):
        if not isinstance(m, (UserMessage, AssistantMessage)):
            raise TypeError(
                f"{name}[{i}] must be a UserMessage or AssistantMessage, got {_kind(m)}"
            )
    return out


def callable_or_none(value: object, name: str) -> Callable[..., Any] | None:
    """A callable, or None."""
    if value is not None and not callable(value):
        raise TypeError(f"{name} must be callable or None, got {_kind(value)}")
    return value


def text_or_none(value: object, name: str) -> str | None:
    """A str that encodes as UTF-8, or None."""
    if value is None:
        return None
    return text(value, name)


def text(value: object, name: str) -> str:
    """A str that encodes as UTF-8 (no lone surrogates): what a request body can carry."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, got {_kind(value)}")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ValueError(
            f"{name} is not valid text: {exc.reason} at position {exc.start} "
            "(a lone surrogate cannot be sent in a request)"
        ) from None
    return value


def flag(value: object, name: str) -> bool:
    """A bool."""
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be True or False, got {_kind(value)}")
    return value


def positive_int(value: object, name: str) -> int:
    """An int >= 1."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{name} must be a positive int, got {value!r}")
    return value


def _kind(value: object) -> str:
    if value is None:
        return "None"
    if isinstance(value, (str, int, float)):
        return f"{type(value).__name__} {value!r}"[:80]
    return type(value).__name__
