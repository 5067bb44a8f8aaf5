"""The runtime layer: the outer retry loop of ``Runtime.exec`` (SPEC §4).

One readable loop per driver (sync and async); the decisions live in
:func:`retrylens._classify.decide_runtime` and :class:`_ExecRun`, which both drivers share.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Callable, Sequence

from opentelemetry.trace import Span

from ._classify import RetrySettings, RuntimeDecision
from ._exceptions import (
    ContextOverflowError,
    EventLoopRunningError,
    ExecError,
    ModelCallError,
)
from ._messages import AssistantMessage, Message, Provider, provider_model, provider_secrets
from ._patterns import PROGRAMMING_ERROR_TYPES
from ._policy import Budget, RetryPolicy, bucket_for, current_budget, decide_exec, resolve_policy
from ._portal import portal
from ._redact import redact, truncate
from ._session import AgentSession, CompactHook
from ._sleep import async_sleep, sync_sleep
from .telemetry._core import ExecRecorder, Telemetry

logger = logging.getLogger("retrylens")

_MAX_ATTEMPT_LINE = 2048


class Runtime:
    """Runs prompts through a fresh :class:`AgentSession` per attempt, retrying the whole.

    ``max_retries`` is the total number of attempts (``1`` means no runtime retry, which
    leaves the session layer the single retry owner). On success the exchange (prompt and
    answer) is appended to :attr:`messages` unless ``keep_history=False``.

    ``policy`` picks the retry behaviour of both layers: ``"seed"`` (default, SPEC §2–§6
    exactly), ``"single_owner"``, ``"coordinated"`` or a :class:`RetryPolicy`;
    ``max_retries`` and ``session_settings``, when given, override the policy's. ``clock``
    (monotonic seconds) and ``rng`` (jitter) are injectable for tests.
    """

    def __init__(
        self,
        provider: Provider,
        *,
        max_retries: int | None = None,
        session_settings: RetrySettings | None = None,
        messages: Sequence[Message] | None = None,
        compact: CompactHook | None = None,
        system: str | None = None,
        keep_history: bool = True,
        telemetry: Telemetry | None = None,
        policy: str | RetryPolicy | None = None,
        clock: Callable[[], float] = time.monotonic,
        rng: random.Random | None = None,
    ) -> None:
        if max_retries is not None and (
            isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 1
        ):
            raise ValueError(
                f"max_retries is the total number of attempts (>= 1), got {max_retries!r}"
            )
        self.provider = provider
        self.policy = resolve_policy(policy).with_overrides(
            runtime_attempts=max_retries, session=session_settings
        )
        self.max_retries = self.policy.runtime_attempts
        self.session_settings = self.policy.session
        self.clock = clock
        self.rng = rng
        self.compact = compact
        self.system = system
        self.keep_history = keep_history
        #: Where spans and metrics go (default: the OTel globals and prometheus REGISTRY).
        self.telemetry = telemetry
        self._messages: list[Message] = list(messages or ())

    @property
    def messages(self) -> list[Message]:
        """A copy of the runtime's history (successful exchanges only)."""
        return list(self._messages)

    def exec(self, prompt: str, *, timeout: float | None = None) -> str:
        """Run ``prompt`` to completion, blocking; returns the answer text.

        Must not be called on a thread whose event loop is running (it would block that
        loop): there it raises :class:`EventLoopRunningError` — use :meth:`async_exec`.
        ``timeout`` is one deadline (seconds) across both layers and every stream read.
        """
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            pass
        else:
            raise EventLoopRunningError(
                "Runtime.exec() would block this thread's running event loop; "
                "use `await runtime.async_exec(...)` instead"
            )
        run = _ExecRun(self, prompt, timeout)
        with run:  # the exec span and metrics; the outcome is decided on exit
            for attempt in range(self.max_retries):
                try:
                    return portal.run(run.attempt(attempt))
                except Exception as exc:
                    failure = exc
                # Decided outside the except block, so a re-raised original programming
                # error gets no implicit __context__.
                sync_sleep(run.after_failure(failure, attempt), layer="runtime")
        raise AssertionError("unreachable")

    async def async_exec(self, prompt: str, *, timeout: float | None = None) -> str:
        """Run ``prompt`` to completion; returns the answer text (``timeout`` as in exec)."""
        run = _ExecRun(self, prompt, timeout)
        with run:  # the exec span and metrics; the outcome is decided on exit
            for attempt in range(self.max_retries):
                try:
                    return await run.attempt(attempt)
                except Exception as exc:
                    failure = exc
                await async_sleep(run.after_failure(failure, attempt), layer="runtime")
        raise AssertionError("unreachable")


