"""Replay the corpus's history to see what the learned second opinion does on fresh texts.

Scoring the model on the dev part would flatter the rules: they were written from those
texts. The history of ``tests/data/error_corpus.jsonl`` gives a fairer test. Each commit
that added a round of texts also added rules written from them; so, for every such commit,
the rules *as they stood before it* (read from a git worktree of its parent) classify the
round's new dev texts, once alone and once with a word model trained on the dev texts that
existed then. Held-out texts are never scored or trained on here.

Needs the git history (a full clone). Writes ``results/learned_replay.md``.
Run: ``python benchmarks/replay_learned.py``.
"""

from __future__ import annotations

import functools
import itertools
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks._common import RESULTS, machine  # noqa: E402
from retrylens import _learned  # noqa: E402
from retrylens._decisions import learned_overrules  # noqa: E402

CORPUS = "tests/data/error_corpus.jsonl"
#: Uniform thresholds tried besides the shipped ones (retrylens._decisions.SECOND_OPINION).
THRESHOLDS = (0.6, 0.7, 0.8, 0.9)

# Runs inside a worktree of an old commit: that commit's rules on the given texts. It
# reports the verdict and the same "weakness" the product computes (the rule group behind
# a text verdict; a bare status only when no concrete request wording matched).
_OLD_RULES = r"""
import json, sys
from retrylens import _decisions as d
from retrylens._patterns import RULES
group_of = {name: group for name, group, _ in RULES}
# the product's own set where the commit has it; the same groups before it did
TRANSIENT_WORDS = getattr(
    d, "_TRANSIENT_WORDS", {"transient", "transient_code", "rate_hint", "queue_full"}
)
out = []
by_rules = getattr(d, "_by_rules", None)  # the rules alone, where a model came after them
for c in json.load(sys.stdin):
    f = d.Failure(text=c["text"], http_status=c.get("status"), error_type=c.get("error_type"),
                  error_code=c.get("error_code"), exception_type=c.get("exception_type"))
    groups = d.text_matches(c["text"])
    v = by_rules(f, groups) if by_rules else d.classify_failure(f)
    weak = v.rule
    if weak.startswith("text:"):
        weak = group_of.get(weak[5:], weak)
    elif "bad_request" in groups and weak.startswith("status:"):
        weak = "status_with_request_wording"
        if v.kind == "transient" and TRANSIENT_WORDS & groups.keys():
            weak = "status_with_transient_wording"
    out.append({"kind": v.kind, "weakness": weak})
json.dump(out, sys.stdout)
"""
_AS_CLASS = {"empty_error_message": "transient"}
#: expected class, the old rules' class, their weakness, the model's guess (any probability)
Row = tuple[str, str, str, "_learned.LearnedVerdict | None"]
#: right verdicts, permanent errors missed, other texts called permanent, moves by kind
Score = tuple[int, int, int, "Counter[str]"]


def _git(*args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(ROOT), *args], capture_output=True, text=True, check=True
    ).stdout


def _corpus_at(rev: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in _git("show", f"{rev}:{CORPUS}").splitlines() if line]


