"""Pure retry decisions of both layers (SPEC §3, §4).

Every function here is a function of its arguments only — no clock, no randomness, no
globals — so each is tested with a parametrised table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ._messages import AssistantMessage
from ._patterns import (
    COMPILED_CONTEXT_OVERFLOW_RULES,
    COMPILED_RETRY_RULES,
    CONTEXT_OVERFLOW_CODES,
    PERMANENT_ERROR_MARKERS,
    PERMANENT_MARKER_CATEGORY,
    PROGRAMMING_ERROR_NAMES,
    PROGRAMMING_ERROR_TYPES,
    QUOTA_CODES,
    RETRY_PATTERN,
    STRUCTURED_PERMANENT_MARKERS,
    TRANSIENT_ERROR_TYPES,
    TRANSIENT_STATUSES,
)

SessionClassification = Literal[
    "success",
    "retryable",
    "empty_error_message",
    "context_overflow",
    "not_retryable",
    "budget_exhausted",
    "deadline",
    "retry_after_too_long",
]
RuntimeClassification = Literal[
    "success",
    "transient",
    "permanent",
    "programming_error",
    "context_overflow",
    "not_retryable",
    "budget_exhausted",
    "deadline",
    "retry_after_too_long",
]
PermanentCategory = Literal["image", "auth", "api_key", "other"]


class RetrySettings(BaseModel):
    """Settings of the session layer's automatic retry (SPEC §3)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    enabled: bool = True
    #: Retries after the first call; one ``run()`` makes at most ``1 + max_retries`` calls.
    max_retries: int = Field(default=3, ge=0, le=100)
    base_delay_ms: int = Field(default=2000, ge=0, le=3_600_000)


def compute_backoff_ms(attempt: int, base_delay_ms: int = 2000) -> int:
    """Session backoff before retry number ``attempt`` (1-based): ``base * 2**(attempt-1)``."""
    if attempt < 1:
        raise ValueError(f"attempt is 1-based, got {attempt}")
    if base_delay_ms < 0:
        raise ValueError(f"base_delay_ms must be >= 0, got {base_delay_ms}")
    return int(base_delay_ms * 2 ** (attempt - 1))


RUNTIME_BACKOFF_BASE_S = 1.5


def compute_runtime_backoff_s(attempt: int, base_s: float = RUNTIME_BACKOFF_BASE_S) -> float:
    """Runtime backoff after failed attempt ``attempt`` (0-based): ``1.5 * 2**attempt`` s."""
    if attempt < 0:
        raise ValueError(f"attempt is 0-based, got {attempt}")
    return float(base_s * 2**attempt)


# --- context overflow --------------------------------------------------------------------


def context_overflow_rule(msg: AssistantMessage | str) -> str | None:
    """Name of the context-overflow rule ``msg`` matches (structured code first), or None."""
    if isinstance(msg, AssistantMessage):
        for code in (msg.provider_error_code, msg.provider_error_type):
            if code and code.lower() in CONTEXT_OVERFLOW_CODES:
                return f"code:{code.lower()}"
        text = msg.error_message or ""
    else:
        text = msg
    if not text:
        return None
    for name, pattern in COMPILED_CONTEXT_OVERFLOW_RULES:
        if pattern.search(text):
            return name
    return None


def is_context_overflow(msg: AssistantMessage | str) -> bool:
    """True if the message (or text) says the prompt did not fit the model's context."""
    return context_overflow_rule(msg) is not None


# --- session layer -----------------------------------------------------------------------


def records_programming_error(msg: AssistantMessage) -> bool:
    """True if the message was made from a ``TypeError`` or ``NotImplementedError``."""
    if msg.error_type in PROGRAMMING_ERROR_NAMES:
        return True
    return isinstance(msg.exception, PROGRAMMING_ERROR_TYPES)


def retry_rule(text: str) -> str | None:
    """Name of the first :data:`RETRY_RULES` rule that ``text`` matches, or None."""
    if not RETRY_PATTERN.search(text):
        return None
    for name, pattern in COMPILED_RETRY_RULES:
        if pattern.search(text):
            return name
    raise AssertionError("unreachable: RETRY_PATTERN matched but no rule did")


@dataclass(frozen=True, slots=True)
class SessionVerdict:
    """How the session layer judges one final assistant message, and why."""

    classification: SessionClassification
    #: Which step of SPEC §3 decided: ``not_error``, ``context_overflow``,
    #: ``programming_error``, ``empty_error_message``, ``retry_pattern:<rule>``, ``no_match``.
    rule: str

    @property
    def retryable(self) -> bool:
        """True if the session should back off and call again."""
        return self.classification in ("retryable", "empty_error_message")


def structured_verdict(msg: AssistantMessage) -> SessionVerdict | None:
    """Issue #7: a verdict from HTTP status and provider error type/code alone, if they decide."""
    codes = {c.lower() for c in (msg.provider_error_code, msg.provider_error_type) if c}
    status = msg.http_status
    if codes & QUOTA_CODES:
        return SessionVerdict("not_retryable", "structured:quota")
    if status in (401, 403) or codes & {
        "authentication_error",
        "permission_error",
        "invalid_api_key",
    }:
        return SessionVerdict("not_retryable", "structured:auth")
    if status in TRANSIENT_STATUSES:
        return SessionVerdict("retryable", f"structured:status_{status}")
    if codes & TRANSIENT_ERROR_TYPES:
        return SessionVerdict(
            "retryable", f"structured:type_{sorted(codes & TRANSIENT_ERROR_TYPES)[0]}"
        )
    if status is not None and 400 <= status < 500:
        return SessionVerdict("not_retryable", f"structured:status_{status}")
    return None


_NOT_ERROR = SessionVerdict("success", "not_error")


