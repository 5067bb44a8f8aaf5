"""How well the corpus's labels can be told from the texts: blind labels against the corpus.

Two annotators labelled the same 300 dev texts of ``tests/data/error_corpus.jsonl``, drawn
at random (``random.Random(20261207).sample`` of the dev rows as they stood at 24,054
texts), each without seeing the corpus's label, its ``kind`` or its source, and without any
look-up: only what the classifier is given (the text, cut at 2,500 characters, and the HTTP
status, error type, error code and provider where the row has them) and the labelling guide
the gatherers work by. Each marked the labels it was not sure of. Their labels are kept in
``tests/data/label_agreement.jsonl`` with the corpus line and a hash of the text, so a text
that changes under them is noticed.

The annotators were helper sessions of the same kind of model that gathered and labelled
the corpus (not people): their agreement bounds how consistent the labels are with the
guide, not how a person new to the guide would read them.

Run: ``python benchmarks/label_agreement.py`` (writes ``results/label_agreement.md``).
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._common import RESULTS  # noqa: E402
from retrylens import _corpus  # noqa: E402
from retrylens._decisions import classify_failure  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "error_corpus.jsonl"
LABELS = ROOT / "tests" / "data" / "label_agreement.jsonl"


@dataclass(frozen=True)
class Labelled:
    """One sampled dev text: the corpus's label, each annotator's, the classifier's verdict."""

    line: int
    text: str
    corpus: str
    corpus_category: str | None
    annotators: dict[str, tuple[str, str | None, bool]]
    verdict: str


def text_hash(text: str) -> str:
    """The first 16 hex digits of the text's SHA-256, as the labels file records them."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def load() -> list[Labelled]:
    """The sampled texts with their labels; a text that no longer matches its hash is an error."""
    cases = {c.line: c for c in _corpus.load(CORPUS)}
    out = []
    for raw in LABELS.read_text(encoding="utf-8").splitlines():
        row = json.loads(raw)
        case = cases[row["line"]]
        if text_hash(case.text) != row["text_sha256"] or case.split != "dev":
            raise ValueError(f"corpus line {row['line']} is no longer the text that was labelled")
        got = classify_failure(case.failure())
        out.append(
            Labelled(
                line=case.line,
                text=case.text,
                corpus=case.expected,
                corpus_category=case.category,
                annotators={
                    a["annotator"]: (a["expected"], a["category"], a["sure"]) for a in row["labels"]
                },
                verdict=_corpus.as_class(got.kind),
            )
        )
    return out


@dataclass(frozen=True)
class Agreement:
    """Counts of one comparison."""

    agree: int
    total: int

    @property
    def rate(self) -> float:
        """The share that agree."""
        return self.agree / self.total if self.total else 1.0

    def __str__(self) -> str:
        return f"{self.agree} of {self.total} ({self.rate:.1%})"


def with_corpus(rows: list[Labelled], who: str, *, sure_only: bool = False) -> Agreement:
    """How often annotator ``who``'s class is the corpus's (on its sure labels only, if asked)."""
    picked = [r for r in rows if not sure_only or r.annotators[who][2]]
    return Agreement(sum(r.annotators[who][0] == r.corpus for r in picked), len(picked))


def between(rows: list[Labelled], a: str, b: str) -> Agreement:
    """How often two annotators chose the same class."""
    return Agreement(sum(r.annotators[a][0] == r.annotators[b][0] for r in rows), len(rows))


def classifier(rows: list[Labelled], *, sure: bool | None = None) -> Agreement:
    """How often the shipped classifier's verdict is the corpus's label.

    ``sure=True`` keeps the texts every annotator was sure of, ``False`` those at least one
    was not.
    """
    picked = [
        r for r in rows if sure is None or all(s for _, _, s in r.annotators.values()) == sure
    ]
    return Agreement(sum(r.verdict == r.corpus for r in picked), len(picked))


def run() -> str:
    """Write the table and return it."""
    rows = load()
    who = sorted(rows[0].annotators)
    lines = [
        "# Can the labels be told from the texts? Blind labels against the corpus",
        "",
        f"{len(rows)} dev texts drawn at random; {len(who)} annotators labelled each without "
        "seeing the corpus's label or source (`benchmarks/label_agreement.py` says how).",
        "",
        "| comparison | agree |",
        "|---|---|",
    ]
    for w in who:
        unsure = sum(not r.annotators[w][2] for r in rows)
        lines.append(f"| annotator {w} against the corpus | {with_corpus(rows, w)} |")
        lines.append(
            f"| annotator {w} against the corpus, on the labels it was sure of "
            f"({len(rows) - unsure}) | {with_corpus(rows, w, sure_only=True)} |"
        )
    for i, a in enumerate(who):
        for b in who[i + 1 :]:
            lines.append(f"| annotator {a} against annotator {b} | {between(rows, a, b)} |")
    lines.append(
        f"| the classifier against the corpus (dev texts: its rules know them) | "
        f"{classifier(rows)} |"
    )
    lines.append(f"| … on texts every annotator was sure of | {classifier(rows, sure=True)} |")
    lines.append(f"| … on texts one was not sure of | {classifier(rows, sure=False)} |")
    pairs: Counter[tuple[str, str]] = Counter()
    lines += ["", "Texts an annotator labelled otherwise than the corpus:", ""]
    for r in rows:
        for w in who:
            label, category, sure = r.annotators[w]
            if label != r.corpus:
                pairs[(r.corpus, label)] += 1
                lines.append(
                    f"- line {r.line}, annotator {w}{'' if sure else ' (not sure)'}: corpus "
                    f"{r.corpus}{'/' + r.corpus_category if r.corpus_category else ''}, "
                    f"annotator {label}{'/' + category if category else ''}: "
                    f"{json.dumps(r.text[:160], ensure_ascii=False)}"
                )
    lines += [
        "",
        "By (corpus → annotator): "
        + ", ".join(f"{a} → {b} {n}" for (a, b), n in pairs.most_common()),
    ]
    out = RESULTS / "label_agreement.md"
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out.read_text(encoding="utf-8")


if __name__ == "__main__":
    print(run())
