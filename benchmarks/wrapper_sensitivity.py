"""How many dev verdicts change when the same error text comes in another wrapper.

A real error text reaches the classifier in many shapes: logged with a timestamp and a
level, serialized into a JSON body (with or without ASCII escapes), shown as a Python repr,
flattened to one line, followed by a request id. The cause is the same, so the verdict
should be. For every dev text of ``tests/data/error_corpus.jsonl`` this script classifies
the text as it is and in each wrapper, and counts the verdicts that change: those that go
from right to wrong, from wrong to right, and the rest. Held-out texts are never
classified.

Writes ``results/wrapper_sensitivity.md``. Run: ``python benchmarks/wrapper_sensitivity.py``.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._common import RESULTS, machine  # noqa: E402
from retrylens import _corpus  # noqa: E402
from retrylens._decisions import classify_failure  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "error_corpus.jsonl"

#: Each wrapper's name and what it does to a text.
WRAPPERS: dict[str, Callable[[str], str]] = {
    "JSON string, non-ASCII kept": lambda t: json.dumps(t, ensure_ascii=False)[1:-1],
    "JSON string, ASCII escapes": lambda t: json.dumps(t)[1:-1],
    'quotes escaped (\\")': lambda t: t.replace('"', '\\"'),
    "apostrophes escaped (\\')": lambda t: t.replace("'", "\\'"),
    "line breaks escaped (\\n)": lambda t: t.replace("\n", "\\n"),
    "flattened to one line": lambda t: " ".join(t.split()),
    'JSON body {"error": {"message": …}}': lambda t: json.dumps(
        {"error": {"message": t}}, ensure_ascii=False
    ),
    "Python repr of that body": lambda t: "Exception: " + repr({"error": {"message": t}}),
    '"Error: " before it': lambda t: "Error: " + t,
    "timestamp and level before it": lambda t: "2025-11-02 10:11:12,345 ERROR " + t,
    "a logger's line before it": lambda t: (
        "2025-11-02 10:11:12,345 ERROR [agent.worker] call failed: " + t
    ),
    "a request id after it": lambda t: t + " (request id: req_0123456789abcdef)",
}


def _verdict(case: _corpus.Case, text: str) -> str:
    got = classify_failure(dataclasses.replace(case.failure(), text=text))
    return _corpus.as_class(got.kind)


def run() -> str:
    """Classify every dev text plain and in each wrapper; write and return the report."""
    cases = _corpus.load(CORPUS, split="dev")
    plain = [_verdict(c, c.text) for c in cases]
    rows = []
    for name, wrap in WRAPPERS.items():
        moved: Counter[str] = Counter()
        for case, before in zip(cases, plain, strict=True):
            after = _verdict(case, wrap(case.text))
            if after == before:
                continue
            if before == case.expected:
                moved["broke"] += 1
            elif after == case.expected:
                moved["fixed"] += 1
            else:
                moved["other"] += 1
        changed = sum(moved.values())
        rows.append(
            f"| {name} | {changed} | {moved['broke']} | {moved['fixed']} | {moved['other']} |"
        )
    right = sum(1 for c, v in zip(cases, plain, strict=True) if v == c.expected)
    report = "\n".join(
        [
            "# Verdicts under other wrappers of the same text",
            "",
            machine(),
            "",
            f"The {len(cases):,} dev texts of `tests/data/error_corpus.jsonl` ({right:,} right "
            "as they are), each classified again in another wrapper; held-out texts are not "
            "classified. A verdict that changes is one the wrapper, not the cause, decided. "
            "Reproduce: `python benchmarks/wrapper_sensitivity.py`.",
            "",
            "| wrapper | verdicts changed | right → wrong | wrong → right | wrong → other wrong |",
            "|---|---|---|---|---|",
            *rows,
            "",
        ]
    )
    (RESULTS / "wrapper_sensitivity.md").write_text(report, encoding="utf-8")
    return report


if __name__ == "__main__":
    print(run())
