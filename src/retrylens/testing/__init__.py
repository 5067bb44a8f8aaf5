"""Test helpers for code that uses retrylens: fake sleeps, scripted providers, a fault server."""

from __future__ import annotations

from ._fault_server import FAULT_HEADER, Fault, FaultServer, RecordedRequest, parse_fault
from ._scripted import Hang, Raise, ScriptedProvider, ScriptExhaustedError, Text, error_event
from ._sleeps import recorded_sleeps

__all__ = [
    "FAULT_HEADER",
    "Fault",
    "FaultServer",
    "Hang",
    "Raise",
    "RecordedRequest",
    "ScriptExhaustedError",
    "ScriptedProvider",
    "Text",
    "error_event",
    "parse_fault",
    "recorded_sleeps",
]
