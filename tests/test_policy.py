"""Retry policies: presets, Retry-After, jitter, deadlines, budgets, verdict hand-off."""

from __future__ import annotations

import asyncio
import random

import pytest

import retrylens as rl
from retrylens._decisions import apply_jitter
from retrylens._policy import (
    RetryPolicy,
    TokenBucket,
    TokenBucketSettings,
)
from retrylens.testing import FAULT_HEADER, FaultServer, ScriptedProvider, error_event

from .clocks import FakeClock
from .conftest import Captured
from .texts import UNKNOWN_ERROR

DROP = error_event("")


def _err(text: str = "", **facts: object) -> rl.AssistantMessage:
    return rl.AssistantMessage(stop_reason="error", error_message=text, **facts)


# --- presets ----------------------------------------------------------------------------


def test_presets() -> None:
    """Seed is SPEC-exact, single_owner has one runtime attempt, coordinated turns all on."""
    assert RetryPolicy.preset("seed") == RetryPolicy()
    assert RetryPolicy.preset("single_owner").runtime_attempts == 1
    c = RetryPolicy.preset("coordinated")
    assert (
        c.honor_retry_after,
        c.jitter,
        c.max_model_calls,
        c.respect_session_verdict,
    ) == (
        True,
        "full",
        8,
        True,
    )
    assert c.token_bucket == TokenBucketSettings(
        max_tokens=20, token_ratio=1.0, failures_in_a_row=10, success_window_s=2.0
    )
    with pytest.raises(ValueError, match="unknown retry policy"):
        RetryPolicy.preset("yolo")


def test_runtime_policy_and_overrides() -> None:
    """Runtime(policy=...) takes the preset; explicit max_retries/session_settings override it."""
    p = ScriptedProvider(["x"])
    assert rl.Runtime(p).policy == RetryPolicy.seed()
    assert rl.Runtime(p, policy="single_owner").max_retries == 1
    rt = rl.Runtime(
        p, policy="coordinated", max_retries=2, session_settings=rl.RetrySettings(max_retries=1)
    )
    assert (rt.max_retries, rt.session_settings.max_retries, rt.policy.name) == (
        2,
        1,
        "coordinated",
    )
    with pytest.raises(TypeError, match="policy"):
        rl.Runtime(p, policy=3)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "kwargs",
    [
        {"runtime_attempts": 0},
        {"max_model_calls": 0},
        {"max_retry_after_s": -1},
        {"jitter": "some"},
    ],
)
def test_bad_policy_values(kwargs: dict[str, object]) -> None:
    """Wrong policy values fail at construction with a clear ValueError."""
    with pytest.raises(ValueError, match="must be"):
        RetryPolicy(**kwargs)  # type: ignore[arg-type]


def test_max_retries_set_after_construction_is_the_one_attempt_count(
    slept: list[float],
) -> None:
    """rt.max_retries = 1 after construction makes one attempt and a clear final error."""
    provider = ScriptedProvider([DROP], cycle=True)
    rt = rl.Runtime(provider)
    rt.max_retries = 1
    with pytest.raises(rl.ExecError) as info:
        rt.exec("q")
    assert (info.value.reason, provider.calls, rt.policy.runtime_attempts) == ("exhausted", 4, 1)
    with pytest.raises(ValueError, match="total number of attempts"):
        rt.max_retries = 0


def test_seed_conformance_unchanged(slept: list[float]) -> None:
    """The default stack still makes 12 calls and sleeps 46.5 s in the worst case."""
    provider = ScriptedProvider([DROP], cycle=True)
    with pytest.raises(rl.ExecError):
        rl.Runtime(provider, policy="seed").exec("q")
    assert (provider.calls, sum(slept)) == (12, 46.5)


# --- Retry-After ------------------------------------------------------------------------


