"""A second opinion from the words of real error texts, where the rules know little.

The rules of :mod:`retrylens._patterns` carry over to most wordings they were not written
from, but not all: a provider's new overflow wording under a plain 400, a tool's own phrasing
of a dropped connection, an app's message in a language no rule was written in. Where the
rules end without a match, or on one of their weak verdicts, :mod:`retrylens._decisions`
asks this model: a logistic regression over which words, which pairs of words side by side
and which three-letter pieces of words a text contains, trained on the dev part of
``tests/data/error_corpus.jsonl``. The pairs tell "rate limit" from a limit and a rate
apart, "context length" from any length; the pieces carry what whole words miss:
"authentification" and "authentication", an exception name run together
("ratelimiterror"), a word in another language that shares its stem. The held-out part is
never read; features found in fewer than :data:`MIN_TEXTS` dev texts are
left out, so no single text is learned by heart, and only the :data:`MAX_FEATURES` that
weigh most are kept. Its guess counts only when it is at least :data:`THRESHOLD` sure
(:data:`UNMATCHED_THRESHOLD` for a transient or overflow verdict on a text no rule matched,
:data:`PERMANENT_THRESHOLD` for a permanent verdict, :data:`UNMATCHED_PERMANENT_THRESHOLD`
for one on a text no rule matched, :data:`OVERRULE_RETRY_THRESHOLD` against a transient
wording of the rules, :data:`OVERRULE_LENGTH_THRESHOLD` against a weak wording of length,
:data:`OVERRULE_SERVER_ERROR_THRESHOLD` against a bare 500,
:data:`OVERRULE_REQUEST_THRESHOLD` against a weak request wording; the bar against a bare
500 also against a transient status beside a request wording;
:data:`retrylens._decisions.SECOND_OPINION` applies them).

The settings were chosen on dev texts only, by replaying the corpus's history
(``benchmarks/replay_learned.py``): for each round of texts added, the rules as they stood
before that round classified its dev texts, alone and with the model trained on the dev texts
that existed then. Over 3,839 such texts of 30 rounds the rules alone got 3,365 right and
missed 233 permanent errors. The model shipped before this one (naive Bayes over whole
words, answering at p >= 0.9) took them to 3,501 and 182; this one to 3,528 and 157, calling
7 texts permanent that were not (the old model 5). Uniform thresholds were tried too: at 0.7
it gets ~20 more right but calls 24 such texts permanent; a permanent verdict stops every
retry, hence the higher bars for it (0.8, and 0.97 against a transient wording of the
rules: an app's "something went wrong, please try again" says more about the app than about
the cause). Fitted out of fold on each round's dev texts, its probabilities needed little
rescaling (a fitted temperature of 0.98-1.29). Pieces of four letters, a C of 1 to 4 and
1,000 to 4,000 features scored within ~1% of these settings; over words alone, pieces of
non-ASCII words only gained a third as much as pieces of every word. With 51 rounds
(5,885 replayed texts) a weaker penalty paid: C = 4 got 5,442 right and missed 239
permanent errors where C = 2 got 5,422 and 253 (C = 1: 5,402 and 265; C = 8 with 3,000
features: 5,450 and 233, but 10 more texts called permanent that were not); 3,000 or 4,000
features at C = 4 gained 1-3 texts over 2,000, not worth a larger feature set. Pairs of
words were added after 57 replayed rounds: of the 1,457 texts there whose rules' verdict
was weak (the only ones the model may change), words and pieces alone got 1,101 right and
missed 172 permanent errors, with pairs 1,118 and 161 (calling 34 texts permanent that were
not, against 36); with pairs and 3,000 features 1,115; four-letter pieces instead of pairs
1,092. Pairs of any two words in a row, whatever stood between them, scored about the same
(1,118 and 157) as these, which the RE2 set can read.
The model may turn a weak permanent verdict (a bare 400, a request wording that is weak by
itself) into a context overflow, a weak request wording also into a transient verdict, a
bare 500 into a permanent verdict or an overflow, a transient status beside a request
wording (and no transient wording) into a permanent verdict, and a text no rule matched or
a weak transient wording into any class, and a weak wording of length ("too long" and
nothing of a context) into a permanent verdict; everywhere else the rules decide alone.
The moves of a bare 500 and of a weak request wording into a transient verdict, added with 85 rounds
replayed (9,321 texts), got 18 more of them right (8,519) and missed 8 fewer permanent
errors (370), calling 4 more texts permanent that were not (83). A bare 413 is not moved: it
stays an overflow, as the README's policy reads a 413 that names nothing (the replay's gains
there were mostly texts labelled against that policy). Fitting on each dev text and on two
wrapped copies of it (a log line's header before it; an app's "LLM call raised an
exception: " before it), so that a wrapper's words weigh nothing, was tried with 100 rounds
replayed (11,062 texts): 10,121 right against 10,113, one permanent error fewer missed
(423), and 7 more texts called permanent that were not (107): not worth fitting on three
times the texts. On that same replay of 100 rounds a weaker penalty and more features paid
off at last, on all three counts: C = 8 with 3,000 features got 10,142 right, missed 406
permanent errors and called 98 texts permanent that were not, where C = 4 with 2,000 got
10,121, 420 and 100 (4,000 features at C = 8: 10,147, 410 and 104; C = 16 with 3,000:
10,152, 402 and 104, more texts stopped for good that should have been retried).
A fourth class, programming errors (which the rules tell from a request problem worst of
all), was tried on the replay of 142 rounds (15,832 texts; fitted in 12 stretches of rounds):
at its best (0.7, moving a text no rule matched, a weak request wording or a request wording
with no status) it got 26 more texts right but missed 40 more permanent errors, and the
three classes it shares with this model came out a little worse. Not worth it: a permanent
error missed is the costlier mistake. Tried again with round 163's texts (809 dev programming
errors, 63 of them SDKs' own checks of how they are called), moving a text no rule matched and
a request wording (weak or not, with no status or code) into a programming error at 0.8: on
the replay of 153 rounds it got 15,550 texts right against 15,505 and missed 568 permanent
errors against 550 (each half of the rounds gained), but with the rules of today, fitted on
four fifths of the dev texts and scored on the fifth left out (five folds), it got 17,997 of
18,489 right against 18,047 for this model, and missed 199 permanent errors against 141: the
rules written since the replay's rounds already tell most such texts, and the fourth class's
share of the probability costs the other three.
Bagging (five fits, each on a random 80% of the dev texts, their weights averaged into one
model) was tried on two thirds of the replay of 146 rounds (97 rounds, 11,290 texts), to
make a refit move fewer verdicts of texts it was not fitted on: 10,363 right against
10,366, 373 permanent errors missed against 379, 115 texts called permanent that were not
against 110 (one third better on all three counts, the other worse on all three): no gain
for five times the fitting.
Two weightings of the dev texts were tried on the replay of 153 rounds (16,810 texts; 15,505
right, 550 permanent errors missed, 162 texts called permanent that were not, with the bars
of round 156): each text weighted by one over the square root of its source's count of
texts, so that one app's locale file in fifteen languages weighs less (15,507, 551 and 162),
and the texts on which the rules of their time were weak, where the model is asked, weighted
three times the others (15,509, 542 and 170: a permanent error caught for each text called
permanent wrongly). Neither was kept. On that replay the model is least sure where it matters
most: of the texts no rule matched, those it called transient at p 0.5 to 0.8 were more often
permanent errors (80) than transient ones (75) — mostly apps' messages in other languages
whose "please try again" it has learned better than their cause.
Two other kinds of second opinion were tried on that replay. The nearest earlier dev text (by
the cosine of their four-letter pieces), its class taken where it is at least 0.9 alike: 4
texts more right, 8 more wrong (at 0.8: 17 and 34, 10 more permanent errors missed); near
copies of a text are what the rules already know. And the rules' weak verdict given to this
model as one more feature (the model told where it is asked), fitted and scored the same way
without the check of a familiar text: 15,391 right, 583 permanent errors missed and 206 texts
called permanent that were not, against 15,513, 542 and 173 without it.
Leaving out features of fewer than three dev texts (:data:`MIN_TEXTS` 3, the shipped bars):
15,497 right, 555 permanent errors missed, 162 called permanent wrongly, against 15,505, 550
and 162 with two. A weaker penalty again (C = 16): 15,504, 551 and 175, more texts stopped for
good that should have been retried.

The features of a text are found by one RE2 set (linear time; a few µs for the first
:data:`MAX_CHARS` characters, which is all it reads). The model is data,
``_learned_words.json``; after the corpus changes, write it anew with ``make learned``
(scikit-learn, in the dev extra, fits it; a test fails while it is stale).
"""

