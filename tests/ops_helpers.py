"""Helpers for the ops-file tests: required binaries, dashboard queries."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "prometheus" / "retrylens.rules.yml"
RULE_TESTS = ROOT / "prometheus" / "retrylens.rules.test.yml"
DASHBOARDS = sorted((ROOT / "dashboards").glob("*.json"))
COLLECTOR = ROOT / "otel-collector.yaml"


def require_binary(name: str) -> str:
    """The path of ``name``; in CI a missing binary fails the test instead of skipping it."""
    path = shutil.which(name)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"{name} is required in CI (apt-get install prometheus)")
        pytest.skip(f"{name} not installed (apt-get install prometheus)")
    return path


def dashboard_panels(path: Path) -> list[dict[str, Any]]:
    """Every panel of a dashboard, rows' nested panels included."""
    data = json.loads(path.read_text(encoding="utf-8"))
    out: list[dict[str, Any]] = []
    for p in data["panels"]:
        out.append(p)
        out.extend(p.get("panels", []))
    return out


def dashboard_exprs(path: Path) -> list[tuple[str, str]]:
    """(panel title, PromQL) for every query target of a dashboard."""
    return [
        (p["title"], t["expr"])
        for p in dashboard_panels(path)
        for t in p.get("targets", [])
        if "expr" in t
    ]


def concrete(expr: str, rate_interval: str = "1m") -> str:
    """A dashboard expression with Grafana's variables replaced by values Prometheus accepts."""
    expr = expr.replace("$__rate_interval", rate_interval).replace("$__interval", rate_interval)
    return re.sub(r"\$\{?\w+\}?", ".*", expr)
