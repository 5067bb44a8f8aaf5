"""The classifier against a corpus of real error texts gathered from public sources."""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import json
import re
import subprocess
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from benchmarks import label_agreement
from prometheus_client import CollectorRegistry

import retrylens as rl
from retrylens import _corpus
from retrylens import _decisions as rl_decisions
from retrylens.testing import ScriptedProvider

from .ops_helpers import RULES, require_binary

CORPUS = Path(__file__).parent / "data" / "error_corpus.jsonl"
CASES = _corpus.load(CORPUS)
DEV = [c for c in CASES if c.split == "dev"]
HOLDOUT = [c for c in CASES if c.split == "holdout"]

#: The providers the README names, as the corpus spells them (Gemini's and Vertex's texts apart),
#: in the order the README lists them: the README states their held-out score apart.
NAMED_PROVIDERS = (
    "openai",
    "azure_openai",
    "anthropic",
    "bedrock",
    "vertex",
    "gemini",
    "mistral",
    "groq",
    "openrouter",
    "deepseek",
    "xai",
    "ollama",
    "vllm",
    "llama_cpp",
    "litellm",
    "cloudflare",
)
#: Providers and fronts the corpus must cover: each named one, and Gemini's texts under either
#: of its two names.
REQUIRED_PROVIDERS = frozenset(NAMED_PROVIDERS) - {"gemini", "vertex"}
KEY_SHAPES = re.compile(
    r"sk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}|AIza[0-9A-Za-z_-]{30,}|gsk_[A-Za-z0-9]{20,}|"
    r"xai-[A-Za-z0-9]{20,}|AKIA[0-9A-Z]{16}"
)


def _facts(case: _corpus.Case) -> dict[str, object]:
    return {
        "http_status": case.status,
        "provider_error_type": case.error_type,
        "provider_error_code": case.error_code,
    }


def test_corpus_is_large_sourced_and_split() -> None:
    """At least 400 distinct real texts, each with a source URL; at least a third held out."""
    assert len(CASES) >= 400
    assert len({c.text for c in CASES}) == len(CASES)
    assert all(c.source and c.source.startswith("https://") for c in CASES)
    assert all(c.provider and c.split in ("dev", "holdout") for c in CASES)
    assert len(HOLDOUT) * 3 >= len(CASES)
    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    assert all(r["kind"] for r in rows)
    assert all((r["category"] is not None) is (r["expected"] == "permanent") for r in rows)


def test_corpus_covers_every_class_and_provider() -> None:
    """Each class has real cases, and every provider the stack meets is in the corpus."""
    classes = Counter(c.expected for c in CASES)
    assert classes["permanent"] >= 100 and classes["transient"] >= 100
    assert classes["context_overflow"] >= 50
    providers = {c.provider for c in CASES}
    assert providers >= REQUIRED_PROVIDERS
    assert providers & {"gemini", "vertex"}
    categories = Counter(c.category for c in CASES if c.expected == "permanent")
    assert all(categories[k] >= 5 for k in ("auth", "api_key", "quota", "image", "not_found"))


def test_corpus_categories_are_ones_the_classifier_emits() -> None:
    """Every expected category of a permanent text is a label the metrics and dashboards know."""
    unknown = {c.category for c in CASES if c.expected == "permanent"} - set(
        rl_decisions.PERMANENT_CATEGORIES
    )
    assert unknown == set()


#: The guide the labels follow; its table of classes and categories is checked against the code.
GUIDE = Path(__file__).parent / "data" / "LABELLING.md"
#: Lines of the first rounds, split by their own draw before the split was a hash of the text.
FIRST_ROUNDS_LINES = 2074


def test_labelling_guide_names_the_classes_and_categories_the_code_knows() -> None:
    """The guide's table lists every class and category the loader and metrics know, no other."""
    rows = re.findall(r"^\| `([a-z_]+)` \| (?:`([a-z_]+)`|—) \|", GUIDE.read_text(), re.M)
    pairs = {(expected, category or None) for expected, category in rows}
    assert {e for e, _ in pairs} | {"refusal"} == set(_corpus.EXPECTED_CLASSES)
    assert {c for _, c in pairs if c} == set(rl_decisions.PERMANENT_CATEGORIES)
    assert {(c.expected, c.category) for c in CASES} <= pairs


