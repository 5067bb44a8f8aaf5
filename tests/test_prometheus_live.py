"""The dashboards, rules and exemplars against a real Prometheus scraping a live workload."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import datetime
import math
import re
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from prometheus_client import start_http_server

import retrylens as rl
from retrylens.testing import FAULT_HEADER, FaultServer

from .conftest import Captured
from .ops_helpers import DASHBOARDS, RULES, concrete, dashboard_exprs, require_binary
from .ports import free_port

pytestmark = pytest.mark.live

MIX = [
    "ok",
    "status:503",
    "sse_error_empty",
    "ok",
    "drop",
    "ok",
    "status:429:1",
    "ok",
    "reset",
    "sse_error",
]


def _fast_rules(tmp: Path) -> Path:
    """A copy of the rules evaluated every second, with every `for:` cut to 0s."""
    rules = yaml.safe_load(RULES.read_text(encoding="utf-8"))
    for group in rules["groups"]:
        group["interval"] = "1s"
        for rule in group["rules"]:
            if "for" in rule:
                rule["for"] = "0s"
    path = tmp / "rules.yml"
    path.write_text(yaml.safe_dump(rules, sort_keys=False), encoding="utf-8")
    return path


@contextlib.contextmanager
def _prometheus(tmp: Path, target: str, rules: Path) -> Iterator[str]:
    binary = require_binary("prometheus")
    port = free_port()
    config = {
        "global": {"scrape_interval": "1s", "evaluation_interval": "1s"},
        "rule_files": [str(rules)],
        "scrape_configs": [
            {"job_name": "retrylens-live", "static_configs": [{"targets": [target]}]}
        ],
    }
    (tmp / "prometheus.yml").write_text(yaml.safe_dump(config), encoding="utf-8")
    log = (tmp / "prometheus.log").open("wb")
    proc = subprocess.Popen(
        [
            binary,
            f"--config.file={tmp / 'prometheus.yml'}",
            f"--storage.tsdb.path={tmp / 'data'}",
            f"--web.listen-address=127.0.0.1:{port}",
            "--enable-feature=exemplar-storage",
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait(
            lambda: httpx.get(f"{url}/-/ready", timeout=1).status_code == 200,
            30,
            "prometheus ready",
            tmp,
        )
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
        log.close()


def _wait(check: Any, timeout: float, what: str, tmp: Path | None = None) -> None:
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    while time.monotonic() < deadline:
        try:
            if check():
                return
        except (httpx.HTTPError, KeyError, IndexError, ValueError) as exc:
            last = exc
        time.sleep(0.2)  # polling an external server's scrape/eval cycle, not a backoff
    logs = (tmp / "prometheus.log").read_text(errors="replace")[-3000:] if tmp else ""
    pytest.fail(f"timed out waiting for {what} (last error: {last!r})\n{logs}")


def _query(url: str, expr: str) -> list[dict[str, Any]]:
    r = httpx.get(f"{url}/api/v1/query", params={"query": expr}, timeout=10)
    body = r.json()
    assert body["status"] == "success", (expr, body)
    result = body["data"]["result"]
    assert isinstance(result, list)
    return result


def _numbers(url: str, expr: str) -> list[float]:
    """The values of an instant query's series."""
    return [float(r["value"][1]) for r in _query(url, expr)]


async def _workload(server: FaultServer, telemetry: rl.telemetry.Telemetry, n: int) -> None:
    async with (
        rl.OpenAIChatProvider(
            model="gpt-live", base_url=server.openai_url, api_key="sk-live-" + "k" * 20
        ) as oa,
        rl.AnthropicProvider(model="claude-live", base_url=server.url) as an,
        rl.AnthropicProvider(
            model="claude-live", base_url=server.url, headers={FAULT_HEADER: "login_expired"}
        ) as expired,
        rl.OpenAIChatProvider(
            model="gpt-live", base_url=server.openai_url, headers={FAULT_HEADER: "context_overflow"}
        ) as big,
    ):
        runtimes = [
            rl.Runtime(p, telemetry=telemetry, keep_history=False)
            for p in (oa, an, oa, an, expired, big)
        ]

        async def one(i: int) -> None:
            runtime = runtimes[i % len(runtimes)]
            with contextlib.suppress(rl.ExecError):
                if i % 3:
                    await runtime.async_exec(f"question {i}")
                else:  # a third of the execs streamed: the streaming panels get series
                    async for _ in runtime.stream(f"question {i}"):
                        pass

        await asyncio.gather(*(one(i) for i in range(n)))


@contextlib.contextmanager
def _scraped(tmp: Path, captured: Captured, server: FaultServer) -> Iterator[str]:
    """``server`` and ``captured``'s /metrics scraped by a live Prometheus (its URL), sleeps off."""
    metrics_server, _ = start_http_server(0, addr="127.0.0.1", registry=captured.registry)
    port = metrics_server.server_address[1]
    try:
        with (
            server,
            rl.testing.recorded_sleeps(),
            _prometheus(tmp, f"127.0.0.1:{port}", _fast_rules(tmp)) as prom,
        ):
            _wait(
                lambda: _query(prom, 'up{job="retrylens-live"}')[0]["value"][1] == "1",
                30,
                "first scrape",
                tmp,
            )
            yield prom
    finally:
        metrics_server.shutdown()
        metrics_server.server_close()


