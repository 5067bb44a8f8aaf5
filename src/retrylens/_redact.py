"""Scrubbing secrets out of every text that leaves a call (SPEC §2, Standards).

Redaction happens where an error text is made (``Agent.run``, the providers), so no later
copy — history, ``ExecError``, spans, logs, metrics — can carry a key.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from typing import Final

REDACTED: Final = "[REDACTED]"

_SECRET_RULES: Final[tuple[tuple[re.Pattern[str], str], ...]] = (
    # OpenAI / Anthropic style keys: sk-..., sk-proj-..., sk-svcacct-..., sk-ant-...
    (re.compile(r"sk-[A-Za-z0-9_-]{16,}"), REDACTED),
    # "Bearer <token>", but not the words error texts put after "bearer" ("a bearer token
    # is required", "failed to resolve a bearer credential"): they carry the diagnosis.
    (
        re.compile(
            r"(?i)\b(bearer)\s+(?!(?:tokens?|credentials?|auth|authentication|authorization|"
            r"header|scheme|realm|prefix|format|type|value|string|is|was|not|required|missing|"
            r"invalid|expired)(?![A-Za-z0-9._~+/=-]))[A-Za-z0-9._~+/=-]{4,}"
        ),
        rf"\1 {REDACTED}",
    ),
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

#: How deep a chain of causes is copied (deeper links are cut: tracebacks stop there).
_MAX_CHAIN = 16


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


def _texts(exc: BaseException) -> list[str]:
    """What a traceback prints of ``exc`` itself: its text and its notes."""
    notes = getattr(exc, "__notes__", None)
    out = [str(exc)]
    if isinstance(notes, list):
        out.extend(n for n in notes if isinstance(n, str))
    return out


def _members(exc: BaseException) -> tuple[BaseException, ...]:
    """The sub-exceptions of an exception group (printed by tracebacks too)."""
    members = getattr(exc, "exceptions", ())
    if isinstance(members, tuple) and all(isinstance(m, BaseException) for m in members):
        return members
    return ()


def is_clean(exc: BaseException | None, secrets: Iterable[str] = (), _depth: int = 0) -> bool:
    """True when nothing a traceback of ``exc`` (and its chain) prints holds a secret."""
    if exc is None or _depth > _MAX_CHAIN:
        return True
    secrets = tuple(secrets)
    try:
        texts = _texts(exc)
    except Exception:  # a __str__ that raises: traceback prints a placeholder
        texts = []
    if any(redact(t, secrets) != t for t in texts):
        return False
    linked = [exc.__cause__, exc.__context__, *_members(exc)]
    return all(is_clean(e, secrets, _depth + 1) for e in linked)


def redacted_exception(
    exc: BaseException | None, secrets: Iterable[str] = (), _depth: int = 0
) -> BaseException | None:
    """``exc`` itself when its traceback is clean, else a redacted stand-in to chain.

    The stand-in (:class:`retrylens.RedactedError`) keeps the original's type name,
    traceback frames and chain (each link redacted the same way).
    """
    from ._exceptions import RedactedError

    secrets = tuple(secrets)
    if exc is None or is_clean(exc, secrets):
        return exc
    if _depth >= _MAX_CHAIN:
        return None
    cls = type(exc)
    try:
        texts = _texts(exc)
    except Exception:
        texts = [""]
    name = (
        cls.__qualname__ if cls.__module__ == "builtins" else f"{cls.__module__}.{cls.__qualname__}"
    )
    text = redact(texts[0], secrets)
    members = _members(exc)
    if members:
        text = f"{text} [{len(members)} sub-exceptions, not shown]"
    copy = RedactedError(f"{name}: {text}" if text else name, original_type=cls)
    if texts[1:]:
        copy.__notes__ = [redact(note, secrets) for note in texts[1:]]  # type: ignore[attr-defined]
    copy.__traceback__ = exc.__traceback__
    copy.__cause__ = redacted_exception(exc.__cause__, secrets, _depth + 1)
    copy.__context__ = redacted_exception(exc.__context__, secrets, _depth + 1)
    copy.__suppress_context__ = exc.__suppress_context__
    return copy


class RedactingFilter(logging.Filter):
    """A logging filter that scrubs keys and URL credentials from every record it passes.

    retrylens redacts what it logs itself; httpx and httpcore log on their own loggers
    (``httpx`` at INFO logs each request URL, ``httpcore`` at DEBUG logs the traffic), which
    the library cannot reach. Attach this to their handlers or loggers::

        flt = retrylens.RedactingFilter(provider)
        for name in ("httpx", "httpcore"):
            logging.getLogger(name).addFilter(flt)

    ``sources`` are providers (their ``redact_values``) or secret strings.
    """

    def __init__(self, *sources: object) -> None:
        super().__init__()
        values: list[str] = []
        for source in sources:
            if isinstance(source, str):
                values.append(source)
            else:
                found = getattr(source, "redact_values", ())
                values.extend(v for v in found if isinstance(v, str) and v)
        self.secrets: tuple[str, ...] = tuple(values)

    def filter(self, record: logging.LogRecord) -> bool:
        """Replace the record's message by its redacted form (the record is always kept)."""
        try:
            message = record.getMessage()
        except Exception:  # a malformed record: leave it to the logging machinery
            return True
        clean = redact(message, self.secrets)
        if clean != message:
            record.msg, record.args = clean, None
        return True
