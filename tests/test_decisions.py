"""The one decision module: classification, session and runtime decisions, as tables."""

from __future__ import annotations

import json
import random
import typing
from dataclasses import replace

import pytest
from pydantic import ValidationError

import retrylens as rl
from retrylens._decisions import (
    ANSWERED,
    ANSWERED_SESSION_DECISION,
    ANSWERED_VERDICT,
    EXEC_OUTCOMES,
    PERMANENT_CATEGORIES,
    RUNTIME_CLASSIFICATIONS,
    SESSION_CLASSIFICATIONS,
    ExecReason,
    Failure,
    FailureKind,
    SessionAttempt,
    _by_rules,
    classify_failure,
    compute_runtime_backoff_s,
    decide_session,
    find_programming_error,
    text_matches,
)
from retrylens._policy import RetryPolicy

from .texts import UNKNOWN_ERROR

SEED = RetryPolicy()


def _err(text: str | None, **facts: object) -> rl.AssistantMessage:
    return rl.AssistantMessage(stop_reason="error", error_message=text, **facts)


def _session(msg: rl.AssistantMessage, retries: int = 0, **kw: typing.Any) -> rl.Decision:
    policy = kw.pop("policy", SEED)
    return rl.decide_session(
        rl.SessionAttempt(rl.Failure.from_message(msg), retries_done=retries, policy=policy, **kw)
    )


def _exec(exc: BaseException, attempt: int = 0, **kw: typing.Any) -> rl.Decision:
    policy = kw.pop("policy", SEED)
    return rl.decide_exec(rl.ExecAttempt(exc, attempt, policy, **kw))


# --- settings and backoff ---------------------------------------------------------------


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


# --- classification: SPEC §3's order, §8's knowledge -----------------------------------


@pytest.mark.parametrize(
    ("msg", "kind", "rule"),
    [
        (rl.AssistantMessage(content="ok"), "success", "not_error"),
        (rl.AssistantMessage(stop_reason="length", content="cut"), "success", "not_error"),
        (rl.AssistantMessage(stop_reason="refusal"), "refusal", "stop_reason:refusal"),
        # overflow first: an overflow with an otherwise retryable text is not retried
        (
            _err("prompt is too long: 503 tokens over"),
            "context_overflow",
            "text:anthropic_prompt_too_long",
        ),
        (
            _err("", provider_error_code="context_length_exceeded"),
            "context_overflow",
            "code:context_length_exceeded",
        ),
        # a programming error mentioning "timeout" is not a timeout
        (
            _err(
                "TypeError: post() got an unexpected keyword argument 'timeout'",
                error_type="TypeError",
            ),
            "programming_error",
            "programming_error",
        ),
        (
            _err("NotImplementedError", error_type="NotImplementedError"),
            "programming_error",
            "programming_error",
        ),
        # empty or whitespace text is a stream drop
        (_err(""), "empty_error_message", "empty_error_message"),
        (_err(None), "empty_error_message", "empty_error_message"),
        (_err("  \n\t"), "empty_error_message", "empty_error_message"),
        (_err("Error code: 503 - busy"), "transient", "text:status_transient"),
        (_err("Error code: 400 - bad request"), "permanent", "text:status_bad_request"),
        (_err(UNKNOWN_ERROR), "unknown", "no_match"),
    ],
)
def test_classification_order(msg: rl.AssistantMessage, kind: str, rule: str) -> None:
    """classify_message applies the steps in order and names the deciding rule."""
    verdict = rl.classify_message(msg)
    assert (verdict.kind, verdict.rule) == (kind, rule)
    assert rl.is_retryable_error(msg) is (kind in ("transient", "empty_error_message"))


@pytest.mark.parametrize(
    ("facts", "kind", "category", "rule"),
    [
        # quota beats the 429 it arrives with
        (
            {"http_status": 429, "provider_error_code": "insufficient_quota"},
            "permanent",
            "quota",
            "code:insufficient_quota",
        ),
        ({"http_status": 401}, "permanent", "api_key", "status:401"),
        ({"http_status": 403}, "permanent", "auth", "status:403"),
        ({"http_status": 404}, "permanent", "not_found", "status:404"),
        ({"http_status": 402}, "permanent", "quota", "status:402"),
        ({"http_status": 422}, "permanent", "bad_request", "status:422"),
        ({"http_status": 400}, "permanent", "bad_request", "status:400"),
        ({"http_status": 408}, "transient", None, "status:408"),
        ({"http_status": 409}, "transient", None, "status:409"),
        ({"http_status": 425}, "transient", None, "status:425"),
        ({"http_status": 429}, "transient", None, "status:429"),
        ({"http_status": 520}, "transient", None, "status:520"),
        ({"http_status": 529}, "transient", None, "status:529"),
        ({"provider_error_type": "overloaded_error"}, "transient", None, "code:overloaded_error"),
        ({"provider_error_type": "authentication_error"}, "permanent", "api_key", None),
        ({"provider_error_type": "permission_error"}, "permanent", "auth", None),
        ({"provider_error_type": "not_found_error"}, "permanent", "not_found", None),
        ({"error_type": "RemoteProtocolError"}, "transient", None, "code:remoteprotocolerror"),
        ({"error_type": "ReadTimeout"}, "transient", None, "code:readtimeout"),
        # a received status outranks what a proxy calls the error
        (
            {"http_status": 400, "provider_error_type": "api_error"},
            "permanent",
            "bad_request",
            "status:400",
        ),
    ],
)
def test_structured_facts_decide_without_telling_text(
    facts: dict[str, typing.Any], kind: str, category: str | None, rule: str | None
) -> None:
    """HTTP status, provider type/code and exception type decide where the text says nothing."""
    verdict = rl.classify_message(_err("see the response body", **facts))
    assert (verdict.kind, verdict.category) == (kind, category)
    if rule is not None:
        assert verdict.rule == rule


@pytest.mark.parametrize(
    ("facts", "kind"),
    [
        ({"http_status": 503}, "empty_error_message"),
        ({"provider_error_type": "server_error"}, "empty_error_message"),
        ({"http_status": 401}, "permanent"),
        ({"http_status": 400}, "permanent"),
        ({"provider_error_code": "insufficient_quota"}, "permanent"),
    ],
)
def test_empty_text_with_facts(facts: dict[str, typing.Any], kind: str) -> None:
    """An empty text stays a stream drop unless the facts say permanent."""
    assert rl.classify_message(_err("", **facts)).kind == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # structured facts first: the text's "timed out" does not make a 400 transient
        ("tool output timed out", "permanent"),
        ("connection reset by peer", "permanent"),
        # (a busy server's or a rate limit's words alone are the exception: see below)
    ],
)
def test_status_beats_transient_wording(text: str, kind: str) -> None:
    """A received 4xx status outranks transient words in its body (SPEC §8)."""
    assert rl.classify_message(_err(text, http_status=400)).kind == kind


def test_programming_error_recognised_from_exception_object() -> None:
    """A message carrying a caught TypeError object is a programming error."""
    msg = _err("something about a timeout").with_exception(TypeError("x"))
    assert rl.classify_message(msg).kind == "programming_error"


def test_node_fetch_type_errors_are_transport_failures() -> None:
    """Node's fetch reports cut streams as 'TypeError: terminated': transient, not ours."""
    assert rl.classify_text("TypeError: terminated").kind == "transient"
    assert rl.classify_text("TypeError: fetch failed").kind == "transient"
    assert rl.classify_text("TypeError: 'NoneType' object is not iterable").kind == (
        "programming_error"
    )


@pytest.mark.parametrize(
    "text",
    [
        "LLM call failed: Completions.create() got an unexpected keyword argument 'stream_opts'",
        "Error in agent step: ChatModel.invoke() missing 1 required positional argument: 'input'",
        "Exception: generate() takes 2 positional arguments but 3 were given",
        "Error processing request: 'NoneType' object is not subscriptable",
        "Failed to log the run: Object of type ChatCompletion is not JSON serializable",
        "Agent stopped: unsupported operand type(s) for +: 'int' and 'NoneType'",
        "raise NotImplementedError(f'{type(self)} does not support tool calls')",
        "Pipeline failed with error: object AsyncStream can't be used in 'await' expression",
        "{'exception_type': 'TypeError', 'original_exception': TypeError('bad operand')}",
        "Request failed: Streaming not implemented for this model.",
        # a name, an attribute or an import that is not there, where a line starts with it;
        # the SDKs' own words for a call that does not fit them
        "AttributeError: 'AsyncStream' object has no attribute 'usage'",
        "ImportError: cannot import name 'Tool' from 'somesdk.types'",
        "ModuleNotFoundError: No module named 'langchain_community'",
        "'ChatCompletionChunk' object has no attribute 'message'",
        "module 'openai' has no attribute 'Completion'",
        "RuntimeError: <asyncio.locks.Lock object at 0x7f> is bound to a different event loop",
        "TypeError: 'async for' requires an object with __aiter__ method, got coroutine",
        "openai.lib._old_api.APIRemovedInV1: You tried to access openai.Completion",
        "Traceback (most recent call last):\nNameError: name 'client' is not defined",
        "ValueError: Expected a non-empty value for `file_id` but received ''",
        "You tried to pass a `BaseModel` class to `chat.completions.create()`; use parse()",
        "An error occurred: Missing required arguments; Expected either ('model' and 'prompt')",
        "You tried to access openai.Completion, but this is no longer supported in openai>=1.0.0",
        "Missing required arguments; Expected either ('input' and 'model') or ('prompt')",
        "Traceback (most recent call last):\nIndexError: list index out of range",
        # a traceback a log flattened to one line, and Python's message after a full-width colon
        'Traceback (most recent call last): File "bot.py", line 83, in map_chunk return '
        "resp['choices'][0] KeyError: 'choices'",
        "❌ 生成失败：'str' object has no attribute 'choices'",
        # a library used before its set-up call, or handed a class it cannot use
        "Model not loaded before calling chatCompletion(). Please call reload(model) first.",
        "Class must be a subclass of pydantic.BaseModel",
        # a member called on a value of another type, in JavaScript and as a library words it
        "e.startsWith is not a function",
        "{type(self._value).__name__} object is not subscriptable",
        # Go's encoding/json refusing the request the calling program built
        "failed to marshal request: json: error calling MarshalJSON for type json.RawMessage: x",
        "json: unsupported value: NaN",
        # Go's runtime panic in the calling program
        "Panic in agent.Run: runtime error: index out of range [0] with length 0",
        # JavaScript's TypeError for a field read off a value that is not there
        "An error occurred while processing the request: Cannot read properties of undefined "
        "(reading 'role')",
        # Python's TypeError behind a logger's header and an app's words for the failed call
        "2025-11-02 10:11:12,345 ERROR [agent.worker] call failed: TypeError: create() takes 1 "
        "positional argument but 2 were given",
        "2025-11-02 10:11:12,345 ERROR [agent.worker] call failed: RuntimeError: "
        "<asyncio.locks.Event object at 0x7f> is bound to a different event loop",
        "[ERROR][2023-03-06 00:26:09][log.py:50] - module 'openai' has no attribute "
        "'ChatCompletion'",
        # ... behind a log line's header that ends in a bracket or a pipe
        "2025-06-01 12:00:00,123 ERROR [app.llm] TypeError: 'async for' requires an object "
        "with __aiter__ method, got NoneType",
        "2025-06-01 12:00:00 | ERROR | TypeError: contents must not be empty",
        "[2025-08-21 20:42:31] KeyError: 'choices'",
        "2025-06-01 12:00:00,123 ERROR [app.llm] ImportError: cannot import name 'HfApiModel' "
        "from 'smolagents'",
        # a synchronous call on an asynchronous client, or the other way round
        "Cannot call sync method generate_text() on async OpenAI client.",
        "Cannot use agenerate() with a synchronous client. Use generate() instead.",
        "You are using the sync `generate` inside async code.",
        # JavaScript's older wording, Jackson's and .NET's JSON readers in the client
        "[TypeError: Cannot read property 'content' of undefined]",
        'Unrecognized field "parent_model" (class io.example.ModelDetails), not marked as '
        "ignorable (6 known properties)",
        "'{' is invalid after a single JSON value. Expected end of data. LineNumber: 1",
    ],
)
def test_python_type_errors_wrapped_by_an_app_are_programming_errors(text: str) -> None:
    """Python's words for a bug (a TypeError, a missing name or attribute) mark it, not a retry."""
    verdict = rl.classify_text(text)
    assert (verdict.kind, verdict.rule) == ("programming_error", "programming_error")


@pytest.mark.parametrize(
    "text",
    [
        "APIConnectionError: Request URL has an unsupported protocol 'htps://'.",
        "httpx.UnsupportedProtocol: Request URL is missing an 'http://' or 'https://' protocol.",
        "InvalidSchema: No connection adapters were found for 'localhost:11434/v1'",
        "MissingSchema: Invalid URL 'api.example.com/v1': No scheme supplied. Perhaps you meant "
        "https://api.example.com/v1?",
        'TypeError [ERR_INVALID_URL]: "undefined/v1/chat/completions" cannot be parsed as a URL',
        "builder error: relative URL without a base",
        "The pending stream has been canceled (caused by: getaddrinfo ENOTFOUND "
        "bedrock-runtime.undefined.amazonaws.com)",
        "httpx.ConnectError: Failed to resolve 'none' ([Errno -2] Name or service not known)",
        "curl: (6) Could not resolve host: null",
    ],
)
def test_a_base_url_no_transport_can_use_fails_at_once(text: str) -> None:
    """A typo in the base URL's scheme is raised as a connection error but never heals."""
    verdict = rl.classify_text(text)
    assert (verdict.kind, verdict.category) == ("permanent", "bad_request")


@pytest.mark.parametrize(
    ("failure", "category"),
    [
        (
            rl.Failure(
                text="Error: 500 litellm.APIConnectionError: Service account info was not in the "
                "expected format, missing fields token_uri, client_email.",
                http_status=500,
            ),
            "auth",
        ),
        (rl.Failure(text="[Server Error] 'url' field must be a base64 encoded image"), "image"),
        (
            rl.Failure(
                text="Failed to compress chat history: Unable to submit request because it has a "
                "maxOutputTokens value of 167538 but the supported range is from 1 (inclusive) "
                "to 65537 (exclusive)."
            ),
            "bad_request",
        ),
        (rl.Failure(text="You're out of Codex messages"), "quota"),
        (
            rl.Failure(
                text='Failed to call Mastra API: 500 {"error":"Item \'fc_03\' of type '
                "'function_call' was provided without its required 'reasoning' item: 'rs_03'.\"}",
                http_status=500,
            ),
            "bad_request",
        ),
        (
            rl.Failure(
                text='{"error":{"message":"api key 日限额已用完","type":"rate_limit_exceeded"}}',
                http_status=429,
            ),
            "quota",
        ),
        (
            rl.Failure(
                text="聊天调用 · 网络异常：LLM channel test failed（原始摘要：litellm.APIError: "
                "APIError: OpenAIException - Model disabled.）请检查 Base URL、代理，并可稍后重试。"
            ),
            "not_found",
        ),
        (
            rl.Failure(
                text='Error 502 Bad Gateway: {"error":{"message":"unknown provider for model '
                'gemini-claude-sonnet-4-5","type":"server_error"}}',
                http_status=502,
            ),
            "not_found",
        ),
        (
            rl.Failure(
                text="500 No available Claude accounts support the requested model: "
                "claude-opus-4-6",
                http_status=500,
            ),
            "not_found",
        ),
        (
            rl.Failure(
                text='Google AI Studio API returned error: 500 Internal Server Error {"error":'
                '{"code":500,"message":"Could not discover a valid Google Cloud Project ID.",'
                '"status":"INTERNAL"}}',
                http_status=500,
            ),
            "auth",
        ),
        (
            rl.Failure(
                text='{"message": "Content blocked by Gemini safety filters. Reason: SAFETY", '
                '"error": "Internal Server Error"}',
                http_status=500,
            ),
            "content_filter",
        ),
        (
            rl.Failure(
                text="API Error: Claude can't help with this. Start a new session to continue. "
                "Learn more: https://www.anthropic.com/legal/aup"
            ),
            "content_filter",
        ),
        (
            rl.Failure(
                text='{"error":{"code":500,"message":"Cannot use both json_schema and grammar",'
                '"type":"server_error"}}',
                http_status=500,
            ),
            "bad_request",
        ),
        (rl.Failure(text="You've reached kimi monthly usage limit", http_status=429), "quota"),
        (
            rl.Failure(
                text="Request too large (max 32MB). Accumulated images and attachments in the "
                "conversation pushed the request over the limit."
            ),
            "bad_request",
        ),
        (
            rl.Failure(
                text='status: 413 Request Entity Too Large, body: {"code":20042,"message":'
                '"input batch size 100 > maximum allowed batch size 64","data":null}',
                http_status=413,
            ),
            "bad_request",
        ),
    ],
)
def test_permanent_causes_behind_misleading_wrappers(failure: rl.Failure, category: str) -> None:
    """A cause named inside a transport, server-error or compaction wrapper fails at once."""
    verdict = rl.classify_failure(failure)
    assert (verdict.kind, verdict.category) == ("permanent", category)


@pytest.mark.parametrize(
    ("failure", "kind"),
    [
        # a rate window of hours is a plan's allowance, whatever its code says
        (
            rl.Failure(
                text="Rate limit reached for gpt-4o-mini on tokens per min (TPM): Limit 100000, "
                "Used 99918, Requested 2094. Please try again in 14h29m11.04s.",
                http_status=429,
                error_code="rate_limit_exceeded",
            ),
            "permanent",
        ),
        (
            rl.Failure(
                text='{"type":"error","error":{"type":"usage_limit_reached","message":"The '
                'usage limit has been\n reached","resets_in_seconds":13872}}',
                http_status=429,
                error_type="usage_limit_reached",
            ),
            "permanent",
        ),
        # a server that cannot load its engine, or a body over its backend's gRPC limit
        (
            rl.Failure(
                text="Model failed to load with status code: 500, could not load engine llamacpp",
                http_status=500,
            ),
            "permanent",
        ),
        (
            rl.Failure(
                text="rpc error: code = ResourceExhausted desc = grpc: received message larger "
                "than max (400000002 vs. 4194304)",
                http_status=500,
            ),
            "permanent",
        ),
        # a gateway's rate limit as a 403, Hugging Face's busy model as a 422
        (rl.Failure(text='{"error_msg":"rate limit exceeded"}', http_status=403), "transient"),
        (
            rl.Failure(text="{'error': {'message': 'Model is overloaded'}}", http_status=422),
            "transient",
        ),
        # ... but a 403 that also names a permission stays a permission problem
        (
            rl.Failure(
                text="Forbidden: your key does not have permission to use this model "
                "(rate limit exceeded on retries)",
                http_status=403,
            ),
            "permanent",
        ),
    ],
)
def test_statuses_that_a_clear_wording_overrides(failure: rl.Failure, kind: str) -> None:
    """An hours-long wait, a plan window, an engine that cannot load or a busy wording decide."""
    assert rl.classify_failure(failure).kind == kind


def test_a_reply_without_text_is_asked_for_again() -> None:
    """A summary the model answered without text is a reply to ask for again, not a bad request."""
    text = (
        "Error during compaction: Error: Failed to generate conversation summary - "
        "response did not contain valid text"
    )
    assert rl.classify_text(text).kind == "transient"


def test_a_python_type_error_wording_does_not_hide_a_node_transport_failure() -> None:
    """Node's fetch failure stays a transport failure though the text also names a Python bug."""
    text = "TypeError: fetch failed (retrying after: 'NoneType' object is not iterable)"
    assert rl.classify_text(text).kind == "transient"


@pytest.mark.parametrize(
    "text",
    [
        "HTTP 502",
        "HTTP/1.1 503",
        "status code 500",
        "status_code=504",
        '{"code": 503, "message": "x"}',
        "429 Too Many Requests",
        "500 Internal Server Error",
        "rate_limit_error",
        "Rate limit exceeded",
        "connection refused",
        "incomplete chunked read",
        "Server disconnected without sending a response.",
        "UNEXPECTED_EOF_WHILE_READING",
        "ReadTimeout",
        "terminated",
        "other side closed",
        "fetch failed",
        "upstream connect error or disconnect/reset before headers",
        "<title>api.example.com | 524: A timeout occurred</title>",
        "Error code: 520",
        "stream disconnected before completion",
        "Selected model is at capacity. Please try a different model.",
        "The socket connection was closed unexpectedly.",
    ],
)
def test_transient_wordings(text: str) -> None:
    """Each transient wording the seed names, and real ones beyond it, is retried."""
    assert rl.classify_text(text).retryable
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
    """Digits that are not an HTTP status (SPEC §3) never make the rules read one."""
    assert rl.RETRY_PATTERN.search(text) is None
    assert "status_transient" not in text_matches(text)
    assert _by_rules(Failure(text=text), text_matches(text)).kind != "transient"


@pytest.mark.parametrize(
    ("exc", "category"),
    [
        # the seed's markers keep their verdicts
        (RuntimeError("Login expired"), "auth"),
        (RuntimeError("login failed for gateway"), "auth"),
        (RuntimeError("please re-auth"), "auth"),
        (RuntimeError("unauthorized"), "api_key"),
        (ValueError("INVALID API KEY"), "api_key"),
        (ValueError("code invalid_api_key"), "api_key"),
        (RuntimeError("not a valid image"), "image"),
        (RuntimeError("invalid image"), "image"),
        (RuntimeError("image data is not in a supported format"), "image"),
        # real wordings beyond them
        (RuntimeError("invalid x-api-key"), "api_key"),
        (RuntimeError("You didn't provide an API key."), "api_key"),
        (RuntimeError("x-api-key header is required"), "api_key"),
        (RuntimeError("OAuth token has expired. Please obtain a new token"), "auth"),
        (RuntimeError("You exceeded your current quota, please check your plan"), "quota"),
        (RuntimeError("Could not process image"), "image"),
        (RuntimeError("You uploaded an unsupported image."), "image"),
        (RuntimeError("Provided image is not valid"), "image"),
        (RuntimeError("The model `gpt-5-nano` does not exist"), "not_found"),
    ],
)
def test_permanent_errors(exc: Exception, category: str) -> None:
    """Permanent errors fail fast, with a low-cardinality category (SPEC §4, §8)."""
    assert rl.is_permanent_error(exc)
    assert rl.permanent_category(exc) == category


@pytest.mark.parametrize("exc", [RuntimeError("503 Service Unavailable"), RuntimeError("")])
def test_transient_exceptions_are_not_permanent(exc: Exception) -> None:
    """A transient or empty failure is no permanent error and has no category."""
    assert not rl.is_permanent_error(exc)
    assert rl.permanent_category(exc) is None


def test_permanent_marker_in_type_name() -> None:
    """The type name is part of the text permanent errors are found in (SPEC §4)."""

    class UnauthorizedError(Exception):
        pass

    assert rl.is_permanent_error(UnauthorizedError())


def test_gemini_quota_with_a_retry_window_is_a_rate_limit() -> None:
    """'exceeded your current quota' with a per-minute window and retry hint is transient."""
    text = (
        "429 RESOURCE_EXHAUSTED. You exceeded your current quota. Quota exceeded for metric: "
        "generate_content_free_tier_requests, limit: 15 per minute. Please retry in 35.2s."
    )
    assert rl.classify_text(text).kind == "transient"
    assert rl.classify_text(text.replace("limit: 15", "limit: 0")).kind == "permanent"


@pytest.mark.parametrize(
    "text",
    [
        "Error code: 413 - Request too large for gpt-4o on tokens per min (TPM): Limit 30000",
        "Context size has been exceeded.",
        "input length and `max_tokens` exceed context limit: 197000 + 8192 > 200000",
        "prompt token count of 140000 exceeds the limit of 128000",
        "Codex ran out of room in the model's context window.",
        "This model's maximum context length is 8192 tokens.",
        "the request exceeds the available context size, try increasing it",
        "model max length exceeded, max length:8192",
        "Invalid 'messages[17].content': string too long. Expected a string with maximum length "
        "1048576, but got a string with length 1744259 instead.",
    ],
)
def test_context_overflow_wordings(text: str) -> None:
    """Real overflow wordings are recognised and never retried (SPEC §3, §8)."""
    assert rl.is_context_overflow(text)
    assert _session(_err(text)).action == "stop"


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


def test_failure_from_exception_reads_sdk_attributes() -> None:
    """An SDK exception's status_code/type/code attributes are structured facts."""

    class APIStatusError(Exception):
        status_code = 429
        code = "insufficient_quota"

    failure = rl.Failure.from_exception(APIStatusError("quota"))
    assert (failure.http_status, failure.error_code) == (429, "insufficient_quota")
    assert rl.classify_failure(failure).category == "quota"


# --- session decisions ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("retries", "action", "delay"),
    [(0, "retry", 2.0), (1, "retry", 4.0), (2, "retry", 8.0), (3, "stop", None)],
)
def test_session_retries_transient_failures_three_times(
    retries: int, action: str, delay: float | None
) -> None:
    """Transient failures are retried with 2/4/8 s backoff, then returned (SPEC §3)."""
    d = _session(_err("Error code: 503"), retries)
    assert (d.layer, d.action, d.delay_s, d.classification) == (
        "session",
        action,
        delay,
        "retryable",
    )


