"""Retry policies and the state they keep: settings, presets, token buckets, budgets.

``RetryPolicy()`` (the ``seed`` preset, the default) is SPEC §2–§6's loop: 3 runtime
attempts over a 3-retry session with 2/4/8 s and 1.5/3 s backoff. The other presets and
every extra field are opt-in. Nothing here decides: the budget objects only answer
questions, frozen by :meth:`Budget.snapshot`, that :mod:`retrylens._decisions` takes as
plain arguments.
"""

from __future__ import annotations

import contextlib
import math
import random
import threading
import time
import weakref
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Literal, Protocol

if TYPE_CHECKING:
    from ._decisions import BudgetSnapshot

from pydantic import BaseModel, ConfigDict, Field

Jitter = Literal["none", "full", "equal"]


class RetrySettings(BaseModel):
    """Settings of the session layer's automatic retry (SPEC §3)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    enabled: bool = True
    #: Retries after the first call; one ``run()`` makes at most ``1 + max_retries`` calls.
    max_retries: int = Field(default=3, ge=0, le=100)
    base_delay_ms: int = Field(default=2000, ge=0, le=3_600_000)


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
    #: Brownout is not outage: while fewer than this many retryable failures came in a row
    #: (no success between them), retries stay allowed whatever the tokens say. A provider
    #: failing half its calls still succeeds every few calls, so its callers keep retrying;
    #: one that is down never does, so retries stop after this many failures. None: the
    #: tokens alone decide (gRPC's throttling).
    failures_in_a_row: int | None = None
    #: ... and while a success came within this many seconds: concurrent calls that fail at
    #: once (a burst of fast 503s before the slower successes return) are a run of failures
    #: in a row without being an outage. None: no time window.
    success_window_s: float | None = None

    def __post_init__(self) -> None:
        if not 0 < self.max_tokens <= 1000:
            raise ValueError(f"max_tokens must be in (0, 1000], got {self.max_tokens}")
        if not 0 < self.token_ratio <= self.max_tokens:
            raise ValueError(f"token_ratio must be in (0, max_tokens], got {self.token_ratio}")
        streak = self.failures_in_a_row
        if streak is not None and (
            isinstance(streak, bool) or not isinstance(streak, int) or not 1 <= streak <= 10_000
        ):
            raise ValueError(f"failures_in_a_row must be an int in [1, 10000], got {streak!r}")
        window = self.success_window_s
        if window is not None and (
            isinstance(window, bool)
            or not isinstance(window, (int, float))
            or not 0 < window <= 3600
        ):
            raise ValueError(f"success_window_s must be in (0, 3600], got {window!r}")

    def allows(self, tokens: float, failures_in_a_row: int, since_success: float) -> bool:
        """Whether a bucket allows a retry.

        It holds ``tokens``, has seen ``failures_in_a_row`` retryable failures since its
        last success, and that success was ``since_success`` seconds ago.
        """
        if self.failures_in_a_row is not None and failures_in_a_row < self.failures_in_a_row:
            return True
        if self.success_window_s is not None and since_success < self.success_window_s:
            return True
        return tokens > self.max_tokens / 2


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
                max_model_calls=8,
                token_bucket=TokenBucketSettings(
                    max_tokens=20, token_ratio=1.0, failures_in_a_row=10, success_window_s=2.0
                ),
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


#: The jitter source when none is injected (seeded from the OS once per process).
DEFAULT_RNG = random.Random()

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


class TokenBucket:
    """The live state of one provider's retry budget in this process (thread-safe).

    Tokens as gRPC keeps them, and the retryable failures since the last success.
    """

    def __init__(
        self, settings: TokenBucketSettings, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.settings = settings
        self.tokens = settings.max_tokens
        self.failures_in_a_row = 0
        self.clock = clock
        #: ``clock()`` at the last success (never: minus infinity).
        self.last_success = -math.inf
        self._lock = threading.Lock()

    def allows_retry(self) -> bool:
        """True while the settings allow a retry (tokens above half, or a short failure run)."""
        with self._lock:
            return self.settings.allows(
                self.tokens, self.failures_in_a_row, self.clock() - self.last_success
            )

    def on_failure(self) -> None:
        """A retryable failure: take one token."""
        with self._lock:
            self.tokens = max(0.0, self.tokens - 1)
            self.failures_in_a_row += 1

    def on_success(self) -> None:
        """A success: give back ``token_ratio``."""
        with self._lock:
            self.tokens = min(self.settings.max_tokens, self.tokens + self.settings.token_ratio)
            self.failures_in_a_row = 0
            self.last_success = self.clock()

    async def record(self, outcome: Outcome | None) -> bool:
        """Apply one call's outcome (None: neither) and say whether a retry is allowed now."""
        if outcome == "success":
            self.on_success()
        elif outcome == "failure":
            self.on_failure()
        return self.allows_retry()


#: What one model call did to a retry budget.
Outcome = Literal["success", "failure"]


class RetryBucket(Protocol):
    """A provider's token bucket: this process's own, or one shared through Redis."""

    settings: TokenBucketSettings

    def allows_retry(self) -> bool: ...
    def on_failure(self) -> None: ...
    def on_success(self) -> None: ...
    async def record(self, outcome: Outcome | None) -> bool: ...


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
    bucket: RetryBucket | None = None
    deadline: float | None = None
    timeout_s: float | None = None
    clock: Callable[[], float] = time.monotonic
    calls: int = 0
    rng: random.Random = field(default_factory=lambda: DEFAULT_RNG)

    def calls_left(self) -> int | None:
        """Provider calls the ledger still allows (None: unlimited)."""
        if self.policy.max_model_calls is None:
            return None
        return self.policy.max_model_calls - self.calls

    def remaining_s(self) -> float | None:
        """Seconds to the deadline (None: no deadline)."""
        return None if self.deadline is None else self.deadline - self.clock()

    #: What the bucket said at its last update (a shared bucket is asked once per outcome).
    _bucket_ok: bool | None = None

    async def record(self, outcome: Outcome) -> None:
        """One model call's outcome for the token bucket (one round trip for a shared one)."""
        if self.bucket is not None:
            self._bucket_ok = await self.bucket.record(outcome)

    def reset_bucket_verdict(self) -> None:
        """Forget the last verdict (the exec moved to another provider's bucket)."""
        self._bucket_ok = None

    def bucket_ok(self) -> bool:
        """Whether the provider's token bucket allows a retry."""
        if self.bucket is None:
            return True
        if self._bucket_ok is None:
            return self.bucket.allows_retry()
        return self._bucket_ok

    def snapshot(self) -> BudgetSnapshot:
        """What the budget allows now, frozen, for a decision."""
        from ._decisions import BudgetSnapshot

        return BudgetSnapshot(
            calls_left=self.calls_left(),
            bucket_ok=self.bucket_ok(),
            deadline=self.deadline,
            now=self.clock() if self.deadline is not None else 0.0,
        )


#: The budget of the exec in progress (set by the runtime, read by the session).
current_budget: ContextVar[Budget | None] = ContextVar("retrylens_budget", default=None)
