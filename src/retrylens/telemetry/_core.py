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
import re
import threading
import time
from collections.abc import Callable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar, cast

from opentelemetry import context as otel_context
from opentelemetry import metrics as otel_metrics
from opentelemetry import propagate, trace
from opentelemetry.trace import Span, SpanKind, Status, StatusCode
from prometheus_client import REGISTRY, CollectorRegistry

from .._messages import AssistantMessage, Usage, provider_model, provider_name, provider_secrets
from .._redact import redact, truncate
from ._prometheus import CALL_DURATION_BUCKETS, TOKEN_BUCKETS, RetrylensMetrics, metrics_for

if TYPE_CHECKING:
    from .._decisions import Decision
    from .._streaming import StreamStats

logger = logging.getLogger("retrylens")

TRACER_NAME = "retrylens"
SCHEMA_URL = "https://opentelemetry.io/schemas/1.37.0"
MAX_ATTRIBUTE_CHARS = 1024
# A stack trace cut at 1 KB is useless to whoever is on call; it alone may be longer.
_EVENT_LIMITS = {"exception.stacktrace": 8 * 1024}

F = TypeVar("F", bound=Callable[..., Any])
_warned: set[str] = set()


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


#: The switch that brings back the seed's traceback on stderr for every caught exception.
TRACEBACKS_ENV = "RETRYLENS_TRACEBACKS"


def tracebacks_to_stderr() -> bool:
    """True when ``RETRYLENS_TRACEBACKS=stderr`` asks for the seed's tracebacks on stderr.

    Each caught exception then logs its traceback at WARNING, which an unconfigured
    ``logging`` prints to stderr.
    """
    return os.environ.get(TRACEBACKS_ENV, "").strip().lower() == "stderr"


def trace_fields(span: Span | None = None) -> dict[str, str]:
    """``span``'s (or the current span's) ids for a log record's ``extra``; may be empty.

    Named ``otelTraceID`` / ``otelSpanID``, as OpenTelemetry's logging instrumentation does.
    """
    ctx = (span or trace.get_current_span()).get_span_context()
    if not ctx.is_valid:
        return {}
    return {"otelTraceID": format(ctx.trace_id, "032x"), "otelSpanID": format(ctx.span_id, "016x")}


@dataclass
class _Instruments:
    tracer: trace.Tracer
    prom: RetrylensMetrics | None
    duration: Any = None  # gen_ai.client.operation.duration
    tokens: Any = None  # gen_ai.client.token.usage
    #: False when the tracer provider is the API's default or a no-op one: no span could
    #: record, so the recorders create none (and skip the context work around them).
    tracing: bool = True


_metrics_internal: Any = None
with contextlib.suppress(ImportError):  # a future API without it: the public functions
    from opentelemetry.metrics import _internal as _metrics_internal

#: The API's own provider types that never record (no SDK behind them).
_SILENT_TRACER_PROVIDERS: tuple[type, ...] = (trace.ProxyTracerProvider, trace.NoOpTracerProvider)
_proxy_meter_type = getattr(_metrics_internal, "_ProxyMeterProvider", None)
_SILENT_METER_PROVIDERS: tuple[type, ...] = (
    (otel_metrics.NoOpMeterProvider, _proxy_meter_type)
    if isinstance(_proxy_meter_type, type)
    else (otel_metrics.NoOpMeterProvider,)
)