from __future__ import annotations

import hashlib
import itertools
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
THRESHOLD: Final = 0.7
#: How sure it must be to call a text no rule matched transient or a context overflow. Left
#: ``unknown``, such a text is not retried by the session, is retried by the runtime and
#: tells the dashboards nothing; on the replay of 52 rounds, this bar got 21 more of them
#: right than :data:`THRESHOLD` and called none permanent that was not (0.6 got 11). It was
#: 0.6 while runs of one letter counted as features: a run of "x" turned transient on the
#: strength of the piece "xxx"; those runs are no feature now (:func:`words`).
UNMATCHED_THRESHOLD: Final = 0.5
#: How sure it must be before it calls a text permanent: that verdict stops every retry, so
#: a transient error it gets wrong is not retried at all.
PERMANENT_THRESHOLD: Final = 0.8
#: How sure it must be to call permanent a text no rule matched. Left ``unknown``, it is
#: retried by the runtime and counted nowhere; on the replay of 57 rounds (with pairs of
#: words), of the texts no rule matched that the model put at 0.7 to 0.8 permanent, 29 were
#: permanent, 7 transient and 4 overflows (0.6 to 0.8: 40, 11 and 8), so a bar of 0.7 stopped
#: four permanent errors' retries for each transient one it stopped. On the replay of 142
#: rounds (15,832 texts) the texts between 0.6 and 0.7 paid about as well: 46 permanent
#: errors, 13 transient ones, 5 overflows and a programming error (0.5 to 0.6: 35, 19, 9 and
#: 3, where a transient error is stopped for every two permanent ones).
UNMATCHED_PERMANENT_THRESHOLD: Final = 0.6
#: How sure it must be to turn the rules' own (weak) transient verdict into a permanent one:
#: the words of an app's wrapper ("something went wrong, please try again") say more about
#: the app than about the cause. It was 0.97; on the replay of 153 rounds (16,810 texts) 0.9
#: turned 8 more permanent errors permanent and 1 transient one (5 and 1 in the first half
#: of the rounds, 3 and 0 in the second; 0.8: 10 and 4).
OVERRULE_RETRY_THRESHOLD: Final = 0.9
#: How sure it must be to call permanent a text whose only wording is a weak one of length
#: ("too long", "too large", "exceeds … tokens" with nothing of a context): a file, a name, a
#: field over its own limit. On the replay of 153 rounds: 6 permanent errors turned
#: permanent and no overflow lost (3 and 0 in each half; at 0.9: 7 and 2).
OVERRULE_LENGTH_THRESHOLD: Final = 0.97
#: How sure it must be to call permanent a bare 500 (no wording of the rules): the answer of
#: an app server or relay to any exception it did not map, whose words ("Coupon code not
#: found", "No available accounts support the requested model") say more than its status.
#: On the replay of 85 rounds, of the 238 bare 500s this bar turned 11 permanent errors
#: permanent and 2 transient ones (0.9: 14 and 6; 0.8: 15 and 11). A 502, 503 or 429 stayed
#: as its status says: there the model was wrong as often as right at any bar. With 142
#: rounds replayed (15,832 texts), the same bar on a transient status beside a request
#: wording ("503 invalid request body: …", which the rules read by its status) turned 8
#: permanent errors permanent and 1 transient one: that move was added. On a bare 503 it
#: turned 10 and 2 (a 429: 20 and 14; a 502: 5 and 5), but on the held-out texts 3 and 5:
#: a bare 503 stays as its status says.
OVERRULE_SERVER_ERROR_THRESHOLD: Final = 0.95
#: How sure it must be to call transient a weak request wording ("must", "not supported"):
#: "Too many current requests. Your queue position is 38", "CUDA out of memory". On the
#: replay of 85 rounds (543 such verdicts): 9 right and 3 wrong at this bar, 13 and 9 at
#: :data:`THRESHOLD`.
OVERRULE_REQUEST_THRESHOLD: Final = 0.9
#: Dev texts a feature must occur in to be part of the model.
MIN_TEXTS: Final = 2
#: Features kept: those whose largest weight (in absolute value) is largest.
MAX_FEATURES: Final = 3000
#: Inverse strength of the L2 penalty on the weights.
C: Final = 8.0
#: Characters of a text the model reads, which bounds its cost on huge texts.
MAX_CHARS: Final = 1024
#: Length of the pieces of words.
PIECE: Final = 3
#: Most characters between two words that count as side by side (:func:`pairs`).
PAIR_GAP: Final = 3
DATA_FILE: Final = "_learned_words.json"
#: RE2's memory budget for the feature set. Its DFA took ~11 MiB of states over the corpus;
#: with 16 MiB it was flushed and rebuilt on nearly every text (~115 µs instead of ~4 µs).
#: Doubled at 26,014 corpus texts with the rules' budgets
#: (:data:`retrylens._decisions.RULE_SET_MAX_MEM`).
FEATURE_SET_MAX_MEM: Final = 128 << 20
#: The solver's tolerance (Newton-CG): tight, so which features make the cut does not hang
#: on where a solver happened to stop (with lbfgs at the default 1e-4, a refit could swap
#: ~80 of the 2,000; at this tolerance lbfgs and Newton-CG keep the same 2,000).
TOLERANCE: Final = 1e-8
#: Decimals the weights are stored with (a stable file; far finer than they matter).
DECIMALS: Final = 4
#: Least share of a text's three-letter ASCII pieces the features found in it must account
#: for, for a permanent or overflow guess to count (:meth:`WordModel.familiar`). Pieces of
#: random letters hit a feature now and then, and a sum of such small weights reached a
#: confident verdict: of 1,400 junk texts (random printable text, letters, base64, bytes
#: decoded as Latin-1 or UTF-8) the model called 453 permanent and 13 overflows where no rule
#: matched. Real error texts share far more of their pieces with the model (a median of 53%
#: of all pieces over the dev texts; junk 0-4%). Chosen on the replay of 77 rounds (1,457
#: weak verdicts), counting pieces alone: bars of 0.05 to 0.15 cost one text right of 1,147
#: and called one or two fewer texts permanent that were not, 0.2 cost four, 0.3 seventy.
#: Only ASCII pieces count: an app's message in Persian or Chinese shares few of its pieces
#: with the model and is still read right as often.
MIN_KNOWN_SHARE: Final = 0.15
#: Fewest three-letter ASCII pieces a text must have for :data:`MIN_KNOWN_SHARE` to judge it.
MIN_JUDGED_PIECES: Final = 10
#: Most characters of no text of words (:data:`_GARBLED`) the start of a text may carry for the
#: model to read it: a compressed or binary body decoded as text is no message to guess at.
MAX_GARBLED: Final = 2

