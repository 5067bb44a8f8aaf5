"""The providers' real wire formats: SSE chunks and error bodies, as the FaultServer sends them.

Error bodies follow the shapes documented by OpenAI (``{"error": {message, type, param,
code}}``) and Anthropic (``{"type": "error", "error": {type, message}}``).
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Sequence
from typing import Any, Literal

Api = Literal["openai", "anthropic"]

# Error bodies per status, with their sources. ``{model}`` and ``{request_id}`` are filled
# in per request. Where no recorded body of a status was found (OpenAI 408/409/413/422),
# the message is the status's reason phrase in the API's documented error schema.
_OPENAI_ERRORS: dict[int, tuple[str, str, str | int | None]] = {
    # Real: an empty ``messages`` array, as the API words it.
    400: (
        "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an "
        "empty array instead.",
        "invalid_request_error",
        "empty_array",
    ),
    # Real: github.com/continuedev/continue/issues/9358 (key redacted by the API itself).
    401: (
        "Incorrect API key provided: sk-bad***key. You can find your API key at "
        "https://platform.openai.com/account/api-keys.",
        "invalid_request_error",
        "invalid_api_key",
    ),
    # Real: developers.openai.com/docs/guides/error-codes.
    403: (
        "Country, region, or territory not supported",
        "request_forbidden",
        "unsupported_country_region_territory",
    ),
    # Real: github.com/firecrawl/firecrawl/issues/1052.
    404: (
        "The model `{model}` does not exist or you do not have access to it.",
        "invalid_request_error",
        "model_not_found",
    ),
    408: ("Request timeout.", "invalid_request_error", None),
    409: ("Conflict.", "invalid_request_error", None),
    413: ("Request entity too large.", "invalid_request_error", None),
    422: ("Unprocessable entity.", "invalid_request_error", None),
    # Real: github.com/semanser/codel/issues/72, openai/codex#88 (type "requests"/"tokens").
    429: (
        "Rate limit reached for {model} in organization org-faultserver on requests per min "
        "(RPM): Limit 500, Used 500, Requested 1. Please try again in 1s. Visit "
        "https://platform.openai.com/account/rate-limits to learn more.",
        "requests",
        "rate_limit_exceeded",
    ),
    # Real: github.com/ai-genie/chatgpt-vscode/issues/100.
    500: (
        "The server had an error processing your request. Sorry about that! You can retry your "
        "request, or contact us through our help center at help.openai.com if you keep seeing "
        "this error. (Please include the request ID {request_id} in your email.)",
        "server_error",
        None,
    ),
    # Real (Cloudflare in front of the API; the code is a number): stanfordnlp/dspy#203.
    502: ("Bad gateway.", "cf_bad_gateway", 502),
    # Real: github.com/ikechan8370/chatgpt-plugin/issues/125.
    503: (
        "That model is currently overloaded with other requests. You can retry your request, "
        "or contact us through our help center at help.openai.com if the error persists. "
        "(Please include the request ID {request_id} in your message.)",
        "server_error",
        None,
    ),
    504: ("Gateway timeout.", "cf_gateway_timeout", 504),
    # Not OpenAI's own status: OpenAI-compatible gateways in front of Anthropic pass it on.
    529: ("Overloaded", "overloaded_error", None),
}

# Types from docs.claude.com/en/api/errors; messages as recorded in the issues cited.
_ANTHROPIC_ERRORS: dict[int, tuple[str, str]] = {
    400: (
        'messages: roles must alternate between "user" and "assistant", but found multiple '
        '"user" roles in a row',
        "invalid_request_error",
    ),
    # Real (with its headers): the OpenTelemetry Anthropic instrumentation's recorded mock.
    401: ("invalid x-api-key", "authentication_error"),
    # Docs: errors, 403.
    403: (
        "Your API key does not have permission to use the specified resource.",
        "permission_error",
    ),
    404: ("model: {model}", "not_found_error"),
    408: ("Request timed out", "timeout_error"),
    409: ("Conflict", "conflict_error"),
    # Docs: errors, 413 (sent by Cloudflare before the API).
    413: (
        "Request exceeds the maximum allowed number of bytes. The maximum request size is "
        "32 MB for standard API endpoints.",
        "request_too_large",
    ),
    422: ("Unprocessable entity", "invalid_request_error"),
    # Real: github.com/anthropics/claude-code/issues/71669.
    429: (
        "This request would exceed your account's rate limit. Please try again later.",
        "rate_limit_error",
    ),
    # Real: github.com/anthropics/claude-code/issues/11831.
    500: ("Internal server error", "api_error"),
    502: ("Bad gateway", "api_error"),
    503: ("Service unavailable", "api_error"),
    504: ("Gateway timeout", "timeout_error"),
    # Real: github.com/anthropics/claude-code/issues/35775.
    529: ("Overloaded", "overloaded_error"),
}

#: Cloudflare's own answers (no JSON): its text for API clients is ``error code: 5xx``.
CLOUDFLARE_STATUSES: frozenset[int] = frozenset({520, 522, 524})

#: Named error faults: (status, OpenAI (message, type, code), Anthropic (message, type)).
NAMED_ERRORS: dict[str, tuple[int, tuple[str, str, str | int | None], tuple[str, str]]] = {
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


#: Statuses a ``status:CODE`` fault may send: the ones the real APIs (or the Cloudflare edge
#: in front of them) answer with.
SERVED_STATUSES: frozenset[int] = frozenset(_OPENAI_ERRORS) | CLOUDFLARE_STATUSES


#: Named errors whose Anthropic status differs from the OpenAI one.
NAMED_ANTHROPIC_STATUS: dict[str, int] = {"insufficient_quota": 400}


def dumps(obj: Any) -> str:
    """Compact JSON, as the providers send it."""
    return json.dumps(obj, separators=(",", ":"))


def error_body(
    api: Api,
    status: int,
    named: str | None = None,
    *,
    model: str = "fault-model",
    request_id: str = "req_fault",
) -> bytes:
    """The JSON error body ``api`` sends with ``status`` (or the ``named`` error)."""
    o_code: str | int | None
    if named is not None:
        _, oa, an = NAMED_ERRORS[named]
        o_msg, o_type, o_code = oa
        a_msg, a_type = an
    else:
        o_msg, o_type, o_code = _OPENAI_ERRORS[status]
        a_msg, a_type = _ANTHROPIC_ERRORS[status]
    if api == "openai":
        message = o_msg.format(model=model, request_id=request_id.removeprefix("req_"))
        body: dict[str, Any] = {
            "error": {"message": message, "type": o_type, "param": None, "code": o_code}
        }
    else:
        body = {
            "type": "error",
            "error": {"type": a_type, "message": a_msg.format(model=model)},
            "request_id": request_id,
        }
    return dumps(body).encode()


def cloudflare_body(status: int) -> bytes:
    """What Cloudflare's edge answers an API client with for ``status`` (plain text)."""
    return f"error code: {status}".encode()


