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
    from opentelemetry.sdk.metrics import MeterProvider
    from opentelemetry.sdk.trace import SpanProcessor, TracerProvider
    from opentelemetry.sdk.trace.export import SpanExporter


@dataclass
class ConfiguredTelemetry:
    """What :func:`configure` set up; call :meth:`shutdown` to flush and stop it."""

    tracer_provider: TracerProvider
    registry: CollectorRegistry
    telemetry: Telemetry
    metrics_port: int | None = None
    #: The OTLP metrics pipeline (GenAI metrics), when ``otlp`` is on.
    meter_provider: MeterProvider | None = None
    #: The OTLP logs pipeline (the ``retrylens`` logger's records), when ``otlp_logs`` is on.
    logger_provider: Any = None
    _servers: list[Any] = field(default_factory=list)
    _log_handler: logging.Handler | None = None
    _log_level: int | None = None

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
        if self._log_handler is not None:
            logger.removeHandler(self._log_handler)
            self._log_handler = None
            if self._log_level is not None:
                logger.setLevel(self._log_level)

        def stop() -> None:
            self.tracer_provider.shutdown()
            if self.meter_provider is not None:
                self.meter_provider.shutdown(timeout_millis=timeout * 1000)
            if self.logger_provider is not None:
                self.logger_provider.shutdown()

        done = threading.Thread(target=stop, name="retrylens-telemetry-shutdown", daemon=True)
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
    otlp_logs: bool = False,
) -> ConfiguredTelemetry:
    """Set up tracing (console, OTLP/HTTP, extra exporters) and optionally serve ``/metrics``.

    ``span_exporters`` are wrapped in a ``BatchSpanProcessor``; ``span_processors`` are
    added as they are (e.g. a ``SimpleSpanProcessor`` around an in-memory exporter).

    ``otlp``: ``True`` exports to the endpoint of ``OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT``,
    a string is the endpoint itself (``http://host:4318`` or a full ``/v1/traces`` URL),
    ``None`` exports only when that variable is set; ``otlp_timeout`` (seconds) bounds each
    export, retries included (the exporter's default is 10 s, or ``OTEL_EXPORTER_OTLP_TIMEOUT``).
    With OTLP on, the GenAI metrics (``gen_ai.client.*``) go to the same endpoint's
    ``/v1/metrics`` every ``OTEL_METRIC_EXPORT_INTERVAL`` ms (default 60 s).
    ``otlp_logs=True`` also sends the ``retrylens`` logger's records (INFO and up: caught
    errors, retries, final failures, each with its trace and span id) to ``/v1/logs``; it
    needs OTLP on, and sets that logger to INFO while configured if it had no level.
    ``set_global=False`` leaves the global TracerProvider and MeterProvider alone; pass
    ``result.telemetry`` to ``Runtime(telemetry=...)``.
    """
    if isinstance(otlp, str):
        _check_endpoint(otlp)
    if not isinstance(otlp_logs, bool):
        raise TypeError(f"otlp_logs must be a bool, got {type(otlp_logs).__name__}")
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
        meter_provider = _otlp_meter_provider(
            otlp if isinstance(otlp, str) else None, otlp_timeout, provider.resource
        )
    else:
        meter_provider = None
    if otlp_logs and meter_provider is None:
        provider.shutdown()
        raise ValueError(
            "otlp_logs=True needs OTLP export on: pass otlp=True or an endpoint, "
            "or set OTEL_EXPORTER_OTLP_ENDPOINT"
        )
    if set_global:
        trace.set_tracer_provider(provider)
        if meter_provider is not None:
            from opentelemetry import metrics

            metrics.set_meter_provider(meter_provider)

    reg = registry if registry is not None else REGISTRY
    result = ConfiguredTelemetry(
        tracer_provider=provider,
        registry=reg,
        telemetry=Telemetry(tracer_provider=provider, meter_provider=meter_provider, registry=reg),
        meter_provider=meter_provider,
    )
    if otlp_logs:
        result.logger_provider, result._log_handler = _otlp_log_handler(
            otlp if isinstance(otlp, str) else None, otlp_timeout, provider.resource
        )
        if logger.level == logging.NOTSET and logger.getEffectiveLevel() > logging.INFO:
            result._log_level = logger.level
            logger.setLevel(logging.INFO)
        logger.addHandler(result._log_handler)
    result.telemetry.metrics()  # register the retrylens_* families now, all at 0
    if metrics_port is not None:
        try:
            server, thread = start_http_server(metrics_port, addr=metrics_addr, registry=reg)
        except OSError as exc:
            provider.shutdown()
            if meter_provider is not None:
                meter_provider.shutdown()
            raise OSError(
                exc.errno, f"cannot serve /metrics on {metrics_addr}:{metrics_port}: {exc.strerror}"
            ) from None
        result.metrics_port = server.server_address[1]
        result._servers.append(server)
        assert isinstance(thread, threading.Thread)
    return result


def _check_endpoint(endpoint: str) -> None:
    """An OTLP/HTTP endpoint must be an http(s) URL with a host: refused at once otherwise."""
    from urllib.parse import urlsplit

    parts = urlsplit(endpoint)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(
            f"otlp must be an http(s) URL such as http://localhost:4318, got {endpoint!r}"
        )
    try:
        parts.port  # noqa: B018 - raises on a port that is not a number
    except ValueError:
        raise ValueError(f"otlp has an invalid port: {endpoint!r}") from None


def _otlp_meter_provider(endpoint: str | None, timeout: float | None, resource: Any) -> Any:
    """A MeterProvider exporting over OTLP/HTTP to ``endpoint``'s ``/v1/metrics``."""
    from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter
    from opentelemetry.sdk.metrics import MeterProvider
    from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader

    kwargs: dict[str, Any] = {"endpoint": _signal_url(endpoint, "metrics")}
    if timeout is not None:
        kwargs["timeout"] = timeout
    reader = PeriodicExportingMetricReader(OTLPMetricExporter(**kwargs))
    return MeterProvider(metric_readers=[reader], resource=resource)


def _signal_url(endpoint: str | None, signal: str) -> str | None:
    """``endpoint`` (a base or any signal's URL) as the URL of ``/v1/<signal>``."""
    if not endpoint:
        return None
    base = endpoint.rstrip("/")
    for other in ("traces", "metrics", "logs"):
        base = base.removesuffix(f"/v1/{other}")
    return f"{base}/v1/{signal}"


def _otlp_log_handler(
    endpoint: str | None, timeout: float | None, resource: Any
) -> tuple[Any, logging.Handler]:
    """A LoggerProvider exporting over OTLP/HTTP, and a logging handler feeding it."""
    try:
        from opentelemetry.instrumentation.logging.handler import LoggingHandler
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(
            "configure(otlp_logs=True) needs opentelemetry-instrumentation-logging: "
            "pip install 'retrylens[otel]'"
        ) from exc
    from opentelemetry.exporter.otlp.proto.http._log_exporter import OTLPLogExporter
    from opentelemetry.sdk._logs import LoggerProvider
    from opentelemetry.sdk._logs.export import BatchLogRecordProcessor

    kwargs: dict[str, Any] = {"endpoint": _signal_url(endpoint, "logs")}
    if timeout is not None:
        kwargs["timeout"] = timeout
    provider = LoggerProvider(resource=resource)
    provider.add_log_record_processor(BatchLogRecordProcessor(OTLPLogExporter(**kwargs)))
    return provider, LoggingHandler(level=logging.INFO, logger_provider=provider)