# A word is a whole ASCII word (RE2's ``\b``: runs of letters, digits and ``_``) made of
# letters and ``_`` only, or two CJK characters side by side; a piece is any three letters
# in a row, a letter being what Python calls one (in any script; the vowel signs of Indic
# scripts are not letters, so they split words). Training reads the first MAX_CHARS
# characters of each text the way the RE2 set below matches them, so the model sees at run
# time the features it learned.
_ASCII_RUN = re.compile(r"[a-z0-9_]+", re.ASCII)
_ASCII_WORD = re.compile(r"[a-z][a-z_]+", re.ASCII)
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]{2,}")
_LETTER_RUN = re.compile(r"[^\W\d_]{3,}")
_ASCII_LETTERS = re.compile(r"[a-z]{3,}", re.ASCII)
#: C0 and C1 control characters but tab and line ends, DEL, and U+FFFD (what a decoder puts
#: for bytes that are no UTF-8): the marks of bytes read as text.
_GARBLED = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffd]")


#: A JSON ``\uXXXX`` escape, however many times its backslash was escaped again.
_UNICODE_ESCAPE: Final = re.compile(r"\\+u([0-9a-fA-F]{4})")
#: How many ``\uXXXX`` escapes of one text are read as characters: 2,048 escaped letters
#: say what an error says; a text of a million escapes costs ~1.5 ms, not ~15.
MAX_UNICODE_ESCAPES: Final = 2048
#: How many backslashes before a quote are read through: 7 escape a double quote nested
#: three strings deep (1, 3, 7 for one, two, three).
MAX_QUOTE_BACKSLASHES: Final = 7


