"""What each layer does with one failure, replayed through the real decision functions.

``explain(failure, policy)`` plays an exec in which every model call fails the same way:
the session's decisions after each call and the runtime's after each attempt come from
:func:`decide_session` and :func:`decide_exec`, with a budget kept the way the loops keep
it, so ``retrylens classify`` can never tell a different story than the stack.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ._decisions import (
    Classification,
    Decision,
    ExecAttempt,
    Failure,
    SessionAttempt,
    classify_failure,
    decide_exec,
    decide_session,
)
from ._exceptions import ModelCallError
from ._policy import Budget, RetryPolicy, TokenBucket

#: Enough to stop a policy with unbounded budgets from replaying forever.
_MAX_CALLS = 10_000


@dataclass
class Explanation:
    """The decisions of one replayed exec whose every model call fails with one failure."""

    failure: Failure
    policy: RetryPolicy
    classification: Classification
    #: One list of session decisions per runtime attempt.
    session: list[list[Decision]] = field(default_factory=list)
    runtime: list[Decision] = field(default_factory=list)

    @property
    def model_calls(self) -> int:
        """Model calls the exec makes before it gives up."""
        return sum(len(attempt) for attempt in self.session)

    @property
    def slept_s(self) -> float:
        """Seconds of backoff, both layers, before the final failure (jitter drawn once)."""
        decisions = [d for attempt in self.session for d in attempt] + self.runtime
        return sum(d.delay_s or 0.0 for d in decisions if d.action == "retry")

    @property
    def final(self) -> Decision:
        """The runtime's last decision: how the exec ends."""
        return self.runtime[-1]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready form (what ``retrylens classify --json`` prints)."""
        return {
            "text": self.failure.text,
            "policy": self.policy.name,
            "kind": self.classification.kind,
            "rule": self.classification.rule,
            "category": self.classification.category,
            "probability": self.classification.probability,
            "session": [[_decision(d) for d in attempt] for attempt in self.session],
            "runtime": [_decision(d) for d in self.runtime],
            "outcome": self.final.reason or self.final.classification,
            "model_calls": self.model_calls,
            "slept_s": round(self.slept_s, 3),
        }


def _decision(d: Decision) -> dict[str, Any]:
    out: dict[str, Any] = {"action": d.action, "classification": d.classification, "rule": d.rule}
    if d.delay_s is not None:
        out["delay_s"] = round(d.delay_s, 3)
    if d.reason is not None:
        out["reason"] = d.reason
    if d.category is not None:
        out["category"] = d.category
    if d.budget_refused:
        out["budget_refused"] = True
    return out


def explain(failure: Failure, policy: RetryPolicy, *, seed: int = 0) -> Explanation:
    """Replay an exec in which every call ends with ``failure``, under ``policy``."""
    verdict = classify_failure(failure)
    rng = random.Random(seed)
    bucket = TokenBucket(policy.token_bucket) if policy.token_bucket else None
    budget = Budget(policy, bucket=bucket, rng=rng)
    msg = failure.as_message()
    result = Explanation(failure, policy, verdict)
    attempt = 0
    while True:
        decisions = _session_run(failure, verdict, policy, budget)
        result.session.append(decisions)
        last = decisions[-1]
        exc = ModelCallError(
            failure.text, message=msg, verdict=verdict, classification=last.classification
        )
        if verdict.kind == "programming_error":
            exc.__cause__ = TypeError(failure.text)  # what Agent.run would have caught
        decision = decide_exec(
            ExecAttempt(
                exc,
                attempt,
                policy,
                session_classification=last.classification,
                budget=budget.snapshot(),
                rng=rng,
                classification=verdict,
            )
        )
        result.runtime.append(decision)
        if decision.action != "retry" or budget.calls >= _MAX_CALLS:
            return result
        attempt += 1


def _session_run(
    failure: Failure, verdict: Classification, policy: RetryPolicy, budget: Budget
) -> list[Decision]:
    decisions = []
    retries = 0
    while True:
        budget.calls += 1
        if budget.bucket is not None and verdict.retryable:
            budget.bucket.on_failure()
        decision = decide_session(
            SessionAttempt(
                failure,
                retries_done=retries,
                policy=policy,
                budget=budget.snapshot(),
                rng=budget.rng,
                classification=verdict,
            )
        )
        decisions.append(decision)
        if decision.action != "retry" or budget.calls >= _MAX_CALLS:
            return decisions
        retries += 1
