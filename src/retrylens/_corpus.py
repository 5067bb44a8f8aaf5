"""Score the classifier against a labelled corpus of real error texts.

A corpus is JSON Lines, one error a line::

    {"text": "Error code: 401 - {...}", "expected": "permanent", "category": "api_key",
     "provider": "anthropic", "status": 401, "error_type": "authentication_error",
     "error_code": null, "source": "https://github.com/...", "split": "holdout"}

Only ``text`` and ``expected`` (``transient`` | ``permanent`` | ``context_overflow`` |
``refusal`` | ``programming_error``) are required; ``status``, ``error_type``,
``error_code`` and ``exception_type`` are the structured facts known beside the text, and
``split`` (``dev`` / ``holdout``) lets a run score one part. Other corpora's names are
accepted too: ``error_text``/``error_message``/``message`` for the text,
``expected_class``/``class``/``label`` for the class (``retryable``, ``overflow``,
``fatal``… mapped), ``http_status``/``status_code`` for the status. A file whose first
character is ``[`` is read as one JSON array instead of JSON Lines. ``retrylens classify --corpus``
prints what :func:`score` returns.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ._decisions import Classification, Failure, FailureKind, classify_failure

EXPECTED_CLASSES = ("transient", "permanent", "context_overflow", "refusal", "programming_error")

#: The corpus class each failure kind counts as.
_AS_CLASS: dict[FailureKind, str] = {
    "transient": "transient",
    "empty_error_message": "transient",
    "permanent": "permanent",
    "context_overflow": "context_overflow",
    "refusal": "refusal",
    "programming_error": "programming_error",
    "unknown": "unknown",
    "success": "success",
}


def as_class(kind: FailureKind) -> str:
    """The corpus class a verdict of ``kind`` counts as."""
    return _AS_CLASS[kind]


class CorpusError(ValueError):
    """A corpus file that cannot be read: its line number and what is wrong."""


@dataclass(frozen=True)
class Case:
    """One labelled error of a corpus."""

    text: str
    expected: str
    line: int
    category: str | None = None
    provider: str | None = None
    source: str | None = None
    split: str | None = None
    status: int | None = None
    error_type: str | None = None
    error_code: str | None = None
    exception_type: str | None = None

    def failure(self) -> Failure:
        """The failure facts this case describes."""
        return Failure(
            text=self.text,
            http_status=self.status,
            error_type=self.error_type,
            error_code=self.error_code,
            exception_type=self.exception_type,
        )


def _opt_str(row: dict[str, Any], key: str, line: int) -> str | None:
    value = row.get(key)
    if value is None or isinstance(value, str):
        return value
    raise CorpusError(f"line {line}: {key!r} must be a string or null, got {value!r}")


#: Other names corpora use for the same fields, and for the same classes.
_FIELD_ALIASES: dict[str, tuple[str, ...]] = {
    "text": ("text", "error_text", "error_message", "message", "error"),
    "expected": ("expected", "expected_class", "class", "label", "verdict"),
    "status": ("status", "http_status", "status_code"),
    "error_type": ("error_type", "provider_error_type"),
    "error_code": ("error_code", "provider_error_code", "code"),
}
_CLASS_ALIASES: dict[str, str] = {
    "retryable": "transient",
    "retry": "transient",
    "overflow": "context_overflow",
    "context_length": "context_overflow",
    "context_length_exceeded": "context_overflow",
    "fatal": "permanent",
    "non_retryable": "permanent",
    "not_retryable": "permanent",
}


def _field(row: dict[str, Any], name: str) -> Any:
    for key in _FIELD_ALIASES.get(name, (name,)):
        if key in row:
            return row[key]
    return None


def parse_case(row: object, line: int) -> Case:
    """One corpus line, checked (field and class names of other corpora accepted)."""
    if not isinstance(row, dict):
        raise CorpusError(f"line {line}: expected a JSON object, got {type(row).__name__}")
    text, expected = _field(row, "text"), _field(row, "expected")
    if not isinstance(text, str):
        raise CorpusError(f"line {line}: 'text' must be a string")
    if isinstance(expected, str):
        expected = _CLASS_ALIASES.get(expected.lower(), expected.lower())
    if expected not in EXPECTED_CLASSES:
        raise CorpusError(
            f"line {line}: 'expected' must be one of {', '.join(EXPECTED_CLASSES)}, "
            f"got {expected!r}"
        )
    status = _field(row, "status")
    if isinstance(status, str) and status.isdigit():
        status = int(status)
    if status is not None and (isinstance(status, bool) or not isinstance(status, int)):
        raise CorpusError(f"line {line}: 'status' must be an HTTP status number or null")
    code = _field(row, "error_code")
    return Case(
        text=text,
        expected=expected,
        line=line,
        category=_opt_str(row, "category", line),
        provider=_opt_str(row, "provider", line),
        source=_opt_str(row, "source", line),
        split=_opt_str(row, "split", line),
        status=status,
        error_type=_text_field(row, "error_type", line),
        error_code=code if isinstance(code, str) else None,
        exception_type=_opt_str(row, "exception_type", line),
    )


def _text_field(row: dict[str, Any], name: str, line: int) -> str | None:
    value = _field(row, name)
    if value is None or isinstance(value, str):
        return value
    raise CorpusError(f"line {line}: {name!r} must be a string or null, got {value!r}")


def load(path: str | Path, split: str | None = None) -> list[Case]:
    """The cases of a corpus file (only those of ``split``, when given)."""
    raw_text = Path(path).read_text(encoding="utf-8")
    if raw_text.lstrip().startswith("["):
        try:
            rows = json.loads(raw_text)
        except ValueError as exc:
            raise CorpusError(f"not a JSON array ({exc})") from None
        numbered = list(enumerate(rows, start=1))
    else:
        numbered = []
        for number, raw in enumerate(raw_text.splitlines(), start=1):
            if not raw.strip():
                continue
            try:
                numbered.append((number, json.loads(raw)))
            except ValueError as exc:
                raise CorpusError(f"line {number}: not JSON ({exc})") from None
    cases = [parse_case(row, number) for number, row in numbered]
    return [c for c in cases if split is None or c.split == split]


@dataclass(frozen=True)
class Miss:
    """A case the classifier got wrong."""

    case: Case
    got: Classification

    @property
    def got_class(self) -> str:
        """The corpus class the classifier's verdict counts as."""
        return as_class(self.got.kind)


