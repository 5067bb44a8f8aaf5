"""Spans, metrics and logs of the retry stack: the telemetry contract."""

from __future__ import annotations

import asyncio
import logging
import os
import subprocess
import sys
import textwrap
import threading
from collections.abc import Sequence

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import (
    BatchSpanProcessor,
    SimpleSpanProcessor,
    SpanExporter,
    SpanExportResult,
)
from opentelemetry.trace import SpanKind, StatusCode
from prometheus_client import CollectorRegistry, Counter

import retrylens as rl
from retrylens.telemetry._prometheus import CALL_DURATION_BUCKETS, TOKEN_BUCKETS
from retrylens.testing import FAULT_HEADER, FaultServer, ScriptedProvider, error_event
from retrylens.testing import _bodies as bodies

from .prom_helpers import exposition, openmetrics_latest
from .telemetry_helpers import Captured

DROP = error_event("")
KEY = "sk-svcacct-" + "Qw3" * 8


def _attrs(span: ReadableSpan) -> dict[str, object]:
    return dict(span.attributes or {})


def _num(span: ReadableSpan, key: str) -> int:
    value = _attrs(span).get(key, 0)
    assert isinstance(value, int)
    return value


def _by_id(spans: Sequence[ReadableSpan]) -> dict[int, ReadableSpan]:
    return {s.context.span_id: s for s in spans}


def test_worst_case_span_tree(captured: Captured, slept: list[float]) -> None:
    """The 12-call worst case: 1 exec, 3 exec attempts, 12 session attempts, 12 CLIENT spans."""
    provider = ScriptedProvider([DROP], cycle=True)
    with pytest.raises(rl.ExecError):
        rl.Runtime(provider, telemetry=captured.telemetry).exec("q")

    (exec_span,) = captured.spans("retrylens.exec")
    attempts = sorted(
        captured.spans("retrylens.exec.attempt"), key=lambda s: _num(s, "retrylens.attempt")
    )
    sessions = captured.spans("retrylens.session.attempt")
    clients = [s for s in captured.spans() if s.kind == SpanKind.CLIENT]
    assert (len(attempts), len(sessions), len(clients)) == (3, 12, 12)
    assert captured.spans("retrylens.session") == []  # not rooted separately inside an exec

    a = _attrs(exec_span)
    assert a["retrylens.layer"] == "runtime"
    assert (a["retrylens.max_retries"], a["retrylens.attempts"], a["retrylens.model_calls"]) == (
        3,
        3,
        12,
    )
    assert a["retrylens.outcome"] == "exhausted"
    assert exec_span.status.status_code == StatusCode.ERROR
    assert exec_span.kind == SpanKind.INTERNAL

    assert [_attrs(s).get("retrylens.backoff_ms") for s in attempts] == [1500, 3000, None]
    assert {_attrs(s)["retrylens.classification"] for s in attempts} == {"transient"}
    assert all(
        s.parent is not None and s.parent.span_id == exec_span.context.span_id for s in attempts
    )
    assert all(_attrs(s)["error.type"] == "ModelCallError" for s in attempts)

    ids = _by_id(captured.spans())
    for att in attempts:
        children = sorted(
            (s for s in sessions if s.parent and s.parent.span_id == att.context.span_id),
            key=lambda s: _num(s, "retrylens.attempt"),
        )
        assert [_attrs(s)["retrylens.attempt"] for s in children] == [1, 2, 3, 4]
        assert [_attrs(s).get("retrylens.backoff_ms") for s in children] == [2000, 4000, 8000, None]
        for s in children:
            sa = _attrs(s)
            assert sa["retrylens.classification"] == "empty_error_message"
            assert sa["retrylens.empty_error_message"] is True
            assert sa["retrylens.error_message"] == ""
            assert s.status.status_code == StatusCode.ERROR
    for c in clients:
        assert c.parent is not None and ids[c.parent.span_id].name == "retrylens.session.attempt"
        ca = _attrs(c)
        assert c.name == "chat scripted-model"
        assert (ca["gen_ai.operation.name"], ca["gen_ai.provider.name"]) == ("chat", "scripted")
        assert ca["gen_ai.request.model"] == "scripted-model"
    resend = sorted(_num(c, "http.request.resend_count") for c in clients)
    assert resend == list(range(12))
    assert sum("http.request.resend_count" not in _attrs(c) for c in clients) == 1


