"""A retry budget shared by every process that names the same Redis: :class:`RedisBudget`.

Each provider's token bucket (tokens, and retryable failures since the last success) lives
in one Redis hash per provider and model, so a fleet of workers learns about an outage
together: one worker's failures stop the others' retries. Every outcome is applied and the
verdict read back by one Lua script (one round trip, atomic), and the hash expires after
``ttl_s`` without traffic, so stale state ages out.

Redis is never a new way to fail. Every process keeps its own local bucket up to date
beside the shared one; when Redis does not answer within ``wait_s`` (down, paused, slow,
refusing), the decision is the local bucket's, the error is counted
(``retrylens_budget_backend_errors_total``) and logged once, and a circuit keeps Redis out
of the path for ``circuit_s`` before one call tries it again.
"""

from __future__ import annotations

import asyncio
import logging
import math
import threading
import time
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, Literal
from urllib.parse import urlsplit, urlunsplit

from . import _arguments as arguments
from ._exceptions import ConfigurationError
from ._policy import Outcome, TokenBucket, TokenBucketSettings

if TYPE_CHECKING:
    from .telemetry._core import Telemetry

logger = logging.getLogger("retrylens")

#: Why a shared-budget call was answered locally (the ``reason`` label).
BackendErrorReason = Literal["timeout", "connection", "error"]
BACKEND_ERROR_REASONS: Final = ("timeout", "connection", "error")

# KEYS[1]: the bucket's hash. ARGV: outcome ("s", "f" or ""), max tokens, token ratio,
# failures-in-a-row limit (0: none), ttl in ms, success window in s (0: none). Times are
# Redis's own clock (TIME), the one clock every process shares. Returns {allowed, tokens,
# failures in a row}.
_SCRIPT: Final = """
local max = tonumber(ARGV[2])
local state = redis.call('HMGET', KEYS[1], 't', 'f', 'l')
local t = tonumber(state[1]) or max
local f = tonumber(state[2]) or 0
local l = tonumber(state[3])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) + tonumber(clock[2]) / 1000000
if ARGV[1] == 's' then
  t = math.min(max, t + tonumber(ARGV[3]))
  f = 0
  l = now
elseif ARGV[1] == 'f' then
  t = math.max(0, t - 1)
  f = f + 1
end
if ARGV[1] ~= '' then
  redis.call('HSET', KEYS[1], 't', tostring(t), 'f', f, 'l', tostring(l or ''))
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
local limit = tonumber(ARGV[4])
local window = tonumber(ARGV[6])
local allowed = 0
if (limit > 0 and f < limit) or (window > 0 and l and now - l < window) or t > max / 2 then
  allowed = 1
end
return {allowed, tostring(t), f}
"""


