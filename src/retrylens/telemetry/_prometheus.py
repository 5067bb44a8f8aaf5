"""The Prometheus metrics of retrylens, one set per ``CollectorRegistry``.

Created once per registry (a second ``Telemetry`` on the same registry reuses them), so no
module-global counter needs resetting between tests. Label values are a closed set —
never prompts, ids or error texts — and the known ones start at 0 so ratio alerts work
from the first scrape.
"""

from __future__ import annotations

import os
import threading
import weakref
from typing import TYPE_CHECKING, Any, Final, get_args

from prometheus_client import CollectorRegistry, Counter, Histogram

from .._decisions import EXEC_OUTCOMES as EXEC_OUTCOME_VALUES
from .._decisions import PERMANENT_CATEGORIES as PERMANENT_CATEGORY_VALUES
from .._decisions import RUNTIME_CLASSIFICATIONS as RUNTIME_CLASSIFICATION_VALUES
from .._decisions import SESSION_CLASSIFICATIONS as SESSION_CLASSIFICATION_VALUES
from .._decisions import Layer

if TYPE_CHECKING:
    from .._decisions import Decision
    from .._streaming import StreamStats

LAYERS: Final = get_args(Layer)
# The label values come from the decision module's vocabularies, so a value a decision
# can emit is always one the metrics pre-initialise (and the dashboards and rules know).
SESSION_CLASSIFICATIONS: Final = SESSION_CLASSIFICATION_VALUES
RUNTIME_CLASSIFICATIONS: Final = RUNTIME_CLASSIFICATION_VALUES
EXEC_OUTCOMES: Final = EXEC_OUTCOME_VALUES
PERMANENT_CATEGORIES: Final = PERMANENT_CATEGORY_VALUES
RETRY_AFTER_BUCKETS: Final = (0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 3600)
#: How a stream was cut: an error event with no text, a transport error once the request
#: was sent, or a stream that ended without its final event.
STREAM_DROP_KINDS: Final = ("empty_error_message", "transport", "incomplete")
#: Where a shared retry budget's verdict came from, and why the backend did not answer.
BUDGET_SOURCES: Final = ("shared", "local")
BUDGET_ERROR_REASONS: Final = ("timeout", "connection", "error")
CALL_RESULTS: Final = ("ok", "error_event", "http_error", "transport_error", "cancelled")
#: Half-integer bounds: a count n falls in (n - 0.5, n + 0.5], so histogram_quantile reads n
#: for execs that all made n calls (integer bounds read 0.5 for "every exec made 1 call").
MODEL_CALLS_BUCKETS: Final = (0.5, 1.5, 2.5, 3.5, 4.5, 6.5, 8.5, 12.5, 16.5, 24.5)
BACKOFF_BUCKETS: Final = (0.1, 0.5, 1, 1.5, 2, 3, 4, 6, 8, 16, 32, 64)
DURATION_BUCKETS: Final = (0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300)
#: The GenAI semantic conventions' advised buckets for gen_ai.client.operation.duration.
CALL_DURATION_BUCKETS: Final = (
    0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92,
)  # fmt: skip
#: ... and for time to first token (gen_ai.server.time_to_first_token's advice).
TTFT_BUCKETS: Final = (
    0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5, 10.0,
)  # fmt: skip
#: Time to first token of a whole exec: a first call's TTFT, or retries and their backoff.
EXEC_TTFT_BUCKETS: Final = (
    0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0,
)  # fmt: skip
#: ... and for gen_ai.client.token.usage.
TOKEN_BUCKETS: Final = (
    1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304, 16777216, 67108864,
)  # fmt: skip
#: Distinct ``model`` label values per registry; later models are counted as ``other``.
MAX_MODELS: Final = 20
OTHER_MODEL: Final = "other"