def test_retry_after_raises_the_backoff(slept: list[float]) -> None:
    """With honor_retry_after the session waits at least the server's Retry-After."""
    policy = RetryPolicy(honor_retry_after=True)
    provider = ScriptedProvider(
        [_err("Error code: 429", http_status=429, retry_after_s=5.0), DROP, "ok"]
    )
    assert rl.Runtime(provider, policy=policy).exec("q") == "ok"
    assert slept == [5.0, 4.0]


def test_retry_after_ignored_by_seed(slept: list[float]) -> None:
    """The seed keeps its 2 s backoff whatever Retry-After says."""
    provider = ScriptedProvider([_err("Error code: 429", http_status=429, retry_after_s=5.0), "ok"])
    rl.Runtime(provider).exec("q")
    assert slept == [2.0]


def test_retry_after_too_long_fails_fast(slept: list[float], captured: Captured) -> None:
    """A Retry-After beyond max_retry_after_s fails at once with a clear reason, no sleep."""
    provider = ScriptedProvider(
        [_err("Error code: 429", http_status=429, retry_after_s=3600.0)], cycle=True
    )
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider, policy="coordinated", telemetry=captured.telemetry).exec("q")
    assert info.value.reason == "retry_after_too_long"
    assert "retry after 3600 s" in str(info.value) and "max_retry_after_s=60" in str(info.value)
    assert provider.calls == 1 and slept == []
    (sess,) = captured.spans("retrylens.session.attempt")
    assert dict(sess.attributes or {})["retrylens.classification"] == "retry_after_too_long"
    assert captured.value("retrylens_exec_total", outcome="retry_after_too_long") == 1


def test_retry_after_over_http(slept: list[float], captured: Captured) -> None:
    """A real 429 with Retry-After: 5 from the FaultServer makes the session wait 5 s."""
    with (
        FaultServer(["status:429:5", "ok"]) as server,
        rl.OpenAIChatProvider(model="m", base_url=server.openai_url) as provider,
    ):
        assert (
            rl.Runtime(provider, policy="coordinated", telemetry=captured.telemetry).exec("q")
            == server.text
        )
    assert slept == [5.0]
    assert captured.value("retrylens_retry_after_seconds_sum", layer="session") == 5.0


# --- jitter -----------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["full", "equal"])
def test_jitter_bounds_and_reproducibility(mode: str) -> None:
    """Full jitter lies in [0, d], equal jitter in [d/2, d]; a seeded rng repeats exactly."""
    a = [apply_jitter(8.0, mode, random.Random(3)) for _ in range(5)]  # type: ignore[arg-type]
    b = [apply_jitter(8.0, mode, random.Random(3)) for _ in range(5)]  # type: ignore[arg-type]
    assert a == b
    rng = random.Random(1)
    values = [apply_jitter(8.0, mode, rng) for _ in range(200)]  # type: ignore[arg-type]
    low = 0.0 if mode == "full" else 4.0
    assert all(low <= v <= 8.0 for v in values)
    assert len(set(values)) > 100
    assert apply_jitter(8.0, "none", rng) == 8.0


def test_jitter_in_the_stack(slept: list[float]) -> None:
    """With jitter the sleeps follow the injected rng and never exceed the schedule."""
    policy = RetryPolicy(jitter="full")
    provider = ScriptedProvider([DROP], cycle=True)
    with pytest.raises(rl.ExecError):
        rl.Runtime(provider, policy=policy, rng=random.Random(42)).exec("q")
    expected_rng = random.Random(42)
    schedule = [2, 4, 8, 1.5, 2, 4, 8, 3.0, 2, 4, 8]
    assert slept == [d * expected_rng.random() for d in schedule]


# --- deadline ---------------------------------------------------------------------------


def test_deadline_skips_a_sleep_that_would_not_fit() -> None:
    """With timeout=10 the 8 s backoff after 2+4 s is not taken: outcome deadline."""
    clock = FakeClock()
    provider = ScriptedProvider([DROP], cycle=True)
    with (
        rl.testing.recorded_sleeps(on_sleep=clock.sleep) as slept,
        pytest.raises(rl.ExecError) as info,
    ):
        rl.Runtime(provider, clock=clock).exec("q", timeout=10)
    assert info.value.reason == "deadline"
    assert "deadline of 10 s exceeded" in str(info.value)
    assert slept == [2.0, 4.0]
    assert provider.calls == 3


