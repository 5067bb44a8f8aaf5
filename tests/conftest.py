from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

import retrylens as rl

from .telemetry_helpers import Captured, make_captured

__all__ = ["Captured"]


@pytest.fixture
def slept() -> Iterator[list[float]]:
    """Every backoff sleep of both layers, recorded instead of waited."""
    with rl.testing.recorded_sleeps() as recorded:
        yield recorded


@pytest.fixture
def no_time_sleep(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make any real time.sleep fail the test."""

    def forbidden(seconds: float) -> None:
        raise AssertionError(f"time.sleep({seconds}) called")

    monkeypatch.setattr(time, "sleep", forbidden)


@pytest.fixture
def captured() -> Iterator[Captured]:
    """A Telemetry recording into an in-memory exporter, a metric reader and a fresh registry."""
    yield from make_captured()
