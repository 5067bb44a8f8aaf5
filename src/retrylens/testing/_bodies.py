"""The providers' real wire formats: SSE chunks and error bodies, as the FaultServer sends them.

Error bodies follow the shapes documented by OpenAI (``{"error": {message, type, param,
code}}``) and Anthropic (``{"type": "error", "error": {type, message}}``).
"""

from __future__ import annotations

import json
from typing import Any, Literal

Api = Literal["openai", "anthropic"]

_OPENAI_ERRORS: dict[int, tuple[str, str, str | None]] = {
    400: ("Invalid request.", "invalid_request_error", None),
    401: (
        "Incorrect API key provided: sk-bad***key. You can find your API key at "
        "https://platform.openai.com/account/api-keys.",
        "invalid_request_error",
        "invalid_api_key",
    ),
    403: ("You are not allowed to sample from this model.", "invalid_request_error", None),
    404: (
        "The model does not exist or you do not have access to it.",
        "invalid_request_error",
        "model_not_found",
    ),
    429: (
        "Rate limit reached for requests. Limit: 500 / min. Please try again in 1s.",
        "requests",
        "rate_limit_exceeded",
    ),
    500: (
        "The server had an error while processing your request. Sorry about that!",
        "server_error",
        None,
    ),
    502: ("Bad gateway.", "cf_bad_gateway", None),
    503: ("The engine is currently overloaded, please try again later.", "server_error", None),
    504: ("Gateway timeout.", "cf_gateway_timeout", None),
    529: ("The server is overloaded, please try again later.", "server_error", "overloaded"),
}

_ANTHROPIC_ERRORS: dict[int, tuple[str, str]] = {
    400: ("Invalid request.", "invalid_request_error"),
    401: ("invalid x-api-key", "authentication_error"),
    403: (
        "Your API key does not have permission to use the specified resource.",
        "permission_error",
    ),
    404: ("model: not found", "not_found_error"),
    413: ("Request exceeds the maximum allowed number of bytes.", "request_too_large"),
    429: ("Number of request tokens has exceeded your per-minute rate limit.", "rate_limit_error"),
    500: ("Internal server error", "api_error"),
    502: ("Bad gateway", "api_error"),
    503: ("Service unavailable", "api_error"),
    504: ("Gateway timeout", "api_error"),
    529: ("Overloaded", "overloaded_error"),
}

#: Named error faults: (status, OpenAI (message, type, code), Anthropic (message, type)).
NAMED_ERRORS: dict[str, tuple[int, tuple[str, str, str | None], tuple[str, str]]] = {
    "invalid_image": (
        400,
        ("Invalid image.", "invalid_request_error", "invalid_image"),
        (
            "messages.0.content.0.image.source: invalid image: image data is not a valid PNG",
            "invalid_request_error",
        ),
    ),
    "context_overflow": (
        400,
        (
            "This model's maximum context length is 128000 tokens. However, your messages "
            "resulted in 204308 tokens. Please reduce the length of the messages.",
            "invalid_request_error",
            "context_length_exceeded",
        ),
        ("prompt is too long: 210000 tokens > 200000 maximum", "invalid_request_error"),
    ),
    "invalid_key": (
        401,
        _OPENAI_ERRORS[401],
        ("invalid x-api-key", "authentication_error"),
    ),
    # OpenAI's documented 429 for an account out of credits (a 429 that is not a rate limit);
    # Anthropic answers the same condition with a 400 (see NAMED_ANTHROPIC_STATUS).
    "insufficient_quota": (
        429,
        (
            "You exceeded your current quota, please check your plan and billing details. "
            "For more information on this error, read the docs: "
            "https://platform.openai.com/docs/guides/error-codes/api-errors.",
            "insufficient_quota",
            "insufficient_quota",
        ),
        (
            "Your credit balance is too low to access the Anthropic API. Please go to Plans & "
            "Billing to upgrade or purchase credits.",
            "invalid_request_error",
        ),
    ),
    "login_expired": (
        401,
        ("Gateway login expired: run `login` again.", "invalid_request_error", "login_expired"),
        ("Gateway login expired: run `login` again.", "authentication_error"),
    ),
}


#: Named errors whose Anthropic status differs from the OpenAI one.
NAMED_ANTHROPIC_STATUS: dict[str, int] = {"insufficient_quota": 400}


