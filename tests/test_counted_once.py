"""Counted once: every Prometheus counter equals what the spans of the same run say."""

from __future__ import annotations

import contextlib
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from prometheus_client import CollectorRegistry

import retrylens as rl
from retrylens.testing import FaultServer

from .telemetry_helpers import Captured, make_captured


@pytest.fixture
def captured() -> Iterator[Captured]:
    """In-memory spans and a fresh registry."""
    yield from make_captured()


def _samples(registry: CollectorRegistry, name: str) -> dict[tuple[tuple[str, str], ...], float]:
    """Every non-zero sample of a counter, keyed by its labels."""
    out = {}
    for metric in registry.collect():
        for s in metric.samples:
            if s.name == name and s.value:
                out[tuple(sorted(s.labels.items()))] = s.value
    return out


def _attrs(span: Any) -> dict[str, Any]:
    return dict(span.attributes or {})


def _mixed_faults(seed: int) -> list[str]:
    rng = random.Random(seed)
    menu = ["ok"] * 6 + ["status:503", "status:429", "drop", "reset", "sse_error_empty"]
    menu += ["invalid_key", "context_overflow", "invalid_image"]
    mixed = [rng.choice(menu) for _ in range(80)]
    return mixed + ["status:503"] * 200  # then an outage, where budgets start refusing


@pytest.mark.parametrize("policy", ["seed", "single_owner", "coordinated"])
def test_every_counter_equals_its_spans(captured: Captured, policy: str) -> None:
    """Mixed faults, then an outage: attempts, outcomes, refusals, backoffs, drops = spans."""
    with (
        FaultServer(_mixed_faults(7), chunks=4) as server,
        rl.OpenAIChatProvider(model="m", base_url=server.openai_url) as provider,
        rl.testing.recorded_sleeps(),
    ):
        runtime = rl.Runtime(
            provider, policy=policy, telemetry=captured.telemetry, rng=random.Random(1)
        )
        for i in range(70):
            with contextlib.suppress(rl.ExecError):
                runtime.exec(f"q{i}")
    reg = captured.registry
    spans = captured.spans()
    attempts = Counter(
        (("classification", a["retrylens.classification"]), ("layer", a["retrylens.layer"]))
        for a in map(_attrs, spans)
        if "retrylens.attempt" in a
    )
    assert _samples(reg, "retrylens_attempts_total") == dict(attempts)
    outcomes = Counter(
        (("outcome", _attrs(s)["retrylens.outcome"]),) for s in captured.spans("retrylens.exec")
    )
    assert _samples(reg, "retrylens_exec_total") == dict(outcomes)
    refusals = Counter(
        (("layer", a["retrylens.layer"]),)
        for a in map(_attrs, spans)
        if a.get("retrylens.budget_refused")
    )
    assert _samples(reg, "retrylens_retry_budget_exhausted_total") == dict(refusals)
    backoffs = Counter(
        (("layer", a["retrylens.layer"]),)
        for a in map(_attrs, spans)
        if a.get("retrylens.action") == "retry" and "retrylens.backoff_ms" in a
    )
    assert _samples(reg, "retrylens_backoff_seconds_count") == dict(backoffs)
    permanent = Counter(
        (("category", a["retrylens.permanent_category"]),)
        for a in map(_attrs, captured.spans("retrylens.exec.attempt"))
        if a.get("retrylens.classification") == "permanent"
    )
    assert _samples(reg, "retrylens_permanent_errors_total") == dict(permanent)
    drops = Counter(
        (("kind", a["retrylens.stream_drop"]), ("provider", "openai"))
        for a in map(_attrs, captured.spans("retrylens.session.attempt"))
        if "retrylens.stream_drop" in a
    )
    assert _samples(reg, "retrylens_stream_drops_total") == dict(drops)
    assert attempts and outcomes and backoffs and permanent and drops  # the run covered them
    assert bool(refusals) is (policy == "coordinated")
    calls = sum(_samples(reg, "retrylens_model_calls_total").values())
    assert calls == len(captured.spans("chat")) == server.requests
    # Each exec's own count of model calls adds up to the same total.
    per_exec = sum(_attrs(s)["retrylens.model_calls"] for s in captured.spans("retrylens.exec"))
    assert per_exec == calls