def _redacted_url(url: str) -> str:
    """``url`` without its password (``redis://user:***@host``)."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    user = parts.username or ""
    host = parts.hostname or ""
    if parts.port is not None:
        host = f"{host}:{parts.port}"
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


_TIMER_SLACK_S = 0.0015


class RedisBudget:
    """Token buckets shared through Redis by every process naming the same URL and prefix.

    ``Runtime(provider, policy="coordinated", shared_budget=rl.RedisBudget("redis://..."))``.
    The policy's ``token_bucket`` settings still decide (a policy without one uses no
    bucket); this says where its state lives. ``wait_s`` bounds what one decision may wait
    for Redis (default 5 ms) before the local bucket answers; ``circuit_s`` is how long a
    failed Redis is left alone; ``ttl_s`` how long a bucket outlives its last update.
    Needs the ``redis`` extra (``pip install 'retrylens[redis]'``).
    """

    def __init__(
        self,
        url: str = "redis://127.0.0.1:6379/0",
        *,
        key_prefix: str = "retrylens",
        wait_s: float = 0.005,
        circuit_s: float = 5.0,
        ttl_s: float = 600.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        url = arguments.text(url, "url")
        if not url.strip():
            raise ValueError("url must not be empty")
        if urlsplit(url).scheme not in ("redis", "rediss", "unix"):
            raise ConfigurationError(
                "RedisBudget url must be redis://, rediss:// or unix://, "
                f"got {_redacted_url(url)!r}"
            )
        self.key_prefix = arguments.text(key_prefix, "key_prefix")
        if not self.key_prefix.strip():
            raise ValueError("key_prefix must not be empty")
        for name, value, low, high in (
            ("wait_s", wait_s, 0.0001, 10.0),
            ("circuit_s", circuit_s, 0.0, 3600.0),
            ("ttl_s", ttl_s, 1.0, 30 * 86400.0),
        ):
            if (
                isinstance(value, bool)
                or not isinstance(value, (int, float))
                or not math.isfinite(value)
                or not low <= value <= high
            ):
                raise ValueError(f"{name} must be a number in [{low:g}, {high:g}], got {value!r}")
        try:
            import redis.asyncio  # noqa: F401  (checked here, used per event loop)
        except ImportError as exc:  # pragma: no cover - the dev extra installs it
            raise ConfigurationError(
                "RedisBudget needs the redis package: pip install 'retrylens[redis]'"
            ) from exc
        self._url = url
        self.wait_s = float(wait_s)
        # The event loop's timers fire up to one poll step (epoll rounds up to 1 ms) late and the
        # fallback takes a little more: armed that much early, a decision that gives up on
        # Redis returns within wait_s, not wait_s plus the loop's slack.
        self._timer_s = max(self.wait_s - _TIMER_SLACK_S, self.wait_s / 2)
        self.circuit_s = float(circuit_s)
        self.ttl_s = float(ttl_s)
        self.clock = clock
        #: Until when (``clock()``) Redis is left out after a failure.
        self.open_until = -math.inf
        self._lock = threading.Lock()
        # One client per event loop: redis.asyncio connections belong to the loop that made
        # them (Runtime.exec runs on the portal's loop, async_exec on the caller's).
        self._clients: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, tuple[Any, Any]] = (
            weakref.WeakKeyDictionary()
        )
        self._buckets: dict[tuple[str, TokenBucketSettings, int], SharedBucket] = {}

    @property
    def url(self) -> str:
        """The Redis URL, without its password."""
        return _redacted_url(self._url)

    def __repr__(self) -> str:
        return f"RedisBudget({self.url!r}, key_prefix={self.key_prefix!r}, wait_s={self.wait_s:g})"

    def bucket(
        self, name: str, settings: TokenBucketSettings, telemetry: Telemetry | None = None
    ) -> SharedBucket:
        """The shared bucket called ``name`` (a provider and model) under these settings."""
        key = (name, settings, id(telemetry))
        with self._lock:
            found = self._buckets.get(key)
            if found is None:
                found = SharedBucket(self, f"{self.key_prefix}:budget:{name}", settings, telemetry)
                self._buckets[key] = found
            return found

    def _client(self) -> tuple[Any, Any]:
        """The client of the running event loop, and its registered script."""
        loop = asyncio.get_running_loop()
        found = self._clients.get(loop)
        if found is None:
            import redis.asyncio as aioredis
            from redis.asyncio.retry import Retry
            from redis.backoff import NoBackoff

            client = aioredis.Redis.from_url(
                self._url,
                socket_connect_timeout=max(self.wait_s, 0.05),
                socket_timeout=max(self.wait_s, 0.05),
                retry=Retry(NoBackoff(), 0),
                health_check_interval=0,
            )
            found = (client, client.register_script(_SCRIPT))
            self._clients[loop] = found
        return found

    async def _run(self, key: str, outcome: Outcome | None, s: TokenBucketSettings) -> bool:
        _client, script = self._client()
        allowed, _tokens, _failures = await script(
            keys=[key],
            args=[
                {"success": "s", "failure": "f"}.get(outcome or "", ""),
                repr(float(s.max_tokens)),
                repr(float(s.token_ratio)),
                s.failures_in_a_row or 0,
                int(self.ttl_s * 1000),
                repr(float(s.success_window_s or 0)),
            ],
        )
        return bool(int(allowed))

    def _failed(self, reason: BackendErrorReason, exc: BaseException) -> None:
        """Open the circuit (once per opening: one log line)."""
        with self._lock:
            was_open = self.clock() < self.open_until
            self.open_until = self.clock() + self.circuit_s
        if not was_open:
            logger.warning(
                "shared retry budget at %s unavailable (%s: %s); deciding with the local "
                "bucket for %g s",
                self.url,
                reason,
                _redacted_url(str(exc)) or type(exc).__name__,
                self.circuit_s,
                extra={"retrylens.budget_backend": "redis", "retrylens.reason": reason},
            )

    async def aclose(self) -> None:
        """Close the connections of every event loop's client (this loop's awaited)."""
        found = self._clients.pop(asyncio.get_running_loop(), None)
        if found is not None:
            await found[0].aclose()
        self.close()

    def close(self) -> None:
        """Close the clients of every event loop still open (not the running one's)."""
        try:
            running: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        for loop, (client, _script) in list(self._clients.items()):
            if loop is running or loop.is_closed():
                continue
            del self._clients[loop]
            if loop.is_running():  # another thread's loop (Runtime.exec's portal)
                future = asyncio.run_coroutine_threadsafe(client.aclose(), loop)
                if running is None:
                    future.result(10)
            else:
                loop.run_until_complete(client.aclose())

    def __enter__(self) -> RedisBudget:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    async def __aenter__(self) -> RedisBudget:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


def _consume(task: asyncio.Future[Any]) -> None:
    """Read a timed-out command's outcome, so nothing reports it as never retrieved."""
    if not task.cancelled():
        task.exception()


def _reason(exc: BaseException) -> BackendErrorReason:
    from redis.exceptions import ConnectionError as RedisConnectionError
    from redis.exceptions import TimeoutError as RedisTimeoutError

    if isinstance(exc, (asyncio.TimeoutError, TimeoutError, RedisTimeoutError)):
        return "timeout"
    if isinstance(exc, (RedisConnectionError, ConnectionError, OSError)):
        return "connection"
    return "error"


class SharedBucket:
    """One provider's bucket in Redis, with this process's own bucket as the fallback."""

    def __init__(
        self,
        budget: RedisBudget,
        key: str,
        settings: TokenBucketSettings,
        telemetry: Telemetry | None,
    ) -> None:
        self.budget = budget
        self.key = key
        self.settings = settings
        self.telemetry = telemetry
        #: This process's view: always updated, decides while Redis cannot.
        self.local = TokenBucket(settings)
        #: The shared verdict at the last answer from Redis (None: none yet).
        self.shared_ok: bool | None = None

    def allows_retry(self) -> bool:
        """The last verdict: Redis's when it answered last, else the local bucket's."""
        if self.shared_ok is not None and self.budget.clock() >= self.budget.open_until:
            return self.shared_ok
        return self.local.allows_retry()

    def on_failure(self) -> None:
        """A retryable failure, for this process's bucket only (no round trip)."""
        self.local.on_failure()

    def on_success(self) -> None:
        """A success, for this process's bucket only (no round trip)."""
        self.local.on_success()

    async def record(self, outcome: Outcome | None) -> bool:
        """Apply one call's outcome everywhere; the verdict of Redis, or the local one."""
        local_ok = await self.local.record(outcome)
        budget = self.budget
        if budget.clock() < budget.open_until:
            self.shared_ok = None
            self._count("local", None)
            return local_ok
        try:
            # Not asyncio.wait_for: it waits for the cancelled command to unwind (the
            # client's disconnect), which adds milliseconds past wait_s to the model call.
            task = asyncio.ensure_future(budget._run(self.key, outcome, self.settings))
            done, _ = await asyncio.wait((task,), timeout=budget._timer_s)
            if not done:
                task.cancel()
                task.add_done_callback(_consume)  # unwinds on its own, off the call's path
                raise asyncio.TimeoutError
            ok = task.result()
        except Exception as exc:  # Redis must never fail a model call
            reason = _reason(exc)
            budget._failed(reason, exc)
            self.shared_ok = None
            self._count("local", reason)
            return local_ok
        self.shared_ok = ok
        self._count("shared", None)
        return ok

    def _count(self, source: Literal["shared", "local"], error: BackendErrorReason | None) -> None:
        telemetry = self.telemetry
        if telemetry is None:
            return
        try:
            metrics = telemetry.metrics()
            if metrics is not None:
                metrics.record_budget_backend("redis", source, error)
        except Exception:  # telemetry must never break a call
            logger.debug("budget backend metrics failed", exc_info=True)

    def __repr__(self) -> str:
        return f"<SharedBucket {self.key!r} on {self.budget.url}>"