def dumps(obj: Any) -> str:
    """Compact JSON, as the providers send it."""
    return json.dumps(obj, separators=(",", ":"))


def error_body(api: Api, status: int, named: str | None = None) -> bytes:
    """The JSON error body ``api`` sends with ``status`` (or the ``named`` error)."""
    if named is not None:
        _, oa, an = NAMED_ERRORS[named]
        o_msg, o_type, o_code = oa
        a_msg, a_type = an
    else:
        o_msg, o_type, o_code = _OPENAI_ERRORS.get(status, (f"HTTP {status}", "api_error", None))
        a_msg, a_type = _ANTHROPIC_ERRORS.get(status, (f"HTTP {status}", "api_error"))
    if api == "openai":
        body: dict[str, Any] = {
            "error": {"message": o_msg, "type": o_type, "param": None, "code": o_code}
        }
    else:
        body = {
            "type": "error",
            "error": {"type": a_type, "message": a_msg},
            "request_id": "req_fault",
        }
    return dumps(body).encode()


def sse(data: str, event: str | None = None) -> bytes:
    """One SSE event."""
    head = f"event: {event}\n" if event else ""
    return f"{head}data: {data}\n\n".encode()


def openai_chunks(model: str, pieces: list[str], usage: bool, finish: str = "stop") -> list[bytes]:
    """A complete OpenAI chat.completions stream for ``pieces``."""
    base = {
        "id": "chatcmpl-fault",
        "object": "chat.completion.chunk",
        "created": 1764633600,
        "model": model,
    }

    def chunk(delta: dict[str, Any], finish_reason: str | None = None) -> bytes:
        choice = {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}
        return sse(dumps({**base, "choices": [choice]}))

    out = [chunk({"role": "assistant", "content": ""})]
    out += [chunk({"content": p}) for p in pieces]
    out.append(chunk({}, finish))
    if usage:
        completion = sum(len(p.split()) or 1 for p in pieces)
        u = {"prompt_tokens": 12, "completion_tokens": completion, "total_tokens": 12 + completion}
        out.append(sse(dumps({**base, "choices": [], "usage": u})))
    out.append(b"data: [DONE]\n\n")
    return out


def openai_inband_error(message: str | None) -> bytes:
    """An in-stream OpenAI error object (HTTP 200)."""
    err: dict[str, Any] = {"type": "server_error", "code": None, "param": None}
    if message is not None:
        err["message"] = message
    return sse(dumps({"error": err}))


def anthropic_chunks(model: str, pieces: list[str], stop_reason: str = "end_turn") -> list[bytes]:
    """A complete Anthropic Messages stream for ``pieces``."""
    start = {
        "type": "message_start",
        "message": {
            "id": "msg_fault",
            "type": "message",
            "role": "assistant",
            "content": [],
            "model": model,
            "stop_reason": None,
            "stop_sequence": None,
            "usage": {"input_tokens": 12, "output_tokens": 1},
        },
    }
    out = [
        sse(dumps(start), "message_start"),
        sse(
            dumps(
                {
                    "type": "content_block_start",
                    "index": 0,
                    "content_block": {"type": "text", "text": ""},
                }
            ),
            "content_block_start",
        ),
        sse(dumps({"type": "ping"}), "ping"),
    ]
    for p in pieces:
        delta = {
            "type": "content_block_delta",
            "index": 0,
            "delta": {"type": "text_delta", "text": p},
        }
        out.append(sse(dumps(delta), "content_block_delta"))
    out.append(sse(dumps({"type": "content_block_stop", "index": 0}), "content_block_stop"))
    md = {
        "type": "message_delta",
        "delta": {"stop_reason": stop_reason, "stop_sequence": None},
        "usage": {"output_tokens": sum(len(p.split()) or 1 for p in pieces)},
    }
    out.append(sse(dumps(md), "message_delta"))
    out.append(sse(dumps({"type": "message_stop"}), "message_stop"))
    return out


def anthropic_inband_error(message: str | None, error_type: str = "overloaded_error") -> bytes:
    """An in-band Anthropic ``event: error`` (HTTP 200)."""
    err: dict[str, Any] = {"type": error_type}
    if message is not None:
        err["message"] = message
    return sse(dumps({"type": "error", "error": err}), "error")
