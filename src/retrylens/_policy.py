"""Opt-in retry policies beyond the seed: Retry-After, jitter, deadlines, shared budgets.

``RetryPolicy.seed()`` (the default) is SPEC §2–§6 exactly. The other presets and every
field are opt-in. The decisions stay pure: the budget objects only answer questions
(``calls_left``, ``allows_retry``) that the decision functions take as plain arguments.
"""

from __future__ import annotations

import contextlib
import random
import threading
import time
import weakref
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from ._classify import (
    RetrySettings,
    RuntimeDecision,
    SessionVerdict,
    compute_backoff_ms,
    compute_runtime_backoff_s,
    find_programming_error,
    permanent_category,
    structured_permanent_category,
)
from ._messages import AssistantMessage

Jitter = Literal["none", "full", "equal"]
PolicyName = Literal["seed", "single_owner", "coordinated"]


@dataclass(frozen=True)
class TokenBucketSettings:
    """gRPC-style retry throttling per provider: retries stop while tokens <= max/2.

    Every retryable failure takes one token, every success gives back ``token_ratio``;
    first attempts are never refused, so during an outage retries stop while new calls go on.
    The class defaults are gRPC's (10, 0.1); the ``coordinated`` preset uses (20, 1.0), which
    keeps retrying through 5-20% transient noise and still stops within a few calls of an
    outage (see ``benchmarks/results/amplification.md``).
    """

    max_tokens: float = 10.0
    token_ratio: float = 0.1

    def __post_init__(self) -> None:
        if not 0 < self.max_tokens <= 1000:
            raise ValueError(f"max_tokens must be in (0, 1000], got {self.max_tokens}")
        if not 0 < self.token_ratio <= self.max_tokens:
            raise ValueError(f"token_ratio must be in (0, max_tokens], got {self.token_ratio}")


@dataclass(frozen=True)
class RetryPolicy:
    """How both layers retry. Build one from a preset: ``RetryPolicy.preset("coordinated")``."""

    name: str = "seed"
    #: Runtime attempts (SPEC §4 ``max_retries``).
    runtime_attempts: int = 3
    session: RetrySettings = field(default_factory=RetrySettings)
    #: Wait at least the server's Retry-After, up to ``max_retry_after_s``; longer fails fast.
    honor_retry_after: bool = False
    max_retry_after_s: float = 60.0
    jitter: Jitter = "none"
    #: One ledger per exec shared by both layers: at most this many provider calls.
    max_model_calls: int | None = None
    token_bucket: TokenBucketSettings | None = None
    #: Decide by HTTP status and provider error type/code before text.
    structured: bool = False
    #: The runtime does not retry what the session judged not retryable.
    respect_session_verdict: bool = False

    def __post_init__(self) -> None:
        if self.runtime_attempts < 1:
            raise ValueError(f"runtime_attempts must be >= 1, got {self.runtime_attempts}")
        if self.max_model_calls is not None and self.max_model_calls < 1:
            raise ValueError(f"max_model_calls must be >= 1, got {self.max_model_calls}")
        if not self.max_retry_after_s >= 0:
            raise ValueError(f"max_retry_after_s must be >= 0, got {self.max_retry_after_s}")
        if self.jitter not in ("none", "full", "equal"):
            raise ValueError(f"jitter must be none, full or equal, got {self.jitter!r}")

    @classmethod
    def seed(cls) -> RetryPolicy:
        """SPEC §2–§6 exactly: 3 runtime attempts over a 3-retry session, no extras."""
        return cls()

    @classmethod
    def preset(cls, name: str) -> RetryPolicy:
        """``"seed"``, ``"single_owner"`` (runtime makes one attempt) or ``"coordinated"``."""
        if name == "seed":
            return cls.seed()
        if name == "single_owner":
            return cls(name="single_owner", runtime_attempts=1)
        if name == "coordinated":
            return cls(
                name="coordinated",
                honor_retry_after=True,
                jitter="full",
                max_model_calls=6,
                token_bucket=TokenBucketSettings(max_tokens=20, token_ratio=1.0),
                structured=True,
                respect_session_verdict=True,
            )
        raise ValueError(f"unknown retry policy {name!r}; choose seed, single_owner or coordinated")

    def with_overrides(
        self, *, runtime_attempts: int | None = None, session: RetrySettings | None = None
    ) -> RetryPolicy:
        """A copy with explicitly given constructor arguments applied."""
        policy = self
        if runtime_attempts is not None and runtime_attempts != policy.runtime_attempts:
            policy = replace(policy, runtime_attempts=runtime_attempts)
        if session is not None and session is not policy.session and session != policy.session:
            policy = replace(policy, session=session)
        return policy