class _ExecRun:
    """The state and decisions of one exec, shared by the sync and async drivers."""

    def __init__(self, runtime: Runtime, prompt: str, timeout: float | None = None) -> None:
        if not isinstance(prompt, str):
            raise TypeError(f"prompt must be a str, got {type(prompt).__name__}")
        if timeout is not None and not (isinstance(timeout, (int, float)) and timeout > 0):
            raise ValueError(f"timeout must be a positive number of seconds, got {timeout!r}")
        policy = runtime.policy
        self.budget = Budget(
            policy,
            bucket=bucket_for(runtime.provider, policy.token_bucket)
            if policy.token_bucket
            else None,
            deadline=runtime.clock() + timeout if timeout is not None else None,
            timeout_s=timeout,
            clock=runtime.clock,
            rng=runtime.rng,
        )
        self.runtime = runtime
        self.prompt = prompt
        self.history = runtime.messages  # copied once: later changes do not leak in
        self.attempts: list[str] = []
        self.model_calls = 0
        self._secrets: tuple[str, ...] | None = None
        self.recorder: ExecRecorder | None = None
        self._attempt_span: Span | None = None

    def secrets(self) -> tuple[str, ...]:
        """The provider's secrets, looked up once, when an error text is first made."""
        if self._secrets is None:
            self._secrets = provider_secrets(self.runtime.provider)
        return self._secrets

    def __enter__(self) -> None:
        """Start the exec span and metrics (``with run:`` around the whole loop)."""
        try:
            self.recorder = ExecRecorder(
                self.runtime.telemetry,
                self.runtime.provider,
                self.runtime.max_retries,
                self.secrets,
            )
        except Exception:  # telemetry must never break a call
            self.recorder = None

    def __exit__(
        self, et: type[BaseException] | None, exc: BaseException | None, tb: object
    ) -> None:
        if self.recorder is None:
            return
        if exc is None:
            outcome = "success"
        elif isinstance(exc, ExecError):
            outcome = exc.reason
        elif isinstance(exc, PROGRAMMING_ERROR_TYPES):
            outcome = "programming_error"
        else:
            outcome = "exhausted" if isinstance(exc, Exception) else "cancelled"
        self.recorder.finish(outcome, exc)

    async def attempt(self, index: int) -> str:
        """One runtime attempt: a fresh session seeded with the history and the prompt."""
        rt = self.runtime
        session = AgentSession(
            rt.provider,
            settings=rt.session_settings,
            messages=self.history,
            compact=rt.compact,
            system=rt.system,
            telemetry=rt.telemetry,
            policy=rt.policy,
        )
        rec = self.recorder
        span = rec.start_attempt(index + 1) if rec is not None else None
        token = current_budget.set(self.budget)
        try:
            with rec.attempt_context(span) if rec is not None else contextlib.nullcontext():
                try:
                    msg = await session.run(self.prompt)
                finally:
                    self.model_calls += session.model_calls
                if msg.stop_reason in ("error", "aborted"):
                    raise self._error_from(msg, session)
        except Exception:
            self._attempt_span = span  # ended by after_failure, once the decision is made
            raise
        except BaseException as exc:
            if rec is not None:
                rec.end_attempt(span, "cancelled", exc)
            raise
        finally:
            current_budget.reset(token)
        if rec is not None:
            rec.end_attempt(span, "success", None)
        if rt.keep_history:
            rt._messages = session.messages
        return msg.content

    def _error_from(self, msg: AssistantMessage, session: AgentSession) -> ModelCallError:
        """``_call_via_providers``: the session's error message as an exception (SPEC §4)."""
        text = msg.error_message or ""
        if not text.strip():
            model = msg.model or provider_model(self.runtime.provider)
            detail = "was aborted" if msg.stop_reason == "aborted" else "failed"
            text = (
                f"model call {detail} with stop_reason={msg.stop_reason!r} and an empty "
                f"error message (model: {model})"
            )
        verdict = session.last_verdict
        overflow = verdict is not None and verdict.classification == "context_overflow"
        cls = ContextOverflowError if overflow else ModelCallError
        err = cls(text, message=msg, verdict=verdict, classification=session.last_classification)
        err.__cause__ = msg.exception
        return err

    def after_failure(self, exc: Exception, attempt: int) -> float:
        """Record attempt ``attempt`` (0-based); return the backoff or raise the final error."""
        line = redact(f"{type(exc).__name__}: {exc}", self.secrets()).replace("\n", " ")
        self.attempts.append(f"Attempt {attempt + 1}: {truncate(line, _MAX_ATTEMPT_LINE)}")
        budget = self.budget
        decision = decide_exec(
            exc,
            attempt,
            self.runtime.policy,
            context_overflow=isinstance(exc, ContextOverflowError),
            session_classification=getattr(exc, "classification", None),
            calls_left=budget.calls_left(),
            bucket_ok=budget.bucket_ok(),
            remaining_s=budget.remaining_s(),
            rng=budget.rng,
        )
        if self.recorder is not None:
            span, self._attempt_span = self._attempt_span, None
            self.recorder.end_attempt(
                span,
                decision.classification,
                exc,
                decision.delay_s if decision.action == "retry" else None,
                decision.category if decision.reason == "permanent" else None,
                budget_refused=decision.budget_refused,
                retry_after_s=decision.retry_after_s,
            )
        if decision.action == "raise_original":
            assert decision.original is not None
            raise decision.original
        if decision.action == "raise":
            raise self._exec_error(decision, attempt) from exc
        logger.warning(
            "runtime retry %d/%d in %.1f s after: %s",
            attempt + 2,
            self.runtime.max_retries,
            decision.delay_s,
            self.attempts[-1],
            extra={
                "retrylens.layer": "runtime",
                "retrylens.attempt": attempt + 1,
                "retrylens.classification": decision.classification,
                "retrylens.backoff_ms": round(decision.delay_s * 1000),
            },
        )
        return decision.delay_s

    def _exec_error(self, decision: RuntimeDecision, attempt: int) -> ExecError:
        n = attempt + 1
        model = provider_model(self.runtime.provider)
        if decision.reason == "permanent":
            head = f"exec failed permanently on attempt {n} of {self.runtime.max_retries}"
        elif decision.reason == "context_overflow":
            head = "exec failed: context overflow (compaction, not retry, can fix this)"
        elif decision.reason == "deadline":
            head = f"exec failed: deadline of {self.budget.timeout_s:g} s exceeded"
        elif decision.reason == "budget_exhausted":
            head = (
                "exec failed: retry budget exhausted (model-call ledger or provider token bucket)"
            )
        elif decision.reason == "retry_after_too_long":
            head = (
                f"exec failed: the server asked to retry after {decision.retry_after_s or 0:g} s, "
                f"more than max_retry_after_s={self.runtime.policy.max_retry_after_s:g}"
            )
        elif decision.reason == "not_retryable":
            head = f"exec failed: not retryable (judged by the session on attempt {n})"
        else:
            head = f"exec failed after {n} attempt{'s' if n != 1 else ''}"
        text = f"{head} (model: {model}, model calls: {self.model_calls}):\n" + "\n".join(
            self.attempts
        )
        assert decision.reason is not None
        logger.error(
            "%s",
            text,
            extra={
                "retrylens.layer": "runtime",
                "retrylens.outcome": decision.reason,
                "retrylens.attempts": n,
                "retrylens.model_calls": self.model_calls,
            },
        )
        return ExecError(text, reason=decision.reason, attempts=self.attempts)