def test_split_is_a_hash_of_the_text_not_a_choice() -> None:
    """Since the first rounds, each text's split is the hash of its text (a masked key aside)."""
    chosen = [
        c.line
        for c in CASES
        if c.line > FIRST_ROUNDS_LINES
        and "***" not in c.text
        and c.split != _corpus.split_of(c.text)
    ]
    assert chosen == []


def test_corpus_holds_no_secret() -> None:
    """No text in the corpus looks like a live API key."""
    leaked = [c.line for c in CASES if KEY_SHAPES.search(c.text)]
    assert leaked == []


def _report(score: _corpus.Score) -> str:
    return "\n".join(
        f"line {m.case.line}: expected {m.case.expected}, got {m.got_class} ({m.got.rule})"
        for m in score.misses
    )


#: The dev part's misses left are labels its text alone does not support (a model "loading"
#: that never loads, a per-base-model quota that is zero for one account and a rate window
#: for another, a router's cooldown its thread calls an unknown model, a gateway's 500 whose
#: thread found a misconfigured upstream, a relay's 500 for a Go panic that its thread found
#: to repeat on every call, an SDK's validation of its own request object); no rule is bent
#: to them. (Rounds 106 and 107 brought many SDKs' and frameworks' own checks of their
#: caller — "Unexpected type in prompt", "Cannot create a Tool from a lambda function
#: without providing name=" — whose label rests on where they are raised: 98.6% of 13,302;
#: round 166 brought 45 more, of the Go, Java, .NET and Rust SDKs: 98.5% of 18,770; 98.4%
#: of 18,889 with round 167.)
DEV_FLOOR = 0.984


def test_dev_part_is_classified_right() -> None:
    """The part the rules were written against scores at least its floor (98.6%)."""
    score = _corpus.score(DEV)
    assert score.accuracy >= DEV_FLOOR, _report(score)


def _json_escaped(text: str, depth: int) -> str:
    r"""``text`` as a JSON string nested ``depth`` deep carries it.

    Its quotes and non-ASCII characters are escaped (``\"``, ``\u8bf7``; at depth 2
    ``\\\"``, ``\\u8bf7``), its line breaks and backslashes left as they are.
    """
    quote = "\\" * (2**depth - 1) + '"'
    lead = "\\" * 2 ** (depth - 1)
    out = []
    for char in text:
        if char == '"':
            out.append(quote)
        elif ord(char) < 128:
            out.append(char)
        else:
            units = char.encode("utf-16-be", "surrogatepass")
            for i in range(0, len(units), 2):
                out.append(f"{lead}u{int.from_bytes(units[i : i + 2], 'big'):04x}")
    return "".join(out)


def _verdict(case: _corpus.Case, text: str) -> tuple[str, str | None, str]:
    got = rl_decisions.classify_failure(dataclasses.replace(case.failure(), text=text))
    return got.kind, got.category, got.rule


@functools.cache
def _plain_verdict(case: _corpus.Case) -> tuple[str, str | None, str]:
    """A corpus text's verdict as it is: the one each rewrapped copy is compared with."""
    return _verdict(case, case.text)


@pytest.mark.parametrize("depth", [1, 2])
def test_json_escaped_texts_keep_their_verdict(depth: int) -> None:
    """Every corpus text keeps its verdict when its quotes and letters come JSON-escaped."""
    changed = [
        case.line
        for case in CASES
        if ('"' in case.text or not case.text.isascii())
        and _verdict(case, _json_escaped(case.text, depth)) != _plain_verdict(case)
    ]
    assert not changed, f"verdicts changed on corpus lines {changed[:50]}"


def test_texts_with_escaped_apostrophes_keep_their_verdict() -> None:
    r"""Every corpus text keeps its verdict when a repr escapes its apostrophes (\')."""
    changed = [
        case.line
        for case in CASES
        if "'" in case.text
        and _verdict(case, case.text.replace("'", "\\'")) != _plain_verdict(case)
    ]
    assert not changed, f"verdicts changed on corpus lines {changed[:50]}"


def _aggregate(score: _corpus.Score) -> str:
    """Counts only: a held-out failure must not print the held-out texts (they stay unread)."""
    return f"accuracy {score.accuracy:.2%}, per class {score.by_class}"


HELD_OUT_TARGET_MISSED = (
    "rules and the learned second opinion reach ~94.0% of unseen wordings (~96% of the named"
    " providers', ~93% of apps', agents' and gateways'); 97% is not reached"
)


