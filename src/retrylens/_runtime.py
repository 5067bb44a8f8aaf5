"""The runtime layer: the outer retry loop of ``Runtime.exec`` (SPEC §4).

One readable loop per driver (sync and async); the decisions live in
:func:`retrylens._classify.decide_runtime` and :class:`_ExecRun`, which both drivers share.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterator, Sequence

from opentelemetry.trace import Span

from ._classify import RetrySettings, RuntimeDecision, decide_runtime, permanent_category
from ._exceptions import (
    ContextOverflowError,
    EventLoopRunningError,
    ExecError,
    ModelCallError,
)
from ._messages import AssistantMessage, Message, Provider, provider_model, provider_secrets
from ._patterns import PROGRAMMING_ERROR_TYPES
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
    """

    def __init__(
        self,
        provider: Provider,
        *,
        max_retries: int = 3,
        session_settings: RetrySettings | None = None,
        messages: Sequence[Message] | None = None,
        compact: CompactHook | None = None,
        system: str | None = None,
        keep_history: bool = True,
        telemetry: Telemetry | None = None,
    ) -> None:
        if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 1:
            raise ValueError(
                f"max_retries is the total number of attempts (>= 1), got {max_retries!r}"
            )
        self.provider = provider
        self.max_retries = max_retries
        self.session_settings = (
            session_settings if session_settings is not None else RetrySettings()
        )
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

    def exec(self, prompt: str) -> str:
        """Run ``prompt`` to completion, blocking; returns the answer text.

        Must not be called on a thread whose event loop is running (it would block that
        loop): there it raises :class:`EventLoopRunningError` — use :meth:`async_exec`.
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
        run = _ExecRun(self, prompt)
        with run.recording():
            for attempt in range(self.max_retries):
                try:
                    return portal.run(run.attempt(attempt))
                except Exception as exc:
                    failure = exc
                # Decided outside the except block, so a re-raised original programming
                # error gets no implicit __context__.
                sync_sleep(run.after_failure(failure, attempt), layer="runtime")
        raise AssertionError("unreachable")

    async def async_exec(self, prompt: str) -> str:
        """Run ``prompt`` to completion; returns the answer text."""
        run = _ExecRun(self, prompt)
        with run.recording():
            for attempt in range(self.max_retries):
                try:
                    return await run.attempt(attempt)
                except Exception as exc:
                    failure = exc
                await async_sleep(run.after_failure(failure, attempt), layer="runtime")
        raise AssertionError("unreachable")


class _ExecRun:
    """The state and decisions of one exec, shared by the sync and async drivers."""

    def __init__(self, runtime: Runtime, prompt: str) -> None:
        if not isinstance(prompt, str):
            raise TypeError(f"prompt must be a str, got {type(prompt).__name__}")
        self.runtime = runtime
        self.prompt = prompt
        self.history = runtime.messages  # copied once: later changes do not leak in
        self.attempts: list[str] = []
        self.model_calls = 0
        self.secrets = provider_secrets(runtime.provider)
        self.recorder: ExecRecorder | None = None
        self._attempt_span: Span | None = None

    @contextlib.contextmanager
    def recording(self) -> Iterator[None]:
        """The exec span and exec metrics around the whole loop, outcome decided on exit."""
        try:
            self.recorder = ExecRecorder(
                self.runtime.telemetry,
                self.runtime.provider,
                self.runtime.max_retries,
                self.secrets,
            )
        except Exception:  # telemetry must never break a call
            self.recorder = None
        outcome: str = "success"
        error: BaseException | None = None
        try:
            yield
        except ExecError as exc:
            outcome, error = exc.reason, exc
            raise
        except PROGRAMMING_ERROR_TYPES as exc:
            outcome, error = "programming_error", exc
            raise
        except BaseException as exc:
            outcome, error = ("cancelled" if not isinstance(exc, Exception) else "exhausted"), exc
            raise
        finally:
            if self.recorder is not None:
                self.recorder.finish(outcome, error)

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
        )
        rec = self.recorder
        span = rec.start_attempt(index + 1) if rec is not None else None
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
        err = cls(text, message=msg, verdict=verdict)
        err.__cause__ = msg.exception
        return err

    def after_failure(self, exc: Exception, attempt: int) -> float:
        """Record attempt ``attempt`` (0-based); return the backoff or raise the final error."""
        line = redact(f"{type(exc).__name__}: {exc}", self.secrets).replace("\n", " ")
        self.attempts.append(f"Attempt {attempt + 1}: {truncate(line, _MAX_ATTEMPT_LINE)}")
        decision = decide_runtime(
            exc,
            attempt,
            self.runtime.max_retries,
            context_overflow=isinstance(exc, ContextOverflowError),
        )
        if self.recorder is not None:
            span, self._attempt_span = self._attempt_span, None
            self.recorder.end_attempt(
                span,
                decision.classification,
                exc,
                decision.delay_s if decision.action == "retry" else None,
                permanent_category(exc) if decision.reason == "permanent" else None,
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