class _GlobalProviders:
    """The OTel API's global tracer/meter providers, looked up cheaply at every call.

    ``trace.get_tracer_provider()`` consults ``os.environ`` on every call until a global is
    set; on a busy process that look-up alone costs more than a metric update. The API keeps
    a set global in a module attribute, so that is read first; while none is set, the answer
    is the API's proxy unless ``OTEL_PYTHON_*_PROVIDER`` names one, which (as the API itself
    does on first use) is read once, here. Anything unexpected goes through the public
    functions, every time.
    """

    def __init__(self) -> None:
        self._trace_module: Any = trace
        self._metrics_module: Any = _metrics_internal
        env = os.environ
        self._tracer_env = "OTEL_PYTHON_TRACER_PROVIDER" in env
        self._meter_env = "OTEL_PYTHON_METER_PROVIDER" in env
        self._proxy_tracer = getattr(trace, "_PROXY_TRACER_PROVIDER", None)
        self._proxy_meter = getattr(_metrics_internal, "_PROXY_METER_PROVIDER", None)

    def tracer_provider(self) -> trace.TracerProvider:
        """Same as ``trace.get_tracer_provider()``."""
        tp = _lookup(self._trace_module, "_TRACER_PROVIDER", self._tracer_env, self._proxy_tracer)
        return cast(trace.TracerProvider, trace.get_tracer_provider() if tp is None else tp)

    def meter_provider(self) -> otel_metrics.MeterProvider:
        """Same as ``metrics.get_meter_provider()``."""
        mp = _lookup(self._metrics_module, "_METER_PROVIDER", self._meter_env, self._proxy_meter)
        return cast(
            otel_metrics.MeterProvider, otel_metrics.get_meter_provider() if mp is None else mp
        )


def _lookup(module: Any, name: str, env_names_one: bool, proxy: Any) -> Any:
    """The global in ``module.name``, the API's proxy while none is set, else None (ask)."""
    value = getattr(module, name, _UNKNOWN)
    if value is None:
        return None if env_names_one else proxy
    return None if value is _UNKNOWN else value


_UNKNOWN = object()
_globals = _GlobalProviders()


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
        self._inst_cache: (
            tuple[tuple[trace.TracerProvider, otel_metrics.MeterProvider], _Instruments] | None
        ) = None

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
        mp = self.meter_provider or _globals.meter_provider()
        key = id(mp)
        cached = self._meter_cache.get(key)
        if cached is not None and cached[0] is mp:
            return cached[1], cached[2]
        meter = mp.get_meter(TRACER_NAME, _version(), schema_url=SCHEMA_URL)
        duration = meter.create_histogram(
            "gen_ai.client.operation.duration",
            unit="s",
            description="GenAI operation duration.",
            explicit_bucket_boundaries_advisory=CALL_DURATION_BUCKETS,
        )
        tokens = meter.create_histogram(
            "gen_ai.client.token.usage",
            unit="{token}",
            description="Tokens used per call.",
            explicit_bucket_boundaries_advisory=TOKEN_BUCKETS,
        )
        with self._lock:
            self._meter_cache[key] = (mp, duration, tokens)
        return duration, tokens

    def _resolve(self) -> _Instruments:
        if not self.enabled:
            return _DISABLED
        # Looked up at every call (an app may set its providers after importing us), but
        # built only when the effective providers change.
        tp = self.tracer_provider or _globals.tracer_provider()
        mp = self.meter_provider or _globals.meter_provider()
        cached = self._inst_cache
        if cached is not None and cached[0][0] is tp and cached[0][1] is mp:
            return cached[1]
        inst = self._build(tp, mp)
        self._inst_cache = ((tp, mp), inst)
        return inst

    def _build(self, tp: trace.TracerProvider, mp: otel_metrics.MeterProvider) -> _Instruments:
        tracing = not isinstance(tp, _SILENT_TRACER_PROVIDERS)
        tracer: trace.Tracer = trace.NoOpTracer()
        if tracing:
            try:
                tracer = tp.get_tracer(TRACER_NAME, _version(), schema_url=SCHEMA_URL)
            except Exception:
                tracing = False
        inst = _Instruments(tracer=tracer, prom=self.metrics(), tracing=tracing)
        if not isinstance(mp, _SILENT_METER_PROVIDERS):
            with contextlib.suppress(Exception):
                inst.duration, inst.tokens = self._genai()
        return inst


DEFAULT = Telemetry()
_DISABLED = _Instruments(tracer=trace.NoOpTracer(), prom=None, tracing=False)


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


