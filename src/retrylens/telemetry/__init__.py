"""Telemetry of the retry stack: OpenTelemetry spans and Prometheus metrics.

``Telemetry(...)`` says where a ``Runtime`` or ``AgentSession`` records (defaults: the
OpenTelemetry globals and ``prometheus_client.REGISTRY``); ``configure(...)`` is the one
helper that sets up global tracing and a ``/metrics`` endpoint, for applications, the demo
and tests — library code never sets global providers.
"""

from __future__ import annotations

from ._configure import ConfiguredTelemetry, configure
from ._core import (
    SCHEMA_URL,
    TRACER_NAME,
    Telemetry,
    default_telemetry,
    instrument,
    uninstrument,
)
from ._prometheus import RetrylensMetrics, scrape_registry

__all__ = [
    "SCHEMA_URL",
    "TRACER_NAME",
    "ConfiguredTelemetry",
    "RetrylensMetrics",
    "Telemetry",
    "configure",
    "default_telemetry",
    "instrument",
    "scrape_registry",
    "uninstrument",
]