@pytest.mark.parametrize(
    ("msg", "classification"),
    [
        (_err("invalid x-api-key", http_status=401), "permanent"),
        (_err(UNKNOWN_ERROR), "not_retryable"),
        (rl.AssistantMessage(stop_reason="refusal"), "refusal"),
        (_err("TypeError: x", error_type="TypeError"), "programming_error"),
    ],
)
def test_session_returns_what_retry_cannot_fix(
    msg: rl.AssistantMessage, classification: str
) -> None:
    """Permanent, unknown, refused and programming failures end the run at once."""
    d = _session(msg)
    assert (d.action, d.classification, d.delay_s) == ("stop", classification, None)


def test_session_compacts_overflow_once_when_it_can() -> None:
    """An overflow is compacted (no backoff) when a hook is there, else returned."""
    msg = _err("prompt is too long")
    assert _session(msg, can_compact=True).action == "compact"
    assert _session(msg, can_compact=False).action == "stop"


def test_session_budget_deadline_and_retry_after() -> None:
    """A refused budget, a deadline too near and a too-long Retry-After each stop the run."""
    drop = _err("")
    refused = _session(drop, budget=rl.BudgetSnapshot(calls_left=0))
    assert (refused.classification, refused.budget_refused) == ("budget_exhausted", True)
    near = _session(drop, budget=rl.BudgetSnapshot(deadline=101.0, now=100.0))
    assert near.classification == "deadline"
    honour = RetryPolicy(honor_retry_after=True, max_retry_after_s=10)
    too_long = _session(_err("", retry_after_s=30.0), policy=honour)
    assert (too_long.classification, too_long.retry_after_s) == ("retry_after_too_long", 30.0)
    waits = _session(_err("", retry_after_s=5.0), policy=honour)
    assert (waits.action, waits.delay_s) == ("retry", 5.0)


def test_session_jitter_is_drawn_from_the_given_rng() -> None:
    """Jitter comes from the attempt's rng: equal seeds give equal delays."""
    policy = RetryPolicy(jitter="full")
    a = _session(_err(""), policy=policy, rng=random.Random(3)).delay_s
    b = _session(_err(""), policy=policy, rng=random.Random(3)).delay_s
    assert a == b and a is not None and 0 <= a <= 2.0


# --- runtime decisions ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("exc", "attempt", "action", "reason", "delay"),
    [
        (TypeError("t"), 0, "raise_original", None, None),
        (NotImplementedError(), 2, "raise_original", None, None),
        (RuntimeError("login expired"), 0, "stop", "permanent", None),
        (RuntimeError("503"), 0, "retry", None, 1.5),
        (RuntimeError("503"), 1, "retry", None, 3.0),
        (RuntimeError("503"), 2, "stop", "exhausted", None),
        (RuntimeError("anything at all"), 0, "retry", None, 1.5),
    ],
)
def test_decide_exec_seed(
    exc: BaseException, attempt: int, action: str, reason: str | None, delay: float | None
) -> None:
    """The runtime's branches of SPEC §4, in order, with the default 3 attempts."""
    d = _exec(exc, attempt)
    assert (d.layer, d.action, d.reason, d.delay_s) == ("runtime", action, reason, delay)
    if action == "raise_original":
        assert d.original is exc


def test_decide_exec_overflow_and_refusal_stop_at_once() -> None:
    """Context overflow and refusals end the exec on the first attempt."""
    overflow = rl.ModelCallError("x", message=_err("prompt is too long"))
    assert _exec(overflow).reason == "context_overflow"
    refusal = rl.ModelCallError("x", message=rl.AssistantMessage(stop_reason="refusal"))
    assert _exec(refusal).reason == "refusal"


def test_single_attempt_runtime_never_retries() -> None:
    """With runtime_attempts=1 a transient failure is final at once."""
    assert _exec(RuntimeError("503"), policy=RetryPolicy(runtime_attempts=1)).reason == (
        "exhausted"
    )


def test_permanent_decision_carries_the_category() -> None:
    """A permanent stop names its category and rule for telemetry."""
    exc = rl.ModelCallError(
        "x", message=_err("quota", http_status=429, provider_error_code="insufficient_quota")
    )
    d = _exec(exc)
    assert (d.action, d.reason, d.category, d.rule) == (
        "stop",
        "permanent",
        "quota",
        "code:insufficient_quota",
    )


# --- vocabularies -----------------------------------------------------------------------


def test_label_vocabularies_come_from_the_literals() -> None:
    """Metric label values are the decision module's Literals, nothing else."""
    from retrylens.telemetry import _prometheus as prom

    assert prom.SESSION_CLASSIFICATIONS == SESSION_CLASSIFICATIONS
    assert prom.RUNTIME_CLASSIFICATIONS == RUNTIME_CLASSIFICATIONS
    assert prom.EXEC_OUTCOMES == EXEC_OUTCOMES
    assert prom.PERMANENT_CATEGORIES == PERMANENT_CATEGORIES
    assert set(typing.get_args(ExecReason)) <= set(EXEC_OUTCOMES)
    kinds = typing.get_args(FailureKind)
    labels = {rl.Classification(k, "r").session_label for k in kinds}
    assert labels <= set(SESSION_CLASSIFICATIONS)
    assert {rl.Classification(k, "r").runtime_label for k in kinds} <= set(RUNTIME_CLASSIFICATIONS)


@pytest.mark.parametrize("stop_reason", sorted(ANSWERED))
def test_the_fixed_answer_decision_is_what_the_functions_return(stop_reason: str) -> None:
    """The session's shortcut for complete answers equals classify_failure / decide_session."""
    msg = rl.AssistantMessage(content="fine", stop_reason=stop_reason)
    failure = Failure.from_message(msg)
    assert classify_failure(failure) == ANSWERED_VERDICT
    attempt = SessionAttempt(failure, retries_done=0, policy=SEED)
    assert decide_session(attempt) == ANSWERED_SESSION_DECISION


@pytest.mark.parametrize(
    ("msg", "refused", "action", "classification"),
    [
        (rl.AssistantMessage(stop_reason="error", error_message=""), False, "retry", None),
        (
            rl.AssistantMessage(stop_reason="error", error_message=""),
            True,
            "stop",
            "partial_output",
        ),
        (
            rl.AssistantMessage(stop_reason="error", error_message="invalid api key"),
            True,
            "stop",
            "permanent",
        ),
        (rl.AssistantMessage(stop_reason="stop", content="hi"), True, "stop", "success"),
    ],
)
def test_a_refused_replay_turns_only_retries_into_stops(
    msg: rl.AssistantMessage, refused: bool, action: str, classification: str | None
) -> None:
    """replay_refused stops what would be retried (partial_output); other verdicts stay."""
    decision = _session(msg, replay_refused=refused)
    assert decision.action == action
    if classification is not None:
        assert decision.classification == classification


@pytest.mark.parametrize(
    ("refused", "session", "attempt", "reason"),
    [
        (False, None, 0, None),  # retried
        (True, None, 0, "partial_output"),
        (False, "partial_output", 0, "partial_output"),  # the session stopped for it
        (False, "partial_output", 2, "partial_output"),  # even on the last attempt
        (True, None, 2, "exhausted"),  # nothing to refuse: no retry was left
    ],
)
def test_the_runtime_never_replays_refused_output(
    refused: bool, session: str | None, attempt: int, reason: str | None
) -> None:
    """decide_exec stops with partial_output when the stream's consumer refused a replay."""
    exc = ConnectionError("Server disconnected")
    decision = _exec(exc, attempt, replay_refused=refused, session_classification=session)
    assert decision.reason == reason
    assert decision.action == ("retry" if reason is None else "stop")


def test_a_billing_wording_with_a_retry_window_is_a_rate_limit() -> None:
    """Gemini's free tier says 'check your plan and billing' and when to retry: transient."""
    text = (
        "You exceeded your current quota, please check your plan and billing details. "
        "Quota exceeded for metric: generate_content_free_tier_input_token_count, limit: "
        "250000. Please retry in 30.638054576s."
    )
    assert rl.classify_text(text).kind == "transient"
    openai_empty_account = (
        "You exceeded your current quota, please check your plan and billing details."
    )
    assert rl.classify_text(openai_empty_account).category == "quota"


def test_a_throttling_code_family_beats_a_quota_wording() -> None:
    """Alibaba's Throttling.AllocationQuota is a rate window, whatever its text says."""
    failure = rl.Failure(
        text="Allocated quota exceeded, please increase your quota limit.",
        error_code="Throttling.AllocationQuota",
    )
    verdict = rl.classify_failure(failure)
    assert (verdict.kind, verdict.rule) == ("transient", "code:throttling")
    assert rl.classify_failure(replace(failure, http_status=429)).kind == "transient"
    without_code = rl.Failure(text=failure.text, http_status=429)
    assert rl.classify_failure(without_code).category == "quota"


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Commodity has not purchased yet.", "auth"),
        ("max_tokens参数非法。请检查文档。", "bad_request"),
        (
            "The maximum tokens you requested exceed the model limit of 4096. Try again with a "
            "maximum tokens value lower than 4096.",
            "bad_request",
        ),
    ],
)
def test_permanent_wordings_of_less_common_providers(text: str, category: str) -> None:
    """A service never bought, an illegal parameter, an output cap over the model's: permanent."""
    verdict = rl.classify_failure(
        rl.Failure(text=text, http_status=429 if "Commodity" in text else None)
    )
    assert (verdict.kind, verdict.category) == ("permanent", category)


def test_a_rate_limit_exception_type_does_not_make_an_empty_account_a_rate_window() -> None:
    """LiteLLM raises RateLimitError for insufficient_quota too: the quota wording decides."""
    failure = rl.Failure(
        text="litellm.RateLimitError: You exceeded your current quota, please check your plan "
        "and billing details.",
        http_status=429,
        error_type="RateLimitError",
    )
    assert rl.classify_failure(failure).category == "quota"


@pytest.mark.parametrize(
    ("text", "kind", "category"),
    [
        (
            "You've hit your session limit · resets 12:50am (America/Los_Angeles)",
            "permanent",
            "quota",
        ),
        ("5-hour limit reached ∙ resets 5am", "permanent", "quota"),
        ("You've reached your monthly chat messages quota.", "permanent", "quota"),
        ("You have hit your rate limit, slow down", "transient", None),
        (
            "Model x has hit a token limit! Input tokens: ~60,895 of 128,000",
            "context_overflow",
            None,
        ),
        ("max_tokens must be at least 1, got -804559.", "context_overflow", None),
        ("Sorry, no response was returned.", "transient", None),
        (
            "很抱歉，响应已被负责任 AI 服务过滤。请改述你的提示，然后重试。",
            "permanent",
            "content_filter",
        ),
    ],
)
def test_agent_tool_wordings(text: str, kind: str, category: str | None) -> None:
    """How agent tools word plan limits, overflows, empty answers and filters is understood."""
    verdict = rl.classify_text(text)
    assert (verdict.kind, verdict.category) == (kind, category)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Weekly limit reached. Your limit will reset on Dec 9.", "permanent"),
        ("You have exceeded your monthly included usage. Please upgrade your plan.", "permanent"),
        ("You've reached the limit of premium requests for this month", "permanent"),
        ("You have used up all of your tokens for this billing period.", "permanent"),
        ("Free tier limit reached for today", "permanent"),
        ("Your free trial has ended. Please subscribe to continue using the API.", "permanent"),
        ("Account balance is negative, please recharge", "permanent"),
        ("daily token budget exhausted", "permanent"),
        ("Claude AI usage limit reached|1735689600", "permanent"),
        ("The usage limit for your subscription tier has been reached", "permanent"),
        # a plan's limit with a wait of seconds is a rate window
        ("Your plan's request limit was exceeded. Please retry in 20s.", "transient"),
        # a concurrency limit tied to the balance still drains
        (
            "Your current concurrency is 40, which exceeds your concurrency limit of 39 based "
            "on your remaining balance. Please top up your balance to restore your concurrency.",
            "transient",
        ),
        ("Daily maintenance: service temporarily unavailable", "transient"),
    ],
)
def test_allowances_of_a_calendar_period_or_plan_fail_fast_under_429(text: str, kind: str) -> None:
    """Daily, weekly, monthly, billing-period, trial and plan allowances sent as 429 are quota."""
    verdict = rl.classify_failure(rl.Failure(text=text, http_status=429))
    assert verdict.kind == kind
    if kind == "permanent":
        assert verdict.category == "quota"


def test_a_credential_plugin_that_cannot_reach_its_token_endpoint_is_retried() -> None:
    """A credential fetch that failed on the network is transient; one that was refused is not."""
    unreachable = rl.Failure(
        text="503 Getting metadata from plugin failed with error: HTTPSConnectionPool("
        "host='oauth2.googleapis.com', port=443): Max retries exceeded with url: /token "
        "(Caused by NewConnectionError('Failed to establish a new connection'))",
        http_status=503,
    )
    refused = rl.Failure(
        text="Getting metadata from plugin failed with error: ('invalid_grant: Bad Request', "
        "{'error': 'invalid_grant', 'error_description': 'Bad Request'})"
    )
    assert rl.classify_failure(unreachable).kind == "transient"
    assert (rl.classify_failure(refused).kind, rl.classify_failure(refused).category) == (
        "permanent",
        "auth",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Token error: All accounts are currently limited. Please wait 84152s.",
        "已经超出文本生成的配额",
    ],
)
def test_waits_of_hours_and_quotas_exceeded_in_chinese_are_quota(text: str) -> None:
    """A wait of 10,000+ seconds and 超出…配额 under a 429 are an allowance, not a window."""
    verdict = rl.classify_failure(rl.Failure(text=text, http_status=429))
    assert (verdict.kind, verdict.category) == ("permanent", "quota")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("SyntaxError: Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON", "transient"),
        ("invalid character '<' looking for beginning of value", "transient"),
        ("Failed to parse response from the server", "transient"),
        ("malformed response from server", "transient"),
        ("Model returned empty response", "transient"),
        ("Service is not ready", "transient"),
        ("Model is warming up", "transient"),
        ("The model did not respond in time", "transient"),
        ("Error 502", "transient"),
        # the request's own JSON, and the SDK's parse helpers on a capped or filtered answer
        ('Invalid JSON payload received. Unknown name "foo": Cannot find field.', "permanent"),
        ("Could not parse response content as the length limit was reached", "permanent"),
        (
            "Could not parse response content as the request was rejected by the content filter",
            "permanent",
        ),
        ("Failed to resolve a bearer credential for Bedrock.", "permanent"),
    ],
)
def test_answers_that_could_not_be_read_are_retried(text: str, kind: str) -> None:
    """An HTML page for JSON, a garbled or empty answer, a server starting up: transient."""
    assert rl.classify_text(text).kind == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "AstrBot 请求失败。 错误类型：TypeError "
            "错误信息：object of type 'NoneType' has no len()",
            "programming_error",
        ),
        ("Could not verify Ollama plan. Try again in a moment or use a local model.", "transient"),
    ],
)
def test_wrapped_type_errors_and_waits_of_a_moment(text: str, kind: str) -> None:
    """A TypeError an app wraps is a bug; 'try again in a moment' outweighs a vague verb."""
    assert rl.classify_text(text).kind == kind


def test_a_call_that_does_not_fit_a_signature_is_a_bug_whatever_its_parameter_is_named() -> None:
    """An unexpected keyword named like a token limit is a programming error, not an overflow."""
    verdict = rl.classify_text(
        "TypeError: SFTConfig.__init__() got an unexpected keyword argument 'max_seq_length'"
    )
    assert verdict.kind == "programming_error"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "GatewayInternalServerError: AI Gateway requires a valid credit card on file to "
            "service requests",
            "permanent",
        ),
        (
            "Rate limit reached for default-gpt-3.5-turbo on requests per min. Limit: 3 / min. "
            "Please add a payment method to your account to increase your rate limit.",
            "transient",
        ),
    ],
)
def test_a_missing_payment_method_is_quota_but_a_higher_rate_limit_offer_is_not(
    text: str, kind: str
) -> None:
    """No card on file stops the call; an offer to raise a per-minute limit does not."""
    assert rl.classify_text(text).kind == kind


#: Untrusted certificates, daily windows, hours-long waits and monthly allowances fail
#: fast; node-fetch failures and missing workers are retried.
CERTIFICATES_AND_LONG_WINDOWS: list[tuple[rl.Failure, str, str | None]] = [
    (
        rl.Failure(
            text="APIConnectionError: Connection error. (Caused by SSLError("
            "SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate "
            "verify failed: unable to get local issuer certificate')))",
            exception_type="APIConnectionError",
        ),
        "permanent",
        "other",
    ),
    (
        rl.Failure(text="Error (self signed certificate in certificate chain)"),
        "permanent",
        "other",
    ),
    (
        rl.Failure(text="request to https://api.example.com/v1/chat failed, reason: ECONNRESET"),
        "transient",
        None,
    ),
    (
        rl.Failure(
            text="Rate limit reached for model `llama` on tokens per day (TPD): "
            "Limit 100000, Used 92808. Please try again in 33m57s.",
            http_status=429,
        ),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(text="Sorry, you were rate-limited. Please wait 9 hours and try again!"),
        "permanent",
        "quota",
    ),
    (rl.Failure(text="5 hour limit reached"), "permanent", "quota"),
    (
        rl.Failure(text="Please retry after 86400 seconds.", http_status=429),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(text="You are using a Trial key, limited to 1000 API calls / month."),
        "permanent",
        "quota",
    ),
    (rl.Failure(text="no AI workers available to process request"), "transient", None),
    (
        rl.Failure(text="Image count 5 exceeds limit 4 per request.", http_status=400),
        "permanent",
        "image",
    ),
    (
        rl.Failure(
            text="[unsupported_country_region_territory] Country, region, or "
            "territory not supported"
        ),
        "permanent",
        "auth",
    ),
]


#: A body too large is the prompt unless it names something else; local servers' token
#: limits, British spellings, browsers' dropped fetches, answers with nothing in them, full
#: context windows, blocked finish reasons and answers left incomplete at the output cap.
CAPS_NO_COMPACTION_HELPS: list[tuple[rl.Failure, str, str | None]] = [
    # a rate-limit sentence around the canonical empty-account text does not make it a window
    (
        rl.Failure(
            text="Hit the API rate limit: you exceeded your current quota, please check your "
            "plan and billing details.",
            http_status=429,
        ),
        "permanent",
        "quota",
    ),
    # a capacity wording under the catch-all type, whether the type is a fact or in the text
    (
        rl.Failure(text="Tier capacity exceeded right now", error_type="invalid_request_error"),
        "transient",
        None,
    ),
    (
        rl.Failure(text="{'type': 'invalid_request_error', 'message': 'model is overloaded'}"),
        "transient",
        None,
    ),
    (
        rl.Failure(text="{'type': 'invalid_request_error', 'message': 'invalid schema; busy'}"),
        "permanent",
        "bad_request",
    ),
    # ... but a 400 the text spells still decides, whether the type is a fact or in the text
    (
        rl.Failure(
            text="Error code: 400 - model is overloaded", error_type="invalid_request_error"
        ),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(text="Error code: 400 - {'type': 'invalid_request_error', 'msg': 'overloaded'}"),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(text="Tool result (41000 tokens) exceeds maximum allowed tokens (25000)."),
        "permanent",
        "other",
    ),
    (
        rl.Failure(
            text="Input tokens: 900 of 8192 Output tokens: 4096 of 4096 -- exceeded output limit!"
        ),
        "permanent",
        "other",
    ),
    (
        rl.Failure(
            text="ValueError: max seq len (8192) is larger than the maximum number of tokens "
            "that can be stored in KV cache (2048)"
        ),
        "permanent",
        "other",
    ),
    (
        rl.Failure(text="upload: limit (1048576) exceeded (1049000 bytes read)", http_status=413),
        "permanent",
        "image",
    ),
    (
        rl.Failure(
            text="[upstream_error] <400> DataInspectionFailed: may contain inappropriate content"
        ),
        "permanent",
        "content_filter",
    ),
]

CLOUD_CREDENTIALS_AND_PROVIDER_WORDINGS: list[tuple[rl.Failure, str, str | None]] = [
    (
        rl.Failure(
            text="DefaultAzureCredential failed to retrieve a token from the included "
            "credentials. EnvironmentCredential authentication unavailable."
        ),
        "permanent",
        "auth",
    ),
    (
        rl.Failure(text="token request failed", exception_type="ClientAuthenticationError"),
        "permanent",
        "auth",
    ),
    (
        rl.Failure(
            text="503 Getting metadata from plugin failed with error: KeyError", http_status=503
        ),
        "permanent",
        "auth",
    ),
    (
        rl.Failure(
            text="request reached organization TPD rate limit, current: 9, limit: 8",
            http_status=429,
        ),
        "permanent",
        "quota",
    ),
    (rl.Failure(text="500 internal error: 输入内容过长"), "context_overflow", None),
    (
        rl.Failure(text="status: 400 Bad Request, message: input token limit is 8192"),
        "context_overflow",
        None,
    ),
    (
        rl.Failure(
            text="Invalid 'tools[3].function.name': string too long. Expected a string with "
            "maximum length 64",
            http_status=400,
        ),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(text="Invalid 'messages[4].content': string too long.", http_status=400),
        "context_overflow",
        None,
    ),
    (rl.Failure(text='{"error_code": 18, "error_msg": "high load"}'), "transient", None),
    (rl.Failure(text="Too many tokens, please wait before trying again."), "transient", None),
    (
        rl.Failure(text="Model stream was invalid or completed without valid content."),
        "transient",
        None,
    ),
    (rl.Failure(text="Provider finish_reason: error"), "transient", None),
    (rl.Failure(text="요청은 모델 제공자에게 너무 큽니다."), "context_overflow", None),
    (rl.Failure(text="Request too large for the model provider."), "context_overflow", None),
    (
        rl.Failure(text="当前分组 vip 下对于模型 gpt-x 无可用渠道", http_status=503),
        "permanent",
        "not_found",
    ),
]

GATEWAYS_SERVERS_AND_OTHER_ENDPOINTS: list[tuple[rl.Failure, str, str | None]] = [
    (
        rl.Failure(text="Model training violation (account settings): 2 excluded", http_status=502),
        "permanent",
        "not_found",
    ),
    (rl.Failure(text="Max parallel request limit reached for this key"), "transient", None),
    (
        rl.Failure(text="API Error: the response exceeded the 8000 output token maximum."),
        "permanent",
        "other",
    ),
    (
        rl.Failure(
            text="This request exceeds your quota. 12 credits remaining.",
            error_type="RateLimitError",
        ),
        "permanent",
        "quota",
    ),
    (rl.Failure(text='error="missing or malformed API key"'), "permanent", "api_key"),
    (rl.Failure(text="Image API: Request Moderated"), "permanent", "content_filter"),
    (rl.Failure(text='"invalidArgument: Prompt length exceeded"'), "context_overflow", None),
    (
        rl.Failure(
            text="BadRequestError: prompt has 9000 tokens, larger than the model input length "
            "limit 4096."
        ),
        "context_overflow",
        None,
    ),
    (
        rl.Failure(text="Your request is as expansive as the galaxy itself."),
        "context_overflow",
        None,
    ),
    (
        rl.Failure(text='do request failed: Post "https://api.example/v1/chat": EOF'),
        "transient",
        None,
    ),
    (
        rl.Failure(text="stream disconnected: No accounts with a plan supporting model 'x-1'"),
        "permanent",
        "not_found",
    ),
    # a count of images and documents summed like tokens is no overflow
    (
        rl.Failure(text="too many images and documents: 31 + 2 > 32", http_status=400),
        "permanent",
        "image",
    ),
    (
        rl.Failure(text="An image in the request exceeds the maximum dimension limit (8000px)"),
        "permanent",
        "image",
    ),
    # a file the endpoint cannot parse fails the same way again
    (
        rl.Failure(
            text='{"status": "failed", "last_error": {"code": "invalid_file", "message": '
            '"The file could not be parsed because it is too large."}}'
        ),
        "permanent",
        "image",
    ),
    # one answer at a time per conversation: the next call may start once this one ends
    (
        rl.Failure(
            text="Conversation already has an active response in progress: resp_1. Wait "
            "until the response is finished before creating a new one.",
            error_type="invalid_request_error",
        ),
        "transient",
        None,
    ),
    (
        rl.Failure(text="The language model did not provide any assistant messages."),
        "transient",
        None,
    ),
    # a gateway's 502 over a model it has no configuration for
    (
        rl.Failure(
            text='status code: 502, message: failed to get model: model alias "fast" is not '
            "configured",
            http_status=502,
        ),
        "permanent",
        "not_found",
    ),
    # Google's schema rejection, though the app wraps it as a failure to connect
    (
        rl.Failure(
            text='Failed to connect to the model API: Invalid JSON payload received. Unknown name "'
            "format\" at 'tools[0].function_declarations[2].parameters': Cannot find field."
        ),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(
            text='{"detail": {"msg": "Error parsing input.", "type": "bad_input"}}', http_status=500
        ),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(text="error: out_of_context_due_to_long_message", http_status=400),
        "context_overflow",
        None,
    ),
    (
        rl.Failure(text="Could not resolve host: api.mistral.ai (DNS lookup failed)"),
        "transient",
        None,
    ),
    # TGI's sum as a wrapper breaks it over lines
    (
        rl.Failure(
            text="Input validation error: inputs\ntokens + max_new_tokens\nmust be <= 8192. "
            "Given: 8100 inputs\ntokens and 512 max_new_tokens"
        ),
        "context_overflow",
        None,
    ),
    # ... and as another wrapper quotes its words
    (
        rl.Failure(
            text="Input validation error: inputs' tokens + max_new_tokens' must be <= 8192."
        ),
        "context_overflow",
        None,
    ),
    # Azure AI Inference's model the endpoint does not serve; a model merely unavailable
    (
        rl.Failure(text="HttpResponseError: (unavailable_model) Unavailable model: gpt-4o-mini"),
        "permanent",
        "not_found",
    ),
    (rl.Failure(text="Model unavailable, please try again later"), "transient", None),
    # a quoted missing parameter, a profanity filter, a spent budget, a byte-size overflow
    (
        rl.Failure(
            text="Missing `max_tokens` for request subject to rate limiting rules.",
            http_status=400,
        ),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(text="request body exceeds PROFANITY threshold", http_status=400),
        "permanent",
        "content_filter",
    ),
    (rl.Failure(text="Max budget limit reached.", http_status=429), "permanent", "quota"),
    (
        rl.Failure(text="400 total message size 10176584 exceeds limit 2097152"),
        "context_overflow",
        None,
    ),
    (rl.Failure(text="Mediapipe is not loaded yet"), "transient", None),
]