@dataclass(slots=True)
class Scope:
    """Telemetry state of one exec (or one session run used directly)."""

    inst: _Instruments
    in_exec: bool
    model_calls: int = 0
    attempts: int = 0
    #: The provider call in progress (calls within one scope are sequential).
    call: ClientCall | None = None
    #: How the last provider call's stream was cut, if it was (read by the session).
    last_drop: str | None = None


current_scope: ContextVar[Scope | None] = ContextVar("retrylens_scope", default=None)


def scope_or_new(telemetry: Telemetry | None) -> tuple[Scope, bool]:
    """The current scope, or a fresh one (second item True when it is new)."""
    scope = current_scope.get()
    if scope is not None:
        return scope, False
    return Scope(inst=(telemetry or DEFAULT)._resolve(), in_exec=False), True


class _InScope:
    """Make ``scope`` and/or ``span`` current for a block (a cheaper ``trace.use_span``).

    Attach/detach of the span's context, nothing else: these spans are ended, and their
    exceptions recorded (redacted), explicitly by the recorders.
    """

    __slots__ = ("_scope", "_scope_token", "_span", "_span_token")

    def __init__(self, scope: Scope | None, span: Span | None) -> None:
        self._scope = scope
        self._span = span
        self._scope_token: Any = None
        self._span_token: Any = None

    def __enter__(self) -> None:
        if self._scope is not None:
            self._scope_token = current_scope.set(self._scope)
        if self._span is not None:
            self._span_token = otel_context.attach(trace.set_span_in_context(self._span))

    def __exit__(self, *exc: object) -> None:
        if self._span_token is not None:
            otel_context.detach(self._span_token)
        if self._scope_token is not None:
            current_scope.reset(self._scope_token)


_NO_CONTEXT = contextlib.nullcontext()

# The context key OpenTelemetry's HTTP client instrumentations (httpx, requests, aiohttp…)
# check before making their own span (absent from old opentelemetry-api releases).
_SUPPRESS_HTTP = getattr(otel_context, "_SUPPRESS_HTTP_INSTRUMENTATION_KEY", None)


class _ClientScope:
    """Make a CLIENT span current, with HTTP instrumentation suppressed beneath it."""

    __slots__ = ("_span", "_token")

    def __init__(self, span: Span) -> None:
        self._span = span
        self._token: Any = None

    def __enter__(self) -> None:
        ctx = trace.set_span_in_context(self._span)
        if _SUPPRESS_HTTP is not None:
            ctx = otel_context.set_value(_SUPPRESS_HTTP, True, ctx)
        self._token = otel_context.attach(ctx)

    def __exit__(self, *exc: object) -> None:
        otel_context.detach(self._token)


