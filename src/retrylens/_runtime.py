"""The runtime layer: the outer retry loop of ``Runtime.exec`` (SPEC §4).

One readable loop per driver (sync and async) around :meth:`_ExecRun.attempt`, which runs
one attempt and, when it fails, asks :func:`retrylens._decisions.decide_exec` what to do:
it returns the answer or a :class:`_Backoff`, or raises the final error. The attempt's span
is started, decided and ended there, by the exec recorder.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from opentelemetry.trace import Span

from . import _arguments as arguments
from ._decisions import (
    DEFAULT_FAILOVER_ON,
    FAILOVER_REASONS,
    Classification,
    Decision,
    ExecAttempt,
    cancelled,
    decide_exec,
    failover,
    failover_reason,
)
from ._exceptions import (
    ContextOverflowError,
    EventLoopRunningError,
    ExecError,
    ModelCallError,
    UnfinishedAnswerError,
)
from ._messages import (
    AssistantMessage,
    Message,
    Provider,
    Tool,
    UserMessage,
    check_tool_choice,
    provider_model,
    provider_name,
    provider_secrets,
)
from ._patterns import PROGRAMMING_ERROR_TYPES
from ._policy import (
    DEFAULT_RNG,
    Budget,
    RetryBucket,
    RetryPolicy,
    RetrySettings,
    bucket_for,
    current_budget,
    resolve_policy,
)
from ._portal import portal
from ._redact import redact, redacted_exception, truncate
from ._session import AgentSession, CompactHook
from ._shared_budget import RedisBudget
from ._sleep import async_sleep, sync_sleep
from ._streaming import AnswerStream, OnPartial, current_channel
from .telemetry._core import ExecRecorder, Telemetry, trace_fields

logger = logging.getLogger("retrylens")

_MAX_ATTEMPT_LINE = 2048
_SUCCESS = Decision("runtime", "stop", "success", "not_error")
#: A refusal returned as the answer by ``run()`` (not retried: the same call gets the same).
_REFUSED = Decision("runtime", "stop", "refusal", "stop_reason:refusal", reason="refusal")


class _History:
    """A conversation's messages, shared safely by concurrent threads and tasks.

    Each call reads a :meth:`snapshot` when it starts and :meth:`commit` s its exchange when
    it succeeds; commits are atomic, so concurrent calls never lose or interleave each
    other's messages (each call sees the history as it was when it started).
    """

    def __init__(self, messages: Sequence[Message] | None) -> None:
        self._lock = threading.Lock()
        self._messages: list[Message] = arguments.messages(messages)

    def snapshot(self) -> list[Message]:
        """A copy of the messages now."""
        with self._lock:
            return list(self._messages)

    def commit(self, start: Sequence[Message], result: Sequence[Message]) -> None:
        """Add one exchange: ``result`` is the session's history, seeded with ``start``.

        If the session kept ``start`` as its prefix, the new messages are appended; if it
        compacted the history, ``result`` replaces ``start`` and exchanges committed by
        other calls since ``start`` was read are kept after it.
        """
        kept = len(result) >= len(start) and all(
            a is b for a, b in zip(start, result, strict=False)
        )
        with self._lock:
            if kept:
                self._messages.extend(result[len(start) :])
            else:
                since = self._messages[len(start) :]
                self._messages = [*result, *since]


class Runtime:
    """Runs prompts through a fresh :class:`AgentSession` per attempt, retrying the whole.

    ``max_retries`` is the total number of attempts (``1`` means no runtime retry, which
    leaves the session layer the single retry owner). On success the exchange (prompt and
    answer) is appended to :attr:`messages` unless ``keep_history=False``.

    One runtime may be shared by threads and tasks: its history never loses an exchange.
    A service that serves many users keeps the runtime long-lived and gives each user a
    :meth:`conversation` (or passes ``messages=`` to :meth:`exec` for a stateless call),
    so one user's messages are never sent in another user's call.

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
        tools: Sequence[Tool] | None = None,
        tool_choice: str | None = None,
        fallbacks: Sequence[Provider] = (),
        failover_on: Sequence[str] | None = None,
        shared_budget: RedisBudget | None = None,
    ) -> None:
        if max_retries is not None:
            _attempts(max_retries)
        #: Tools every call may use (``run(tools=...)`` replaces them for one call).
        self.tools: tuple[Tool, ...] = _tools(tools) if tools is not None else ()
        self.tool_choice = (
            check_tool_choice(tool_choice, self.tools) if tool_choice is not None else None
        )
        self.provider = arguments.provider(provider)
        if isinstance(fallbacks, (str, bytes)) or not isinstance(fallbacks, Sequence):
            raise TypeError(
                f"fallbacks must be a sequence of providers, got {type(fallbacks).__name__}"
            )
        #: Providers the exec moves to, in order, when the one before fails over.
        self.fallbacks: tuple[Provider, ...] = tuple(arguments.provider(p) for p in fallbacks)
        if any(p is self.provider for p in self.fallbacks) or len(
            {id(p) for p in self.fallbacks}
        ) != len(self.fallbacks):
            raise ValueError("fallbacks must be distinct providers, other than the primary")
        names = [provider_name(p) for p in self.providers]
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            # Spans, logs and retrylens_failovers_total{from,to} tell providers apart by name.
            raise ValueError(
                f"the primary and fallbacks share the provider name {twice[0]!r}: give each "
                "its own name= (e.g. OpenAIChatProvider(..., name='openai-mini')) so spans "
                "and metrics can tell them apart"
            )
        if failover_on is None:
            self.failover_on = DEFAULT_FAILOVER_ON
        else:
            if isinstance(failover_on, str) or not isinstance(failover_on, Sequence):
                raise TypeError("failover_on must be a sequence of failover reasons")
            unknown = sorted(set(failover_on) - set(FAILOVER_REASONS))
            if unknown:
                raise ValueError(
                    f"unknown failover reasons {unknown}; choose from {list(FAILOVER_REASONS)}"
                )
            self.failover_on = frozenset(failover_on)
        #: Where the token buckets live when they are shared by processes (None: here).
        self.shared_budget: RedisBudget | None = arguments.instance(
            shared_budget, RedisBudget, "shared_budget"
        )
        arguments.instance(session_settings, RetrySettings, "session_settings")
        #: The retry policy of both layers; ``max_retries`` and ``session_settings`` read
        #: and write it, so the attempt count has one source of truth.
        self.policy = resolve_policy(policy).with_overrides(
            runtime_attempts=max_retries, session=session_settings
        )
        if not callable(clock):
            raise TypeError("clock must be a callable returning monotonic seconds")
        self.clock = clock
        self.rng = arguments.instance(rng, random.Random, "rng")
        self.compact = arguments.callable_or_none(compact, "compact")
        self.system = arguments.text_or_none(system, "system")
        self.keep_history = arguments.flag(keep_history, "keep_history")
        #: Where spans and metrics go (default: the OTel globals and prometheus REGISTRY).
        self.telemetry = telemetry
        self._history = _History(messages)

    @property
    def providers(self) -> tuple[Provider, ...]:
        """The primary provider, then the fallbacks, in failover order."""
        return (self.provider, *self.fallbacks)

    def _bucket(self, provider: Provider, policy: RetryPolicy) -> RetryBucket | None:
        """``provider``'s token bucket under ``policy``: shared through Redis, or local."""
        settings = policy.token_bucket
        if settings is None:
            return None
        if self.shared_budget is not None:
            name = f"{provider_name(provider)}:{provider_model(provider)}"
            return self.shared_budget.bucket(name, settings, self.telemetry)
        return bucket_for(provider, settings)

    @property
    def max_retries(self) -> int:
        """Runtime attempts in total (SPEC §4): the policy's ``runtime_attempts``."""
        return self.policy.runtime_attempts

    @max_retries.setter
    def max_retries(self, value: int) -> None:
        self.policy = replace(self.policy, runtime_attempts=_attempts(value))

    @property
    def session_settings(self) -> RetrySettings:
        """The session layer's settings: the policy's ``session``."""
        return self.policy.session

    @session_settings.setter
    def session_settings(self, value: RetrySettings) -> None:
        if not isinstance(value, RetrySettings):
            raise TypeError(f"session_settings must be a RetrySettings, got {type(value).__name__}")
        self.policy = replace(self.policy, session=value)

    @property
    def messages(self) -> list[Message]:
        """A copy of the runtime's history (successful exchanges only)."""
        return self._history.snapshot()

    def conversation(self, messages: Sequence[Message] | None = None) -> Conversation:
        """A new conversation on this runtime, with its own history (seeded by ``messages``).

        The conversation shares the runtime's provider, policy, budgets and telemetry; its
        history is its own, so conversations of different users never see each other's
        messages. It always keeps its history (``keep_history`` is the runtime's own).
        """
        return Conversation(self, messages)

    def exec(
        self,
        prompt: str,
        *,
        timeout: float | None = None,
        messages: Sequence[Message] | None = None,
    ) -> str:
        """Run ``prompt`` to completion, blocking; returns the answer text.

        Must not be called on a thread whose event loop is running (it would block that
        loop): there it raises :class:`EventLoopRunningError` — use :meth:`async_exec`.
        ``timeout`` is one deadline (seconds) across both layers and every stream read.
        ``messages``, when given, is the history of this call alone: the runtime's own
        history is neither sent nor changed (a stateless call). An answer that text alone
        cannot carry — cut at the token limit (``length``) or asking for tool calls —
        raises :class:`UnfinishedAnswerError` with the whole message; use :meth:`run`.
        """
        start, history = self._histories(messages)
        return _text(self._exec_sync(prompt, timeout, start, history, *self._tooling(None, None)))

    async def async_exec(
        self,
        prompt: str,
        *,
        timeout: float | None = None,
        messages: Sequence[Message] | None = None,
    ) -> str:
        """Run ``prompt`` to completion; returns the answer text (arguments as in exec)."""
        start, history = self._histories(messages)
        return _text(
            await self._exec_async(prompt, timeout, start, history, *self._tooling(None, None))
        )

    def run(
        self,
        prompt: str | UserMessage | None = None,
        *,
        timeout: float | None = None,
        messages: Sequence[Message] | None = None,
        tools: Sequence[Tool] | None = None,
        tool_choice: str | None = None,
    ) -> AssistantMessage:
        """Run one call to completion, blocking; returns the final :class:`AssistantMessage`.

        Its text, tool calls, refusal, stop reason (normalised and raw), usage and response
        id are all there. ``prompt`` is a text or a :class:`UserMessage` (parts: images,
        tool results); None sends ``messages`` (or the history) as they are, which must
        then end with a user message. ``tools`` / ``tool_choice`` default to the
        runtime's. Same retries, budgets, deadline and history rules as :meth:`exec`, except
        that a refusal is an answer here: returned (``stop_reason="refusal"``, the model's
        words in ``refusal`` or ``content``), kept in the history, counted with outcome
        ``refusal`` and never retried, where :meth:`exec` raises ``ExecError(reason="refusal")``.
        """
        start, history = self._histories(messages)
        return self._exec_sync(
            prompt, timeout, start, history, *self._tooling(tools, tool_choice), answers=True
        )

    async def async_run(
        self,
        prompt: str | UserMessage | None = None,
        *,
        timeout: float | None = None,
        messages: Sequence[Message] | None = None,
        tools: Sequence[Tool] | None = None,
        tool_choice: str | None = None,
    ) -> AssistantMessage:
        """As :meth:`run`, awaited."""
        start, history = self._histories(messages)
        return await self._exec_async(
            prompt, timeout, start, history, *self._tooling(tools, tool_choice), answers=True
        )

    def stream(
        self,
        prompt: str | UserMessage | None = None,
        *,
        timeout: float | None = None,
        messages: Sequence[Message] | None = None,
        tools: Sequence[Tool] | None = None,
        tool_choice: str | None = None,
        on_partial: OnPartial = "restart",
    ) -> AnswerStream:
        """One call, streamed: the answer's pieces as they arrive, then the whole answer.

        ``async for event in runtime.stream(prompt):`` (or ``for`` from sync code) yields
        ``TextDelta`` / ``ToolCallDelta`` / ``ReasoningDelta`` pieces, a ``RetryNotice``
        whenever a layer decides to retry, a ``Restart`` before it when pieces of the
        failed call had already reached you (discard them: the answer starts over), and
        last a ``FinalMessage`` holding the complete :class:`AssistantMessage` (as
        :meth:`run` returns it). A failed call raises its ``ExecError`` from the loop.
        ``on_partial="fail"`` stops instead of replaying once output was shown
        (``ExecError(reason="partial_output")``). Same arguments, retries, budgets,
        deadline (counted from this call) and history rules as :meth:`run`. Stop early
        with ``async with`` / ``aclose()``: the model call is cancelled and its
        connection closed.
        """
        if on_partial not in ("restart", "fail"):
            raise ValueError(f"on_partial must be 'restart' or 'fail', got {on_partial!r}")
        start, history = self._histories(messages)
        run = _ExecRun(
            self, prompt, timeout, start, history, *self._tooling(tools, tool_choice), True
        )
        return AnswerStream(self, run, on_partial)

    def _tooling(
        self, tools: Sequence[Tool] | None, tool_choice: str | None
    ) -> tuple[tuple[Tool, ...], str | None]:
        """The tools and tool choice of one call (the runtime's unless given), checked."""
        chosen = self.tools if tools is None else _tools(tools)
        choice = self.tool_choice if tool_choice is None else tool_choice
        if choice is not None:
            check_tool_choice(choice, chosen)
        return chosen, choice

    def _histories(
        self, messages: Sequence[Message] | None
    ) -> tuple[list[Message], _History | None]:
        """The history a call starts from, and the one it adds its exchange to (if any)."""
        if messages is not None:  # stateless: the caller's history, nothing kept
            return arguments.messages(messages), None
        return self._history.snapshot(), self._history if self.keep_history else None

    def _exec_sync(
        self,
        prompt: str | UserMessage | None,
        timeout: float | None,
        start: list[Message],
        history: _History | None,
        tools: tuple[Tool, ...] = (),
        tool_choice: str | None = None,
        *,
        answers: bool = False,
    ) -> AssistantMessage:
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            pass
        else:
            raise EventLoopRunningError(
                "Runtime.exec() would block this thread's running event loop; "
                "use `await runtime.async_exec(...)` instead"
            )
        run = _ExecRun(self, prompt, timeout, start, history, tools, tool_choice, answers)
        with run:  # the exec span and metrics; the outcome is decided on exit
            # The decisions end the loop (after the policy's attempts at the latest).
            for attempt in itertools.count():
                result = portal.run(run.attempt(attempt))
                if not isinstance(result, _Backoff):
                    return result
                if result.seconds is not None:
                    sync_sleep(result.seconds, layer="runtime")
        raise AssertionError("unreachable")

    async def _exec_async(
        self,
        prompt: str | UserMessage | None,
        timeout: float | None,
        start: list[Message],
        history: _History | None,
        tools: tuple[Tool, ...] = (),
        tool_choice: str | None = None,
        *,
        answers: bool = False,
    ) -> AssistantMessage:
        run = _ExecRun(self, prompt, timeout, start, history, tools, tool_choice, answers)
        return await self._drive_async(run)

    async def _drive_async(self, run: _ExecRun) -> AssistantMessage:
        """The async runtime loop over one exec's attempts."""
        with run:  # the exec span and metrics; the outcome is decided on exit
            for attempt in itertools.count():
                result = await run.attempt(attempt)
                if not isinstance(result, _Backoff):
                    return result
                if result.seconds is not None:
                    await async_sleep(result.seconds, layer="runtime")
        raise AssertionError("unreachable")


