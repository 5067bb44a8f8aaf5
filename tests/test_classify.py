"""Pure decision functions of both layers (SPEC §3, §4), as tables."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

import retrylens as rl
from retrylens._classify import (
    classify_message,
    compute_runtime_backoff_s,
    decide_runtime,
    find_programming_error,
    retry_rule,
)


def _err(text: str | None, **facts: object) -> rl.AssistantMessage:
    return rl.AssistantMessage(stop_reason="error", error_message=text, **facts)


def test_retry_settings_defaults() -> None:
    """RetrySettings defaults to enabled, 3 retries, 2000 ms base (SPEC §3)."""
    s = rl.RetrySettings()
    assert (s.enabled, s.max_retries, s.base_delay_ms) == (True, 3, 2000)


@pytest.mark.parametrize(
    "kwargs", [{"max_retries": -1}, {"base_delay_ms": -5}, {"max_retries": "many"}, {"bogus": 1}]
)
def test_retry_settings_reject_bad_values(kwargs: dict[str, object]) -> None:
    """Wrong settings fail at construction with a clear validation error."""
    with pytest.raises(ValidationError):
        rl.RetrySettings(**kwargs)


@pytest.mark.parametrize(
    ("attempt", "base", "expected"),
    [(1, 2000, 2000), (2, 2000, 4000), (3, 2000, 8000), (4, 2000, 16000), (1, 100, 100), (3, 0, 0)],
)
def test_compute_backoff_ms(attempt: int, base: int, expected: int) -> None:
    """Session backoff is base * 2**(attempt-1): 2, 4, 8 s with defaults."""
    assert rl.compute_backoff_ms(attempt, base) == expected


def test_compute_backoff_rejects_attempt_zero() -> None:
    """Attempts are 1-based; 0 is a caller bug, reported clearly."""
    with pytest.raises(ValueError, match="1-based"):
        rl.compute_backoff_ms(0)


@pytest.mark.parametrize(("attempt", "expected"), [(0, 1.5), (1, 3.0), (2, 6.0)])
def test_runtime_backoff(attempt: int, expected: float) -> None:
    """Runtime backoff is 1.5 * 2**attempt s, attempt 0-based (SPEC §4)."""
    assert compute_runtime_backoff_s(attempt) == expected


@pytest.mark.parametrize(
    ("msg", "classification", "rule"),
    [
        (rl.AssistantMessage(content="ok"), "success", "not_error"),
        (rl.AssistantMessage(stop_reason="length", content="cut"), "success", "not_error"),
        # step 2 before step 4: an overflow with an otherwise retryable text is not retried
        (
            _err("prompt is too long: 503 tokens over"),
            "context_overflow",
            "context_overflow:anthropic",
        ),
        (
            _err("", provider_error_code="context_length_exceeded"),
            "context_overflow",
            "context_overflow:code:context_length_exceeded",
        ),
        # step 3 before step 5: a programming error mentioning "timeout" is not a timeout
        (
            _err(
                "TypeError: post() got an unexpected keyword argument 'timeout'",
                error_type="TypeError",
            ),
            "not_retryable",
            "programming_error",
        ),
        (
            _err("NotImplementedError", error_type="NotImplementedError"),
            "not_retryable",
            "programming_error",
        ),
        # step 4: empty or whitespace text is a stream drop
        (_err(""), "empty_error_message", "empty_error_message"),
        (_err(None), "empty_error_message", "empty_error_message"),
        (_err("  \n\t"), "empty_error_message", "empty_error_message"),
        # step 5
        (_err("Error code: 503 - busy"), "retryable", "retry_pattern:http_status"),
        (_err("Error code: 400 - bad request"), "not_retryable", "no_match"),
    ],
)
def test_session_classification_order(
    msg: rl.AssistantMessage, classification: str, rule: str
) -> None:
    """is_retryable_error applies SPEC §3's five steps in order and names the deciding step."""
    verdict = classify_message(msg)
    assert (verdict.classification, verdict.rule) == (classification, rule)
    assert rl.is_retryable_error(msg) is (classification in ("retryable", "empty_error_message"))


