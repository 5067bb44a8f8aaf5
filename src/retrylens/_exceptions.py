"""The exceptions retrylens raises.

    RetrylensError
    ├── ModelCallError           the session ended on an error message (text = its error_message)
    │   └── ContextOverflowError the session ended on a context overflow
    ├── StreamIncompleteError    a provider stream ended with neither Done nor ErrorEvent
    ├── ExecError                Runtime.exec gave up (also a RuntimeError): .reason, .attempts
    ├── EventLoopRunningError    Runtime.exec called on a thread whose event loop is running
    │                            (also a RuntimeError)
    ├── UnfinishedAnswerError    exec() got an answer text cannot carry (cut at the token
    │                            limit, or tool calls): .message holds all of it
    ├── ConfigurationError       a wrong argument found only during a call (a closed injected
    │                            client): a programming error, raised at once, never retried
    └── RedactedError            a redacted stand-in, on ``__cause__``, for a caught exception
                                 whose text held a secret

Programming errors (``TypeError``, ``NotImplementedError``) are never wrapped: they leave
``Runtime.exec`` as the original exception object. Transport failures keep their own types
(``httpx.RemoteProtocolError``…) up to ``Agent.run``, which turns them into error messages.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ._decisions import Classification, Decision, ExecReason
    from ._messages import AssistantMessage


class RetrylensError(Exception):
    """Base class of every error retrylens raises itself."""


class ModelCallError(RetrylensError):
    """A session ended with an error message; ``str(exc)`` is that (redacted) message.

    Chained (``__cause__``) from the exception ``Agent.run`` caught, when there was one.
    """

    def __init__(
        self,
        text: str,
        *,
        message: AssistantMessage,
        verdict: Classification | None = None,
        classification: str | None = None,
    ) -> None:
        super().__init__(text)
        #: The final assistant message of the session.
        self.message = message
        #: What that message is (kind, deciding rule, permanent category).
        self.verdict = verdict
        #: The session's final label, as handed to the runtime: the verdict's, or what a
        #: budget, deadline or Retry-After limit made of it.
        self.classification = classification or (verdict.session_label if verdict else None)


class ContextOverflowError(ModelCallError):
    """The prompt does not fit the model's context; compaction, not retry, can fix it."""


class StreamIncompleteError(RetrylensError):
    """A provider's stream ended with neither ``Done`` nor ``ErrorEvent``."""


class ExecError(RetrylensError, RuntimeError):
    """``Runtime.exec`` gave up. ``.reason`` says why, ``.attempts`` lists every attempt."""

    def __init__(
        self,
        text: str,
        *,
        reason: ExecReason,
        attempts: list[str],
        decision: Decision | None = None,
        message: AssistantMessage | None = None,
    ) -> None:
        super().__init__(text)
        #: Why: ``"permanent"``, ``"exhausted"``, ``"context_overflow"``, ``"refusal"``,
        #: ``"deadline"``, ``"budget_exhausted"``, ``"retry_after_too_long"`` or
        #: ``"not_retryable"``.
        self.reason: ExecReason = reason
        #: One line per attempt: ``"Attempt n: TypeName: text"``.
        self.attempts: list[str] = list(attempts)
        #: The runtime's last decision (its rule and, when permanent, the category).
        self.decision = decision
        #: The last assistant message of the last attempt, when a session made one.
        self.message = message

    @property
    def category(self) -> str | None:
        """The permanent error's category (``auth``, ``quota``…), when ``reason="permanent"``."""
        return None if self.decision is None else self.decision.category


class ConfigurationError(RetrylensError, ValueError):
    """A wrong argument the stack found only during a call; raised at once, never retried."""


class EventLoopRunningError(RetrylensError, RuntimeError):
    """``Runtime.exec()`` was called where it would block a running event loop."""


class RedactedError(RetrylensError):
    """A stand-in for an exception whose text (or chain) held a secret.

    What retrylens chains (``__cause__``) instead of the raw exception, so tracebacks,
    ``logger.exception`` and error trackers never print a key. ``str()`` is
    ``"module.TypeName: redacted text"``; the original's traceback frames and (redacted)
    chain are kept. The raw exception stays reachable, on purpose only, as
    ``exc.message.exception`` of a :class:`ModelCallError`.
    """

    def __init__(self, text: str, *, original_type: type[BaseException]) -> None:
        super().__init__(text)
        #: The type of the exception this stands for (for ``issubclass`` checks).
        self.original_type = original_type


class UnfinishedAnswerError(RetrylensError):
    """``exec()`` got an answer that its text alone would misreport.

    ``stop_reason`` ``"length"`` (cut at the output-token limit: the text is truncated) or
    ``"tool_use"`` (the model asks for tool calls, which a string cannot carry). The call
    itself succeeded and is not retried; ``.message`` is the whole ``AssistantMessage``
    (its ``content`` is the text received). Use ``Runtime.run()`` to get messages directly.
    """

    def __init__(self, message: AssistantMessage) -> None:
        self.message = message
        self.stop_reason = message.stop_reason
        what = (
            "was cut at the output-token limit (stop_reason='length'); its text is truncated"
            if message.stop_reason == "length"
            else f"asks for {len(message.tool_calls)} tool call(s) (stop_reason='tool_use')"
        )
        super().__init__(
            f"the answer {what}: use Runtime.run() for the whole message, "
            "or catch UnfinishedAnswerError and read .message"
        )
