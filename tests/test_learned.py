"""The learned second opinion: trained on dev texts only, asked only where the rules are weak."""

from __future__ import annotations

import base64
import json
import math
import random
import string
import subprocess
import sys
from pathlib import Path

import pytest

import retrylens as rl
from retrylens import _corpus, _learned
from retrylens._decisions import (
    Failure,
    _by_rules,
    classify_failure,
    learned_overrules,
    text_matches,
)

from .texts import UNKNOWN_ERROR

CORPUS = Path(__file__).parent / "data" / "error_corpus.jsonl"
CASES = _corpus.load(CORPUS)
SHIPPED = Path(_learned.__file__).with_name(_learned.DATA_FILE)

#: A context overflow in words no rule knows, under a bare 400.
UNKNOWN_OVERFLOW = (
    "the conversation has grown beyond the number of tokens this model can take in; "
    "shorten the prompt"
)


DEV = [(c.text, c.expected) for c in CASES if c.split == "dev"]


def _same_model(written: dict[str, object], shipped: dict[str, object]) -> None:
    """Same features and settings; weights equal to the stored decimals (BLAS may differ)."""
    assert {k: v for k, v in written.items() if k not in ("features", "intercepts")} == {
        k: v for k, v in shipped.items() if k not in ("features", "intercepts")
    }
    new, old = written["features"], shipped["features"]
    assert isinstance(new, dict) and isinstance(old, dict) and new.keys() == old.keys()
    for name, weights in new.items():
        assert weights == pytest.approx(old[name], abs=2e-3), name
    assert written["intercepts"] == pytest.approx(shipped["intercepts"], abs=2e-3)


def test_shipped_model_is_trained_on_the_current_dev_part() -> None:
    """The data file was fitted on today's dev texts and settings (it is never stale)."""
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    assert data["trained_on"] == _learned.fingerprint(DEV)
    _same_model(_learned.train(DEV), data)


def test_model_counts_no_held_out_text() -> None:
    """Per class, the model counts exactly the dev texts: no held-out text went into it."""
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    for kind in _learned.CLASSES:
        dev = sum(1 for c in CASES if c.split == "dev" and c.expected == kind)
        assert data["texts"][kind] == dev


def test_every_feature_of_the_model_occurs_in_two_dev_texts() -> None:
    """No feature stands for a single text, so the model cannot learn one text by heart."""
    dev_features = [_learned.features(text) for text, _ in DEV]
    model = _learned.model()
    rare = [f for f in model.vocabulary if sum(f in fs for fs in dev_features) < 2]
    assert model.vocabulary and rare == []
    assert len(model.vocabulary) == _learned.MAX_FEATURES


def test_re2_finds_the_features_training_counted() -> None:
    """On every corpus text the RE2 set finds exactly the known features of its first 1 KB."""
    model = _learned.model()
    known = set(model.vocabulary)
    for case in CASES:
        lowered = _learned.lower(case.text)
        found = {model.vocabulary[i] for i in model.found(lowered)}
        assert found == _learned.features(_learned.head(lowered)) & known, case.line


@pytest.mark.parametrize("unit", ["status ", "model ", "quota exceeded ", "ключ "])
def test_a_word_cut_at_the_end_of_what_is_read_is_not_read(unit: str) -> None:
    """Whatever length a repeated word runs to, the model reads the same whole words."""
    whole = _learned.features(unit * 3)
    for repeats in range(3, 400):
        head = _learned.head((unit * repeats).lower())
        assert len(head) <= _learned.MAX_CHARS
        assert _learned.features(head) == whole


def test_a_text_of_one_long_word_is_read_to_the_limit() -> None:
    """With no word boundary before the cut, the first 1,024 characters are read as they are."""
    assert _learned.head("a" * 5000) == "a" * _learned.MAX_CHARS
    assert _learned.head("x " + "a" * 5000) == "x "