def request_max_tokens(provider: object) -> int | None:
    """The output-token cap a provider asks for, if it says (``gen_ai.request.max_tokens``)."""
    value = getattr(provider, "request_max_tokens", None)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def inject_trace_context(headers: dict[str, str]) -> None:
    """Add the current span's context (W3C ``traceparent``…) through the global propagator."""
    if trace.get_current_span().get_span_context().is_valid:
        propagate.inject(headers)


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
        secrets: Callable[[], tuple[str, ...]],
    ) -> None:
        self.provider = provider_name(provider)
        self._secrets = secrets  # looked up only when an error text is recorded
        self.scope = Scope(inst=(telemetry or DEFAULT)._resolve(), in_exec=True)
        self.started = time.perf_counter()
        self.max_retries = max_retries
        self.span: Span | None = None
        self.context: Any = None
        if self.scope.inst.tracing:
            self._start(max_retries)

    @_safe
    def _start(self, max_retries: int) -> None:
        # Our INTERNAL spans get all their attributes when they end, in one call: the SDK
        # validates attributes per call, and no sampler decides on these.
        self.span = self.scope.inst.tracer.start_span("retrylens.exec", kind=SpanKind.INTERNAL)
        self.context = trace.set_span_in_context(self.span)

    def start_attempt(self, number: int, provider: object | None = None) -> Span | None:
        """Count runtime attempt ``number`` (1-based) on ``provider``; its span when tracing."""
        self.scope.attempts = number
        return self._start_attempt(number, provider) if self.scope.inst.tracing else None

    @_safe
    def _start_attempt(self, number: int, provider: object | None) -> Span:
        # Which provider served the attempt (it changes on a failover).
        name = self.provider if provider is None else provider_name(provider)
        return self.scope.inst.tracer.start_span(
            "retrylens.exec.attempt",
            context=self.context,
            kind=SpanKind.INTERNAL,
            attributes={"retrylens.provider": name},
        )

    @_safe
    def failover(self, source: object, target: object, decision: Decision) -> None:
        """The exec moved from provider ``source`` to ``target``: an event and a count."""
        reason = decision.failover_reason or "other"
        names = provider_name(source), provider_name(target)
        prom = self.scope.inst.prom
        if prom is not None:
            prom.record_failover(names[0], names[1], reason)
        if self.span is not None:
            self.span.add_event(
                "retrylens.failover",
                {
                    "retrylens.failover.from": names[0],
                    "retrylens.failover.to": names[1],
                    "retrylens.failover.reason": reason,
                    "retrylens.attempt": self.scope.attempts,
                },
            )

    @_safe
    def end_attempt(self, span: Span | None, decision: Decision, exc: BaseException | None) -> None:
        """End runtime attempt's span and count it, as ``decision`` judged it."""
        prom = self.scope.inst.prom
        if prom is not None:
            ex = _exemplar_of(span)
            prom.record_attempt("runtime", decision, ex)
            if decision.reason == "permanent":
                category = decision.category or "other"
                prom.child(prom.permanent_errors, category).inc(exemplar=ex)
        if span is None:
            return
        attributes = _decision_attributes(decision, self.scope.attempts)
        if exc is not None:
            attributes["error.type"] = type(exc).__qualname__
            span.set_status(
                Status(StatusCode.ERROR, _attr(f"{type(exc).__name__}: {exc}", self._secrets()))
            )
        span.set_attributes(attributes)
        span.end()

    @_safe
    def finish(
        self, outcome: str, exc: BaseException | None, stream: StreamStats | None = None
    ) -> None:
        elapsed = time.perf_counter() - self.started
        calls = self.scope.model_calls
        ex = _exemplar_of(self.span)
        prom = self.scope.inst.prom
        ttft = None
        if stream is not None and stream.first_token is not None and exc is None:
            ttft = stream.first_token - self.started  # the kept answer's first piece
        if prom is not None:
            prom.record_exec(outcome, elapsed, calls, ex)
            if stream is not None:
                prom.record_stream(self.provider, stream, ttft, ex)
        span = self.span
        if span is None:
            return
        if stream is not None:
            self._stream_attributes(span, stream, ttft)
        attributes: dict[str, Any] = {
            "retrylens.layer": "runtime",
            "retrylens.max_retries": self.max_retries,
            "retrylens.attempts": self.scope.attempts,
            "retrylens.model_calls": calls,
            "retrylens.outcome": outcome,
        }
        if exc is not None:  # an answer returned (a refusal from run()) is no error
            attributes["error.type"] = type(exc).__qualname__
            message = _attr(f"{type(exc).__name__}: {exc}", self._secrets())
            span.set_status(Status(StatusCode.ERROR, message.split("\n", 1)[0]))
        span.set_attributes(attributes)
        span.end()

    def attempt_context(self, span: Span | None) -> contextlib.AbstractContextManager[None]:
        """Make the attempt span and this exec's scope current (for the layers below)."""
        return _InScope(self.scope, span)

    def _stream_attributes(self, span: Span, stream: StreamStats, ttft: float | None) -> None:
        """A streamed exec: what it delivered, and an event per restart after output."""
        attributes: dict[str, Any] = {
            "retrylens.stream.chunks": stream.chunks,
            "retrylens.stream.bytes": stream.bytes,
            "retrylens.stream.restarts": len(stream.restarts),
        }
        if ttft is not None:
            attributes["retrylens.stream.time_to_first_token_s"] = round(ttft, 6)
        span.set_attributes(attributes)
        offset = time.time_ns() - time.perf_counter_ns()  # perf_counter -> epoch ns
        for layer, attempt, discarded, at in stream.restarts:
            span.add_event(
                "retrylens.stream.restart",
                {
                    "retrylens.layer": layer,
                    "retrylens.attempt": attempt,
                    "retrylens.stream.discarded_chunks": discarded,
                },
                timestamp=int(at * 1e9) + offset,
            )


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

    def __init__(self, telemetry: Telemetry | None, provider: object) -> None:
        self._provider = provider
        self.provider = provider_name(provider)
        self.scope, self.owns_scope = scope_or_new(telemetry)
        self.root: Span | None = None
        self._context: _InScope | None = None
        self._attempt = 0

    def __enter__(self) -> SessionRecorder:
        if self.owns_scope:
            if self.scope.inst.tracing:
                self.root = self._start_root()
            self._context = _InScope(self.scope, self.root)
            self._context.__enter__()
        return self

    def __exit__(self, et: type[BaseException] | None, e: BaseException | None, tb: Any) -> None:
        if self._context is not None:
            self._context.__exit__()

    @_safe
    def _start_root(self) -> Span:
        return self.scope.inst.tracer.start_span("retrylens.session", kind=SpanKind.INTERNAL)

    @_safe
    def end_root(self, msg: AssistantMessage | None, classification: str, attempts: int) -> None:
        if self.root is None:
            return
        self.root.set_attributes(
            {
                "retrylens.layer": "session",
                "retrylens.attempts": attempts,
                "retrylens.model_calls": self.scope.model_calls,
                "retrylens.classification": classification,
            }
        )
        if msg is None or msg.stop_reason == "error":
            self.root.set_status(Status(StatusCode.ERROR))
        self.root.end()

    def start_attempt(self, number: int) -> Span | None:
        """The span of session attempt ``number`` (1-based), when tracing."""
        return self._start_attempt(number) if self.scope.inst.tracing else None

    @_safe
    def _start_attempt(self, number: int) -> Span:
        self._attempt = number
        return self.scope.inst.tracer.start_span(
            "retrylens.session.attempt", kind=SpanKind.INTERNAL
        )

    def attempt_context(self, span: Span | None) -> contextlib.AbstractContextManager[Any]:
        """Make the attempt span current for the agent below."""
        return _NO_CONTEXT if span is None else _InScope(None, span)

    @_safe
    def end_attempt(
        self,
        span: Span | None,
        msg: AssistantMessage | None,
        decision: Decision,
        exc: BaseException | None = None,
    ) -> None:
        """End a session attempt's span and count it, as ``decision`` judged it."""
        prom = self.scope.inst.prom
        ex = _exemplar_of(span)
        classification = decision.classification
        if prom is not None:
            prom.see_provider(self.provider)
            prom.record_attempt("session", decision, ex)
            if classification == "empty_error_message":
                prom.child(prom.empty_error_messages, self.provider).inc(exemplar=ex)
            if classification == "context_overflow":
                prom.child(prom.context_overflows, self.provider).inc(exemplar=ex)
        if span is None:
            return
        attributes = _decision_attributes(decision, self._attempt)
        drop, self.scope.last_drop = self.scope.last_drop, None
        if drop is not None:
            attributes["retrylens.stream_drop"] = drop
        if msg is not None and msg.stop_reason == "error":
            text = _attr(msg.error_message or "", provider_secrets(self._provider))
            attributes["retrylens.error_message"] = text
            attributes["retrylens.empty_error_message"] = not text.strip()
            attributes["error.type"] = message_error_type(msg)
            span.set_status(Status(StatusCode.ERROR, text.split("\n", 1)[0]))
        elif exc is not None:
            attributes["error.type"] = type(exc).__qualname__
            span.set_status(Status(StatusCode.ERROR, type(exc).__name__))
        span.set_attributes(attributes)
        span.end()


