from __future__ import annotations

import os
import time
from collections.abc import Iterator

import pytest

import retrylens as rl

from .telemetry_helpers import Captured, make_captured

__all__ = ["Captured"]

# LiteLLM fetches its model price map from GitHub at import, retrying with sleeps; the copy
# it ships is enough for the tests (which run offline).
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")


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


#: What the providers read from the environment, as the official SDKs do.
PROVIDER_ENV = (
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "OPENAI_ORG_ID",
    "OPENAI_PROJECT_ID",
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_BASE_URL",
    "ANTHROPIC_AUTH_TOKEN",
)


@pytest.fixture(autouse=True)
def _no_provider_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests see none of the developer's provider keys or URLs (each sets what it needs)."""
    for name in PROVIDER_ENV:
        monkeypatch.delenv(name, raising=False)