def _unescape_json(text: str) -> str:
    r"""``text`` with the escapes of a JSON string read as the characters they stand for.

    A body serialized with ASCII escapes (Python's ``json.dumps`` by default, Go's for
    ``<``, ``>`` and ``&``), logged or nested once more (``\\u8bf7``, ``\\\"``), says what
    the same body says unescaped; so does a Python repr or a string literal that escapes its
    apostrophes (``didn\'t``). Only ``\uXXXX``, ``\"`` and ``\'`` are read: a ``\n`` stays
    two characters, so a traceback nested in a server's body does not start lines of its own.
    A surrogate pair becomes its one character; a lone surrogate stays
    (:func:`retrylens._decisions` reads it as U+FFFD).
    """
    if "\\u" in text:
        pieces = _UNICODE_ESCAPE.split(text, maxsplit=MAX_UNICODE_ESCAPES)
        codes = [int(digits, 16) for digits in pieces[1::2]]
        pieces[1::2] = map(chr, codes)
        text = "".join(pieces)
        if any(0xD800 <= code <= 0xDFFF for code in codes):
            text = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")
    for quote in ('"', "'"):
        escaped = "\\" + quote
        for _ in range(MAX_QUOTE_BACKSLASHES):
            if escaped not in text:
                break
            text = text.replace(escaped, quote)
    return text


