"""The dashboards, rules and exemplars against a real Prometheus scraping a live workload."""

from __future__ import annotations

import asyncio
import contextlib
import re
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from prometheus_client import CollectorRegistry, start_http_server

import retrylens as rl
from retrylens.testing import FAULT_HEADER, FaultServer

from .conftest import Captured
from .ops_helpers import DASHBOARDS, RULES, concrete, dashboard_exprs, require_binary

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


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


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
    port = _free_port()
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
            with contextlib.suppress(rl.ExecError):
                await runtimes[i % len(runtimes)].async_exec(f"question {i}")

        await asyncio.gather(*(one(i) for i in range(n)))


def test_dashboards_rules_alerts_and_exemplars_against_real_prometheus(
    tmp_path: Path, captured: Captured
) -> None:
    """A live chaos workload scraped by Prometheus: queries, rules, the auth alert, exemplars."""
    registry: CollectorRegistry = captured.registry
    metrics_server, _ = start_http_server(0, addr="127.0.0.1", registry=registry)
    port = metrics_server.server_address[1]
    server = FaultServer(lambda i, api, body: MIX[i % len(MIX)])
    try:
        with (
            server,
            rl.testing.recorded_sleeps(),
            _prometheus(tmp_path, f"127.0.0.1:{port}", _fast_rules(tmp_path)) as prom,
        ):
            _wait(
                lambda: _query(prom, 'up{job="retrylens-live"}')[0]["value"][1] == "1",
                30,
                "first scrape",
                tmp_path,
            )
            done = 0
            for _ in range(3):  # bursts between scrapes, so every rate() sees an increase
                asyncio.run(_workload(server, captured.telemetry, 36))
                done += 36
                _wait(
                    lambda d=done: (
                        float(
                            _query(prom, 'sum(retrylens_exec_total{job="retrylens-live"})')[0][
                                "value"
                            ][1]
                        )
                        >= d
                    ),
                    30,
                    f"{done} execs scraped",
                    tmp_path,
                )

            # (a) every PromQL expression of every dashboard returns at least one series
            for path in DASHBOARDS:
                for title, expr in dashboard_exprs(path):
                    q = concrete(expr)
                    _wait(
                        lambda q=q: len(_query(prom, q)) > 0,
                        20,
                        f"series for {title!r}: {q}",
                        tmp_path,
                    )

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
            trace_ids = {
                e["labels"]["trace_id"] for series in r["data"] for e in series["exemplars"]
            }
            exported = {format(s.context.trace_id, "032x") for s in captured.spans()}
            assert trace_ids, "no exemplars stored"
            assert trace_ids <= exported
            assert all(re.fullmatch(r"[0-9a-f]{32}", t) for t in trace_ids)
    finally:
        metrics_server.shutdown()
        metrics_server.server_close()