def test_dashboards_rules_alerts_and_exemplars_against_real_prometheus(
    tmp_path: Path, captured: Captured
) -> None:
    """A live chaos workload scraped by Prometheus: queries, rules, the auth alert, exemplars."""
    server = FaultServer(lambda i, api, body: MIX[i % len(MIX)])
    with _scraped(tmp_path, captured, server) as prom:
        done = 0
        for _ in range(3):  # bursts between scrapes, so every rate() sees an increase
            asyncio.run(_workload(server, captured.telemetry, 36))
            done += 36
            _wait(
                lambda d=done: (
                    float(
                        _query(prom, 'sum(retrylens_exec_total{job="retrylens-live"})')[0]["value"][
                            1
                        ]
                    )
                    >= d
                ),
                30,
                f"{done} execs scraped",
                tmp_path,
            )

        # (a) every panel of every dashboard shows data under the default policy: each
        # query returns series, none of them NaN, and each panel has a value somewhere
        for path in DASHBOARDS:
            for title, expr in dashboard_exprs(path):
                q = concrete(expr)
                _wait(
                    lambda q=q: _numbers(prom, q) != [],
                    20,
                    f"series for {title!r}: {q}",
                    tmp_path,
                )
                values = _numbers(prom, q)
                assert not any(math.isnan(v) for v in values), (title, q, values)

        # (b) the recording rules produce values
        rules = yaml.safe_load(RULES.read_text(encoding="utf-8"))
        records = [r["record"] for g in rules["groups"] for r in g["rules"] if "record" in r]
        for record in records:
            _wait(
                lambda r=record: len(_query(prom, r)) > 0,
                20,
                f"recording rule {record}",
                tmp_path,
            )
        ratio = _query(prom, "job:retrylens_permanent_errors:ratio_rate5m")
        assert float(ratio[0]["value"][1]) > 0

        # (c) the auth-expiry burst makes the permanent-error page fire
        def auth_alert_firing() -> bool:
            alerts = httpx.get(f"{prom}/api/v1/alerts", timeout=5).json()["data"]["alerts"]
            return any(
                a["labels"]["alertname"] == "RetrylensAuthPermanentErrors"
                and a["state"] == "firing"
                for a in alerts
            )

        _wait(auth_alert_firing, 30, "RetrylensAuthPermanentErrors firing", tmp_path)

        # (d) an exemplar names a trace that the SDK really exported
        now = time.time()
        r = httpx.get(
            f"{prom}/api/v1/query_exemplars",
            params={
                "query": "retrylens_exec_duration_seconds_bucket",
                "start": now - 600,
                "end": now + 60,
            },
            timeout=10,
        ).json()
        assert r["status"] == "success", r
        trace_ids = {e["labels"]["trace_id"] for series in r["data"] for e in series["exemplars"]}
        exported = {format(s.context.trace_id, "032x") for s in captured.spans()}
        assert trace_ids, "no exemplars stored"
        assert trace_ids <= exported
        assert all(re.fullmatch(r"[0-9a-f]{32}", t) for t in trace_ids)


# --- alerts under three workloads --------------------------------------------------------

ALERTS = sorted(
    r["alert"]
    for g in yaml.safe_load(RULES.read_text(encoding="utf-8"))["groups"]
    for r in g["rules"]
    if "alert" in r
)
CUTS = ("drop", "reset", "sse_error_empty")  # the three ways the FaultServer cuts a stream