class RetrylensMetrics:
    """The ``retrylens_*`` metric families on one registry."""

    def __init__(self, registry: CollectorRegistry) -> None:
        r = registry
        self.attempts = Counter(
            "retrylens_attempts",
            "Attempts by retry layer and how each was classified.",
            ["layer", "classification"],
            registry=r,
        )
        self.backoff = Histogram(
            "retrylens_backoff_seconds",
            "Backoff scheduled before a retry, by layer.",
            ["layer"],
            buckets=BACKOFF_BUCKETS,
            registry=r,
        )
        self.execs = Counter(
            "retrylens_exec", "Runtime execs by final outcome.", ["outcome"], registry=r
        )
        self.exec_duration = Histogram(
            "retrylens_exec_duration_seconds",
            "Wall time of a runtime exec, backoff included.",
            ["outcome"],
            buckets=DURATION_BUCKETS,
            registry=r,
        )
        self.model_calls_per_exec = Histogram(
            "retrylens_model_calls_per_exec",
            "Provider calls made by one exec: the two retry layers multiplied.",
            buckets=MODEL_CALLS_BUCKETS,
            registry=r,
        )
        self.model_calls = Counter(
            "retrylens_model_calls",
            "Provider calls by provider and result.",
            ["provider", "result"],
            registry=r,
        )
        self.empty_error_messages = Counter(
            "retrylens_empty_error_messages",
            "Error messages with empty text: streams cut before any error body arrived.",
            ["provider"],
            registry=r,
        )
        self.stream_drops = Counter(
            "retrylens_stream_drops",
            "Provider calls whose stream was cut, by kind (every policy, every cut).",
            ["provider", "kind"],
            registry=r,
        )
        self.permanent_errors = Counter(
            "retrylens_permanent_errors",
            "Execs stopped by a permanent error, by category.",
            ["category"],
            registry=r,
        )
        self.context_overflows = Counter(
            "retrylens_context_overflows",
            "Calls that ended on a context overflow.",
            ["provider"],
            registry=r,
        )
        self.retry_budget_exhausted = Counter(
            "retrylens_retry_budget_exhausted",
            "Retries refused by a retry budget (per-exec ledger or per-provider token bucket).",
            ["layer"],
            registry=r,
        )
        self.retry_after = Histogram(
            "retrylens_retry_after_seconds",
            "Retry-After the servers asked for, when the policy honours it.",
            ["layer"],
            buckets=RETRY_AFTER_BUCKETS,
            registry=r,
        )
        for layer, classes in (
            ("runtime", RUNTIME_CLASSIFICATIONS),
            ("session", SESSION_CLASSIFICATIONS),
        ):
            self.backoff.labels(layer)
            self.retry_budget_exhausted.labels(layer)
            self.retry_after.labels(layer)
            for c in classes:
                self.attempts.labels(layer, c)
        for outcome in EXEC_OUTCOMES:
            self.execs.labels(outcome)
            self.exec_duration.labels(outcome)
        for category in PERMANENT_CATEGORIES:
            self.permanent_errors.labels(category)
        self.call_duration = Histogram(
            "retrylens_model_call_duration_seconds",
            "Wall time of one provider call, by provider, model and result.",
            ["provider", "model", "result"],
            buckets=CALL_DURATION_BUCKETS,
            registry=r,
        )
        self.time_to_first_token = Histogram(
            "retrylens_time_to_first_token_seconds",
            "From the start of a provider call to its first text, by provider and model.",
            ["provider", "model"],
            buckets=TTFT_BUCKETS,
            registry=r,
        )
        self.server_retry_after = Histogram(
            "retrylens_server_retry_after_seconds",
            "Retry-After a provider sent with a failed call, by provider (every policy).",
            ["provider"],
            buckets=RETRY_AFTER_BUCKETS,
            registry=r,
        )
        self.exec_time_to_first_token = Histogram(
            "retrylens_exec_time_to_first_token_seconds",
            "Streamed execs: from the exec's start to the first piece of the answer it kept "
            "(retries and backoff included), by provider.",
            ["provider"],
            buckets=EXEC_TTFT_BUCKETS,
            registry=r,
        )
        self.stream_chunks = Counter(
            "retrylens_stream_chunks",
            "Pieces (text, tool-call and reasoning deltas) streamed to consumers, by provider.",
            ["provider"],
            registry=r,
        )
        self.stream_bytes = Counter(
            "retrylens_stream_bytes",
            "UTF-8 bytes of the pieces streamed to consumers, by provider.",
            ["provider"],
            registry=r,
        )
        self.stream_restarts = Counter(
            "retrylens_stream_restarts",
            "Retries after output had reached a stream's consumer (who then discards it), "
            "by the layer that retried.",
            ["layer"],
            registry=r,
        )
        for layer in LAYERS:
            self.stream_restarts.labels(layer)
        self.budget_decisions = Counter(
            "retrylens_budget_decisions",
            "Token-bucket updates of a shared retry budget, by backend and by where the "
            "verdict came from (shared, or this process's local bucket while the backend "
            "could not answer).",
            ["backend", "source"],
            registry=r,
        )
        self.budget_backend_errors = Counter(
            "retrylens_budget_backend_errors",
            "Shared retry budget calls that failed or timed out (the local bucket decided).",
            ["backend", "reason"],
            registry=r,
        )
        for source in BUDGET_SOURCES:
            self.budget_decisions.labels("redis", source)
        for reason in BUDGET_ERROR_REASONS:
            self.budget_backend_errors.labels("redis", reason)
        self.failovers = Counter(
            "retrylens_failovers",
            "Runtime attempts moved to the next provider, by provider names and reason.",
            ["from", "to", "reason"],
            registry=r,
        )
        self._models: set[str] = set()
        self._providers: set[str] = set()
        self._lock = threading.Lock()
        self._children: dict[tuple[int, tuple[str, ...]], Any] = {}

    def record_attempt(
        self, layer: str, decision: Decision, exemplar: dict[str, str] | None
    ) -> None:
        """One attempt of ``layer``: its classification, and what its retry decision cost."""
        self.child(self.attempts, layer, decision.classification).inc(exemplar=exemplar)
        if decision.budget_refused:
            self.child(self.retry_budget_exhausted, layer).inc(exemplar=exemplar)
        if decision.retry_after_s is not None:
            self.child(self.retry_after, layer).observe(decision.retry_after_s, exemplar=exemplar)
        if decision.action == "retry" and decision.delay_s is not None:
            self.child(self.backoff, layer).observe(decision.delay_s, exemplar=exemplar)

    def record_budget_backend(self, backend: str, source: str, error: str | None) -> None:
        """One shared-budget update: where its verdict came from, and why not shared."""
        self.child(self.budget_decisions, backend, source).inc()
        if error is not None:
            self.child(self.budget_backend_errors, backend, error).inc()

    def record_failover(self, source: str, target: str, reason: str) -> None:
        """A runtime attempt moved from provider ``source`` to ``target``."""
        self.child(self.failovers, source, target, reason).inc()

    def model_label(self, model: str) -> str:
        """``model`` for the first :data:`MAX_MODELS` models seen, ``other`` after that."""
        if model in self._models:
            return model
        with self._lock:
            if len(self._models) < MAX_MODELS:
                self._models.add(model)
                return model
        return OTHER_MODEL

    def child(self, metric: Any, *labels: str) -> Any:
        """``metric.labels(*labels)``, cached (the lookup is on every call's hot path)."""
        key = (id(metric), labels)
        found = self._children.get(key)
        if found is None:
            found = metric.labels(*labels)
            self._children[key] = found
        return found

    def record_exec(
        self, outcome: str, seconds: float, model_calls: int, exemplar: dict[str, str] | None
    ) -> None:
        """One finished exec: its outcome, duration and model calls."""
        self.child(self.execs, outcome).inc(exemplar=exemplar)
        self.child(self.exec_duration, outcome).observe(seconds, exemplar=exemplar)
        self.model_calls_per_exec.observe(model_calls, exemplar=exemplar)

    def record_stream(
        self,
        provider: str,
        stream: StreamStats,
        ttft: float | None,
        exemplar: dict[str, str] | None,
    ) -> None:
        """One finished streamed exec: its pieces, bytes, restarts and first-token time."""
        self.child(self.stream_chunks, provider).inc(stream.chunks)
        self.child(self.stream_bytes, provider).inc(stream.bytes)
        for layer, *_ in stream.restarts:
            self.child(self.stream_restarts, layer).inc(exemplar=exemplar)
        if ttft is not None:
            self.child(self.exec_time_to_first_token, provider).observe(ttft, exemplar=exemplar)

    def record_model_call(
        self, provider: str, result: str, exemplar: dict[str, str] | None
    ) -> None:
        """One provider call and how it ended."""
        self.see_provider(provider)
        self.child(self.model_calls, provider, result).inc(exemplar=exemplar)

    def see_provider(self, provider: str) -> None:
        """Start a provider's series at 0 the first time it is seen."""
        if provider in self._providers:
            return
        with self._lock:
            for result in CALL_RESULTS:
                self.model_calls.labels(provider, result)
            self.empty_error_messages.labels(provider)
            for kind in STREAM_DROP_KINDS:
                self.stream_drops.labels(provider, kind)
            self.context_overflows.labels(provider)
            self.server_retry_after.labels(provider)
            self._providers.add(provider)