#: Statuses the SDKs (and retrylens) retry; Anthropic says so in ``x-should-retry``.
RETRYABLE_STATUSES: frozenset[int] = frozenset({408, 409, 429}) | frozenset(range(500, 600))


def request_id(api: Api, rng: Any) -> str:
    """A request id shaped as ``api`` makes them (OpenAI ``req_`` + 32 hex, Anthropic base58)."""
    if api == "openai":
        return "req_" + "".join(rng.choice("0123456789abcdef") for _ in range(32))
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    return "req_011C" + "".join(rng.choice(alphabet) for _ in range(20))


def response_id(api: Api, rng: Any) -> str:
    """A response id: ``chatcmpl-`` + 29 alphanumerics, or ``msg_01`` + 22 base58."""
    if api == "openai":
        alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        return "chatcmpl-" + "".join(rng.choice(alphabet) for _ in range(29))
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    return "msg_01" + "".join(rng.choice(alphabet) for _ in range(22))


def response_headers(
    api: Api, status: int, rid: str, now: float, retry_after: str | None = None
) -> list[tuple[str, str]]:
    """The headers ``api`` sends beside a response: request id, rate limits, retry hints.

    OpenAI: ``x-request-id``, ``openai-version``, ``openai-processing-ms`` and the
    ``x-ratelimit-*`` family (resets as Go durations, ``1s``); Anthropic: ``request-id``,
    the ``anthropic-ratelimit-*`` family (resets as RFC 3339 times) and ``x-should-retry``
    on errors. On a 429 the limits read exhausted and ``retry-after`` says when to come back.
    """
    import datetime as _dt

    limited = status == 429
    wait = 1.0
    if retry_after is not None:
        try:
            wait = max(0.0, float(retry_after))
        except ValueError:
            wait = 1.0
    if api == "openai":
        headers = [
            ("x-request-id", rid),
            ("openai-version", "2020-10-01"),
            ("openai-processing-ms", "38"),
            ("x-ratelimit-limit-requests", "500"),
            ("x-ratelimit-limit-tokens", "30000"),
            ("x-ratelimit-remaining-requests", "0" if limited else "499"),
            ("x-ratelimit-remaining-tokens", "0" if limited else "29962"),
            ("x-ratelimit-reset-requests", f"{wait:g}s" if limited else "120ms"),
            ("x-ratelimit-reset-tokens", f"{wait:g}s" if limited else "76ms"),
        ]
    else:
        reset = _dt.datetime.fromtimestamp(now + (wait if limited else 1.0), _dt.timezone.utc)
        stamp = reset.strftime("%Y-%m-%dT%H:%M:%SZ")
        headers = [("request-id", rid)]
        for family, limit in (
            ("requests", 4000),
            ("tokens", 280000),
            ("input-tokens", 200000),
            ("output-tokens", 80000),
        ):
            remaining = (
                0 if limited and family in ("requests", "tokens", "input-tokens") else limit - 1
            )
            headers += [
                (f"anthropic-ratelimit-{family}-limit", str(limit)),
                (f"anthropic-ratelimit-{family}-remaining", str(remaining)),
                (f"anthropic-ratelimit-{family}-reset", stamp),
            ]
        if status >= 400:
            headers.append(("x-should-retry", "true" if status in RETRYABLE_STATUSES else "false"))
    if retry_after is not None:
        headers.append(("retry-after", retry_after))
    return headers