PLAN_LIMITS_CONCURRENCY_AND_LOCALES: list[tuple[rl.Failure, str, str | None]] = [
    # the common failures in the words apps translate them to
    (rl.Failure(text="Превышена квота на генерацию изображений"), "permanent", "quota"),
    (rl.Failure(text="你已達到今日免費訊息上限"), "permanent", "quota"),
    (rl.Failure(text="Il modello non è più disponibile."), "permanent", "not_found"),
    (rl.Failure(text="No se pueden generar más de 4 imágenes a la vez"), "permanent", "image"),
    (rl.Failure(text="Ocorreu um erro interno no servidor."), "transient", None),
    (rl.Failure(text="La coda è piena, riprova più tardi"), "transient", None),
    (rl.Failure(text="Please check your network connection and retry."), "transient", None),
    (rl.Failure(text="Unbefugter Zugriff auf diese Ressource"), "permanent", "auth"),
    (rl.Failure(text="登录凭证 token 失效，请重新登录"), "permanent", "auth"),
    (rl.Failure(text="Platnost relace vypršela, přihlaste se znovu."), "permanent", "auth"),
    (rl.Failure(text="No autorizado: inicie sesión primero."), "permanent", "auth"),
    (rl.Failure(text="API-ключ не указан в настройках"), "permanent", "api_key"),
    (rl.Failure(text="Размер изображения не должен превышать 5 Мб"), "permanent", "image"),
    (rl.Failure(text="Modelo local não encontrado"), "permanent", "not_found"),
    (rl.Failure(text="Не удается подключиться к серверу"), "transient", None),
    (rl.Failure(text="队列已满，请稍后再试"), "transient", None),
    (rl.Failure(text="El mensaje es demasiado largo para este modelo"), "context_overflow", None),
    (rl.Failure(text="Die Nachricht ist zu lang"), "context_overflow", None),
    (rl.Failure(text="上下文过长，请清理对话"), "context_overflow", None),
    (rl.Failure(text="Sesión expirada, inicie sesión de nuevo"), "permanent", "auth"),
    (rl.Failure(text="登录已失效，请重新登录"), "permanent", "auth"),
    (rl.Failure(text="Demasiadas solicitudes, inténtalo más tarde"), "transient", None),
    (rl.Failure(text="Erro de rede"), "transient", None),
    (rl.Failure(text="サーバーが混雑しています"), "transient", None),
    (rl.Failure(text="Tempo limite esgotado"), "transient", None),
    (rl.Failure(text="Saldo insuficiente"), "permanent", "quota"),
    (rl.Failure(text="残高不足です"), "permanent", "quota"),
    (rl.Failure(text="Contenido bloqueado por la política"), "permanent", "content_filter"),
    (rl.Failure(text="Modelo não encontrado"), "permanent", "not_found"),
    (rl.Failure(text="Clave de API incorrecta"), "permanent", "api_key"),
    # apps' own translations of a rejected key, a refusal of access, a quota, a rate limit
    (rl.Failure(text="خطا: کلید API نامعتبر است"), "permanent", "api_key"),
    (rl.Failure(text="Помилка: недійсний ключ API"), "permanent", "api_key"),
    (rl.Failure(text="Controleer je API-sleutel in de instellingen."), "permanent", "api_key"),
    (
        rl.Failure(text="Zugriff verweigert: dieses Modell ist nicht freigegeben."),
        "permanent",
        "auth",
    ),
    (rl.Failure(text="अनुमति नहीं: प्रदाता ने अनुरोध अस्वीकार किया"), "permanent", "auth"),
    (rl.Failure(text="本月已超過圖片產生額度"), "permanent", "quota"),
    (rl.Failure(text="Das monatliche Kontingent ist überschritten."), "permanent", "quota"),
    (
        rl.Failure(text="Risposta bloccata a causa delle impostazioni di sicurezza del modello."),
        "permanent",
        "content_filter",
    ),
    (rl.Failure(text="Ratenlimit überschritten, bitte warten."), "transient", None),
    (rl.Failure(text="प्रदाता की ओर से सर्वर त्रुटि"), "transient", None),
    (rl.Failure(text="API 키가 잘못되었습니다. 설정을 확인하세요."), "permanent", "api_key"),
    (rl.Failure(text="Ошибка: ключ API неверен"), "permanent", "api_key"),
    (rl.Failure(text="登录已过期，请重新登录"), "permanent", "auth"),
    (rl.Failure(text="Acceso denegado: su plan no incluye este modelo."), "permanent", "auth"),
    (rl.Failure(text="1日の利用上限に達しました"), "permanent", "quota"),
    (rl.Failure(text="Die tägliche Anfragelimit wurde erreicht."), "permanent", "quota"),
    (rl.Failure(text="图片大小超过 20MB 限制"), "permanent", "image"),
    (rl.Failure(text="The images in this request exceed the size limit."), "permanent", "image"),
    (
        rl.Failure(text="(Thinking complete, but the output was blocked due to safety settings.)"),
        "permanent",
        "content_filter",
    ),
    (rl.Failure(text="Sorry, the response hit the length limit."), "permanent", "other"),
    (rl.Failure(text="Verbindung unterbrochen. Bitte erneut versuchen."), "transient", None),
    (rl.Failure(text="The stream has not sent a heartbeat in 10 seconds"), "transient", None),
    (rl.Failure(text="Upstream service error"), "transient", None),
    (
        rl.Failure(text="Failed to resolve a bearer credential for the model endpoint."),
        "permanent",
        "auth",
    ),
    # a server on its way down, a gateway whose every channel failed
    (rl.Failure(text="Engine is shutting down", http_status=503), "transient", None),
    (rl.Failure(text="no more channels available for retry"), "transient", None),
    # a 501 that names the feature the server was started without
    (
        rl.Failure(
            text="This server does not support tool calls; start it with --jinja.", http_status=501
        ),
        "permanent",
        "bad_request",
    ),
    # schema validation of the request, not a prompt too long for the window
    (rl.Failure(text="[] is too short - 'messages'", http_status=400), "permanent", "bad_request"),
    (rl.Failure(text="max_tokens should be positive"), "permanent", "bad_request"),
    # a retry wrapper's own log line ("_chat_with_retry in 2.0 seconds") is no rate window
    (
        rl.Failure(
            text="Retrying _completion_with_retry in 4.0 seconds as it raised: 429 You exceeded "
            "your current quota, please check your plan and billing details.",
            http_status=429,
        ),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(
            text="429 You exceeded your current quota. Please retry in 35s.", http_status=429
        ),
        "transient",
        None,
    ),
    (
        rl.Failure(text="$20.00 daily limit has been reached.", http_status=429),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(
            text="Daily free limit reached on this model. Try again in 11h 5m", http_status=429
        ),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(text="limit hit", error_code="SPEND_LIMIT_EXCEEDED", http_status=429),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(text='{"status":"RESOURCE_EXHAUSTED","message":"QUOTA_EXHAUSTED"}'),
        "permanent",
        "quota",
    ),
    (rl.Failure(text="account concurrency limit reached", http_status=None), "transient", None),
    (
        rl.Failure(
            text="Model stream ended with an empty response.", error_type="InvalidStreamError"
        ),
        "transient",
        None,
    ),
    (
        rl.Failure(text="Model stream ended due to token limit exhaustion (MAX_TOKENS)."),
        "permanent",
        "other",
    ),
    (rl.Failure(text="TypeError: error sending request for url (https://x/)"), "transient", None),
    (rl.Failure(text="Лимит контекста исчерпан. Начните новый чат."), "context_overflow", None),
    (rl.Failure(text="Melampaui batas panjang konteks"), "context_overflow", None),
    (rl.Failure(text="Hız sınırı aşıldı, lütfen bekleyin"), "transient", None),
    (rl.Failure(text="Bitte melden Sie sich an, um fortzufahren"), "permanent", "auth"),
    (rl.Failure(text="에러: 알 수 없는 모델"), "permanent", "not_found"),
    (rl.Failure(text="La connessione si è interrotta, riprova."), "transient", None),
    (rl.Failure(text="ストリームの転送エラー"), "transient", None),
    (rl.Failure(text="今日的调用次数已达到上限"), "permanent", "quota"),
    # the narrow wordings above leave the broad ones near them alone
    (rl.Failure(text="Input exceeds the maximum allowed tokens (8192)."), "context_overflow", None),
    (
        rl.Failure(
            text="The model x-1 is unavailable for your account", error_type="invalid_request_error"
        ),
        "permanent",
        "bad_request",
    ),
    (rl.Failure(text="2 endpoints excluded: rate limited", http_status=502), "transient", None),
    (
        rl.Failure(text="Insufficient request capacity.", error_code="CapacityNotAvailableError"),
        "transient",
        None,
    ),
    (
        rl.Failure(text="Unable to make request", exception_type="ConnectionError"),
        "transient",
        None,
    ),
    (rl.Failure(text="Weekly pass used up; the limit resets in 3d."), "permanent", "quota"),
    (rl.Failure(text="Agent stopped: cost limit exceeded"), "permanent", "quota"),
    (
        rl.Failure(text="upstream connect error; TLS_error: BAD_ECC_CERT", http_status=503),
        "permanent",
        "other",
    ),
    (
        rl.Failure(text="You do not have enough quota to make this request.", http_status=429),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(
            text="429 RESOURCE_EXHAUSTED: Your prepayment credits are depleted.", http_status=429
        ),
        "permanent",
        "quota",
    ),
    (
        # a server's traceback, flattened, under its 500: the server's bug, not the caller's
        rl.Failure(
            text='Traceback (most recent call last): File "srv.py", line 8, in h KeyError: 1',
            http_status=500,
        ),
        "transient",
        None,
    ),
    (
        rl.Failure(
            text="StorageTokensPerModel limit exceeded: limit=0, requested=9", http_status=429
        ),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(text="IOException: unexpected end of stream; EOFException: not found: limit=0"),
        "transient",
        None,
    ),
    (
        rl.Failure(text="Usage credits are required for this mode.", http_status=429),
        "permanent",
        "quota",
    ),
    (rl.Failure(text="Only one completion choice is allowed"), "permanent", "bad_request"),
    (rl.Failure(text="Only one concurrent request is allowed, busy"), "transient", None),
    (
        rl.Failure(text="The operation was cancelled.", http_status=499, error_type="CANCELLED"),
        "transient",
        None,
    ),
    (rl.Failure(text="nginx: 499 client closed request"), "transient", None),
    (
        rl.Failure(text="No available models configured for current token", http_status=503),
        "permanent",
        "auth",
    ),
    (rl.Failure(text="Anthropic API 키가 필요합니다"), "permanent", "api_key"),
    (rl.Failure(text="需要提供 API Key 才能继续"), "permanent", "api_key"),
    (rl.Failure(text="안전 필터가 응답을 차단했습니다"), "permanent", "content_filter"),
    (rl.Failure(text="출력 길이 제한에 도달했습니다"), "permanent", "other"),
    (rl.Failure(text="回复长度超过限制，回答被截断"), "permanent", "other"),
]

QUEUES_CAPS_AND_REDIRECTS: list[tuple[rl.Failure, str, str | None]] = [
    # a full batch queue counts queued tokens, not the prompt's: it drains by itself
    (
        rl.Failure(
            text="Batch failed: enqueued token limit reached for gpt-4.1 in organization "
            "org-x. Limit: 90,000 enqueued tokens."
        ),
        "transient",
        None,
    ),
    (
        rl.Failure(text="The number of enqueued tokens has surpassed the limit of 50K."),
        "transient",
        None,
    ),
    (rl.Failure(text="Server busy. Your queue position is 12, please wait."), "transient", None),
    # ...and decides only where no status or code says otherwise
    (
        rl.Failure(text="Your queue position is 3. Invalid API key provided.", http_status=401),
        "permanent",
        "api_key",
    ),
    # a rate wording under a 400 whose structured code names the problem stays a bad request
    (
        rl.Failure(
            text="Your rate limit tier does not allow this model",
            http_status=400,
            error_code="unknown_parameter",
        ),
        "permanent",
        "bad_request",
    ),
    # ...unless the queue's limit is nothing at all: a quota
    (
        rl.Failure(text="Enqueued token limit reached for gpt-4o. Limit: 0 enqueued tokens."),
        "permanent",
        "quota",
    ),
    (rl.Failure(text="Too many concurrent requests for this key"), "transient", None),
    (
        rl.Failure(text="ValueError: Resource has been exhausted (e.g. check quota)."),
        "transient",
        None,
    ),
    # a quota that never resets, under a 429 or as Azure's code
    (
        rl.Failure(text='{"error": "Exceeded team lifetime quota"}', http_status=429),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(
            text="Deployment failed (Code: InsufficientQuota)", error_code="InsufficientQuota"
        ),
        "permanent",
        "quota",
    ),
    # the answer's cap, and max_tokens above the model's whole length
    (rl.Failure(text="Sorry, the response exceeded the maximum length."), "permanent", "other"),
    (
        rl.Failure(text="Answer is incomplete due to the max_tokens setting"),
        "permanent",
        "other",
    ),
    (
        rl.Failure(text="Generation stopped early: increase max tokens to get the full answer"),
        "permanent",
        "other",
    ),
    (
        rl.Failure(text="max_tokens=200000 cannot be greater than max_model_len=32768"),
        "permanent",
        "other",
    ),
    # a negative max_tokens (the context left, computed by the client) is an overflow
    (
        rl.Failure(
            text='{"loc":["body","max_tokens"],"msg":"Input should be greater than or equal '
            'to 1","input":-57}',
            http_status=422,
        ),
        "context_overflow",
        None,
    ),
    # a redirect page: the base URL is wrong, and stays wrong
    (
        rl.Failure(text="<html><head><title>308 Permanent Redirect</title></head></html>"),
        "permanent",
        "not_found",
    ),
    # a rate wording under a 400 whose only other words are the SDK's name for a 400
    (
        rl.Failure(text="openai.BadRequestError: 请求限频，请稍后重试", http_status=400),
        "transient",
        None,
    ),
    # ...but not when a code names a request problem
    (
        rl.Failure(text="unknown_parameter: 'rate_limit_tier'", http_status=400),
        "permanent",
        "bad_request",
    ),
    (rl.Failure(text="ServiceError: System instability detected."), "transient", None),
    (
        rl.Failure(text="Prompt exceeds maximum input sequence length (4096 tokens)"),
        "context_overflow",
        None,
    ),
    (
        rl.Failure(text="max_tokens=65536cannot be greater than max_model_len=4096"),
        "permanent",
        "other",
    ),
    (rl.Failure(text="Prompt was blocked. block_reason: OTHER"), "permanent", "content_filter"),
    (rl.Failure(text="The API key is wrong, please try again"), "permanent", "api_key"),
    (rl.Failure(text="Gateway: the response body was empty"), "transient", None),
    (
        rl.Failure(text="Proxy got an invalid response from the upstream server"),
        "transient",
        None,
    ),
    (
        rl.Failure(text="Too many inputs. The max number of inputs is 2048. Please contact us."),
        "permanent",
        "bad_request",
    ),
]

LOADERS_WRAPPERS_AND_SENSITIVE_INPUT: list[tuple[rl.Failure, str, str | None]] = [
    (
        rl.Failure(
            text="InvokeBadRequestError: [chat] Bad Request Error, The read operation timed out"
        ),
        "transient",
        None,
    ),
    (rl.Failure(text="BadRequestError: Read timed out. (read timeout=600)"), "transient", None),
    (
        rl.Failure(text="invalid_request_error: 'timeout' must be a positive number"),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(
            text="Invalid 'messages[4].tool_calls[0].id': string too long. Expected a string "
            "with maximum length 40, but got a string with length 64 instead.",
            http_status=400,
        ),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(
            text="Invalid 'messages[2].content': string too long. Expected a string with "
            "maximum length 1048576, but got a string with length 2000000 instead.",
            http_status=400,
        ),
        "context_overflow",
        None,
    ),
    (
        rl.Failure(text="Server error: No local weights found for adapter my-lora"),
        "permanent",
        "not_found",
    ),
    (
        rl.Failure(
            text="Request failed: Server error: the base model does not support adapter loading"
        ),
        "permanent",
        "not_found",
    ),
    (
        rl.Failure(
            text="The model org/huge-model is too large to be loaded automatically (200GB > 10GB)."
        ),
        "permanent",
        "not_found",
    ),
    (
        rl.Failure(text="Hosted inference isn't available for personal accounts", http_status=429),
        "permanent",
        "auth",
    ),
    (rl.Failure(text="input new_sensitive (1026)", http_status=500), "permanent", "content_filter"),
    (rl.Failure(text="Your account has been terminated."), "permanent", "auth"),
    (rl.Failure(text="upstream connection terminated"), "transient", None),
    (
        rl.Failure(text="Error code: 501 - {'detail': 'Not implemented: '}", http_status=501),
        "permanent",
        "bad_request",
    ),
    # Look-alikes of the wordings above that are not what they name
    (rl.Failure(text="本地模型不需要API Key，请检查网络连接"), "transient", None),
    (rl.Failure(text="APIキーが必要ありません。サーバーが混雑しています"), "transient", None),
    (rl.Failure(text="応答の長さが0です。サーバーエラー"), "transient", None),
    (rl.Failure(text="content is sensitive to whitespace; request timed out"), "transient", None),
    (
        rl.Failure(
            text="This model is temporarily not available to free accounts", http_status=429
        ),
        "transient",
        None,
    ),
    (
        rl.Failure(
            text="llama runner process has terminated: error loading model: cudaMalloc failed"
        ),
        "permanent",
        "not_found",
    ),
    (rl.Failure(text="Error: could not load model, server is busy"), "transient", None),
    (
        rl.Failure(
            text="InvokeBadRequestError: [chat] Bad Request Error, Server error: The read "
            "operation timed out"
        ),
        "transient",
        None,
    ),
    (rl.Failure(text="The model returned nothing"), "transient", None),
    (
        rl.Failure(text="ERROR Model type mamba9 not supported.", http_status=500),
        "permanent",
        "not_found",
    ),
    (
        rl.Failure(text="could not load model: rpc error: unsupported model type /models/x.bin"),
        "permanent",
        "not_found",
    ),
    (
        rl.Failure(text="llama_model_load: error loading model: unknown model architecture"),
        "permanent",
        "not_found",
    ),
    (
        rl.Failure(
            text='{"status": "RESOURCE_EXHAUSTED", "reason": "INSUFFICIENT_G2_CREDITS_BALANCE"}',
            http_status=429,
        ),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(text="API Error: 500 the image is sensitive, please check your input"),
        "permanent",
        "content_filter",
    ),
]

BODIES_SERVERS_AND_EMPTY_ANSWERS: list[tuple[rl.Failure, str, str | None]] = [
    (rl.Failure(text="413 Request Entity Too Large", http_status=413), "context_overflow", None),
    (rl.Failure(text="upload failed: HTTP 413 Payload Too Large"), "context_overflow", None),
    (
        rl.Failure(
            text='{"type":"error","error":{"type":"request_too_large",'
            '"message":"Request exceeds the maximum size"}}',
            http_status=413,
        ),
        "permanent",
        "bad_request",
    ),
    (rl.Failure(text="Could not process image", http_status=413), "permanent", "image"),
    (
        rl.Failure(text="input (3100 tokens) is too large to process. increase the batch size"),
        "context_overflow",
        None,
    ),
    (rl.Failure(text="llama_tokenize_with_model: too many tokens"), "context_overflow", None),
    (
        rl.Failure(text="Token limit (100,000 per day) exceeded.", http_status=500),
        "permanent",
        "quota",
    ),
    (rl.Failure(text='{"error": "Unauthorised"}'), "permanent", "api_key"),
    (
        rl.Failure(text='{"error":"Unexpected endpoint or method. (POST /v2/chat)"}'),
        "permanent",
        "not_found",
    ),
    (rl.Failure(text='{"detail":"server overload"}'), "transient", None),
    (rl.Failure(text='{"error": true, "message": "Failed to fetch"}'), "transient", None),
    (
        rl.Failure(text="Model stream ended with an invalid chunk or missing finish reason."),
        "transient",
        None,
    ),
    (
        rl.Failure(text="Invalid API Response: the provider returned an empty response."),
        "transient",
        None,
    ),
    (rl.Failure(text="Tokens per minute limit exceeded - too many tokens"), "transient", None),
    (rl.Failure(text="All keys are cooling down. Please wait 12s."), "transient", None),
    (
        rl.Failure(text="decode failed: the context window is full", error_code="server_error"),
        "context_overflow",
        None,
    ),
    (rl.Failure(text="Candidate finish reason: RECITATION"), "permanent", "content_filter"),
    (
        rl.Failure(text="stream disconnected: Incomplete response, reason: max_output_tokens"),
        "permanent",
        "other",
    ),
    *CAPS_NO_COMPACTION_HELPS,
    *CLOUD_CREDENTIALS_AND_PROVIDER_WORDINGS,
    *GATEWAYS_SERVERS_AND_OTHER_ENDPOINTS,
    *PLAN_LIMITS_CONCURRENCY_AND_LOCALES,
    *LOADERS_WRAPPERS_AND_SENSITIVE_INPUT,
    *QUEUES_CAPS_AND_REDIRECTS,
    (rl.Failure(text="Error: UND_ERR_SOCKET"), "transient", None),
    (rl.Failure(text="HeadersTimeoutError [UND_ERR_HEADERS_TIMEOUT]"), "transient", None),
    (rl.Failure(text="SSL handshake failed"), "transient", None),
    (
        rl.Failure(text="A server with the specified hostname could not be found."),
        "transient",
        None,
    ),
    (
        rl.Failure(
            text="The model produced invalid content. Consider modifying your prompt if you "
            "are seeing this error persistently."
        ),
        "transient",
        None,
    ),
    (rl.Failure(text="The PDF is password-protected"), "permanent", "image"),
    (rl.Failure(text='{"code": "access_terminated"}'), "permanent", "auth"),
    (rl.Failure(text="Guthaben nicht ausreichend"), "permanent", "quota"),
    (
        rl.Failure(
            text="Request would exceed rate limit. Violated duration_s: 86400", http_status=429
        ),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(
            text="Request would exceed rate limit. Violated duration_s: 60", http_status=429
        ),
        "transient",
        None,
    ),
    (
        rl.Failure(text="Jinja Exception: Unexpected message role.", http_status=500),
        "permanent",
        "bad_request",
    ),
    # (a check that names the type it was handed, as Python prints one: the caller's bug)
    (rl.Failure(text="Unknown message type <class 'ToolMessage'>"), "programming_error", None),
    (
        rl.Failure(text="Input data may containinappropriate content.", http_status=500),
        "permanent",
        "content_filter",
    ),
    (rl.Failure(text="Image resolution too large, exceeds 4096*4096"), "permanent", "image"),
    (rl.Failure(text="You haven't set an API key for this provider."), "permanent", "api_key"),
    (rl.Failure(text="The connection to the server was interrupted"), "transient", None),
    # a request problem named under a local server's or proxy's 500 fails again
    (rl.Failure(text="Failed to apply chat template", http_status=500), "permanent", "bad_request"),
    (
        rl.Failure(text="Unable to parse the request body", http_status=500),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(text="unsupported content type: input_audio", http_status=500),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(text="Value error, Input should be a valid dictionary", http_status=500),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(
            text="json: cannot unmarshal number into Go struct field "
            "ChatCompletionRequest.messages.content of type string",
            http_status=500,
        ),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(
            text="messages.2: `tool_use` ids were found without `tool_result` blocks "
            "immediately after",
            http_status=500,
        ),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(text="Tool call id was call_1 but must be a-z, A-Z, 0-9", http_status=500),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(
            text="closed (code: 1008, reason: Operation is not implemented, or supported, "
            "or enabled.)"
        ),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(text="LibsndfileError: Format not recognised.", http_status=500),
        "permanent",
        "image",
    ),
    (rl.Failure(text="Request failed, please check your network settings"), "transient", None),
    (rl.Failure(text="Gemini returned no candidates"), "transient", None),
    (
        rl.Failure(text="Gemini returned no candidates. Block reason: SAFETY"),
        "permanent",
        "content_filter",
    ),
    (rl.Failure(text="Code: 400 Error: Upstream returned 429", http_status=400), "transient", None),
    (
        rl.Failure(
            text="Failed loading model phi-4:1 Error encountered while parsing 'genai_config.json'",
            http_status=500,
        ),
        "permanent",
        "not_found",
    ),
    (
        rl.Failure(text="No available channel for model gpt-5 under group vip"),
        "permanent",
        "not_found",
    ),
    (
        rl.Failure(
            text="Length of stop ([2, 16, 2]) exceeds the limit max_model_len(2).",
            http_status=400,
        ),
        "permanent",
        "bad_request",
    ),
    (
        rl.Failure(text="-2473 is less than the minimum of 1 - 'max_tokens'"),
        "context_overflow",
        None,
    ),
    (
        rl.Failure(
            text="Invalid 'max_tokens': integer below minimum value. Expected a value >= 1, "
            "but got -15335 instead.",
            http_status=400,
        ),
        "context_overflow",
        None,
    ),
    (rl.Failure(text="Illegal header value b'Bearer '"), "permanent", "api_key"),
    (
        rl.Failure(text="429 Your account is not active, please check your billing details."),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(
            text="Too many requests: you have reached your request limit, email ops@example.com "
            "to continue using the API",
            http_status=429,
        ),
        "permanent",
        "quota",
    ),
    (
        rl.Failure(
            text="stream error: stream disconnected before completion",
            error_type="invalid_request_error",
            error_code="request_timeout",
        ),
        "transient",
        None,
    ),
    (rl.Failure(text="The model returned no assistant output after a retry."), "transient", None),
    (rl.Failure(text="AI_APICallError: Invalid JSON response"), "transient", None),
    (
        rl.Failure(text="the flex tier is at capacity. You can try again later.", http_status=498),
        "transient",
        None,
    ),
    # ... but an answer the client could not read is the server's fault
    (rl.Failure(text="failed to parse the model's response"), "transient", None),
]


