"""A second opinion from the words of real error texts, where the rules know little.

The rules of :mod:`retrylens._patterns` carry over to most wordings they were not written
from, but not all: a provider's new overflow wording under a plain 400, a tool's own phrasing
of a dropped connection. Where the rules end without a match, or on one of their weak
verdicts, :mod:`retrylens._decisions` asks this model: naive Bayes over which words a text
contains, trained on the dev part of ``tests/data/error_corpus.jsonl``. The held-out part is
never read; words found in fewer than :data:`MIN_TEXTS` dev texts are left out, so no single
text is learned by heart. It answers only when at least :data:`THRESHOLD` sure.

The settings were chosen on dev texts only, by replaying the corpus's history
(``benchmarks/replay_learned.py``): for each round of texts added, the rules as they stood
before that round classified its dev texts, alone and with the model trained on the dev texts
that existed then. Over 3,659 such texts of 29 rounds the rules alone got 3,201 right; with
the model at p >= 0.9, 3,332, and they missed fewer permanent errors (173 against 220).
Thresholds of 0.7 and 0.8 got 27 and 21 more right, but moved twice and 1.4 times as many
right verdicts to wrong ones (14 and 10 against 7); 0.9 keeps the model's own mistakes
fewest. The model may turn a weak permanent verdict (a bare 400, a request
wording that is weak by itself) into a context overflow, and a text no rule matched or a
weak transient wording into any class; everywhere else the rules decide alone.

The words of a text are found by one RE2 set over the vocabulary (linear time; a few µs for
the first :data:`MAX_CHARS` characters, which is all it reads). The model is data,
``_learned_words.json``; after the corpus changes, write it anew with ``make learned``
(a test fails while it is stale).
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Final, Literal

import re2  # type: ignore[import-untyped]

LearnedKind = Literal["transient", "permanent", "context_overflow"]
#: The classes the model tells apart; refusals and programming errors have signs of their own.
CLASSES: Final[tuple[LearnedKind, ...]] = ("transient", "permanent", "context_overflow")
#: How sure the model must be before it answers.
THRESHOLD: Final = 0.9
#: Dev texts a word must occur in to be part of the model.
MIN_TEXTS: Final = 2
#: Additive smoothing of the word counts.
ALPHA: Final = 0.25
#: Characters of a text the model reads, which bounds its cost on huge texts.
MAX_CHARS: Final = 2048
DATA_FILE: Final = "_learned_words.json"

# A word is a whole ASCII word (RE2's ``\b``: runs of letters, digits and ``_``) made of
# letters and ``_`` only, or two CJK characters side by side. Training reads texts the way
# the RE2 set below matches them, so the model sees at run time the words it learned.
_ASCII_RUN = re.compile(r"[a-z0-9_]+", re.ASCII)
_ASCII_WORD = re.compile(r"[a-z][a-z_]+", re.ASCII)
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]{2,}")


def words(text: str) -> set[str]:
    """The words of ``text`` the model knows how to count (lower-cased)."""
    lowered = text.lower()
    found = {w for w in _ASCII_RUN.findall(lowered) if _ASCII_WORD.fullmatch(w)}
    for run in _CJK_RUN.findall(lowered):
        found.update(run[i : i + 2] for i in range(len(run) - 1))
    return found


def train(texts: Iterable[tuple[str, str]]) -> dict[str, Any]:
    """The model's data from ``(text, class)`` pairs (classes not in :data:`CLASSES` skipped)."""
    counts: dict[str, Counter[str]] = {k: Counter() for k in CLASSES}
    per_class: Counter[str] = Counter()
    for text, expected in texts:
        if expected in counts:
            per_class[expected] += 1
            counts[expected].update(words(text))
    total: Counter[str] = Counter()
    for c in counts.values():
        total.update(c)
    kept = {w for w, n in total.items() if n >= MIN_TEXTS}
    return {
        "min_texts": MIN_TEXTS,
        "texts": {k: per_class[k] for k in CLASSES},
        "words": {k: {w: n for w, n in sorted(counts[k].items()) if w in kept} for k in CLASSES},
    }


@dataclass(frozen=True, slots=True)
class LearnedVerdict:
    """The class the words point to, and the model's probability for it."""

    kind: LearnedKind
    probability: float


class WordModel:
    """The counts as one RE2 set over the vocabulary and, per word, log-likelihood ratios."""

    def __init__(self, data: dict[str, Any]) -> None:
        sizes = data["texts"]
        counts = data["words"]
        if set(sizes) != set(CLASSES) or any(sizes[k] <= 0 for k in CLASSES):
            raise ValueError(f"the model needs texts of every class {CLASSES}, got {sizes}")
        self.vocabulary: tuple[str, ...] = tuple(sorted(set().union(*map(set, counts.values()))))

        def logp(k: str, w: str) -> float:
            return math.log((counts[k].get(w, 0) + ALPHA) / (sizes[k] + 2 * ALPHA))

        # Scores are kept relative to the first class: two sums per text, not three.
        base, *others = CLASSES
        self._prior = tuple(math.log(sizes[k] / sizes[base]) for k in others)
        self._ratios = tuple([logp(k, w) - logp(base, w) for w in self.vocabulary] for k in others)
        options = re2.Options()
        options.max_mem = 16 << 20
        self._set = re2.Set.SearchSet(options)
        for w in self.vocabulary:
            self._set.Add(rf"\b{re2.escape(w)}\b" if w.isascii() else re2.escape(w))
        self._set.Compile()

    def found(self, lowered: str) -> Sequence[int]:
        """Indices into :attr:`vocabulary` of the words in a lower-cased text's first 2 KB."""
        return self._set.Match(lowered[:MAX_CHARS]) or ()

    def verdict(self, lowered: str, threshold: float = THRESHOLD) -> LearnedVerdict | None:
        """The likeliest class of a lower-cased text; None: no known word, or not sure enough."""
        found = self.found(lowered)
        if not found:
            return None
        scores = [0.0]
        for prior, ratios in zip(self._prior, self._ratios, strict=True):
            scores.append(prior + sum(map(ratios.__getitem__, found)))
        top = max(scores)
        weights = [math.exp(s - top) for s in scores]
        best = weights.index(1.0)
        probability = 1.0 / sum(weights)
        if probability < threshold:
            return None
        return LearnedVerdict(CLASSES[best], probability)


@lru_cache(maxsize=1)
def model() -> WordModel:
    """The shipped model (read and compiled once, on first use: ~13 ms)."""
    data = resources.files("retrylens").joinpath(DATA_FILE).read_text(encoding="utf-8")
    return WordModel(json.loads(data))


def serialise(data: dict[str, Any]) -> str:
    """The data file's text for ``data`` (stable, so a stale file shows in a diff)."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


def main(args: list[str]) -> int:
    """Write the model's data file from a corpus's dev part (``make learned``)."""
    import sys
    from pathlib import Path

    from . import _corpus

    if len(args) != 1:
        print("usage: main([CORPUS.jsonl]) (make learned)", file=sys.stderr)
        return 2
    cases = _corpus.load(Path(args[0]), split="dev")
    data = train((c.text, c.expected) for c in cases)
    target = Path(__file__).with_name(DATA_FILE)
    target.write_text(serialise(data), encoding="utf-8")
    kept = len(set().union(*map(set, data["words"].values())))
    print(f"{target}: {kept} words from {sum(data['texts'].values())} dev texts")
    return 0