def _decision_attributes(decision: Decision, attempt: int) -> dict[str, Any]:
    """The span attributes of one attempt's decision (both layers)."""
    attributes: dict[str, Any] = {
        "retrylens.layer": decision.layer,
        "retrylens.attempt": attempt,
        "retrylens.classification": decision.classification,
        "retrylens.rule": decision.rule,
        "retrylens.action": decision.action,
    }
    if decision.delay_s is not None and decision.action == "retry":
        attributes["retrylens.backoff_ms"] = round(decision.delay_s * 1000)
    if decision.category is not None:
        attributes["retrylens.permanent_category"] = decision.category
    if decision.retry_after_s is not None:
        attributes["retrylens.retry_after_s"] = decision.retry_after_s
    if decision.budget_refused:
        attributes["retrylens.budget_refused"] = True
    if decision.failover_to is not None:
        attributes["retrylens.failover.to"] = decision.failover_to
    return attributes


# --- agent / provider layer ------------------------------------------------------------


@_safe
def exception_log_fields(err: BaseException, secrets: Sequence[str]) -> dict[str, str]:
    """The ``exception.*`` fields for the log record, when the semconv opt-in asks for them.

    (The span event is the CLIENT span's, added where the call failed.)
    """
    return exception_event(err, secrets) if exception_signal()[1] else {}


