"""Scrubbing secrets out of every text that leaves a call (SPEC §2, Standards).

Redaction happens where an error text is made (``Agent.run``, the providers), so no later
copy — history, ``ExecError``, spans, logs, metrics — can carry a key.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

REDACTED: Final = "[REDACTED]"

_SECRET_RULES: Final[tuple[tuple[re.Pattern[str], str], ...]] = (
    # OpenAI / Anthropic style keys: sk-..., sk-proj-..., sk-svcacct-..., sk-ant-...
    (re.compile(r"sk-[A-Za-z0-9_-]{16,}"), REDACTED),
    (re.compile(r"(?i)\b(bearer)\s+[A-Za-z0-9._~+/=-]{4,}"), rf"\1 {REDACTED}"),
    # Header or JSON field values: x-api-key: ..., "api-key": "...", authorization=...
    (
        re.compile(
            r"(?i)(\b(?:x-api-key|api[-_]key|x-goog-api-key|authorization)\b['\"]?\s*[:=]\s*['\"]?)"
            r"(?!\[REDACTED\]|bearer\s)([^\s'\",;}&]{8,})"
        ),
        rf"\1{REDACTED}",
    ),
    # Keys in query strings (?key=..., &api_key=..., access_token=..., &sig=...)
    (
        re.compile(
            r"(?i)([?&](?:key|api[-_]?key|access[-_]?token|token|sig|signature|secret|"
            r"client[-_]secret|password|code)=)[^&\s'\"]+"
        ),
        rf"\1{REDACTED}",
    ),
    # Credentials in URLs: https://user:password@host
    (re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://)[^/\s:@'\"]+:[^/\s@'\"]+@"), rf"\1{REDACTED}@"),
)

DEFAULT_MAX_CHARS: Final = 1024


def redact(text: str, secrets: Iterable[str] = ()) -> str:
    """Return ``text`` with API keys, bearer tokens and the given ``secrets`` replaced."""
    if not text:
        return text
    # Explicit secrets first, longest first, so a key that contains another is fully masked.
    for secret in sorted({s for s in secrets if s and len(s) >= 3}, key=len, reverse=True):
        if secret in text:
            text = text.replace(secret, REDACTED)
    for pattern, replacement in _SECRET_RULES:
        text = pattern.sub(replacement, text)
    return text


def truncate(text: str, max_chars: int = DEFAULT_MAX_CHARS) -> str:
    """Cut ``text`` to at most ``max_chars`` characters, marking the cut."""
    if len(text) <= max_chars:
        return text
    marker = f"… [{len(text) - max_chars} more chars]"
    return text[: max(0, max_chars - len(marker))] + marker
