"""Test helpers for code that uses retrylens: fake sleeps, scripted providers, a fault server."""

from __future__ import annotations

from ._scripted import Hang, Raise, ScriptedProvider, ScriptExhaustedError, Text, error_event
from ._sleeps import recorded_sleeps

__all__ = [
    "Hang",
    "Raise",
    "ScriptExhaustedError",
    "ScriptedProvider",
    "Text",
    "error_event",
    "recorded_sleeps",
]