@pytest.mark.parametrize(
    ("failure", "kind", "category"),
    [
        (rl.Failure(text="You’ve reached today’s chat limit."), "permanent", "quota"),
        (
            rl.Failure(text="It’s time to start a new chat. This one’s reached its length limit."),
            "context_overflow",
            None,
        ),
        (
            rl.Failure(text="Quota exceeded for quota metric 'Requests per day per user'."),
            "permanent",
            "quota",
        ),
        (
            rl.Failure(text="Too many requests in 1 hour. Try again later.", http_status=400),
            "transient",
            None,
        ),
        # ... also where the 400's reason phrase is spelled out beside the busy wording
        (
            rl.Failure(
                text='POST "https://api.openai.com/v1/responses": 400 Bad Request { "message": '
                '"Another process is currently operating on this conversation. Please retry '
                'in a few seconds.", "type": "invalid_request_error", "param": "conversation" }',
                http_status=400,
            ),
            "transient",
            None,
        ),
        (
            rl.Failure(text="400 Bad Request: 'messages' must be an array", http_status=400),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(text="Invalid 'model': too many characters", http_status=400),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(
                text="org.springframework.web.reactive.function.client."
                "WebClientRequestException: null"
            ),
            "transient",
            None,
        ),
        *CERTIFICATES_AND_LONG_WINDOWS,
        *BODIES_SERVERS_AND_EMPTY_ANSWERS,
    ],
)
def test_wordings_of_apps_and_other_languages_sdks(
    failure: rl.Failure, kind: str, category: str | None
) -> None:
    """Daily and plan limits, full chats, certificates, bodies too large, transport errors."""
    verdict = rl.classify_failure(failure)
    assert (verdict.kind, verdict.category) == (kind, category)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("当前请求内容超出了模型可处理的长度。请减少内容量并重试。", "context_overflow"),
        (
            "Der aktuelle Anfrageinhalt überschreitet die Länge, die das Modell verarbeiten kann.",
            "context_overflow",
        ),
        ("Ваша беседа превысила лимит контекста модели.", "context_overflow"),
        ("모델의 컨텍스트 크기 제한을 초과했습니다.", "context_overflow"),
        (
            "El texto en el índice 3 supera el límite máximo de tokens (9000 > 8192).",
            "context_overflow",
        ),
        ("Votre conversation dépasse la limite de contexte du modèle.", "context_overflow"),
        (
            "(Pensamiento completado, pero la salida fue truncada debido al límite de tokens.)",
            "permanent",
        ),
        ("Model token limit (4096) exceeded before any response was generated.", "permanent"),
        ("ChatGPT в данный момент перегружен запросами, повторите чуть позже.", "transient"),
        ("Rate limit exceeded: tokens per minute. Try again in 20s.", "transient"),
    ],
)
def test_translated_overflows_and_truncated_answers(text: str, kind: str) -> None:
    """Overflows in other languages are overflows; an answer cut at the cap is permanent."""
    assert rl.classify_text(text).kind == kind


@pytest.mark.parametrize(
    "text",
    [
        "input is larger than the max context size. skipping",
        "Input validation error: `inputs` must have less than 32000 characters. Given: 67337",
        "Input length of input_ids is 2084, but `max_length` is set to 2048.",
        "the current text generation call will exceed the model's predefined maximum length",
        "Length of prompt + tokens_to_generate longer than allowed",
        "max_length (2347) cannot be greater than model context_length (2176)",
        "AI21 error: Request too many tokens: 1999 + 50 > 2048",
        "agents: out of\ntoken budget, exiting.",
        "llama_decode: failed to decode, ret = 1: n_ctx exceeded",
        "Too many tokens: 140000 tokens requested but the model only supports 128000",
        "This document is too complex for a single conversion pass. (ERR_AI_CONTEXT_TOO_LONG)",
    ],
)
def test_overflow_wordings_of_servers_and_frameworks(text: str) -> None:
    """llama.cpp, TEI, transformers, Megatron, onnxruntime-genai, AI21, llama-stack overflows."""
    assert rl.classify_text(text).kind == "context_overflow"


def test_a_constructors_overload_is_no_servers_overload() -> None:
    """An SDK's advice to use another constructor overload is the caller's bug, no busy server."""
    text = "Use the constructor overload that accepts a JsonSchema object."
    assert rl.classify_text(text).kind == "programming_error"


def test_a_huge_text_is_read_at_both_ends_only() -> None:
    """Past 128 Ki characters only the first and last 64 Ki are read: causes at either end."""
    pad = "上" * 300_000
    assert rl.classify_text("Error code: 401 " + pad).rule == "text:status_401_403"
    assert rl.classify_text(pad + " Error code: 503").rule == "text:status_transient"
    assert rl.classify_text(pad + " Error code: 401 " + pad).rule != "text:status_401_403"


@pytest.mark.parametrize(
    "text",
    [
        # a server's own missing module, quoted in its answer, is the server's problem
        '{"code": 400, "type": "InternalServerException", "message": "No module named \'x\'"}',
        # an SDK's TypeError for a key that was never set is a missing key, not a bug
        'TypeError: "Could not resolve authentication method. Expected one of api_key"',
    ],
)
def test_python_words_inside_a_providers_answer_are_not_our_bug(text: str) -> None:
    """A server's own Python failure, and an SDK's missing-key TypeError, are no bug of ours."""
    assert rl.classify_text(text).kind != "programming_error"
    assert rl.classify_text(text, http_status=400 if "400" in text else None).kind == "permanent"


@pytest.mark.parametrize(
    "text",
    [
        "httpx.ConnectError: [SSL: WRONG_VERSION_NUMBER] wrong version number (_ssl.c:1000)",
        "tls: first record does not look like a TLS handshake",
        "Hostname/IP does not match certificate's altnames: Host: api.example.com.",
    ],
)
def test_tls_spoken_to_the_wrong_port_or_host_is_permanent(text: str) -> None:
    """A TLS handshake with a plain-HTTP port or a certificate of another host fails every time."""
    verdict = rl.classify_text(text)
    assert (verdict.kind, verdict.category) == ("permanent", "other")


@pytest.mark.parametrize(
    "text",
    [
        '{"error":{"message":"Selected model is at capacity. Please try a different model."}}',
        "ValidationException: System instability detected. Please retry your request.",
        "Error code: 400 - Too many requests in 1 hour. Try again later.",
    ],
)
def test_a_busy_wording_under_a_bare_400_is_retried(text: str) -> None:
    """A 400 whose only words say the server is busy or rate limiting is transient."""
    assert rl.classify_text(text, http_status=400).kind == "transient"
    assert rl.classify_text(text + " Invalid parameter: temperature", http_status=400).kind == (
        "permanent"
    )


def test_a_free_allowance_of_an_hour_is_a_rate_window() -> None:
    """'Your free limit for the hour' is a rate window that passes, not an exhausted quota."""
    text = "Free-tier limit: You've reached your free limit for the hour."
    assert rl.classify_text(text, http_status=429).kind == "transient"
    assert rl.classify_text("Free-tier limit: You've reached your free limit.").kind == (
        "permanent"
    )


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("{\"detail\": \"AttributeError: 'NoneType' object has no attribute 'get'\"}", 500),
        ("Internal Server Error\nTraceback\nNameError: name 'model' is not defined", 500),
        ("litellm.InternalServerError: AttributeError: 'NoneType' object has no attribute", None),
        (
            "httpx.ReadTimeout: timed out\nRuntimeWarning: coroutine 'aclose' was never awaited",
            None,
        ),
    ],
)
def test_a_servers_own_python_failure_is_not_our_bug(text: str, status: int | None) -> None:
    """Python words inside a server's answer, a wrapper or under a 5xx leave the retry on."""
    assert rl.classify_text(text, http_status=status).kind == "transient"


@pytest.mark.parametrize(
    "text",
    [
        "Function name 'get_weather' is overloaded; tool names must be unique",
        "tools: overloaded function names are not allowed",
    ],
)
def test_an_overloaded_name_under_a_400_is_a_request_problem(text: str) -> None:
    """'Overloaded' beside a request wording is the request's problem, not a busy server."""
    assert rl.classify_text(text, http_status=400).kind == "permanent"


def test_an_sdks_type_error_for_a_missing_key_is_a_missing_key() -> None:
    """The Anthropic SDK's TypeError for no key set is permanent/api_key, raised or as text."""
    exc = TypeError("Could not resolve authentication method. Expected one of api_key")
    verdict = rl.classify_exception(exc)
    assert (verdict.kind, verdict.category) == ("permanent", "api_key")


@pytest.mark.parametrize(
    "text",
    [
        "{'message': 'Engine is not loaded yet'}",
        '{"error":"Model my-model is not ready yet."}',
        "The endpoint is not yet deployed; it is still starting up.",
    ],
)
def test_a_model_still_starting_is_retried_even_under_a_400(text: str) -> None:
    """A model, engine or endpoint that is not ready yet will be: transient, also under a 400."""
    assert rl.classify_text(text).kind == "transient"
    assert rl.classify_text(text, http_status=400).kind == "transient"


def test_a_servers_own_failure_outranks_the_catch_all_type() -> None:
    """'The server had an error' typed invalid_request_error (no status) is a server's fault."""
    text = "The server had an error processing your request. Sorry about that!"
    assert rl.classify_text(text, error_type="invalid_request_error").kind == "transient"
    assert rl.classify_text("Invalid value for 'n'", error_type="invalid_request_error").kind == (
        "permanent"
    )


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Maximum GenerateAssistantResponse reached for this month.", "quota"),
        ("Free credits are restricted. Read how to purchase credits at the docs.", "quota"),
        ("Remote media URLs must use http or https.", "image"),
    ],
)
def test_a_months_allowance_and_a_media_url_scheme_are_permanent(text: str, category: str) -> None:
    """An allowance used up for the month, and a media URL of another scheme, fail alike again."""
    verdict = rl.classify_text(text)
    assert (verdict.kind, verdict.category) == ("permanent", category)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Invalid 'tools[1].function.description': string too long. Expected a string",
            "permanent",
        ),
        (
            "Invalid 'input[9].call_id': string too long. Expected a string with maximum",
            "permanent",
        ),
        (
            "Invalid 'messages[3].content': string too long. Expected a string with maximum",
            ("context_overflow"),
        ),
    ],
)
def test_a_field_over_its_own_limit_is_no_overflow(text: str, kind: str) -> None:
    """A tool's description or a call id over its length limit is permanent; content overflows."""
    wrapped = "litellm.ContextWindowExceededError: OpenAIException - " + text
    assert rl.classify_text(wrapped, http_status=400).kind == kind


@pytest.mark.parametrize(
    ("failure", "kind"),
    [
        # a server's NotImplementedError under a 501, whatever else it says: a missing feature
        (
            rl.Failure(
                text="NotImplementedError: Embeddings are not available for this model",
                http_status=501,
            ),
            "permanent",
        ),
        # a 403 that bans the caller for its rate is no rate limit to wait out
        (
            rl.Failure(
                text="Your IP address has been banned for repeatedly exceeding the rate limit.",
                http_status=403,
            ),
            "permanent",
        ),
        # Node's "TypeError: Cannot read properties…" starting the text, under a gateway's 500
        (
            rl.Failure(
                text="TypeError: Cannot read properties of undefined (reading 'choices')",
                http_status=500,
            ),
            "transient",
        ),
        # a Go panic inside a server process's crash report is the server's
        (
            rl.Failure(
                text="Error: llama runner process has terminated: panic: runtime error: index "
                "out of range [3] with length 3"
            ),
            "transient",
        ),
        # under a 5xx, the server's own code tripped
        (
            rl.Failure(
                text="panic: runtime error: invalid memory address or nil pointer dereference",
                http_status=502,
            ),
            "transient",
        ),
        (
            rl.Failure(
                text="Internal error: Cannot read properties of null (reading 'id')",
                http_status=502,
            ),
            "transient",
        ),
        # a server's own NotImplementedError under a 501: a feature it lacks
        (
            rl.Failure(
                text='{"object": "error", "message": "Engine does not support streaming '
                'requests", "type": "NotImplementedError", "code": 501}',
                http_status=501,
            ),
            "permanent",
        ),
        # the answer names its cause: the app tripped over a safety block
        (
            rl.Failure(
                text="Gemini API response error: TypeError: Cannot read properties of undefined "
                '(reading \'parts\'): [{"candidates":[{"finishReason":"SAFETY"}]}]'
            ),
            "permanent",
        ),
        # Python's IndexError on reading an answer Gemini blocked
        (
            rl.Failure(
                text="Traceback (most recent call last):\n    text = resp.candidates[0].text\n"
                "IndexError: list index out of range\nprompt_feedback {\n  block_reason: SAFETY\n}"
            ),
            "permanent",
        ),
        # Gemini's Python SDK printing the finish reason's enum
        (
            rl.Failure(text="Response blocked: finish_reason=<FinishReason.SAFETY: 'SAFETY'>"),
            "permanent",
        ),
        # a login word of the lists beside a key request still decides
        (rl.Failure(text="账号已被封禁，请输入您的API Key。服务器繁忙"), "permanent"),
    ],
)
def test_whose_failure_a_runtime_error_or_a_status_reports(failure: rl.Failure, kind: str) -> None:
    """A server's missing feature, a ban, a crash or a blocked answer decide over the wrapper."""
    assert rl.classify_failure(failure).kind == kind


@pytest.mark.parametrize(
    ("failure", "kind"),
    [
        # a stream that broke, an answer with nothing usable, a GPU out of memory: retried
        (rl.Failure(text="[GoogleGenerativeAI Error]: Failed to parse stream"), "transient"),
        (rl.Failure(text="Chat completion failed: no choices returned in response"), "transient"),
        (
            rl.Failure(
                text="CUDA out of memory. Tried to allocate 1.22 GiB (GPU 0; 39.59 GiB total "
                "capacity). See documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF"
            ),
            "transient",
        ),
        (
            rl.Failure(
                text="status_code=500, Stream disconnected before valid content: Stream content "
                "validation failed: received 0 chars but content is insufficient",
                http_status=500,
            ),
            "transient",
        ),
        # a stream's server_error event relayed under the relay's own 400
        (
            rl.Failure(
                text='API Error: 400 {"type":"error","error":{"type":"server_error","code":'
                '"server_error","message":"An error occurred while processing your request. '
                'You can retry your request."}}',
                http_status=400,
                error_type="server_error",
                error_code="server_error",
            ),
            "transient",
        ),
        # ... but not where the body names the request's problem under a catch-all type
        (
            rl.Failure(
                text="Error code: 400 - {'error': {'message': 'Invalid input: Expected image "
                "type to be a supported format: .jpeg, .png but got none.', 'type': "
                "'invalid_request_error', 'code': 'server_error'}}",
                http_status=400,
                error_type="invalid_request_error",
                error_code="server_error",
            ),
            "permanent",
        ),
        # Bedrock's stream: a server-side 5xx-kind code under its catch-all ValidationException
        (
            rl.Failure(
                text="InternalErrorCode=531: Request timeout", exception_type="ValidationException"
            ),
            "transient",
        ),
        # a limit on requests in flight frees up as they finish
        (rl.Failure(text="concurrency allocated quota exceeded"), "transient"),
        # a server's generic "server error" beside what in the request it cannot work with
        (
            rl.Failure(
                text="[Server Error] Invalid 'content': 'content' field must be a string or an "
                "array of objects."
            ),
            "permanent",
        ),
        (rl.Failure(text="[Server Error] Internal server error, please try again"), "transient"),
        # a KeyError as frameworks print it: the code expected a field the answer lacked
        (
            rl.Failure(text="Node LLM run failed: [openrouter] Error: 'choices'"),
            "programming_error",
        ),
        (rl.Failure(text="EXCEPTION: KeyError\n MESSAGE: 'results'"), "programming_error"),
        (
            rl.Failure(text="content = response.json()['choices'][0] KeyError: 'choices'"),
            "programming_error",
        ),
        (
            rl.Failure(
                text="Error raised by bedrock service: 'Bedrock' object has no attribute "
                "'invoke_model'"
            ),
            "programming_error",
        ),
        # Python's other errors of the calling code where a line starts with them
        (
            rl.Failure(
                text="Traceback (most recent call last):\nTypeError: unhashable type: 'dict'"
            ),
            "programming_error",
        ),
        (
            rl.Failure(text="RecursionError: maximum recursion depth exceeded while calling"),
            "programming_error",
        ),
        # a busy wording beside a weak request word under a 400 (FastChat's high traffic)
        (
            rl.Failure(
                text='{"object":"error","message":"NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE '
                "REGENERATE OR REFRESH THIS PAGE. (CUDA out of memory. See documentation for "
                'Memory Management)","code":50002}',
                http_status=400,
            ),
            "transient",
        ),
        # an SDK's TypeError for a call without a required argument; a serving pool not ready
        (rl.Failure(text="Missing required argument: 'model'"), "programming_error"),
        (rl.Failure(text="prefill pods are not ready: prefill=0, decode=0"), "transient"),
        # JavaScript's runtime errors of the calling code (the server's under a 5xx)
        (
            rl.Failure(text="TypeError: response.body.getReader is not a function"),
            "programming_error",
        ),
        (rl.Failure(text="ReferenceError: fetchEventSource is not defined"), "programming_error"),
        (rl.Failure(text="TypeError: messages is not iterable"), "programming_error"),
        (
            rl.Failure(
                text="TypeError: stream.toReadableStream is not a function", http_status=500
            ),
            "transient",
        ),
        # Java's and .NET's null dereference, a strict binding meeting a new field, asyncio's
        # timeout outside a task: the calling program's code
        (
            rl.Failure(
                text="System.NullReferenceException: 'Object reference not set to an instance "
                "of an object.'"
            ),
            "programming_error",
        ),
        (
            rl.Failure(
                text="Caused by: com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException: "
                'Unrecognized field "provider" (class com.openai.models.ChatCompletion)'
            ),
            "programming_error",
        ),
        (
            rl.Failure(
                text="litellm.APIConnectionError: Ollama_chatException - Timeout should be used "
                "inside a task"
            ),
            "programming_error",
        ),
        (
            rl.Failure(
                text="java.lang.NullPointerException at com.example.Gateway.relay", http_status=502
            ),
            "transient",
        ),
        (rl.Failure(text="LLM did not return a response. Seen with Gemini models."), "transient"),
        (
            rl.Failure(
                text="[Manifest M301] `messages` array exceeds maximum length of 1000.",
                http_status=400,
            ),
            "permanent",
        ),
        # ... but a server's own under a 5xx
        (
            rl.Failure(
                text="litellm.InternalServerError: 'NoneType' object has no attribute 'get'",
                http_status=500,
            ),
            "transient",
        ),
    ],
)
def test_wordings_of_agents_relays_and_local_servers(failure: rl.Failure, kind: str) -> None:
    """Stream breaks, relayed server errors, rate windows and printed KeyErrors get their class."""
    assert rl.classify_failure(failure).kind == kind


@pytest.mark.parametrize(
    ("failure", "kind"),
    [
        # a bug's words in a server's answer, the status spelled only in the text
        (
            rl.Failure(
                text="Error code: 500 - {'error': {'message': \"litellm.APIConnectionError: "
                "'NoneType' object has no attribute 'get'\", 'code': '500'}}"
            ),
            "transient",
        ),
        (
            rl.Failure(
                text="Azure.RequestFailedException: Service request failed.\nStatus: 500 "
                '(Internal Server Error)\n{"error":{"code":"InternalServerError","message":'
                '"Object reference not set to an instance of an object."}}'
            ),
            "transient",
        ),
        (
            rl.Failure(
                text="litellm.InternalServerError: 'NoneType' object has no attribute 'get'"
            ),
            "transient",
        ),
        # ... or a server's own exception about the request, under a 400 or 422
        (
            rl.Failure(
                text='JSON parse error: Unrecognized field "stream_options"; nested exception is '
                "com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException: Unrecognized "
                'field "stream_options"',
                http_status=400,
            ),
            "permanent",
        ),
        (rl.Failure(text="KeyError: 'messages'", http_status=422), "permanent"),
        (rl.Failure(text="Validation error: 'content'", http_status=400), "permanent"),
        # the app tripped over an answer that refused: the refusal decides
        (
            rl.Failure(
                text="{'error': {'message': 'You exceeded your current quota, please check your "
                "plan and billing details.', 'type': 'insufficient_quota'}}\nKeyError: 'choices'"
            ),
            "permanent",
        ),
        # a model switched off for now, or no provider free for now
        (
            rl.Failure(
                text="This model has been disabled due to high demand. Please try again later.",
                http_status=503,
            ),
            "transient",
        ),
        (
            rl.Failure(
                text="This model has been disabled due to high demand. Please try again later."
            ),
            "transient",
        ),
        (
            rl.Failure(
                text="No provider found for model 'gpt-4o': all providers are currently rate "
                "limited, try again later",
                http_status=429,
            ),
            "transient",
        ),
        # a server error about the answer, not about a part of the request
        (
            rl.Failure(text="Internal server error: received malformed JSON chunk from provider"),
            "transient",
        ),
        # Codex's prefix on every failed response, a request error after it
        (
            rl.Failure(
                text="stream disconnected before completion: Invalid 'input[12].name': string "
                "does not match pattern.",
                http_status=500,
            ),
            "permanent",
        ),
        # a GPU out of memory is no busy wording: a 400 still decides
        (
            rl.Failure(
                text="Error code: 400 - {'message': 'CUDA out of memory. Tried to allocate 38.00 "
                "GiB', 'type': 'BadRequestError'}",
                http_status=400,
            ),
            "permanent",
        ),
        (
            rl.Failure(text='Failed to parse stream options: invalid type: string "yes", expected'),
            "permanent",
        ),
        (
            rl.Failure(text="RuntimeError: Timeout context manager should be used inside a task"),
            "programming_error",
        ),
        # a token array over its length is the prompt's size
        (
            rl.Failure(
                text="'input_ids' array exceeds the maximum length of 8192 (got 9123 tokens)",
                http_status=400,
            ),
            "context_overflow",
        ),
        # a server_error type under a 400, whatever other code came with it
        (
            rl.Failure(
                text='API Error: 400 {"type":"error","error":{"type":"server_error","message":'
                '"server_error: An error occurred while processing your request."}}',
                http_status=400,
                error_type="server_error",
                error_code="api_error",
            ),
            "transient",
        ),
    ],
)
def test_new_wordings_yield_to_a_stronger_signal(failure: rl.Failure, kind: str) -> None:
    """A status in the text, a refused answer, a passing state or a request part decides."""
    assert rl.classify_failure(failure).kind == kind