def sse(data: str, event: str | None = None) -> bytes:
    """One SSE event."""
    head = f"event: {event}\n" if event else ""
    return f"{head}data: {data}\n\n".encode()


#: Characters per streamed fragment of tool-call arguments: both APIs send a token or a
#: few at a time (``{"``, ``city``, ``": "``, ...), so a decoder must join many pieces.
ARGUMENT_FRAGMENT = 4


def argument_fragments(args: str) -> list[str]:
    """``args`` cut into the small pieces a real stream carries (one empty piece if empty)."""
    return [args[i : i + ARGUMENT_FRAGMENT] for i in range(0, len(args), ARGUMENT_FRAGMENT)] or [""]


def prompt_tokens(payload: dict[str, Any]) -> int:
    """A stand-in prompt token count: about one per four characters of the request."""
    return max(1, len(dumps(payload.get("messages") or [])) // 4)


def completion_tokens(pieces: Sequence[str], calls: Sequence[object] = ()) -> int:
    """A stand-in output token count: a word per token, two per tool call."""
    return sum(len(p.split()) or 1 for p in pieces) + 2 * len(calls)


def openai_usage(prompt: int, completion: int) -> dict[str, Any]:
    """``usage`` as Chat Completions reports it, with its detail objects."""
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
        "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
        "completion_tokens_details": {
            "reasoning_tokens": 0,
            "audio_tokens": 0,
            "accepted_prediction_tokens": 0,
            "rejected_prediction_tokens": 0,
        },
    }


def anthropic_usage(input_tokens: int, output_tokens: int) -> dict[str, Any]:
    """``usage`` as the Messages API reports it (cache counts and service tier included)."""
    return {
        "input_tokens": input_tokens,
        "cache_creation_input_tokens": 0,
        "cache_read_input_tokens": 0,
        "output_tokens": output_tokens,
        "service_tier": "standard",
    }


def malformed_event(api: Api) -> bytes:
    """An event whose JSON is cut short, named as ``api`` names its events.

    The Anthropic SDK skips events without an ``event:`` name, so an unnamed one would
    never reach a decoder there; this one is a ``content_block_delta``.
    """
    if api == "openai":
        return b'data: {"choices": [{"index": 0, "delta": {"content": "tru\n\n'
    return (
        b"event: content_block_delta\n"
        b'data: {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", '
        b'"text": "tru\n\n'
    )