def classify_message(msg: AssistantMessage, *, structured: bool = False) -> SessionVerdict:
    """Apply SPEC §3's ``is_retryable_error`` steps, in order, and say which one decided.

    With ``structured=True`` (issue #7) the HTTP status and provider error type/code decide
    before the text does; the text patterns stay the fallback.
    """
    if msg.stop_reason != "error":
        return _NOT_ERROR
    overflow = context_overflow_rule(msg)
    if overflow is not None:
        return SessionVerdict("context_overflow", f"context_overflow:{overflow}")
    if records_programming_error(msg):
        return SessionVerdict("not_retryable", "programming_error")
    if structured:
        decided = structured_verdict(msg)
        if decided is not None:
            return decided
        if structured_permanent_marker(msg.error_message or "") is not None:
            return SessionVerdict("not_retryable", "structured:permanent_text")
    text = msg.error_message or ""
    if not text.strip():
        return SessionVerdict("empty_error_message", "empty_error_message")
    rule = retry_rule(text)
    if rule is not None:
        return SessionVerdict("retryable", f"retry_pattern:{rule}")
    return SessionVerdict("not_retryable", "no_match")


def is_retryable_error(msg: AssistantMessage) -> bool:
    """Return True if the session should retry after this final message (SPEC §3)."""
    return classify_message(msg).retryable


# --- runtime layer -----------------------------------------------------------------------


def _describe(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


def permanent_marker(exc: BaseException) -> str | None:
    """The first :data:`PERMANENT_ERROR_MARKERS` entry in ``"TypeName: text"``, or None."""
    text = _describe(exc).lower()
    for marker in PERMANENT_ERROR_MARKERS:
        if marker in text:
            return marker
    return None


def structured_permanent_marker(text: str) -> str | None:
    """The first issue-#7 permanent marker in ``text`` (lower-cased), or None."""
    lowered = text.lower()
    for marker in STRUCTURED_PERMANENT_MARKERS:
        if marker in lowered:
            return marker
    return None


def structured_permanent_category(exc: BaseException) -> PermanentCategory | None:
    """Issue #7: the permanent category of ``exc`` judged by status/code first, else None."""
    msg = getattr(exc, "message", None)
    if isinstance(msg, AssistantMessage):
        codes = {c.lower() for c in (msg.provider_error_code, msg.provider_error_type) if c}
        if codes & QUOTA_CODES:
            return "other"
        if "invalid_api_key" in codes:
            return "api_key"
        if msg.http_status in (401, 403) or codes & {"authentication_error", "permission_error"}:
            text = (msg.error_message or "").lower()
            return "api_key" if ("api key" in text or "api-key" in text) else "auth"
    marker = structured_permanent_marker(f"{type(exc).__name__}: {exc}")
    if marker is not None:
        category = STRUCTURED_PERMANENT_MARKERS[marker]
        return category if category in ("image", "auth", "api_key") else "other"  # type: ignore[return-value]
    return permanent_category(exc)


def is_permanent_error(exc: BaseException) -> bool:
    """Return True if an identical retry would fail identically (SPEC §4)."""
    return permanent_marker(exc) is not None


def permanent_category(exc: BaseException) -> PermanentCategory | None:
    """Telemetry category of a permanent error: image / auth / api_key, or None."""
    marker = permanent_marker(exc)
    if marker is None:
        return None
    category = PERMANENT_MARKER_CATEGORY.get(marker, "other")
    if category in ("image", "auth", "api_key"):
        return category  # type: ignore[return-value]
    return "other"


def find_programming_error(exc: BaseException) -> BaseException | None:
    """``exc`` or the first exception on its ``__cause__`` chain that is a programming error."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, PROGRAMMING_ERROR_TYPES):
            return current
        seen.add(id(current))
        current = current.__cause__
    return None


RuntimeAction = Literal["retry", "raise", "raise_original"]
ExecReason = Literal[
    "permanent",
    "exhausted",
    "context_overflow",
    "deadline",
    "budget_exhausted",
    "retry_after_too_long",
    "not_retryable",
]


@dataclass(frozen=True, slots=True)
class RuntimeDecision:
    """What the runtime does after attempt ``attempt`` (0-based) raised."""

    action: RuntimeAction
    classification: RuntimeClassification
    #: ``ExecError.reason`` when ``action == "raise"``.
    reason: ExecReason | None = None
    #: Seconds to sleep before the next attempt when ``action == "retry"``.
    delay_s: float = 0.0
    #: The programming error to re-raise as is when ``action == "raise_original"``.
    original: BaseException | None = None
    #: The server's Retry-After that shaped (or refused) this decision, if honoured.
    retry_after_s: float | None = None
    #: True when a retry budget (ledger or token bucket) refused the retry.
    budget_refused: bool = False
    #: Permanent error category when ``reason == "permanent"``.
    category: PermanentCategory | None = None


def decide_runtime(
    exc: BaseException,
    attempt: int,
    max_attempts: int,
    *,
    context_overflow: bool = False,
    backoff_base_s: float = RUNTIME_BACKOFF_BASE_S,
) -> RuntimeDecision:
    """SPEC §4's branches, in order, for an exception from attempt ``attempt`` (0-based)."""
    original = find_programming_error(exc)
    if original is not None:
        return RuntimeDecision("raise_original", "programming_error", original=original)
    if context_overflow:
        return RuntimeDecision("raise", "context_overflow", reason="context_overflow")
    if is_permanent_error(exc):
        return RuntimeDecision(
            "raise", "permanent", reason="permanent", category=permanent_category(exc)
        )
    if attempt >= max_attempts - 1:
        return RuntimeDecision("raise", "transient", reason="exhausted")
    return RuntimeDecision(
        "retry", "transient", delay_s=compute_runtime_backoff_s(attempt, backoff_base_s)
    )