def test_worst_case_metrics(captured: Captured, slept: list[float]) -> None:
    """The worst case's counts show up in the retrylens_* metrics."""
    provider = ScriptedProvider([DROP], cycle=True)
    with pytest.raises(rl.ExecError):
        rl.Runtime(provider, telemetry=captured.telemetry).exec("q")
    v = captured.value
    assert (
        v("retrylens_attempts_total", layer="session", classification="empty_error_message") == 12
    )
    assert v("retrylens_attempts_total", layer="runtime", classification="transient") == 3
    assert v("retrylens_exec_total", outcome="exhausted") == 1
    assert v("retrylens_exec_total", outcome="success") == 0
    assert v("retrylens_model_calls_per_exec_sum") == 12
    assert v("retrylens_model_calls_per_exec_bucket", le="8.5") == 0
    assert v("retrylens_model_calls_per_exec_bucket", le="12.5") == 1
    assert v("retrylens_model_calls_total", provider="scripted", result="error_event") == 12
    assert v("retrylens_empty_error_messages_total", provider="scripted") == 12
    assert v("retrylens_backoff_seconds_sum", layer="session") == 42
    assert v("retrylens_backoff_seconds_sum", layer="runtime") == 4.5
    assert v("retrylens_backoff_seconds_count", layer="session") == 9
    assert v("retrylens_exec_duration_seconds_count", outcome="exhausted") == 1


def test_recovered_exec_has_no_error_status(captured: Captured, slept: list[float]) -> None:
    """An exec that recovers leaves its status unset; the failed attempts are ERROR."""
    provider = ScriptedProvider([DROP, "ok"])
    assert rl.Runtime(provider, telemetry=captured.telemetry).exec("q") == "ok"
    (exec_span,) = captured.spans("retrylens.exec")
    assert exec_span.status.status_code == StatusCode.UNSET
    assert _attrs(exec_span)["retrylens.outcome"] == "success"
    (att,) = captured.spans("retrylens.exec.attempt")
    assert att.status.status_code == StatusCode.UNSET
    assert _attrs(att)["retrylens.classification"] == "success"
    s1, s2 = sorted(captured.spans("retrylens.session.attempt"), key=lambda s: s.start_time or 0)
    assert s1.status.status_code == StatusCode.ERROR
    assert s2.status.status_code == StatusCode.UNSET
    assert _attrs(s2)["retrylens.classification"] == "success"
    assert captured.value("retrylens_exec_total", outcome="success") == 1


def test_permanent_login_expired(captured: Captured, slept: list[float]) -> None:
    """'login expired' counts as a permanent auth error and the exec outcome is permanent."""
    provider = ScriptedProvider([error_event("gateway: login expired")], cycle=True)
    with pytest.raises(rl.ExecError):
        rl.Runtime(provider, telemetry=captured.telemetry).exec("q")
    assert captured.value("retrylens_permanent_errors_total", category="auth") == 1
    assert captured.value("retrylens_permanent_errors_total", category="image") == 0
    assert captured.value("retrylens_exec_total", outcome="permanent") == 1
    (att,) = captured.spans("retrylens.exec.attempt")
    assert _attrs(att)["retrylens.classification"] == "permanent"
    (sess,) = captured.spans("retrylens.session.attempt")
    assert _attrs(sess)["retrylens.classification"] == "permanent"


@pytest.mark.parametrize(
    ("outcome", "script"),
    [
        ("context_overflow", [error_event("prompt is too long: 300000 tokens > 200000 maximum")]),
        ("programming_error", [TypeError("bad call")]),
    ],
)
def test_other_outcomes(
    captured: Captured, slept: list[float], outcome: str, script: list[object]
) -> None:
    """Overflow and programming errors are their own exec outcomes."""
    with pytest.raises((rl.ExecError, TypeError)):
        rl.Runtime(ScriptedProvider(script), telemetry=captured.telemetry).exec("q")  # type: ignore[arg-type]
    (exec_span,) = captured.spans("retrylens.exec")
    assert _attrs(exec_span)["retrylens.outcome"] == outcome
    assert captured.value("retrylens_exec_total", outcome=outcome) == 1
    if outcome == "context_overflow":
        assert captured.value("retrylens_context_overflows_total", provider="scripted") == 1


