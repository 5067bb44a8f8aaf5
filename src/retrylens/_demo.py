"""``retrylens demo``: a reproducible storm of model-call failures through the real stack.

The FaultServer runs in-process; every exec gets a *scenario* drawn from a seeded RNG
(healthy, flaky, stormy, outage, auth expiry, context overflow, broken image), and the
server plays that exec's faults call by call — keyed by the exec id in the prompt, so a
run is reproducible whatever the concurrency. Backoff follows the real schedule, scaled
by ``--time-scale``; spans and metrics record the unscaled values.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import threading
import time
from collections import Counter
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ._anthropic import AnthropicProvider
from ._exceptions import ExecError
from ._openai import OpenAIChatProvider
from ._policy import RetryPolicy, resolve_policy
from ._runtime import Runtime
from .testing import FaultServer

TRANSIENT = [
    "status:429:2",
    "status:500",
    "status:502",
    "status:503",
    "status:529",
    "sse_error",
    "sse_error_empty",
    "sse_error_empty",
    "drop",
    "drop:0",
    "reset",
]

#: Scenario weights per preset, and the share of execs in one contiguous auth-expiry burst.
PRESETS: dict[str, tuple[dict[str, float], float]] = {
    "realistic": (
        {
            "healthy": 0.52,
            "flaky": 0.26,
            "stormy": 0.08,
            "outage": 0.05,
            "overflow": 0.02,
            "bad_image": 0.02,
        },
        0.05,
    ),
    "calm": ({"healthy": 0.9, "flaky": 0.1}, 0.0),
    "outage": ({"outage": 0.6, "stormy": 0.2, "healthy": 0.2}, 0.0),
    "auth-expiry": ({"healthy": 0.7, "flaky": 0.3}, 0.4),
}
_EXEC_ID = re.compile(r"\[exec (\d+)\]")

#: The number of the exec running in this context (``None`` outside one): what the demo's
#: log lines and span attributes name an exec by.
EXEC_NUMBER: ContextVar[int | None] = ContextVar("retrylens_demo_exec", default=None)


def scenario_faults(scenario: str, rng: random.Random) -> list[str]:
    """The faults an exec's calls meet, in order (then ``ok``)."""
    if scenario == "healthy":
        return [rng.choice(["ok", "ok", "ok", "slow_first_token:0.02"])]
    if scenario == "flaky":
        return [rng.choice(TRANSIENT) for _ in range(rng.randint(1, 3))]
    if scenario == "stormy":
        return [rng.choice(TRANSIENT) for _ in range(rng.randint(4, 8))]
    if scenario == "outage":
        return [rng.choice(TRANSIENT) for _ in range(12)]
    if scenario == "overflow":
        return ["context_overflow"]
    if scenario == "bad_image":
        return ["invalid_image"]
    if scenario == "auth_expired":
        return ["login_expired"]
    raise ValueError(f"unknown scenario {scenario!r}")


@dataclass
class Plan:
    """Every exec's scenario and faults, from the seed."""

    preset: str
    seed: int
    execs: int
    scenarios: list[str] = field(default_factory=list)
    faults: list[list[str]] = field(default_factory=list)

    @classmethod
    def make(cls, preset: str, seed: int, execs: int) -> Plan:
        if preset not in PRESETS:
            raise ValueError(f"unknown fault mix {preset!r}; choose from {', '.join(PRESETS)}")
        weights, burst = PRESETS[preset]
        plan = cls(preset, seed, execs)
        names, probs = list(weights), list(weights.values())
        burst_len = round(execs * burst)
        burst_start = (execs - burst_len) // 2
        for i in range(execs):
            rng = random.Random(f"{seed}:{i}")
            if burst_start <= i < burst_start + burst_len:
                scenario = "auth_expired"
            else:
                scenario = rng.choices(names, probs)[0]
            plan.scenarios.append(scenario)
            plan.faults.append(scenario_faults(scenario, rng))
        return plan

    def chooser(self) -> Callable[[int, str, dict[str, Any]], str]:
        """A FaultServer chooser playing each exec's faults, call by call."""
        seen: Counter[int] = Counter()
        lock = threading.Lock()

        def choose(index: int, api: str, body: dict[str, Any]) -> str:
            messages = body.get("messages") or []
            text = str(messages[-1].get("content", "")) if messages else ""
            match = _EXEC_ID.search(text)
            if match is None or int(match.group(1)) >= len(self.faults):
                return "ok"
            exec_id = int(match.group(1))
            with lock:
                nth = seen[exec_id]
                seen[exec_id] += 1
            faults = self.faults[exec_id]
            return faults[nth] if nth < len(faults) else "ok"

        return choose