def test_a_key_read_from_an_unset_environment_variable_is_a_missing_key() -> None:
    """A KeyError for an API key's environment variable is the key's absence, not a bug."""
    verdict = rl.classify_failure(rl.Failure(text="KeyError: 'OPENAI_API_KEY'"))
    assert (verdict.kind, verdict.category) == ("permanent", "api_key")


def test_rule_names_the_decisions_single_out_are_rules() -> None:
    """Every rule name the decisions treat apart is a rule's, so a rename cannot go unnoticed."""
    from retrylens import _decisions
    from retrylens._patterns import RULES

    names = {name for name, _, _ in RULES}
    singled_out = (
        _decisions._AUTH_RULES
        | _decisions._NAME_ERRORS
        | {key.removeprefix("rule:") for key in _decisions._YIELDING_LISTS}
        | {key.removeprefix("rule:") for key in _decisions._TRANSPORT_RULES}
        | set(_decisions._CATCH_ALL_BEATERS)
        | {"server_error", "request_part_named", "stream_gone_before_content"}
        | {"server_failure_type", "model_switched_off", "overloaded_name", "foreign_runtime_bug"}
        | {"ai_sdk_misuse"}
    )
    assert singled_out <= names, singled_out - names


@pytest.mark.parametrize(
    "text",
    [
        "thread 'main' panicked at src/client.rs:88:14:\n"
        "called `Option::unwrap()` on a `None` value",
        'called `Result::unwrap()` on an `Err` value: Error("missing field `usage`")',
        'Warning: Undefined array key "message" in /app/vendor/acme/llm/src/Reply.php on line 12',
        "Error: Call to a member function toArray() on null",
        "Reply::__construct(): Argument #1 ($text) must be of type string, null given",
        "Unhandled Exception: type 'Null' is not a subtype of type 'String' in type cast",
        "DecodingError.typeMismatch(Swift.String, Swift.DecodingError.Context(codingPath: []))",
        "** (FunctionClauseError) no function clause matching in MyApp.Llm.parse/1",
        "llm.rb:12:in `reply': undefined method `fetch' for nil (NoMethodError)",
        "TypeError: undefined is not an object (evaluating 'reply.choices[0].message')",
        'Cannot invoke "java.util.List.get(int)" because "choices" is null',
        "java.lang.ClassCastException: class java.lang.String cannot be cast to class "
        "java.util.Map",
        "java.lang.IndexOutOfBoundsException: Index 0 out of bounds for length 0",
        "java.lang.IllegalArgumentException: chatModel cannot be null",
        "System.ArgumentNullException: Value cannot be null. (Parameter 'key')\n   at "
        "System.Collections.Generic.Dictionary`2.FindValue(TKey key)",
        'Warning: Attempt to read property "choices" on null in /app/src/Reply.php on line 9',
        "Unhandled Exception: Null check operator used on a null value",
        "undefined method 'dig' for an instance of Hash (NoMethodError)",
        "KeyNotFoundException: The given key 'choices' was not present in the dictionary.",
        "java.util.NoSuchElementException: No value present",
        "panic: interface conversion: interface {} is nil, not map[string]interface {}",
        "** (KeyError) key :choices not found in: %{}",
        'keyNotFound(CodingKeys(stringValue: "choices", intValue: nil), Swift.DecodingError',
        "RuntimeError: no running event loop",
        "kotlinx.serialization.json.internal.JsonDecodingException: Unexpected JSON token at "
        "offset 0: Expected start of the object '{'",
        "System.Text.Json.JsonException: The JSON value could not be converted to System.Int32.",
        "System.ArgumentNullException: Value cannot be null. (Parameter 'messages')",
        "Microsoft.SemanticKernel.KernelException: Service of type IChatClient not registered.",
        "json: cannot unmarshal string into Go struct field ChatResponse.usage of type int",
        "read stream: bufio.Scanner: token too long",
        "ValidationError: 1 validation error for ChatAnthropic\n__root__\n  Could not import "
        "anthropic python package. Please install it with `pip install anthropic`.",
    ],
)
def test_other_languages_runtime_errors_are_the_callers_bugs(text: str) -> None:
    """Rust, PHP, Dart, Swift, Elixir, Ruby, JVM, .NET and Go runtime errors are our bugs."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == "programming_error"


@pytest.mark.parametrize(
    ("failure", "kind"),
    [
        # the same runtimes' errors as a server's answer are the server's
        (
            rl.Failure(text="called `Option::unwrap()` on a `None` value", http_status=500),
            "transient",
        ),
        (
            rl.Failure(
                text="json: cannot unmarshal number into Go struct field ChatRequest.messages",
                http_status=400,
            ),
            "permanent",
        ),
        # a client failing to read a 404's body: the 404 is the cause
        (
            rl.Failure(
                text="error, status code: 404, message: json: cannot unmarshal number into Go "
                "value of type openai.ErrorResponse"
            ),
            "permanent",
        ),
        # a missing key reported as a null argument is a missing key
        (
            rl.Failure(
                text="System.ArgumentNullException: Value cannot be null. (Parameter 'apiKey')"
            ),
            "permanent",
        ),
        (
            rl.Failure(text="java.lang.IllegalArgumentException: apiKey cannot be null or blank"),
            "permanent",
        ),
        # a program that unwrapped or bound a failed call: the failure it carries decides
        (
            rl.Failure(
                text="called `Result::unwrap()` on an `Err` value: reqwest::Error { kind: "
                'Request, source: ConnectError("tcp connect error", Os { code: 111, kind: '
                "ConnectionRefused }) }"
            ),
            "transient",
        ),
        (
            rl.Failure(
                text="thread 'tokio-runtime-worker' panicked at src/main.rs:42:10:\ncalled "
                '`Result::unwrap()` on an `Err` value: ApiError("Rate limit reached. Please '
                'try again in 2s.")'
            ),
            "transient",
        ),
        (
            rl.Failure(
                text="llama runner process has terminated: thread 'main' panicked at "
                "src/cuda.rs: CUDA_ERROR_OUT_OF_MEMORY"
            ),
            "transient",
        ),
        (
            rl.Failure(
                text="json: cannot unmarshal string into Go struct field "
                'ChatCompletionResponse.choices (body: {"error":"rate limit exceeded"})'
            ),
            "transient",
        ),
        # a page where JSON was due is no binding bug of ours
        (
            rl.Failure(
                text="System.Text.Json.JsonException: '<' is an invalid start of a value. "
                "Path: $ | LineNumber: 0"
            ),
            "permanent",
        ),
    ],
)
def test_runtime_errors_a_server_or_a_key_explains(failure: rl.Failure, kind: str) -> None:
    """A server's status, a key, or the failure a program unwrapped explains the runtime error."""
    assert rl.classify_failure(failure).kind == kind


@pytest.mark.parametrize(
    ("failure", "kind", "category"),
    [
        (
            rl.Failure(text="google.api_core.exceptions.Unknown: None Stream removed"),
            "transient",
            None,
        ),
        (
            rl.Failure(
                text="Manually set deadline 3s is too short. Minimum allowed deadline is 10s."
            ),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(
                text="[dev] Internal server error: maxOutputTokens is 100000 but the supported "
                "range is from 1 (inclusive) to 65537 (exclusive)."
            ),
            "permanent",
            "bad_request",
        ),
        (rl.Failure(text="Model unavailable due to usage limits."), "permanent", "quota"),
        (
            rl.Failure(text="Individual quota reached. Resets in 4h10m.", http_status=429),
            "permanent",
            "quota",
        ),
        (
            rl.Failure(
                text="[1313] Your account's usage does not comply with the Fair Usage Policy.",
                http_status=429,
            ),
            "permanent",
            "auth",
        ),
        (
            rl.Failure(text="<title>Service Suspended</title> This service has been suspended."),
            "permanent",
            "auth",
        ),
        (rl.Failure(text="抱歉，您的请求包含不安全内容。"), "permanent", "content_filter"),
        (
            rl.Failure(text="Die Anfrage wurde vom Sicherheitssystem blockiert."),
            "permanent",
            "content_filter",
        ),
        (rl.Failure(text="存取服務遭拒，請檢查您的 IAM 權限。"), "permanent", "auth"),
        (rl.Failure(text="La clé fournie pour OpenAI a expiré hier."), "permanent", "auth"),
        (rl.Failure(text="您输入的文本超长，请分段发送。"), "context_overflow", None),
        (rl.Failure(text="Zu viele Token in der Nachricht."), "context_overflow", None),
        (rl.Failure(text="Límite de frecuencia alcanzado, reintentando…"), "transient", None),
    ],
)
def test_wordings_of_grpc_vertex_agents_and_apps_locales(
    failure: rl.Failure, kind: str, category: str | None
) -> None:
    """Stream removal, Vertex's ranges, agents' usage caps and apps' locale words decide."""
    verdict = rl.classify_failure(failure)
    assert (verdict.kind, verdict.category) == (kind, category)


@pytest.mark.parametrize(
    "text",
    [
        "Task exception was never retrieved\nexception=RuntimeError('Event loop is closed')",
        "RuntimeError: asyncio.run() cannot be called from a running event loop",
        "RuntimeError: This event loop is already running",
        "Error in step 'call_llm': cannot access local variable 'reply' where it is not "
        "associated with a value",
        "UnboundLocalError: local variable 'result' referenced before assignment",
        "langgraph.errors.GraphRecursionError: Recursion limit of 25 reached without hitting a "
        "stop condition.",
        "agents.exceptions.UserError: Tool names must be unique, got 'search' twice",
        "haystack.core.errors.PipelineConnectError: Cannot connect 'builder' with 'llm'",
        "WorkflowRuntimeError: Error in step 'run_agent_step': the JSON object must be str, "
        "bytes or bytearray, not NoneType",
        'PluginInvokeError: {"args":{},"error_type":"KeyError","message":"\'choices\'"}',
        '{"message": "json: cannot unmarshal string into Go struct field Error.Response.Error.'
        'Code of type int", "success": false}',
    ],
)
def test_asyncio_misuse_and_frameworks_words_for_misuse_are_bugs(text: str) -> None:
    """Asyncio run the wrong way, a local read too early, a looping graph are our bugs."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == "programming_error"


@pytest.mark.parametrize(
    ("failure", "category"),
    [
        (
            rl.Failure(
                text="Too many inputs in request, split into more batches.", http_status=400
            ),
            "bad_request",
        ),
        (
            rl.Failure(
                text='{"error_code": "audio_too_large", "message": "audio duration 400000 ms '
                'exceeds limit 120000 ms"}',
                http_status=413,
            ),
            "bad_request",
        ),
    ],
)
def test_a_count_of_inputs_or_a_recordings_length_is_no_overflow(
    failure: rl.Failure, category: str
) -> None:
    """Too many inputs in a batch and a recording too long are request problems, not the context."""
    verdict = rl.classify_failure(failure)
    assert (verdict.kind, verdict.category) == ("permanent", category)


def test_a_relays_total_quota_for_a_key_is_a_quota_and_shed_load_is_retried() -> None:
    """A key's total quota exhausted stops under a 429; a load balancer shedding load retries."""
    quota = rl.classify_failure(
        rl.Failure(text="total token quota (2000000) exhausted for this API key", http_status=429)
    )
    assert (quota.kind, quota.category) == ("permanent", "quota")
    shed = rl.classify_failure(rl.Failure(text="dropping request due to limited backend resources"))
    assert shed.kind == "transient"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("You have reached your request limit for the minute.", "transient"),
        ("Call failed (billing or quota limit). Please retry your request.", "permanent"),
        ("The model unexpectedly did not return a response. Please report a bug.", "transient"),
    ],
)
def test_an_hours_request_limit_a_billing_limit_and_a_missing_answer(text: str, kind: str) -> None:
    """An hourly request limit waits, a billing limit stops, a missing answer is retried."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == kind


def test_a_schema_too_long_is_a_request_problem_and_a_stopped_server_is_retried() -> None:
    """A tool's schema over its size limit is no overflow; a local server not running waits."""
    schema = rl.classify_failure(rl.Failure(text="tools.2.input_schema: JSON schema is too large"))
    assert (schema.kind, schema.category) == ("permanent", "bad_request")
    stopped = rl.classify_failure(rl.Failure(text="local server is not running on port 8080"))
    assert stopped.kind == "transient"


@pytest.mark.parametrize(
    ("failure", "kind"),
    [
        (
            rl.Failure(
                text="Rate limited due to usage limits. Please try again in 30 seconds.",
                http_status=429,
            ),
            "transient",
        ),
        (rl.Failure(text="Zu viele Token pro Minute. Bitte warte.", http_status=429), "transient"),
        (
            rl.Failure(
                text="This service has been suspended temporarily due to high load.",
                http_status=503,
            ),
            "transient",
        ),
        (rl.Failure(text="Tool call stream removed from the response: malformed"), "permanent"),
        (rl.Failure(text="The server is not running model 'llama3'; pull it first"), "permanent"),
        (rl.Failure(text="Call failed (billing or quota limits). Please retry."), "permanent"),
        (
            rl.Failure(text="total quota (1,000,000 tokens) exhausted for key", http_status=429),
            "permanent",
        ),
    ],
)
def test_the_new_wordings_stay_within_their_meaning(failure: rl.Failure, kind: str) -> None:
    """A usage cap, a German token count, a suspension or a removed stream read narrowly."""
    assert rl.classify_failure(failure).kind == kind


def test_a_lone_surrogate_in_a_body_is_read_around() -> None:
    """A body cut inside an emoji's surrogate pair is classified, not an encoding error."""
    text = "Rate limit exceeded \ud83d please retry"
    assert rl.classify_failure(rl.Failure(text=text)).kind == "transient"
    assert rl.classify_failure(rl.Failure(text="\udc00" * 3)).kind == "unknown"


@pytest.mark.parametrize(
    ("plain", "kind", "category"),
    [
        (
            '{"error": {"message": "余额不足，请充值后再试", "type": "one_api_error"}}',
            "permanent",
            "quota",
        ),
        ('{"error": {"message": "当前模型负载过高，请稍后重试"}}', "transient", None),
        ('{"detail": "Превышен лимит контекста модели"}', "context_overflow", None),
    ],
)
def test_an_ascii_escaped_body_reads_as_its_words(
    plain: str, kind: str, category: str | None
) -> None:
    """A body whose letters come JSON-escaped, logged once or nested twice, keeps its verdict."""
    once = json.dumps(json.loads(plain))
    twice = json.dumps({"error": {"message": once}})
    for text in (plain, once, twice):
        got = rl.classify_failure(rl.Failure(text=text))
        assert (got.kind, got.category) == (kind, category), text


@pytest.mark.parametrize(
    ("failure", "kind", "category"),
    [
        (
            rl.Failure(text="AI_InvalidPromptError: Invalid prompt: messages must not be empty"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="AI_UnsupportedModelVersionError: Unsupported model version v1 for "
                'provider "x"'
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text='{"error":"Rate limited","reasons":["exceeded-quota"]}', http_status=429
            ),
            "permanent",
            "quota",
        ),
        (
            rl.Failure(
                text="The request exceeded the maximum allowed size (HTTP 413): raise nginx's "
                "client_max_body_size"
            ),
            "permanent",
            "bad_request",
        ),
        (rl.Failure(text="Deine kostenlosen Anfragen sind aufgebraucht."), "permanent", "quota"),
        (rl.Failure(text="PDF が大きすぎます。"), "permanent", "bad_request"),
        (rl.Failure(text="API error: the backend is currently unreachable."), "transient", None),
    ],
)
def test_js_sdk_misuse_quota_reasons_body_size_and_backends_down(
    failure: rl.Failure, kind: str, category: str | None
) -> None:
    """The AI SDK's misuse errors, a quota reason, a body's byte limit and a backend down decide."""
    verdict = rl.classify_failure(failure)
    assert (verdict.kind, verdict.category) == (kind, category)


def test_a_caught_keyerrors_repr_is_a_bug_and_a_byte_cap_is_no_overflow() -> None:
    """An app's "KeyError('content')" is our bug; "Max 20MB allowed" under a 413 is the request."""
    bug = rl.classify_failure(
        rl.Failure(text="Problem talking to the backend: KeyError('content')")
    )
    assert bug.kind == "programming_error"
    cap = rl.classify_failure(
        rl.Failure(text="413 Request body too large. Max 20MB allowed.", http_status=413)
    )
    assert (cap.kind, cap.category) == ("permanent", "bad_request")


@pytest.mark.parametrize(
    ("text", "kind", "category"),
    [
        (
            "ResponseValidationError: The model response was blocked due to SAFETY.",
            "permanent",
            "content_filter",
        ),
        ("Forbindelsesfejl, prøv igen senere", "transient", None),
        ("Dette er en tilkoblingsfeil", "transient", None),
        ("यह मॉडल उपलब्ध मॉडल सूची में नहीं है", "permanent", "not_found"),
        ("Nejprve nastavte svůj klíč API", "permanent", "api_key"),
    ],
)
def test_a_blocked_vertex_answer_and_danish_hindi_czech_words(
    text: str, kind: str, category: str | None
) -> None:
    """Vertex's blocked response, Danish and Norwegian connection errors, Hindi and Czech words."""
    verdict = rl.classify_failure(rl.Failure(text=text))
    assert (verdict.kind, verdict.category) == (kind, category)


@pytest.mark.parametrize(
    "text",
    [
        "getaddrinfo ENOTFOUND api.openai.com",
        "getaddrinfo EAI_AGAIN api.anthropic.com",
        "httpx.ConnectError: Failed to resolve 'api.nonesuch-llm.com'",
    ],
)
def test_a_host_name_that_fails_to_resolve_stays_a_network_fault(text: str) -> None:
    """Only a host spelled from an unset setting ("undefined", "null", "None") is permanent."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == "transient"


def test_a_go_client_binding_a_rate_limit_body_is_the_rate_limit() -> None:
    """A Go binding error of an error body beside the failure it carried: that failure decides."""
    text = (
        "json: cannot unmarshal number into Go struct field Error.error.code of type string; "
        "body: 429 Too Many Requests: rate limit exceeded"
    )
    assert rl.classify_failure(rl.Failure(text=text)).kind == "transient"


@pytest.mark.parametrize(
    ("failure", "kind"),
    [
        (
            rl.Failure(
                text='{"type":"error","error":{"type":"invalid_request_error","message":'
                '"Request size exceeds model context\n     window"}}',
                http_status=413,
            ),
            "context_overflow",
        ),
        (
            rl.Failure(
                text='{"detail":"Unsupported parameter: max_output_tokens"}event: '
                'response.failed data: {"error":{"code":"upstream_error","message":'
                '"Upstream request failed"}}'
            ),
            "permanent",
        ),
        (rl.Failure(text="Upstream request failed"), "transient"),
        (
            rl.Failure(
                text="The selected model declined to respond to this request and returned "
                "no content."
            ),
            "permanent",
        ),
        (rl.Failure(text="model refused to respond: safety"), "permanent"),
        (
            rl.Failure(text="exhausted API quota for AI provider openai", http_status=429),
            "permanent",
        ),
        (
            rl.Failure(
                text="You have exhausted the quota for requests per minute.", http_status=429
            ),
            "transient",
        ),
        (
            rl.Failure(text="InvokeError(\"'NoneType' object has no attribute 'get'\")"),
            "programming_error",
        ),
        (rl.Failure(text="completions stream: unexpected status code 429"), "transient"),
    ],
)
def test_a_wrapped_line_a_relayed_request_problem_a_refusal_and_a_caught_repr(
    failure: rl.Failure, kind: str
) -> None:
    """A broken "context window", a request wording beside a relay's failure, an app's refusal."""
    assert rl.classify_failure(failure).kind == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Check you have credits available on your OpenAI account. If you have sufficient "
            "credits, please try again later.",
            "permanent",
        ),
        ("The conversation history has overflowed.", "context_overflow"),
        ("The context window has overflowed", "context_overflow"),
        ("Worker busy (59s left vs. 60s requested). Please retry in 0:00:56", "transient"),
        (
            'Traceback (most recent call last): File "/app/app.py", line 39, in <module> '
            "NameError: name 'InferenceClientModel' is not defined",
            "programming_error",
        ),
    ],
)
def test_a_credits_popup_an_overflowed_history_a_short_clock_wait_and_a_flat_nameerror(
    text: str, kind: str
) -> None:
    """An app's credits popup, Amazon Q's overflow words, a wait under an hour, a NameError."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == kind


@pytest.mark.parametrize(
    ("failure", "kind"),
    [
        (rl.Failure(text="Error: :`CohereAPIError: too many tokens:`"), "context_overflow"),
        (
            rl.Failure(
                text="OpenAI request failure: Too much text for a request!", http_status=400
            ),
            "context_overflow",
        ),
        (
            rl.Failure(text="Llama.cpp failed decoding: Decode Error 1: NoKvCacheSlot"),
            "context_overflow",
        ),
        (rl.Failure(text="5-hour usage cap reached. ...", http_status=429), "permanent"),
        (
            rl.Failure(
                text="Connection was refused. This likely means that there is no server running "
                "at the specified URL."
            ),
            "transient",
        ),
        (
            rl.Failure(text="The provider returned an HTML error page instead of an API response."),
            "transient",
        ),
        (
            rl.Failure(
                text="chat-app-1  |     raise AttributeError(\n"
                "chat-app-1  | AttributeError: Unknown field for Candidate: finish_message"
            ),
            "programming_error",
        ),
        (
            rl.Failure(
                text="[ERROR] : request failed: AttributeError 'NoneType' object has no "
                "attribute 'choices'"
            ),
            "programming_error",
        ),
        (
            rl.Failure(
                text="Bad response code, expected 200: {'status_code': 400, 'headers': "
                "{':exception-type': 'internalServerException', ':message-type': 'exception'}, "
                "'body': b'{\"message\":\"The system encountered an unexpected error during "
                "processing. Try your request again.\"}'}",
                http_status=400,
            ),
            "transient",
        ),
        (
            # a model server's own "InternalServerException" type inside a 400 it relays: the
            # status decides, the type is no event-stream frame
            rl.Failure(
                text='Received client error (400) from primary with message "{"code": 400, '
                '"type": "InternalServerException", "message": "No module named flash_attn"}"',
                http_status=400,
                error_type="InternalServerException",
            ),
            "permanent",
        ),
        (
            rl.Failure(
                text="Error code: 400 - {'error': {'message': 'Timeout while downloading "
                "20250503_162129.jpg.', 'type': 'invalid_request_error', 'code': "
                "'invalid_image_url'}}",
                http_status=400,
                error_code="invalid_image_url",
            ),
            "transient",
        ),
        (
            rl.Failure(
                text='Provider continuum returned status 413 Payload Too Large: {"error":'
                '{"message":"request body too large (max 25MB)"}}',
                http_status=413,
            ),
            "permanent",
        ),
        (
            rl.Failure(
                text="unexpected status 413 Payload Too Large: response.create is too large for "
                "upstream websocket (18915698 bytes > 15728640 bytes).",
                http_status=413,
            ),
            "permanent",
        ),
        (
            rl.Failure(text="Ответ прерван, проверьте стабильность сети или повторите попытку"),
            "transient",
        ),
        (
            rl.Failure(text="Εξαντλήθηκε το όριο λογαριασμού, φορτίστε ή αλλάξτε πάροχο"),
            "permanent",
        ),
        (rl.Failure(text="(החשיבה הושלמה, אך הפלט נחסם בגלל הגדרות בטיחות.)"), "permanent"),
        (rl.Failure(text="Hai esaurito le risposte AI gratuite."), "permanent"),
        (
            rl.Failure(
                text="Das angeforderte Modell (llama3) ist in deinem Ollama nicht verfügbar."
            ),
            "permanent",
        ),
    ],
)
def test_plugin_rewordings_stream_frames_fetch_timeouts_and_byte_limits(
    failure: rl.Failure, kind: str
) -> None:
    """Plugins' rewordings, Bedrock's stream frames under a 400, fetch timeouts, byte limits."""
    assert rl.classify_failure(failure).kind == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("O modelo selecionado está indisponível", "permanent"),
        ("O modelo selecionado está temporariamente indisponível", "transient"),
        ("Nessun host selezionato, apri le impostazioni per farlo", "permanent"),
        ("ベース URL が見つかりません。指定してから再試行してください。", "permanent"),
        ("No host configured. Open the settings and try again.", "permanent"),
        ("Base URL is not set for this provider; please try again after setting it", "permanent"),
    ],
)
def test_an_unavailable_model_and_an_unset_server_address_in_apps_words(
    text: str, kind: str
) -> None:
    """An app's "selected model is unavailable" and its "no host / base URL set" fail fast."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Too many request from this IP in 1 hour", "transient"),
        ("No address associated with hostname", "transient"),
        ("Software caused connection abort", "transient"),
        ("Cascade planner stalled — no output after 30s", "transient"),
        ("Exceeded number of messages before login", "permanent"),
        ("These images are too large to upload safely on this provider.", "permanent"),
        ("code: 336003, msg: field system too long", "permanent"),
        ("Recording too long or too large", "permanent"),
        (
            'Error { code: "ValidationException", message: "Improperly formed request." }',
            "permanent",
        ),
        ("API回复中找不到内容。很可能是Token计数达到上限了。请重置对话。", "context_overflow"),
        ("Слишком длинный запрос: 121692 токенов входа при пределе 46112", "context_overflow"),
        (
            'Error: JSONDeserialize(Error("missing field `prompt_tokens_details`", line: 18))',
            "programming_error",
        ),
        ("error decoding response body: missing field `usage` at line 1545", "programming_error"),
        # a body cut off mid-read is no struct of the caller's
        ("error decoding response body", "transient"),
        ("Missing value for input variable `return a+b`", "programming_error"),
        (
            'Error: Prompt must have an input variable named "agent_scratchpad".',
            "programming_error",
        ),
    ],
)
def test_app_and_client_wordings_of_rate_windows_logins_size_limits_and_client_bugs(
    text: str, kind: str
) -> None:
    """An IP's hourly cap, a stalled agent, a login wall, a field's limit, a client's structs."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == kind