def openai_chunks(
    model: str,
    pieces: list[str],
    usage: bool,
    finish: str = "stop",
    *,
    calls: Sequence[tuple[str, str, str]] = (),
    refusal: bool = False,
    response_id: str = "chatcmpl-fault",
    prompt_tokens: int = 12,
) -> list[bytes]:
    """A complete OpenAI chat.completions stream for ``pieces``.

    ``calls`` (id, name, JSON arguments) are streamed as ``tool_calls`` deltas (the
    arguments in fragments of a few characters, as the API streams them) and end with
    ``tool_calls``;
    ``refusal`` streams the pieces as ``refusal`` deltas, as OpenAI does for a refusal.
    """
    base = {
        "id": response_id,
        "object": "chat.completion.chunk",
        "created": 1764633600,
        "model": model,
        "service_tier": "default",
        "system_fingerprint": "fp_faultsrv",
    }

    def chunk(delta: dict[str, Any], finish_reason: str | None = None) -> bytes:
        choice = {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}
        return sse(dumps({**base, "choices": [choice]}))

    field = "refusal" if refusal else "content"
    out = [chunk({"role": "assistant", field: ""})]
    out += [chunk({field: p}) for p in pieces]
    for k, (call_id, name, args) in enumerate(calls):
        head = {"index": k, "id": call_id, "type": "function"}
        out.append(chunk({"tool_calls": [{**head, "function": {"name": name, "arguments": ""}}]}))
        for piece in argument_fragments(args):
            out.append(chunk({"tool_calls": [{"index": k, "function": {"arguments": piece}}]}))
    out.append(chunk({}, "tool_calls" if calls else finish))
    if usage:
        u = openai_usage(prompt_tokens, completion_tokens(pieces, calls))
        out.append(sse(dumps({**base, "choices": [], "usage": u})))
    out.append(b"data: [DONE]\n\n")
    return out


def openai_inband_error(message: str | None) -> bytes:
    """An in-stream OpenAI error object (HTTP 200)."""
    err: dict[str, Any] = {"type": "server_error", "code": None, "param": None}
    if message is not None:
        err["message"] = message
    return sse(dumps({"error": err}))