def test_words_split_like_re2_word_boundaries() -> None:
    """Letters-only ASCII words between RE2 word boundaries, and CJK character pairs."""
    assert _learned.words("max_tokens abc123 Context-Length é") == {
        "max_tokens",
        "context",
        "length",
    }
    assert _learned.words("上下文长度") == {"上下", "下文", "文长", "长度"}


def test_pairs_are_two_words_side_by_side() -> None:
    """Two whole words with one to three other characters between them make a pair."""
    assert _learned.pairs("Rate-Limit reached. Please retry") == {
        "rate limit",
        "limit reached",
        "reached please",
        "please retry",
    }
    # digits, a word with digits, a longer gap or a run of one letter part them
    assert _learned.pairs("error 429 too; gpt4 model  ...  late xx now") == set()
    assert "context length" in _learned.features("Context length exceeded")


def test_pieces_are_three_letters_in_a_row_of_any_script() -> None:
    """Pieces run inside words run together or in other scripts, never across digits."""
    assert _learned.pieces("RateLimit9err") == {
        "rat",
        "ate",
        "tel",
        "eli",
        "lim",
        "imi",
        "mit",
        "err",
    }
    assert _learned.pieces("Ошибка ab") == {"оши", "шиб", "ибк", "бка"}
    assert _learned.features("quota") == {"quota", "~quo", "~uot", "~ota"}


def test_model_reads_only_the_first_kilobyte() -> None:
    """A known word after MAX_CHARS characters is not seen, so a huge text costs no more."""
    model = _learned.model()
    tail = " context window exceeded"
    padded = "." * _learned.MAX_CHARS + tail
    assert not model.found(padded)
    assert model.found(tail)


@pytest.mark.parametrize(
    "suffix",
    [
        " (request id: req_0123456789abcdef)",
        ' {"request_id": "20240523152007160608893pVIxONYS"}',
        " x-request-id: 7f3a9c0d-1b2e",
        " trace_id=abc123def456",
    ],
)
def test_a_request_id_is_not_read_by_the_model(suffix: str) -> None:
    """A gateway's request or trace id tags the call, not its failure: it moves no verdict."""
    for text in (
        "Open api request limit reached",
        '{"error":"Model x is currently loading","estimated_time":35.6}',
    ):
        plain = rl.classify_failure(rl.Failure(text=text))
        tagged = rl.classify_failure(rl.Failure(text=text + suffix))
        assert (tagged.kind, tagged.rule) == (plain.kind, plain.rule)
    read = _learned.head(_learned.lower("busy" + suffix))
    assert read.startswith("busy") and not any(w in read for w in ("request", "trace", "req_"))


def test_unknown_overflow_wording_under_a_bare_400_becomes_an_overflow() -> None:
    """The rules say a bare 400; the words say overflow, so it is compacted, not failed."""
    verdict = classify_failure(Failure(text=UNKNOWN_OVERFLOW, http_status=400))
    assert (
        _by_rules(
            Failure(text=UNKNOWN_OVERFLOW, http_status=400), text_matches(UNKNOWN_OVERFLOW)
        ).rule
        == "status:400"
    )
    assert verdict.kind == "context_overflow"
    assert verdict.rule == "learned:status:400"
    assert verdict.probability is not None and verdict.probability >= _learned.THRESHOLD


def test_a_named_request_problem_under_a_400_is_not_second_guessed() -> None:
    """A 400 whose text names the request problem keeps the rules' permanent verdict."""
    text = (
        'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":'
        '"max_tokens: 128001 > 64000, which is the maximum allowed number of output tokens"}}'
    )
    verdict = classify_failure(Failure(text=text, http_status=400))
    assert (verdict.kind, verdict.probability) == ("permanent", None)


@pytest.mark.parametrize(
    ("status", "kind"),
    [
        (401, "permanent"),
        (403, "permanent"),
        (404, "permanent"),
        (429, "transient"),
        (503, "transient"),
    ],
)
def test_strong_statuses_are_never_overruled(status: int, kind: str) -> None:
    """An overflow-sounding text under 401/403/404/429/503 keeps the status's verdict."""
    verdict = classify_failure(Failure(text=UNKNOWN_OVERFLOW, http_status=status))
    assert verdict.kind == kind and not verdict.rule.startswith("learned:")