def test_programming_error_recognised_from_exception_object() -> None:
    """A message carrying a caught TypeError object is a programming error."""
    msg = _err("something about a timeout").with_exception(TypeError("x"))
    assert classify_message(msg).rule == "programming_error"


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("HTTP 502", "http_status"),
        ("HTTP/1.1 503", "http_status"),
        ("status code 500", "http_status"),
        ("status_code=504", "http_status"),
        ('{"code": 503, "message": "x"}', "http_status"),
        ("429 Too Many Requests", "http_status_line"),
        ("500 Internal Server Error", "http_status_line"),
        ("rate_limit_error", "rate_limit"),
        ("Rate limit exceeded", "rate_limit"),
        ("connection refused", "connection"),
        ("incomplete chunked read", "transport"),
        ("Server disconnected without sending a response.", "transport"),
        ("UNEXPECTED_EOF_WHILE_READING", "transport"),
        ("ReadTimeout", "timeout"),
    ],
)
def test_retry_rule_names(text: str, rule: str) -> None:
    """Each transient wording is caught, and the rule that caught it is named."""
    assert retry_rule(text) == rule
    assert rl.RETRY_PATTERN.search(text)


@pytest.mark.parametrize(
    "text",
    [
        "15000 tokens",
        "req_8a5029f",
        "max_tokens must be <= 500",
        "Error code: 400",
        "value 5030 out of range",
        "id=msg_503abc",
        "took 1.503 s",
        "v5.0.3",
        "Client error '404 Not Found'",
        "500 tokens",
        "",
    ],
)
def test_status_digits_inside_other_values_do_not_match(text: str) -> None:
    """Digits that are not an HTTP status (SPEC §3) never read as one."""
    assert retry_rule(text) is None


@pytest.mark.parametrize(
    ("exc", "permanent", "category"),
    [
        (RuntimeError("Login expired"), True, "auth"),
        (ValueError("INVALID API KEY"), True, "api_key"),
        (ValueError("code invalid_api_key"), True, "api_key"),
        (RuntimeError("not a valid image"), True, "image"),
        (RuntimeError("503 busy"), False, None),
        (RuntimeError(""), False, None),
    ],
)
def test_is_permanent_error(exc: Exception, permanent: bool, category: str | None) -> None:
    """Permanent errors are found case-insensitively in 'TypeName: text' and categorised."""
    assert rl.is_permanent_error(exc) is permanent
    assert rl.permanent_category(exc) == category


def test_permanent_marker_in_type_name() -> None:
    """The type name is part of the text that markers are looked for in (SPEC §4)."""

    class UnauthorizedError(Exception):
        pass

    assert rl.is_permanent_error(UnauthorizedError())


def test_find_programming_error_walks_cause_chain() -> None:
    """A TypeError on the __cause__ chain is found, and cycles do not loop forever."""
    root = TypeError("bad call")
    mid = RuntimeError("wrapped")
    mid.__cause__ = root
    top = rl.ModelCallError("x", message=_err("x"))
    top.__cause__ = mid
    assert find_programming_error(top) is root
    a, b = RuntimeError("a"), RuntimeError("b")
    a.__cause__, b.__cause__ = b, a
    assert find_programming_error(a) is None


@pytest.mark.parametrize(
    ("exc", "attempt", "action", "reason", "delay"),
    [
        (TypeError("t"), 0, "raise_original", None, 0.0),
        (NotImplementedError(), 2, "raise_original", None, 0.0),
        (RuntimeError("login expired"), 0, "raise", "permanent", 0.0),
        (RuntimeError("503"), 0, "retry", None, 1.5),
        (RuntimeError("503"), 1, "retry", None, 3.0),
        (RuntimeError("503"), 2, "raise", "exhausted", 0.0),
        (RuntimeError("anything at all"), 0, "retry", None, 1.5),
    ],
)
def test_decide_runtime(
    exc: BaseException, attempt: int, action: str, reason: str | None, delay: float
) -> None:
    """The runtime's branches of SPEC §4, in order, with 3 attempts."""
    d = decide_runtime(exc, attempt, 3)
    assert (d.action, d.reason, d.delay_s) == (action, reason, delay)
    if action == "raise_original":
        assert d.original is exc


def test_decide_runtime_overflow_beats_exhaustion_and_permanence() -> None:
    """Context overflow is raised at once, even on the first attempt."""
    d = decide_runtime(RuntimeError("unauthorized"), 0, 3, context_overflow=True)
    assert (d.action, d.reason) == ("raise", "context_overflow")


def test_single_attempt_runtime_never_retries() -> None:
    """With max_attempts=1 a transient failure is final at once."""
    assert decide_runtime(RuntimeError("503"), 0, 1).reason == "exhausted"
