"""The text patterns of the retry stack, kept as data in one place (SPEC §3, §4).

Each rule has a name so that ``retrylens classify`` and telemetry can say *which* rule
decided. Structured facts (HTTP status, provider error codes) are read before any text is;
these patterns are what is left when a failure arrives as text only.
"""

from __future__ import annotations

import re
from typing import Final

# --- SPEC §3: transient faults -----------------------------------------------------------

# Digits count as an HTTP status only where they read as one, never inside other numbers
# or values ("15000 tokens", "req_8a5029f", "max_tokens must be <= 500").
_STATUS = r"(?:429|5\d\d)(?![\w.])"
_STATUS_WORDS = (
    r"(?:"
    r"error[\s_-]*code|status[\s_-]*code|status|http(?:/\d(?:\.\d)?)?|"
    r"response[\s_-]*code|['\"]code['\"]"
    r")"
)

#: ``(rule name, regex)`` in the order they are tried. Matching is case-insensitive.
RETRY_RULES: Final[tuple[tuple[str, str], ...]] = (
    ("http_status", rf"(?<![\w.]){_STATUS_WORDS}\s*[:=#]?\s*{_STATUS}"),
    # "503 Service Unavailable", "429 Too Many Requests": a status followed by a
    # capitalised reason phrase (case-sensitive part, so "500 tokens" does not match).
    ("http_status_line", rf"(?<![\w.<>=-]){_STATUS}(?-i:\s+[A-Z][a-z]+)"),
    ("overloaded", r"overloaded"),
    ("rate_limit", r"rate[\s_-]?limit|too many requests|resource[\s_]exhausted"),
    ("unavailable", r"service unavailable|temporarily unavailable|\bunavailable\b"),
    ("server_error", r"server[\s_]error|internal[\s_]error|server had an error|bad gateway"),
    (
        "connection",
        r"connection (?:error|refused|reset|aborted|closed)|"
        r"connection(?:reset|aborted|refused)error|connection attempts failed|"
        r"other side closed|fetch failed|upstream connect|reset before headers|"
        r"network (?:error|is unreachable)|broken pipe|socket hang up|econn(?:reset|refused)",
    ),
    ("terminated", r"terminated"),
    ("timeout", r"timed?[\s_-]?out|deadline[\s_]exceeded|etimedout"),
    (
        "transport",
        r"remoteprotocolerror|\b(?:read|write|connect|pool|close)(?:error|timeout)\b|"
        r"networkerror|incomplete chunked read|incompleteread|server disconnected|"
        r"peer closed connection|unexpected_eof|eof occurred in violation of protocol",
    ),
)

#: The SPEC §3 retry pattern: any of :data:`RETRY_RULES`, case-insensitive.
RETRY_PATTERN: Final[re.Pattern[str]] = re.compile(
    "|".join(f"(?:{rx})" for _, rx in RETRY_RULES), re.IGNORECASE
)
COMPILED_RETRY_RULES: Final[tuple[tuple[str, re.Pattern[str]], ...]] = tuple(
    (name, re.compile(rx, re.IGNORECASE)) for name, rx in RETRY_RULES
)

# --- SPEC §3: context overflow, per provider wording -------------------------------------

CONTEXT_OVERFLOW_RULES: Final[tuple[tuple[str, str], ...]] = (
    ("anthropic", r"prompt is too long|model_context_window_exceeded"),
    (
        "openai",
        r"exceeds the context window|context_length_exceeded|"
        r"maximum context length is \d+ tokens|reduce the length of the messages",
    ),
    ("gemini", r"input token count.{0,40}exceeds the maximum"),
    ("bedrock", r"input is too long for requested model"),
    ("llama_cpp", r"exceeds the available context size|exceed_context_size_error"),
    ("mistral", r"too large for model with \d+ maximum context length"),
    ("xai", r"maximum prompt length is \d+"),
    ("ollama", r"input length \d* ?exceeds (?:the )?context length"),
    (
        "generic",
        r"context[\s_]*(?:length|window)[\s_]*exceeded|exceeds (?:the )?maximum context length",
    ),
)
CONTEXT_OVERFLOW_PATTERN: Final[re.Pattern[str]] = re.compile(
    "|".join(f"(?:{rx})" for _, rx in CONTEXT_OVERFLOW_RULES), re.IGNORECASE
)
COMPILED_CONTEXT_OVERFLOW_RULES: Final[tuple[tuple[str, re.Pattern[str]], ...]] = tuple(
    (name, re.compile(rx, re.IGNORECASE)) for name, rx in CONTEXT_OVERFLOW_RULES
)
#: Structured provider error codes that mean context overflow.
CONTEXT_OVERFLOW_CODES: Final[frozenset[str]] = frozenset(
    {"context_length_exceeded", "exceed_context_size_error", "model_context_window_exceeded"}
)

# --- SPEC §4: permanent errors -----------------------------------------------------------

#: Lower-case substrings of ``"TypeName: text"`` that mark an error as permanent.
PERMANENT_ERROR_MARKERS: Final[tuple[str, ...]] = (
    "not a valid image",
    "invalid image",
    "image data is not",
    "login expired",
    "login failed",
    "re-auth",
    "unauthorized",
    "invalid api key",
    "invalid_api_key",
)

#: Telemetry category of each marker (low-cardinality label values).
PERMANENT_MARKER_CATEGORY: Final[dict[str, str]] = {
    "not a valid image": "image",
    "invalid image": "image",
    "image data is not": "image",
    "login expired": "auth",
    "login failed": "auth",
    "re-auth": "auth",
    "unauthorized": "auth",
    "invalid api key": "api_key",
    "invalid_api_key": "api_key",
}

# --- issue #7: structured classification (opt-in) --------------------------------------

#: Provider error codes/types that say "not transient" even on a 429.
QUOTA_CODES: Final[frozenset[str]] = frozenset(
    {"insufficient_quota", "billing_hard_limit_reached", "billing_not_active"}
)
#: Statuses that are transient whatever the text says.
TRANSIENT_STATUSES: Final[frozenset[int]] = frozenset({408, 425, 429, 500, 502, 503, 504, 529})
#: Provider error types (Anthropic, OpenAI in-band) that are transient.
TRANSIENT_ERROR_TYPES: Final[frozenset[str]] = frozenset(
    {"overloaded_error", "api_error", "rate_limit_error", "server_error", "timeout_error"}
)
#: Provider error types that are permanent (authentication / permission).
PERMANENT_ERROR_TYPES: Final[frozenset[str]] = frozenset(
    {"authentication_error", "permission_error", "invalid_api_key"}
)
#: More permanent markers, used by the structured policy on top of the seed's.
STRUCTURED_PERMANENT_MARKERS: Final[dict[str, str]] = {
    "invalid x-api-key": "api_key",
    "incorrect api key": "api_key",
    "api key not valid": "api_key",
    "refresh token": "auth",
    "invalid_grant": "auth",
    "token has been expired or revoked": "auth",
    "insufficient_quota": "other",
}

#: Exception types that are programming errors: raised at once, never retried.
PROGRAMMING_ERROR_TYPES: Final[tuple[type[BaseException], ...]] = (TypeError, NotImplementedError)
PROGRAMMING_ERROR_NAMES: Final[frozenset[str]] = frozenset(
    t.__name__ for t in PROGRAMMING_ERROR_TYPES
)