def _toy_model() -> _learned.WordModel:
    texts = [("zorgled quux", "permanent")] * 200 + [("blarp quux", "transient")] * 200
    texts += [("fnord quux", "context_overflow")] * 200
    return _learned.WordModel(_learned.train(texts))


def test_permanent_from_the_words_is_counted_under_other(monkeypatch: pytest.MonkeyPatch) -> None:
    """A text no rule matched, which the words call permanent, gets category ``other``."""
    monkeypatch.setattr(_learned, "model", _toy_model)
    verdict = classify_failure(Failure(text="zorgled zorgled"))
    assert (verdict.kind, verdict.category, verdict.rule) == (
        "permanent",
        "other",
        "learned:no_match",
    )
    assert rl.classify_text("blarp").kind == "transient"


def test_an_unsure_model_leaves_the_rules_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    """Words shared by every class leave the model unsure: the rules' ``no_match`` stands."""
    monkeypatch.setattr(_learned, "model", _toy_model)
    guess = _toy_model().guess("quux")
    assert guess is not None and guess.probability < _learned.UNMATCHED_THRESHOLD
    assert classify_failure(Failure(text="quux")).rule == "no_match"


def test_a_text_with_no_known_feature_stays_unknown() -> None:
    """A text with no word or piece a model could know gets no say: ``unknown/no_match``."""
    assert _learned.features(UNKNOWN_ERROR) == set()
    verdict = rl.classify_text(UNKNOWN_ERROR)
    assert (verdict.kind, verdict.rule, verdict.probability) == ("unknown", "no_match", None)


def test_runs_of_one_letter_are_no_feature() -> None:
    """A run of one letter, in any script, is no word, pair or piece, and pairs with nothing."""
    assert _learned.features("xxxx ___ 哈哈哈") == set()
    assert _learned.features("sk-xxxx quota") == _learned.features("sk") | _learned.features(
        "quota"
    )


def test_json_escapes_read_as_their_characters() -> None:
    """Letter escapes and escaped quotes or apostrophes read as what they stand for, nested."""
    assert _learned.lower(r"\u4F59\u989d\u4e0d\u8db3") == "余额不足"
    assert _learned.lower(r"\\u4f59\\\\u989d") == "余额"
    assert _learned.lower(r"\ud83d\ude00 and \ud83d") == "\U0001f600 and \ud83d"
    assert _learned.lower(r"{\"a\":\\\"b\\\" \\\\\\\"c\\\\\\\"}") == '{"a":"b" "c"}'
    assert _learned.lower(r"{'message': 'You didn\'t provide an API key'}") == (
        "{'message': 'you didn't provide an api key'}"
    )


def test_other_backslashes_are_left_as_they_are() -> None:
    """A newline escape, a Windows path and a short letter escape stay as they were written."""
    text = r"Traceback\n  C:\Users\ubuntu\new \u12 \uzzzz"
    assert _learned.lower(text) == text.lower()


def test_escapes_past_the_bound_are_left_escaped() -> None:
    """Only the first MAX_UNICODE_ESCAPES escapes of a text are read: a hostile one stays cheap."""
    text = r"\u8bf7" * (_learned.MAX_UNICODE_ESCAPES + 3)
    assert _learned.lower(text) == "请" * _learned.MAX_UNICODE_ESCAPES + r"\u8bf7" * 3


def test_escaped_and_plain_bodies_teach_the_same_features() -> None:
    """Training and the run-time set read an ASCII-escaped body as the words of its plain form."""
    plain = '{"error": {"message": "余额不足，请充值"}}'
    escaped = json.dumps(json.loads(plain))
    assert escaped != plain
    assert _learned.features(escaped) == _learned.features(plain)