_SEED = RetryPolicy.seed()  # frozen: one shared default instead of one per session


def resolve_policy(policy: str | RetryPolicy | None) -> RetryPolicy:
    """A policy object from a preset name, a policy, or None (the seed)."""
    if policy is None:
        return _SEED
    if isinstance(policy, RetryPolicy):
        return policy
    if isinstance(policy, str):
        return RetryPolicy.preset(policy)
    raise TypeError(f"policy must be a preset name or a RetryPolicy, got {type(policy).__name__}")


def apply_jitter(delay_s: float, mode: Jitter, rng: random.Random | None) -> float:
    """Full jitter: uniform(0, d); equal jitter: d/2 + uniform(0, d/2); none: d."""
    if mode == "none" or delay_s <= 0:
        return delay_s
    r = (rng or _default_rng).random()
    if mode == "full":
        return delay_s * r
    return delay_s / 2 + delay_s / 2 * r


_default_rng = random.Random()


class TokenBucket:
    """The live token count of one provider (thread-safe)."""

    def __init__(self, settings: TokenBucketSettings) -> None:
        self.settings = settings
        self.tokens = settings.max_tokens
        self._lock = threading.Lock()

    def allows_retry(self) -> bool:
        """True while tokens are above half the maximum."""
        with self._lock:
            return self.tokens > self.settings.max_tokens / 2

    def on_failure(self) -> None:
        """A retryable failure: take one token."""
        with self._lock:
            self.tokens = max(0.0, self.tokens - 1)

    def on_success(self) -> None:
        """A success: give back ``token_ratio``."""
        with self._lock:
            self.tokens = min(self.settings.max_tokens, self.tokens + self.settings.token_ratio)


_buckets: dict[int, tuple[object, TokenBucket]] = {}
_buckets_lock = threading.Lock()


def bucket_for(provider: object, settings: TokenBucketSettings) -> TokenBucket:
    """The token bucket shared by everything that calls ``provider`` with these settings."""
    key = id(provider)
    with _buckets_lock:
        entry = _buckets.get(key)
        if entry is not None and entry[0] is provider and entry[1].settings == settings:
            return entry[1]
        bucket = TokenBucket(settings)
        _buckets[key] = (provider, bucket)
        # A provider that is not weak-referenceable keeps its entry for the process's life.
        with contextlib.suppress(TypeError):
            weakref.finalize(provider, _buckets.pop, key, None)
        return bucket


@dataclass
class Budget:
    """The shared state of one exec (or one session run): ledger, bucket and deadline."""

    policy: RetryPolicy
    bucket: TokenBucket | None = None
    deadline: float | None = None
    timeout_s: float | None = None
    clock: Callable[[], float] = time.monotonic
    calls: int = 0
    rng: random.Random | None = None

    def calls_left(self) -> int | None:
        """Provider calls the ledger still allows (None: unlimited)."""
        if self.policy.max_model_calls is None:
            return None
        return self.policy.max_model_calls - self.calls

    def remaining_s(self) -> float | None:
        """Seconds to the deadline (None: no deadline)."""
        return None if self.deadline is None else self.deadline - self.clock()

    def bucket_ok(self) -> bool:
        """Whether the provider's token bucket allows a retry."""
        return self.bucket is None or self.bucket.allows_retry()


#: The budget of the exec in progress (set by the runtime, read by the session).
current_budget: ContextVar[Budget | None] = ContextVar("retrylens_budget", default=None)