@dataclass
class Score:
    """How well the classifier did on a set of cases."""

    total: int = 0
    correct: int = 0
    by_class: dict[str, tuple[int, int]] = field(default_factory=dict)
    #: Correct and total per provider (cases without one count under ``"?"``).
    by_provider: dict[str, tuple[int, int]] = field(default_factory=dict)
    misses: list[Miss] = field(default_factory=list)
    #: Permanent cases whose category matched the corpus's (where the corpus gives one).
    category_hits: int = 0
    category_total: int = 0

    @property
    def accuracy(self) -> float:
        """Correct verdicts / cases (1.0 for no cases)."""
        return self.correct / self.total if self.total else 1.0

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready summary, misses included."""
        return {
            "total": self.total,
            "correct": self.correct,
            "accuracy": round(self.accuracy, 4),
            "by_class": _rates(self.by_class),
            "by_provider": _rates(self.by_provider),
            "permanent_category_accuracy": (
                round(self.category_hits / self.category_total, 4) if self.category_total else None
            ),
            "misses": [
                {
                    "line": m.case.line,
                    "expected": m.case.expected,
                    "got": m.got_class,
                    "rule": m.got.rule,
                    "provider": m.case.provider,
                    "text": m.case.text[:300],
                    "source": m.case.source,
                }
                for m in self.misses
            ],
        }


def _rates(counts: dict[str, tuple[int, int]]) -> dict[str, dict[str, float | int]]:
    """``{name: {correct, total, accuracy}}`` of ``{name: (correct, total)}``, sorted by name."""
    return {
        k: {"correct": c, "total": t, "accuracy": round(c / t, 4) if t else 1.0}
        for k, (c, t) in sorted(counts.items())
    }


def score(cases: Iterable[Case]) -> Score:
    """Classify every case and count what the classifier got right."""
    result = Score()
    totals: Counter[str] = Counter()
    hits: Counter[str] = Counter()
    provider_totals: Counter[str] = Counter()
    provider_hits: Counter[str] = Counter()
    for case in cases:
        got = classify_failure(case.failure())
        provider = case.provider or "?"
        totals[case.expected] += 1
        provider_totals[provider] += 1
        result.total += 1
        if as_class(got.kind) == case.expected:
            hits[case.expected] += 1
            provider_hits[provider] += 1
            result.correct += 1
            if case.expected == "permanent" and case.category:
                result.category_total += 1
                result.category_hits += got.category == case.category
        else:
            result.misses.append(Miss(case, got))
    result.by_class = {k: (hits[k], totals[k]) for k in totals}
    result.by_provider = {k: (provider_hits[k], provider_totals[k]) for k in provider_totals}
    return result


def split_of(text: str, holdout_every: Sequence[int] = (0,), modulus: int = 3) -> str:
    """A stable split for a text: ``holdout`` for a third of texts, by a hash of the text."""
    import hashlib

    digest = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")
    return "holdout" if digest % modulus in holdout_every else "dev"
