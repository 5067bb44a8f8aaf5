"""Failover to fallback providers, over two FaultServers on real sockets."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager

import pytest

import retrylens as rl
from retrylens._decisions import DEFAULT_FAILOVER_ON, Decision, failover_reason
from retrylens.testing import FaultServer

from .telemetry_helpers import Captured


@contextmanager
def _two(
    primary: list[str] | str, secondary: list[str] | str = "ok"
) -> Iterator[tuple[FaultServer, FaultServer, rl.OpenAIChatProvider, rl.OpenAIChatProvider]]:
    """A primary and a secondary FaultServer (``default`` when given a str), with providers."""
    with ExitStack() as stack:
        servers = []
        for script in (primary, secondary):
            server = FaultServer(default=script) if isinstance(script, str) else FaultServer(script)
            servers.append(stack.enter_context(server))
        a = stack.enter_context(
            rl.OpenAIChatProvider(model="big", base_url=servers[0].openai_url, name="primary")
        )
        b = stack.enter_context(
            rl.OpenAIChatProvider(model="small", base_url=servers[1].openai_url, name="secondary")
        )
        yield servers[0], servers[1], a, b


def test_an_outage_moves_the_exec_to_the_next_provider(
    slept: list[float], captured: Captured
) -> None:
    """The primary's session gives up on 503s; the next attempt goes to the secondary at once."""
    with _two("status:503") as (down, up, a, b):
        rt = rl.Runtime(a, fallbacks=[b], telemetry=captured.telemetry)
        assert rt.exec("hi") == up.text
    assert (down.requests, up.requests) == (4, 1)
    assert slept == [2.0, 4.0, 8.0]  # the primary's session backoff; no runtime backoff
    assert (
        captured.value(
            "retrylens_failovers_total",
            **{"from": "primary", "to": "secondary"},
            reason="transient",
        )
        == 1
    )
    attempts = sorted(captured.spans("retrylens.exec.attempt"), key=lambda s: s.start_time or 0)
    providers = [dict(s.attributes or {})["retrylens.provider"] for s in attempts]
    assert providers == ["primary", "secondary"]
    first = dict(attempts[0].attributes or {})
    assert first["retrylens.rule"] == "failover:transient"
    assert first["retrylens.failover.to"] == "secondary"
    (exec_span,) = captured.spans("retrylens.exec")
    events = [e for e in exec_span.events if e.name == "retrylens.failover"]
    assert len(events) == 1 and dict(events[0].attributes or {})["retrylens.failover.to"] == (
        "secondary"
    )
    assert captured.value("retrylens_exec_total", outcome="success") == 1


def test_an_unknown_model_fails_over_after_one_call(slept: list[float]) -> None:
    """A 404 model_not_found is permanent for the primary, so it moves on without a retry."""
    with _two("status:404") as (missing, up, a, b):
        assert rl.Runtime(a, fallbacks=[b]).exec("hi") == up.text
    assert (missing.requests, up.requests) == (1, 1)
    assert slept == []


def test_a_bad_key_does_not_fail_over_unless_asked(slept: list[float]) -> None:
    """A 401 would fail the same way elsewhere: raised at once, unless failover_on names it."""
    with _two("status:401") as (bad, up, a, b):
        with pytest.raises(rl.ExecError) as info:
            rl.Runtime(a, fallbacks=[b]).exec("hi")
        assert info.value.reason == "permanent"
        assert (bad.requests, up.requests) == (1, 0)
        asked = rl.Runtime(a, fallbacks=[b], failover_on=[*DEFAULT_FAILOVER_ON, "api_key"])
        assert asked.exec("hi") == up.text
    assert up.requests == 1


def test_context_overflow_never_fails_over(slept: list[float]) -> None:
    """An overflow is compaction's job: no other provider is tried."""
    with _two("context_overflow") as (full, up, a, b), pytest.raises(rl.ExecError) as info:
        rl.Runtime(a, fallbacks=[b]).exec("hi")
    assert info.value.reason == "context_overflow"
    assert (full.requests, up.requests) == (1, 0)


def test_a_refusing_budget_fails_over_under_coordinated(slept: list[float]) -> None:
    """When the primary's token bucket refuses retries, the exec moves on instead of failing."""
    with _two("status:503") as (down, up, a, b):
        rt = rl.Runtime(a, fallbacks=[b], policy="coordinated", rng=random.Random(0))
        first = [rt.exec("hi") for _ in range(4)]
    assert first == [up.text] * 4
    # Two full session runs (8 failures), then the bucket refuses at the tenth failure in a
    # row: the third exec moves on after 2 calls, the fourth after 1.
    assert down.requests == 4 + 4 + 2 + 1
    assert up.requests == 4