def lower(text: str) -> str:
    """``text`` lower-cased as every rule and feature reads it.

    A JSON string's escapes are read first (:func:`_unescape_json`).
    A capital dotted İ (Turkish, Azerbaijani) lower-cases to "i" and a combining dot above;
    the dot is dropped, so "İçerik engellendi" reads as the lists spell it ("içerik").
    """
    if "\\" in text:
        text = _unescape_json(text)
    lowered = text.lower()
    return lowered.replace("i\u0307", "i") if "\u0307" in lowered else lowered


def words(text: str) -> set[str]:
    """The whole words of ``text`` the model knows how to count (lower-cased)."""
    lowered = lower(text)
    found = {w for w in _ASCII_RUN.findall(lowered) if _is_word(w)}
    for run in _CJK_RUN.findall(lowered):
        found.update(run[i : i + 2] for i in range(len(run) - 1))
    return {w for w in found if not _one_letter(w)}


def _is_word(run: str) -> bool:
    """Whether a run of ASCII word characters is a word: letters and ``_``, not one letter."""
    return bool(_ASCII_WORD.fullmatch(run)) and not _one_letter(run)


def _one_letter(feature: str) -> bool:
    """A run of one letter ("xxx", "___"): a placeholder or padding, no evidence of a class."""
    return len(set(feature)) == 1


def pieces(text: str) -> set[str]:
    """Every three letters in a row in ``text`` (lower-cased), in words of any script."""
    found: set[str] = set()
    for run in _LETTER_RUN.findall(lower(text)):
        found.update(run[i : i + PIECE] for i in range(len(run) - PIECE + 1))
    return {p for p in found if not _one_letter(p)}


#: A request's, a trace's or a correlation's id as gateways and SDKs append it ("(request
#: id: 2024…)", "request_id=req_8a5…", "x-request-id: …"): a tag of the call, not of its
#: failure. Relays' answers carry them far more often than others, and a model that read
#: them learned "request id" as a sign of a permanent error: a transient text with one
#: appended turned permanent. Matched by RE2 over what the model reads only (~4 µs for a
#: kilobyte; Python's ``re`` took ~45 µs, most of a 2 KB text's 20 µs budget and more).
_REQUEST_ID: Final = re2.compile(
    r"\(?\b(?:x-)?(?:request|req|trace|correlation)[ _-]?id\b[\"']?\s*[:=]?\s*[\"']?"
    r"[a-z0-9][a-z0-9_.:-]{5,}[\"']?\)?"
)

