"""retrylens.telemetry.configure(): tracing plus a live /metrics endpoint."""

from __future__ import annotations

import logging
import threading

import httpx
import pytest
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import CollectorRegistry

import retrylens as rl
from retrylens.testing import ScriptedProvider, error_event


def test_configure_serves_metrics_and_exports_spans(slept: list[float]) -> None:
    """configure() exports spans to the given exporter and serves retrylens_* on /metrics."""
    exporter = InMemorySpanExporter()
    configured = rl.telemetry.configure(
        "test-service",
        span_exporters=[exporter],
        metrics_port=0,
        registry=CollectorRegistry(),
        set_global=False,
    )
    try:
        provider = ScriptedProvider([error_event(""), "ok"])
        assert rl.Runtime(provider, telemetry=configured.telemetry).exec("q") == "ok"
        url = f"http://127.0.0.1:{configured.metrics_port}/metrics"
        body = httpx.get(url, timeout=5).text
        assert 'retrylens_exec_total{outcome="success"} 1.0' in body
        assert 'retrylens_empty_error_messages_total{provider="scripted"} 1.0' in body
        om = httpx.get(url, headers={"Accept": "application/openmetrics-text"}, timeout=5).text
        assert "trace_id=" in om
        configured.tracer_provider.force_flush()
        names = {s.name for s in exporter.get_finished_spans()}
        assert {"retrylens.exec", "retrylens.exec.attempt", "retrylens.session.attempt"} <= names
        resource = exporter.get_finished_spans()[0].resource.attributes
        assert resource["service.name"] == "test-service"
    finally:
        configured.shutdown()


def test_configure_without_port_serves_nothing() -> None:
    """Without metrics_port no HTTP server is started."""
    configured = rl.telemetry.configure(registry=CollectorRegistry(), set_global=False)
    try:
        assert configured.metrics_port is None
    finally:
        configured.shutdown()


def test_instrument_sets_the_library_default(slept: list[float]) -> None:
    """instrument() sets the default for Runtimes without telemetry=; uninstrument() undoes it."""
    registry = CollectorRegistry()
    rl.telemetry.instrument(registry=registry)
    try:
        rl.Runtime(ScriptedProvider(["ok"])).exec("q")
        assert registry.get_sample_value("retrylens_exec_total", {"outcome": "success"}) == 1
        assert rl.telemetry.default_telemetry().registry is registry
    finally:
        rl.telemetry.uninstrument()
    assert rl.telemetry.default_telemetry().registry is None


def test_shutdown_returns_within_its_timeout_whatever_the_exporter_does(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """An exporter that never returns cannot hold shutdown past its timeout."""
    from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult

    release = threading.Event()

    class Hanging(SpanExporter):
        def export(self, spans: object) -> SpanExportResult:
            release.wait()
            return SpanExportResult.SUCCESS

    configured = rl.telemetry.configure(
        "t", span_exporters=[Hanging()], registry=CollectorRegistry(), set_global=False
    )
    tracer = configured.tracer_provider.get_tracer("t")
    tracer.start_span("s").end()
    try:
        with caplog.at_level(logging.WARNING, logger="retrylens"):
            assert configured.shutdown(timeout=0.2) is False
        assert "did not finish within 0.2 s" in caplog.text
    finally:
        release.set()


def test_shutdown_reports_a_clean_finish() -> None:
    """With a working exporter shutdown finishes and says so."""
    configured = rl.telemetry.configure("t", registry=CollectorRegistry(), set_global=False)
    assert configured.shutdown(timeout=5) is True


class _OtlpReceiver:
    """A loopback OTLP/HTTP receiver that keeps each request's path and protobuf body."""

    def __init__(self) -> None:
        import http.server

        received: list[tuple[str, bytes]] = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length", "0")))
                received.append((self.path, body))
                self.send_response(200)
                self.send_header("content-type", "application/x-protobuf")
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        self.received = received
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def test_otlp_exports_traces_and_genai_metrics(slept: list[float]) -> None:
    """configure(otlp=URL) sends spans to /v1/traces and the GenAI metrics to /v1/metrics."""
    from opentelemetry.proto.collector.metrics.v1.metrics_service_pb2 import (
        ExportMetricsServiceRequest,
    )

    receiver = _OtlpReceiver()
    try:
        configured = rl.telemetry.configure(
            "otlp-test", otlp=receiver.url, registry=CollectorRegistry(), set_global=False
        )
        assert configured.meter_provider is not None
        rl.Runtime(ScriptedProvider(["ok"]), telemetry=configured.telemetry).exec("q")
        assert configured.shutdown(timeout=10)
    finally:
        receiver.close()
    paths = {path for path, _ in receiver.received}
    assert paths == {"/v1/traces", "/v1/metrics"}
    names = set()
    for path, body in receiver.received:
        if path == "/v1/metrics":
            request = ExportMetricsServiceRequest.FromString(body)
            for rm in request.resource_metrics:
                for sm in rm.scope_metrics:
                    names |= {m.name for m in sm.metrics}
    assert "gen_ai.client.operation.duration" in names


@pytest.mark.parametrize(
    "bad", ["localhost:4318", "ftp://collector:4318", "http://", "http://host:port"]
)
def test_a_wrong_otlp_url_is_refused_at_once(bad: str) -> None:
    """An OTLP endpoint that is not an http(s) URL with a host is a ValueError, not a retry."""
    with pytest.raises(ValueError, match="otlp"):
        rl.telemetry.configure(otlp=bad, registry=CollectorRegistry(), set_global=False)


def test_otlp_logs_carry_the_retry_records_with_their_trace(slept: list[float]) -> None:
    """configure(otlp_logs=True) sends the retrylens log records to /v1/logs, trace ids set."""
    from opentelemetry.proto.collector.logs.v1.logs_service_pb2 import ExportLogsServiceRequest

    receiver = _OtlpReceiver()
    retrylens_logger = logging.getLogger("retrylens")
    level = retrylens_logger.level
    try:
        configured = rl.telemetry.configure(
            "otlp-logs",
            otlp=receiver.url,
            otlp_logs=True,
            registry=CollectorRegistry(),
            set_global=False,
        )
        rl.Runtime(ScriptedProvider([error_event(""), "ok"]), telemetry=configured.telemetry).exec(
            "q"
        )
        assert configured.shutdown(timeout=10)
    finally:
        receiver.close()
    assert retrylens_logger.level == level  # restored, and the handler removed
    assert not any(type(h).__name__ == "LoggingHandler" for h in retrylens_logger.handlers)
    records = [
        rec
        for path, body in receiver.received
        if path == "/v1/logs"
        for rl_ in ExportLogsServiceRequest.FromString(body).resource_logs
        for sl in rl_.scope_logs
        for rec in sl.log_records
    ]
    texts = [r.body.string_value for r in records]
    assert any("retry" in t for t in texts), texts
    assert all(r.severity_number >= 9 for r in records)  # INFO and up
    assert all(len(r.trace_id) == 16 and any(r.trace_id) for r in records)


def test_otlp_logs_without_otlp_is_refused() -> None:
    """Asking for OTLP logs with OTLP export off is a clear error, not a silent no-op."""
    with pytest.raises(ValueError, match="otlp_logs"):
        rl.telemetry.configure(otlp=False, otlp_logs=True, registry=CollectorRegistry())