def test_a_dotted_capital_i_reads_as_an_i() -> None:
    """Training and the run-time set read a Turkish İ alike: as an i, the dot dropped."""
    assert _learned.lower("SERVİCE UNAVAİLABLE") == "service unavailable"
    found = _learned.model().found(_learned.lower("SERVİCE UNAVAİLABLE, TİMEOUT"))
    assert {_learned.model().vocabulary[i] for i in found} == _learned.features(
        "service unavailable, timeout"
    ) & set(_learned.model().vocabulary)


@pytest.mark.parametrize("text", ["x" * 50_000, "sk-xxxxxxxxxxxx", "____ zzzz ..."])
def test_runs_of_one_letter_are_no_evidence(text: str) -> None:
    """Padding and key placeholders ("xxxx") give the model nothing: junk stays unknown."""
    assert not _learned.model().found(text.lower())
    verdict = rl.classify_text(text)
    assert (verdict.kind, verdict.rule) == ("unknown", "no_match")


@pytest.mark.parametrize(
    "text",
    [
        "Something went wrong",
        "Oops! Something went wrong. Please try again.",
        "Error communicating with the model",
    ],
)
def test_vague_retry_wordings_of_apps_stay_retried(text: str) -> None:
    """The words of an app's wrapper say little of the cause: these stay transient."""
    verdict = rl.classify_text(text)
    assert (verdict.kind, verdict.rule) == ("transient", "text:vague_retry_hint")


@pytest.mark.parametrize(
    ("text", "rule", "bar", "kept"),
    [
        # an app's "please try again" says more about the app than about the cause
        (
            "zorgled, please try again",
            "text:vague_retry_hint",
            _learned.OVERRULE_RETRY_THRESHOLD,
            "transient",
        ),
        # a bare "too long" with nothing of a context
        (
            "zorgled name too long",
            "text:mentions_token_limit",
            _learned.OVERRULE_LENGTH_THRESHOLD,
            "context_overflow",
        ),
    ],
)
def test_a_weak_wording_becomes_permanent_only_for_a_near_certain_model(
    monkeypatch: pytest.MonkeyPatch, text: str, rule: str, bar: float, kept: str
) -> None:
    """Below its bar a permanent guess leaves the weak verdict; above it, the model decides."""
    assert _by_rules(Failure(text=text), text_matches(text)).rule == rule
    for probability, kind, decided_by in (
        ((_learned.PERMANENT_THRESHOLD + bar) / 2, kept, rule),
        ((1 + bar) / 2, "permanent", f"learned:{rule}"),
    ):
        monkeypatch.setattr(
            _learned,
            "model",
            lambda p=probability: _one_feature_model("zorgled", "permanent", p),
        )
        verdict = classify_failure(Failure(text=text))
        assert (verdict.kind, verdict.rule) == (kind, decided_by)


def test_a_weak_wording_of_length_never_becomes_a_passing_failure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """However sure the model is of a transient cause, a bare "too long" stays an overflow."""
    monkeypatch.setattr(
        _learned, "model", lambda: _one_feature_model("zorgled", "transient", 0.999)
    )
    assert classify_failure(Failure(text="zorgled name too long")).kind == "context_overflow"


def _one_feature_model(feature: str, kind: str, probability: float) -> _learned.WordModel:
    """A model whose only feature gives ``kind`` exactly ``probability``."""
    weights = [0.0, 0.0, 0.0]
    weights[_learned.CLASSES.index(kind)] = math.log(2 * probability / (1 - probability))
    return _learned.WordModel(
        {
            "classes": list(_learned.CLASSES),
            "texts": dict.fromkeys(_learned.CLASSES, 1),
            "intercepts": [0.0, 0.0, 0.0],
            "features": {feature: weights},
        }
    )