async def test_cancelled_exec_outcome(captured: Captured) -> None:
    """A cancelled exec is recorded as cancelled, never as success."""
    started = asyncio.Event()
    provider = ScriptedProvider([rl.testing.Hang(started=started)])
    task = asyncio.ensure_future(rl.Runtime(provider, telemetry=captured.telemetry).async_exec("q"))
    await started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    (exec_span,) = captured.spans("retrylens.exec")
    assert _attrs(exec_span)["retrylens.outcome"] == "cancelled"
    assert exec_span.status.status_code == StatusCode.ERROR
    assert captured.value("retrylens_exec_total", outcome="cancelled") == 1
    assert all(s.end_time is not None for s in captured.spans())
    assert len(captured.spans()) == 4  # exec, exec.attempt, session.attempt, chat


def test_exception_event_on_the_client_span(captured: Captured, slept: list[float]) -> None:
    """The caught exception is an 'exception' event on the CLIENT span, redacted."""

    class Keyed(ScriptedProvider):
        redact_values = ("custom-gateway-secret",)

    exc = ConnectionResetError(f"reset while sending {KEY} custom-gateway-secret")
    with pytest.raises(rl.ExecError):
        rl.Runtime(
            Keyed([exc]),
            max_retries=1,
            session_settings=rl.RetrySettings(max_retries=0),
            telemetry=captured.telemetry,
        ).exec("q")
    (sess,) = captured.spans("retrylens.session.attempt")
    assert [e.name for e in sess.events] == []
    (chat,) = captured.spans("chat")
    (event,) = [e for e in chat.events if e.name == "exception"]
    ea = dict(event.attributes or {})
    assert ea["exception.type"] == "ConnectionResetError"
    assert ea["exception.message"] == "reset while sending [REDACTED] [REDACTED]"
    assert "Traceback (most recent call last)" in str(ea["exception.stacktrace"])
    assert KEY not in str(ea) and "custom-gateway-secret" not in str(ea)
    assert _attrs(sess)["error.type"] == "ConnectionResetError"
    assert _attrs(sess)["retrylens.classification"] == "retryable"


@pytest.mark.parametrize(
    ("value", "event", "log"), [("logs", False, True), ("logs/dup", True, True), ("", True, False)]
)
def test_exception_signal_opt_in(
    captured: Captured,
    slept: list[float],
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    value: str,
    event: bool,
    log: bool,
) -> None:
    """The exception-signal opt-in moves the exception to a log (logs) or doubles it (logs/dup)."""
    monkeypatch.setenv("OTEL_SEMCONV_EXCEPTION_SIGNAL_OPT_IN", value)
    caplog.set_level(logging.INFO, logger="retrylens")
    session = rl.AgentSession(ScriptedProvider([ValueError("boom")]), telemetry=captured.telemetry)
    asyncio.run(session.run("q"))
    (chat,) = captured.spans("chat")
    assert any(e.name == "exception" for e in chat.events) is event
    records = [r for r in caplog.records if r.getMessage().startswith("model call")]
    assert len(records) == 1
    assert hasattr(records[0], "exception.stacktrace") is log


def test_direct_session_roots_under_session_span(captured: Captured, slept: list[float]) -> None:
    """A session used without Runtime roots its attempts under a retrylens.session span."""
    session = rl.AgentSession(ScriptedProvider([DROP, "ok"]), telemetry=captured.telemetry)
    assert asyncio.run(session.run("q")).content == "ok"
    (root,) = captured.spans("retrylens.session")
    attempts = captured.spans("retrylens.session.attempt")
    assert len(attempts) == 2
    assert all(a.parent is not None and a.parent.span_id == root.context.span_id for a in attempts)
    assert _attrs(root)["retrylens.model_calls"] == 2
    assert root.status.status_code == StatusCode.UNSET


def test_exec_span_parents_under_the_callers_span(captured: Captured, slept: list[float]) -> None:
    """The exec span is a child of the caller's current span, also on the sync path."""
    tracer = captured.tracer_provider.get_tracer("app")
    with tracer.start_as_current_span("handle-request") as parent:
        rl.Runtime(ScriptedProvider(["ok"]), telemetry=captured.telemetry).exec("q")
    (exec_span,) = captured.spans("retrylens.exec")
    assert exec_span.parent is not None
    assert exec_span.parent.span_id == parent.get_span_context().span_id
    trace_ids = {s.context.trace_id for s in captured.spans()}
    assert len(trace_ids) == 1


