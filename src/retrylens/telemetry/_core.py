"""Spans, metrics and exception records of the retry stack.

Everything here is injected (tracer provider, meter provider, Prometheus registry) and
looked up when a call starts, falling back to the OpenTelemetry globals and
``prometheus_client.REGISTRY``. Nothing here may break or slow a call: every recording
step is guarded, and a failure is logged once at DEBUG and otherwise ignored.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

from opentelemetry import context as otel_context
from opentelemetry import metrics as otel_metrics
from opentelemetry import trace
from opentelemetry.trace import Span, SpanKind, Status, StatusCode
from prometheus_client import REGISTRY, CollectorRegistry

from .._messages import AssistantMessage, provider_model, provider_name
from .._redact import redact, truncate
from ._prometheus import RetrylensMetrics, metrics_for

logger = logging.getLogger("retrylens")

TRACER_NAME = "retrylens"
SCHEMA_URL = "https://opentelemetry.io/schemas/1.37.0"
MAX_ATTRIBUTE_CHARS = 1024
# A stack trace cut at 1 KB is useless to whoever is on call; it alone may be longer.
_EVENT_LIMITS = {"exception.stacktrace": 8 * 1024}

F = TypeVar("F", bound=Callable[..., Any])
_warned: set[str] = set()


class _Current:
    """Make ``span`` the current span for a block (a cheaper ``trace.use_span``).

    Attach/detach of the span's context, nothing else: these spans are ended, and their
    exceptions recorded (redacted), explicitly by the recorders.
    """

    __slots__ = ("_span", "_token")

    def __init__(self, span: Span) -> None:
        self._span = span
        self._token: object = None

    def __enter__(self) -> Span:
        self._token = otel_context.attach(trace.set_span_in_context(self._span))
        return self._span

    def __exit__(self, *exc: object) -> None:
        otel_context.detach(self._token)  # type: ignore[arg-type]


def _safe(fn: F) -> F:
    """Run a recording step; swallow (and log once) anything it raises."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except Exception as exc:  # telemetry must never break a call
            if fn.__qualname__ not in _warned:
                _warned.add(fn.__qualname__)
                logger.debug("retrylens telemetry step %s failed: %r", fn.__qualname__, exc)
            return None

    return cast(F, wrapper)


def _version() -> str:
    from .. import __version__

    return __version__


def exception_signal() -> tuple[bool, bool]:
    """(as span event, as log) per ``OTEL_SEMCONV_EXCEPTION_SIGNAL_OPT_IN``."""
    value = os.environ.get("OTEL_SEMCONV_EXCEPTION_SIGNAL_OPT_IN", "").strip().lower()
    if value == "logs":
        return False, True
    if value == "logs/dup":
        return True, True
    return True, False


@dataclass
class _Instruments:
    tracer: trace.Tracer
    prom: RetrylensMetrics | None
    duration: Any = None  # gen_ai.client.operation.duration
    tokens: Any = None  # gen_ai.client.token.usage