#: The words that own an id (:data:`_REQUEST_ID`), as they stand right before it.
_ID_OWNERS: Final = tuple(
    word + sep for word in ("request", "req", "trace", "correlation") for sep in ("", " ", "_", "-")
)


def head(lowered: str) -> str:
    """The start of a text the model reads: its first :data:`MAX_CHARS` characters.

    A word the cut splits in two is left out ("status status … stat"): its first letters
    are another word, with a weight of its own, and a junk text's verdict would hang on
    where its 1,024th character falls. Request ids (:data:`_REQUEST_ID`) are not read.
    """
    start = _cut(lowered)
    return _REQUEST_ID.sub(" ", start) if _names_an_id(start) else start


def _names_an_id(text: str) -> bool:
    """Whether ``text`` has a word of :data:`_ID_OWNERS` right before an "id" (~1 µs)."""
    at = text.find("id")
    while at != -1:
        if text.endswith(_ID_OWNERS, 0, at):
            return True
        at = text.find("id", at + 2)
    return False


def _cut(lowered: str) -> str:
    if len(lowered) <= MAX_CHARS:
        return lowered
    char = lowered[MAX_CHARS]
    if not (char.isalnum() or char == "_"):
        return lowered[:MAX_CHARS]
    end = MAX_CHARS
    while end > 0 and ((char := lowered[end - 1]).isalnum() or char == "_"):
        end -= 1
    return lowered[:end] if end else lowered[:MAX_CHARS]


def pairs(text: str) -> set[str]:
    """Two ASCII words side by side, as ``"first second"`` (lower-cased).

    A word is a :func:`words` word as RE2's word boundaries cut it: a letter outside ASCII
    ends it ("không thể" gives the pair "ng th").

    Side by side: one to :data:`PAIR_GAP` characters that are no word characters between
    them ("context length", "rate-limit", "quota. please"), as the RE2 set reads them; a run
    of digits between two words ("error 429 too") parts them.
    """
    runs = list(_ASCII_RUN.finditer(lower(text)))
    found: set[str] = set()
    for first, second in itertools.pairwise(runs):
        if not 1 <= second.start() - first.end() <= PAIR_GAP:
            continue
        a, b = first.group(), second.group()
        if _is_word(a) and _is_word(b):
            found.add(f"{a} {b}")
    return found


def features(text: str) -> set[str]:
    """Words as they are, pairs with their space, pieces behind a ``~``: the model's features.

    (``"quota"``, ``"quota exceeded"``, ``"~quo"``.)
    """
    return words(text) | pairs(text) | {"~" + p for p in pieces(text)}


def fingerprint(texts: Iterable[tuple[str, str]]) -> str:
    """A digest of the training texts, their classes and the settings: stale data shows."""
    settings = (
        MIN_TEXTS,
        MAX_FEATURES,
        C,
        PIECE,
        DECIMALS,
        MAX_CHARS,
        TOLERANCE,
        "whole words",
        "pairs of words",
        PAIR_GAP,
        "no runs of one letter",
        "dotted capital i",
    )
    digest = hashlib.sha256(repr(settings).encode("utf-8"))
    for text, expected in sorted(t for t in texts if t[1] in CLASSES):
        digest.update(f"{len(text)}:{text}{expected}\n".encode())
    return digest.hexdigest()