def _text(msg: AssistantMessage) -> str:
    """The str API's answer: the text, unless text alone would misreport the answer."""
    if msg.stop_reason in ("length", "tool_use"):
        raise UnfinishedAnswerError(msg)
    return msg.content


def _tools(value: object) -> tuple[Tool, ...]:
    """``tools`` checked: a sequence of :class:`Tool` with distinct names."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise TypeError(f"tools must be a sequence of Tool, got {type(value).__name__}")
    tools = tuple(value)
    for t in tools:
        if not isinstance(t, Tool):
            raise TypeError(f"tools must hold Tool objects, got a {type(t).__name__}")
    names = [t.name for t in tools]
    if len(set(names)) != len(names):
        raise ValueError(f"tool names must be distinct, got {names}")
    return tools


def _attempts(value: object) -> int:
    """``max_retries`` checked: the total number of runtime attempts, an int >= 1."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"max_retries is the total number of attempts (>= 1), got {value!r}")
    return value


class Conversation:
    """One user's conversation on a shared :class:`Runtime`: its own history, nothing else.

    Made by :meth:`Runtime.conversation`. ``exec`` / ``async_exec`` behave as the runtime's,
    with this conversation's history sent and extended. Concurrent calls on one
    conversation are safe: each sees the history as it was when it started and no exchange
    is lost (for ordered turns, await one before sending the next).
    """

    def __init__(self, runtime: Runtime, messages: Sequence[Message] | None = None) -> None:
        self.runtime: Runtime = arguments.instance(runtime, Runtime, "runtime", optional=False)
        self._history = _History(messages)

    @property
    def messages(self) -> list[Message]:
        """A copy of this conversation's history (successful exchanges only)."""
        return self._history.snapshot()

    def exec(self, prompt: str, *, timeout: float | None = None) -> str:
        """Run ``prompt`` in this conversation, blocking (as :meth:`Runtime.exec`)."""
        rt = self.runtime
        return _text(
            rt._exec_sync(
                prompt, timeout, self._history.snapshot(), self._history, *rt._tooling(None, None)
            )
        )

    async def async_exec(self, prompt: str, *, timeout: float | None = None) -> str:
        """Run ``prompt`` in this conversation (as :meth:`Runtime.async_exec`)."""
        rt = self.runtime
        return _text(
            await rt._exec_async(
                prompt, timeout, self._history.snapshot(), self._history, *rt._tooling(None, None)
            )
        )

    def run(
        self,
        prompt: str | UserMessage | None = None,
        *,
        timeout: float | None = None,
        tools: Sequence[Tool] | None = None,
        tool_choice: str | None = None,
    ) -> AssistantMessage:
        """One turn of this conversation, blocking; the final message (as :meth:`Runtime.run`)."""
        rt = self.runtime
        return rt._exec_sync(
            prompt,
            timeout,
            self._history.snapshot(),
            self._history,
            *rt._tooling(tools, tool_choice),
            answers=True,
        )

    async def async_run(
        self,
        prompt: str | UserMessage | None = None,
        *,
        timeout: float | None = None,
        tools: Sequence[Tool] | None = None,
        tool_choice: str | None = None,
    ) -> AssistantMessage:
        """As :meth:`run`, awaited."""
        rt = self.runtime
        return await rt._exec_async(
            prompt,
            timeout,
            self._history.snapshot(),
            self._history,
            *rt._tooling(tools, tool_choice),
            answers=True,
        )

    def stream(
        self,
        prompt: str | UserMessage | None = None,
        *,
        timeout: float | None = None,
        tools: Sequence[Tool] | None = None,
        tool_choice: str | None = None,
        on_partial: OnPartial = "restart",
    ) -> AnswerStream:
        """One turn of this conversation, streamed (as :meth:`Runtime.stream`)."""
        if on_partial not in ("restart", "fail"):
            raise ValueError(f"on_partial must be 'restart' or 'fail', got {on_partial!r}")
        rt = self.runtime
        run = _ExecRun(
            rt,
            prompt,
            timeout,
            self._history.snapshot(),
            self._history,
            *rt._tooling(tools, tool_choice),
            True,
        )
        return AnswerStream(rt, run, on_partial)

    def __repr__(self) -> str:
        return f"<Conversation of {self.runtime!r}: {len(self.messages)} messages>"


