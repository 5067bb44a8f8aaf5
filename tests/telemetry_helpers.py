"""Shared fixtures for telemetry tests: an in-memory span exporter and a fresh registry."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import InMemoryMetricReader
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import CollectorRegistry

import retrylens as rl


@dataclass
class Captured:
    exporter: InMemorySpanExporter
    registry: CollectorRegistry
    reader: InMemoryMetricReader
    telemetry: rl.telemetry.Telemetry
    tracer_provider: TracerProvider

    def spans(self, name: str | None = None) -> list[ReadableSpan]:
        spans = list(self.exporter.get_finished_spans())
        return [s for s in spans if name is None or s.name == name or s.name.startswith(name + " ")]

    def value(self, name: str, **labels: str) -> float:
        v = self.registry.get_sample_value(name, labels)
        return 0.0 if v is None else v


def make_captured() -> Iterator[Captured]:
    """A Telemetry recording into an in-memory exporter, a metric reader and a fresh registry."""
    exporter = InMemorySpanExporter()
    tp = TracerProvider()
    tp.add_span_processor(SimpleSpanProcessor(exporter))
    reader = InMemoryMetricReader()
    mp = MeterProvider(metric_readers=[reader])
    registry = CollectorRegistry()
    tel = rl.telemetry.Telemetry(tracer_provider=tp, meter_provider=mp, registry=registry)
    yield Captured(exporter, registry, reader, tel, tp)
    tp.shutdown()
    mp.shutdown()
