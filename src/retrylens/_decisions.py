"""Every retry decision of the stack, as pure functions returning one frozen ``Decision``.

The loops (``AgentSession.run``, ``Runtime.exec``), ``retrylens classify`` and the
telemetry recorders all consume what these functions return; nothing else decides.

    classify_failure(Failure)     what a failure is: transient, permanent (with a
                                  category), context overflow, refusal, programming error…
    classify_message(msg)         the same, for a session's final assistant message
    classify_exception(exc)       the same, for what reached the runtime
    decide_session(SessionAttempt) -> Decision   back off and call again, compact, or return
    decide_exec(ExecAttempt)       -> Decision   retry the exec, raise ExecError, or re-raise

Every input is a frozen description of the attempt — the failure's facts, the attempt
number, the policy, a snapshot of the budget, the clock reading and the rng — so each
function is tested with tables. Structured facts (HTTP status, provider error type/code,
exception type) decide before text does; the text rules are data in ``_patterns.py``,
matched all at once by one RE2 set, so a classification costs a few microseconds and no
text can make it backtrack.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace
from typing import Final, Literal, get_args

import re2  # type: ignore[import-untyped]

from . import _learned
from ._messages import AssistantMessage
from ._patterns import (
    GENERIC_BAD_REQUEST_CODES,
    PROGRAMMING_ERROR_NAMES,
    PROGRAMMING_ERROR_TYPES,
    RATE_WINDOW_CODES,
    RATE_WINDOW_REPORT,
    RULES,
    SERVER_FAILURE_TYPES,
    STRUCTURED_CODES,
    TRANSIENT_STATUSES,
    TRANSLATED_WORD_RULES,
)
from ._policy import DEFAULT_RNG, Jitter, RetryPolicy, RetrySettings

# --- vocabularies: the label values of spans and metrics come from these ----------------

#: What a failure is.
FailureKind = Literal[
    "success",
    "transient",
    "empty_error_message",
    "context_overflow",
    "permanent",
    "refusal",
    "programming_error",
    "unknown",
]
#: Low-cardinality categories of permanent failures (``retrylens_permanent_errors_total``).
PermanentCategory = Literal[
    "auth", "api_key", "quota", "image", "not_found", "content_filter", "bad_request", "other"
]
#: How the session layer labels one attempt (``retrylens_attempts_total{layer="session"}``).
SessionClassification = Literal[
    "success",
    "retryable",
    "empty_error_message",
    "context_overflow",
    "permanent",
    "refusal",
    "programming_error",
    "not_retryable",
    "budget_exhausted",
    "deadline",
    "retry_after_too_long",
    "partial_output",
    "cancelled",
]
#: How the runtime layer labels one attempt (``retrylens_attempts_total{layer="runtime"}``).
RuntimeClassification = Literal[
    "success",
    "transient",
    "permanent",
    "refusal",
    "programming_error",
    "context_overflow",
    "not_retryable",
    "budget_exhausted",
    "deadline",
    "retry_after_too_long",
    "partial_output",
    "cancelled",
]
#: Why ``Runtime.exec`` gave up (``ExecError.reason``).
ExecReason = Literal[
    "permanent",
    "exhausted",
    "context_overflow",
    "refusal",
    "deadline",
    "budget_exhausted",
    "retry_after_too_long",
    "not_retryable",
    "partial_output",
]
#: How an exec ended (``retrylens_exec_total{outcome}``).
ExecOutcome = Literal[
    "success",
    "permanent",
    "exhausted",
    "context_overflow",
    "refusal",
    "programming_error",
    "cancelled",
    "not_retryable",
    "budget_exhausted",
    "deadline",
    "retry_after_too_long",
    "partial_output",
]
Layer = Literal["session", "runtime"]
#: ``retry``: back off ``delay_s`` and call again; ``compact``: compact the history and call
#: again at once; ``stop``: the session returns its last message / the runtime raises
#: ``ExecError``; ``raise_original``: the runtime re-raises a programming error as is.
Action = Literal["retry", "compact", "stop", "raise_original"]

PERMANENT_CATEGORIES: Final[tuple[str, ...]] = get_args(PermanentCategory)
SESSION_CLASSIFICATIONS: Final[tuple[str, ...]] = get_args(SessionClassification)
RUNTIME_CLASSIFICATIONS: Final[tuple[str, ...]] = get_args(RuntimeClassification)
EXEC_OUTCOMES: Final[tuple[str, ...]] = get_args(ExecOutcome)

#: ``error_type`` of the message a session makes when the exec's deadline passed mid-call.
DEADLINE_ERROR: Final = "DeadlineExceeded"


# --- backoff ---------------------------------------------------------------------------


def compute_backoff_ms(attempt: int, base_delay_ms: int = 2000) -> int:
    """Session backoff before retry number ``attempt`` (1-based): ``base * 2**(attempt-1)``."""
    if attempt < 1:
        raise ValueError(f"attempt is 1-based, got {attempt}")
    if base_delay_ms < 0:
        raise ValueError(f"base_delay_ms must be >= 0, got {base_delay_ms}")
    return int(base_delay_ms * 2 ** (attempt - 1))


RUNTIME_BACKOFF_BASE_S: Final = 1.5


def compute_runtime_backoff_s(attempt: int, base_s: float = RUNTIME_BACKOFF_BASE_S) -> float:
    """Runtime backoff after failed attempt ``attempt`` (0-based): ``1.5 * 2**attempt`` s."""
    if attempt < 0:
        raise ValueError(f"attempt is 0-based, got {attempt}")
    return float(base_s * 2**attempt)


def apply_jitter(delay_s: float, mode: Jitter, rng: random.Random) -> float:
    """Full jitter: uniform(0, d); equal jitter: d/2 + uniform(0, d/2); none: d."""
    if mode == "none" or delay_s <= 0:
        return delay_s
    r = rng.random()
    if mode == "full":
        return delay_s * r
    return delay_s / 2 + delay_s / 2 * r


# --- the facts of one failure ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Failure:
    """What is known of one failed (or finished) model call, structured facts apart."""

    text: str = ""
    stop_reason: str = "error"
    #: ``type(exc).__name__`` of the exception behind the failure, if one was raised.
    exception_type: str | None = None
    http_status: int | None = None
    error_type: str | None = None
    error_code: str | None = None
    retry_after_s: float | None = None
    #: The exception itself (its ``__cause__`` chain is searched for programming errors).
    exception: BaseException | None = field(default=None, compare=False, repr=False)

    @classmethod
    def from_message(cls, msg: AssistantMessage) -> Failure:
        """The facts an assistant message carries."""
        return cls(
            text=msg.error_message or "",
            stop_reason=msg.stop_reason,
            exception_type=msg.error_type,
            http_status=msg.http_status,
            error_type=msg.provider_error_type,
            error_code=msg.provider_error_code,
            retry_after_s=msg.retry_after_s,
            exception=msg.exception,
        )

    @classmethod
    def from_exception(cls, exc: BaseException) -> Failure:
        """The facts of an exception: its message's, if it carries one, else its own."""
        msg = getattr(exc, "message", None)
        if isinstance(msg, AssistantMessage):
            found = cls.from_message(msg)
            return found if found.exception is not None else replace(found, exception=exc)
        response = getattr(exc, "response", None)
        status = _int_attr(exc, "http_status", "status_code") or _int_attr(response, "status_code")
        retry_after = getattr(exc, "retry_after_s", None)
        return cls(
            text=describe(exc),
            exception_type=type(exc).__name__,
            http_status=status,
            error_type=_str_attr(exc, "provider_error_type", "type"),
            error_code=_str_attr(exc, "provider_error_code", "code"),
            retry_after_s=retry_after if isinstance(retry_after, (int, float)) else None,
            exception=exc,
        )

    def as_message(self, *, model: str | None = None) -> AssistantMessage:
        """The assistant message that carries these facts (the exception attached)."""
        return AssistantMessage(
            stop_reason="refusal" if self.stop_reason == "refusal" else "error",
            error_message=self.text,
            error_type=self.exception_type,
            http_status=self.http_status,
            provider_error_type=self.error_type,
            provider_error_code=self.error_code,
            retry_after_s=self.retry_after_s,
            model=model,
        ).with_exception(self.exception)