@pytest.mark.parametrize(
    "text",
    [
        "<html>\n<head><title>413 Request Entity Too Large</title></head>\n<body>\n<center><h1>"
        "413 Request Entity Too Large</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>",
        '[error] Request Failed: 413 {"statusCode":413,"message":"request entity too large"}',
    ],
)
def test_a_bare_413_page_is_a_body_a_compaction_shrinks(text: str) -> None:
    """A proxy's 413 that names nothing in the body is an overflow, not a size limit of a file."""
    assert rl.classify_failure(rl.Failure(text=text, http_status=413)).kind == "context_overflow"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("错误：出现验证码，请到星火网页端发送一次消息再试。", "permanent"),
        ("Captcha required: open the web page and solve it, then try again.", "permanent"),
        ("[bot]err:API调用额度超额，请联系作者，或等待修复", "permanent"),
        ("OpenHands kredileriniz tükendi", "permanent"),
        ("Агента обмежено кількістю запитів", "transient"),
        ("Sorry, you have reached chat turns limit in this conversation.", "context_overflow"),
        ("Instructions are too long. Expected at most 1,000,000 characters.", "permanent"),
        ("Request is not set. Please call reset() first.", "programming_error"),
    ],
)
def test_bots_and_platforms_words_for_captchas_spent_credits_turn_limits_and_misuse(
    text: str, kind: str
) -> None:
    """A captcha, spent credits, a rate cap, a turn limit, a character cap, a missed set-up."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "ValidationError: 1 validation error for Agent\ntools.0\n  Input should be a valid "
            "dictionary or instance of BaseTool [type=model_type, input_value=DuckDuckGoSearchRun("
            "api_w...d='api', source='text')), input_type=DuckDuckGoSearchRun]",
            "programming_error",
        ),
        (
            "WorkflowRuntimeError: Error in step 'run_agent_step': 1 validation error for "
            "AgentStream",
            "programming_error",
        ),
        # a root validator checking an integration's settings: the settings' fault
        (
            "pydantic.error_wrappers.ValidationError: 1 validation error for OpenAIChat\n__root__\n"
            "  Did not find openai_api_key, please add an environment variable `OPENAI_API_KEY`",
            "permanent",
        ),
        # the same report sent back by a server: its answer to the request
        (
            "Error code: 400 - {'object': 'error', 'message': '1 validation error for "
            "ChatCompletionRequest\\nmessages\\n  Field required'}",
            "permanent",
        ),
        (
            '{"error":{"code":"resource_exhausted","details":{"title":"High Load","detail":"We\'re '
            "experiencing high demand for Claude 3.7 Sonnet right now. Please upgrade to Pro, "
            'switch to the auto-select model, or try again in a few moments."}}}',
            "transient",
        ),
        # the report beside another cause's wording names that cause
        (
            "Error invoking the LLM: 1 validation error for ChatBedrockConverse\n  Value error, "
            "Could not load credentials to authenticate with AWS client.",
            "permanent",
        ),
        ("Free plan limit hit. Upgrade to Pro to continue.", "permanent"),
        ("Gemini Live session context exhausted (1007)", "context_overflow"),
        ("Ваша лицензия истекла. Пожалуйста, проверьте вашу подписку.", "permanent"),
        ("Your license has expired. Renew it to keep chatting.", "permanent"),
        (
            "You have reached the maximum number of conversations. Delete some to continue.",
            "permanent",
        ),
        ("[Assistant refused to respond. Please modify your request and try again.]", "permanent"),
    ],
)
def test_framework_objects_upsells_beside_busy_servers_and_apps_limits(
    text: str, kind: str
) -> None:
    """Pydantic on the program's objects, an upsell beside high demand, apps' caps and refusals."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Limite di velocità API Cerebras superato. Attendi prima di fare un'altra richiesta.",
            "transient",
        ),
        ("Context length validation failed: input exceeds the window", "context_overflow"),
        ("В диалоге закончилось место. Начните новый чат.", "context_overflow"),
        ("У розмові закінчилося місце. Почніть новий чат.", "context_overflow"),
        ("Veuillez d'abord saisir la clé OpenAI", "permanent"),
        (
            "Error: 429 You exceeded your current quota\nLímite: 0 generaciones por minuto",
            "permanent",
        ),
    ],
)
def test_mobile_and_desktop_apps_words_for_rate_caps_full_chats_and_missing_keys(
    text: str, kind: str
) -> None:
    """Apps' words: an Italian rate cap, a chat out of room, a key never entered, a zero quota."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == kind


@pytest.mark.parametrize(
    "text",
    [
        "El tamaño del archivo supera el límite de 50MB. Por favor, reduce el tamaño del archivo.",
        "计费状态未知，请确认是否已在控制台开通服务。",
    ],
)
def test_a_file_over_an_apps_size_limit_and_a_service_never_enabled_fail_fast(text: str) -> None:
    """A file over an app's size limit (Spanish) and a cloud service never enabled (Chinese)."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == "permanent"


def test_a_python_exception_behind_a_log_pipe_is_a_bug_and_a_bare_pipe_is_nothing() -> None:
    """Behind a container's "name-1  | " prefix AttributeError is a bug; a pipe alone is not."""
    text = "web-1  | AttributeError: 'NoneType' object has no attribute 'choices'"
    assert rl.classify_failure(rl.Failure(text=text)).kind == "programming_error"
    assert rl.classify_failure(rl.Failure(text="web-1  | ready")).kind != "programming_error"


@pytest.mark.parametrize(
    ("failure", "kind", "rule"),
    [
        (
            rl.Failure(
                text="Failed to load last used model.\n\nError loading model.\n\n(Exit code: 6). "
                "Please check settings and try loading the model again."
            ),
            "permanent",
            "text:model_load_failed",
        ),
        (
            rl.Failure(
                text="llama runner process has terminated: error loading model: unable to "
                "allocate CUDA0 buffer",
                http_status=500,
            ),
            "permanent",
            "text:model_load_failed",
        ),
        (
            rl.Failure(text='error="timed out waiting for llama runner to start"'),
            "transient",
            "text:timeout",
        ),
        (
            rl.Failure(text="Failed to load models: access denied by Copilot policy"),
            "permanent",
            "text:permission_denied",
        ),
    ],
)
def test_a_model_that_failed_to_load_fails_again_but_a_slow_start_is_retried(
    failure: rl.Failure, kind: str, rule: str
) -> None:
    """A loader's "error loading model" is permanent, under a 500 too; a slow start is retried."""
    verdict = rl.classify_failure(failure)
    assert (verdict.kind, verdict.rule) == (kind, rule)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("LLama.Exceptions.LLamaDecodeError: llama_decode failed: 'NoKvSlot'", "context_overflow"),
        (
            "decode: failed to find KV cache slot for ubatch of size 454\n"
            "llama_decode: failed to decode, ret = 1",
            "context_overflow",
        ),
        (
            "std::runtime_error: [METAL] Command buffer execution failed: Insufficient Memory "
            "(00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)",
            "transient",
        ),
        (
            '{"error":{"type":"model_cooldown","message":"all credentials are cooling down",'
            '"retryable":true,"retry_after_ms":1500}}',
            "transient",
        ),
        ("All credentials for model gpt-5 are cooling down via provider codex", "transient"),
        (
            "n_kv_req > n_ctx, the required kv cache size is not big enough\n"
            "either reduce max_new_tokens or increase n_ctx",
            "context_overflow",
        ),
        (
            "Total required page size for request 9000 + 0 + 2048 * 2 is greater than "
            "cache_size 8192",
            "context_overflow",
        ),
        ("Could not include notes due to context limits.", "context_overflow"),
        (
            "ERROR    | chatchat.webui_pages.utils:to_json:233 - AttributeError: API未能返回正确的"
            "JSON。'NoneType' object has no attribute 'json'",
            "programming_error",
        ),
    ],
)
def test_local_runtimes_kv_cache_gpu_memory_relay_cooldowns_and_logged_bugs(
    text: str, kind: str
) -> None:
    """KV caches with no room overflow; Metal OOM and cooling keys pass; a logged bug is ours."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == kind


def test_a_provider_500_naming_an_attribute_error_is_not_the_callers_bug() -> None:
    """A 500's "AttributeError: …" after no logger prefix is the server's bug, not the caller's."""
    text = "Error code: 500 - AttributeError: 'NoneType' object has no attribute 'get'"
    verdict = rl.classify_failure(rl.Failure(text=text, http_status=500))
    assert verdict.kind != "programming_error"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Your session hit the maximum duration of 60 minutes.", "transient"),
        ("The File files/abc is not in an ACTIVE state and usage is not allowed", "transient"),
        (
            "org.springframework.ai.retry.TransientAiException: Image generation still pending",
            "transient",
        ),
        (
            "org.springframework.ai.retry.NonTransientAiException: 400 - invalid model",
            "permanent",
        ),
        ("Trying to acquire 1 unit; currently 1500 units in use; maximum of 1500", "transient"),
        ("**ERROR**: Empty response from reasoning model", "transient"),
        ('"Unable to contact server. StatusCode: 1006, undefined Reason: undefined', "transient"),
        ("Input audio too long: 49.20s (maximum: 30s)", "permanent"),
        (
            "Connection was closed by the remote host. Error code: 1007. Error details: "
            "Websocket message size cannot exceed 65536 bytes",
            "permanent",
        ),
        ("ConnectionClosedError: sent 1009 (message too big)", "permanent"),
        ("input_file.file_url exceeds the 10485760 byte limit.", "permanent"),
        ("Streaming is not available for the connected LLM Provider", "permanent"),
    ],
)
def test_speech_realtime_and_files_endpoints_words_for_waits_limits_and_sizes(
    text: str, kind: str
) -> None:
    """Sessions over their length, files still processing, units in use; audio and socket sizes."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == kind


@pytest.mark.parametrize(
    "text",
    [
        "client.audio.transcriptions.create takes one positional argument but 3 were given",
        "TypeError: chat() takes from 2 to 3 positional arguments but 4 were given",
        "Value cannot be null. (Parameter 'content')\n   at OpenAI.Argument.AssertNotNull[T]",
        "Already connected, use .disconnect() first",
    ],
)
def test_wrong_arguments_a_null_argument_and_a_client_used_out_of_order_are_bugs(
    text: str,
) -> None:
    """Python's wrong argument count, .NET's null argument, a client not disconnected first."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == "programming_error"


def test_a_translated_rate_limit_under_a_bare_400_is_transient_like_its_english() -> None:
    """Korean "too many requests, too fast" under a bare 400 is retried, as "Too many requests"."""
    text = "너무 많은 요청을 너무 빠르게 보내서 오류가 발생했습니다."
    assert rl.classify_failure(rl.Failure(text=text, http_status=400)).kind == "transient"
    english = rl.classify_failure(rl.Failure(text="Too many requests", http_status=400))
    assert english.kind == "transient"