async def test_deadline_across_runtime_attempts() -> None:
    """The deadline spans both layers: a runtime backoff that does not fit is not taken."""
    clock = FakeClock()
    provider = ScriptedProvider([DROP], cycle=True)
    with (
        rl.testing.recorded_sleeps(on_sleep=clock.sleep) as slept,
        pytest.raises(rl.ExecError) as info,
    ):
        await rl.Runtime(provider, clock=clock).async_exec("q", timeout=15.4)
    assert info.value.reason == "deadline"
    assert slept == [2.0, 4.0, 8.0]  # 14 s spent; the 1.5 s runtime backoff would pass 15.4 s
    assert provider.calls == 4


async def test_deadline_cuts_a_stalled_stream() -> None:
    """A stream that stalls is cut at the deadline, not at the 60 s idle timeout."""
    async with (
        FaultServer(default="stall") as server,
        rl.AnthropicProvider(model="c", base_url=server.url) as provider,
    ):
        with pytest.raises(rl.ExecError) as info:
            await rl.Runtime(provider).async_exec("q", timeout=0.3)
    assert info.value.reason == "deadline"
    assert "DeadlineExceeded" in str(info.value)


@pytest.mark.parametrize("bad", [0, -1, "10"])
def test_bad_timeout(bad: object) -> None:
    """A timeout that is not a positive number is a clear ValueError."""
    with pytest.raises(ValueError, match="timeout"):
        rl.Runtime(ScriptedProvider(["x"])).exec("q", timeout=bad)  # type: ignore[arg-type]


# --- shared budget ----------------------------------------------------------------------


def test_ledger_caps_calls_per_exec(slept: list[float], captured: Captured) -> None:
    """coordinated: one ledger of 8 calls per exec; the layers can no longer multiply."""
    provider = ScriptedProvider([_err("Error code: 503", http_status=503)], cycle=True)
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(
            provider, policy="coordinated", rng=random.Random(0), telemetry=captured.telemetry
        ).exec("q")
    assert provider.calls == 8
    assert info.value.reason == "budget_exhausted"
    # The second session spent its retries as the ledger ran out: the runtime refused.
    assert captured.value("retrylens_retry_budget_exhausted_total", layer="session") == 0
    assert captured.value("retrylens_retry_budget_exhausted_total", layer="runtime") == 1
    attempts = sorted(captured.spans("retrylens.exec.attempt"), key=lambda s: s.start_time or 0)
    classes = [dict(a.attributes or {})["retrylens.classification"] for a in attempts]
    assert classes == ["transient", "budget_exhausted"]  # 4 + 4 calls, then the ledger is empty


def test_ledger_refusal_in_session(slept: list[float], captured: Captured) -> None:
    """When the ledger runs out mid-session the session says budget_exhausted."""
    policy = RetryPolicy(max_model_calls=2, respect_session_verdict=True)
    provider = ScriptedProvider([DROP], cycle=True)
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider, policy=policy, telemetry=captured.telemetry).exec("q")
    assert provider.calls == 2
    assert info.value.reason == "budget_exhausted"
    assert captured.value("retrylens_retry_budget_exhausted_total", layer="session") == 1
    # Counted once: the runtime passes the session's refusal on without refusing again.
    assert captured.value("retrylens_retry_budget_exhausted_total", layer="runtime") == 0
    refused = [
        s for s in captured.spans() if dict(s.attributes or {}).get("retrylens.budget_refused")
    ]
    assert [s.name for s in refused] == ["retrylens.session.attempt"]
    assert (
        captured.value(
            "retrylens_attempts_total", layer="session", classification="budget_exhausted"
        )
        == 1
    )