class Telemetry:
    """Where retrylens sends its spans and metrics.

    ``tracer_provider`` / ``meter_provider`` default to the OpenTelemetry globals, looked
    up when each call starts (so an app may configure them after importing retrylens);
    ``registry`` defaults to ``prometheus_client.REGISTRY``. ``enabled=False`` records
    nothing. The library never sets a global provider.
    """

    def __init__(
        self,
        *,
        tracer_provider: trace.TracerProvider | None = None,
        meter_provider: otel_metrics.MeterProvider | None = None,
        registry: CollectorRegistry | None = None,
        enabled: bool = True,
    ) -> None:
        self.tracer_provider = tracer_provider
        self.meter_provider = meter_provider
        self.registry = registry
        self.enabled = enabled
        self._lock = threading.Lock()
        self._meter_cache: dict[int, tuple[Any, Any, Any]] = {}
        self._prom_failed = False
        self._inst_cache: tuple[tuple[int, int], _Instruments] | None = None

    def metrics(self) -> RetrylensMetrics | None:
        """The Prometheus metrics this telemetry records into (None if they clash)."""
        if not self.enabled or self._prom_failed:
            return None
        try:
            return metrics_for(self.registry if self.registry is not None else REGISTRY)
        except ValueError as exc:  # a clash with metrics someone else registered
            self._prom_failed = True
            logger.warning("retrylens Prometheus metrics disabled: %s", exc)
            return None

    def _genai(self) -> tuple[Any, Any]:
        mp = self.meter_provider or otel_metrics.get_meter_provider()
        key = id(mp)
        cached = self._meter_cache.get(key)
        if cached is not None and cached[0] is mp:
            return cached[1], cached[2]
        meter = mp.get_meter(TRACER_NAME, _version(), schema_url=SCHEMA_URL)
        duration = meter.create_histogram(
            "gen_ai.client.operation.duration", unit="s", description="GenAI operation duration."
        )
        tokens = meter.create_histogram(
            "gen_ai.client.token.usage", unit="{token}", description="Tokens used per call."
        )
        with self._lock:
            self._meter_cache[key] = (mp, duration, tokens)
        return duration, tokens

    def _resolve(self) -> _Instruments:
        if not self.enabled:
            return _Instruments(tracer=trace.NoOpTracer(), prom=None)
        # Looked up at every call (an app may set its providers after importing us), but
        # built only when the effective providers change.
        key = (
            id(self.tracer_provider or trace.get_tracer_provider()),
            id(self.meter_provider or otel_metrics.get_meter_provider()),
        )
        cached = self._inst_cache
        if cached is not None and cached[0] == key:
            return cached[1]
        inst = self._build()
        self._inst_cache = (key, inst)
        return inst

    def _build(self) -> _Instruments:
        try:
            tracer = trace.get_tracer(
                TRACER_NAME, _version(), tracer_provider=self.tracer_provider, schema_url=SCHEMA_URL
            )
        except Exception:
            tracer = trace.NoOpTracer()
        inst = _Instruments(tracer=tracer, prom=self.metrics())
        with contextlib.suppress(Exception):
            inst.duration, inst.tokens = self._genai()
        return inst


DEFAULT = Telemetry()


def instrument(
    *,
    tracer_provider: trace.TracerProvider | None = None,
    meter_provider: otel_metrics.MeterProvider | None = None,
    registry: CollectorRegistry | None = None,
    enabled: bool = True,
) -> Telemetry:
    """Set where retrylens records when a Runtime/AgentSession is given no ``telemetry=``.

    This changes retrylens's own default only — never OpenTelemetry's global providers.
    Returns the new default; :func:`uninstrument` restores the built-in one.
    """
    global DEFAULT
    DEFAULT = Telemetry(
        tracer_provider=tracer_provider,
        meter_provider=meter_provider,
        registry=registry,
        enabled=enabled,
    )
    return DEFAULT


def uninstrument() -> None:
    """Restore the built-in default (the OTel globals and ``prometheus_client.REGISTRY``)."""
    global DEFAULT
    DEFAULT = Telemetry()


def default_telemetry() -> Telemetry:
    """The telemetry used when none is injected."""
    return DEFAULT


@dataclass
class Scope:
    """Telemetry state of one exec (or one session run used directly)."""

    inst: _Instruments
    in_exec: bool
    secrets: tuple[str, ...] = ()
    model_calls: int = 0
    attempts: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


current_scope: ContextVar[Scope | None] = ContextVar("retrylens_scope", default=None)


def scope_or_new(telemetry: Telemetry | None, secrets: tuple[str, ...]) -> tuple[Scope, bool]:
    """The current scope, or a fresh one (second item True when it is new)."""
    scope = current_scope.get()
    if scope is not None:
        return scope, False
    return Scope(inst=(telemetry or DEFAULT)._resolve(), in_exec=False, secrets=secrets), True


def _attr(value: str, secrets: Sequence[str]) -> str:
    return truncate(redact(value, secrets), MAX_ATTRIBUTE_CHARS)


def message_error_type(msg: AssistantMessage) -> str:
    """A low-cardinality ``error.type`` for a failed message."""
    if msg.error_type:
        return msg.error_type
    if msg.http_status and msg.http_status >= 400:
        return str(msg.http_status)
    return msg.provider_error_type or "_OTHER"


# --- runtime layer ---------------------------------------------------------------------