@pytest.mark.parametrize(
    ("text", "kind", "category", "rule"),
    [
        ("Candidate stopped due to RECITATION", "permanent", "content_filter", "content_policy"),
        ("Sorry, the answer got filtered.", "permanent", "content_filter", "content_policy"),
        ('{"error": "refresh_token_expired"}', "permanent", "auth", "token_expired"),
        ("refresh_token_revoked: sign in again", "permanent", "auth", "token_expired"),
        ("Error: max prompt size exceeded (8192)", "context_overflow", None, "prompt_size"),
        ("No GPU is available right now, queued", "transient", None, "unavailable"),
    ],
)
def test_recitation_stops_refresh_token_codes_prompt_sizes_and_busy_gpu_pools(
    text: str, kind: str, category: str | None, rule: str
) -> None:
    """A stop for recitation, OAuth refresh-token codes, a prompt's size, no free GPU: by rule."""
    verdict = rl.classify_failure(rl.Failure(text=text))
    assert (verdict.kind, verdict.category, verdict.rule) == (kind, category, f"text:{rule}")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("messages must be a list of Message or dict-like objects", "programming_error"),
        ("tools must only contain Langchain::Tool instance(s)", "programming_error"),
        ("messages must be an array of CoreMessage or UIMessage", "programming_error"),
        ("content must be a list of TextContent", "programming_error"),
        ("`transport#call` must return an Acme::Http::Response", "programming_error"),
        ("Missing required arguments; Expected either ('model' and 'prompt')", "programming_error"),
        # arguments or settings that exclude each other are the request's problem
        ("Don't provide api_key if you provide client", "permanent"),
        ("Cannot provide both apiKey and openAIClient", "permanent"),
        # a server names JSON's types, not the caller's classes
        (
            "Invalid type for 'messages': expected an array of objects, but got a string instead.",
            "permanent",
        ),
        ("'messages' must be an array", "permanent"),
        # ... but a kind of value named with nothing else beside it (no status, no code, no
        # server's words, no field in quotes) is mostly an SDK's check of its caller's value
        ("content must be a list of content parts or a string", "programming_error"),
        # a builder's unset field, a local schema check, the caller's language's types
        ("`model` is required, but was not set", "programming_error"),
        ("Local validation failed for JSON schema derived from class Foo", "programming_error"),
        ("prompt field must be a String or List<String>", "programming_error"),
        ("Tool calls must be an array of hashes", "programming_error"),
        ("max_tokens argument is required", "programming_error"),
        ("Batch requires 'role_arn' to be passed as a keyword argument.", "programming_error"),
        (
            "Cannot iterate over a consumed stream, use `.tee()` to split the stream.",
            "programming_error",
        ),
        (
            "Tools are not supported in model.complete(). Use model.respond() for tool use.",
            "programming_error",
        ),
        (
            "This client is deprecated starting v1.0.0, pin your version to 0.4.2.",
            "programming_error",
        ),
        # a shortcut of the SDK's response read on an answer of another shape
        (
            "The `response.text` quick accessor only works for simple (single-`Part`) text "
            "responses. This response is not simple text.",
            "programming_error",
        ),
        # .NET's JSON reader that meets a body of another shape than the SDK's classes
        (
            "Message=The requested operation requires an element of type 'String', but the "
            "target element has type 'Number'.",
            "programming_error",
        ),
        # ... a server's own words for a setting it refuses are the request's problem
        ("'tools' and 'functions' are mutually exclusive", "permanent"),
        # ... and so are a client's settings that exclude each other (the settings' fault)
        (
            "ValueError: Project/location and API key are mutually exclusive in the client "
            "initializer.",
            "permanent",
        ),
        ("baseUrl and dataResidency are mutually exclusive", "permanent"),
        ("max_tokens is required", "permanent"),
        (
            "Invalid 'messages': array too long. Expected an array with maximum length 2048",
            "permanent",
        ),
    ],
)
def test_an_sdks_check_of_the_callers_argument_types_is_a_bug(text: str, kind: str) -> None:
    """A list of the SDK's classes, a hook's return type, exclusive arguments: the caller's bug."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == kind


@pytest.mark.parametrize(
    ("failure", "kind", "category"),
    [
        # -- settings that exclude each other, a day's allowance, a Rust SDK's advice
        # a Rust SDK's advice to call another method: the caller's bug
        (
            rl.Failure(text="invalid args: When stream is true, use Chat::create_stream"),
            "programming_error",
            None,
        ),
        # settings that exclude each other, in more words: the request's problem
        (
            rl.Failure(text="Cannot provide both apiKey and openAIClient"),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(
                text="fail, only_need_search_results and streaming can't be True at the same time"
            ),
            "permanent",
            "bad_request",
        ),
        # an app's allowance of a day, though it comes as a 429 that says "try again later"
        (
            rl.Failure(
                text="You have exceeded your maximum number of messages for the day. Please try "
                "again later.",
                http_status=429,
            ),
            "permanent",
            "quota",
        ),
        (rl.Failure(text="Too many requests for the model, try again"), "transient", None),
        (rl.Failure(text="您的账号已经被禁用，如果疑问，请联系管理员！"), "permanent", "auth"),
        (rl.Failure(text="图像尺寸超过限制，参考接口文档入参要求部分"), "permanent", "image"),
        # pydantic's report on a response the SDK could not read, its exception's name beside
        # it: the program's bug; the same report in a server's typed body is the server's answer
        (
            rl.Failure(
                text="ValidationError: 1 validation error for AnthropicCompletionResponse\ntext\n"
                "  Input should be a valid string [type=string_type, input_value=None]",
                error_type="ValidationError",
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="1 validation error for Request\nbody\n  value is not a valid dict",
                error_type="invalid_request_error",
            ),
            "permanent",
            "bad_request",
        ),
        # -- a local runner down is transient, an old package permanent, GDScript's and Lua's bugs
        # a local runner's app: the runner is down or unreachable, the connection failed
        (rl.Failure(text="Ollama is not running"), "transient", None),
        (
            rl.Failure(
                text="LM Studio is not reachable at ws://localhost:1234. Is LM Studio running?"
            ),
            "transient",
            None,
        ),
        # ... a provider's dedicated endpoint that someone stopped is no dropped connection
        (
            rl.Failure(
                text="The dedicated endpoint for mistralai/Mixtral-8x22B-Instruct-v0.1 is not "
                "running",
                http_status=400,
            ),
            "permanent",
            "bad_request",
        ),
        # a package installed at a version too old for the code
        (
            rl.Failure(text="Please upgrade your OpenAI package to version 1.0.0 or later"),
            "permanent",
            "other",
        ),
        (
            rl.Failure(text="Chat context accepts an initial history or a system prompt, not both"),
            "permanent",
            "bad_request",
        ),
        # GDScript's missing key, Lua's argument type, a result read before it was awaited
        (
            rl.Failure(text="SCRIPT ERROR: Invalid get index 'choices' (on base: 'Dictionary')."),
            "programming_error",
            None,
        ),
        (rl.Failure(text="setup() expects table, but got string"), "programming_error", None),
        (
            rl.Failure(text="Response not yet awaited — call `await response` before reply()"),
            "programming_error",
            None,
        ),
        # -- an engine used before reload() is a bug; an unknown model permanent; no data transient
        # an engine used before its set-up call, or after its disposal: the caller's bug
        (
            rl.Failure(
                text="MLCEngine is not loaded with a model. Did you call `engine.reload()`?"
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="Configuration not initialized. Ensure you have called `reload()` first."
            ),
            "programming_error",
            None,
        ),
        (rl.Failure(text="loadModel() is not yet called"), "programming_error", None),
        (
            rl.Failure(text="Cannot use this `SafeLLamaContextHandle` - it has been disposed"),
            "programming_error",
            None,
        ),
        # a model a client's own table does not know, a moderation that refused the output
        (rl.Failure(text="Unknown Mistral model: mistral-huge"), "permanent", "not_found"),
        (
            rl.Failure(text="ValueError: Generation failed: Advanced moderation failed"),
            "permanent",
            "content_filter",
        ),
        # ... the moderation endpoint's own rate limit is no refusal
        (
            rl.Failure(
                text="OpenAI::CreateModeration failed with: Request failed with status code 429"
            ),
            "transient",
            None,
        ),
        # a stream that brought nothing
        (rl.Failure(text="No data received from API."), "transient", None),
        # -- a package to install, a Python type the SDK refused, French/Dutch/Korean/Polish words
        (
            rl.Failure(
                text="Please install the `anthropic` package by running `pip install anthropic`."
            ),
            "permanent",
            "other",
        ),
        # a Python type the SDK did not want, its sync API in an async context: the caller's bug
        (
            rl.Failure(text="OpenAI `messages` field expected type `list`, got `str` instead."),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="Cannot use the `sync` API in an `async` context. Use the `async` API."
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="The generation could not be completed because the context limit was reached."
            ),
            "context_overflow",
            None,
        ),
        # an app's translated words for a request rate, a closed connection, a billing limit
        (
            rl.Failure(
                text="Vous avez atteint le nombre maximal de requêtes ! Veuillez ralentir..."
            ),
            "transient",
            None,
        ),
        (rl.Failure(text="U heeft het maximale aantal verzoeken bereikt!"), "transient", None),
        (rl.Failure(text="서버가 연결을 닫았습니다"), "transient", None),
        (
            rl.Failure(text="Przekroczono limit, proszę sprawdzić informacje o rozliczeniach."),
            "permanent",
            "quota",
        ),
        # -- an NSFW classifier or an AI moderator is a content filter; a terminated account is auth
        # an image or video service's classifier or moderator refused: retrying cannot help
        (
            rl.Failure(text="Animation terminated early due to NSFW classifier."),
            "permanent",
            "content_filter",
        ),
        (
            rl.Failure(text="NSFW content detected, please try a different prompt"),
            "permanent",
            "content_filter",
        ),
        (
            rl.Failure(
                text="Sorry! Our AI moderator thinks this prompt is probably against our "
                "community standards."
            ),
            "permanent",
            "content_filter",
        ),
        # ... an account its provider shut for its conduct is an access problem
        (
            rl.Failure(text="Access terminated. Review our Community Guidelines", http_status=403),
            "permanent",
            "auth",
        ),
        # -- a model a runner cannot find; another SDK's client; a provider unknown
        (rl.Failure(text="failed to find remote model llama3:70b"), "permanent", "not_found"),
        (
            rl.Failure(
                text="AnthropicAdapter requires an Anthropic client instance with "
                "messages.create, got <class 'dict'>"
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Unknown provider 'acme'. Available: openai, anthropic"),
            "permanent",
            "bad_request",
        ),
        # -- a caller's dict or BaseModel the SDK wants is a bug; retries used up are a wait
        (
            rl.Failure(text="Invalid schema type. Must be dict or BaseModel."),
            "programming_error",
            None,
        ),
        (rl.Failure(text="Maximum number of retries (5) exceeded."), "transient", None),
        # ... a provider's own validation of a JSON field is still the request's problem
        (rl.Failure(text="'response_format' must be an object"), "permanent", "bad_request"),
        # -- a session used after it closed is the caller's bug; "should be retried" a wait
        (
            rl.Failure(text="This LiveSession has been closed and cannot be used."),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Image analysis failed. Request should be retried."),
            "transient",
            None,
        ),
        # -- a relay's "internal error" around pydantic's field it refused; an unfinished
        # account; a model file too old to read; a picture over a vision model's size
        (
            rl.Failure(
                text="Internal error: Error from provider: Extra inputs are not permitted, "
                "field: 'store'"
            ),
            "permanent",
            "bad_request",
        ),
        # ... without the request's words, the same relay is a server failing for now
        (rl.Failure(text="Internal error: Error from provider"), "transient", None),
        (
            rl.Failure(text="Your account setup is incomplete. Finish it to use this model."),
            "permanent",
            "auth",
        ),
        (
            rl.Failure(text="You are using an outdated model file, please convert it again."),
            "permanent",
            "other",
        ),
        (
            rl.Failure(text="input size exceeds limit 1024x1024, current input: (1920, 1080)"),
            "permanent",
            "image",
        ),
        # -- a coroutine called without await is the caller's bug; a proxy's limit in bytes
        # is the request's size, not its history's
        (
            rl.Failure(text="RuntimeWarning: coroutine 'AsyncClient.chat' was never awaited"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Request body exceeds 10485760 bytes.", http_status=413),
            "permanent",
            "bad_request",
        ),
        # ... a 413 that names no bytes stays the history's size: a compaction may fit it
        (rl.Failure(text="413 Payload Too Large", http_status=413), "context_overflow", None),
        # -- a websocket closed mid-answer is a wait; a Java SDK's "use createStream" a bug;
        # an audio file over its bytes the request's size; apps' words for an abnormal network,
        # a used-up allowance, a citation block
        (rl.Failure(text="Receive unexpected websocket close message"), "transient", None),
        (
            rl.Failure(text="A request with stream=true should use createStream()"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="audio is too large for an inline request; maximum size is 1 MB"),
            "permanent",
            "bad_request",
        ),
        (rl.Failure(text="A rede está anormal, tente novamente"), "transient", None),
        (rl.Failure(text="Ви вичерпали ліміт використання"), "permanent", "quota"),
        (rl.Failure(text="応答が引用検出でブロックされました"), "permanent", "content_filter"),
        # -- a model to pull first is not there; a package below the version named a setup
        # problem; output asked over the model's completion limit the request's problem
        (
            rl.Failure(text="qwen3:8b - run `ollama pull qwen3:8b` to download the model."),
            "permanent",
            "not_found",
        ),
        (
            rl.Failure(text="Please upgrade openai>=1.40 to use structured outputs"),
            "permanent",
            "other",
        ),
        (
            rl.Failure(
                text="Requested tokens (9000) exceed model's completion limit (8192).",
                http_status=400,
            ),
            "permanent",
            "bad_request",
        ),
        # -- settings that exclude each other, whatever their names ("rate_limit_…"); an
        # SDK's own words for its caller's types, for its own bug, for blocking the loop
        (
            rl.Failure(text="Cannot pass both 'rate_limit_options' and 'retry_options'."),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(text="Unrecognized tool_choice type. Expected str, bool or dict."),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Unrecognized HTTP method. This may indicate a bug in the Acme SDK."),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="Unhandled part format. This indicates a problem with the Acme AI SDK."
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Cannot execute blocking tools on event loop thread"),
            "programming_error",
            None,
        ),
        # -- a voice a speech model lacks; an allowance used up in Chinese, under a 429 too;
        # the Vietnamese words for a context size exceeded
        (rl.Failure(text="Unknown Kokoro voice: af_nobody"), "permanent", "bad_request"),
        (rl.Failure(text="api-key调用额度超限，已切换", http_status=429), "permanent", "quota"),
        (
            rl.Failure(text="Lỗi: số token lớn hơn kích thước ngữ cảnh tối đa."),
            "context_overflow",
            None,
        ),
        # -- a check that names the type of the value it got, as the source spells it or as
        # Python prints it; a Rust SDK's other method to call; a removed method and the one to
        # use; an argument missing by its placeholder; an SDK's own classes an answer does not
        # fill; pydantic's exception raised here, unless a server sent its report
        (
            rl.Failure(text="Expected a ChatModel, got {type(llm).__name__} instead"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Unexpected type for 'tools': ${typeof tools}"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="ValueError: cannot convert message of type <class 'dict'>"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="When stream is true, use Completions::create_stream"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="`client.complete()` has been removed. Use `client.chat()` instead."),
            "programming_error",
            None,
        ),
        (rl.Failure(text="Missing required argument: {name}"), "programming_error", None),
        (
            rl.Failure(text="AcmeInvalidDataException: 'usage' is not set"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text='ParseError: response: Missing required key "id"'),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="pydantic.ValidationError: 1 validation error for ChatRequest\nmessages\n"
                "  Input should be a valid list [type=list_type]"
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="pydantic.ValidationError: 1 validation error for ChatRequest\nmessages\n"
                "  Input should be a valid list [type=list_type]",
                http_status=422,
            ),
            "permanent",
            "bad_request",
        ),
        # ... but a server's words for a JSON type it wanted stay the request's problem
        (
            rl.Failure(text="Invalid type for 'tools': expected an array, but got an object."),
            "permanent",
            "bad_request",
        ),
        # -- one request over the whole rate window is the history's size (no wait makes it
        # fit); a request within it waits; a token to sign in with that could not be had; a
        # moderation check's report of what it flagged
        (
            rl.Failure(
                text="Rate limit reached on tokens per minute (TPM): Limit 6000, Used 0, "
                "Requested 9,120. Please try again in 31s.",
                http_status=429,
            ),
            "context_overflow",
            None,
        ),
        (
            rl.Failure(
                text="Rate limit reached on tokens per minute (TPM): Limit 6000, Used 5800, "
                "Requested 900. Please try again in 31s.",
                http_status=429,
            ),
            "transient",
            None,
        ),
        (rl.Failure(text="Unable to obtain an access token."), "permanent", "auth"),
        (rl.Failure(text="Your prompt was flagged for self-harm."), "permanent", "content_filter"),
        # -- an object of the library's classes the caller must hand it; but a type read in a
        # placeholder after "not found" is the name of what was not found
        (
            rl.Failure(text="`llm` must be an instance of BaseLanguageModel"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Model not found: ${typeof model === 'string' ? model : model.id}"),
            "permanent",
            "not_found",
        ),
        # -- an argument of a type the method does not take; a stream that ended with nothing
        # in it; a base URL that does not parse, whatever wraps it
        (
            rl.Failure(text='Argument "options" cannot be of type Stream.'),
            "programming_error",
            None,
        ),
        (rl.Failure(text="Responses stream was empty"), "transient", None),
        (
            rl.Failure(text="Internal error: could not parse base URL 'htp:/x'"),
            "permanent",
            "bad_request",
        ),
        # -- a key of a deactivated account, whatever help-centre words follow; httpx's
        # streamed body read before the code read it
        (
            rl.Failure(
                text="This key is associated with a suspended organization. If you feel this "
                "is an error, contact us."
            ),
            "permanent",
            "auth",
        ),
        (
            rl.Failure(
                text="httpx.ResponseNotRead: Attempted to access streaming response content, "
                "without having called `read()`."
            ),
            "programming_error",
            None,
        ),
        # -- a guard's jailbreak verdict; an SDK's check naming Python's typing of what it
        # expected, though a server's pydantic report naming the same type stays the request's
        (
            rl.Failure(text="Prompt rejected: jailbreak attempt detected"),
            "permanent",
            "content_filter",
        ),
        # -- a timeout setting checked before any call is the setting's problem; a timeout that
        # happened stays a wait
        (
            rl.Failure(text="read_timeout (0.0s) must be greater than 0"),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(text="connect_timeout is outside the allowed range"),
            "permanent",
            "bad_request",
        ),
        (rl.Failure(text="Request timed out after 60s, please retry"), "transient", None),
        # -- an SDK that names its own bindings' bug, or the module its class must come from
        (
            rl.Failure(
                text="Unrecognized HTTP method 'PUTS'. This may indicate a bug in the "
                "Acme bindings."
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Please use the Message class from acme2.chat instead of acme2"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Invalid input. Expected list[Message] or str."),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text='{"detail":[{"loc":"body -> messages -> list[TextPart] -> 0","msg":"Input '
                'should be a valid string"}]}',
                http_status=422,
            ),
            "permanent",
            "bad_request",
        ),
        # -- a callback of the caller's that returned the wrong thing; no token to sign with;
        # a credential too long for where it goes (not a prompt's tokens)
        (
            rl.Failure(text="summary callback must return a string, got None"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="`Session.ask_sync()` cannot be called from inside a running task"),
            "programming_error",
            None,
        ),
        # -- a component the app needs, installed wrongly
        (
            rl.Failure(text="The speech plugin is not installed correctly."),
            "permanent",
            "other",
        ),
        (rl.Failure(text="Ollama is not installed on this machine."), "permanent", "other"),
        (rl.Failure(text="Ollama no está instalado en este equipo"), "permanent", "other"),
        (rl.Failure(text="未检测到 Ollama，请先安装"), "permanent", "other"),
        (
            rl.Failure(text="No access token available for this agent runtime."),
            "permanent",
            "api_key",
        ),
        (
            rl.Failure(text="access_token too long for the header (9000 chars, max 8192)"),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(text="The prompt's token count is too large for this model."),
            "context_overflow",
            None,
        ),
        # a request's bytes over the size the server states, under a 500: the same every time
        (
            rl.Failure(text="Payload is too big. Max payload size is 32MB.", http_status=500),
            "permanent",
            "bad_request",
        ),
        # a per-minute quota whose limit is 0 is no window that refills: the project has none
        (
            rl.Failure(
                text='{"error": {"code": 429, "message": "Quota exceeded for quota metric '
                '\'Generate Content API requests per minute\'", "details": [{"metadata": '
                '{"quota_limit_value": "0", "quota_location": "us-west4"}}]}}',
                http_status=429,
            ),
            "permanent",
            "quota",
        ),
        (
            rl.Failure(
                text="429 Quota exceeded for quota metric 'Generate Content API requests per "
                'minute\' [metadata { key: "quota_limit_value" value: "0" }]',
                http_status=429,
            ),
            "permanent",
            "quota",
        ),
        (
            rl.Failure(
                text='{"error": {"code": 429, "message": "Quota exceeded for quota metric '
                '\'Generate Content API requests per minute\'", "details": [{"metadata": '
                '{"quota_limit_value": "60"}}]}}',
                http_status=429,
            ),
            "transient",
            None,
        ),
        (
            rl.Failure(
                text="Request to OpenAI failed with status 429. This is due to incorrect billing "
                "setup or excessive quota usage.",
                http_status=429,
            ),
            "permanent",
            "quota",
        ),
        (rl.Failure(text="The AI model (gpt-4o) stopped responding: EOF"), "transient", None),
        # an embedding server's cap on one input, its count left to a placeholder
        (
            rl.Failure(
                text="`inputs` must have less than {limit} characters. Given: {n}", http_status=422
            ),
            "context_overflow",
            None,
        ),
        (
            rl.Failure(
                text="The embedding API does not support texts longer than 2048 characters."
            ),
            "context_overflow",
            None,
        ),
        # a speech API's own limits on audio and text are no context window
        (
            rl.Failure(
                text='returned "Sync input too long. For audio longer than 1 min use '
                "LongRunningRecognize with a 'uri' parameter.\"",
                http_status=400,
            ),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(
                text="An error occurred (TextLengthExceededException) when calling the "
                "SynthesizeSpeech operation: Maximum text length has been exceeded"
            ),
            "permanent",
            "bad_request",
        ),
        # streams or sessions at once over an allowance: one ends, one frees
        (
            rl.Failure(text="{type: 'quota_exceeded', reason: 'Concurrent Quota Exceeded'}"),
            "transient",
            None,
        ),
        (
            rl.Failure(text="This account has exceeded the number of allowed streams"),
            "transient",
            None,
        ),
        # the caller's types, as Python and SDKs word them
        (
            rl.Failure(
                text="You tried to pass a Pydantic model to `chat(response_format=...)`; use "
                "`client.chat_parse(...)` instead"
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="'texts' parameter must be list of strings, not str"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="There is a problem with your account. Please contact support@example.com.",
                http_status=409,
            ),
            "permanent",
            "auth",
        ),
        (rl.Failure(text="The file must be opened in binary mode."), "programming_error", None),
        (rl.Failure(text="Player2 API is not reachable"), "transient", None),
        (
            rl.Failure(
                text="Error in `create_response()`:\n! `method` must be a single string, "
                "not `NULL`."
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Expected type 'ClientSession' for session, but got type 'dict'"),
            "programming_error",
            None,
        ),
        # a token limit of a time window is spent tokens, not the prompt's size
        (
            rl.Failure(text="per-minute token limit exceeded for model gpt-x"),
            "transient",
            None,
        ),
        (rl.Failure(text="Token limit exceeded. Try a shorter prompt."), "context_overflow", None),
        # Ruby's calls that do not fit the method they call
        (
            rl.Failure(text="NoMethodError (undefined method `chat' for #<Llm::Client:0x000f>):"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="client.rb:12:in `initialize': unknown keyword: :model (ArgumentError)"
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="wrong number of arguments (given 2, expected 1)"),
            "programming_error",
            None,
        ),
        (rl.Failure(text="missing keyword: :access_token"), "programming_error", None),
        # JVM and .NET clients binding an answer their classes do not describe...
        (
            rl.Failure(
                text="com.fasterxml.jackson.databind.exc.MismatchedInputException: Cannot "
                "deserialize value of type `java.util.ArrayList` from String value"
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="kotlinx.serialization.MissingFieldException: Field 'id' is required for type "
                "with serial name 'x.Reply', but it was missing"
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="System.Text.Json.JsonException\n  HResult=0x80131500\n  Message=The JSON "
                "value could not be converted to Acme.Reply. Path: $.usage"
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="failed to deserialize api response: missing field `usage` at line 1"),
            "programming_error",
            None,
        ),
        # ... but a Java server's answer typed as a request problem is the server's
        (
            rl.Failure(
                text='{"error": {"type": "invalid_request_error", "message": "JSON parse error: '
                "Cannot deserialize value of type `Msg` from Array value; nested exception is "
                "com.fasterxml.jackson.databind.exc.MismatchedInputException: Cannot deserialize "
                'value of type `Msg`"}}'
            ),
            "permanent",
            "bad_request",
        ),
        # ... and a client that tripped over an overloaded answer retries it
        (
            rl.Failure(
                text='Unexpected Response: {"error": {"code": 503, "message": "The model is '
                'overloaded. Please try again later."}} '
                "kotlinx.serialization.MissingFieldException: Field 'details' is required for "
                "type with serial name 'x.GRpcError'"
            ),
            "transient",
            None,
        ),
        # Express's page for a route it has not got, also inside a relay's 502
        (
            rl.Failure(
                text='{"error": {"message": "<pre>Cannot POST /v1/messages</pre>", "type": '
                '"upstream_error"}}',
                http_status=502,
            ),
            "permanent",
            "not_found",
        ),
        (rl.Failure(text="Cannot GET /api/tags"), "permanent", "not_found"),
        (rl.Failure(text="cannot post /r/news right now", http_status=503), "transient", None),
        # a name's own length limit is no overflow of the prompt
        (
            rl.Failure(text="function name 'lookup_all' too long - maximum 64 characters"),
            "permanent",
            "bad_request",
        ),
        (rl.Failure(text="prompt too long - maximum 8192 tokens"), "context_overflow", None),
        # a client's own count against the window it allocated
        (
            rl.Failure(text="The prompt requires more tokens than allocated (4096)."),
            "context_overflow",
            None,
        ),
        (
            rl.Failure(text="5120 were provided, but llama.cpp can only handle 4096"),
            "context_overflow",
            None,
        ),
        # a server that counted the prompt against its window or its KV cache
        (
            rl.Failure(
                text="Requested prompt(9000 tokens) leaves no room for generated tokens",
                http_status=422,
            ),
            "context_overflow",
            None,
        ),
        (
            rl.Failure(
                text="prompt (9000 tokens) is larger than available kvcache", http_status=422
            ),
            "context_overflow",
            None,
        ),
        (rl.Failure(text="오류: 프롬프트 크기가 너무 큽니다."), "context_overflow", None),
        # a client's own check of the body's bytes is a request problem, a month's allowance quota
        (
            rl.Failure(text="request body size (41943040 bytes) exceeds provider limit"),
            "permanent",
            "bad_request",
        ),
        (rl.Failure(text="Has alcanzado el límite mensual de tu plan."), "permanent", "quota"),
        # developers' own words in Turkish, Indonesian and Persian, an image over its dimensions
        (rl.Failure(text="OpenAI API yetkilendirme hatası."), "permanent", "auth"),
        (rl.Failure(text="Quota habis, coba key lain", http_status=429), "permanent", "quota"),
        (rl.Failure(text="API quota limiti aşıldı.", http_status=429), "permanent", "quota"),
        (rl.Failure(text="Dakikalık quota aşıldı.", http_status=429), "transient", None),
        (
            rl.Failure(text="Yanıt güvenlik filtrelerini tetikledi."),
            "permanent",
            "content_filter",
        ),
        (rl.Failure(text="Resim formatı geçersiz."), "permanent", "image"),
        (
            rl.Failure(text="ظرفیت رایگان کلید شما تمام شده است", http_status=429),
            "permanent",
            "quota",
        ),
        (rl.Failure(text="Image dimensions are too large."), "permanent", "image"),
        (rl.Failure(text="The Ollama server could not be reached."), "transient", None),
        # a plan's monthly tokens are quota; a token limit alone and Moonshot's input length
        # are overflows
        (rl.Failure(text="Monthly token limit reached. Upgrade your plan."), "permanent", "quota"),
        (rl.Failure(text="Token limit reached."), "context_overflow", None),
        (
            rl.Failure(text="Invalid request: Input token length too long", http_status=400),
            "context_overflow",
            None,
        ),
        # German, Portuguese and Chinese apps' words for a passing failure
        (rl.Failure(text="Die Anfrage hat zu lange gedauert."), "transient", None),
        (rl.Failure(text="O servidor está sobrecarregado."), "transient", None),
        (rl.Failure(text="消息传输中断"), "transient", None),
        (
            rl.Failure(text="Your account has exceeded its quota.", http_status=429),
            "permanent",
            "quota",
        ),
        # a quota of the current minute is a window
        (
            rl.Failure(text="Quota exceeded for this minute.", http_status=429),
            "transient",
            None,
        ),
        # a relay's stream that broke off once it had begun is retried
        (rl.Failure(text="Upstream stream failed after output began"), "transient", None),
        # a proxy's own password, a relay's per-key allowance, a relay with no upstream
        (
            rl.Failure(text='{"error": {"message": "proxy password wrong"}}', http_status=500),
            "permanent",
            "api_key",
        ),
        (
            rl.Failure(text="You have exceeded your token quota for this key.", http_status=429),
            "permanent",
            "quota",
        ),
        (
            rl.Failure(
                text='{"error": "no channels configured", "code": "NO_UPSTREAM"}', http_status=503
            ),
            "permanent",
            "other",
        ),
        (
            rl.Failure(text='{"error": "未配置任何渠道，请先添加渠道"}', http_status=503),
            "permanent",
            "other",
        ),
        # a client's serde report of an answer its types do not describe is its own bug ...
        (
            rl.Failure(text="chat failed: Deserialization Error: missing field `model` at line 3"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="serde_json error: data did not match any variant of untagged enum "
                "ChatResponse"
            ),
            "programming_error",
            None,
        ),
        # ... while a server's serde report of the request body is the request's problem
        (
            rl.Failure(
                text="Failed to deserialize the JSON body into the target type: data did not "
                "match any variant of untagged enum ChatInput at line 1 column 40",
                http_status=422,
            ),
            "permanent",
            "bad_request",
        ),
        # httpx's ResponseNotRead however a traceback wraps its words; a web stream written
        # after it was closed; a body that is no async iterable
        (
            rl.Failure(
                text="httpx.ResponseNotRead: Attempted to access streaming response content, "
                "without\nhaving called `read()`."
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(
                text="TypeError [ERR_INVALID_STATE]: Invalid state: Controller is already "
                "closed\n    at ReadableStreamDefaultController.enqueue"
            ),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Uncaught (in promise) TypeError: resp.body is not async iterable"),
            "programming_error",
            None,
        ),
        # a model a relay serves only on other endpoints; a body the server cannot unpack
        (
            rl.Failure(
                text="model dall-e-4 is only supported on /v1/images/generations",
                http_status=503,
            ),
            "permanent",
            "not_found",
        ),
        (
            rl.Failure(text="failed to decompress the request body", http_status=400),
            "permanent",
            "bad_request",
        ),
        # a relay user's prepaid quota, whatever status carries it
        (
            rl.Failure(text="user quota is not enough (request id: 2025)", http_status=403),
            "permanent",
            "quota",
        ),
        # a service nobody set up answers 503 to every call alike
        (
            rl.Failure(text="Speech service is not configured", http_status=503),
            "permanent",
            "other",
        ),
        # one run at a time per Assistants thread, requests in flight over an allowance:
        # the next may start once these end
        (
            rl.Failure(text="Thread thread_abc already has an active run run_def."),
            "transient",
            None,
        ),
        (
            rl.Failure(
                text="You've reached your concurrent request limit. Please wait for your "
                "ongoing requests to finish and try again."
            ),
            "transient",
            None,
        ),
        # a call out of its order, a sync method on an async client: the caller's code ...
        (
            rl.Failure(text="Please check `.isReady()` before calling `.send()`."),
            "programming_error",
            None,
        ),
        # ... but a wait before the next call is a rate limit's
        (
            rl.Failure(text="Rate limit reached: please wait 20s before calling `.chat()`."),
            "transient",
            None,
        ),
        (
            rl.Failure(
                text="The 'create' method cannot be called on an asynchronous client; use "
                "'create_async'."
            ),
            "programming_error",
            None,
        ),
        # a 429 that sends the caller to its billing details is the account's quota
        (
            rl.Failure(
                text="You have exceeded your API quota. Please check your usage and billing "
                "details.",
                http_status=429,
            ),
            "permanent",
            "quota",
        ),
        # apps' messages in Greek, Hebrew, Thai, Bulgarian and Persian: a request's time
        # limit expired, a key given that expired, a model that takes no images, a service
        # not offered where the caller is, a request or a conversation too long for the model
        (rl.Failure(text="Έληξε το χρονικό όριο του αιτήματος"), "transient", None),
        (
            rl.Failure(text="המפתח שסופק עבור {{0}} פג ב-{{1}}. אנא ספק מפתח חדש ונסה שוב."),
            "permanent",
            "auth",
        ),
        (rl.Failure(text="โมเดลที่เลือกไม่รองรับภาพ"), "permanent", "image"),
        (
            rl.Failure(
                text="Съжаляваме, услугата не се поддържа във вашето местоположение. Проверете "
                "дали е налична или опитайте от друго място."
            ),
            "permanent",
            "auth",
        ),
        (
            rl.Failure(
                text="Съдържанието на заявката надвишава допустимата дължина за модела. "
                "Намалете съдържанието и опитайте отново."
            ),
            "context_overflow",
            None,
        ),
        (
            rl.Failure(
                text="مکالمه برای پردازش بیش از حد طولانی است. لطفاً پیام آخر خود را ویرایش کنید"
            ),
            "context_overflow",
            None,
        ),
        # a timeout setting the client cannot read or a provider cannot take, a call that
        # names no provider, a feature that needs a key nobody set, images over a size
        (
            rl.Failure(text="Invalid LLM_API_TIMEOUT value: 'abc'. Must be a valid number."),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(
                text="Google does not support setting ModelSettings.timeout to a httpx.Timeout"
            ),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(
                text="litellm.APIConnectionError: LLM Provider NOT provided. Pass in the LLM "
                "provider you are trying to call.",
                exception_type="APIConnectionError",
            ),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(
                text="AI filter require an OpenAI API key. Set the OPENAI_API_KEY environment "
                "variable and restart the backend service.",
                http_status=503,
            ),
            "permanent",
            "api_key",
        ),
        (
            rl.Failure(text="Those images are way too large for me!", http_status=429),
            "permanent",
            "image",
        ),
        # an SDK's check of the kind of value it was handed, with nothing else beside it: the
        # caller's bug; with a status, a provider's code or a server's words: the server's
        # check of the JSON it was sent
        (rl.Failure(text="max_tokens must be an integer"), "programming_error", None),
        (rl.Failure(text="stop sequences must be strings"), "programming_error", None),
        (rl.Failure(text="on_chunk handler must be async"), "programming_error", None),
        (
            rl.Failure(text="Function get_weather is a coroutine function, which is not supported"),
            "programming_error",
            None,
        ),
        (rl.Failure(text="Missing required arguments: 'model'"), "programming_error", None),
        (
            rl.Failure(text="max_tokens must be an integer", http_status=400),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(text="'temperature' must be a number", error_code="invalid_request_error"),
            "permanent",
            "bad_request",
        ),
        (
            rl.Failure(
                text="[Server Error] Invalid 'stop': 'stop' field must be a list of strings."
            ),
            "permanent",
            "bad_request",
        ),
        (rl.Failure(text="type must be string, but is array"), "permanent", "bad_request"),
        (rl.Failure(text="expected api_base to be a string"), "programming_error", None),
        (
            rl.Failure(text="The Cohere model function cannot be called with the new keyword."),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Unable to generate pydantic-core schema for <class 'app.Report'>"),
            "programming_error",
            None,
        ),
        (
            rl.Failure(text="Please wait before making new requests; your limit refills soon."),
            "transient",
            None,
        ),
        # a reply with nothing in it, however a framework words it: a new sample usually holds
        (rl.Failure(text="Error: the model returned empty content"), "transient", None),
        (rl.Failure(text="No candidates with content available."), "transient", None),
        (rl.Failure(text="Candidate had no content and no finish reason"), "transient", None),
        (rl.Failure(text="The response did not contain any content"), "transient", None),
        # a body over a size in bytes a framework states: the request's size, not its tokens
        (rl.Failure(text="Request body exceeded 4mb limit"), "permanent", "bad_request"),
    ],
)
def test_wordings_of_sdks_apps_and_services_decide_as_their_cause(
    failure: rl.Failure, kind: str, category: str | None
) -> None:
    """Exclusive settings, day allowances, SDK misuse, runners down, moderators: their cause."""
    got = rl.classify_failure(failure)
    assert (got.kind, got.category) == (kind, category)


@pytest.mark.parametrize(
    ("failure", "kind", "category"),
    [
        # a server set up without a package it needs: 503, yet the same on every call
        (
            rl.Failure(
                text="whisper not installed. Install with: pip install whisper", http_status=503
            ),
            "permanent",
            "other",
        ),
        (rl.Failure(text="The model has been unloaded"), "permanent", "not_found"),
        (
            rl.Failure(text="this channel does not support /v1/embeddings", http_status=503),
            "permanent",
            "not_found",
        ),
        (
            rl.Failure(text="Failed to create connection to LocalAI, URL invalid"),
            "permanent",
            "bad_request",
        ),
        (rl.Failure(text="Bad request", error_code="deactivated_workspace"), "permanent", "auth"),
        (rl.Failure(text="ValueError: I/O operation on closed file."), "programming_error", None),
        (rl.Failure(text="Attempted operation on a closed client"), "programming_error", None),
        (rl.Failure(text="No active exception to reraise"), "programming_error", None),
        (rl.Failure(text="This API key is blacklisted"), "permanent", "auth"),
        (rl.Failure(text="Provided key for anthropic expired at 2025-01-01"), "permanent", "auth"),
        (rl.Failure(text="错误", error_code="DataInspectionFailed"), "permanent", "content_filter"),
        (rl.Failure(text="输入数据可能包含不适当的内容"), "permanent", "content_filter"),
        (
            rl.Failure(text="The `transport` argument is mutually exclusive with `proxy`"),
            "permanent",
            "bad_request",
        ),
        (rl.Failure(text="upstream required DNS lookup which failed"), "transient", None),
        # an app's advice to see whether its server runs: the connection failed
        (
            rl.Failure(text="Error getting response. Please check if llama.cpp server is running."),
            "transient",
            None,
        ),
        (rl.Failure(text="获取响应时出错。请检查llama.cpp服务器是否正在运行。"), "transient", None),
        (rl.Failure(text="Bitte prüfen Sie, ob der llama.cpp-Server läuft."), "transient", None),
        (rl.Failure(text="Пожалуйста, проверьте, запущен ли сервер."), "transient", None),
        # a server's overload, not a constructor's; a request refused as inappropriate
        (rl.Failure(text='{"detail":"service overload"}'), "transient", None),
        (rl.Failure(text="ERROR: Inappropriate request"), "permanent", "content_filter"),
        # a package to install first, an app that could not reach its model
        (rl.Failure(text="You need to: pip install boto3"), "permanent", "other"),
        (
            rl.Failure(text="Max retries reached. Unable to communicate with the AI."),
            "transient",
            None,
        ),
        # a local server's model process that crashed: it is started again for the next call
        (
            rl.Failure(text="The model has crashed without additional information. (Exit code: 1)"),
            "transient",
            None,
        ),
        # a guardrail that stopped the request: the same request is stopped again
        (
            rl.Failure(text="Guardrail InputGuardrail triggered tripwire"),
            "permanent",
            "content_filter",
        ),
        (
            rl.Failure(text="Response blocked by Amazon Bedrock guardrail (stop reason: x)."),
            "permanent",
            "content_filter",
        ),
        # a resource of the server's still being made: the same call succeeds when it is done
        (
            rl.Failure(
                text="Adapter a1 is not ready for use. "
                "Please wait until the adapter has completed training."
            ),
            "transient",
            None,
        ),
        (
            rl.Failure(
                text="You've reached your monthly chat messages limit. "
                "Upgrade or wait until April 7, 2025 for your limit to reset."
            ),
            "permanent",
            "quota",
        ),
        (
            rl.Failure(text="input tokens (9000) plus prefix length (20) must be < 8192"),
            "context_overflow",
            None,
        ),
        (
            rl.Failure(text="input tokens ({0}) plus prefix ({1}) must be < {2}"),
            "context_overflow",
            None,
        ),
    ],
)
def test_wordings_of_serving_platforms_relays_and_sdks_decide(
    failure: rl.Failure, kind: str, category: str | None
) -> None:
    """Missing packages, unloaded models, bad URLs, closed objects, blacklists, DNS, bounds."""
    verdict = rl.classify_failure(failure)
    assert (verdict.kind, verdict.category) == (kind, category)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "'options.BufferResponse' must be 'false' when calling 'StreamAsync'.",
            "programming_error",
        ),
        ("Cannot send data while the WebSocket is still connecting.", "programming_error"),
        ("Unsupported input. Must be a file path or a file-like object.", "programming_error"),
        (
            "request failed 3 time(s):\n\t'cached_property' object has no attribute 'chat'",
            "programming_error",
        ),
        ("Combined filesize of the upload exceeds 25mb limit", "permanent"),
        ("Stop sequences are not supported by TextGenPipelineClient", "permanent"),
        ("write EPIPE", "transient"),
        (
            "The team's credits being exhausted, the service is temporarily unavailable.",
            "permanent",
        ),
    ],
)
def test_sdk_option_misuse_file_sizes_pipe_errors_and_exhausted_credits(
    text: str, kind: str
) -> None:
    """.NET option misuse and early reads are bugs; "epipe" in a class name is no broken pipe."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == kind