#: The last round of the first stretch whose texts and rules were committed together. The
#: three rounds after it had rules written from their dev texts in commits *before* the texts
#: were added, so "the rules before the round" would already know them; they are left out.
LAST_CLEAN_ROUND = "db487f7"
#: Later rounds committed as texts alone, before any rule was written from them.
LATER_CLEAN_ROUNDS = (
    "a94059a",
    "803c9a2",
    "d6a4df7",
    "6864c55",
    "01162d3",
    "738bdca",
    "e56d093",
    "ce948b5",
    "e24b52b",
    "98b97db",
    "d374cf6",
    "a940ea0",
    "344ac67",
    "4c86271",
    "5f0dd15",
    "a52f092",
    "d316797",
    "5f19227",
    "7452ade",
    "f4d7ce0",
    "ca87c9c",
    "f903bd8",
    "155776f",
    "36bc5d1",
    "f501114",
    "758b439",
    "ff9ed4d",
    "cdcc7d2",
    "56eecca",
    "50a9255",
    "d74ae87",
    "8c3eab3",
    "fc2f45a",
    "073dd96",
    "520c138",
    "8a8e5aa",
    "ee2714b",
    "c8cec97",
    "a8b343f",
    "044b71e",
    "7ae72ab",
    "64369f3",
    "e667b13",
    "1ec039b",
    "532f742",
    "d4da1c8",
    "de3a66d",
    "4c267d9",
    "01d1db6",
    "5863bfb",
    "5796709",
    "9d177c1",
    "739461e",
    "46e3fc9",
    "68c796b",
    "3bb3971",
    "2154d88",
    "84996a5",
    "0f407fe",
    "2d42276",
    "93f4b35",
    "3f310ee",
    "3074577",
    "86d0847",
    "8b3b4ca",
    "4e916b3",
    "bd1af53",
    "64b7c71",
    "db09b3f",
    "522835e",
    "c9753b2",
    "42ec4ee",
    "5d892f1",
    "d208411",
    "f0931ea",
    "f1820a7",
    "ee3449e",
    "a0b0e4d",
    "9ac662f",
    "23ceb56",
    "e55fc05",
    "b731e6b",
    "47951b3",
    "57e9e6c",
    "e688c1b",
    "76975be",
    "9d905c7",
    "443fae5",
    "f2cd037",
    "6400d0c",
    "ecd98cc",
    "f63623d",
    "72cb393",
    "f19f5ad",
    "e9aeb87",
    "6eb42a8",
    "4470798",
    "d722baa",
    "a0369ef",
    "267b790",
    "6973f82",
    "a856afe",
    "4b4b627",
    "c654214",
    "828b2c0",
    "f9519f2",
    "2466bea",
    "d524840",
    "261e62f",
    "a197c71",
    "e95b7de",
    "1dfbeaf",
    "656e3d2",
    "8e722ec",
    "5f0da4f",
    "1784576",
    "17c30da",
    "6c6d42e",
    "61cda06",
    "2d32a07",
    "23f7427",
    "9c1faeb",
    "9872e8e",
    "e31c11f",
    "3c602dc",
    "7a5b4e1",
    "ae6e449",
    "0f028ac",
    "6016653",
    "2d3fde0",
    "22e31ee",
    "25751d2",
    "74c55ca",
    "957e0e1",
    "73b0e41",
    "89f8fc4",
    "bd1a93f",
    "d8cd0b1",
    "3eb74a4",
    "1f91f16",
    "edcf0c4",
    "85f5608",
    "c309410",
    "b6eca9a",
    "a770b6e",
    "baa0693",
    "b77b12c",
    "d8b97d5",
    "2095099",
    "9de031b",
    "5c50f05",
    "da9bf25",
)


def _rounds() -> list[str]:
    """Commits that added texts to the corpus, oldest first, skipping the one that began it."""
    revs = _git("log", "--reverse", "--format=%h", LAST_CLEAN_ROUND, "--", CORPUS).split()
    return revs[2:] + list(LATER_CLEAN_ROUNDS)


@functools.cache
def _texts_at(rev: str) -> dict[str, dict[str, object]]:
    """The corpus rows of ``rev`` by text (read once per process, not once per round)."""
    return {str(r["text"]): r for r in _corpus_at(rev)}


def _replay_round(rev: str, tmp: str, head: str) -> tuple[list[Row], tuple[str, int, int]]:
    """One round: the rules before ``rev`` and a model of that time on its new dev texts.

    ``head``: the commit whose labels and splits count (the same for every round, even if a
    commit lands while the replay runs).
    """
    today = _texts_at(head)
    before = _corpus_at(f"{rev}^")
    seen = {str(r["text"]) for r in before}
    fresh = [
        today[str(r["text"])]
        for r in _corpus_at(rev)
        if r["text"] not in seen and r["text"] in today
    ]
    fresh = [r for r in fresh if r["split"] == "dev"]
    train = [
        (str(r["text"]), str(today[str(r["text"])]["expected"]))
        for r in before
        if str(r["text"]) in today and today[str(r["text"])]["split"] == "dev"
    ]
    tree = Path(tmp) / rev
    _git("worktree", "add", "--detach", str(tree), f"{rev}^")
    try:
        proc = subprocess.run(
            [sys.executable, "-c", _OLD_RULES],
            input=json.dumps(fresh),
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONPATH": str(tree / "src")},
        )
    finally:
        _git("worktree", "remove", "--force", str(tree))
    model = _learned.WordModel(_learned.train(train))
    rows: list[Row] = []
    for case, old in zip(fresh, json.loads(proc.stdout), strict=True):
        kind = _AS_CLASS.get(old["kind"], old["kind"])
        guess = model.opinion(_learned.lower(str(case["text"])))
        rows.append((str(case["expected"]), kind, old["weakness"], guess))
    return rows, (rev, len(train), len(fresh))