@pytest.mark.xfail(strict=True, reason=HELD_OUT_TARGET_MISSED)
def test_held_out_part_scores_at_least_97_percent() -> None:
    """The held-out part, never used to write rules, scores at least 97% (the target)."""
    score = _corpus.score(HOLDOUT)
    accuracy = score.accuracy  # a plain number: a failure shows no held-out text
    assert accuracy >= 0.97, _aggregate(score)


@pytest.mark.xfail(strict=True, reason=HELD_OUT_TARGET_MISSED)
def test_no_held_out_permanent_error_is_missed() -> None:
    """Every held-out permanent error is recognised as permanent (the target: they page)."""
    score = _corpus.score(HOLDOUT)
    missed = sum(1 for m in score.misses if m.case.expected == "permanent")
    assert missed == 0, _aggregate(score)


#: What the held-out part scores now; a change that scores lower is a regression. (Both
#: count the whole held-out part, so a new round of texts may move them: rounds 42-49
#: brought 293 held-out texts, 9 of them permanent errors missed, while the 3,117 older
#: ones went from 84 missed to 79; round 50's 83 held-out texts scored 88% before any rule;
#: round 53, contrastive texts on purpose, 84.6%, and its refit cost older ones 4 verdicts;
#: round 54's 77, in good part apps' messages in a dozen languages no list had yet, 62.3%
#: before any rule and 70.1% after, 14 of them permanent errors missed; round 55's 28,
#: 82.1%; round 56's 49, gathered as the issue asks (pasted errors, docs, SDK tests), 95.9%;
#: round 57's 32, 84.4%, no permanent error missed; round 58's 24, 100%, while its refit
#: moved three older permanent errors under the model's bars; round 59's 76, 92.1%; round
#: 60's 77, 71.4% before any rule and 74.0% after: 27 of them apps' messages from their
#: locale files, of which the word lists knew 11; round 61's 48, all apps' locale
#: messages, 66.7% before any rule and 77.1% after; round 62's 49, the same kind, 69.4%
#: before and 67.3% after; round 63's 55, gathered the issue's way, 92.7% before and after;
#: round 64's 40, SDKs' and servers' own error strings, 87.5% before and after; round 65's
#: 148, gathered the issue's way, 85.8% before any rule and 88.5% after; round 66's 50, in
#: good part programming errors users pasted, 76.0% before and after, while its refit moved
#: seven older held-out verdicts the wrong way; round 67's 36, errors pasted into 2026 issues
#: and providers' texts that apps match on, 94.4% before and after; round 68's 12, read
#: with fetch from frameworks' and gateways' source, 11 right; round 69's 15, servers' and
#: SDKs' own tests, all right; round 70's 10, docs' troubleshooting pages, 9 right; the
#: refit on round 94's dev texts moved six older held-out verdicts the wrong way, its
#: permanent errors missed 186 -> 192; round 95's refit five more, its permanent errors
#: missed 192 -> 190; round 97's rules and refit took it to 5,585 of 5,964; round 98's 60
#: held-out texts scored 52 (five permanent errors missed): 5,638 of 6,024; round 99's rules
#: and refit: 5,692 of 6,075; round 100's: 5,708 of 6,090; round 101's 113 scored 105 and
#: its refit moved the older ones to 5,710: 5,815 of 6,203; round 102's 128 scored 121:
#: 5,937 of 6,331, permanent errors missed 195; round 103's 56 scored 54 and its refit
#: moved the older ones to 5,933: 5,987 of 6,387, permanent errors missed 198; round 104's
#: 108 scored 101: 6,091 of 6,495, permanent errors missed 199; round 105's 105 scored 99:
#: 6,188 of 6,600, permanent errors missed 204; the model refitted without request ids:
#: 6,186 of 6,600, permanent errors missed 206; round 106's 105 scored 96 and its rules
#: and refit moved the older ones to 6,194: 6,290 of 6,705, permanent errors missed 205;
#: round 107's 128 scored 115 and its rules and refit moved the older ones to 6,299: 6,414
#: of 6,833, permanent errors missed 199; round 108's 100 scored 95 and its refit moved the
#: older ones to 6,411: 6,506 of 6,933, permanent errors missed 201; round 109's 85 scored
#: 76 and its refit moved four older permanent errors the wrong way: 6,581 of 7,018,
#: permanent errors missed 208; round 110's 49 scored 45 and its refit moved two more:
#: 6,625 of 7,067, permanent errors missed 212; round 111's 62 scored 56, and with its
#: rules the learned model at 3,000 features and C = 8 took the whole to 6,690 of 7,129,
#: permanent errors missed 209; round 112's 51 scored 51: 6,743 of 7,180, permanent
#: errors missed 207; round 113's 56 scored 54: 6,796 of 7,236, permanent errors missed
#: 208; round 114's 66 scored 64: 6,860 of 7,302, permanent errors missed 208; round 115's
#: 25 scored 22 and its refit moved two older permanent errors: 6,880 of 7,327 (93.899%),
#: permanent errors missed 210; round 116's 81 scored 78 and its refit moved three older
#: permanent errors the wrong way: 6,960 of 7,408 (93.952%), permanent errors missed 214;
#: round 117's 83 scored 75, its rules and refit took the whole to 7,045 of 7,491 (94.046%),
#: permanent errors missed 210; round 118's 102 scored 92, and with its rules and refit the
#: whole: 7,140 of 7,593 (94.034%), permanent errors missed 210; round 119's 82 scored 78
#: and its rules took the whole to 7,218 of 7,675, but its refit moved eight older held-out
#: verdicts the wrong way: 7,210 (93.942%), permanent errors missed 216; round 120's 52
#: scored 48, and with its rules and refit the whole: 7,261 of 7,727 (93.969%), permanent
#: errors missed 215; round 121's 54 scored 48 (six permanent errors missed) and with its
#: rules and refit 50: the whole 7,310 of 7,781 (93.947%), permanent errors missed 220;
#: round 122's 56 scored 49, and its rules (a type check named by the type it got) took the
#: whole to 7,363 of 7,837 but moved three held-out texts labelled permanent to programming
#: errors, which stop retries as well: 7,361 of 7,837 (93.928%) after its refit, permanent
#: errors missed 223; round 123's 28 scored 27, and its rules (one request over its whole
#: rate window is an overflow; a token to sign in with that could not be had; a moderation
#: check's "was flagged for") and refit took the whole to 7,394 of 7,865 (94.012%),
#: permanent errors missed 220; round 124's 76 scored 71 (two permanent errors missed), and
#: with its rules and refit 73: the whole 7,466 of 7,941 (94.018%), permanent errors missed
#: 222; round 125's 69 scored 63 (three permanent errors missed), its rules moved no
#: held-out verdict and its refit moved three older ones the wrong way: 7,526 of 8,010
#: (93.958%), permanent errors missed 227; round 126's 37 scored 36, its rules moved one
#: older held-out verdict right and its refit two permanent errors the wrong way: 7,562 of
#: 8,047 (93.973%), permanent errors missed 230; round 127's 59 scored 58, and with its
#: rules and refit the whole: 7,621 of 8,106 (94.016%), permanent errors missed 230; round
#: 128's 52 scored 47, its rules took two older held-out texts right: 7,670 of 8,158
#: (94.018%), permanent errors missed 230; round 129's 22 scored 21, and its refit (no
#: rules) moved three older ones right: 7,694 of 8,180 (94.059%), permanent errors missed
#: 230; round 130's 3 scored 2, and its refit (no rules): 7,695 of 8,183 (94.036%),
#: permanent errors missed 229; round 131's 18 scored 18, and its refit (no rules) moved four
#: older ones right: 7,717 of 8,201 (94.098%), permanent errors missed 226; round 132's 37
#: scored 32, its rules moved no held-out verdict and its refit six older ones the wrong way:
#: 7,743 of 8,238 (93.989%), permanent errors missed 231; round 133's 10 scored 10, and with
#: its rule and refit the whole: 7,753 of 8,248 (93.998%), permanent errors missed 231;
#: round 134's 46 (apps' translated messages) scored 37, and with its rules and refit 39: the
#: whole 7,793 of 8,294 (93.960%), permanent errors missed 233; round 135's 88 (apps'
#: translated messages, sharing apps and languages with its dev texts) scored 74, and with
#: its rules and refit 83: the whole 7,881 of 8,382 (94.023%), permanent errors missed 231;
#: round 136's 68 scored 63, and with its rules and refit 65: the whole 7,951 of 8,450
#: (94.095%), permanent errors missed 227; round 137's 46 scored 42 and 46 with its rules
#: and refit, while the refit moved four older held-out texts the wrong way: 7,993 of 8,496
#: (94.080%), permanent errors missed 232; round 138's
#: 10 scored 9, and its refit (no rules) moved two older ones right: 8,004 of 8,506
#: (94.098%), permanent errors missed 231; round 139's 30 scored 23, and with its rules, the
#: review's narrower rules and the refit 26: the whole 8,028 of 8,536 (94.049%), permanent
#: errors missed 233; round 140's 31 scored 26, and with its rules and refit 27: the whole
#: 8,066 of 8,567 (94.152%), permanent errors missed 230; round 141's 39 scored 36, and its
#: rules and refit left the whole at 8,101 of 8,606 (94.132%), permanent errors missed 233;
#: round 142's 42 scored 41, and with its rule and refit the whole 8,144 of 8,648 (94.172%),
#: permanent errors missed 230; round 143's 27 scored 25, and with its rule and refit 25:
#: the whole 8,167 of 8,675 (94.144%), permanent errors missed 233; round 144's 16 scored
#: 16, and with its rule and refit the whole 8,184 of 8,691 (94.167%), permanent errors
#: missed 231; the second opinion's bar for a permanent verdict on a text no rule matched
#: lowered from 0.7 to 0.6 on the replay of 142 rounds: 8,197 of 8,691 (94.316%), permanent
#: errors missed 218; round 145's 27 scored 24, and with its rules and refit 24: the whole
#: 8,229 of 8,718 (94.391%), permanent errors missed 211; round 146's 47 scored 43, its
#: rules took 3 held-out texts right and its refit moved 14 older ones the wrong way and 10
#: the right way: the whole 8,271 of 8,765 (94.364%), permanent errors missed 217; round
#: 147's 33 scored 33, and with its rules and refit the whole 8,306 of 8,798 (94.408%),
#: permanent errors missed 216; round 148's 31 scored 27, and with its rules and refit 28:
#: the whole 8,341 of 8,829 (94.473%), permanent errors missed 215; round 149's 37 scored 33,
#: its rules took 5 held-out texts right and its refit moved 12 older ones the wrong way and
#: 7 the right way: the whole 8,369 of 8,866 (94.394%), permanent errors missed 220; round
#: 150's 28 scored 28, and its refit moved 8 older ones the wrong way and 4 the right way:
#: the whole 8,393 of 8,894 (94.367%), permanent errors missed 222; round 151's 77 scored
#: 74, and with its rules and refit 74: the whole 8,476 of 8,971 (94.482%), permanent errors
#: missed 221; round 152's 47 scored 46, and its refit moved 12 older ones the wrong way and 7
#: the right way: the whole 8,517 of 9,018 (94.444%), permanent errors missed 225; round
#: 153's 65 scored 57, its rules took 2 held-out texts right and its refit 11 more right and 8
#: wrong: the whole 8,579 of 9,083 (94.451%), permanent errors missed 227; round 154's 55
#: scored 51, and its refit moved 11 older ones the wrong way and 4 the right way: the whole
#: 8,623 of 9,138 (94.364%), permanent errors missed 234; round 155's 17 scored 8, and with
#: its rules and refit 9: the whole 8,636 of 9,155 (94.331%), permanent errors missed 231;
#: round 156's 18 scored 15 before any rule and 15 with its rules and refit: the whole 8,657
#: of 9,173 (94.375%), permanent errors missed 228; the second opinion's bars for a vague
#: retry wording (0.9) and a weak wording of length (0.97), chosen on the replay of 153
#: rounds: 8,661 of 9,173 (94.418%), permanent errors missed 223; two rules for calls out of
#: their order and sync methods on async clients: 8,662 (94.429%); round 157's 29 scored 28
#: before any rule and 28 with its rules and refit: the whole 8,689 of 9,202 (94.425%),
#: permanent errors missed 223; round 158's 28 scored 25 before any rule and 26 with its
#: rules and refit, while the refit moved 19 older ones the wrong way and 10 the right way:
#: the whole 8,706 of 9,230 (94.323%), permanent errors missed 228; round 159's 58, apps'
#: locale messages, scored 43 before any rule and 44 with its rules and refit, while the
#: refit moved 34 older ones the right way and 13 the wrong way: the whole 8,771 of 9,288
#: (94.434%), permanent errors missed 221; round 160's 56, apps' locale messages again,
#: scored 50 before any rule and 48 with its rules and refit, while the refit moved 18
#: older ones the right way and 23 the wrong way (10 and 18 of them permanent errors): the
#: whole 8,814 of 9,344 (94.328%), permanent errors missed 232; round 161's 35 scored 33
#: before any rule and 32 with its rules and refit, while the refit moved 12 older ones the
#: right way and 17 the wrong way: the whole 8,841 of 9,379 (94.264%), permanent errors
#: missed 232; round 162's 51, most of them SDKs' own checks of how they are called, scored
#: 28 before any rule and 30 with its rules and refit, while its rules and refit moved 31
#: older ones the right way and 24 the wrong way (9 and 17 of them permanent errors): the
#: whole 8,878 of 9,430 (94.146%), permanent errors missed 242; round 163's 66 scored 49
#: before any rule and 49 with its rules and refit, while the refit moved 10 older ones the
#: right way and 21 the wrong way: the whole 8,916 of 9,496 (93.892%), permanent errors
#: missed 252; with three translations of one quota message relabelled a quota (two held
#: out) and the refit: 8,920 (93.934%), permanent errors missed 250; round 164's 46 scored
#: 39 before any rule and 39 with its rules and refit, while the refit moved 19 older ones the
#: right way and 15 the wrong way, and one held-out text relabelled by its siblings (an app's
#: "message too long", an overflow) turned a miss into a hit: the whole 8,964 of 9,542
#: (93.942%), permanent errors missed 249; round 165's 51 scored 45 before any rule and 43
#: with its rules and refit, while the refit moved 15 older ones the right way and 13 the
#: wrong way: the whole 9,009 of 9,593 (93.912%), permanent errors missed 250; rules for the
#: wordings of dev texts only the learned model had answered (no rule matched 1,433 of them)
#: moved 135 held-out texts from the model to the rules, 6 of them the right way and one the
#: wrong way: the whole 9,014 (93.965%), permanent errors missed 249; the translated word
#: lists' share of them (quota, overflow, key) turned one more right: 9,015 (93.975%); a
#: model not found, a sign-in or a permission missing, one more: 9,016 (93.985%), permanent
#: errors missed 248; the new rules narrowed after a review against real texts: 9,017
#: (93.996%), permanent errors missed 247; allowances run out and SDK objects used past their
#: life, from wordings outside the corpus: 9,021 (94.037%), permanent errors missed 244; round
#: 166's 71 scored 63 before any rule and 64 with its rules and refit, while the refit moved 21
#: older ones the right way and 17 the wrong way: the whole 9,085 of 9,664 (94.009%),
#: permanent errors missed 247; round 167's 73 scored 70 before any rule and 70 with its rules
#: and refit, while its rules turned one older one right and the refit moved 13 older ones the
#: right way and 17 the wrong way: the whole 9,151 of 9,737 (93.982%), permanent errors missed
#: 253; round 168's 23 scored 21 before any rule and with the refit, which moved the older ones
#: two more the right way than the wrong: the whole 9,174 of 9,760 (93.996%), permanent errors
#: missed 251.)
HELD_OUT_FLOOR = 0.939
HELD_OUT_PERMANENT_MISSES_CEILING = 251