def exception_event(err: BaseException, secrets: Sequence[str]) -> dict[str, str]:
    """The semconv ``exception`` event attributes of ``err``, redacted and bounded."""
    import traceback

    stack = "".join(traceback.format_exception(type(err), err, err.__traceback__))
    fields = {
        "exception.type": f"{type(err).__module__}.{type(err).__qualname__}"
        if type(err).__module__ != "builtins"
        else type(err).__qualname__,
        "exception.message": redact(str(err), secrets),
        "exception.stacktrace": redact(stack, secrets),
    }
    return {k: truncate(v, _EVENT_LIMITS.get(k, MAX_ATTRIBUTE_CHARS)) for k, v in fields.items()}


_CODE_SHAPE = re.compile(r"[A-Za-z0-9_.:-]{1,64}")


def _low_cardinality(value: str | None) -> str | None:
    """A provider error code/type fit for ``error.type`` (short, code-shaped), else None."""
    return value if value is not None and _CODE_SHAPE.fullmatch(value) else None


def _reports_sending(provider: object) -> bool:
    """True for providers that say when a request is on the wire (retrylens's own)."""
    return getattr(type(provider), "_reports_sent", False) is True


class ClientCall:
    """One provider call: the CLIENT span and the per-call metrics.

    A call counts (CLIENT span, ``retrylens_model_calls_total``, ``model calls``) once it
    was *sent* — for retrylens's providers: once the request body has been written to the
    connection (httpcore's ``send_request_body.complete``); for any other provider: once
    its stream was opened — or once it failed. A call cancelled before it was sent (waiting
    for a concurrency slot, opening its connection) leaves no trace: the server never saw
    it. Its CLIENT span exists from the call's start (the provider sends its context as
    ``traceparent``) but is then abandoned unended, so no exporter ever sees it.
    """

    __slots__ = (
        "_secrets",
        "drop",
        "error_type",
        "exception",
        "first_token",
        "http_status",
        "index",
        "model",
        "msg",
        "provider",
        "reports",
        "result",
        "retry_after",
        "scope",
        "sent",
        "span",
        "started",
        "streaming",
    )

    def __init__(self, provider: object) -> None:
        self.provider = provider_name(provider)
        self.model = provider_model(provider)
        scope = current_scope.get()
        self.scope = scope if scope is not None else Scope(inst=DEFAULT._resolve(), in_exec=False)
        self.index = self.scope.model_calls
        self.scope.model_calls += 1
        self.started = time.perf_counter()
        self.result = "transport_error"
        self.error_type: str | None = None
        self.msg: AssistantMessage | None = None
        self.http_status: int | None = None
        self._secrets = provider_secrets(provider)
        #: perf_counter() when the first text arrived, if any did.
        self.first_token: float | None = None
        #: The caught exception's event attributes and time, for the CLIENT span.
        self.exception: tuple[dict[str, str], int] | None = None
        self.reports = _reports_sending(provider)
        self.sent = not self.reports
        #: The response had started (a 2xx status, or a first stream event) — a transport
        #: error after that is a stream cut.
        self.streaming = False
        #: The stream-drop kind of this call, if its stream was cut.
        self.drop: str | None = None
        #: Seconds the server asked to wait before a retry (Retry-After), if it did.
        self.retry_after: float | None = None
        self.span: Span | None = self._start(provider) if self.scope.inst.tracing else None
        self.scope.call = self
        self.scope.last_drop = None

    def mark_sent(self) -> None:
        """The request is on the wire: from here on the call counts."""
        self.sent = True

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
        max_tokens = request_max_tokens(provider)
        if max_tokens is not None:
            attributes["gen_ai.request.max_tokens"] = max_tokens
        return self.scope.inst.tracer.start_span(
            f"chat {self.model}", kind=SpanKind.CLIENT, attributes=attributes
        )

    def context(self) -> contextlib.AbstractContextManager[Any]:
        """Make the CLIENT span current for the provider's stream.

        It also marks the context the way OpenTelemetry's HTTP instrumentations read as
        "suppress": with ``HTTPXClientInstrumentor`` active, the request still makes one
        CLIENT span (this one), not a second one nested under it.
        """
        return _NO_CONTEXT if self.span is None else _ClientScope(self.span)

    def finished(self, msg: AssistantMessage) -> None:
        self.msg = msg
        self.retry_after = msg.retry_after_s
        if msg.stop_reason == "error" and not (msg.error_message or "").strip():
            self.drop = "empty_error_message"
        # error.type: the provider's own code or type when it sent one (so an overflow and
        # a rejected image differ), else the status.
        code = _low_cardinality(msg.provider_error_code) or _low_cardinality(
            msg.provider_error_type
        )
        if msg.stop_reason != "error":
            self.result = "ok"
        elif msg.http_status is not None and msg.http_status >= 400:
            self.result = "http_error"
            self.error_type = code or str(msg.http_status)
        else:
            self.result = "error_event"
            self.error_type = code or message_error_type(msg)

    def failed(self, exc: BaseException) -> None:
        self.result = "transport_error" if isinstance(exc, Exception) else "cancelled"
        self.error_type = type(exc).__qualname__
        asked = getattr(exc, "retry_after_s", None)
        if isinstance(asked, (int, float)) and not isinstance(asked, bool) and asked >= 0:
            self.retry_after = float(asked)
        # For providers that report sending, a cut after the request went out is a drop
        # even before the response headers arrive (a reset discards what was in flight).
        self.drop = stream_drop_kind(exc, self.streaming or (self.reports and self.sent))
        if isinstance(exc, Exception) and self.scope.inst.tracing and exception_signal()[0]:
            self.exception = (exception_event(exc, self._secrets), time.time_ns())

    @_safe
    def end(self) -> None:
        elapsed = time.perf_counter() - self.started
        if self.scope.call is self:
            self.scope.call = None
        if self.result == "cancelled" and not self.sent:
            # Never reached the server: no count, and the span is dropped unended.
            self.scope.model_calls -= 1
            return
        inst = self.scope.inst
        ex = _exemplar_of(self.span)
        self.scope.last_drop = self.drop
        prom = inst.prom
        if prom is not None:
            prom.record_model_call(self.provider, self.result, ex)
            if self.retry_after is not None:
                prom.child(prom.server_retry_after, self.provider).observe(
                    self.retry_after, exemplar=ex
                )
            if self.drop is not None:
                prom.child(prom.stream_drops, self.provider, self.drop).inc(exemplar=ex)
            model = prom.model_label(self.model)
            prom.child(prom.call_duration, self.provider, model, self.result).observe(
                elapsed, exemplar=ex
            )
            if self.first_token is not None:
                ttft = self.first_token - self.started
                prom.child(prom.time_to_first_token, self.provider, model).observe(
                    ttft, exemplar=ex
                )
        msg = self.msg
        usage = msg.usage if msg is not None else None
        if inst.duration is not None or (inst.tokens is not None and usage is not None):
            self._genai_metrics(inst, elapsed, usage)
        span = self.span
        if span is None:
            return
        attributes: dict[str, Any] = {}
        if msg is not None and self.result in ("ok", "error_event"):  # from a response only
            if msg.raw_stop_reason:  # the provider's own reason, never one made up
                attributes["gen_ai.response.finish_reasons"] = [msg.raw_stop_reason]
            if msg.model:
                attributes["gen_ai.response.model"] = msg.model
            if msg.response_id:
                attributes["gen_ai.response.id"] = msg.response_id
            if usage is not None:
                if usage.input_tokens is not None:
                    attributes["gen_ai.usage.input_tokens"] = usage.input_tokens
                if usage.output_tokens is not None:
                    attributes["gen_ai.usage.output_tokens"] = usage.output_tokens
        if self.http_status is not None:
            attributes["http.response.status_code"] = self.http_status
        if self.error_type:
            attributes["error.type"] = self.error_type
            span.set_status(Status(StatusCode.ERROR))
        if self.exception is not None:  # where the error happened
            event, at = self.exception
            span.add_event("exception", event, timestamp=at)
        span.set_attributes(attributes)
        span.end()

    def _genai_metrics(self, inst: _Instruments, elapsed: float, usage: Usage | None) -> None:
        attrs: dict[str, Any] = {
            "gen_ai.operation.name": "chat",
            "gen_ai.provider.name": self.provider,
            "gen_ai.request.model": self.model,
        }
        if self.error_type:
            attrs["error.type"] = self.error_type
        if inst.duration is not None:
            inst.duration.record(elapsed, attrs)
        if inst.tokens is not None and usage is not None:
            if usage.input_tokens is not None:
                inst.tokens.record(usage.input_tokens, {**attrs, "gen_ai.token.type": "input"})
            if usage.output_tokens is not None:
                inst.tokens.record(usage.output_tokens, {**attrs, "gen_ai.token.type": "output"})