def anthropic_chunks(
    model: str,
    pieces: list[str],
    stop_reason: str = "end_turn",
    *,
    calls: Sequence[tuple[str, str, str]] = (),
    response_id: str = "msg_fault",
    input_tokens: int = 12,
) -> list[bytes]:
    """A complete Anthropic Messages stream for ``pieces``.

    ``calls`` (id, name, JSON arguments) follow the text as ``tool_use`` blocks, their input
    streamed as ``input_json_delta`` pieces; the stop reason is then ``tool_use``.
    """
    start = {
        "type": "message_start",
        "message": {
            "id": response_id,
            "type": "message",
            "role": "assistant",
            "content": [],
            "model": model,
            "stop_reason": None,
            "stop_sequence": None,
            "usage": anthropic_usage(input_tokens, 1),
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
    for k, (call_id, name, args) in enumerate(calls, start=1):
        block = {"type": "tool_use", "id": call_id, "name": name, "input": {}}
        start_block = {"type": "content_block_start", "index": k, "content_block": block}
        out.append(sse(dumps(start_block), "content_block_start"))
        for piece in argument_fragments(args):
            delta = {
                "type": "content_block_delta",
                "index": k,
                "delta": {"type": "input_json_delta", "partial_json": piece},
            }
            out.append(sse(dumps(delta), "content_block_delta"))
        out.append(sse(dumps({"type": "content_block_stop", "index": k}), "content_block_stop"))
    md = {
        "type": "message_delta",
        "delta": {"stop_reason": "tool_use" if calls else stop_reason, "stop_sequence": None},
        "usage": {"output_tokens": completion_tokens(pieces, calls)},
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


# --- content: tool calls, refusals, images --------------------------------------------------

REFUSAL_TEXT = "I'm sorry, but I can't help with that."

#: The magic bytes of the image formats both APIs accept, by media type.
_MAGIC: dict[str, tuple[bytes, ...]] = {
    "image/png": (b"\x89PNG\r\n\x1a\n",),
    "image/jpeg": (b"\xff\xd8\xff",),
    "image/gif": (b"GIF87a", b"GIF89a"),
    "image/webp": (b"RIFF",),
}

# Real texts: OpenAI's answer for data that is no supported image (reported in
# github.com/STranslate/STranslate/issues/277); Anthropic's for base64 data of another
# format than its media_type (anthropics/claude-code#18483) and for data that is no image
# at all (anthropics/claude-code#8646).
_OPENAI_BAD_IMAGE = (
    "You uploaded an unsupported image. Please make sure your image is below 20 MB in size "
    "and is of one the following formats: ['png', 'jpeg', 'gif', 'webp']."
)


def _sniff(data: bytes) -> str | None:
    """The media type ``data`` starts like, if it is one of the accepted formats."""
    for media, magics in _MAGIC.items():
        if any(data.startswith(m) for m in magics):
            if media == "image/webp" and data[8:12] != b"WEBP":
                continue
            return media
    return None


def _b64(data: str) -> bytes | None:
    try:
        return base64.b64decode(data, validate=True)
    except (ValueError, binascii.Error):
        return None


def image_error(api: Api, payload: dict[str, Any]) -> bytes | None:
    """The 400 body the real API sends for the first broken inline image, if any."""
    for i, message in enumerate(payload.get("messages") or ()):
        content = message.get("content") if isinstance(message, dict) else None
        if not isinstance(content, list):
            continue
        for j, part in enumerate(content):
            if not isinstance(part, dict):
                continue
            if api == "openai" and part.get("type") == "image_url":
                url = str((part.get("image_url") or {}).get("url") or "")
                if not url.startswith("data:"):
                    continue  # fetched by the real API; accepted here
                head, _, data = url.partition(",")
                raw = _b64(data) if head.endswith(";base64") else None
                if raw is None or _sniff(raw) is None:
                    err = {
                        "message": _OPENAI_BAD_IMAGE,
                        "type": "invalid_request_error",
                        "param": None,
                        "code": "invalid_image_format",
                    }
                    return dumps({"error": err}).encode()
            elif api == "anthropic" and part.get("type") == "image":
                source = part.get("source") or {}
                if source.get("type") != "base64":
                    continue
                raw = _b64(str(source.get("data") or ""))
                found = _sniff(raw) if raw is not None else None
                media = source.get("media_type")
                if found is None:
                    text = "Could not process image"
                elif found != media:
                    text = (
                        f"messages.{i}.content.{j}.image.source.base64.data: Image does not "
                        f"match the provided media type {media}"
                    )
                else:
                    continue
                body = {
                    "type": "error",
                    "error": {"type": "invalid_request_error", "message": text},
                }
                return dumps(body).encode()
    return None


def _example(schema: Any) -> Any:
    """A value that fits a (simple) JSON Schema: its example, default or enum, else by type."""
    if not isinstance(schema, dict):
        return "example"
    for key in ("examples", "enum"):
        values = schema.get(key)
        if isinstance(values, list) and values:
            return values[0]
    if "default" in schema:
        return schema["default"]
    kind = schema.get("type")
    if kind == "object":
        props = schema.get("properties") or {}
        return {name: _example(sub) for name, sub in props.items()}
    return {"integer": 1, "number": 1.5, "boolean": True, "array": [], "null": None}.get(
        str(kind), "example"
    )


def requested_tools(api: Api, payload: dict[str, Any]) -> list[tuple[str, Any]]:
    """The (name, parameters schema) of each tool the request offers."""
    found: list[tuple[str, Any]] = []
    for tool in payload.get("tools") or ():
        if not isinstance(tool, dict):
            continue
        if api == "openai":
            fn = tool.get("function") or {}
            if fn.get("name"):
                found.append((str(fn["name"]), fn.get("parameters")))
        elif tool.get("name"):
            found.append((str(tool["name"]), tool.get("input_schema")))
    return found


def tool_calls(api: Api, payload: dict[str, Any], count: int) -> list[tuple[str, str, str]]:
    """``count`` calls (id, name, JSON arguments) of the request's tools, in turn."""
    tools = requested_tools(api, payload)
    prefix = "call_fault_" if api == "openai" else "toolu_fault_"
    return [
        (f"{prefix}{k}", name, dumps(_example(schema) or {}))
        for k, (name, schema) in ((k, tools[k % len(tools)]) for k in range(count))
    ]


def tool_result(api: Api, payload: dict[str, Any]) -> str | None:
    """The text of the tool results the request's last message carries, if it carries any."""
    messages = payload.get("messages") or []
    if not messages or not isinstance(messages[-1], dict):
        return None
    if api == "openai":
        texts: list[str] = []
        for m in reversed(messages):  # the trailing run of ``tool`` messages
            if not isinstance(m, dict) or m.get("role") != "tool":
                break
            texts.insert(0, _text_of(m.get("content")))
        return "; ".join(texts) if texts else None
    content = messages[-1].get("content")
    if not isinstance(content, list):
        return None
    results = [
        _text_of(p.get("content"))
        for p in content
        if isinstance(p, dict) and p.get("type") == "tool_result"
    ]
    return "; ".join(results) if results else None


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return ""