class ExecRecorder:
    """Records one exec: its span, its attempts' spans and the runtime metrics."""

    def __init__(
        self,
        telemetry: Telemetry | None,
        provider: object,
        max_retries: int,
        secrets: tuple[str, ...],
    ) -> None:
        self.provider = provider_name(provider)
        self.secrets = secrets
        self.scope = Scope(inst=(telemetry or DEFAULT)._resolve(), in_exec=True, secrets=secrets)
        self.started = time.perf_counter()
        self.span: Span = trace.INVALID_SPAN
        self.context: Any = None
        self._start(max_retries)

    @_safe
    def _start(self, max_retries: int) -> None:
        self.span = self.scope.inst.tracer.start_span(
            "retrylens.exec",
            kind=SpanKind.INTERNAL,
            attributes={"retrylens.layer": "runtime", "retrylens.max_retries": max_retries},
        )
        self.context = trace.set_span_in_context(self.span)

    @_safe
    def start_attempt(self, number: int) -> Span:
        self.scope.attempts = number
        return self.scope.inst.tracer.start_span(
            "retrylens.exec.attempt",
            context=self.context,
            kind=SpanKind.INTERNAL,
            attributes={"retrylens.layer": "runtime", "retrylens.attempt": number},
        )

    @_safe
    def end_attempt(
        self,
        span: Span | None,
        classification: str,
        exc: BaseException | None,
        backoff_s: float | None = None,
        permanent_category: str | None = None,
        budget_refused: bool = False,
        retry_after_s: float | None = None,
    ) -> None:
        prom = self.scope.inst.prom
        if prom is not None:
            ex = _exemplar_of(span)
            prom.record_attempt(
                "runtime", classification, ex, backoff_s, budget_refused, retry_after_s
            )
            if permanent_category is not None:
                prom.child(prom.permanent_errors, permanent_category).inc(exemplar=ex)
        if span is None:
            return
        span.set_attribute("retrylens.classification", classification)
        if backoff_s is not None:
            span.set_attribute("retrylens.backoff_ms", round(backoff_s * 1000))
        if exc is not None:
            span.set_attribute("error.type", type(exc).__qualname__)
            span.set_status(
                Status(StatusCode.ERROR, _attr(f"{type(exc).__name__}: {exc}", self.secrets))
            )
        span.end()

    @_safe
    def finish(self, outcome: str, exc: BaseException | None) -> None:
        elapsed = time.perf_counter() - self.started
        calls = self.scope.model_calls
        ex = _exemplar_of(self.span)
        prom = self.scope.inst.prom
        if prom is not None:
            prom.child(prom.execs, outcome).inc(exemplar=ex)
            prom.child(prom.exec_duration, outcome).observe(elapsed, exemplar=ex)
            prom.model_calls_per_exec.observe(calls, exemplar=ex)
        span = self.span
        span.set_attribute("retrylens.attempts", self.scope.attempts)
        span.set_attribute("retrylens.model_calls", calls)
        span.set_attribute("retrylens.outcome", outcome)
        if outcome != "success":
            if exc is not None:
                span.set_attribute("error.type", type(exc).__qualname__)
            message = _attr(f"{type(exc).__name__}: {exc}", self.secrets) if exc else outcome
            span.set_status(Status(StatusCode.ERROR, message.split("\n", 1)[0]))
        span.end()

    @contextlib.contextmanager
    def attempt_context(self, span: Span | None) -> Iterator[None]:
        """Make the attempt span and this exec's scope current (for the layers below)."""
        token = current_scope.set(self.scope)
        try:
            if span is None:
                yield
            else:
                with _Current(span):
                    yield
        finally:
            current_scope.reset(token)


def _exemplar_of(span: Span | None) -> dict[str, str] | None:
    if span is None:
        return None
    ctx = span.get_span_context()
    if not ctx.is_valid or not ctx.trace_flags.sampled:
        return None
    return {"trace_id": format(ctx.trace_id, "032x"), "span_id": format(ctx.span_id, "016x")}


# --- session layer ---------------------------------------------------------------------


