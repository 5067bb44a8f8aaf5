"""The session layer: automatic retry with 2/4/8 s backoff (SPEC §3)."""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable, Sequence

from ._agent import Agent
from ._classify import RetrySettings, SessionVerdict, classify_message, compute_backoff_ms
from ._messages import AssistantMessage, Message, Provider, UserMessage, provider_name
from ._sleep import async_sleep

logger = logging.getLogger("retrylens")

CompactHook = Callable[[list[Message]], Sequence[Message] | Awaitable[Sequence[Message]]]


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
    ) -> None:
        self.provider = provider
        self.settings = settings if settings is not None else RetrySettings()
        self.compact = compact
        self.agent = Agent(provider, system=system)
        self._messages: list[Message] = list(messages or ())
        #: Model calls made by this session (every ``run()`` together).
        self.model_calls = 0
        #: The verdict on the last ``run()``'s final message.
        self.last_verdict: SessionVerdict | None = None

    @property
    def messages(self) -> list[Message]:
        """A copy of the conversation history."""
        return list(self._messages)

    def replace_messages(self, messages: Sequence[Message]) -> None:
        """Replace the whole history."""
        self._messages = list(messages)

    async def run(self, prompt: str | None = None) -> AssistantMessage:
        """Send ``prompt`` (if given) and return the final assistant message.

        Failures come back as an error message; only non-``Exception`` errors (cancellation,
        ``KeyboardInterrupt``) propagate, and then no earlier message is returned.
        """
        if prompt is not None:
            self._messages.append(UserMessage(content=prompt))
        retries = 0
        compacted = False
        while True:
            msg = await self.agent.run(self._messages)
            self.model_calls += 1
            self._messages.append(msg)
            verdict = classify_message(msg)
            self.last_verdict = verdict

            if verdict.classification == "context_overflow":
                if self.compact is None or compacted:
                    return msg
                # Compact once and retry once, at once: no backoff, not a counted retry.
                self.replace_messages(await self._compacted(self._messages[:-1]))
                compacted = True
                continue

            if not verdict.retryable or not self.settings.enabled:
                return msg
            if retries >= self.settings.max_retries:
                return msg

            retries += 1
            delay_ms = compute_backoff_ms(retries, self.settings.base_delay_ms)
            self.replace_messages(self._messages[:-1])
            logger.warning(
                "session retry %d/%d after %s in %.1f s",
                retries,
                self.settings.max_retries,
                verdict.classification,
                delay_ms / 1000,
                extra={
                    "retrylens.layer": "session",
                    "retrylens.attempt": retries + 1,
                    "retrylens.classification": verdict.classification,
                    "retrylens.backoff_ms": delay_ms,
                    "retrylens.provider": provider_name(self.provider),
                },
            )
            await async_sleep(delay_ms / 1000, layer="session")

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