def scrape_registry() -> CollectorRegistry:
    """The registry a service's ``/metrics`` endpoint serves.

    In Prometheus multiprocess mode (``PROMETHEUS_MULTIPROC_DIR`` set before the workers
    start, as gunicorn or ``uvicorn --workers N`` need): a registry whose
    ``MultiProcessCollector`` sums every worker's counters and histograms, so any worker's
    scrape shows the whole service. Otherwise: ``prometheus_client.REGISTRY``, where
    retrylens records by default. Exemplars are not kept in multiprocess mode
    (prometheus_client stores none there); traces stay reachable through the span ids in
    the log records.
    """
    from prometheus_client import REGISTRY, multiprocess

    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not directory:
        return REGISTRY
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry, path=directory)  # type: ignore[no-untyped-call]
    return registry


_cache: weakref.WeakKeyDictionary[CollectorRegistry, RetrylensMetrics] = weakref.WeakKeyDictionary()
_cache_lock = threading.Lock()


def metrics_for(registry: CollectorRegistry) -> RetrylensMetrics:
    """The metrics on ``registry``, registered on first use."""
    with _cache_lock:
        metrics = _cache.get(registry)
        if metrics is None:
            metrics = RetrylensMetrics(registry)
            _cache[registry] = metrics
        return metrics
