"""The classifiers against a table of real provider, SDK and transport error texts."""

from __future__ import annotations

import pytest

import retrylens as rl

from .real_error_texts import CASES, Case


def test_table_has_enough_real_examples() -> None:
    """The table holds at least 60 real texts, each with a source, none repeated."""
    assert len(CASES) >= 60
    assert all(c.source for c in CASES)
    assert len({c.text for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.text[:60])
def test_real_error_text(case: Case) -> None:
    """Each real text gets the treatment its kind says at the session and runtime layers."""
    msg = rl.AssistantMessage(stop_reason="error", error_message=case.text)
    retryable = rl.is_retryable_error(msg)
    overflow = rl.is_context_overflow(msg)
    permanent = rl.is_permanent_error(rl.ModelCallError(case.text, message=msg))
    verdict = rl.classify_message(msg)
    if case.kind == "transient":
        assert (retryable, overflow, permanent) == (True, False, False), verdict
    elif case.kind == "overflow":
        assert (retryable, overflow) == (False, True), verdict
        assert verdict.kind == "context_overflow"
    elif case.kind == "permanent":
        assert permanent is True
        assert retryable is False, verdict
    else:  # fatal: an identical call fails identically, so neither layer retries it
        assert retryable is False, verdict
        assert permanent or overflow, verdict
