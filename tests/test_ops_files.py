"""The shipped ops files: Grafana dashboard, Prometheus rules (promtool), collector config."""

from __future__ import annotations

import contextlib
import json
import re
import subprocess
import sys
from typing import Any

import pytest
import yaml
from prometheus_client import CollectorRegistry

import retrylens as rl
from retrylens._decisions import (
    EXEC_OUTCOMES,
    PERMANENT_CATEGORIES,
    RUNTIME_CLASSIFICATIONS,
    SESSION_CLASSIFICATIONS,
)
from retrylens.telemetry._prometheus import metrics_for
from retrylens.testing import ScriptedProvider, error_event

from .ops_helpers import (
    DASHBOARDS,
    ROOT,
    RULE_TESTS,
    RULES,
    dashboard_exprs,
    dashboard_panels,
    require_binary,
)
from .texts import UNKNOWN_ERROR

DASHBOARD = ROOT / "dashboards" / "retrylens.json"


def test_dashboard_is_built_from_its_source() -> None:
    """dashboards/retrylens.json is exactly what dashboards/build.py renders."""
    sys.path.insert(0, str(ROOT / "dashboards"))
    try:
        import build
    finally:
        sys.path.pop(0)
    assert DASHBOARD.read_text(encoding="utf-8") == build.render()


def test_dashboard_model() -> None:
    """Classic JSON model, schemaVersion >= 39, stable uid, a prometheus datasource variable."""
    data = json.loads(DASHBOARD.read_text(encoding="utf-8"))
    assert data["schemaVersion"] >= 39
    assert data["uid"] == "retrylens-overview"
    variables = {v["name"]: v for v in data["templating"]["list"]}
    assert variables["datasource"]["type"] == "datasource"
    assert variables["datasource"]["query"] == "prometheus"
    ids = [p["id"] for p in dashboard_panels(DASHBOARD)]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("path", DASHBOARDS, ids=lambda p: p.name)
def test_every_panel_uses_the_datasource_variable(path: Any) -> None:
    """Every panel and target uses ${datasource} (works imported and provisioned)."""
    for p in dashboard_panels(path):
        if p["type"] == "row":
            continue
        assert p["datasource"] == {"type": "prometheus", "uid": "${datasource}"}, p["title"]
        assert p["description"], p["title"]
        for t in p["targets"]:
            assert t["datasource"]["uid"] == "${datasource}"


def test_dashboard_has_the_panels_on_call_needs() -> None:
    """The views on-call needs exist: outcomes, amplification, drops, permanent, latency."""
    exprs = " ".join(e for _, e in dashboard_exprs(DASHBOARD))
    for metric in (
        "retrylens_exec_total",
        "retrylens_model_calls_per_exec_bucket",
        "retrylens_model_calls_per_exec_sum",
        "retrylens_attempts_total",
        "retrylens_stream_drops_total",
        "retrylens_permanent_errors_total",
        "retrylens_backoff_seconds_sum",
        "retrylens_exec_duration_seconds_bucket",
        "retrylens_context_overflows_total",
        "retrylens_retry_budget_exhausted_total",
        "retrylens_server_retry_after_seconds_bucket",
        "retrylens_model_call_duration_seconds_bucket",
        "retrylens_time_to_first_token_seconds_bucket",
    ):
        assert metric in exprs, metric
    types = {p["type"] for p in dashboard_panels(DASHBOARD)}
    assert "heatmap" in types
    latency = [
        p
        for p in dashboard_panels(DASHBOARD)
        if p["type"] != "row" and "latency" in p["title"].lower()
    ]
    assert latency and all(t["exemplar"] for p in latency for t in p["targets"])


def test_permanent_ratio_threshold_matches_alert() -> None:
    """The threshold drawn on the permanent-ratio panel is the alert's threshold."""
    (panel,) = [
        p
        for p in dashboard_panels(DASHBOARD)
        if p["title"] == "Permanent errors as a share of execs"
    ]
    steps = panel["fieldConfig"]["defaults"]["thresholds"]["steps"]
    threshold = steps[-1]["value"]
    assert panel["fieldConfig"]["defaults"]["custom"]["thresholdsStyle"]["mode"].startswith("line")
    rules = yaml.safe_load(RULES.read_text(encoding="utf-8"))
    alerts = {r["alert"]: r for g in rules["groups"] for r in g["rules"] if "alert" in r}
    assert alerts["RetrylensPermanentErrorRatioHigh"]["expr"].strip().endswith(f"> {threshold}")