def describe(exc: BaseException) -> str:
    """SPEC §2: ``"TypeName: text"``, or just ``"TypeName"`` when the text is empty."""
    text = str(exc)
    name = type(exc).__name__
    return f"{name}: {text}" if text else name


def _int_attr(obj: object, *names: str) -> int | None:
    for name in names:
        value = getattr(obj, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def _str_attr(obj: object, *names: str) -> str | None:
    for name in names:
        value = getattr(obj, name, None)
        if isinstance(value, str) and value:
            return value
    return None


@dataclass(frozen=True, slots=True)
class Classification:
    """What a failure is, which rule said so, and its category when it is permanent."""

    kind: FailureKind
    #: The deciding rule: ``status:401``, ``code:insufficient_quota``,
    #: ``text:anthropic_prompt_too_long``, ``empty_error_message``, ``no_match``…; when the
    #: learned model overruled a weak verdict, ``learned:`` and the rules' verdict
    #: (``learned:status:400``, ``learned:no_match``).
    rule: str
    category: PermanentCategory | None = None
    #: The learned model's probability for this verdict, when the model decided.
    probability: float | None = None

    @property
    def retryable(self) -> bool:
        """True if a later identical call may succeed (the session backs off and retries)."""
        return self.kind in ("transient", "empty_error_message")

    @property
    def session_label(self) -> SessionClassification:
        """The session layer's name for this verdict."""
        return _SESSION_LABEL[self.kind]

    @property
    def runtime_label(self) -> RuntimeClassification:
        """The runtime layer's name for this verdict."""
        return _RUNTIME_LABEL[self.kind]


_SESSION_LABEL: Final[dict[FailureKind, SessionClassification]] = {
    "success": "success",
    "transient": "retryable",
    "empty_error_message": "empty_error_message",
    "context_overflow": "context_overflow",
    "permanent": "permanent",
    "refusal": "refusal",
    "programming_error": "programming_error",
    "unknown": "not_retryable",
}
_RUNTIME_LABEL: Final[dict[FailureKind, RuntimeClassification]] = {
    "success": "success",
    "transient": "transient",
    "empty_error_message": "transient",
    "context_overflow": "context_overflow",
    "permanent": "permanent",
    "refusal": "refusal",
    "programming_error": "programming_error",
    "unknown": "transient",
}


# --- the text rules, matched all at once ------------------------------------------------


#: RE2's memory budget for the rule set. Its lazily built DFA needs room for the states
#: real error texts reach: with RE2's default 8 MiB it was flushed and rebuilt on nearly
#: every text (~300 µs per corpus text); with this budget a warm text costs a few µs. The
#: memory is only taken as states are built (benchmarks/results/classify.md): 90-123 MiB
#: over the 8,197 corpus texts, depending on the run. 64 MiB sufficed for 2,500 texts'
#: rules; with the translated wordings the DFA outgrew it and was rebuilt on nearly every
#: text again (~440 µs). A rule with a wide gap (``[^\n]{0,40}``) after a common word or a
#: long list of Unicode words can do the same to this budget: keep gaps short. At 9,700
#: corpus texts the states outgrew 128 MiB too (~300 µs a text); they need ~130 MiB, and
#: a budget of 256 MiB leaves room to grow (memory is taken only as states are built, so
#: a budget that is too small costs the same memory as one that fits, and every text).
#: At 17,922 corpus texts (the states grow with the variety of texts read, not only with
#: the rules) 256 MiB was outgrown as well: ~420 µs a warm text, where 384 MiB gives ~28
#: µs; the process grew by ~370 MiB over the corpus either way. At 26,014 texts 384 MiB was
#: outgrown too, and so were the budgets of the word lists and the learned model's features:
#: ~800 µs a warm corpus text; twice all three budgets: ~39 µs, the process's peak RSS over
#: three passes 653 MiB against 635 (doubling this one alone: ~300 µs; the other two: ~530).
RULE_SET_MAX_MEM = 768 << 20
#: The budget of the second set, the translated word lists of :mod:`retrylens._translations`
#: (kept apart: in the main set their long lists of words in 47 languages multiplied its
#: states past 128 MiB, and the DFA was rebuilt on every text, ~660 µs a text). 64 MiB
#: held them until the lists doubled (4,080 hand-written wordings): then its DFA was
#: rebuilt on every text too (~255 µs a corpus text, where 128 MiB gives ~2.3 µs warm and
#: took ~56 MiB of states over the 12,060 corpus texts). Doubled at 26,014 texts with the
#: other two (see :data:`RULE_SET_MAX_MEM`), and again when the lists took the wordings of a
#: model not found and of a full context in 23 and 14 languages (28,251 texts): at 256 MiB
#: the two lists together rebuilt the DFA on nearly every text (~550 µs a corpus text for
#: this set alone, ~4.5 µs at 384 or 512 MiB; either list left out, ~3.3 µs at 256).
WORD_SET_MAX_MEM = 512 << 20
#: The translated word lists read what the learned model reads (``_learned.head``: the first
#: 1,024 characters, less a word cut in two): an app's translated message is short, and
#: reading no more keeps a 2 KB text under its 20 µs.


def _compile(patterns: Iterable[str], max_mem: int) -> re2.Set:
    options = re2.Options()
    options.max_mem = max_mem
    rules = re2.Set.SearchSet(options)
    for pattern in patterns:
        rules.Add(pattern)
    rules.Compile()
    return rules


_CORE_COUNT: Final = len(RULES) - len(TRANSLATED_WORD_RULES)
_RULE_SET = _compile((p for _, _, p in RULES[:_CORE_COUNT]), RULE_SET_MAX_MEM)
_WORD_SET = _compile((p for _, _, p in TRANSLATED_WORD_RULES), WORD_SET_MAX_MEM)
_RULE_INFO: Final = tuple((name, group) for name, group, _ in RULES)


#: Characters of a text, and reports in them, read for a rate window's numbers: a report sits
#: near its text's start, and reading every report of a megabyte of "Limit 9, Used 9,
#: Requested 9. " took ~7 ms, more than the whole budget of a hostile megabyte. A report
#: further on is read as the window to wait for.
WINDOW_REPORT_CHARS: Final = 16_384
WINDOW_REPORTS: Final = 8
_OVER_ITS_WINDOW: Final = next(
    i for i, (name, _) in enumerate(_RULE_INFO) if name == "one_request_over_its_window"
)
#: The numbers of a rate window's report: the pattern :data:`_OVER_ITS_WINDOW`'s rule finds.
_WINDOW_NUMBERS: Final = re.compile(RATE_WINDOW_REPORT)


def requests_over_its_window(lowered: str) -> bool:
    """Whether a rate window's report in a lower-cased text asks for more than the window holds.

    ("Limit 7000, Used 0, Requested ~12903": no wait makes that request fit.)
    """
    reports = _WINDOW_NUMBERS.finditer(lowered[:WINDOW_REPORT_CHARS])
    for match in itertools.islice(reports, WINDOW_REPORTS):
        limit, _, requested = (int(number.replace(",", "")) for number in match.groups())
        if requested > limit:
            return True
    return False


def text_matches(text: str) -> dict[str, str]:
    """``{group: first rule name}`` of every rule group the (lower-cased) text matches.

    A rule name that is not its group's first is kept too, under ``"rule:" + name``.
    """
    return _matches(_lowered(text))


#: Characters read from each end of a text longer than twice this: an error body of
#: megabytes is a page or a log whose cause sits at its start or its end, and reading it
#: all cost ~6-9 ms for 1 MB of CJK or Cyrillic text (three or two bytes a character for
#: RE2, and ``str.lower()`` ~4 ms), over the 5 ms a hostile text may cost.
READ_EACH_END: Final = 64 * 1024


#: A surrogate code point alone: no UTF-8 spells it, so RE2 could not read the text.
_LONE_SURROGATE: Final = re.compile("[\ud800-\udfff]")


def _lowered(text: str) -> str:
    r"""``text`` lower-cased, its middle left out when it is longer than it needs reading.

    A lone surrogate (a body cut inside an emoji's UTF-16 pair, a JSON ``"\ud83d"``) reads
    as U+FFFD, the replacement character: the text around it is classified as it is.
    """
    if len(text) > 2 * READ_EACH_END:
        text = f"{text[:READ_EACH_END]}\n{text[-READ_EACH_END:]}"
    lowered = _learned.lower(text)
    if not lowered.isascii() and _LONE_SURROGATE.search(lowered):
        lowered = lowered.encode("utf-8", "surrogatepass").decode("utf-8", "replace")
    return lowered


def _matches(lowered: str, start: str | bytes | None = None) -> dict[str, str]:
    """:func:`text_matches` of a text already lower-cased.

    ``start`` is its ``_learned.head``, or that in UTF-8 (RE2 reads it without encoding it
    again).
    """
    if not lowered:
        return {}
    start = _learned.head(lowered) if start is None else start
    hits = (_RULE_SET.Match(lowered) or []) + [
        _CORE_COUNT + index for index in _WORD_SET.Match(start) or ()
    ]
    if _OVER_ITS_WINDOW in hits and not requests_over_its_window(lowered):
        hits.remove(_OVER_ITS_WINDOW)
    found: dict[str, str] = {}
    if hits:
        for index in sorted(hits):
            name, group = _RULE_INFO[index]
            found.setdefault(group, name)
            found["rule:" + name] = group
    return found


_CODE_TO_CATEGORY: Final[dict[str, PermanentCategory]] = {
    "quota": "quota",
    "auth": "auth",
    "api_key": "api_key",
    "not_found": "not_found",
    "image": "image",
    "content_filter": "content_filter",
    "bad_request": "bad_request",
}


def _permanent(rule: str, category: PermanentCategory) -> Classification:
    return Classification("permanent", rule, category)


#: Text rules that say the login, token or permission is the problem, not the key.
_AUTH_RULES: Final = frozenset(
    {
        "token_expired",
        "login_required",
        "login_first",
        "permission_denied",
        "cloud_identity_failed",
        "cloud_credentials_malformed",
        "translated_login_words",
        "translated_permission_words",
    }
)


def _auth(rule: str, groups: dict[str, str], *, key_by_default: bool) -> Classification:
    """``auth`` (login, token, permission) or ``api_key`` (a missing or rejected key)."""
    said = groups.get("auth")
    # Apps translate a 401's "Unauthorized" as "not permitted" ("Nicht berechtigt: ungültiger
    # API-Schlüssel"): beside a key wording of the lists, the key is the problem.
    key_said = "rule:translated_key_words" in groups or "rule:translated_api_key" in groups
    if any(
        "rule:" + name in groups
        for name in _AUTH_RULES
        if not (key_said and name == "translated_permission_words")
    ):
        category: PermanentCategory = "auth"
    elif said is not None or "api_key_word" in groups:
        category = "api_key"
    else:
        category = "api_key" if key_by_default else "auth"
    return _permanent(rule, category)


#: Transport failures that, under a wrapper saying credentials could not be fetched, are
#: why they could not be ("Getting metadata from plugin failed … Failed to establish a new
#: connection").
_TRANSPORT_RULES: Final = frozenset({"rule:connection", "rule:timeout", "rule:read_timeout"})

_SUCCESS = Classification("success", "not_error")
#: A stream cut before any error body arrived (SPEC §3): transient.
_EMPTY = Classification("empty_error_message", "empty_error_message")
_REFUSAL = Classification("refusal", "stop_reason:refusal")
#: Nothing the rules know of was found.
_NO_MATCH = Classification("unknown", "no_match")


def classify_failure(f: Failure) -> Classification:
    """What ``f`` is, strongest evidence first (SPEC §3, §4, §8).

    Context overflow, then programming errors, then permanent causes (quota, credentials,
    unknown model, rejected image, content policy), then transient ones, then other request
    validation errors; within each step an HTTP status, provider code or exception type
    decides before a wording does. A seed marker keeps its seed verdict. Where the rules
    end without a match or on a weak verdict, the words of the text get a say
    (:mod:`retrylens._learned`).
    """
    if f.stop_reason != "error":
        return _REFUSAL if f.stop_reason == "refusal" else _SUCCESS
    lowered = _lowered(f.text)
    head = _learned.head(lowered)
    start = head.encode("utf-8")
    groups = _matches(lowered, start)
    verdict = _by_rules(f, groups)
    weakness = _weakness(verdict, groups, raised=f.exception_type is not None)
    if weakness not in SECOND_OPINION:
        return verdict
    guess = _learned.model().guess_head(start)
    if not learned_overrules(weakness, verdict.kind, guess):
        return verdict
    assert guess is not None  # learned_overrules says no to a text with no known feature
    if not _learned.model().trusted(head, guess):
        # junk (random letters, bytes read as text) called permanent or an overflow: the
        # rules' verdict stands
        return verdict
    category: PermanentCategory | None = "other" if guess.kind == "permanent" else None
    return Classification(guess.kind, f"learned:{verdict.rule}", category, guess.probability)


#: Where the rules' verdict is weak (by :func:`_weakness`), the classes the learned model may
#: turn it into and how sure it must be: a text no rule matched into any class (into a
#: transient or overflow verdict at a lower bar: ``unknown`` helps nobody; an
#: exception raised in the process whose type no rule knows only at the usual bars); a weak
#: transient wording ("something went wrong, please try again") into any, but into a
#: permanent verdict only when near certain; a bare 400 or a weak request wording into a
#: context overflow, the wording also into a transient verdict when nearly sure; a bare 500
#: into an overflow, or a permanent verdict when near certain, and so may a transient status
#: beside a request wording ("503 invalid request body: …") (the replay of the corpus's
#: history in :mod:`retrylens._learned` found the model wrong too often on the other moves,
#: and on any move of a bare 429, 502 or 503). The one table both the decisions and the
#: replay read.
_BARS: Final[dict[str, float]] = {
    "transient": _learned.THRESHOLD,
    "permanent": _learned.PERMANENT_THRESHOLD,
    "context_overflow": _learned.THRESHOLD,
}
_OVERFLOW_ONLY: Final[dict[str, float]] = {"context_overflow": _learned.THRESHOLD}
SECOND_OPINION: Final[dict[str, dict[str, float]]] = {
    "no_match": {
        "transient": _learned.UNMATCHED_THRESHOLD,
        "permanent": _learned.UNMATCHED_PERMANENT_THRESHOLD,
        "context_overflow": _learned.UNMATCHED_THRESHOLD,
    },
    "no_match_raised": _BARS,
    "transient_weak": {**_BARS, "permanent": _learned.OVERRULE_RETRY_THRESHOLD},
    "status:400": _OVERFLOW_ONLY,
    "bad_request_weak": {**_OVERFLOW_ONLY, "transient": _learned.OVERRULE_REQUEST_THRESHOLD},
    "bad_request_code": _OVERFLOW_ONLY,
    "status:500": {
        "permanent": _learned.OVERRULE_SERVER_ERROR_THRESHOLD,
        "context_overflow": _learned.THRESHOLD,
    },
    "status_with_request_wording": {"permanent": _learned.OVERRULE_SERVER_ERROR_THRESHOLD},
    "overflow_weak": {"permanent": _learned.OVERRULE_LENGTH_THRESHOLD},
}


def learned_overrules(
    weakness: str,
    kind: str,
    guess: _learned.LearnedVerdict | None,
    bar: float | None = None,
) -> bool:
    """Whether the model's ``guess`` replaces the rules' verdict ``kind``, weak as ``weakness``.

    ``bar`` replaces the table's probabilities (the replay tries uniform ones); the classes
    each weakness may become stay the table's.
    """
    bars = SECOND_OPINION.get(weakness)
    if bars is None or guess is None or guess.kind == kind or guess.kind not in bars:
        return False
    return guess.probability >= (bars[guess.kind] if bar is None else bar)


_GROUP_OF_RULE: Final[dict[str, str]] = {name: group for name, group in _RULE_INFO}


def _weakness(verdict: Classification, groups: dict[str, str], *, raised: bool = False) -> str:
    """The key of :data:`SECOND_OPINION` for ``verdict``: its rule group, or its rule.

    A status verdict counts as bare (``status:400``) only when no concrete request wording
    matched: a 400 whose text names the request problem is not second-guessed, and a
    transient status beside a request wording is ``status_with_request_wording`` (which the
    model may make permanent) only when no transient wording or code matched as well ("429
    Rate limit exceeded. Unsupported parameter: …" is the rate limit's). No match on
    an exception ``raised`` in the process (a provider's own ``ValueError``) is
    ``no_match_raised``: its text is no provider's message, so the model's bars stay high.
    """
    rule = verdict.rule
    if rule == "no_match" and raised:
        return "no_match_raised"
    if rule.startswith("text:"):
        return _GROUP_OF_RULE.get(rule[5:], rule)
    if rule.startswith("status:") and "bad_request" in groups:
        if verdict.kind == "transient" and _TRANSIENT_WORDS & groups.keys():
            return "status_with_transient_wording"
        return "status_with_request_wording"
    return rule


#: The rule groups of transient wordings and codes: beside them a transient status is no weak
#: verdict (:func:`_weakness`).
_TRANSIENT_WORDS: Final = frozenset({"transient", "transient_code", "rate_hint", "queue_full"})


#: What the client or the server was set up with, which fails every identical call alike: an
#: untrusted TLS certificate, a package it was installed without, settings it refuses (some
#: that exclude each other, a timeout out of its range), a base URL no transport can use
#: (each a rule group, with the category it is counted under).
_SETUP_GROUPS: Final[tuple[tuple[str, PermanentCategory], ...]] = (
    ("certificate", "other"),
    ("missing_component", "other"),
    ("client_settings", "bad_request"),
    ("bad_url", "bad_request"),
)


def _by_rules(f: Failure, groups: dict[str, str]) -> Classification:
    """The rules' verdict on a failed answer (:func:`classify_failure` without the model)."""
    facts = (f.http_status, f.error_code, f.error_type, f.exception_type, f.exception)
    if not groups and not any(fact is not None and fact != "" for fact in facts):
        # No wording, status, code or exception: every step below would pass it by.
        return _EMPTY if not f.text.strip() else _NO_MATCH
    codes = {c.lower() for c in (f.error_code, f.error_type, f.exception_type) if c}
    # A dotted code ("Throttling.AllocationQuota") is also read by its family.
    codes |= {c.partition(".")[0] for c in codes if "." in c}
    # (the first code of each group in sorted order: a verdict must not hang on set order)
    coded: dict[str, str] = {}
    for code in sorted(codes):
        if code in STRUCTURED_CODES:
            coded.setdefault(STRUCTURED_CODES[code], code)
    text = f.text
    status = f.http_status

    # 1. context overflow: compaction's job, never retry's (unless the answer, not the
    # prompt, ran into the cap: no compaction helps that; or the tokens are a full queue's,
    # one that drains, unless its limit is a quota: "Limit: 0 enqueued tokens"). The queue's
    # words decide only where no fact says otherwise: no code but a transient one, and no
    # status but a transient one.
    queue_may_decide = set(coded) <= {"transient"} and (
        status is None or status in TRANSIENT_STATUSES
    )
    if "rule:python_signature_error" in groups and "node_transport" not in groups:
        return Classification("programming_error", "programming_error")
    if "queue_full" in groups and queue_may_decide:
        if "quota" in groups:
            return _permanent(f"text:{groups['quota']}", "quota")
        return Classification("transient", f"text:{groups['queue_full']}")
    if "overflow" in coded:
        return Classification("context_overflow", f"code:{coded['overflow']}")
    if "output_cap" in groups:
        return _permanent(f"text:{groups['output_cap']}", "other")
    if "rule:request_field_limit" in groups:
        return _permanent("text:request_field_limit", "bad_request")
    if "overflow" in groups:
        if (
            _rules_of(groups, "overflow") == {"rule:token_count_too_long"}
            and "rule:windowed_token_limit" in groups
            and (status is None or status in TRANSIENT_STATUSES)
        ):
            # a token limit of a time window ("per-minute token limit exceeded for model"):
            # tokens spent this minute, not the prompt's size
            return Classification("transient", "text:windowed_token_limit")
        if (
            _rules_of(groups, "overflow") == {"rule:token_count_too_long"}
            and "rule:period_token_limit" in groups
        ):
            # a plan's tokens of a month or a day ("Monthly token limit reached"): quota
            return _permanent("text:period_token_limit", "quota")
        return Classification("context_overflow", f"text:{groups['overflow']}")
    # 2. programming errors: raised at once, never retried
    if _is_programming_error(f, groups, codes, coded.keys()):
        return Classification("programming_error", "programming_error")
    # A stream we could not decode: not the caller's request, and not a known transient
    # fault either, so the session does not retry it (the seed's runtime still may).
    if f.exception_type == "StreamDecodeError":
        return Classification("unknown", "code:streamdecodeerror")
    # 3. quota and billing, also when sent as a 429
    if "quota" in coded:
        return _permanent(f"code:{coded['quota']}", "quota")
    if "quota" in groups and not (
        _rules_of(groups, "quota") == {"rule:plan_upsell"} and _busy_wording(groups)
    ):
        # (an app's "upgrade to Pro" beside "we're experiencing high demand" is an advert)
        return _permanent(f"text:{groups['quota']}", "quota")
    # A weak quota wording is a rate window when a hint or a rate-window code says so (an
    # exception type such as RateLimitError does not: SDKs raise it for empty accounts too).
    if "quota_weak" in groups:
        window_code = min((c for c in codes if c in RATE_WINDOW_CODES), default=None)
        if window_code is not None:  # a quota of a time window
            return Classification("transient", f"code:{window_code}")
        if "rate_hint" in groups:
            return Classification("transient", f"text:{groups['rate_hint']}")
        return _permanent(f"text:{groups['quota_weak']}", "quota")
    if status == 402 or (status is None and "status_quota" in groups):
        return _permanent("status:402", "quota")
    # 4. credentials and permission
    # (a bare 401 or authentication_error is a key problem; a bare 403 a permission one)
    if "api_key" in coded:
        return _permanent(f"code:{coded['api_key']}", "api_key")
    if "auth" in coded:
        code = coded["auth"]
        return _auth(f"code:{code}", groups, key_by_default=code.startswith("authentication"))
    if status == 403 and "rule:rate_limit" in groups and "auth" not in groups:
        # Some gateways refuse a request over their rate limit with a 403 (APISIX's
        # limit-count, GitHub's API): the rate wording says more than the status, when no
        # wording says a login, a permission or a ban is the problem.
        return Classification("transient", f"text:{groups['transient']}")
    if status in (401, 403):
        return _auth(f"status:{status}", groups, key_by_default=status == 401)
    if groups.get("auth") == "cloud_identity_failed" and _TRANSPORT_RULES & groups.keys():
        # The credential plugin could not reach its token endpoint: nothing was rejected.
        return Classification("transient", f"text:{groups['transient']}")
    if "auth" in groups and not _lists_yield(groups, "auth"):
        return _auth(f"text:{groups['auth']}", groups, key_by_default=True)
    if status is None and "status_auth" in groups:
        said = groups["status_auth"]
        return _auth(f"text:{said}", groups, key_by_default="401" in text)
    if "rule:url_fetch_timeout" in groups:
        # The provider ran out of time fetching a URL the request named ("Timeout while
        # downloading photo.jpg"), whatever code it files that under (invalid_image_url, a
        # 400): the same URL may well download on the next call.
        return Classification("transient", "text:url_fetch_timeout")
    # 5. unknown model or deployment; rejected images; content policy; an untrusted TLS
    # certificate (before the transport's transient exception types: the handshake fails
    # the same way every time)
    for group in ("not_found", "image", "content_filter"):
        if group in coded:
            return _permanent(f"code:{coded[group]}", _CODE_TO_CATEGORY[group])
        if group in groups and not _lists_yield(groups, group):
            if group == "not_found" and _switched_off_for_now(groups, status):
                continue
            return _permanent(f"text:{groups[group]}", _CODE_TO_CATEGORY[group])
    for group, category in _SETUP_GROUPS:
        if group in groups:
            return _permanent(f"text:{groups[group]}", category)
    if status == 404 or (status is None and "status_not_found" in groups):
        return _permanent("status:404", "not_found")
    # 6. the status, when one was received, then provider type/code, exception type. An
    # empty text stays the seed's empty-message stream drop (transient either way).
    empty = not text.strip()
    if (
        status in (500, 501)
        and ("bad_request" in groups or "bad_request_code" in groups)
        and "rule:stream_gone_before_content" not in groups
    ):
        # Local servers and proxies (llama.cpp, Ollama, LiteLLM) send 500 for everything,
        # and 501 for a feature they were started without; a body that names the request
        # problem fails again on an identical call. (A stream that broke off before its
        # content came is no request problem, whatever its relay calls the check that saw it.)
        said = groups.get("bad_request") or groups["bad_request_code"]
        return _permanent(f"text:{said}", "bad_request")
    if status == 501 and "python_bug" in groups:
        # the server's own NotImplementedError: a feature it lacks, the same on every call
        return _permanent("status:501", "bad_request")
    if status is not None and status in TRANSIENT_STATUSES:
        return _EMPTY if empty else Classification("transient", f"status:{status}")
    too_large = status == 413 or (status is None and "status_too_large" in groups)
    if too_large and not {"bad_request", "bad_request_code"} & (groups.keys() | coded.keys()):
        # A body too large, with no word of what in it: in a model call, that is the prompt
        # and its history (images and files were recognised above), which a compaction shrinks.
        return Classification("context_overflow", "status:413")
    if (
        status in (400, 422)
        and (busy := _busy_wording(groups))
        and _names_no_problem(groups, coded.get("bad_request"))
    ):
        # Some gateways answer a rate limit or a full server with a 400 ("Too many requests
        # in 1 hour. Try again later.", "请求限频，请稍后重试" inside openai's
        # BadRequestError, Codex's "Selected model is at capacity", Bedrock's "System
        # instability detected", a local server's "Engine is not loaded yet"), Hugging
        # Face's inference API with a 422 ("Model is overloaded"): a busy wording says more
        # than a status whose only other words are the SDK's name for it. (Any other
        # transient wording under a 400 or 422 loses to the status, SPEC §8.)
        return Classification("transient", f"text:{busy}")
    stream_frame = "rule:event_stream_exception" in groups
    if (
        status in (400, 422)
        and "bad_request" not in coded
        and _names_no_problem(groups, None)
        and (stream_frame or ("server_error" in codes and "rule:server_error" in groups))
    ):
        # A stream's error event typed server_error ("An error occurred while processing your
        # request. You can retry your request"), relayed by an agent under its own 400, or
        # Bedrock's event-stream exception frame (":exception-type: internalServerException")
        # that a client reports with the frame's status 400: the provider's type and words say
        # more than the relay's status.
        if stream_frame:
            return Classification("transient", "text:event_stream_exception")
        return Classification("transient", "code:server_error")
    if status is not None and 400 <= status < 500:
        return _permanent(f"status:{status}", "bad_request")
    if "transient" in coded:
        return _EMPTY if empty else Classification("transient", f"code:{coded['transient']}")
    # "Service tier capacity exceeded" under the catch-all invalid_request_error type, as a
    # fact or in the text: with no status saying 400, the capacity or rate wording says more
    # than the generic type, and the wordings below decide.
    # A read timeout says the server never answered, even inside a framework's catch-all
    # "Bad Request Error" wrapper (Dify's InvokeBadRequestError).
    busy_under_catch_all = (
        status is None
        and "status_bad_request" not in groups
        and (
            "rule:read_timeout" in groups
            or (groups.get("transient") in _CATCH_ALL_BEATERS and "bad_request" not in groups)
        )
    )
    if "bad_request" in coded and not busy_under_catch_all:
        return _permanent(f"code:{coded['bad_request']}", "bad_request")
    # 7. the same facts, as the text spells them
    if status is None and "status_transient" in groups:
        return Classification("transient", f"text:{groups['status_transient']}")
    if status is None and "status_bad_request" in groups:
        return _permanent(f"text:{groups['status_bad_request']}", "bad_request")
    if "transient_code" in groups:
        return Classification("transient", f"text:{groups['transient_code']}")
    if "bad_request_code" in groups and not busy_under_catch_all:
        return _permanent(f"text:{groups['bad_request_code']}", "bad_request")
    # 8. wordings, for failures that arrive as text only
    if _server_names_the_request(groups):
        return _permanent("text:request_part_named", "bad_request")
    for group in ("node_transport", "transient"):
        if group in groups and not (
            group == "transient"
            and "bad_request" in groups
            and _rules_of(groups, group) <= _RELAYING_RULES
        ):
            return Classification("transient", f"text:{groups[group]}")
    if "bad_request" in groups:
        return _permanent(f"text:{groups['bad_request']}", "bad_request")
    if "transient_weak" in groups:
        return Classification("transient", f"text:{groups['transient_weak']}")
    if "overflow_weak" in groups:
        return Classification("context_overflow", f"text:{groups['overflow_weak']}")
    if "bad_request_weak" in groups:
        return _permanent(f"text:{groups['bad_request_weak']}", "bad_request")
    if empty:
        return _EMPTY
    return _NO_MATCH


#: Transient wordings that say the server is busy or rate limiting, in English or as apps
#: translate them ("너무 많은 요청을 너무 빠르게 보내서"): they outrank the generic
#: ``invalid_request_error`` type that some providers put on a capacity answer.
_BUSY_WORDINGS: Final = ("rate_limit", "overloaded", "warming_up", "translated_busy_words")
#: Those, and a server's own words for its failure ("The server had an error processing your
#: request", typed ``invalid_request_error`` in a stream): they outrank the catch-all type.
_CATCH_ALL_BEATERS: Final = (*_BUSY_WORDINGS, "server_error")


#: Transient wordings that only relay a failure ("Upstream request failed"): beside a
#: concrete request wording ("Unsupported parameter: max_output_tokens") that wording is
#: what failed upstream.
_RELAYING_RULES: Final = frozenset({"rule:upstream_failed"})


def _rules_of(groups: dict[str, str], group: str) -> set[str]:
    """The names (``"rule:…"`` keys) of the rules that put the text in ``group``."""
    return {key for key, matched in groups.items() if key[:5] == "rule:" and matched == group}


def _switched_off_for_now(groups: dict[str, str], status: int | None) -> bool:
    """Whether a model "disabled" or without a provider is all that names it, and only for now.

    "This model has been disabled due to high demand", a router's "No provider found for
    model …" under a 429: a busy wording or a transient status (not a relay's 502, which
    wraps a router's unknown model) says it is a state that passes.
    """
    if _rules_of(groups, "not_found") != {"rule:model_switched_off"}:
        return False
    busy = any(f"rule:{name}" in groups for name in _BUSY_WORDINGS)
    return (status in TRANSIENT_STATUSES and status != 502) or busy


def _server_names_the_request(groups: dict[str, str]) -> bool:
    """Whether a generic "server error" is the only transient wording, beside a request part.

    "[Server Error] Invalid 'content': 'content' field must be a string…" (LM Studio): a
    server that names the part of the request it cannot work with fails an identical call
    again; its generic name for the failure says less. Only such a named part counts, not
    any request wording: "Internal server error: received malformed JSON chunk from
    provider" is about the answer. (With a status, the status decides before.)
    """
    return (
        _rules_of(groups, "transient") == {"rule:server_error"}
        and "rule:request_part_named" in groups
    )


def _busy_wording(groups: dict[str, str]) -> str | None:
    """The first busy wording that matched, unless it is an overloaded *name* of a request."""
    busy = next((name for name in _BUSY_WORDINGS if f"rule:{name}" in groups), None)
    if busy == "overloaded" and "rule:overloaded_name" in groups:
        return None  # "overloaded function names are not allowed": a request problem
    return busy


def _names_no_problem(groups: dict[str, str], bad_request_code: str | None) -> bool:
    """No wording, code in the text or structured code names a request problem.

    At most a 400's generic name ("BadRequestError", ``invalid_request_error``, the reason
    phrase "Bad Request") matched.
    """
    return (
        _rules_of(groups, "bad_request") <= {"rule:bad_request_phrase"}
        and (bad_request_code is None or bad_request_code in GENERIC_BAD_REQUEST_CODES)
        and _rules_of(groups, "bad_request_code") <= {"rule:bad_request_type"}
    )


#: The translated lists whose words an app also puts beside another failure: a request for
#: a key, a model's or a moderation filter's name.
_YIELDING_LISTS: Final = frozenset(
    {"rule:translated_key_words", "rule:translated_model_words", "rule:translated_filter_words"}
)


def _lists_yield(groups: dict[str, str], group: str) -> bool:
    """Whether only a yielding list put the text in ``group``, beside a transient wording.

    An app asks for a key, names a model or its moderation filter in words the lists read as
    a cause ("Слишком много запросов. Введите свой API-ключ", "Het gevraagde model is tijdelijk
    niet beschikbaar", "Le filtre de modération est temporairement indisponible"): where no
    other rule of ``group`` says so too, the transient wording decides. (A login, a permission
    or an image problem the lists name, such as a region the service is not offered in,
    still decides.)
    """
    return "transient" in groups and _rules_of(groups, group) <= _YIELDING_LISTS


#: Programming-error wordings of another language's runtime than Python's.
_FOREIGN_BUGS: Final = frozenset(
    {"javascript_type_error", "go_runtime_panic", "jvm_dotnet_client_bug", "foreign_runtime_bug"}
)
#: Programming-error wordings that, under a 5xx, are the server's own bug (its traceback).
_NAME_ERRORS: Final = _FOREIGN_BUGS | {"python_name_error", "ai_sdk_misuse"}
#: Checks an SDK makes before it sends anything (of a value's type, of its own objects' state):
#: beside a status, a code or a server's words the same wording is a server's.
_SDK_OWN_CHECKS: Final = frozenset(
    {"sdk_value_type_check", "sdk_object_reused", "sdk_own_state_checks"}
)
#: The rule groups of a server's words or a status spelt in the text ("[Server Error] …",
#: "Error code: 400 - …", "InternalServerError: …"): beside them a check of a value's type is
#: the server's check of what it was sent.
_SERVERS_WORDS: Final = frozenset(
    {"status_transient", "status_bad_request", "rule:server_failure_type", "rule:server_error"}
)
#: The rule groups pydantic's own words put a report in ("N validation errors for X …
#: Input should be a valid string"): beside any other (a status, a code, a key, a quota, a
#: transport fault) the report is a server's answer or names its cause.
_PYDANTIC_OWN_GROUPS: Final = frozenset({"python_bug", "bad_request", "bad_request_weak"})
#: pydantic's own exception name, which is no server's code when a log names it beside the
#: report ("ValidationError: 1 validation error for AnthropicCompletionResponse").
#: (Also as its module spells it, "pydantic.ValidationError: …", and that module as the code's
#: family.)
_PYDANTIC_OWN_CODES: Final = frozenset(
    {
        "validationerror",
        "pydantic.validationerror",
        "pydantic",
        "pydantic_core._pydantic_core.validationerror",
        "pydantic_core",
    }
)
#: Rule groups of an answer's own cause, which decide over an app's TypeError on reading it.
_ANSWER_CAUSES: Final = frozenset(
    {"content_filter", "quota", "quota_weak", "auth", "not_found", "image"}
)


#: Of those, the answers that refuse outright (a block, an exhausted quota): an app's KeyError
#: or IndexError on reading one is the refusal's. (Not an unknown model's: the old OpenAI
#: interface's own message says "no longer supported" too.)
_REFUSED_ANSWERS: Final = frozenset({"content_filter", "quota", "quota_weak"})
#: Types a server gives its own failure (not a transport's: an SDK's APIConnectionError also
#: wraps the caller's asyncio misuse).
_SERVER_FAILURE_TYPES: Final = frozenset(SERVER_FAILURE_TYPES)


def _is_programming_error(
    f: Failure, groups: dict[str, str], codes: AbstractSet[str], coded: AbstractSet[str]
) -> bool:
    """Whether ``f`` is a bug of the caller's code.

    ``codes`` are its structured facts, lower-cased; ``coded`` the rule groups they name.
    """
    # An SDK's TypeError for a key that was never set is a missing key, however it arrives.
    if "rule:sdk_credentials_unset" in groups:
        return False
    if f.exception_type in PROGRAMMING_ERROR_NAMES:
        return True
    if f.exception is not None and find_programming_error(f.exception) is not None:
        return True
    if "python_bug" not in groups or "node_transport" in groups:
        return False
    if _rules_of(groups, "python_bug") == {"rule:pydantic_object_validation"} and (
        f.http_status is not None
        or bool(codes - _PYDANTIC_OWN_CODES)
        or any(key[:5] != "rule:" and key not in _PYDANTIC_OWN_GROUPS for key in groups)
        or "__root__" in f.text
    ):
        # pydantic's report beside a status, a code or any other wording (vLLM's 400 "1
        # validation error for ChatCompletionRequest", "… Could not load credentials"), or a
        # root validator's (an integration checking its settings: LangChain's "validation
        # error for ChatOpenAI __root__ Did not find openai_api_key"): the server's answer, or
        # the settings' fault, not a bug of the program's
        return False
    # Text only: a Python "TypeError: ..." is ours to fix, Node's fetch failures are not,
    # and a missing name or attribute in a traceback under a 5xx is the server's, as is any
    # Python wording under a 501 (the server's NotImplementedError: a feature it lacks).
    bug_rules = {key[5:] for key in _rules_of(groups, "python_bug")}
    if bug_rules <= _SDK_OWN_CHECKS and (
        f.http_status is not None or bool(coded) or bool(_SERVERS_WORDS & groups.keys())
    ):
        # "must be a number" beside a status, a provider's code or a server's words: the
        # server's check of the JSON it was sent, a request problem; an SDK's words for its
        # own state there ("Maximum call stack size exceeded" in a 500's body, "… cannot be
        # serialized" from a server's handler): the server's failure, not the caller's
        return False
    # JavaScript's TypeError and Go's panics (a "TypeError: " that starts the text is also
    # read by the Python rule): where one of them is all the text says of a bug.
    foreign = bool(bug_rules & _FOREIGN_BUGS) and bug_rules <= _FOREIGN_BUGS | {"python_type_error"}
    # A server answered with it: a 5xx (as the status, or, where none came, as the text spells
    # a status, a type or a server's words for its failure: "Error code: 500 - {… 'NoneType'
    # object has no attribute …}", "InternalServerError: …"), or a 400 or 422 whose body is
    # the server's own exception about the request ("KeyError: 'messages'").
    server_answered = f.http_status in TRANSIENT_STATUSES or f.http_status in (400, 422)
    if f.http_status is None:
        server_answered = bool(
            {"status_transient", "rule:server_failure_type", "rule:server_error"} & groups.keys()
            or codes & _SERVER_FAILURE_TYPES
            # a JVM or .NET binding failure in a body typed as a request problem or carrying
            # a 400 ("invalid_request_error" / "status":400 beside Jackson's "Cannot
            # deserialize value of type …"): a Java server's answer to the request
            or (
                bug_rules <= {"jvm_dotnet_client_bug"}
                and bool({"rule:bad_request_type", "status_bad_request"} & groups.keys())
            )
        )
    servers_traceback = (
        server_answered and (bug_rules <= _NAME_ERRORS or foreign)
    ) or f.http_status == 501
    # ... beside an answer that names its cause (a safety block, an exhausted quota) the app
    # tripped over that answer; beside a server process's crash ("llama runner process has
    # terminated: panic: …") the panic is the server's.
    tripped_over_answer = (
        (
            foreign
            and bool(
                _ANSWER_CAUSES & (groups.keys() | coded)
                # a program that unwrapped or bound a failed call (Rust's "called
                # `Result::unwrap()` on an `Err` value: … Connection refused", Go's "cannot
                # unmarshal … (body: {"error":"rate limit exceeded"})"), or a server process's
                # crash ("llama runner process has terminated: panic: …"): the failure it carries
                # is the cause, and a retry may get past it
                or (
                    bool(
                        {
                            "rule:foreign_runtime_bug",
                            "rule:go_runtime_panic",
                            "rule:jvm_dotnet_client_bug",
                        }
                        & groups.keys()
                    )
                    and "transient" in groups
                )
            )
        )
        or (
            # an un-awaited coroutine's warning beside a transient failure ("httpx.ReadTimeout …
            # RuntimeWarning: coroutine 'aclose' was never awaited"): the cleanup the failure cut
            # short, not the cause
            bug_rules == {"coroutine_never_awaited"} and "transient" in groups
        )
        or (
            # Python's IndexError, AttributeError or KeyError on reading an answer that was
            # blocked or refused ("resp.candidates[0]… IndexError … block_reason: SAFETY", an
            # insufficient_quota body and then "KeyError: 'choices'")
            bug_rules == {"python_name_error"} and bool(_REFUSED_ANSWERS & (groups.keys() | coded))
        )
    )
    return not servers_traceback and not tripped_over_answer


def find_programming_error(exc: BaseException) -> BaseException | None:
    """``exc`` or the first exception on its ``__cause__`` chain that is a programming error."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, PROGRAMMING_ERROR_TYPES):
            return current
        seen.add(id(current))
        current = current.__cause__
    return None


def classify_message(msg: AssistantMessage) -> Classification:
    """What a session's final assistant message is (SPEC §3's steps, §8's knowledge)."""
    return classify_failure(Failure.from_message(msg))


def classify_exception(exc: BaseException) -> Classification:
    """What an exception that reached the runtime is (SPEC §4, §8)."""
    return classify_failure(Failure.from_exception(exc))


def classify_text(
    text: str,
    *,
    http_status: int | None = None,
    error_type: str | None = None,
    error_code: str | None = None,
    exception_type: str | None = None,
) -> Classification:
    """What an error text (with any structured facts known beside it) is."""
    return classify_failure(
        Failure(
            text=text,
            http_status=http_status,
            error_type=error_type,
            error_code=error_code,
            exception_type=exception_type,
        )
    )


def is_retryable_error(msg: AssistantMessage) -> bool:
    """True if the session should back off and retry after this final message (SPEC §3)."""
    return classify_message(msg).retryable


def is_context_overflow(msg: AssistantMessage | str) -> bool:
    """True if the message (or text) says the prompt did not fit the model's context."""
    if isinstance(msg, str):
        return classify_text(msg).kind == "context_overflow"
    return classify_message(msg).kind == "context_overflow"


def is_permanent_error(exc: BaseException) -> bool:
    """True if an identical retry would fail identically (SPEC §4, §8)."""
    return classify_exception(exc).kind == "permanent"


def permanent_category(exc: BaseException) -> PermanentCategory | None:
    """The telemetry category of a permanent error, or None if ``exc`` is not one."""
    return classify_exception(exc).category


# --- decisions -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BudgetSnapshot:
    """What the exec's budget allows at the moment of a decision."""

    #: Provider calls the per-exec ledger still allows (None: unlimited).
    calls_left: int | None = None
    #: Whether the provider's token bucket allows a retry.
    bucket_ok: bool = True
    #: The exec's deadline and the clock reading, on the same monotonic clock.
    deadline: float | None = None
    now: float = 0.0

    @property
    def remaining_s(self) -> float | None:
        """Seconds to the deadline (None: no deadline)."""
        return None if self.deadline is None else self.deadline - self.now

    @property
    def exhausted(self) -> bool:
        """True when the ledger or the token bucket refuses another call."""
        return (self.calls_left is not None and self.calls_left <= 0) or not self.bucket_ok


_NO_BUDGET: Final = BudgetSnapshot()


@dataclass(frozen=True, slots=True)
class Decision:
    """What a layer does next and why: the one currency of loops, CLI and telemetry."""

    layer: Layer
    action: Action
    #: The attempt's label in spans and ``retrylens_attempts_total``.
    classification: str
    #: The rule that decided (a classification rule, or ``budget``, ``deadline``…).
    rule: str
    #: ``ExecError.reason`` when the runtime stops.
    reason: ExecReason | None = None
    #: Seconds to sleep before the next call when ``action == "retry"``.
    delay_s: float | None = None
    #: The server's Retry-After that shaped (or refused) this decision, when honoured.
    retry_after_s: float | None = None
    #: True when a retry budget (ledger or token bucket) refused the retry.
    budget_refused: bool = False
    category: PermanentCategory | None = None
    #: The programming error to re-raise when ``action == "raise_original"``.
    original: BaseException | None = field(default=None, compare=False)
    #: The provider the next attempt goes to, when this decision is a failover.
    failover_to: str | None = None
    #: Why it fails over (``transient``, ``budget``, ``retry_after`` or a permanent category).
    failover_reason: FailoverReason | None = None

    @property
    def retries(self) -> bool:
        """True when the layer calls again (after a backoff or a compaction)."""
        return self.action in ("retry", "compact")


def cancelled(layer: Layer) -> Decision:
    """The decision recorded for an attempt that was cancelled (nothing was decided)."""
    return Decision(layer, "stop", "cancelled", "cancelled")


@dataclass(frozen=True, slots=True)
class SessionAttempt:
    """One finished call of ``AgentSession.run``, as the session decides on it."""

    failure: Failure
    #: Retries already made by this ``run()`` (0 after the first call).
    retries_done: int
    policy: RetryPolicy
    can_compact: bool = False
    budget: BudgetSnapshot = _NO_BUDGET
    rng: random.Random = field(default_factory=lambda: DEFAULT_RNG, compare=False)
    #: The classification, when the caller made it already (else it is made here).
    classification: Classification | None = None
    #: The call's output already reached a stream's consumer, who asked not to see it
    #: replayed (``Runtime.stream(on_partial="fail")``): a retry becomes a stop.
    replay_refused: bool = False


#: Stop reasons of a complete answer: their verdict and session decision never vary, so the
#: session takes them from here instead of re-deriving them on every successful call
#: (a test checks they are what classify_failure / decide_session return).
ANSWERED: Final = frozenset({"stop", "length", "tool_use"})
ANSWERED_VERDICT: Final = _SUCCESS
ANSWERED_SESSION_DECISION: Final = Decision(
    "session", "stop", _SUCCESS.session_label, _SUCCESS.rule
)


#: A retry refused because its call's output was already shown (``on_partial="fail"``).
_PARTIAL_SESSION = Decision("session", "stop", "partial_output", "partial_output")
_PARTIAL_RUNTIME = Decision(
    "runtime", "stop", "partial_output", "partial_output", reason="partial_output"
)


def decide_session(a: SessionAttempt) -> Decision:
    """The session's move after one call (SPEC §3, with the policy's budgets and limits)."""
    decision = _decide_session(a)
    if a.replay_refused and decision.retries:
        return _PARTIAL_SESSION
    return decision


def _decide_session(a: SessionAttempt) -> Decision:
    verdict = a.classification or classify_failure(a.failure)
    label = verdict.session_label
    rule = verdict.rule
    if a.failure.exception_type == DEADLINE_ERROR:
        return Decision("session", "stop", "deadline", "deadline")
    if verdict.kind == "context_overflow":
        action: Action = "compact" if a.can_compact else "stop"
        return Decision("session", action, label, rule)
    settings: RetrySettings = a.policy.session
    if not verdict.retryable or not settings.enabled or a.retries_done >= settings.max_retries:
        return Decision("session", "stop", label, rule, category=verdict.category)
    ra = a.failure.retry_after_s if a.policy.honor_retry_after else None
    if ra is not None and ra > a.policy.max_retry_after_s:
        return Decision("session", "stop", "retry_after_too_long", rule, retry_after_s=ra)
    if a.budget.exhausted:
        return Decision("session", "stop", "budget_exhausted", "budget", budget_refused=True)
    delay = compute_backoff_ms(a.retries_done + 1, settings.base_delay_ms) / 1000
    delay = apply_jitter(delay, a.policy.jitter, a.rng)
    if ra is not None:
        delay = max(delay, ra)
    remaining = a.budget.remaining_s
    if remaining is not None and delay >= remaining:
        return Decision("session", "stop", "deadline", "deadline")
    return Decision("session", "retry", label, rule, delay_s=delay, retry_after_s=ra)


@dataclass(frozen=True, slots=True)
class ExecAttempt:
    """One failed runtime attempt, as the runtime decides on it."""

    exception: BaseException
    #: 0-based index of the attempt that failed.
    attempt: int
    policy: RetryPolicy
    #: How the session labelled its last call (``budget_exhausted``, ``deadline``…), if
    #: the exception came from a session.
    session_classification: str | None = None
    budget: BudgetSnapshot = _NO_BUDGET
    rng: random.Random = field(default_factory=lambda: DEFAULT_RNG, compare=False)
    classification: Classification | None = None
    #: As :attr:`SessionAttempt.replay_refused`: a retry becomes a stop.
    replay_refused: bool = False


_SESSION_STOPS: Final[frozenset[str]] = frozenset(
    {"not_retryable", "retry_after_too_long", "budget_exhausted"}
)


def decide_exec(a: ExecAttempt) -> Decision:
    """The runtime's move after attempt ``a.attempt`` raised (SPEC §4, with the policy)."""
    decision = _decide_exec(a)
    if a.replay_refused and decision.action == "retry":
        return _PARTIAL_RUNTIME
    return decision


def _decide_exec(a: ExecAttempt) -> Decision:
    original = find_programming_error(a.exception)
    if original is not None:
        return Decision(
            "runtime",
            "raise_original",
            "programming_error",
            "programming_error",
            original=original,
        )
    verdict = a.classification or classify_exception(a.exception)
    if verdict.kind in ("context_overflow", "permanent", "refusal"):
        reason: ExecReason = verdict.kind
        return Decision(
            "runtime",
            "stop",
            verdict.runtime_label,
            verdict.rule,
            reason=reason,
            category=verdict.category,
        )
    if verdict.kind == "programming_error":  # known by name only (e.g. from a message)
        return Decision(
            "runtime", "stop", "programming_error", verdict.rule, reason="not_retryable"
        )
    policy = a.policy
    failure_ra = Failure.from_exception(a.exception).retry_after_s
    ra = failure_ra if policy.honor_retry_after else None
    session = a.session_classification
    if session == "deadline":
        return Decision("runtime", "stop", "deadline", "deadline", reason="deadline")
    if session == "partial_output":  # the session stopped rather than replay shown output
        return _PARTIAL_RUNTIME
    if policy.respect_session_verdict and session in _SESSION_STOPS:
        stop: ExecReason = session  # type: ignore[assignment]
        return Decision(
            "runtime",
            "stop",
            stop,
            f"session:{session}",
            reason=stop,
            # The session's refusal, passed on: the session recorded it (counted once).
            retry_after_s=ra if stop == "retry_after_too_long" else None,
        )
    if a.attempt >= policy.runtime_attempts - 1:
        return Decision("runtime", "stop", "transient", verdict.rule, reason="exhausted")
    if ra is not None and ra > policy.max_retry_after_s:
        return Decision(
            "runtime",
            "stop",
            "retry_after_too_long",
            verdict.rule,
            reason="retry_after_too_long",
            retry_after_s=ra,
        )
    if a.budget.exhausted:
        return Decision(
            "runtime",
            "stop",
            "budget_exhausted",
            "budget",
            reason="budget_exhausted",
            budget_refused=True,
        )
    delay = apply_jitter(compute_runtime_backoff_s(a.attempt), policy.jitter, a.rng)
    if ra is not None:
        delay = max(delay, ra)
    remaining = a.budget.remaining_s
    if remaining is not None and delay >= remaining:
        return Decision("runtime", "stop", "deadline", "deadline", reason="deadline")
    return Decision("runtime", "retry", "transient", verdict.rule, delay_s=delay, retry_after_s=ra)


#: Why a runtime attempt moved to the next provider (``retrylens_failovers_total{reason}``).
FailoverReason = Literal[
    "transient", "budget", "retry_after", "not_found", "auth", "api_key", "quota", "image",
    "bad_request", "content_filter", "other",
]  # fmt: skip
FAILOVER_REASONS: Final = get_args(FailoverReason)
#: What fails over when nothing else is asked: outages and unknown models. Credentials and
#: request errors would fail the same way on the next provider, or hide a fix to make.
DEFAULT_FAILOVER_ON: Final[frozenset[str]] = frozenset(
    {"transient", "budget", "retry_after", "not_found"}
)


def failover_reason(decision: Decision, on: frozenset[str]) -> FailoverReason | None:
    """Why ``decision`` (the runtime's, on a failed attempt) moves to the next provider.

    An outage (transient errors the session could not get past, a retry budget that
    refused, a Retry-After too long to wait) or a permanent error of a category in ``on``;
    None for everything else (context overflow, refusals, deadlines, programming errors,
    output already shown to a stream's consumer).
    """
    if decision.layer != "runtime" or decision.action == "raise_original":
        return None
    reason: FailoverReason | None = None
    if decision.budget_refused or decision.reason == "budget_exhausted":
        reason = "budget"
    elif decision.reason == "retry_after_too_long":
        reason = "retry_after"
    elif decision.reason == "permanent":
        reason = decision.category or "other"
    elif decision.classification == "transient" and decision.reason in (None, "exhausted"):
        reason = "transient"
    return reason if reason is not None and reason in on else None


def failover(decision: Decision, reason: FailoverReason, to: str) -> Decision:
    """``decision`` turned into a move to provider ``to``: at once, no backoff."""
    return Decision(
        "runtime",
        "retry",
        decision.classification,
        f"failover:{reason}",
        delay_s=0.0,
        retry_after_s=decision.retry_after_s,
        budget_refused=decision.budget_refused,
        category=decision.category,
        failover_to=to,
        failover_reason=reason,
    )