def test_every_provider_down_ends_with_a_bounded_number_of_attempts(slept: list[float]) -> None:
    """Each fallback is tried once more than the policy's attempts; then the exec fails."""
    with (
        FaultServer(default="status:503") as s1,
        FaultServer(default="status:503") as s2,
        FaultServer(default="status:503") as s3,
        rl.OpenAIChatProvider(model="m", base_url=s1.openai_url, name="p1") as p1,
        rl.OpenAIChatProvider(model="m", base_url=s2.openai_url, name="p2") as p2,
        rl.OpenAIChatProvider(model="m", base_url=s3.openai_url, name="p3") as p3,
    ):
        with pytest.raises(rl.ExecError) as info:
            rl.Runtime(p1, fallbacks=[p2, p3], max_retries=2).exec("hi")
        counts = (s1.requests, s2.requests, s3.requests)
    assert info.value.reason == "exhausted"
    # p1 and p2: one session run each, then failover; p3: the policy's two attempts.
    assert counts == (4, 4, 8)
    assert len(info.value.attempts) == 4


def test_a_stream_announces_the_failover(slept: list[float]) -> None:
    """runtime.stream yields a RetryNotice whose rule names the failover, then the answer."""
    with _two("status:503") as (_down, up, a, b):
        events = list(rl.Runtime(a, fallbacks=[b]).stream("hi"))
    notices = [e for e in events if isinstance(e, rl.RetryNotice)]
    assert [n.rule for n in notices if n.layer == "runtime"] == ["failover:transient"]
    assert isinstance(events[-1], rl.FinalMessage) and events[-1].message.content == up.text


@pytest.mark.parametrize(
    ("decision", "reason"),
    [
        (Decision("runtime", "retry", "transient", "status:503", delay_s=1.5), "transient"),
        (Decision("runtime", "stop", "transient", "status:503", reason="exhausted"), "transient"),
        (
            Decision(
                "runtime", "stop", "budget_exhausted", "budget", reason="budget_exhausted"
            ),
            "budget",
        ),
        (
            Decision("runtime", "stop", "permanent", "status:404", reason="permanent",
                     category="not_found"),
            "not_found",
        ),
        (
            Decision("runtime", "stop", "permanent", "status:401", reason="permanent",
                     category="api_key"),
            None,
        ),
        (
            Decision("runtime", "stop", "context_overflow", "x", reason="context_overflow"),
            None,
        ),
        (Decision("runtime", "stop", "deadline", "deadline", reason="deadline"), None),
        (
            Decision("runtime", "stop", "partial_output", "partial_output",
                     reason="partial_output"),
            None,
        ),
        (Decision("session", "retry", "transient", "status:503", delay_s=2.0), None),
    ],
)  # fmt: skip
def test_failover_reasons_by_default(decision: Decision, reason: str | None) -> None:
    """Outages and unknown models fail over by default; nothing else does."""
    assert failover_reason(decision, DEFAULT_FAILOVER_ON) == reason


def test_failover_arguments_are_checked_at_construction() -> None:
    """Fallbacks that repeat a provider, and unknown reasons, are refused before any call."""
    p = rl.testing.ScriptedProvider(["x"], name="p")
    q = rl.testing.ScriptedProvider(["y"], name="q")
    with pytest.raises(ValueError, match="distinct"):
        rl.Runtime(p, fallbacks=[p])
    with pytest.raises(ValueError, match="distinct"):
        rl.Runtime(p, fallbacks=[q, q])
    with pytest.raises(ValueError, match="unknown failover reasons"):
        rl.Runtime(p, fallbacks=[q], failover_on=["weather"])
    with pytest.raises(TypeError, match="fallbacks"):
        rl.Runtime(p, fallbacks=q)  # type: ignore[arg-type]
    assert rl.Runtime(p, fallbacks=[q]).providers == (p, q)


def test_providers_sharing_a_name_are_refused_before_any_call() -> None:
    """Two providers of one name would make failover spans and metrics say from=X to=X."""
    a = rl.testing.ScriptedProvider(["x"])
    b = rl.testing.ScriptedProvider(["y"])
    with pytest.raises(ValueError, match=r"share the provider name 'scripted'.*name="):
        rl.Runtime(a, fallbacks=[b])
    assert rl.Runtime(a, fallbacks=[rl.testing.ScriptedProvider(["y"], name="b")]).fallbacks


def test_a_failover_decision_carries_its_reason() -> None:
    """The reason travels in the Decision itself, for spans, metrics and the CLI alike."""
    from retrylens._decisions import failover

    stop = Decision("runtime", "stop", "transient", "status:503", reason="exhausted")
    moved = failover(stop, "transient", "secondary")
    assert (moved.action, moved.failover_to, moved.failover_reason) == (
        "retry",
        "secondary",
        "transient",
    )
    assert moved.delay_s == 0.0 and moved.rule == "failover:transient"