def test_token_bucket_semantics() -> None:
    """Failures take a token, successes give back token_ratio; retries stop at half."""
    b = TokenBucket(TokenBucketSettings(max_tokens=4, token_ratio=0.5))
    assert b.allows_retry()
    b.on_failure()
    b.on_failure()
    assert b.tokens == 2 and not b.allows_retry()
    b.on_success()
    assert b.allows_retry()
    for _ in range(10):
        b.on_success()
    assert b.tokens == 4


@pytest.mark.parametrize(
    ("outcomes", "allows"),
    [
        ("ffffffffff", False),  # ten failures in a row, tokens at half: an outage
        ("fffffffff", True),  # nine: tokens at 11, still above half
        ("sfsfsfsfsfsfsfsfsfsfffff", True),  # a brownout: tokens low, but successes go on
        ("ffffffffffs", True),  # one success closes it again at once
        ("ffffffffffsffffffffff", False),  # ... until the next run of ten
    ],
)
def test_a_brownout_keeps_retrying_an_outage_stops(outcomes: str, allows: bool) -> None:
    """Retries stop only when the tokens are at half and successes have stopped."""
    b = TokenBucket(TokenBucketSettings(max_tokens=20, token_ratio=1.0, failures_in_a_row=10))
    for o in outcomes:
        b.on_success() if o == "s" else b.on_failure()
    assert b.allows_retry() is allows


def test_a_brownout_keeps_tokens_low_and_retries_on() -> None:
    """Half the calls failing drains the gRPC tokens, yet short failure runs keep retries on."""
    b = TokenBucket(TokenBucketSettings(max_tokens=20, token_ratio=1.0, failures_in_a_row=10))
    plain = TokenBucket(TokenBucketSettings(max_tokens=20, token_ratio=1.0))
    for o in "ffsff" * 8:
        for bucket in (b, plain):
            bucket.on_success() if o == "s" else bucket.on_failure()
    assert b.tokens <= 10 and b.allows_retry()
    assert not plain.allows_retry()


def test_a_recent_success_keeps_retries_on_through_a_burst_of_failures() -> None:
    """Concurrent calls failing at once are no outage while a success came within the window."""
    now = [100.0]
    settings = TokenBucketSettings(
        max_tokens=20, token_ratio=1.0, failures_in_a_row=10, success_window_s=2.0
    )
    b = TokenBucket(settings, clock=lambda: now[0])
    b.on_success()
    for _ in range(15):
        b.on_failure()
    assert b.allows_retry()  # 15 in a row, but a success 0 s ago
    now[0] += 2.0
    assert not b.allows_retry()  # no success for the whole window: an outage
    b.on_success()
    assert b.allows_retry()


@pytest.mark.parametrize("value", [0, -1, 1.5, True, "3", 10_001])
def test_failures_in_a_row_is_checked(value: object) -> None:
    """A streak limit that is not a whole number in [1, 10000] is refused at construction."""
    with pytest.raises(ValueError, match="failures_in_a_row"):
        TokenBucketSettings(failures_in_a_row=value)  # type: ignore[arg-type]


def test_outage_then_recovery_under_coordinated(slept: list[float]) -> None:
    """In an outage the bucket cuts retries but not first attempts; after it, all succeed."""
    down = True
    server = FaultServer(lambda i, api, body: "status:503" if down else "ok")
    with server, rl.OpenAIChatProvider(model="m", base_url=server.openai_url) as provider:
        rt = rl.Runtime(provider, policy="coordinated", rng=random.Random(0), keep_history=False)
        per_exec: list[int] = []
        for _ in range(20):
            before = server.requests
            with pytest.raises(rl.ExecError):
                rt.exec("q")
            per_exec.append(server.requests - before)
        outage_calls = server.requests
        down = False
        results = [rt.exec("q") for _ in range(20)]
    assert max(per_exec) <= 8  # never more than the ledger
    # 20 tokens, 10 failures in a row: the first execs retry until both say stop (after the
    # tenth failure), then first attempts only.
    assert per_exec[:2] == [8, 2]
    assert all(n == 1 for n in per_exec[2:])
    assert outage_calls < 20 * 8 / 2  # far fewer than a ledger alone would allow
    assert results == [server.text] * 20
    with (
        FaultServer(default="status:503") as seed_server,
        rl.OpenAIChatProvider(model="m", base_url=seed_server.openai_url) as seed_provider,
    ):
        with pytest.raises(rl.ExecError):
            rl.Runtime(seed_provider).exec("q")
        assert seed_server.requests == 12  # what the seed costs per exec in the same outage