def test_held_out_part_does_not_regress() -> None:
    """The held-out part scores no lower, and misses no more permanent errors, than today."""
    score = _corpus.score(HOLDOUT)
    missed = sum(1 for m in score.misses if m.case.expected == "permanent")
    accuracy = score.accuracy  # a plain number: a failure shows no held-out text
    assert accuracy >= HELD_OUT_FLOOR, _aggregate(score)
    assert missed <= HELD_OUT_PERMANENT_MISSES_CEILING, _aggregate(score)


@pytest.mark.parametrize("policy", ["seed", "coordinated"])
def test_permanent_texts_fail_in_one_call_and_are_counted(policy: str, slept: list[float]) -> None:
    """Every permanent corpus error ends its exec in 1 call, 0 sleeps, counted by category."""
    registry = CollectorRegistry()
    telemetry = rl.telemetry.Telemetry(registry=registry)
    cases = [c for c in CASES if c.expected == "permanent"]
    wrong = []
    for case in cases:
        msg = rl.AssistantMessage(stop_reason="error", error_message=case.text, **_facts(case))
        provider = ScriptedProvider([msg], cycle=True)
        try:
            rl.Runtime(provider, policy=policy, telemetry=telemetry).exec("q")
        except rl.ExecError as exc:
            if (exc.reason, provider.calls) != ("permanent", 1):
                wrong.append((case.line, exc.reason, provider.calls))
    misses = {m.case.line for m in _corpus.score(cases).misses}
    assert [w for w in wrong if w[0] not in misses] == []
    if not misses:  # only a missed permanent error can have slept
        assert slept == []
    counted = sum(
        registry.get_sample_value("retrylens_permanent_errors_total", {"category": k}) or 0
        for k in rl._decisions.PERMANENT_CATEGORIES
    )
    assert counted == len(cases) - len(wrong)
    exhausted = registry.get_sample_value("retrylens_exec_total", {"outcome": "exhausted"})
    assert exhausted == sum(1 for w in wrong if w[1] == "exhausted")