def test_client_span_over_http(captured: Captured, slept: list[float]) -> None:
    """Over HTTP the CLIENT span has server address/port, status, usage and finish reason."""
    with (
        FaultServer(["status:503", "ok"]) as server,
        rl.OpenAIChatProvider(model="gpt-x", base_url=server.openai_url) as provider,
    ):
        rl.Runtime(provider, telemetry=captured.telemetry).exec("q")
    first, second = sorted(
        (s for s in captured.spans() if s.kind == SpanKind.CLIENT), key=lambda s: s.start_time or 0
    )
    a1, a2 = _attrs(first), _attrs(second)
    assert (a1["server.address"], a1["server.port"]) == ("127.0.0.1", server.port)
    assert a1["http.response.status_code"] == 503
    assert a1["error.type"] == "server_error"  # the provider's own type, not just "503"
    assert "gen_ai.response.model" not in a1  # no response, no response attributes
    assert "gen_ai.response.finish_reasons" not in a1
    assert first.status.status_code == StatusCode.ERROR
    assert a2["http.response.status_code"] == 200
    assert a2["gen_ai.response.finish_reasons"] == ("stop",)
    assert a2["gen_ai.usage.input_tokens"] == bodies.prompt_tokens(server.history[1].body)
    assert a2["gen_ai.usage.output_tokens"] > 0  # type: ignore[operator]
    assert a2["http.request.resend_count"] == 1
    assert (
        captured.value("retrylens_model_calls_total", provider="openai", result="http_error") == 1
    )
    assert captured.value("retrylens_model_calls_total", provider="openai", result="ok") == 1


def test_transport_error_result(captured: Captured, slept: list[float]) -> None:
    """A raised transport error counts as result=transport_error with its type as error.type."""
    with (
        FaultServer(["reset", "ok"]) as server,
        rl.AnthropicProvider(model="c", base_url=server.url) as provider,
    ):
        rl.Runtime(provider, telemetry=captured.telemetry).exec("q")
    assert (
        captured.value(
            "retrylens_model_calls_total", provider="anthropic", result="transport_error"
        )
        == 1
    )
    failed = [
        s
        for s in captured.spans()
        if s.kind == SpanKind.CLIENT and s.status.status_code == StatusCode.ERROR
    ]
    assert [_attrs(s)["error.type"] for s in failed] == ["ReadError"]
    (event,) = failed[0].events  # the exception, where it happened
    assert dict(event.attributes or {})["exception.type"] == "httpx.ReadError"


def test_genai_metrics_recorded(captured: Captured, slept: list[float]) -> None:
    """gen_ai.client.operation.duration and gen_ai.client.token.usage are recorded per call."""
    with (
        FaultServer() as server,
        rl.AnthropicProvider(model="c", base_url=server.url) as provider,
    ):
        rl.Runtime(provider, telemetry=captured.telemetry).exec("q")
    data = captured.reader.get_metrics_data()
    assert data is not None
    points: dict[str, list[object]] = {}
    for rm in data.resource_metrics:
        for sm in rm.scope_metrics:
            assert sm.scope.name == "retrylens"
            for m in sm.metrics:
                points[m.name] = list(m.data.data_points)
    assert len(points["gen_ai.client.operation.duration"]) == 1
    token_types = {
        dict(getattr(p, "attributes", {}))["gen_ai.token.type"]
        for p in points["gen_ai.client.token.usage"]
    }
    assert token_types == {"input", "output"}
    # ... with the bucket boundaries the GenAI conventions advise.
    for name, advised in (
        ("gen_ai.client.operation.duration", CALL_DURATION_BUCKETS),
        ("gen_ai.client.token.usage", TOKEN_BUCKETS),
    ):
        bounds = {tuple(getattr(p, "explicit_bounds", ())) for p in points[name]}
        assert bounds == {tuple(map(float, advised))}, name