def test_a_permanent_verdict_needs_more_certainty_than_the_others(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At p = 0.6 a text no rule matched becomes transient, but not permanent (no retries)."""
    sure = (_learned.UNMATCHED_THRESHOLD + _learned.UNMATCHED_PERMANENT_THRESHOLD) / 2
    transient = _one_feature_model("blarp", "transient", sure)
    guess = transient.guess("blarp")
    assert guess is not None and guess.probability == pytest.approx(sure)
    monkeypatch.setattr(_learned, "model", lambda: transient)
    assert classify_failure(Failure(text="blarp")).kind == "transient"
    permanent = _one_feature_model("zorgled", "permanent", sure)
    monkeypatch.setattr(_learned, "model", lambda: permanent)
    verdict = classify_failure(Failure(text="zorgled"))
    assert (verdict.kind, verdict.rule) == ("unknown", "no_match")


@pytest.mark.parametrize("kind", ["transient", "context_overflow"])
def test_an_unmatched_text_takes_a_transient_or_overflow_guess_at_a_lower_bar(
    monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    """Unmatched text: a transient or overflow guess counts from UNMATCHED_THRESHOLD on."""
    bar = _learned.UNMATCHED_THRESHOLD
    for probability, expected in ((bar - 0.05, "unknown"), (bar + 0.05, kind)):
        model = _one_feature_model("blarp", kind, probability)
        monkeypatch.setattr(_learned, "model", lambda model=model: model)
        verdict = classify_failure(Failure(text="blarp"))
        assert verdict.kind == expected
        if expected != "unknown":
            assert verdict.rule == "learned:no_match"
            assert verdict.probability == pytest.approx(probability)


def test_the_learned_verdict_only_moves_weak_verdicts() -> None:
    """Over the whole corpus, every verdict the model changed was a weak one of the rules."""
    moved = 0
    for case in CASES:
        failure = case.failure()
        rules = _by_rules(failure, text_matches(case.text))
        verdict = classify_failure(failure)
        if verdict != rules:
            moved += 1
            assert verdict.rule == f"learned:{rules.rule}"
            # a transient status beside a request wording ("503 invalid request body")
            status_with_request_wording = (
                rules.rule.startswith("status:")
                and rules.rule != "status:500"
                and "bad_request" in text_matches(case.text)
            )
            assert (
                rules.rule in ("no_match", "status:400", "status:500")
                or rules.rule.startswith("text:")
                or status_with_request_wording
            )
            assert verdict.probability is not None
            if status_with_request_wording:
                assert rules.kind == "transient" and verdict.kind == "permanent"
                assert verdict.probability >= _learned.OVERRULE_SERVER_ERROR_THRESHOLD
            elif rules.rule == "status:500":
                assert verdict.kind in ("permanent", "context_overflow")
                if verdict.kind == "permanent":
                    assert verdict.probability >= _learned.OVERRULE_SERVER_ERROR_THRESHOLD
            elif rules.kind == "permanent":
                assert verdict.kind in ("context_overflow", "transient")
                if verdict.kind == "transient":
                    assert verdict.probability >= _learned.OVERRULE_REQUEST_THRESHOLD
            elif rules.kind == "context_overflow":
                # only a weak wording of length ("too long", in English or translated), and
                # only into a permanent error
                assert text_matches(case.text).get("overflow_weak") == rules.rule[len("text:") :]
                assert verdict.kind == "permanent"
                assert verdict.probability >= _learned.OVERRULE_LENGTH_THRESHOLD
            else:
                assert rules.kind in ("unknown", "transient")
            if (
                rules.kind == "transient"
                and verdict.kind == "permanent"
                and rules.rule.startswith("text:")
            ):
                assert verdict.probability >= _learned.OVERRULE_RETRY_THRESHOLD
    assert moved > 0


def test_classify_shows_what_the_rules_said_and_the_probability() -> None:
    """``retrylens classify`` names the rules' own verdict and the model's probability."""
    out = subprocess.run(
        [sys.executable, "-m", "retrylens", "classify", "--status", "400", UNKNOWN_OVERFLOW],
        capture_output=True,
        text=True,
        check=True,
        env={"COLUMNS": "200", "PATH": ""},
    ).stdout
    assert "learned:status:400" in out
    assert "the rules alone said status:400" in out and "context_overflow with probability" in out
    data = json.loads(
        subprocess.run(
            [
                sys.executable,
                "-m",
                "retrylens",
                "classify",
                "--json",
                "--status",
                "400",
                UNKNOWN_OVERFLOW,
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    )
    assert data["rule"] == "learned:status:400" and data["probability"] >= _learned.THRESHOLD


def test_regenerating_writes_the_shipped_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``make learned`` (``_learned.main``) writes the data file the package ships."""
    target = tmp_path / _learned.DATA_FILE
    monkeypatch.setattr(_learned, "__file__", str(tmp_path / "_learned.py"))
    assert _learned.main([str(CORPUS)]) == 0
    _same_model(
        json.loads(target.read_text(encoding="utf-8")),
        json.loads(SHIPPED.read_text(encoding="utf-8")),
    )
    assert _learned.main([]) == 2


def test_model_refuses_data_missing_a_class() -> None:
    """Data without texts of every class, or without a weight per class, is refused."""
    with pytest.raises(ValueError, match="every class"):
        _learned.WordModel({"classes": list(_learned.CLASSES), "texts": {"transient": 3}})
    with pytest.raises(ValueError, match="a weight per class"):
        _learned.WordModel(
            {
                "classes": list(_learned.CLASSES),
                "texts": dict.fromkeys(_learned.CLASSES, 1),
                "intercepts": [0.0, 0.0, 0.0],
                "features": {"quota": [1.0, 2.0]},
            }
        )


def test_training_refuses_texts_missing_a_class() -> None:
    """Fitting on texts of two classes only is refused with the classes named."""
    with pytest.raises(ValueError, match="every class"):
        _learned.train([("blarp", "transient"), ("zorgled", "permanent")] * 5)


def _junk(kind: str, rng: random.Random) -> str:
    if kind == "printable":
        return "".join(rng.choices(string.printable, k=rng.choice((300, 2048))))
    if kind == "letters":
        return "".join(rng.choices(string.ascii_letters + " ", k=300))
    if kind == "base64":
        return base64.b64encode(rng.randbytes(900)).decode()
    if kind == "latin1":
        return rng.randbytes(1500).decode("latin-1")
    return rng.randbytes(1500).decode("utf-8", "replace")


@pytest.mark.parametrize("kind", ["printable", "letters", "base64", "latin1", "utf8"])
def test_junk_is_never_made_permanent_or_an_overflow_by_the_model(kind: str) -> None:
    """Random letters, base64 and bytes read as text: the model's guess stops no retry."""
    rng = random.Random(kind)
    model = _learned.model()
    stopped, confident = [], 0
    for _ in range(150):
        text = _junk(kind, rng)
        verdict = classify_failure(Failure(text=text))
        if verdict.rule.startswith("learned:") and verdict.kind != "transient":
            stopped.append((verdict.kind, text[:60]))
        # what the guess alone would have done to a text no rule matched
        guess = model.guess(_learned.lower(text))
        if guess is not None and guess.kind != "transient":
            confident += learned_overrules("no_match", "unknown", guess)
    assert stopped == []
    assert confident >= 5  # the guard, not a timid model, keeps junk retried


def test_junk_is_told_by_the_share_of_pieces_the_model_knows() -> None:
    """A guess counts on real words, not on random letters that hit a few features."""
    model = _learned.model()
    words = "you exceeded your current quota, please check your plan and billing details"
    start = _learned.head(_learned.lower(words))
    guess = model.guess(start)
    assert guess is not None and guess.kind == "permanent"
    assert model.familiar(start, guess) and model.trusted(start, guess)
    # the same verdict, resting on no feature: the pieces are all unaccounted for
    bare = _learned.LearnedVerdict(guess.kind, guess.probability, ())
    assert not model.familiar(start, bare) and not model.trusted(start, bare)
    # a transient guess counts whatever it read: junk retried costs a retry
    assert model.trusted(start, _learned.LearnedVerdict("transient", 0.9, ()))


@pytest.mark.parametrize(
    "text",
    [
        "\x00\x01\x02 quota exceeded",
        "quota \ufffd exceeded \ufffd\ufffd\ufffd",
        "\x8b\x08\x9c rate limit \x1f",
    ],
)
def test_bytes_read_as_text_are_junk(text: str) -> None:
    """More than two control or replacement characters: the model's guess does not count."""
    model = _learned.model()
    guess = _learned.LearnedVerdict("permanent", 0.99, (0,))
    assert not model.familiar(_learned.head(_learned.lower(text)), guess)


@pytest.mark.parametrize("text", ["无效的Azure订阅密钥", "RPC请求失败,一般为算法微服务故障。"])
def test_a_few_ascii_words_in_another_script_are_not_judged(text: str) -> None:
    """Too few ASCII pieces to tell junk by: a message in another script keeps its guess."""
    model = _learned.model()
    start = _learned.head(_learned.lower(text))
    guess = model.guess(start)
    assert guess is not None
    assert model.familiar(start, guess)


@pytest.mark.parametrize(
    ("status", "kind", "bar", "moved"),
    [
        (500, "permanent", _learned.OVERRULE_SERVER_ERROR_THRESHOLD, True),
        (500, "context_overflow", _learned.THRESHOLD, True),
        (413, "permanent", 0.0, False),
        (502, "permanent", 0.0, False),
        (503, "permanent", 0.0, False),
        (429, "permanent", 0.0, False),
        (413, "transient", 0.0, False),
    ],
)
def test_a_bare_status_yields_to_the_words_only_where_the_replay_found_them_right(
    monkeypatch: pytest.MonkeyPatch, status: int, kind: str, bar: float, moved: bool
) -> None:
    """A bare 500 takes the model's guess above its bar; a 413, 502, 503 or 429 never does."""
    rules = _by_rules(Failure(text="zorgled", http_status=status), text_matches("zorgled"))
    assert rules.rule == f"status:{status}"
    below = max(bar - 0.02, _learned.THRESHOLD - 0.02)
    for probability, expect_moved in ((below, False), (0.999, moved)):
        monkeypatch.setattr(
            _learned, "model", lambda p=probability: _one_feature_model("zorgled", kind, p)
        )
        verdict = classify_failure(Failure(text="zorgled", http_status=status))
        if expect_moved:
            assert (verdict.kind, verdict.rule) == (kind, f"learned:status:{status}")
        else:
            assert verdict == rules


def test_a_weak_request_wording_turns_transient_only_when_the_model_is_nearly_sure(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A weak request wording ("… not supported") turns transient at OVERRULE_REQUEST_THRESHOLD."""
    text = "zorgled not supported"
    rules = _by_rules(Failure(text=text), text_matches(text))
    assert (rules.kind, rules.rule) == ("permanent", "text:request_problem")
    below = (_learned.THRESHOLD + _learned.OVERRULE_REQUEST_THRESHOLD) / 2
    monkeypatch.setattr(
        _learned, "model", lambda: _one_feature_model("zorgled", "transient", below)
    )
    assert classify_failure(Failure(text=text)) == rules
    above = (1 + _learned.OVERRULE_REQUEST_THRESHOLD) / 2
    monkeypatch.setattr(
        _learned, "model", lambda: _one_feature_model("zorgled", "transient", above)
    )
    verdict = classify_failure(Failure(text=text))
    assert (verdict.kind, verdict.rule) == ("transient", "learned:text:request_problem")


def test_a_transient_status_beside_a_request_wording_moves_only_at_the_server_error_bar() -> None:
    """Only a sure permanent guess moves it, and never beside a transient wording too."""
    sure = _learned.LearnedVerdict("permanent", _learned.OVERRULE_SERVER_ERROR_THRESHOLD)
    unsure = _learned.LearnedVerdict("permanent", _learned.OVERRULE_SERVER_ERROR_THRESHOLD - 0.01)
    overflow = _learned.LearnedVerdict("context_overflow", 0.99)
    assert learned_overrules("status_with_request_wording", "transient", sure)
    assert not learned_overrules("status_with_request_wording", "transient", unsure)
    assert not learned_overrules("status_with_request_wording", "transient", overflow)
    assert not learned_overrules("status_with_transient_wording", "transient", sure)
