"""The token bucket shared through a real redis-server, and what happens when Redis fails."""

from __future__ import annotations

import asyncio
import logging
import random
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import redis

import retrylens as rl
from retrylens._policy import Outcome, TokenBucket
from retrylens.testing import FaultServer

from .clocks import FakeClock
from .redis_helpers import RedisServer, redis_server
from .telemetry_helpers import Captured

SETTINGS = rl.TokenBucketSettings(max_tokens=20, token_ratio=1.0, failures_in_a_row=10)


@pytest.fixture
def server_redis(tmp_path: Path) -> Iterator[RedisServer]:
    """A real redis-server for the test."""
    with redis_server(tmp_path) as server:
        yield server


def _provider(server: FaultServer) -> rl.OpenAIChatProvider:
    return rl.OpenAIChatProvider(model="m", base_url=server.openai_url, name="llm")


def _decisions(captured: Captured, source: str) -> float:
    return captured.value("retrylens_budget_decisions_total", backend="redis", source=source)


def test_the_shared_bucket_agrees_with_the_local_one(server_redis: RedisServer) -> None:
    """The Lua script gives the verdict the in-process bucket gives, step by step."""
    budget = rl.RedisBudget(server_redis.url, key_prefix="agree", wait_s=1.0)
    rng = random.Random(7)

    async def run() -> list[tuple[bool, bool]]:
        shared = budget.bucket("p:m", SETTINGS)
        local = TokenBucket(SETTINGS)
        out = []
        for _ in range(300):
            outcome: Outcome | None = rng.choice(["success", "failure", "failure", None])
            out.append((await shared.record(outcome), await local.record(outcome)))
            assert shared.shared_ok is not None  # Redis answered every time
        await budget.aclose()
        return out

    pairs = asyncio.run(run())
    assert all(a == b for a, b in pairs)
    assert {a for a, _ in pairs} == {True, False}  # both verdicts were exercised
    with redis.Redis.from_url(server_redis.url) as client:
        ttl = client.pttl("agree:budget:p:m")
    assert 0 < ttl <= 600_000  # stale state ages out


def test_two_processes_share_one_bucket(server_redis: RedisServer, slept: list[float]) -> None:
    """One process's failures stop the other's retries; another key prefix is not affected."""
    with FaultServer(default="status:503") as server:
        script = textwrap.dedent(
            f"""
            import retrylens as rl
            provider = rl.OpenAIChatProvider(model="m", base_url={server.openai_url!r}, name="llm")
            budget = rl.RedisBudget({server_redis.url!r}, key_prefix="fleet", wait_s=1.0)
            rt = rl.Runtime(provider, policy="coordinated", shared_budget=budget)
            with rl.testing.recorded_sleeps():
                for _ in range(2):
                    try:
                        rt.exec("hi")
                    except rl.ExecError:
                        pass
            """
        )
        subprocess.run([sys.executable, "-c", script], check=True, timeout=120)
        other_process_calls = server.requests
        with (
            _provider(server) as provider,
            rl.RedisBudget(server_redis.url, key_prefix="fleet", wait_s=1.0) as fleet,
            rl.RedisBudget(server_redis.url, key_prefix="alone", wait_s=1.0) as own,
        ):
            shared = rl.Runtime(provider, policy="coordinated", shared_budget=fleet)
            before = server.requests
            with pytest.raises(rl.ExecError) as info:
                shared.exec("hi")
            shared_calls = server.requests - before
            alone = rl.Runtime(provider, policy="coordinated", shared_budget=own)
            before = server.requests
            with pytest.raises(rl.ExecError):
                alone.exec("hi")
            alone_calls = server.requests - before
    assert other_process_calls >= 10  # the other process saw ten failures in a row
    assert info.value.reason == "budget_exhausted"
    assert shared_calls == 1  # its first attempt, never a retry
    assert alone_calls == 8  # a bucket of its own: the whole ledger


@contextmanager
def _coordinated(
    budget: rl.RedisBudget, captured: Captured, execs: int
) -> Iterator[tuple[FaultServer, rl.Runtime]]:
    """A server failing each exec once (a 503) before it answers, and a runtime on it.

    The runtime is ``coordinated`` and shares ``budget``, whose clients close afterwards.
    """
    with FaultServer(["status:503", "ok"] * execs) as server, _provider(server) as provider:
        yield (
            server,
            rl.Runtime(
                provider, policy="coordinated", shared_budget=budget, telemetry=captured.telemetry
            ),
        )
    budget.close()