def test_exemplars_in_openmetrics(captured: Captured, slept: list[float]) -> None:
    """Counters and histograms carry the trace id as an exemplar in the OpenMetrics exposition."""
    rl.Runtime(ScriptedProvider([DROP, "ok"]), telemetry=captured.telemetry).exec("q")
    text = openmetrics_latest(captured.registry)
    (exec_span,) = captured.spans("retrylens.exec")
    trace_id = format(exec_span.context.trace_id, "032x")
    exec_lines = [
        ln
        for ln in text.splitlines()
        if ln.startswith("retrylens_exec_duration_seconds_bucket") and "trace_id" in ln
    ]
    assert exec_lines and all(trace_id in ln for ln in exec_lines)
    assert any(
        ln.startswith("retrylens_attempts_total") and "trace_id" in ln for ln in text.splitlines()
    )


def test_known_labels_start_at_zero() -> None:
    """All outcome/category/classification series exist at 0 before any call."""
    registry = CollectorRegistry()
    rl.telemetry.Telemetry(registry=registry).metrics()
    text = exposition(registry)
    for line in (
        'retrylens_exec_total{outcome="permanent"} 0.0',
        'retrylens_permanent_errors_total{category="auth"} 0.0',
        'retrylens_attempts_total{classification="empty_error_message",layer="session"} 0.0',
        'retrylens_attempts_total{classification="transient",layer="runtime"} 0.0',
    ):
        assert line in text


def test_provider_series_start_at_zero(captured: Captured, slept: list[float]) -> None:
    """A provider's result series all exist (at 0) once the provider is seen."""
    rl.Runtime(ScriptedProvider(["ok"]), telemetry=captured.telemetry).exec("q")
    assert (
        captured.registry.get_sample_value(
            "retrylens_model_calls_total", {"provider": "scripted", "result": "transport_error"}
        )
        == 0
    )


def test_metrics_created_once_per_registry() -> None:
    """Two Telemetry objects on one registry share the metrics instead of clashing."""
    registry = CollectorRegistry()
    m1 = rl.telemetry.Telemetry(registry=registry).metrics()
    m2 = rl.telemetry.Telemetry(registry=registry).metrics()
    assert m1 is m2 and m1 is not None


def test_no_secret_anywhere(
    captured: Captured, slept: list[float], caplog: pytest.LogCaptureFixture
) -> None:
    """A fake key in an error never appears in any span, event, log record or metric."""
    caplog.set_level(logging.DEBUG)

    class Keyed(ScriptedProvider):
        redact_values = ("gw-key-0123456789",)

    script: list[object] = [
        RuntimeError(f"auth failed for {KEY}"),
        error_event(f"Error code: 503 - bad key gw-key-0123456789 and Bearer {KEY}"),
        ConnectionResetError("x-api-key: gw-key-0123456789"),
    ]
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(Keyed(script, cycle=True), telemetry=captured.telemetry).exec("q")  # type: ignore[arg-type]
    blobs = [str(info.value)]
    for s in captured.spans():
        blobs.append(str(s.attributes))
        blobs.append(str(s.status.description))
        blobs.extend(str(e.attributes) for e in s.events)
    blobs.extend(r.getMessage() + str(r.__dict__) for r in caplog.records)
    blobs.append(openmetrics_latest(captured.registry))
    joined = "\n".join(blobs)
    assert KEY not in joined
    assert "gw-key-0123456789" not in joined
    assert "[REDACTED]" in joined


def test_attribute_values_truncated(captured: Captured, slept: list[float]) -> None:
    """A huge error text is cut to about 1 KB in span attributes."""
    session = rl.AgentSession(
        ScriptedProvider([error_event("x" * 50_000)]), telemetry=captured.telemetry
    )
    asyncio.run(session.run("q"))
    # However the junk text is classified (retried or not), every attempt's span is cut.
    spans = captured.spans("retrylens.session.attempt")
    assert spans
    assert all(len(str(_attrs(s)["retrylens.error_message"])) <= 1024 for s in spans)