@dataclass
class Workload:
    """What a run of the plan gave: outcome counts, and when each exec finished."""

    outcomes: Counter[str] = field(default_factory=Counter)
    #: ``(outcome, seconds since the run started)`` per exec, in the order they finished.
    finished: list[tuple[str, float]] = field(default_factory=list)


async def run_workload(
    plan: Plan,
    server: FaultServer,
    telemetry: Any,
    concurrency: int,
    on_done: Callable[[str], None],
    *,
    policy: str | RetryPolicy = "seed",
) -> Workload:
    """Run every exec of the plan, ``concurrency`` at a time, alternating both providers.

    ``on_done`` gets each exec's outcome (``success`` or the ``ExecError`` reason) as it
    finishes. While an exec runs, :data:`EXEC_NUMBER` holds its number.
    """
    result = Workload()
    sem = asyncio.Semaphore(concurrency)
    retry_policy = resolve_policy(policy)
    started = time.perf_counter()
    async with (
        OpenAIChatProvider(
            model="gpt-4o-mini",
            base_url=server.openai_url,
            api_key="sk-demo-" + "0" * 24,
            idle_timeout=5,
        ) as oa,
        AnthropicProvider(
            model="claude-sonnet-4-5",
            base_url=server.url,
            api_key="sk-ant-demo-" + "0" * 24,
            idle_timeout=5,
        ) as an,
    ):
        runtimes = [
            Runtime(
                p,
                telemetry=telemetry,
                keep_history=False,
                policy=retry_policy,
                rng=random.Random(f"{plan.seed}:jitter:{n}"),
            )
            for n, p in enumerate((oa, an))
        ]

        async def one(i: int) -> None:
            async with sem:
                token = EXEC_NUMBER.set(i)
                try:
                    await runtimes[i % 2].async_exec(
                        f"Summarise ticket {i} for the on-call handover [exec {i}]"
                    )
                except ExecError as exc:
                    outcome: str = exc.reason
                else:
                    outcome = "success"
                finally:
                    EXEC_NUMBER.reset(token)
                result.outcomes[outcome] += 1
                result.finished.append((outcome, time.perf_counter() - started))
                on_done(outcome)

        await asyncio.gather(*(one(i) for i in range(plan.execs)))
    return result


def spans_to_jsonl(spans: list[Any], path: Path) -> None:
    """Write finished spans as JSON lines (one span per line)."""
    with path.open("w", encoding="utf-8") as fh:
        for s in spans:
            ctx = s.context
            fh.write(
                json.dumps(
                    {
                        "name": s.name,
                        "trace_id": format(ctx.trace_id, "032x"),
                        "span_id": format(ctx.span_id, "016x"),
                        "parent_span_id": format(s.parent.span_id, "016x") if s.parent else None,
                        "kind": s.kind.name,
                        "start_time_unix_nano": s.start_time,
                        "end_time_unix_nano": s.end_time,
                        "status": s.status.status_code.name,
                        "attributes": dict(s.attributes or {}),
                        "events": [
                            {"name": e.name, "attributes": dict(e.attributes or {})}
                            for e in s.events
                        ],
                    },
                    default=list,
                )
                + "\n"
            )
