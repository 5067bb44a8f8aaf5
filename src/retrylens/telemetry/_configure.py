"""``configure()``: tracing and ``/metrics`` set up for an application, the demo or tests.

Needs the ``otel`` extra (``pip install 'retrylens[otel]'``): the OpenTelemetry SDK and
the OTLP/HTTP exporter. The OTLP exporter honours the standard ``OTEL_EXPORTER_OTLP_*``
variables; the resource honours ``OTEL_SERVICE_NAME`` and ``OTEL_RESOURCE_ATTRIBUTES``.
"""

from __future__ import annotations

import logging
import os
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from prometheus_client import REGISTRY, CollectorRegistry, start_http_server

from ._core import Telemetry

logger = logging.getLogger("retrylens")

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import SpanProcessor, TracerProvider
    from opentelemetry.sdk.trace.export import SpanExporter


@dataclass
class ConfiguredTelemetry:
    """What :func:`configure` set up; call :meth:`shutdown` to flush and stop it."""

    tracer_provider: TracerProvider
    registry: CollectorRegistry
    telemetry: Telemetry
    metrics_port: int | None = None
    _servers: list[Any] = field(default_factory=list)

    def shutdown(self, timeout: float = 5.0) -> bool:
        """Flush spans, stop exporters and the ``/metrics`` server, within ``timeout`` s.

        Returns True when the exporters finished in time. An exporter whose endpoint does
        not answer cannot hold the caller longer than ``timeout``: its flush goes on in a
        daemon thread, and a warning on the ``retrylens`` logger says spans may be lost.
        """
        for server in self._servers:
            server.shutdown()
            server.server_close()
        self._servers.clear()
        done = threading.Thread(
            target=self.tracer_provider.shutdown, name="retrylens-telemetry-shutdown", daemon=True
        )
        done.start()
        done.join(timeout)
        if done.is_alive():
            logger.warning(
                "telemetry shutdown did not finish within %g s (an exporter's endpoint is not "
                "answering); unexported spans may be lost",
                timeout,
            )
            return False
        return True


def configure(
    service_name: str = "retrylens-app",
    *,
    console: bool = False,
    otlp: bool | str | None = None,
    otlp_timeout: float | None = None,
    span_exporters: list[SpanExporter] | None = None,
    span_processors: list[SpanProcessor] | None = None,
    metrics_port: int | None = None,
    metrics_addr: str = "127.0.0.1",
    registry: CollectorRegistry | None = None,
    set_global: bool = True,
) -> ConfiguredTelemetry:
    """Set up tracing (console, OTLP/HTTP, extra exporters) and optionally serve ``/metrics``.

    ``span_exporters`` are wrapped in a ``BatchSpanProcessor``; ``span_processors`` are
    added as they are (e.g. a ``SimpleSpanProcessor`` around an in-memory exporter).

    ``otlp``: ``True`` exports to the endpoint of ``OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT``,
    a string is the endpoint itself (``http://host:4318`` or a full ``/v1/traces`` URL),
    ``None`` exports only when that variable is set; ``otlp_timeout`` (seconds) bounds each
    export, retries included (the exporter's default is 10 s, or ``OTEL_EXPORTER_OTLP_TIMEOUT``).
    ``set_global=False`` leaves the
    global TracerProvider alone; pass ``result.telemetry`` to ``Runtime(telemetry=...)``.
    """
    try:
        from opentelemetry import trace
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(
            "retrylens.telemetry.configure() needs the OpenTelemetry SDK: "
            "pip install 'retrylens[otel]'"
        ) from exc

    attributes = {} if os.environ.get("OTEL_SERVICE_NAME") else {"service.name": service_name}
    provider = TracerProvider(resource=Resource.create(attributes))
    for exporter in span_exporters or ():
        provider.add_span_processor(BatchSpanProcessor(exporter))
    for processor in span_processors or ():
        provider.add_span_processor(processor)
    if console:
        provider.add_span_processor(BatchSpanProcessor(ConsoleSpanExporter()))
    env_endpoint = os.environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") or os.environ.get(
        "OTEL_EXPORTER_OTLP_ENDPOINT"
    )
    if otlp or (otlp is None and env_endpoint):
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        endpoint = otlp if isinstance(otlp, str) else None
        if endpoint and not endpoint.rstrip("/").endswith("/v1/traces"):
            endpoint = endpoint.rstrip("/") + "/v1/traces"
        exporter_kwargs: dict[str, Any] = {"endpoint": endpoint}
        if otlp_timeout is not None:
            exporter_kwargs["timeout"] = otlp_timeout
        provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(**exporter_kwargs)))
    if set_global:
        trace.set_tracer_provider(provider)

    reg = registry if registry is not None else REGISTRY
    result = ConfiguredTelemetry(
        tracer_provider=provider,
        registry=reg,
        telemetry=Telemetry(tracer_provider=provider, registry=reg),
    )
    result.telemetry.metrics()  # register the retrylens_* families now, all at 0
    if metrics_port is not None:
        try:
            server, thread = start_http_server(metrics_port, addr=metrics_addr, registry=reg)
        except OSError as exc:
            provider.shutdown()
            raise OSError(
                exc.errno, f"cannot serve /metrics on {metrics_addr}:{metrics_port}: {exc.strerror}"
            ) from None
        result.metrics_port = server.server_address[1]
        result._servers.append(server)
        assert isinstance(thread, threading.Thread)
    return result