# --- real-world knowledge in every preset ---------------------------------------------


@pytest.mark.parametrize("policy", ["seed", "single_owner", "coordinated"])
@pytest.mark.parametrize(
    ("msg", "category"),
    [
        (_err("Error code: 401 - invalid x-api-key", http_status=401), "api_key"),
        (_err("Error code: 403 - forbidden", http_status=403), "auth"),
        (_err("quota", http_status=429, provider_error_code="insufficient_quota"), "quota"),
        (_err("refresh token expired, sign in again"), "auth"),
        (_err("Error code: 404 - model_not_found", http_status=404), "not_found"),
    ],
)
def test_permanent_errors_fail_fast_under_every_preset(
    policy: str, msg: rl.AssistantMessage, category: str, slept: list[float]
) -> None:
    """401/403, quota, expired tokens and unknown models stop in 1 call, 0 sleeps, any preset."""
    provider = ScriptedProvider([msg], cycle=True)
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider, policy=policy).exec("q")
    assert (info.value.reason, info.value.category, provider.calls, slept) == (
        "permanent",
        category,
        1,
        [],
    )


def test_anthropic_invalid_key_is_permanent_over_http(slept: list[float]) -> None:
    """Anthropic's real 401 'invalid x-api-key' fails in 1 call under every preset."""
    with (
        FaultServer(default="invalid_key") as server,
        rl.AnthropicProvider(model="c", base_url=server.url) as provider,
    ):
        for policy in ("seed", "coordinated"):
            with pytest.raises(rl.ExecError) as info:
                rl.Runtime(provider, policy=policy).exec("q")
            assert (info.value.reason, info.value.category) == ("permanent", "api_key")
        assert (server.requests, slept) == (2, [])


# --- verdict hand-off -------------------------------------------------------------------


def test_runtime_respects_session_verdict(slept: list[float]) -> None:
    """coordinated: what the session judged not retryable is not retried by the runtime."""
    provider = ScriptedProvider([error_event(UNKNOWN_ERROR)], cycle=True)
    with pytest.raises(rl.ExecError) as info:
        rl.Runtime(provider, policy="coordinated").exec("q")
    assert info.value.reason == "not_retryable"
    assert provider.calls == 1 and slept == []
    assert isinstance(info.value.__cause__, rl.ModelCallError)
    assert info.value.__cause__.classification == "not_retryable"


def test_session_policy_used_directly(slept: list[float]) -> None:
    """An AgentSession with its own policy applies the ledger to its run."""
    session = rl.AgentSession(
        ScriptedProvider([DROP], cycle=True), policy=RetryPolicy(max_model_calls=2)
    )
    msg = asyncio.run(session.run("q"))
    assert msg.stop_reason == "error"
    assert session.last_run_calls == 2
    assert session.last_classification == "budget_exhausted"


def test_header_fault_end_to_end_under_coordinated(slept: list[float]) -> None:
    """An in-band server_error is transient under coordinated and recovers over HTTP."""
    with (
        FaultServer(["sse_error", "ok"]) as server,
        rl.OpenAIChatProvider(
            model="m", base_url=server.openai_url, headers={"x-team": "a"}
        ) as provider,
    ):
        assert (
            rl.Runtime(provider, policy="coordinated", rng=random.Random(1)).exec("q")
            == server.text
        )
        assert server.requests == 2
    assert FAULT_HEADER == "x-retrylens-fault"
