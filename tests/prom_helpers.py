"""Typed wrappers around prometheus_client's (untyped) exposition functions."""

from __future__ import annotations

from typing import Any, cast

from prometheus_client import CollectorRegistry
from prometheus_client import exposition as _text
from prometheus_client.openmetrics import exposition as _om


def exposition(registry: CollectorRegistry) -> str:
    """The classic text exposition of ``registry``."""
    return cast(bytes, cast(Any, _text).generate_latest(registry)).decode()


def openmetrics_latest(registry: CollectorRegistry) -> str:
    """The OpenMetrics exposition of ``registry`` (the one that carries exemplars)."""
    return cast(bytes, cast(Any, _om).generate_latest(registry)).decode()