def test_rules_naming_and_alert_metadata() -> None:
    """Recording rules are level:metric:operations; alerts carry severity and their texts."""
    rules = yaml.safe_load(RULES.read_text(encoding="utf-8"))
    records = [r for g in rules["groups"] for r in g["rules"] if "record" in r]
    alerts = [r for g in rules["groups"] for r in g["rules"] if "alert" in r]
    assert records and alerts
    for r in records:
        level, metric, ops = r["record"].split(":")
        assert level and metric.startswith("retrylens_") and ops
    for a in alerts:
        assert a["labels"]["severity"] in ("page", "ticket")
        assert {"summary", "description", "runbook"} <= set(a["annotations"])
    names = {a["alert"] for a in alerts}
    assert {
        "RetrylensAuthPermanentErrors",
        "RetrylensPermanentErrorRatioHigh",
        "RetrylensRetryAmplificationHigh",
        "RetrylensStreamDropsSpiking",
        "RetrylensExhaustionRatioHigh",
        "RetrylensExecSLOBurnRateFast",
        "RetrylensExecSLOBurnRateSlow",
        "RetrylensRetryBudgetExhausted",
        "RetrylensQuotaExhausted",
    } <= names


def test_every_alert_has_a_firing_and_a_quiet_unit_test() -> None:
    """Each alert is unit-tested both firing and staying quiet."""
    rules = yaml.safe_load(RULES.read_text(encoding="utf-8"))
    alerts = {r["alert"] for g in rules["groups"] for r in g["rules"] if "alert" in r}
    tests = yaml.safe_load(RULE_TESTS.read_text(encoding="utf-8"))["tests"]
    fires: set[str] = set()
    quiet: set[str] = set()
    for t in tests:
        for case in t.get("alert_rule_test", []):
            (fires if case.get("exp_alerts") else quiet).add(case["alertname"])
    assert alerts <= fires
    assert alerts <= quiet


def test_promtool_check_rules() -> None:
    """Promtool check rules accepts the rules file."""
    promtool = require_binary("promtool")
    proc = subprocess.run(
        [promtool, "check", "rules", str(RULES)], capture_output=True, text=True, check=False
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_promtool_test_rules() -> None:
    """Promtool test rules passes every alert's firing and quiet cases."""
    promtool = require_binary("promtool")
    proc = subprocess.run(
        [promtool, "test", "rules", str(RULE_TESTS)],
        capture_output=True,
        text=True,
        check=False,
        cwd=RULES.parent,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "SUCCESS" in proc.stdout


#: The label vocabularies of the metrics, from the decision module's Literals.
VOCABULARY = {
    "outcome": set(EXEC_OUTCOMES),
    "classification": set(SESSION_CLASSIFICATIONS) | set(RUNTIME_CLASSIFICATIONS),
    "category": set(PERMANENT_CATEGORIES),
    "layer": {"session", "runtime"},
}
_MATCHER = re.compile(r'\b(outcome|classification|category|layer)\s*(=~|!~|!=|=)\s*"([^"]*)"')


def _queries() -> list[tuple[str, str]]:
    out = [
        (f"{path.name}: {title}", expr)
        for path in DASHBOARDS
        for title, expr in dashboard_exprs(path)
    ]
    for path in (RULES, RULE_TESTS):
        for match in re.finditer(
            r"(?:expr|series): *['>]?\s*([^\n]+(?:\n {10,}[^\n]+)*)", path.read_text()
        ):
            out.append((path.name, match.group(1)))
    return out


def test_every_label_value_in_dashboards_and_rules_is_one_the_stack_emits() -> None:
    """Dashboards, alerts and rule tests name only label values a decision can emit."""
    unknown = []
    for where, expr in _queries():
        for label, _, values in _MATCHER.findall(expr):
            for value in values.split("|"):
                if value and value != ".*" and value not in VOCABULARY[label]:
                    unknown.append((where, label, value))
    assert unknown == []


def test_every_label_value_the_stack_emits_is_pre_initialised() -> None:
    """Whatever a run emits, every label value is one of the vocabulary (known from the start)."""
    registry = CollectorRegistry()
    metrics_for(registry)
    start = {
        (s.name, tuple(sorted(s.labels.items()))) for m in registry.collect() for s in m.samples
    }
    telemetry = rl.telemetry.Telemetry(registry=registry)
    scripts: list[str | BaseException | rl.AssistantMessage] = [
        "ok",
        error_event(""),
        error_event("invalid x-api-key"),
        error_event("prompt is too long"),
        error_event(UNKNOWN_ERROR),
        rl.AssistantMessage(stop_reason="refusal", content="no"),
        TypeError("bug"),
    ]
    with rl.testing.recorded_sleeps():
        for outcome in scripts:
            with contextlib.suppress(Exception):
                provider = ScriptedProvider([outcome, "ok"])
                rl.Runtime(provider, telemetry=telemetry, max_retries=2).exec("q")
    for metric in registry.collect():
        for sample in metric.samples:
            for label, value in sample.labels.items():
                if label in VOCABULARY:
                    assert value in VOCABULARY[label], (sample.name, label, value)
    for name in (
        "retrylens_exec_total",
        "retrylens_attempts_total",
        "retrylens_permanent_errors_total",
    ):
        seen = {
            (s.name, tuple(sorted(s.labels.items())))
            for m in registry.collect()
            for s in m.samples
            if s.name == name
        }
        assert seen <= start, f"{name} grew a series not initialised at 0"