@dataclass(frozen=True, slots=True)
class _Backoff:
    """An attempt failed and the exec goes on after ``seconds`` of backoff.

    None: at once, without a backoff (the next attempt goes to another provider).
    """

    seconds: float | None


class _ExecRun:
    """The state and decisions of one exec, shared by the sync and async drivers."""

    def __init__(
        self,
        runtime: Runtime,
        prompt: str | UserMessage | None,
        timeout: float | None,
        start: list[Message],
        history: _History | None,
        tools: tuple[Tool, ...] = (),
        tool_choice: str | None = None,
        answers: bool = False,
    ) -> None:
        if isinstance(prompt, str):
            arguments.text(prompt, "prompt")
        elif prompt is None:
            if not start or not isinstance(start[-1], UserMessage):
                raise ValueError(
                    "no prompt and the history does not end with a user message: nothing to send"
                )
        elif not isinstance(prompt, UserMessage):
            raise TypeError(f"prompt must be a str or a UserMessage, got {type(prompt).__name__}")
        if timeout is not None and not (isinstance(timeout, (int, float)) and timeout > 0):
            raise ValueError(f"timeout must be a positive number of seconds, got {timeout!r}")
        #: Read once: a policy changed during the exec applies from the next exec on.
        self.policy = policy = runtime.policy
        #: The provider of the next attempt (the primary, until a failover).
        self.provider: Provider = runtime.provider
        self._provider_index = 0
        #: Attempts that moved to another provider: they do not use up the policy's attempts.
        self._failovers = 0
        self.budget = Budget(
            policy,
            bucket=runtime._bucket(runtime.provider, policy),
            deadline=runtime.clock() + timeout if timeout is not None else None,
            timeout_s=timeout,
            clock=runtime.clock,
            rng=runtime.rng or DEFAULT_RNG,
        )
        self.runtime = runtime
        self.prompt = prompt
        self.tools = tools
        self.tool_choice = tool_choice
        #: ``run()``: a refusal is the answer (returned, kept in the history), not an error.
        self.answers = answers
        self.history = start  # read once: later changes do not leak in
        self._commit_to = history
        self.attempts: list[str] = []
        self.model_calls = 0
        self._secrets: tuple[str, ...] | None = None
        self.recorder: ExecRecorder | None = None
        self.last_decision: Decision | None = None

    def secrets(self) -> tuple[str, ...]:
        """The provider's secrets, looked up once, when an error text is first made."""
        if self._secrets is None:
            self._secrets = tuple(
                dict.fromkeys(s for p in self.runtime.providers for s in provider_secrets(p))
            )
        return self._secrets

    def __enter__(self) -> None:
        """Start the exec span and metrics (``with run:`` around the whole loop)."""
        try:
            self.recorder = ExecRecorder(
                self.runtime.telemetry,
                self.runtime.provider,
                self.policy.runtime_attempts,
                self.secrets,
            )
        except Exception:  # telemetry must never break a call
            self.recorder = None

    def __exit__(
        self, et: type[BaseException] | None, exc: BaseException | None, tb: object
    ) -> None:
        if self.recorder is None:
            return
        decision = self.last_decision
        if exc is None:
            outcome = "refusal" if decision is _REFUSED else "success"
        elif decision is not None and decision.action == "raise_original":
            outcome = "programming_error"
        elif decision is not None and decision.reason is not None:
            outcome = decision.reason
        elif isinstance(exc, PROGRAMMING_ERROR_TYPES):
            outcome = "programming_error"  # raised before any attempt (bad arguments)
        else:
            outcome = "cancelled" if not isinstance(exc, Exception) else "exhausted"
        channel = current_channel.get()
        self.recorder.finish(outcome, exc, channel.stats() if channel is not None else None)

    async def attempt(self, index: int) -> AssistantMessage | _Backoff:
        """One runtime attempt: a fresh session seeded with the history and the prompt.

        Returns the answer, or the backoff before the next attempt; raises the final error.
        """
        rt = self.runtime
        session = AgentSession(
            self.provider,
            messages=self.history,
            compact=rt.compact,
            system=rt.system,
            telemetry=rt.telemetry,
            policy=self.policy,
            tools=self.tools,
            tool_choice=self.tool_choice,
        )
        rec = self.recorder
        span = rec.start_attempt(index + 1, self.provider) if rec is not None else None
        token = current_budget.set(self.budget)
        failure: Exception | None = None
        try:
            with rec.attempt_context(span) if rec is not None else contextlib.nullcontext():
                try:
                    msg = await session.run(self.prompt)
                finally:
                    self.model_calls += session.model_calls
                refused = msg.stop_reason == "refusal" and self.answers
                if msg.stop_reason in ("error", "aborted", "refusal") and not refused:
                    raise self._error_from(msg, session)
                channel = current_channel.get()
                if channel is not None:
                    # A streamed answer counts (and is kept) once its consumer has it: one
                    # who stops reading first cancels the exec instead.
                    await channel.hand_over(msg)
        except Exception as exc:
            failure = exc
        except BaseException as exc:
            if rec is not None:
                rec.end_attempt(span, cancelled("runtime"), exc)
            raise
        finally:
            current_budget.reset(token)
        if failure is not None:
            # Decided outside the except block, so a re-raised original programming error
            # gets no implicit __context__.
            return _Backoff(self.after_failure(failure, index, span))
        if rec is not None:
            rec.end_attempt(span, _REFUSED if refused else _SUCCESS, None)
        if refused:
            self.last_decision = _REFUSED
        if self._commit_to is not None:
            self._commit_to.commit(self.history, session.messages)
        return msg

    def _fail_over(self, decision: Decision) -> None:
        """Move the next attempt to the next provider (and to its token bucket)."""
        source = self.provider
        self._provider_index += 1
        self.provider = self.runtime.providers[self._provider_index]
        self._failovers += 1
        self.budget.bucket = self.runtime._bucket(self.provider, self.policy)
        self.budget.reset_bucket_verdict()
        if self.recorder is not None:
            self.recorder.failover(source, self.provider, decision)
        logger.warning(
            "failover from %s to %s after %s (%s)",
            provider_name(source),
            decision.failover_to,
            decision.classification,
            decision.rule,
            extra={
                "retrylens.layer": "runtime",
                "retrylens.failover.from": provider_name(source),
                "retrylens.failover.to": decision.failover_to,
                "retrylens.rule": decision.rule,
                **trace_fields(),
            },
        )

    def _error_from(self, msg: AssistantMessage, session: AgentSession) -> ModelCallError:
        """``_call_via_providers``: the session's final message as an exception (SPEC §4)."""
        text = msg.error_message or ""
        if msg.stop_reason == "refusal":
            said = truncate(msg.content.strip(), 200) or "no text"
            text = f"the model refused to answer (stop_reason='refusal'): {said}"
        elif not text.strip():
            model = msg.model or provider_model(self.provider)
            detail = "was aborted" if msg.stop_reason == "aborted" else "failed"
            text = (
                f"model call {detail} with stop_reason={msg.stop_reason!r} and an empty "
                f"error message (model: {model})"
            )
        verdict = session.last_verdict
        overflow = verdict is not None and verdict.kind == "context_overflow"
        cls = ContextOverflowError if overflow else ModelCallError
        err = cls(text, message=msg, verdict=verdict, classification=session.last_classification)
        # A redacted stand-in when the raw exception's text held a secret (the raw one stays
        # on err.message.exception, which no traceback prints).
        err.__cause__ = redacted_exception(msg.exception, self.secrets())
        return err

    def after_failure(self, exc: Exception, attempt: int, span: Span | None) -> float | None:
        """Decide and record attempt ``attempt`` (0-based, its span ``span``).

        Returns the backoff (None: a failover, no backoff), or raises the final error.
        """
        line = redact(f"{type(exc).__name__}: {exc}", self.secrets()).replace("\n", " ")
        self.attempts.append(f"Attempt {attempt + 1}: {truncate(line, _MAX_ATTEMPT_LINE)}")
        verdict = getattr(exc, "verdict", None)
        channel = current_channel.get()
        decision = decide_exec(
            ExecAttempt(
                exc,
                attempt - self._failovers,
                self.policy,
                session_classification=getattr(exc, "classification", None),
                budget=self.budget.snapshot(),
                rng=self.budget.rng,
                classification=verdict if isinstance(verdict, Classification) else None,
                replay_refused=channel is not None and channel.replay_refused,
            )
        )
        providers = self.runtime.providers
        if self._provider_index + 1 < len(providers):
            why = failover_reason(decision, self.runtime.failover_on)
            if why is not None:
                target = providers[self._provider_index + 1]
                decision = failover(decision, why, provider_name(target))
        self.last_decision = decision
        if channel is not None and decision.action == "retry":
            channel.retrying(decision, attempt + 1, line)
        if self.recorder is not None:
            self.recorder.end_attempt(span, decision, exc)
        if decision.action == "raise_original":
            assert decision.original is not None
            raise decision.original
        if decision.action == "stop":
            raise self._exec_error(decision, attempt, exc) from redacted_exception(
                exc, self.secrets()
            )
        if decision.failover_to is not None:
            self._fail_over(decision)
            return None
        delay = decision.delay_s or 0.0
        logger.info(
            "runtime retry %d/%d in %.1f s after: %s",
            attempt + 2,
            self.policy.runtime_attempts,
            delay,
            self.attempts[-1],
            extra={
                "retrylens.layer": "runtime",
                "retrylens.attempt": attempt + 1,
                "retrylens.classification": decision.classification,
                "retrylens.rule": decision.rule,
                "retrylens.backoff_ms": round(delay * 1000),
                **trace_fields(self.recorder.span if self.recorder else None),
            },
        )
        return delay

    def _exec_error(self, decision: Decision, attempt: int, exc: Exception) -> ExecError:
        n = attempt + 1
        model = provider_model(self.runtime.provider)
        if decision.reason == "permanent":
            head = (
                f"exec failed permanently ({decision.category or 'other'}) on attempt {n} "
                f"of {self.policy.runtime_attempts}"
            )
        elif decision.reason == "refusal":
            head = "exec failed: the model refused (an identical call gets the same answer)"
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
                f"more than max_retry_after_s={self.policy.max_retry_after_s:g}"
            )
        elif decision.reason == "partial_output":
            head = (
                f"exec failed: attempt {n}'s stream was cut after its output reached the "
                "consumer, who asked not to see it replayed (on_partial='fail')"
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
                "retrylens.rule": decision.rule,
                "retrylens.attempts": n,
                "retrylens.model_calls": self.model_calls,
                **trace_fields(self.recorder.span if self.recorder else None),
            },
        )
        message = getattr(exc, "message", None)
        return ExecError(
            text,
            reason=decision.reason,
            attempts=self.attempts,
            decision=decision,
            message=message if isinstance(message, AssistantMessage) else None,
        )