def test_no_sdk_configured_works_and_emits_nothing() -> None:
    """With no OpenTelemetry SDK anywhere the stack works; the global tracer is a no-op."""
    code = textwrap.dedent(
        """
        import retrylens as rl
        from opentelemetry import trace
        from retrylens.testing import ScriptedProvider, error_event, recorded_sleeps
        with recorded_sleeps():
            out = rl.Runtime(ScriptedProvider([error_event(""), "ok"])).exec("q")
        span = trace.get_tracer("x").start_span("probe")
        assert not span.is_recording()
        print(out)
        """
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert proc.stdout.strip() == "ok"


def test_tracer_provider_set_after_import_is_used() -> None:
    """A TracerProvider set globally after importing retrylens still gets the spans."""
    code = textwrap.dedent(
        """
        import retrylens as rl
        from retrylens.testing import ScriptedProvider
        runtime = rl.Runtime(ScriptedProvider(["ok", "ok"]))
        runtime.exec("before")  # resolved once with no SDK: the cache must not stick
        from opentelemetry import trace
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import SimpleSpanProcessor
        from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
        exporter = InMemorySpanExporter()
        provider = TracerProvider()
        provider.add_span_processor(SimpleSpanProcessor(exporter))
        trace.set_tracer_provider(provider)
        runtime.exec("q")
        print(sorted(s.name for s in exporter.get_finished_spans()))
        """
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert "retrylens.exec" in proc.stdout and "chat scripted-model" in proc.stdout


def test_global_provider_lookup_falls_back_to_the_public_api() -> None:
    """Without the API's module attributes (a future release), the public functions answer."""
    from opentelemetry import metrics

    from retrylens.telemetry._core import _GlobalProviders

    lookup = _GlobalProviders()
    lookup._trace_module = object()  # has no _TRACER_PROVIDER
    lookup._metrics_module = None
    assert lookup.tracer_provider() is trace.get_tracer_provider()
    assert lookup.meter_provider() is metrics.get_meter_provider()


@pytest.mark.parametrize(
    "env",
    [{}, {"OTEL_PYTHON_TRACER_PROVIDER": "sdk_tracer_provider"}],
)
def test_global_provider_lookup_agrees_with_the_api(env: dict[str, str]) -> None:
    """The cheap global-provider lookup returns what the OTel API returns, before and after set."""
    code = textwrap.dedent(
        """
        from opentelemetry import metrics, trace
        from opentelemetry.sdk.metrics import MeterProvider
        from opentelemetry.sdk.trace import TracerProvider
        from retrylens.telemetry._core import _globals
        assert _globals.tracer_provider() is trace.get_tracer_provider()
        assert _globals.meter_provider() is metrics.get_meter_provider()
        before = type(trace.get_tracer_provider()).__name__
        trace.set_tracer_provider(TracerProvider())
        metrics.set_meter_provider(MeterProvider())
        assert _globals.tracer_provider() is trace.get_tracer_provider()
        assert _globals.meter_provider() is metrics.get_meter_provider()
        print(before)
        """
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        env={**os.environ, **env},
    )
    expected = "TracerProvider" if env else "ProxyTracerProvider"
    assert proc.stdout.strip() == expected


class _RaisingExporter(SpanExporter):
    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        raise RuntimeError("exporter down")


class _HangingExporter(SpanExporter):
    def __init__(self) -> None:
        self.release = threading.Event()

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        self.release.wait(30)
        return SpanExportResult.SUCCESS


def test_raising_exporter_does_not_break_calls(slept: list[float]) -> None:
    """An exporter that raises on every export leaves the call's result unchanged."""
    tp = TracerProvider()
    tp.add_span_processor(SimpleSpanProcessor(_RaisingExporter()))
    tel = rl.telemetry.Telemetry(tracer_provider=tp, registry=CollectorRegistry())
    assert rl.Runtime(ScriptedProvider([DROP, "ok"]), telemetry=tel).exec("q") == "ok"


def test_hanging_exporter_does_not_block_calls(slept: list[float]) -> None:
    """A batch exporter that hangs does not hold up calls."""
    exporter = _HangingExporter()
    tp = TracerProvider()
    tp.add_span_processor(
        BatchSpanProcessor(exporter, schedule_delay_millis=1, max_export_batch_size=1)
    )
    tel = rl.telemetry.Telemetry(tracer_provider=tp, registry=CollectorRegistry())
    try:
        results = [rl.Runtime(ScriptedProvider(["ok"]), telemetry=tel).exec("q") for _ in range(20)]
        assert results == ["ok"] * 20
    finally:
        exporter.release.set()
        tp.shutdown()


def test_registry_clash_does_not_break_calls(
    slept: list[float], caplog: pytest.LogCaptureFixture
) -> None:
    """If retrylens metric names are taken on the registry, calls work and a warning says so."""
    registry = CollectorRegistry()
    Counter("retrylens_attempts", "someone else's", registry=registry)
    tel = rl.telemetry.Telemetry(registry=registry)
    with caplog.at_level(logging.WARNING, logger="retrylens"):
        assert rl.Runtime(ScriptedProvider(["ok"]), telemetry=tel).exec("q") == "ok"
    assert any("metrics disabled" in r.getMessage() for r in caplog.records)


def test_broken_tracer_provider_does_not_break_calls(slept: list[float]) -> None:
    """A tracer provider whose tracers raise on every call leaves results unchanged."""

    class BrokenTracer(trace.Tracer):
        def start_span(self, *a: object, **k: object) -> trace.Span:
            raise RuntimeError("broken")

        def start_as_current_span(self, *a: object, **k: object):  # type: ignore[no-untyped-def]
            raise RuntimeError("broken")

    class BrokenProvider(trace.TracerProvider):
        def get_tracer(self, *a: object, **k: object) -> trace.Tracer:
            return BrokenTracer()

    tel = rl.telemetry.Telemetry(tracer_provider=BrokenProvider(), registry=CollectorRegistry())
    assert rl.Runtime(ScriptedProvider([DROP, "ok"]), telemetry=tel).exec("q") == "ok"


def test_disabled_telemetry_records_nothing(captured: Captured, slept: list[float]) -> None:
    """Telemetry(enabled=False) records no span and no metric."""
    tel = rl.telemetry.Telemetry(
        tracer_provider=captured.tracer_provider, registry=captured.registry, enabled=False
    )
    rl.Runtime(ScriptedProvider(["ok"]), telemetry=tel).exec("q")
    assert captured.spans() == []
    assert (
        captured.registry.get_sample_value("retrylens_exec_total", {"outcome": "success"}) is None
    )


def test_retry_logs(
    captured: Captured, slept: list[float], caplog: pytest.LogCaptureFixture
) -> None:
    """A scheduled retry logs INFO with structured fields and span ids; the failure ERROR."""
    caplog.set_level(logging.INFO, logger="retrylens")
    with pytest.raises(rl.ExecError):
        rl.Runtime(
            ScriptedProvider([DROP], cycle=True), max_retries=2, telemetry=captured.telemetry
        ).exec("q")
    retries = [r for r in caplog.records if "retry" in r.getMessage()]
    assert {r.levelno for r in retries} == {logging.INFO}
    spans = {format(s.context.span_id, "016x") for s in captured.spans()}
    assert all(getattr(r, "otelSpanID", None) in spans for r in retries)
    session_retry = next(r for r in retries if getattr(r, "retrylens.layer") == "session")
    assert getattr(session_retry, "retrylens.classification") == "empty_error_message"
    assert getattr(session_retry, "retrylens.backoff_ms") == 2000
    runtime_retry = next(r for r in retries if getattr(r, "retrylens.layer") == "runtime")
    assert getattr(runtime_retry, "retrylens.backoff_ms") == 1500
    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert len(errors) == 1
    assert getattr(errors[0], "retrylens.outcome") == "exhausted"


def test_tracer_scope_has_version_and_schema(captured: Captured, slept: list[float]) -> None:
    """Spans come from the 'retrylens' tracer with its version and schema URL."""
    rl.Runtime(ScriptedProvider(["ok"]), telemetry=captured.telemetry).exec("q")
    scope = captured.spans("retrylens.exec")[0].instrumentation_scope
    assert scope is not None
    assert (scope.name, scope.version, scope.schema_url) == (
        "retrylens",
        rl.__version__,
        rl.telemetry.SCHEMA_URL,
    )


def test_header_fault_via_provider_headers(captured: Captured, slept: list[float]) -> None:
    """An in-band SSE error is classified retryable on the session span, result error_event."""

    async def call(url: str) -> None:
        headers = {FAULT_HEADER: "sse_error"}
        async with rl.AnthropicProvider(model="c", base_url=url, headers=headers) as p:
            settings = rl.RetrySettings(max_retries=0)
            await rl.AgentSession(p, settings=settings, telemetry=captured.telemetry).run("q")

    with FaultServer() as server:
        asyncio.run(call(server.url))
    (sess,) = captured.spans("retrylens.session.attempt")
    assert _attrs(sess)["retrylens.error_message"] == "Overloaded"
    assert (
        captured.value("retrylens_model_calls_total", provider="anthropic", result="error_event")
        == 1
    )
