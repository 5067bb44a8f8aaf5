"""The CLIENT span's context reaches the provider, and there is one CLIENT span per request."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.trace import SpanKind

import retrylens as rl
from retrylens.testing import FaultServer

from .telemetry_helpers import Captured


def _traceparent(span: ReadableSpan) -> str:
    ctx = span.context
    assert ctx is not None
    return f"00-{ctx.trace_id:032x}-{ctx.span_id:016x}-{int(ctx.trace_flags):02x}"


def _client_spans(captured: Captured) -> list[ReadableSpan]:
    return sorted(
        (s for s in captured.spans() if s.kind is SpanKind.CLIENT), key=lambda s: s.start_time or 0
    )


def test_every_request_carries_the_traceparent_of_its_own_client_span(
    captured: Captured, slept: list[float]
) -> None:
    """Each request (a retry too) sends W3C traceparent naming the CLIENT span that made it."""
    script = ["status:503", "drop", "ok"]
    with (
        FaultServer(lambda i, api, body: script[i]) as server,
        rl.OpenAIChatProvider(model="m", base_url=server.openai_url) as p,
    ):
        rl.Runtime(p, telemetry=captured.telemetry).exec("hi")
        sent = [r.headers.get("traceparent") for r in server.history]
    clients = _client_spans(captured)
    assert len(clients) == len(sent) == 3
    assert sent == [_traceparent(s) for s in clients]
    assert len({s.context.span_id for s in clients if s.context}) == 3


def test_propagation_can_be_turned_off_per_provider(captured: Captured) -> None:
    """``propagate_trace_context=False`` sends no trace headers; the span is still made."""
    with (
        FaultServer() as server,
        rl.AnthropicProvider(
            model="claude", base_url=server.url, propagate_trace_context=False
        ) as p,
    ):
        rl.Runtime(p, telemetry=captured.telemetry).exec("hi")
        headers = server.history[0].headers
    assert "traceparent" not in headers
    assert len(_client_spans(captured)) == 1


def test_propagation_flag_is_checked_at_construction() -> None:
    """A non-bool ``propagate_trace_context`` is refused when the provider is made."""
    with pytest.raises(TypeError, match="propagate_trace_context"):
        rl.OpenAIChatProvider(model="m", propagate_trace_context="no")


@pytest.fixture
def httpx_instrumented(captured: Captured) -> Iterator[None]:
    """OpenTelemetry's httpx instrumentation, active for the test, exporting to ``captured``."""
    instrumentor = HTTPXClientInstrumentor()
    instrumentor.instrument(tracer_provider=captured.tracer_provider)
    try:
        yield
    finally:
        instrumentor.uninstrument()


@pytest.mark.usefixtures("httpx_instrumented")
def test_one_client_span_per_request_with_the_httpx_instrumentation_active(
    captured: Captured, slept: list[float]
) -> None:
    """With HTTPXClientInstrumentor on, no second CLIENT span nests under ``chat …``."""
    script = ["reset", "ok"]
    with FaultServer(lambda i, api, body: script[i] if i < 2 else "ok") as server:
        # The instrumentation is really on: a plain httpx request makes its own span.
        httpx.get(f"{server.url}/v1/models", timeout=5)
        plain = [s for s in captured.spans() if s.kind is SpanKind.CLIENT]
        assert len(plain) == 1 and not plain[0].name.startswith("chat")
        captured.exporter.clear()
        before = len(server.history)
        with rl.OpenAIChatProvider(model="m", base_url=server.openai_url) as p:
            rl.Runtime(p, telemetry=captured.telemetry).exec("hi")
        sent = [r.headers.get("traceparent") for r in server.history[before:]]
    clients = _client_spans(captured)
    assert [s.name for s in clients] == ["chat m", "chat m"]
    assert sent == [_traceparent(s) for s in clients]


def test_response_id_and_max_tokens_on_the_client_span(captured: Captured) -> None:
    """Response id from the answer, request max_tokens from the request, on the CLIENT span."""
    with (
        FaultServer() as server,
        rl.OpenAIChatProvider(
            model="gpt", base_url=server.openai_url, extra_body={"max_completion_tokens": 77}
        ) as oa,
        rl.AnthropicProvider(model="claude", base_url=server.url, max_tokens=333) as an,
        rl.OpenAIChatProvider(model="bare", base_url=server.openai_url) as bare,
    ):
        for p in (oa, an, bare):
            rl.Runtime(p, telemetry=captured.telemetry).exec("hi")
    by_model = {
        s.attributes["gen_ai.request.model"]: dict(s.attributes)
        for s in _client_spans(captured)
        if s.attributes is not None
    }
    sent = {r.model: r.response_id for r in server.history}
    assert sent["gpt"].startswith("chatcmpl-") and sent["claude"].startswith("msg_01")
    assert by_model["gpt"]["gen_ai.response.id"] == sent["gpt"]
    assert by_model["gpt"]["gen_ai.request.max_tokens"] == 77
    assert by_model["claude"]["gen_ai.response.id"] == sent["claude"]
    assert by_model["claude"]["gen_ai.request.max_tokens"] == 333
    assert "gen_ai.request.max_tokens" not in by_model["bare"]


def test_no_response_id_on_a_call_that_got_no_answer(
    captured: Captured, slept: list[float]
) -> None:
    """An HTTP error has no response id and no response model on its CLIENT span."""
    with (
        FaultServer(lambda i, api, body: "invalid_api_key") as server,
        rl.OpenAIChatProvider(model="m", base_url=server.openai_url) as p,
        pytest.raises(rl.ExecError),
    ):
        rl.Runtime(p, telemetry=captured.telemetry).exec("hi")
    (span,) = _client_spans(captured)
    assert span.attributes is not None
    assert "gen_ai.response.id" not in span.attributes
    assert "gen_ai.response.model" not in span.attributes