def train(texts: Iterable[tuple[str, str]]) -> dict[str, Any]:
    """The model's data from ``(text, class)`` pairs (classes not in :data:`CLASSES` skipped).

    Needs scikit-learn (the dev extra): a multinomial logistic regression is fitted over every
    feature of at least :data:`MIN_TEXTS` texts, then again over the :data:`MAX_FEATURES` of
    them whose weights are largest.
    """
    from sklearn.feature_extraction import DictVectorizer  # type: ignore[import-untyped]
    from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]

    labelled = [(t, k) for t, k in texts if k in CLASSES]
    # What the model reads at run time: the start of the lower-cased text.
    docs = [features(head(lower(t))) for t, _ in labelled]
    labels = [CLASSES.index(k) for _, k in labelled]
    if set(labels) != set(range(len(CLASSES))):
        raise ValueError(f"the model needs texts of every class {CLASSES}")
    seen = Counter(f for d in docs for f in d)
    kept = sorted(f for f, n in seen.items() if n >= MIN_TEXTS)

    def fit(names: Sequence[str]) -> tuple[Any, list[str]]:
        allowed = set(names)
        vectors = DictVectorizer(sort=True)
        matrix = vectors.fit_transform([dict.fromkeys(d & allowed, 1) for d in docs])
        model = LogisticRegression(C=C, solver="newton-cg", tol=TOLERANCE, max_iter=1000)
        model.fit(matrix, labels)
        return model, list(vectors.get_feature_names_out())

    model, names = fit(kept)
    weight = abs(model.coef_).max(axis=0).round(6)
    order = sorted(range(len(names)), key=lambda i: (-weight[i], names[i]))
    model, names = fit([names[i] for i in order[:MAX_FEATURES]])
    coef = model.coef_.round(DECIMALS)
    return {
        "classes": list(CLASSES),
        "settings": {
            "min_texts": MIN_TEXTS,
            "max_features": MAX_FEATURES,
            "c": C,
            "piece": PIECE,
            "pair_gap": PAIR_GAP,
        },
        "texts": {k: labels.count(i) for i, k in enumerate(CLASSES)},
        "trained_on": fingerprint(labelled),
        "intercepts": [round(float(b), DECIMALS) for b in model.intercept_],
        "features": {
            n: [float(coef[k, i]) for k in range(len(CLASSES))] for i, n in enumerate(names)
        },
    }


@dataclass(frozen=True, slots=True)
class LearnedVerdict:
    """The class the words point to, and the model's probability for it.

    ``features``: indices into the model's vocabulary of the features the text has.
    """

    kind: LearnedKind
    probability: float
    features: tuple[int, ...] = ()


@lru_cache(maxsize=8192)
def _ascii_pieces(word: str) -> frozenset[str]:
    """The three-letter pieces of an ASCII word, runs of one letter left out.

    Cached: the words of error texts repeat.
    """
    return frozenset(
        p for i in range(len(word) - PIECE + 1) if not _one_letter(p := word[i : i + PIECE])
    )