@pytest.mark.parametrize(
    ("failure", "kind"),
    [
        # a request's token limit beside a per-minute rate is still the request's size
        (
            rl.Failure(
                text="This request exceeds the max tokens limit: limit 8000 tokens per request, "
                "60 requests per minute",
                http_status=400,
            ),
            "context_overflow",
        ),
        # 超长时间 is "a very long time", not "overlong"
        (rl.Failure(text="请求超时，消息超长时间未返回"), "transient"),
        # a size limit stated, not exceeded, under a 503
        (
            rl.Failure(
                text="Upload rejected: Maximum request size of 100 MB applies to uploads",
                http_status=503,
            ),
            "transient",
        ),
        # a plan's cap on a text's length is no embedding model's context
        (
            rl.Failure(text="Your plan does not support texts longer than 5000 characters"),
            "permanent",
        ),
        # a timeout that mentions the account in passing
        (
            rl.Failure(
                text="Connection timed out. If the problem with your account persists, contact "
                "support"
            ),
            "transient",
        ),
        # a rate limit beside a request wording stays the rate limit's, whatever the model says
        (
            rl.Failure(
                text="429 Rate limit exceeded. Unsupported parameter: stream_options",
                http_status=429,
            ),
            "transient",
        ),
        (rl.Failure(text="'items' must be list of str, not NoneType"), "programming_error"),
        # audio length named in passing beside a dropped connection
        (
            rl.Failure(text="Audio longer than 60 seconds was truncated; connection reset by peer"),
            "transient",
        ),
    ],
)
def test_newer_wordings_do_not_reach_past_what_they_name(failure: rl.Failure, kind: str) -> None:
    """Windowed token limits, 超长, size limits, account and type wordings keep to their cause."""
    assert rl.classify_failure(failure).kind == kind


def test_a_transient_status_beside_a_request_wording_is_weak_only_without_a_transient_one() -> None:
    """A 503 beside "invalid request body" may be second-guessed; a 429 beside a rate limit not."""
    from retrylens._decisions import _by_rules, _weakness, text_matches

    def weakness(text: str, status: int | None) -> str:
        failure = rl.Failure(text=text, http_status=status)
        groups = text_matches(text)
        return _weakness(_by_rules(failure, groups), groups)

    assert weakness("invalid request body: missing field", 503) == "status_with_request_wording"
    assert weakness("Service Unavailable", 503) == "status:503"
    assert (
        weakness("429 Rate limit exceeded. Unsupported parameter: stream_options", 429)
        == "status_with_transient_wording"
    )


@pytest.mark.parametrize(
    ("failure", "kind"),
    [
        # an SDK's exception class named in a Python bug stays a bug (not a server's answer)
        (
            rl.Failure(
                text="ImportError: cannot import name 'BadRequestError' from 'openai' "
                "(/usr/lib/python3/site-packages/openai/__init__.py)"
            ),
            "programming_error",
        ),
        (rl.Failure(text="NameError: name 'BadRequestError' is not defined"), "programming_error"),
        # a Spring server's binding failure with its 400 in the body is its answer
        (
            rl.Failure(
                text='{"status":400,"error":"Bad Request","message":"JSON parse error: Cannot '
                "deserialize value of type `Msg` from Array value; nested exception is "
                "com.fasterxml.jackson.databind.exc.MismatchedInputException: Cannot "
                'deserialize value of type `Msg`"}'
            ),
            "permanent",
        ),
        # a request quota that says to try again later is a window
        (
            rl.Failure(
                text="You have exceeded your request quota. Please try again later.",
                http_status=429,
            ),
            "transient",
        ),
        # a kotlinx frame in a timeout's trace, a binding that tripped over a rate limit
        (
            rl.Failure(
                text="java.net.SocketTimeoutException: timeout\n\tat okhttp3.internal.http2."
                "Http2Stream.waitForIo\n\tat kotlinx.serialization.json.JvmStreamsKt."
                "decodeFromStream(JvmStreams.kt:57)"
            ),
            "transient",
        ),
        (
            rl.Failure(
                text="kotlinx.serialization.MissingFieldException: Field 'choices' is required "
                "for type with serial name 'x.ChatCompletion', but it was missing at path: $\n"
                'JSON input: {"error":{"message":"Rate limit reached for gpt-4o. Please try again '
                'in 2s.","code":"rate_limit_exceeded"}}'
            ),
            "transient",
        ),
        # counts of images, a plan's allowance, a model named beside a prompt's own limit
        (
            rl.Failure(text="3 images were provided, but this model can only handle 1 image"),
            "permanent",
        ),
        (
            rl.Failure(
                text="Your prompt requires more tokens than available in your current plan. "
                "Upgrade to continue."
            ),
            "permanent",
        ),
        (
            rl.Failure(
                text="Request for model_name=gpt-4o failed: message too long (max 10000 characters)"
            ),
            "context_overflow",
        ),
        # providers not configured *yet* behind a 503 that says to retry; an empty body
        (
            rl.Failure(
                text="Service warming up: no providers are configured yet, please retry in a "
                "few seconds",
                http_status=503,
            ),
            "transient",
        ),
        (
            rl.Failure(
                text="failed to deserialize api response: error:EOF while parsing a value at "
                "line 1 column 0 content:"
            ),
            "transient",
        ),
    ],
)
def test_client_and_relay_wordings_stop_at_what_they_name(failure: rl.Failure, kind: str) -> None:
    """Client binding, relay quota and setup wordings do not catch their look-alikes."""
    assert rl.classify_failure(failure).kind == kind


@pytest.mark.parametrize(
    ("text", "kind", "category"),
    [
        # a filter's or a moderation's verdict in apps' words
        ("Answer withheld: content filtered by the provider", "permanent", "content_filter"),
        ("Generation stopped: safety filter triggered", "permanent", "content_filter"),
        ("Flagged for harmful content, request not sent", "permanent", "content_filter"),
        (
            '{"promptFeedback": {"blockReason": "PROHIBITED_CONTENT"}}',
            "permanent",
            "content_filter",
        ),
        ("Refusal from the assistant: I can't help with that", "permanent", "content_filter"),
        # a period's allowance of one model, a prepaid balance run out
        ("You have used your weekly o3-pro quota limit", "permanent", "quota"),
        ("The workspace ran out of credits", "permanent", "quota"),
        ("credit balance too low for this request", "permanent", "quota"),
        # an answer cut short, a server not ready, a server throttling itself
        ("upstream stream closed without a final event", "transient", None),
        ("The body ended prematurely while reading chunk 12", "transient", None),
        ("No response received from the model after 3 attempts", "transient", None),
        ("Model meta/llama-guard is currently loading", "transient", None),
        ("no healthy backends for pool chat-prod", "transient", None),
        ("Open api qps request limit reached for this app", "transient", None),
        ("Websocket dropped by the upstream, closing the turn", "transient", None),
        ("Scheduler is shutting down; request not queued", "transient", None),
        ("The worker faulted while generating tokens", "transient", None),
        ("This provider accepts at most 4 MB per image", "permanent", "image"),
        ("Too much media in one request: 30 images", "permanent", "image"),
        ("Generation canceled due to safety reasons", "permanent", "content_filter"),
        ("Can't load tokenizer for 'llama-3'", "permanent", "other"),
        ("Please check that you have installed it correctly", "permanent", "other"),
        # an app's "quota of the key reached ... or try again later": the quota decides
        (
            "O uso de tokens atingiu o limite de quota da chave. Tente novamente mais tarde.",
            "permanent",
            "quota",
        ),
        ("Ha alcanzado el límite de cuota de esta clave, intenta más tarde", "permanent", "quota"),
        # a context that is full, in apps' and local runners' words
        ("Chat ran out of context; start a new one", "context_overflow", None),
        ("context window is full (8192 tokens)", "context_overflow", None),
        ("prompt length exceeds what the model accepts", "context_overflow", None),
        # a key nobody set, a sign-in nobody did
        ("Please set the GROQ_API_KEY environment variable", "permanent", "api_key"),
        ("No DEEPSEEK_API_KEY found in the environment", "permanent", "api_key"),
        ("Please sign in first to use the assistant", "permanent", "auth"),
        ("The device code has expired; run login again", "permanent", "auth"),
        # a model an app does not know or no longer offers
        ("No deployment matched the given criteria", "permanent", "not_found"),
        ("Model text-bison has been retired", "permanent", "not_found"),
        ("no chat models found for this account", "permanent", "not_found"),
        # an image an SDK or an app refuses
        ("Image dimensions exceed the 4096x4096 limit", "permanent", "image"),
        ("The selected model does not support image input", "permanent", "image"),
        ("Failed to decode base64 image payload", "permanent", "image"),
        # a package, a loaded model, memory the call needs
        ("Please install anthropic to use this provider", "permanent", "other"),
        ("No model is loaded in the runner", "permanent", "other"),
        ("Insufficient VRAM to load the weights", "permanent", "other"),
        # an SDK's or an app's own check of a request
        ("Only one of `seed` and `sampler` can be set", "permanent", "bad_request"),
        ("This endpoint only supports n=1", "permanent", "bad_request"),
        ("Please select a model before sending", "permanent", "bad_request"),
        ("top_k should be between 1 and 40", "permanent", "bad_request"),
        # "try again later" in other languages: a retry hint, weak
        ("Произошёл сбой, попробуйте позже", "transient", None),
        ("Servicio saturado, inténtalo más tarde", "transient", None),
        ("網路連線異常，請稍後再試", "transient", None),
        ("Keine Verbindung zum Server möglich", "transient", None),
    ],
)
def test_wordings_only_the_learned_model_knew_are_the_rules_own(
    text: str, kind: str, category: str | None
) -> None:
    """Families of wordings once left to the learned model now decide by the rules alone."""
    got = _by_rules(rl.Failure(text=text), text_matches(text))
    assert (got.kind, got.category) == (kind, category)


@pytest.mark.parametrize(
    ("text", "kind", "category"),
    [
        # an app's "enter a valid key and try again" stays the key's, not a retry hint
        ("Ungültiger Schlüssel. Bitte prüfen und später erneut versuchen", "permanent", "api_key"),
        # a rate limit that tells the caller to upgrade is still a rate window
        ("Rate limit exceeded: 20 requests per minute", "transient", None),
    ],
)
def test_new_weak_wordings_leave_the_stronger_cause_to_decide(
    text: str, kind: str, category: str | None
) -> None:
    """A retry hint beside a stronger cause (a key, a rate window) leaves the cause to decide."""
    got = rl.classify_failure(rl.Failure(text=text))
    assert (got.kind, got.category) == (kind, category)


@pytest.mark.parametrize(
    ("text", "not_kind", "not_category"),
    [
        # a reply object printed with its empty refusal field is no refusal
        ("No content in response { content: null, refusal: null }", "permanent", "content_filter"),
        # "failed to generate a response" is a wrapper before the cause
        ("Failed to generate a response: Unsupported parameter: 'top_p'", "transient", None),
        # Arabic "ran out" of a request's time, Romanian "reload the page": no quota
        ("نفدت مهلة الطلب", "permanent", "quota"),
        ("A apărut o eroare, încercați să reîncărcați pagina.", "permanent", "quota"),
        # a prepaid token balance is a quota, not the context
        ("可消费Token数量不足，请充值", "context_overflow", None),
        # a model unavailable for now is not a model that does not exist
        ("O modelo não está disponível no momento.", "permanent", "not_found"),
        ("Model deepseek-r1 is offline, please try again later", "permanent", "not_found"),
        # a GPU out of memory under a 503, a busy free tier that suggests a key of one's own
        ("HTTP 503: CUDA ran out of memory", "permanent", "other"),
        (
            "The free service is busy. Try again later or enter your API key in the settings.",
            "permanent",
            "api_key",
        ),
        ("Rate limit reached for anonymous users. Please log in to continue.", "permanent", "auth"),
        # a field's name is no overflow; KeyError translated is no key
        ("max_input_tokens must be an integer", "context_overflow", None),
        ("Ошибка ключа: 'choices'", "permanent", "api_key"),
        ("Ключ 'temperature' имеет недопустимое значение", "permanent", "api_key"),
        # a server without internet is no permission of the caller's
        ("Сервер не имеет доступа к интернету", "permanent", "auth"),
        # tokens per minute are a rate window; a server at full load is busy
        ("Le nombre de jetons par minute dépasse la limite", "context_overflow", None),
        ("Le serveur a atteint son utilisation maximale", "permanent", "quota"),
        ("The moderation system is temporarily unavailable", "permanent", "content_filter"),
        # a provider nobody configured is setup, an unset environment variable a missing key
        ("No LLM provider configured. Run `agent model` to pick one", "permanent", "bad_request"),
        ("No OPENAI_API_KEY environment variable is set", "permanent", "bad_request"),
        # a runner that died loading its model fails the same way on every call
        ("llama runner process no longer running: failed to create context", "transient", None),
        # Rust's and JavaScript's prints of an empty refusal field
        ("Message { content: None, refusal: None }", "permanent", "content_filter"),
        ("{ content: '', refusal: undefined }", "permanent", "content_filter"),
        # an empty answer at its own token cap is no dropped stream
        ("No content generated. Finish reason: MAX_TOKENS", "transient", None),
        ("No response received from model: finish_reason=MAX_TOKENS", "transient", None),
    ],
)
def test_wordings_near_the_new_rules_are_not_taken_for_their_cause(
    text: str, not_kind: str, not_category: str | None
) -> None:
    """Texts that share words with the rules above but not their cause get another verdict."""
    got = _by_rules(rl.Failure(text=text), text_matches(text))
    assert (got.kind, got.category) != (not_kind, not_category)


@pytest.mark.parametrize(
    "text",
    [
        "Your credits have run out",
        "No credits remaining",
        "Remaining credits: 0",
        "You have no remaining quota",
        "You have exhausted your free tier",
        "Provider returned error: free tier exhausted",
        "You've hit your free requests limit",
        "You've run out of free generations",
        "You've reached the maximum number of requests for your plan",
        "Your usage has exceeded the limit of your current plan",
        "Your subscription has reached its limit",
        "Sorry, your account balance is insufficient",
        "Your API key has exceeded its usage limit",
        "Key limit exceeded",
        "Arrearage",
        "The number of tokens used today has exceeded the limit",
        "You exceeded your current token quota: 100000",
        "insufficient_user_quota",
        "Usage cap reached",
        "预扣费额度失败, 用户剩余额度: ＄0.01, 需要预扣费额度: ＄0.05",
    ],
)
def test_allowances_that_ran_out_are_quota_even_under_a_429(text: str) -> None:
    """Credits, a free tier or a plan's allowance used up stop at once, whatever the 429 says."""
    got = rl.classify_failure(rl.Failure(text=text, http_status=429))
    assert (got.kind, got.category) == ("permanent", "quota")


@pytest.mark.parametrize(
    ("text", "kind", "category"),
    [
        # a quota of the minute, or a concurrency quota, stays a window
        ("Quota exceeded for this minute. Credits remaining: 12", "transient", None),
        ("Concurrent Quota Exceeded", "transient", None),
        # an account switched off is a matter of the login, not of its credits
        ("Your account is not active, current state: Suspended", "permanent", "auth"),
        # a free plan's credits that are plainly there are no quota
        ("Remaining credits: 0.5", "transient", None),
        # a free tier's or a plan's rate window is a window
        ("Rate limit exceeded for free tier. Please try again later.", "transient", None),
        ("You exceeded the rate limit of your current tier", "transient", None),
        ("Your plan has reached its rate limit", "transient", None),
    ],
)
def test_wordings_near_the_allowance_rules_keep_their_own_cause(
    text: str, kind: str, category: str | None
) -> None:
    """A window's quota, an account switched off, credits left: not an allowance run out."""
    got = rl.classify_failure(rl.Failure(text=text, http_status=429))
    assert (got.kind, got.category) == (kind, category)


@pytest.mark.parametrize(
    "text",
    [
        "httpx.StreamConsumed: Attempted to read or stream some content, but the content has "
        "already been streamed.",
        "httpx.StreamClosed: Attempted to read or stream content, but the stream has been closed.",
        "RuntimeError: Cannot send a request, as the client has been closed.",
        "RuntimeError: Attempted to call a sync iterator on an async stream.",
        "Stream has already been consumed",
        "The stream has already been iterated over",
        "Cannot subscribe more than once",
        "Stream is not seekable.",
        "java.lang.IllegalStateException: Stream has already been closed",
        "System.InvalidOperationException: This instance has already started one or more "
        "requests. Properties can only be modified before sending the first request.",
        "RangeError: Maximum call stack size exceeded",
    ],
)
def test_sdk_objects_used_past_their_life_are_programming_errors(text: str) -> None:
    """A stream read twice or a closed client reused is the caller's bug, never retried."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == "programming_error"


@pytest.mark.parametrize(
    "text",
    [
        "Sync only client does not support async",
        "Credentials provider already set.",
        "anthropic: Schema must be a non-nil pointer to a struct, map[string]any, or "
        "json.RawMessage, got %T",
        "accumulate: cannot accumulate into nil Message",
        "expected union to have only one present variant, got %d",
        "error serializing request to {provider} API",
        "JsonMissing cannot be serialized",
        "The data couldn’t be read because it is missing.",
        "MCP sessions are not supported in synchronous methods.",
    ],
)
def test_sdk_checks_of_their_own_state_and_types_are_programming_errors(text: str) -> None:
    """An SDK's check in words only code uses (Go's %T, a union, set up twice) is a bug."""
    assert rl.classify_failure(rl.Failure(text=text)).kind == "programming_error"


@pytest.mark.parametrize(
    ("text", "status", "kind", "category"),
    [
        # a prepaid package used up is a quota; QPS or concurrency over its limit, a window
        ("余额不足或无可用资源包,请充值。", 429, "permanent", "quota"),
        ("并发或QPS超出预付费资源包限制", None, "transient", None),
        ("Open api total request limit reached", None, "permanent", "quota"),
        ("Worker local total request limit reached (33/32)", None, "transient", None),
        (
            "You have reached your daily ${currentModel} quota limit. You will be switched to the "
            "${fallbackModel} model for the rest of this session.",
            429,
            "permanent",
            "quota",
        ),
        ("您的账户当前处于非活动状态。请检查账户信息", None, "permanent", "auth"),
        ("不可见字符比例超限/非法字符超10%", None, "permanent", "bad_request"),
        ("Response body is empty", None, "transient", None),
        (
            "Rate limit exceeded. Maximum 100 credits per 1 hour or 400 credits per day.",
            429,
            "permanent",
            "quota",
        ),
        (
            "Model returned empty response after all retries due to context size",
            None,
            "context_overflow",
            None,
        ),
        (
            "{'error_code':336003,'error_msg':'the max length of current question is 2000'}",
            None,
            "context_overflow",
            None,
        ),
    ],
)
def test_resource_packages_qps_windows_inactive_accounts_and_question_length(
    text: str, status: int | None, kind: str, category: str | None
) -> None:
    """Quota packages, QPS windows, inactive accounts and ERNIE's length read by their cause."""
    got = rl.classify_failure(rl.Failure(text=text, http_status=status))
    assert (got.kind, got.category) == (kind, category)


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ('{"error":{"message":"Maximum call stack size exceeded","code":500}}', 500),
        ("Object of type ModelResponse cannot be serialized", 500),
        ("json: cannot unmarshal object into Go struct field: non-nil pointer expected", 400),
    ],
)
def test_sdk_own_check_wordings_under_a_status_are_the_servers(text: str, status: int) -> None:
    """An SDK's words for its own state in a server's answer (a status came) are no caller bug."""
    got = _by_rules(rl.Failure(text=text, http_status=status), text_matches(text))
    assert got.kind != "programming_error"


def test_a_web_frameworks_page_for_a_route_it_has_not_got_is_not_found() -> None:
    """Rails' "No route matches [POST]" names an endpoint the server has not got: not_found."""
    got = rl.classify_failure(rl.Failure(text='No route matches [POST] "/v1/messages"'))
    assert (got.kind, got.category) == ("permanent", "not_found")


@pytest.mark.parametrize(
    "text",
    ["The token has already been consumed", "Your free credits have already been consumed."],
)
def test_something_already_consumed_is_a_stream_read_twice_only_when_a_stream_says_so(
    text: str,
) -> None:
    """A token or credits "already consumed" is no stream read twice: not a programming error."""
    assert rl.classify_failure(rl.Failure(text=text)).kind != "programming_error"
