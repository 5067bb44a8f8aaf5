"""The session layer: automatic retry with 2/4/8 s backoff (SPEC §3)."""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Awaitable, Callable, Sequence

from . import _arguments as arguments
from ._agent import Agent
from ._decisions import (
    ANSWERED,
    ANSWERED_SESSION_DECISION,
    ANSWERED_VERDICT,
    DEADLINE_ERROR,
    Classification,
    Decision,
    Failure,
    SessionAttempt,
    cancelled,
    classify_failure,
    decide_session,
)
from ._messages import (
    AssistantMessage,
    Message,
    Provider,
    Tool,
    UserMessage,
    provider_name,
)
from ._policy import (
    Budget,
    RetryPolicy,
    RetrySettings,
    TokenBucket,
    bucket_for,
    current_budget,
    resolve_policy,
)
from ._sleep import async_sleep
from ._streaming import current_channel
from .telemetry._core import SessionRecorder, Telemetry, trace_fields

logger = logging.getLogger("retrylens")

CompactHook = Callable[[list[Message]], Sequence[Message] | Awaitable[Sequence[Message]]]


def _bucket(policy: RetryPolicy, provider: object) -> TokenBucket | None:
    return bucket_for(provider, policy.token_bucket) if policy.token_bucket else None


class AgentSession:
    """A conversation with one provider, retrying transient failures of each ``run()``.

    ``run(prompt)`` appends the prompt once, then calls the model until it succeeds, the
    failure is not retryable, or ``settings.max_retries`` retries are spent. Before each
    retry the failed assistant message — and only it — is popped from history.
    """

    def __init__(
        self,
        provider: Provider,
        *,
        settings: RetrySettings | None = None,
        messages: Sequence[Message] | None = None,
        compact: CompactHook | None = None,
        system: str | None = None,
        telemetry: Telemetry | None = None,
        policy: str | RetryPolicy | None = None,
        tools: Sequence[Tool] = (),
        tool_choice: str | None = None,
    ) -> None:
        self.provider = arguments.provider(provider)
        arguments.instance(settings, RetrySettings, "settings")
        #: The retry policy; ``settings`` given explicitly win over the policy's.
        self.policy = resolve_policy(policy).with_overrides(session=settings)
        self.settings = self.policy.session
        self.compact = arguments.callable_or_none(compact, "compact")
        arguments.text_or_none(system, "system")
        self.agent = Agent(provider, system=system, tools=tools, tool_choice=tool_choice)
        self.telemetry = telemetry
        #: Model calls made by the last ``run()``.
        self.last_run_calls = 0
        self._messages: list[Message] = arguments.messages(messages)
        #: Model calls made by this session (every ``run()`` together).
        self.model_calls = 0
        #: What the last ``run()``'s final message is.
        self.last_verdict: Classification | None = None
        #: The session's last decision in the last ``run()``: its classification may
        #: differ from the verdict's (``budget_exhausted``, ``deadline``…).
        self.last_decision: Decision | None = None

    @property
    def last_classification(self) -> str | None:
        """The label of the last ``run()``'s final decision (None before any run)."""
        return None if self.last_decision is None else self.last_decision.classification

    @property
    def messages(self) -> list[Message]:
        """A copy of the conversation history."""
        return list(self._messages)

    def replace_messages(self, messages: Sequence[Message]) -> None:
        """Replace the whole history."""
        self._messages = list(messages)

    async def run(self, prompt: str | UserMessage | None = None) -> AssistantMessage:
        """Send ``prompt`` (a text or a user message, if given); return the final message.

        Failures come back as an error message; only non-``Exception`` errors (cancellation,
        ``KeyboardInterrupt``) propagate, and then no earlier message is returned.
        """
        if isinstance(prompt, UserMessage):
            self._messages.append(prompt)
        elif prompt is not None:
            self._messages.append(UserMessage(content=arguments.text(prompt, "prompt")))
        recorder = SessionRecorder(self.telemetry, self.provider)
        with recorder:
            msg: AssistantMessage | None = None
            classification = "cancelled"
            attempts = 0
            try:
                msg = await self._run_with_retry(recorder)
                classification = self.last_classification or "success"
                return msg
            except Exception:
                classification = "not_retryable"  # e.g. a compact hook that raised
                raise
            finally:
                attempts = self.last_run_calls
                recorder.end_root(msg, classification, attempts)
                if msg is not None and msg.stop_reason == "error" and recorder.owns_scope:
                    logger.error(
                        "session gave up after %d call(s): %s",
                        attempts,
                        msg.error_message or "(empty error message)",
                        extra={
                            "retrylens.layer": "session",
                            "retrylens.classification": classification,
                            "retrylens.model_calls": attempts,
                            **trace_fields(),
                        },
                    )

    async def _attempt(
        self,
        recorder: SessionRecorder,
        number: int,
        budget: Budget,
        retries: int,
        compacted: bool,
    ) -> tuple[AssistantMessage, Decision]:
        """One call and the decision on it; the attempt's span opens and ends here."""
        span = recorder.start_attempt(number)
        msg: AssistantMessage | None = None
        decision = cancelled("session")
        try:
            with recorder.attempt_context(span):
                remaining = budget.remaining_s()
                if remaining is None:
                    msg = await self.agent.run(self._messages)
                else:
                    msg = await self._run_within(remaining, budget)
            self.model_calls += 1
            budget.calls += 1
            self._messages.append(msg)
            if msg.stop_reason in ANSWERED:  # the decision on an answer is fixed
                self.last_verdict = ANSWERED_VERDICT
                if budget.bucket is not None:  # no await on the hot path without one
                    await budget.record("success")
                decision = self.last_decision = ANSWERED_SESSION_DECISION
                return msg, decision
            failure = Failure.from_message(msg)
            verdict = classify_failure(failure)
            channel = current_channel.get()
            self.last_verdict = verdict
            if budget.bucket is not None and (verdict.kind == "success" or verdict.retryable):
                # A call that is not retried needs no verdict: no round trip for it.
                await budget.record("success" if verdict.kind == "success" else "failure")
            decision = decide_session(
                SessionAttempt(
                    failure,
                    retries_done=retries,
                    policy=self.policy,
                    can_compact=self.compact is not None and not compacted,
                    budget=budget.snapshot(),
                    rng=budget.rng,
                    classification=verdict,
                    replay_refused=channel is not None and channel.replay_refused,
                )
            )
            self.last_decision = decision
            if channel is not None and decision.retries:
                channel.retrying(decision, number, msg.error_message or "")
            return msg, decision
        except BaseException as exc:  # cancellation / KeyboardInterrupt: record, propagate
            recorder.end_attempt(span, None, decision, exc)
            span = None
            raise
        finally:
            if span is not None:
                recorder.end_attempt(span, msg, decision)

    async def _run_with_retry(self, recorder: SessionRecorder) -> AssistantMessage:
        budget = current_budget.get()
        if budget is None:  # used directly: a ledger of its own for this run
            budget = Budget(self.policy, bucket=_bucket(self.policy, self.provider))
        retries = 0
        compacted = False
        self.last_run_calls = 0
        while True:
            self.last_run_calls += 1
            msg, decision = await self._attempt(
                recorder, self.last_run_calls, budget, retries, compacted
            )
            if decision.action == "stop":
                return msg
            if decision.action == "compact":
                # Compact once and retry once, at once: no backoff, not a counted retry.
                self.replace_messages(await self._compacted(self._messages[:-1]))
                compacted = True
                continue

            retries += 1
            delay = decision.delay_s or 0.0
            self.replace_messages(self._messages[:-1])
            logger.info(
                "session retry %d/%d after %s in %.1f s",
                retries,
                self.settings.max_retries,
                decision.classification,
                delay,
                extra={
                    "retrylens.layer": "session",
                    "retrylens.attempt": retries + 1,
                    "retrylens.classification": decision.classification,
                    "retrylens.backoff_ms": round(delay * 1000),
                    "retrylens.provider": provider_name(self.provider),
                    **trace_fields(),
                },
            )
            await async_sleep(delay, layer="session")

    async def _run_within(self, remaining: float, budget: Budget) -> AssistantMessage:
        """One call bounded by the exec's deadline."""
        try:
            return await asyncio.wait_for(self.agent.run(self._messages), max(remaining, 0.0))
        except asyncio.TimeoutError:
            return AssistantMessage(
                stop_reason="error",
                error_message=(
                    f"{DEADLINE_ERROR}: the exec deadline of {budget.timeout_s:g} s passed "
                    "during the model call"
                ),
                error_type=DEADLINE_ERROR,
            )

    async def _compacted(self, history: list[Message]) -> list[Message]:
        assert self.compact is not None
        result = self.compact(list(history))
        if inspect.isawaitable(result):
            result = await result
        if isinstance(result, (str, bytes)) or not isinstance(result, Sequence):
            raise TypeError(
                f"compact() must return a list of messages, got {type(result).__name__}"
            )
        compacted = list(result)
        bad = [m for m in compacted if not isinstance(m, (UserMessage, AssistantMessage))]
        if bad or not compacted:
            raise TypeError(
                "compact() must return a non-empty list of UserMessage/AssistantMessage"
            )
        return compacted