def test_overflow_texts_are_never_retried(slept: list[float]) -> None:
    """Every overflow corpus error ends its exec in 1 call with reason context_overflow."""
    cases = [c for c in CASES if c.expected == "context_overflow"]
    misses = {m.case.line for m in _corpus.score(cases).misses}
    for case in cases:
        if case.line in misses:
            continue
        msg = rl.AssistantMessage(stop_reason="error", error_message=case.text, **_facts(case))
        provider = ScriptedProvider([msg], cycle=True)
        with pytest.raises(rl.ExecError) as info:
            rl.Runtime(provider).exec("q")
        assert (info.value.reason, provider.calls) == ("context_overflow", 1), case.line
    assert slept == []


def test_transient_texts_are_retried_and_recover(slept: list[float]) -> None:
    """Every transient corpus error is retried by the session and the retry's answer returned."""
    cases = [c for c in CASES if c.expected == "transient"]
    misses = {m.case.line for m in _corpus.score(cases).misses}
    for case in cases:
        if case.line in misses:
            continue
        msg = rl.AssistantMessage(stop_reason="error", error_message=case.text, **_facts(case))
        provider = ScriptedProvider([msg, "ok"])
        assert rl.Runtime(provider).exec("q") == "ok", case.line
        assert provider.calls == 2
    assert len(slept) == len(cases) - len(misses)


