"""The public surface is exactly what __all__ says (SPEC §7)."""

from __future__ import annotations

import retrylens as rl

SPEC_NAMES = [
    "AssistantMessage",
    "UserMessage",
    "RetrySettings",
    "compute_backoff_ms",
    "is_retryable_error",
    "is_context_overflow",
    "RETRY_PATTERN",
    "PERMANENT_ERROR_MARKERS",
    "is_permanent_error",
    "Agent",
    "AgentSession",
    "Runtime",
    "ExecError",
    "Provider",
    "TextDelta",
    "Done",
    "ErrorEvent",
    "testing",
]


def _isort_key(name: str) -> tuple[int, str]:
    # The order ruff's RUF022 keeps: CONSTANTS, then Classes, then functions and modules.
    return (0 if name.isupper() else 1 if name[0].isupper() else 2, name)


def test_all_is_sorted_and_complete() -> None:
    """__all__ is sorted, names only existing attributes, and covers every public name."""
    assert rl.__all__ == sorted(rl.__all__, key=_isort_key)
    public = {n for n in dir(rl) if not n.startswith("_")} - {"annotations"}
    assert set(rl.__all__) - {"__version__"} == public


def test_spec_names_importable() -> None:
    """Every SPEC §7 name this stage covers imports from retrylens."""
    missing = [n for n in SPEC_NAMES if n not in rl.__all__]
    assert missing == []


def test_testing_all_sorted() -> None:
    """retrylens.testing's __all__ is sorted and names recorded_sleeps and ScriptedProvider."""
    assert rl.testing.__all__ == sorted(rl.testing.__all__, key=_isort_key)
    assert {"recorded_sleeps", "ScriptedProvider"} <= set(rl.testing.__all__)


def test_message_defaults() -> None:
    """AssistantMessage defaults every field but stop_reason, UserMessage needs content."""
    msg = rl.AssistantMessage()
    assert (msg.content, msg.stop_reason, msg.error_message) == ("", "stop", None)
    assert rl.UserMessage(content="x").role == "user"