class _Chooser:
    """Faults by prompt number ``n`` (prompts are ``q <n>``) and by how often it was sent."""

    def __init__(self, workload: str) -> None:
        self.workload = workload
        self.sent: collections.Counter[str] = collections.Counter()

    def __call__(self, index: int, api: str, body: dict[str, Any]) -> str:
        users = [m["content"] for m in body.get("messages", []) if m.get("role") == "user"]
        prompt = users[-1]
        self.sent[prompt] += 1
        n = int(prompt.split()[-1])
        if self.workload == "outage":
            return "status:503"
        if self.workload == "permanent":
            return {0: "login_expired", 1: "invalid_key", 2: "insufficient_quota"}.get(n % 10, "ok")
        # transient: every even prompt's first request is cut, each kind in turn
        return CUTS[(n // 2) % 3] if n % 2 == 0 and self.sent[prompt] == 1 else "ok"


#: workload -> (policy, the alerts whose runbook says they fire on it; the others stay quiet)
WORKLOADS: dict[str, tuple[str, set[str]]] = {
    # Expired logins, bad keys and an empty account: the auth and quota pages, the permanent
    # ratio ticket, and (30% of execs failing) both SLO burn alerts. No retries, no drops.
    "permanent": (
        "seed",
        {
            "RetrylensAuthPermanentErrors",
            "RetrylensQuotaExhausted",
            "RetrylensPermanentErrorRatioHigh",
            "RetrylensExecSLOBurnRateFast",
            "RetrylensExecSLOBurnRateSlow",
        },
    ),
    # Half the execs lose their first stream (drop, reset, empty error event) and recover on
    # the session's retry: a third of the calls are cut, every exec succeeds, 1.5 calls each.
    "transient": ("seed", {"RetrylensStreamDropsSpiking"}),
    # The same brownout under `coordinated`, on providers that have answered before: a burst
    # of concurrent cuts right after a success is no outage to the token bucket (its success
    # window), so the retries stay on and every exec succeeds, as under the seed policy.
    "coordinated": ("coordinated", {"RetrylensStreamDropsSpiking"}),
    # A full outage (every call a 503) under `coordinated`: the bucket refuses the retries
    # after ten failures in a row, execs end budget_exhausted and burn the SLO.
    "outage": (
        "coordinated",
        {
            "RetrylensRetryBudgetExhausted",
            "RetrylensExecSLOBurnRateFast",
            "RetrylensExecSLOBurnRateSlow",
        },
    ),
}


def _alert_states(url: str) -> dict[str, str]:
    alerts = httpx.get(f"{url}/api/v1/alerts", timeout=5).json()["data"]["alerts"]
    return {a["labels"]["alertname"]: a["state"] for a in alerts}


def _evaluated_since(url: str, since: float) -> bool:
    """Every rule group was evaluated after ``since`` (epoch seconds)."""
    groups = httpx.get(f"{url}/api/v1/rules", timeout=5).json()["data"]["groups"]
    stamps = [g["lastEvaluation"][:26].rstrip("Z") for g in groups]  # RFC 3339, UTC
    return all(
        datetime.datetime.fromisoformat(t).replace(tzinfo=datetime.timezone.utc).timestamp() > since
        for t in stamps
    )


@pytest.mark.parametrize("workload", list(WORKLOADS))
def test_each_alert_fires_or_stays_quiet_as_its_runbook_says(
    tmp_path: Path, captured: Captured, workload: str
) -> None:
    """Per workload, exactly the alerts the runbook names fire; drops and calls match the server."""
    policy, expected = WORKLOADS[workload]
    assert expected <= set(ALERTS)
    server = FaultServer(_Chooser(workload), chunks=4)
    with _scraped(tmp_path, captured, server) as prom:
        done = 0
        for _ in range(3):
            warm = workload == "coordinated"
            asyncio.run(_numbered_workload(server, captured.telemetry, policy, done, 40, warm))
            done += 40 + (2 if warm else 0)
            _wait(
                lambda d=done: _numbers(prom, "sum(retrylens_exec_total)") == [d],
                30,
                f"{done} execs scraped",
                tmp_path,
            )
        # Every model call and every cut the server made is counted, once.
        cuts = sum(server.counts[k] for k in CUTS)
        assert (workload in ("permanent", "outage")) == (cuts == 0)
        scraped_calls = _numbers(prom, "sum(retrylens_model_calls_total)")
        clients = [s for s in captured.spans() if s.name.startswith("chat ")]
        assert scraped_calls == [server.requests] == [len(clients)]
        assert _numbers(prom, "sum(retrylens_stream_drops_total)") == [cuts]
        # Exactly the expected alerts fire, and the rest stay quiet after one more round.
        _wait(
            lambda: {a for a, st in _alert_states(prom).items() if st == "firing"} == expected,
            30,
            f"alerts {sorted(expected)} firing, and only those",
            tmp_path,
        )
        settled = time.time()
        _wait(lambda: _evaluated_since(prom, settled + 1), 30, "another evaluation", tmp_path)
        states = _alert_states(prom)
        assert {a for a, st in states.items() if st == "firing"} == expected, states
        assert set(states) == expected, states  # nothing else even pending


async def _numbered_workload(
    server: FaultServer,
    telemetry: rl.telemetry.Telemetry,
    policy: str,
    start: int,
    n: int,
    warm: bool = False,
) -> None:
    """Execs ``q <start>`` … ``q <start+n-1>``, alternating OpenAI and Anthropic.

    ``warm``: each provider first answers one exec (``warm 1``, never cut) on its own.
    """
    async with (
        rl.OpenAIChatProvider(model="gpt-live", base_url=server.openai_url) as oa,
        rl.AnthropicProvider(model="claude-live", base_url=server.url) as an,
    ):
        runtimes = [
            rl.Runtime(p, telemetry=telemetry, policy=policy, keep_history=False) for p in (oa, an)
        ]

        async def one(i: int) -> None:
            with contextlib.suppress(rl.ExecError):
                await runtimes[i % 2].async_exec(f"q {i}")

        if warm:
            for rt in runtimes:
                await rt.async_exec("warm 1")

        await asyncio.gather(*(one(i) for i in range(start, start + n)))