class SessionRecorder:
    """Records the attempts of one ``AgentSession.run``."""

    def __init__(
        self, telemetry: Telemetry | None, provider: object, secrets: tuple[str, ...]
    ) -> None:
        self.provider = provider_name(provider)
        self.secrets = secrets
        self.scope, self.owns_scope = scope_or_new(telemetry, secrets)
        self.root: Span | None = None
        self._stack = contextlib.ExitStack()

    def __enter__(self) -> SessionRecorder:
        if self.owns_scope:
            self._stack.enter_context(_set_scope(self.scope))
            self.root = self._start_root()
            if self.root is not None:
                self._stack.enter_context(_Current(self.root))
        return self

    def __exit__(self, et: type[BaseException] | None, e: BaseException | None, tb: Any) -> None:
        self._stack.close()

    @_safe
    def _start_root(self) -> Span:
        return self.scope.inst.tracer.start_span(
            "retrylens.session", kind=SpanKind.INTERNAL, attributes={"retrylens.layer": "session"}
        )

    @_safe
    def end_root(self, msg: AssistantMessage | None, classification: str, attempts: int) -> None:
        if self.root is None:
            return
        self.root.set_attribute("retrylens.attempts", attempts)
        self.root.set_attribute("retrylens.model_calls", self.scope.model_calls)
        self.root.set_attribute("retrylens.classification", classification)
        if msg is None or msg.stop_reason == "error":
            self.root.set_status(Status(StatusCode.ERROR))
        self.root.end()

    @_safe
    def start_attempt(self, number: int) -> Span:
        return self.scope.inst.tracer.start_span(
            "retrylens.session.attempt",
            kind=SpanKind.INTERNAL,
            attributes={"retrylens.layer": "session", "retrylens.attempt": number},
        )

    def attempt_context(self, span: Span | None) -> contextlib.AbstractContextManager[Any]:
        if span is None:
            return contextlib.nullcontext()
        return _Current(span)

    @_safe
    def end_attempt(
        self,
        span: Span | None,
        msg: AssistantMessage | None,
        classification: str,
        backoff_s: float | None,
        exc: BaseException | None = None,
        *,
        budget_refused: bool = False,
        retry_after_s: float | None = None,
    ) -> None:
        prom = self.scope.inst.prom
        ex = _exemplar_of(span)
        if prom is not None:
            prom.see_provider(self.provider)
            prom.record_attempt(
                "session", classification, ex, backoff_s, budget_refused, retry_after_s
            )
            if classification == "empty_error_message":
                prom.child(prom.empty_error_messages, self.provider).inc(exemplar=ex)
            if classification == "context_overflow":
                prom.child(prom.context_overflows, self.provider).inc(exemplar=ex)
        if span is None:
            return
        span.set_attribute("retrylens.classification", classification)
        if backoff_s is not None:
            span.set_attribute("retrylens.backoff_ms", round(backoff_s * 1000))
        if msg is not None and msg.stop_reason == "error":
            text = msg.error_message or ""
            span.set_attribute("retrylens.error_message", _attr(text, self.secrets))
            span.set_attribute("retrylens.empty_error_message", not text.strip())
            span.set_attribute("error.type", message_error_type(msg))
            span.set_status(Status(StatusCode.ERROR, _attr(text, self.secrets).split("\n", 1)[0]))
        elif exc is not None:
            span.set_attribute("error.type", type(exc).__qualname__)
            span.set_status(Status(StatusCode.ERROR, type(exc).__name__))
        span.end()


@contextlib.contextmanager
def _set_scope(scope: Scope) -> Iterator[None]:
    token = current_scope.set(scope)
    try:
        yield
    finally:
        current_scope.reset(token)


# --- agent / provider layer ------------------------------------------------------------


@_safe
def record_exception(err: BaseException, message: str, stacktrace: str) -> dict[str, str]:
    """Put the caught exception on the current span (per the semconv opt-in); return log fields."""
    as_event, as_log = exception_signal()
    fields = {
        "exception.type": type(err).__qualname__,
        "exception.message": message,
        "exception.stacktrace": stacktrace,
    }
    if as_event:
        span = trace.get_current_span()
        if span.is_recording():
            span.add_event(
                "exception",
                {
                    k: truncate(v, _EVENT_LIMITS.get(k, MAX_ATTRIBUTE_CHARS))
                    for k, v in fields.items()
                },
            )
    return fields if as_log else {}