def stream_drop_kind(exc: BaseException, streaming: bool) -> str | None:
    """The stream-drop kind of a call that raised ``exc`` (None: not a cut stream).

    ``transport``: any transport error once the exchange was under way, except timeouts
    (a stall, not a cut: it shows as its own ``error.type``).
    """
    import httpx

    from .._exceptions import StreamIncompleteError
    from .._http import ModelCallTimeoutError
    from .._patterns import PROGRAMMING_ERROR_TYPES
    from .._sse import StreamDecodeError

    if isinstance(exc, StreamIncompleteError):
        return "incomplete"
    if not streaming or not isinstance(exc, Exception):
        return None
    not_cuts = (StreamDecodeError, ModelCallTimeoutError, httpx.TimeoutException, TimeoutError)
    if isinstance(exc, (*PROGRAMMING_ERROR_TYPES, *not_cuts)):
        return None  # a broken, stalled or overlong answer, not a cut one
    return "transport"


def mark_first_token() -> None:
    """Providers: the current call's first text has arrived (time to first token)."""
    scope = current_scope.get()
    call = scope.call if scope is not None else None
    if call is not None and call.first_token is None:
        call.first_token = time.perf_counter()


@_safe
def mark_sent() -> None:
    """Providers: the current call's request has been written to the connection."""
    scope = current_scope.get()
    call = scope.call if scope is not None else None
    if call is not None and not call.sent:
        call.mark_sent()


@_safe
def set_http_status(status: int) -> None:
    """Providers: put the HTTP status on the current (CLIENT) span."""
    scope = current_scope.get()
    call = scope.call if scope is not None else None
    if call is not None:
        # Set with the call's other attributes when it ends (one SDK call, not two).
        call.http_status = status
        call.streaming = 200 <= status < 300
        return
    span = trace.get_current_span()
    if span.is_recording():
        span.set_attribute("http.response.status_code", status)