def test_redis_killed_mid_run_fails_no_call_and_comes_back(
    server_redis: RedisServer, slept: list[float], captured: Captured
) -> None:
    """Killed: the local bucket decides, every call still succeeds; back: shared again."""
    clock = FakeClock()
    budget = rl.RedisBudget(
        server_redis.url, key_prefix="kill", wait_s=1.0, circuit_s=5.0, clock=clock
    )
    with _coordinated(budget, captured, 30) as (server, rt):
        answers = [rt.exec("hi") for _ in range(5)]
        shared_before = _decisions(captured, "shared")
        server_redis.kill()
        answers += [rt.exec("hi") for _ in range(10)]
        errors = captured.value(
            "retrylens_budget_backend_errors_total", backend="redis", reason="connection"
        )
        local = _decisions(captured, "local")
        server_redis.start()
        clock.now += 5.0  # the circuit lets one call try Redis again
        answers += [rt.exec("hi") for _ in range(5)]
        shared_after = _decisions(captured, "shared")
    assert answers == [server.text] * 20  # 0 calls failed that would have succeeded
    assert shared_before == 10  # two updates an exec: the failure, then the success
    assert errors == 1  # the circuit kept a dead Redis out of the path after one error
    assert local == 20
    assert shared_after == shared_before + 10


def test_a_paused_redis_is_waited_for_once_then_left_alone(
    server_redis: RedisServer,
    slept: list[float],
    captured: Captured,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """SIGSTOP: one update times out after wait_s, the circuit opens, one log line says so."""
    clock = FakeClock()
    budget = rl.RedisBudget(
        server_redis.url, key_prefix="pause", wait_s=0.05, circuit_s=30.0, clock=clock
    )
    with _coordinated(budget, captured, 10) as (server, rt):
        assert rt.exec("hi") == server.text  # connections made while Redis answers
        server_redis.pause()
        with caplog.at_level(logging.WARNING, logger="retrylens"):
            answers = [rt.exec("hi") for _ in range(5)]
        server_redis.resume()
        clock.now += 30.0
        answers.append(rt.exec("hi"))
    assert answers == [server.text] * 6
    timeouts = captured.value(
        "retrylens_budget_backend_errors_total", backend="redis", reason="timeout"
    )
    assert timeouts == 1
    lines = [r.getMessage() for r in caplog.records if "shared retry budget" in r.getMessage()]
    assert len(lines) == 1 and "timeout" in lines[0]
    assert _decisions(captured, "shared") == 2 + 2  # before the pause, and after it


def test_no_redis_at_all_is_no_new_way_to_fail(slept: list[float], captured: Captured) -> None:
    """A closed port: every exec answers as without Redis; the password never shows."""
    budget = rl.RedisBudget("redis://:s3cret-pw@127.0.0.1:9/0", key_prefix="none", wait_s=0.5)
    assert "s3cret-pw" not in repr(budget) and "***" in budget.url
    with _coordinated(budget, captured, 3) as (server, rt):
        assert [rt.exec("hi") for _ in range(3)] == [server.text] * 3
    assert (
        captured.value(
            "retrylens_budget_backend_errors_total", backend="redis", reason="connection"
        )
        == 1
    )


def test_the_password_stays_out_of_the_log(caplog: pytest.LogCaptureFixture) -> None:
    """The circuit's log line names the Redis URL without its password."""
    budget = rl.RedisBudget("redis://user:s3cret-pw@127.0.0.1:9/0", wait_s=0.5)

    async def run() -> None:
        await budget.bucket("p:m", SETTINGS).record("failure")
        await budget.aclose()

    with caplog.at_level(logging.WARNING, logger="retrylens"):
        asyncio.run(run())
    assert caplog.records and "user:***@127.0.0.1:9" in caplog.text
    assert "s3cret-pw" not in caplog.text


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"url": "http://127.0.0.1:6379"}, rl.ConfigurationError),
        ({"url": ""}, ValueError),
        ({"wait_s": 0}, ValueError),
        ({"wait_s": float("nan")}, ValueError),
        ({"circuit_s": -1}, ValueError),
        ({"ttl_s": 0.5}, ValueError),
        ({"key_prefix": ""}, ValueError),
    ],
)
def test_bad_arguments_are_refused_at_construction(kwargs: dict[str, object], error: type) -> None:
    """Wrong URLs, waits, circuits, TTLs and prefixes fail before any call."""
    with pytest.raises(error):
        rl.RedisBudget(**kwargs)  # type: ignore[arg-type]


def test_shared_budget_must_be_a_redis_budget() -> None:
    """Runtime(shared_budget=...) takes a RedisBudget and nothing else."""
    with pytest.raises(TypeError, match="shared_budget"):
        rl.Runtime(rl.testing.ScriptedProvider(["x"]), shared_budget="redis://x")  # type: ignore[arg-type]


def test_the_shared_bucket_keeps_a_success_window(server_redis: RedisServer) -> None:
    """After a recent success, a burst of failures keeps retries on; with none, they stop."""
    settings = rl.TokenBucketSettings(
        max_tokens=20, token_ratio=1.0, failures_in_a_row=10, success_window_s=30.0
    )

    async def run() -> tuple[bool, bool]:
        async with rl.RedisBudget(server_redis.url, key_prefix="window", wait_s=1.0) as budget:
            warm, cold = budget.bucket("warm:m", settings), budget.bucket("cold:m", settings)
            await warm.record("success")
            for _ in range(15):
                warm_ok = await warm.record("failure")
                cold_ok = await cold.record("failure")
            return warm_ok, cold_ok

    assert asyncio.run(run()) == (True, False)