def _run_permanent_cases() -> CollectorRegistry:
    registry = CollectorRegistry()
    telemetry = rl.telemetry.Telemetry(registry=registry)
    for case in CASES:
        if case.expected != "permanent":
            continue
        msg = rl.AssistantMessage(stop_reason="error", error_message=case.text, **_facts(case))
        with contextlib.suppress(rl.ExecError):
            rl.Runtime(ScriptedProvider([msg], cycle=True), telemetry=telemetry).exec("q")
    return registry


def _humanize(value: float) -> str:
    """Prometheus's ``humanize`` template function (SI prefixes, %.4g)."""
    prefix = ""
    for unit in ("k", "M", "G", "T"):
        if abs(value) < 1000:
            break
        value /= 1000
        prefix = unit
    return f"{value:.4g}{prefix}"


def _expected_annotations(alert: dict[str, Any], value: str) -> dict[str, str]:
    out = {}
    for key, template in alert["annotations"].items():
        text = template.replace("{{ $labels.job }}", "svc")
        text = text.replace("{{ $value | humanize }}", value)
        out[key] = text.replace("{{ $value | humanizePercentage }}", value + "%")
    return out


def test_alerts_built_from_real_permanent_errors(tmp_path: Path, slept: list[float]) -> None:
    """Real permanent errors page the permanent alerts and leave the exhaustion alert quiet."""
    promtool = require_binary("promtool")
    registry = _run_permanent_cases()

    def value(name: str, **labels: str) -> int:
        return int(registry.get_sample_value(name, labels) or 0)

    per_category = {
        c: value("retrylens_permanent_errors_total", category=c)
        for c in rl._decisions.PERMANENT_CATEGORIES
    }
    outcomes = {o: value("retrylens_exec_total", outcome=o) for o in rl._decisions.EXEC_OUTCOMES}
    permanent = sum(per_category.values())
    assert permanent == outcomes["permanent"] > 0
    # One minute of traffic: the corpus's permanent errors are a tenth of the minute's execs
    # (a bad key or an empty balance in a busy service), the rest succeed.
    total = 10 * sum(1 for case in CASES if case.expected == "permanent")
    outcomes["success"] = total - sum(outcomes.values())
    series = [
        {
            "series": f'retrylens_permanent_errors_total{{job="svc",category="{c}"}}',
            "values": f"0+{n}x30",
        }
        for c, n in per_category.items()
    ] + [
        {"series": f'retrylens_exec_total{{job="svc",outcome="{o}"}}', "values": f"0+{n}x30"}
        for o, n in outcomes.items()
    ]
    rules = yaml.safe_load(RULES.read_text(encoding="utf-8"))
    alerts = {r["alert"]: r for g in rules["groups"] for r in g["rules"] if "alert" in r}
    credentials = _humanize(5 * (per_category["auth"] + per_category["api_key"]))
    ratio = _humanize(100 * permanent / total)

    def firing(name: str, value: str, severity: str) -> dict[str, Any]:
        return {
            "eval_time": "20m",
            "alertname": name,
            "exp_alerts": [
                {
                    "exp_labels": {"job": "svc", "severity": severity},
                    "exp_annotations": _expected_annotations(alerts[name], value),
                }
            ],
        }

    test_file = tmp_path / "real.test.yml"
    test_file.write_text(
        yaml.safe_dump(
            {
                "rule_files": [str(RULES)],
                "evaluation_interval": "1m",
                "tests": [
                    {
                        "interval": "1m",
                        "input_series": series,
                        "alert_rule_test": [
                            firing("RetrylensPermanentErrorRatioHigh", ratio, "ticket"),
                            firing("RetrylensAuthPermanentErrors", credentials, "page"),
                            firing(
                                "RetrylensQuotaExhausted",
                                _humanize(5 * per_category["quota"]),
                                "page",
                            ),
                            {
                                "eval_time": "20m",
                                "alertname": "RetrylensExhaustionRatioHigh",
                                "exp_alerts": [],
                            },
                        ],
                    }
                ],
            },
            allow_unicode=True,
        )
    )
    proc = subprocess.run(
        [promtool, "test", "rules", str(test_file)], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert slept == [] or outcomes["exhausted"] > 0


def test_readme_states_the_corpus_figures() -> None:
    """The README's corpus sizes and scores are what this corpus and classifier give."""
    readme = " ".join((Path(__file__).parent.parent / "README.md").read_text().split())
    # Plain numbers: a failure here must not print the held-out texts.
    dev, holdout = _corpus.score(DEV).accuracy, _corpus.score(HOLDOUT).accuracy
    assert f"holds {len(CASES):,} error texts" in readme
    assert f"`dev` part ({len(DEV):,} texts)" in readme
    assert f"`holdout` part ({len(HOLDOUT):,} texts" in readme
    assert f"**{holdout:.1%}** on the held-out part" in readme
    assert f"{dev:.1%} on dev" in readme
    named = [c for c in HOLDOUT if c.provider in NAMED_PROVIDERS]
    others = [c for c in HOLDOUT if c.provider not in NAMED_PROVIDERS]
    on_named, on_others = _corpus.score(named), _corpus.score(others)
    assert (
        f"score **{on_named.accuracy:.1%}** ({on_named.correct:,} of {on_named.total:,})" in readme
    )
    assert f"that wrap them {on_others.accuracy:.1%}" in readme
    assert f"--provider {','.join(NAMED_PROVIDERS)}" in readme


def test_blind_labels_are_of_the_texts_they_were_given() -> None:
    """Each blind label still names its dev text (load() raises on a changed text) and a class."""
    rows = label_agreement.load()
    assert len(rows) == 300
    assert {tuple(sorted(r.annotators)) for r in rows} == {("A", "B")}
    labels = [label for r in rows for label, _, _ in r.annotators.values()]
    assert set(labels) <= set(_corpus.EXPECTED_CLASSES) - {"refusal"}


def test_readme_states_the_label_agreement() -> None:
    """The README's figures for the blind labels are what the labels file and corpus give."""
    readme = " ".join((Path(__file__).parent.parent / "README.md").read_text().split())
    rows = label_agreement.load()
    a, b = (label_agreement.with_corpus(rows, w) for w in ("A", "B"))
    sure_a, sure_b = (label_agreement.with_corpus(rows, w, sure_only=True) for w in ("A", "B"))
    assert f"labelled {len(rows)} random dev texts" in readme
    assert (
        f"chose the corpus's class for {a.agree} ({a.rate:.1%}) and {b.agree} ({b.rate:.1%})"
        in readme
    )
    assert sure_a.agree == sure_a.total and sure_b.agree == sure_b.total
    assert f"of the labels they were sure of ({sure_a.total} and {sure_b.total}), every one" in (
        readme
    )