def run(jobs: int | None = None) -> str:
    """Replay every round, write the table and return it (``make bench`` calls this).

    ``jobs`` rounds are replayed at once (each in its own process and git worktree; one per
    core by default): a round's cost is mostly fitting its model, ~10 s at 17,000 texts.
    """
    rows: list[Row] = []
    per_round: list[tuple[str, int, int]] = []
    with (
        tempfile.TemporaryDirectory() as tmp,
        ProcessPoolExecutor(max_workers=jobs or os.cpu_count() or 1) as pool,
    ):
        head = _git("rev-parse", "HEAD").strip()
        # (map keeps the rounds' order, so the table does not depend on which ends first)
        for round_rows, info in pool.map(
            _replay_round, _rounds(), itertools.repeat(tmp), itertools.repeat(head)
        ):
            rows += round_rows
            per_round.append(info)
    return _write(rows, per_round)


def _score(rows: list[Row], bar: float | None, *, rules_alone: bool = False) -> Score:
    """Right verdicts, permanent errors missed, other texts the model called permanent, moves.

    The model's guess counts where the product's own check lets it
    (:func:`retrylens._decisions.learned_overrules`), at its bars or at a uniform ``bar``.
    """
    right = permanent_missed = false_permanent = 0
    moves: Counter[str] = Counter()
    for expected, kind, weakness, guess in rows:
        final = kind
        if not rules_alone and guess is not None and learned_overrules(weakness, kind, guess, bar):
            final = guess.kind
            moves[
                "right" if final == expected else "wrong" if kind == expected else "both wrong"
            ] += 1
            false_permanent += final == "permanent" and expected != "permanent"
        right += final == expected
        permanent_missed += expected == "permanent" and final != "permanent"
    return right, permanent_missed, false_permanent, moves


def _write(rows: list[Row], per_round: list[tuple[str, int, int]]) -> str:
    n = len(rows)
    lines = [
        "# The learned second opinion, replayed over the corpus's history",
        "",
        machine(),
        "",
        "For each commit that added a round of texts, the rules as they stood *before* it "
        "classified the round's new dev texts, alone and with a word model trained on the dev "
        "texts of that time (`benchmarks/replay_learned.py`; held-out texts are not used). "
        f"{len(per_round)} rounds, {n} texts.",
        "",
        "| policy | right | accuracy | permanent errors missed "
        "| other texts the model called permanent "
        "| verdicts moved (right / wrong / both wrong) |",
        "|---|---|---|---|---|---|",
    ]
    right, missed, _, _ = _score(rows, None, rules_alone=True)
    lines.append(f"| rules alone | {right} | {right / n:.1%} | {missed} | | |")
    policies: list[tuple[float | None, str]] = [
        (t, f"with the model at p ≥ {t}") for t in THRESHOLDS
    ]
    policies.append(
        (
            None,
            f"with the model at p ≥ {_learned.THRESHOLD} ({_learned.UNMATCHED_THRESHOLD} for a "
            f"transient or overflow verdict where no rule matched), {_learned.PERMANENT_THRESHOLD}"
            f" for permanent ({_learned.UNMATCHED_PERMANENT_THRESHOLD} where no rule matched), "
            f"{_learned.OVERRULE_RETRY_THRESHOLD} to overrule a transient wording, "
            f"{_learned.OVERRULE_SERVER_ERROR_THRESHOLD} a bare 500 or a transient status "
            "beside a request wording, "
            f"{_learned.OVERRULE_REQUEST_THRESHOLD} to make a weak request wording transient, "
            f"{_learned.OVERRULE_LENGTH_THRESHOLD} to make a weak wording of length permanent "
            "(shipped)",
        )
    )
    for policy, label in policies:
        right, missed, false_permanent, moves = _score(rows, policy)
        lines.append(
            f"| {label} | {right} | {right / n:.1%} | {missed} | {false_permanent} | "
            f"{moves['right']} / {moves['wrong']} / {moves['both wrong']} |"
        )
    lines += ["", "| round (commit) | dev texts to train on | new dev texts |", "|---|---|---|"]
    lines += [f"| {rev} | {train} | {fresh} |" for rev, train, fresh in per_round]
    out = RESULTS / "learned_replay.md"
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out.read_text(encoding="utf-8")


if __name__ == "__main__":
    print(run())