class WordModel:
    """The features as one RE2 set and, per feature, its weights relative to the first class."""

    def __init__(self, data: dict[str, Any]) -> None:
        if data.get("classes") != list(CLASSES) or any(
            data.get("texts", {}).get(k, 0) <= 0 for k in CLASSES
        ):
            raise ValueError(
                f"the model needs texts of every class {CLASSES}, got {data.get('texts')}"
            )
        weights: dict[str, list[float]] = data.get("features", {})
        sizes = {len(data.get("intercepts", ()))} | {len(w) for w in weights.values()}
        if not weights or sizes != {len(CLASSES)}:
            raise ValueError(f"the model needs a weight per class {CLASSES} for every feature")
        self.vocabulary: tuple[str, ...] = tuple(sorted(weights))
        # Scores are kept relative to the first class: two sums per text, not three, and
        # those two as one sum of complex numbers (the second class's score the real part,
        # the third's the imaginary one): one pass over the features found instead of two,
        # ~0.3 µs less for a 2 KB text, ~1 µs for one with a hundred features found. (On
        # Python 3.12+ a sum of floats is compensated and one of complex numbers is not: the
        # scores may differ from two float sums in their last bits, far below any bar.)
        base, *others = data["intercepts"]
        self._intercept: complex = complex(others[0] - base, others[1] - base)
        self._ratios: list[complex] = [
            complex(weights[f][1] - weights[f][0], weights[f][2] - weights[f][0])
            for f in self.vocabulary
        ]
        # the three-letter ASCII pieces each feature accounts for (:meth:`familiar`): a piece
        # itself, the pieces of a word or of a pair's two words
        self._covers: tuple[frozenset[str], ...] = tuple(
            frozenset()
            if not f.isascii()
            else frozenset({f[1:]})
            if f.startswith("~")
            else frozenset().union(*map(_ascii_pieces, f.split(" ")))
            for f in self.vocabulary
        )
        options = re2.Options()
        options.max_mem = FEATURE_SET_MAX_MEM
        self._set = re2.Set.SearchSet(options)
        for f in self.vocabulary:
            if f.startswith("~"):
                self._set.Add(re2.escape(f[1:]))
            elif " " in f:
                first, second = f.split(" ")
                self._set.Add(
                    rf"\b{re2.escape(first)}[^a-z0-9_]{{1,{PAIR_GAP}}}{re2.escape(second)}\b"
                )
            else:
                self._set.Add(rf"\b{re2.escape(f)}\b" if f.isascii() else re2.escape(f))
        self._set.Compile()

    def found(self, lowered: str) -> Sequence[int]:
        """Indices into :attr:`vocabulary` of the features in a lower-cased text's start."""
        return self._set.Match(head(lowered)) or ()

    def guess(self, lowered: str) -> LearnedVerdict | None:
        """The likeliest class of a lower-cased text and its probability; None: no known feature.

        How sure it must be to count is the decisions' business
        (:data:`retrylens._decisions.SECOND_OPINION`).
        """
        return self.guess_head(head(lowered))

    def guess_head(self, start: str | bytes) -> LearnedVerdict | None:
        """:meth:`guess` of a text's :func:`head` (or its UTF-8), for a caller that has it."""
        found = self._set.Match(start) or ()
        if not found:
            return None
        score = self._intercept + sum(map(self._ratios.__getitem__, found))
        second, third = score.real, score.imag
        best, top = (1, second) if second >= third else (2, third)
        if top <= 0.0:
            best, top = 0, 0.0
        probability = 1.0 / (math.exp(-top) + math.exp(second - top) + math.exp(third - top))
        return LearnedVerdict(CLASSES[best], probability, tuple(found))

    def familiar(self, start: str, guess: LearnedVerdict) -> bool:
        """Whether ``guess`` read a text of words, not junk (``start``: the text's :func:`head`).

        Junk: more than :data:`MAX_GARBLED` control or replacement characters (bytes read as
        text), or three-letter ASCII pieces of which the model's features found in it (pieces,
        and the pieces of its words and pairs) account for less than :data:`MIN_KNOWN_SHARE`
        (random letters, base64). Costs ~20 µs for a corpus text, ~85 µs for 1,024 characters,
        so the decisions ask only when a permanent or overflow guess would change their verdict
        (:meth:`trusted`).
        """
        if len(_GARBLED.findall(start)) > MAX_GARBLED:
            return False
        pieces: set[str] = set()
        for run in set(_ASCII_LETTERS.findall(start)):
            pieces |= _ascii_pieces(run)
        if len(pieces) < MIN_JUDGED_PIECES:
            # a few ASCII words in a text of another script ("无效的Azure订阅密钥"): too few
            # pieces to tell junk by
            return True
        known: set[str] = set()
        for index in guess.features:
            known |= self._covers[index]
        return len(pieces & known) >= MIN_KNOWN_SHARE * len(pieces)

    def trusted(self, start: str, guess: LearnedVerdict) -> bool:
        """Whether ``guess`` may count.

        A transient guess always (junk retried costs a retry, and the check costs more than
        the guess); a permanent or overflow one, which stops retries, only on a
        :meth:`familiar` text.
        """
        return guess.kind == "transient" or self.familiar(start, guess)

    def opinion(self, lowered: str) -> LearnedVerdict | None:
        """:meth:`guess`, or None where it may not count (:meth:`trusted`)."""
        start = head(lowered)
        guess = self.guess_head(start)
        return guess if guess is not None and self.trusted(start, guess) else None


@lru_cache(maxsize=1)
def model() -> WordModel:
    """The shipped model (read and compiled once, on first use: ~15 ms)."""
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
    print(
        f"{target}: {len(data['features'])} features from {sum(data['texts'].values())} dev texts"
    )
    return 0