class ClientCall:
    """One provider call: the CLIENT span and the per-call metrics."""

    def __init__(self, provider: object, secrets: tuple[str, ...]) -> None:
        self.provider = provider_name(provider)
        self.model = provider_model(provider)
        self.secrets = secrets
        scope = current_scope.get()
        self.scope = scope if scope is not None else Scope(inst=DEFAULT._resolve(), in_exec=False)
        self.index = self.scope.model_calls
        self.scope.model_calls += 1
        self.started = time.perf_counter()
        self.result = "transport_error"
        self.error_type: str | None = None
        self.msg: AssistantMessage | None = None
        self.span: Span | None = self._start(provider)

    @_safe
    def _start(self, provider: object) -> Span:
        attributes: dict[str, Any] = {
            "gen_ai.operation.name": "chat",
            "gen_ai.provider.name": self.provider,
            "gen_ai.request.model": self.model,
        }
        address = getattr(provider, "server_address", None)
        port = getattr(provider, "server_port", None)
        if isinstance(address, str):
            attributes["server.address"] = address
        if isinstance(port, int):
            attributes["server.port"] = port
        if self.index:
            attributes["http.request.resend_count"] = self.index
        return self.scope.inst.tracer.start_span(
            f"chat {self.model}", kind=SpanKind.CLIENT, attributes=attributes
        )

    def context(self) -> contextlib.AbstractContextManager[Any]:
        if self.span is None:
            return contextlib.nullcontext()
        return _Current(self.span)

    def finished(self, msg: AssistantMessage) -> None:
        self.msg = msg
        if msg.stop_reason != "error":
            self.result = "ok"
        elif msg.http_status is not None and msg.http_status >= 400:
            self.result = "http_error"
            self.error_type = str(msg.http_status)
        else:
            self.result = "error_event"
            self.error_type = message_error_type(msg)

    def failed(self, exc: BaseException) -> None:
        self.result = "transport_error" if isinstance(exc, Exception) else "cancelled"
        self.error_type = type(exc).__qualname__

    @_safe
    def end(self) -> None:
        elapsed = time.perf_counter() - self.started
        inst = self.scope.inst
        ex = _exemplar_of(self.span)
        if inst.prom is not None and self.result != "cancelled":
            inst.prom.see_provider(self.provider)
            inst.prom.child(inst.prom.model_calls, self.provider, self.result).inc(exemplar=ex)
        attrs: dict[str, Any] = {
            "gen_ai.operation.name": "chat",
            "gen_ai.provider.name": self.provider,
            "gen_ai.request.model": self.model,
        }
        if self.error_type:
            attrs["error.type"] = self.error_type
        if inst.duration is not None:
            inst.duration.record(elapsed, attrs)
        msg = self.msg
        if inst.tokens is not None and msg is not None and msg.usage is not None:
            if msg.usage.input_tokens is not None:
                inst.tokens.record(msg.usage.input_tokens, {**attrs, "gen_ai.token.type": "input"})
            if msg.usage.output_tokens is not None:
                inst.tokens.record(
                    msg.usage.output_tokens, {**attrs, "gen_ai.token.type": "output"}
                )
        span = self.span
        if span is None:
            return
        if msg is not None:
            span.set_attribute("gen_ai.response.finish_reasons", [msg.stop_reason])
            if msg.model:
                span.set_attribute("gen_ai.response.model", msg.model)
            if msg.usage is not None:
                if msg.usage.input_tokens is not None:
                    span.set_attribute("gen_ai.usage.input_tokens", msg.usage.input_tokens)
                if msg.usage.output_tokens is not None:
                    span.set_attribute("gen_ai.usage.output_tokens", msg.usage.output_tokens)
        if self.error_type:
            span.set_attribute("error.type", self.error_type)
            span.set_status(Status(StatusCode.ERROR))
        span.end()


@_safe
def set_http_status(status: int) -> None:
    """Providers: put the HTTP status on the current (CLIENT) span."""
    span = trace.get_current_span()
    if span.is_recording():
        span.set_attribute("http.response.status_code", status)