# --- decisions --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SessionDecision:
    """What the session does after a call ended with ``msg``."""

    action: Literal["return", "retry", "compact"]
    #: The attempt's final classification (a budget or deadline may override the verdict's).
    classification: str
    delay_s: float | None = None
    retry_after_s: float | None = None
    budget_refused: bool = False


def decide_session(
    msg: AssistantMessage,
    verdict: SessionVerdict,
    *,
    retries_done: int,
    policy: RetryPolicy,
    settings: RetrySettings,
    can_compact: bool,
    calls_left: int | None = None,
    bucket_ok: bool = True,
    remaining_s: float | None = None,
    rng: random.Random | None = None,
) -> SessionDecision:
    """The session's move after one call (SPEC §3, plus the opt-in policies of issue #7)."""
    c = verdict.classification
    if c == "context_overflow":
        return SessionDecision("compact" if can_compact else "return", c)
    if not verdict.retryable or not settings.enabled or retries_done >= settings.max_retries:
        return SessionDecision("return", c)
    ra = msg.retry_after_s if policy.honor_retry_after else None
    if ra is not None and ra > policy.max_retry_after_s:
        return SessionDecision("return", "retry_after_too_long", retry_after_s=ra)
    if (calls_left is not None and calls_left <= 0) or not bucket_ok:
        return SessionDecision("return", "budget_exhausted", budget_refused=True)
    delay = compute_backoff_ms(retries_done + 1, settings.base_delay_ms) / 1000
    delay = apply_jitter(delay, policy.jitter, rng)
    if ra is not None:
        delay = max(delay, ra)
    if remaining_s is not None and delay >= remaining_s:
        return SessionDecision("return", "deadline")
    return SessionDecision("retry", c, delay_s=delay, retry_after_s=ra)


def decide_exec(
    exc: BaseException,
    attempt: int,
    policy: RetryPolicy,
    *,
    context_overflow: bool = False,
    session_classification: str | None = None,
    calls_left: int | None = None,
    bucket_ok: bool = True,
    remaining_s: float | None = None,
    rng: random.Random | None = None,
) -> RuntimeDecision:
    """The runtime's move after attempt ``attempt`` (0-based) raised (SPEC §4 + issue #7).

    With the seed policy this is exactly :func:`retrylens._classify.decide_runtime`.
    """
    original = find_programming_error(exc)
    if original is not None:
        return RuntimeDecision("raise_original", "programming_error", original=original)
    if context_overflow:
        return RuntimeDecision("raise", "context_overflow", reason="context_overflow")
    category = structured_permanent_category(exc) if policy.structured else permanent_category(exc)
    if category is not None:
        return RuntimeDecision("raise", "permanent", reason="permanent", category=category)
    msg = getattr(exc, "message", None)
    ra = (
        msg.retry_after_s
        if policy.honor_retry_after and isinstance(msg, AssistantMessage)
        else None
    )
    if session_classification == "deadline":
        return RuntimeDecision("raise", "deadline", reason="deadline")
    if policy.respect_session_verdict and session_classification in (
        "not_retryable",
        "retry_after_too_long",
        "budget_exhausted",
    ):
        reason: Any = session_classification
        return RuntimeDecision(
            "raise",
            reason,
            reason=reason,
            budget_refused=reason == "budget_exhausted",
            retry_after_s=ra if reason == "retry_after_too_long" else None,
        )
    if attempt >= policy.runtime_attempts - 1:
        return RuntimeDecision("raise", "transient", reason="exhausted")
    if ra is not None and ra > policy.max_retry_after_s:
        return RuntimeDecision(
            "raise", "retry_after_too_long", reason="retry_after_too_long", retry_after_s=ra
        )
    if (calls_left is not None and calls_left <= 0) or not bucket_ok:
        return RuntimeDecision(
            "raise", "budget_exhausted", reason="budget_exhausted", budget_refused=True
        )
    delay = apply_jitter(compute_runtime_backoff_s(attempt), policy.jitter, rng)
    if ra is not None:
        delay = max(delay, ra)
    if remaining_s is not None and delay >= remaining_s:
        return RuntimeDecision("raise", "deadline", reason="deadline")
    return RuntimeDecision("retry", "transient", delay_s=delay, retry_after_s=ra)
