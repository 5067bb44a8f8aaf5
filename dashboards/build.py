"""Build dashboards/retrylens.json (run `python dashboards/build.py`; a test checks it is current).

The dashboard is code so that every panel, query and description is reviewed as text; the
JSON is the artifact users import into Grafana (classic dashboard JSON model).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DS = {"type": "prometheus", "uid": "${datasource}"}
RI = "$__rate_interval"
OUT = Path(__file__).with_name("retrylens.json")
PERMANENT_RATIO_ALERT = 0.05  # keep equal to RetrylensPermanentErrorRatioHigh in the rules

_next_id = 0


def _id() -> int:
    global _next_id
    _next_id += 1
    return _next_id


def target(
    expr: str, legend: str, *, ref: str = "A", exemplar: bool = False, fmt: str = "time_series"
) -> dict[str, Any]:
    if expr.startswith("histogram_quantile("):
        # A series with no observations in the window has a NaN quantile: leave it out
        # rather than draw it (p99 by outcome would otherwise show every idle outcome).
        expr = f"{expr} >= 0"
    return {
        "datasource": DS,
        "refId": ref,
        "expr": expr,
        "legendFormat": legend,
        "range": True,
        "instant": False,
        "exemplar": exemplar,
        "format": fmt,
        "editorMode": "code",
    }


def panel(
    title: str,
    description: str,
    targets: list[dict[str, Any]],
    grid: tuple[int, int, int, int],
    *,
    kind: str = "timeseries",
    unit: str = "short",
    stack: bool = False,
    thresholds: list[dict[str, Any]] | None = None,
    threshold_line: bool = False,
    extra: dict[str, Any] | None = None,
) -> dict[str, Any]:
    x, y, w, h = grid
    custom: dict[str, Any] = {
        "drawStyle": "line",
        "lineWidth": 1,
        "fillOpacity": 10,
        "showPoints": "never",
    }
    if stack:
        custom["stacking"] = {"mode": "normal", "group": "A"}
    if threshold_line:
        custom["thresholdsStyle"] = {"mode": "line+area"}
    p: dict[str, Any] = {
        "id": _id(),
        "type": kind,
        "title": title,
        "description": description,
        "datasource": DS,
        "gridPos": {"x": x, "y": y, "w": w, "h": h},
        "targets": targets,
        "fieldConfig": {
            "defaults": {
                "unit": unit,
                "custom": custom if kind == "timeseries" else {},
                "thresholds": {
                    "mode": "absolute",
                    "steps": thresholds or [{"color": "green", "value": None}],
                },
            },
            "overrides": [],
        },
        "options": {
            "legend": {"showLegend": True, "displayMode": "list", "placement": "bottom"},
            "tooltip": {"mode": "multi", "sort": "desc"},
        },
    }
    if extra:
        p.update(extra)
    return p


def query_variable(name: str, label: str, metric: str) -> dict[str, Any]:
    """A multi-select template variable over the values of label ``name`` of ``metric``."""
    query = f"label_values({metric}, {name})"
    return {
        "name": name,
        "label": label,
        "type": "query",
        "datasource": DS,
        "query": {"query": query, "refId": name},
        "definition": query,
        "includeAll": True,
        "multi": True,
        "allValue": ".*",
        "current": {},
        "refresh": 2,
        "sort": 1,
        "options": [],
    }


def row(title: str, y: int) -> dict[str, Any]:
    return {
        "id": _id(),
        "type": "row",
        "title": title,
        "collapsed": False,
        "gridPos": {"x": 0, "y": y, "w": 24, "h": 1},
        "panels": [],
    }


def build() -> dict[str, Any]:
    global _next_id
    _next_id = 0
    panels: list[dict[str, Any]] = [
        row("Is it working? Exec outcomes", 0),
        panel(
            "Exec outcomes (per second)",
            "Runtime.exec() calls by final outcome. 'permanent' and 'context_overflow' fail fast "
            "by design; a rise in 'exhausted' means transient faults outlast the retry schedule.",
            [
                target(
                    f'sum by (outcome) (rate(retrylens_exec_total{{job=~"$job"}}[{RI}]))',
                    "{{outcome}}",
                )
            ],
            (0, 1, 16, 8),
            unit="reqps",
            stack=True,
        ),
        panel(
            "Exec success ratio",
            "Share of execs that returned an answer (cancelled execs excluded). The SLO alerts "
            "page when this drops far enough to burn the 99% budget.",
            [
                target(
                    f'sum(rate(retrylens_exec_total{{job=~"$job",outcome="success"}}[{RI}])) '
                    f'/ sum(rate(retrylens_exec_total{{job=~"$job",outcome!="cancelled"}}[{RI}]))',
                    "success ratio",
                )
            ],
            (16, 1, 8, 8),
            kind="stat",
            unit="percentunit",
            thresholds=[
                {"color": "red", "value": None},
                {"color": "orange", "value": 0.95},
                {"color": "green", "value": 0.99},
            ],
        ),
        row("Retry amplification: the two layers multiply", 9),
        panel(
            "Model calls per exec (average, p50, p99)",
            "Provider calls made by one exec. 1 means no retries; with defaults the worst case is "
            "12 (3 runtime attempts x 4 session calls). A climbing average is a retry storm.",
            [
                target(
                    f'sum(rate(retrylens_model_calls_per_exec_sum{{job=~"$job"}}[{RI}])) '
                    f'/ sum(rate(retrylens_model_calls_per_exec_count{{job=~"$job"}}[{RI}]))',
                    "average",
                ),
                target(
                    f'histogram_quantile(0.5, sum by (le) (rate(retrylens_model_calls_per_exec_bucket{{job=~"$job"}}[{RI}])))',
                    "p50",
                    ref="B",
                ),
                target(
                    f'histogram_quantile(0.99, sum by (le) (rate(retrylens_model_calls_per_exec_bucket{{job=~"$job"}}[{RI}])))',
                    "p99",
                    ref="C",
                ),
            ],
            (0, 10, 12, 8),
            thresholds=[{"color": "green", "value": None}, {"color": "orange", "value": 2}],
            threshold_line=True,
        ),
        panel(
            "Model calls per exec (distribution)",
            "How many execs needed 1, 2, 3 ... 24 provider calls in each interval. Mass at 4, 8 "
            "and 12 is the session (4 calls) and runtime (x3) layers multiplying.",
            [
                target(
                    f'sum by (le) (increase(retrylens_model_calls_per_exec_bucket{{job=~"$job"}}[{RI}]))',
                    "{{le}}",
                    fmt="heatmap",
                )
            ],
            (12, 10, 12, 8),
            kind="heatmap",
            extra={
                "options": {
                    "calculate": False,
                    "yAxis": {"axisLabel": "model calls"},
                    "cellGap": 1,
                    "color": {"scheme": "Oranges", "mode": "scheme"},
                }
            },
        ),
        panel(
            "Attempts by layer and classification",
            "Every attempt of both layers and how it was judged: session 'retryable' / "
            "'empty_error_message' are retried with 2/4/8 s backoff, runtime 'transient' with 1.5/3 s.",
            [
                target(
                    f'sum by (layer, classification) (rate(retrylens_attempts_total{{job=~"$job"}}[{RI}]))',
                    "{{layer}} / {{classification}}",
                )
            ],
            (0, 18, 12, 8),
            unit="reqps",
        ),
        panel(
            "Execs waiting in backoff, by layer",
            "Seconds of backoff scheduled per second of wall time (s/s): the average number of "
            "execs asleep between attempts at any moment. 5 means five callers are waiting out "
            "a backoff right now: latency they feel.",
            [
                target(
                    f'sum by (layer) (rate(retrylens_backoff_seconds_sum{{job=~"$job"}}[{RI}]))',
                    "{{layer}}",
                )
            ],
            (12, 18, 12, 8),
            unit="short",
            stack=True,
        ),
        row("Stream drops and provider health", 26),
        panel(
            "Stream drops by provider and kind",
            "Every provider call whose stream was cut, under every policy: an error event with "
            "no text (empty_error_message), a transport error once the request was sent "
            "(transport: reset, peer closed mid-body, SSL EOF) or a stream that ended without "
            "its final event (incomplete). Retried as transient; a spike points at the network "
            "path, a proxy or the gateway.",
            [
                target(
                    f'sum by (provider, kind) (rate(retrylens_stream_drops_total{{job=~"$job",provider=~"$provider"}}[{RI}]))',
                    "{{provider}} {{kind}}",
                )
            ],
            (0, 27, 12, 8),
            unit="reqps",
        ),
        panel(
            "Model calls by provider and result",
            "Every provider call: ok, in-band error event, HTTP error status, or transport error "
            "(raised by the connection itself).",
            [
                target(
                    f'sum by (provider, result) (rate(retrylens_model_calls_total{{job=~"$job",provider=~"$provider"}}[{RI}]))',
                    "{{provider}} / {{result}}",
                )
            ],
            (12, 27, 12, 8),
            unit="reqps",
            stack=True,
        ),
        row("What retry cannot fix", 35),
        panel(
            "Permanent errors by category (per second)",
            "Execs stopped at once because an identical retry would fail identically: 'auth' "
            "(expired gateway login — renew it before the batch), 'api_key', 'image'.",
            [
                target(
                    f'sum by (category) (rate(retrylens_permanent_errors_total{{job=~"$job"}}[{RI}]))',
                    "{{category}}",
                )
            ],
            (0, 36, 8, 8),
            unit="reqps",
            stack=True,
        ),
        panel(
            "Permanent errors as a share of execs",
            f"Permanent errors divided by execs. The line is the alert threshold "
            f"({PERMANENT_RATIO_ALERT:.0%}, RetrylensPermanentErrorRatioHigh).",
            [
                target(
                    f'sum(rate(retrylens_permanent_errors_total{{job=~"$job"}}[{RI}])) '
                    f'/ sum(rate(retrylens_exec_total{{job=~"$job"}}[{RI}]))',
                    "permanent / execs",
                )
            ],
            (8, 36, 8, 8),
            unit="percentunit",
            thresholds=[
                {"color": "green", "value": None},
                {"color": "red", "value": PERMANENT_RATIO_ALERT},
            ],
            threshold_line=True,
        ),
        panel(
            "Context overflows by provider",
            "Calls rejected because the prompt does not fit the model's context. Never retried; "
            "only compaction (the compact hook) fixes these.",
            [
                target(
                    f'sum by (provider) (rate(retrylens_context_overflows_total{{job=~"$job",provider=~"$provider"}}[{RI}]))',
                    "{{provider}}",
                )
            ],
            (16, 36, 8, 8),
            unit="reqps",
        ),
        row("Retry budgets and Retry-After (opt-in policies)", 44),
        panel(
            "Retries refused by a retry budget, by layer",
            "Retries the per-exec ledger (max_model_calls) or the per-provider token bucket "
            "refused. During an outage this is what keeps retries from multiplying; a steady "
            "rate means the provider is down for long stretches.",
            [
                target(
                    f'sum by (layer) (rate(retrylens_retry_budget_exhausted_total{{job=~"$job"}}[{RI}]))',
                    "{{layer}}",
                )
            ],
            (0, 45, 12, 8),
            unit="reqps",
        ),
        panel(
            "Retry-After asked by servers, by provider (p50 / p99)",
            "How long providers asked callers to wait (Retry-After / retry-after-ms), on every "
            "call that carried one, under every policy. Policies that honour it wait that long "
            "(up to max_retry_after_s; longer fails fast as retry_after_too_long); the seed "
            "policy ignores it.",
            [
                target(
                    f'histogram_quantile(0.5, sum by (le, provider) (rate(retrylens_server_retry_after_seconds_bucket{{job=~"$job",provider=~"$provider"}}[{RI}])))',
                    "p50 {{provider}}",
                ),
                target(
                    f'histogram_quantile(0.99, sum by (le, provider) (rate(retrylens_server_retry_after_seconds_bucket{{job=~"$job",provider=~"$provider"}}[{RI}])))',
                    "p99 {{provider}}",
                    ref="B",
                ),
            ],
            (12, 45, 12, 8),
            unit="s",
        ),
        row("Latency", 53),
        panel(
            "Exec latency p50 / p95 / p99 (with exemplars)",
            "Wall time of Runtime.exec(), backoff included (46.5 s worst case with defaults). "
            "Exemplar dots link to the trace of a real exec: click one to open the worst call.",
            [
                target(
                    f'histogram_quantile(0.5, sum by (le) (rate(retrylens_exec_duration_seconds_bucket{{job=~"$job"}}[{RI}])))',
                    "p50",
                    exemplar=True,
                ),
                target(
                    f'histogram_quantile(0.95, sum by (le) (rate(retrylens_exec_duration_seconds_bucket{{job=~"$job"}}[{RI}])))',
                    "p95",
                    ref="B",
                    exemplar=True,
                ),
                target(
                    f'histogram_quantile(0.99, sum by (le) (rate(retrylens_exec_duration_seconds_bucket{{job=~"$job"}}[{RI}])))',
                    "p99",
                    ref="C",
                    exemplar=True,
                ),
            ],
            (0, 54, 12, 8),
            unit="s",
        ),
        panel(
            "Exec latency p99 by outcome (with exemplars)",
            "Failed execs are slow because they wait out every backoff; permanent errors are fast "
            "because they stop at once.",
            [
                target(
                    f'histogram_quantile(0.99, sum by (le, outcome) (rate(retrylens_exec_duration_seconds_bucket{{job=~"$job"}}[{RI}])))',
                    "{{outcome}}",
                    exemplar=True,
                )
            ],
            (12, 54, 12, 8),
            unit="s",
        ),
        panel(
            "Model call latency p99 by provider and model (with exemplars)",
            "One provider call (not the exec): successful calls only, so a slow model shows "
            "apart from slow failures. The model label keeps the first 20 models; later ones "
            "are 'other'.",
            [
                target(
                    f'histogram_quantile(0.99, sum by (le, provider, model) (rate(retrylens_model_call_duration_seconds_bucket{{job=~"$job",provider=~"$provider",result="ok"}}[{RI}])))',
                    "{{provider}} {{model}}",
                    exemplar=True,
                )
            ],
            (0, 62, 12, 8),
            unit="s",
        ),
        panel(
            "Time to first token p50 / p99 by provider and model",
            "From the start of a provider call to its first text: what a streaming user waits "
            "before anything appears.",
            [
                target(
                    f'histogram_quantile(0.5, sum by (le, provider, model) (rate(retrylens_time_to_first_token_seconds_bucket{{job=~"$job",provider=~"$provider"}}[{RI}])))',
                    "p50 {{provider}} {{model}}",
                ),
                target(
                    f'histogram_quantile(0.99, sum by (le, provider, model) (rate(retrylens_time_to_first_token_seconds_bucket{{job=~"$job",provider=~"$provider"}}[{RI}])))',
                    "p99 {{provider}} {{model}}",
                    ref="B",
                ),
            ],
            (12, 62, 12, 8),
            unit="s",
        ),
        row("Streaming: what users see while the answer arrives", 70),
        panel(
            "Exec time to first token p50 / p99 (after retries)",
            "Runtime.stream: from the exec's start to the first piece of the answer it kept, "
            "retries and backoff included. Far above the per-call TTFT means users wait out "
            "retries before anything appears.",
            [
                target(
                    f'histogram_quantile(0.5, sum by (le, provider) (rate(retrylens_exec_time_to_first_token_seconds_bucket{{job=~"$job",provider=~"$provider"}}[{RI}])))',
                    "p50 {{provider}}",
                ),
                target(
                    f'histogram_quantile(0.99, sum by (le, provider) (rate(retrylens_exec_time_to_first_token_seconds_bucket{{job=~"$job",provider=~"$provider"}}[{RI}])))',
                    "p99 {{provider}}",
                    ref="B",
                ),
            ],
            (0, 71, 8, 8),
            unit="s",
        ),
        panel(
            "Restarts after output (per second, by layer)",
            "A retry after pieces of the failed answer had reached the user, who saw the text "
            "cleared and started over. Stream drops mid-answer cause them; see the runbook.",
            [
                target(
                    f'sum by (layer) (rate(retrylens_stream_restarts_total{{job=~"$job"}}[{RI}]))',
                    "{{layer}}",
                )
            ],
            (8, 71, 8, 8),
            unit="reqps",
            stack=True,
        ),
        panel(
            "Streamed pieces and bytes (per second)",
            "Text, tool-call and reasoning deltas handed to stream consumers, and their UTF-8 "
            "bytes, by provider.",
            [
                target(
                    f'sum by (provider) (rate(retrylens_stream_chunks_total{{job=~"$job",provider=~"$provider"}}[{RI}]))',
                    "pieces {{provider}}",
                ),
                target(
                    f'sum by (provider) (rate(retrylens_stream_bytes_total{{job=~"$job",provider=~"$provider"}}[{RI}]))',
                    "bytes {{provider}}",
                    ref="B",
                ),
            ],
            (16, 71, 8, 8),
        ),
        row("Fleet: failover and the shared retry budget", 79),
        panel(
            "Failovers (per second, from → to, why)",
            "Runtime attempts moved to the next provider (Runtime(fallbacks=...)): an outage "
            "(transient, budget, retry_after) or an unknown model (not_found). 0 when no "
            "runtime has fallbacks or none was needed.",
            [
                target(
                    f'sum by (from, to, reason) (rate(retrylens_failovers_total{{job=~"$job"}}[{RI}])) or vector(0)',
                    "{{from}} → {{to}} ({{reason}})",
                )
            ],
            (0, 80, 12, 8),
            unit="reqps",
        ),
        panel(
            "Shared retry budget: verdicts by source, backend errors (per second)",
            "Token-bucket updates through Redis (RedisBudget): 'shared' verdicts came from "
            "Redis, 'local' ones from this process's bucket while Redis could not answer "
            "within wait_s (its circuit open). Errors by reason: timeout, connection, error.",
            [
                target(
                    f'sum by (source) (rate(retrylens_budget_decisions_total{{job=~"$job"}}[{RI}]))',
                    "{{source}}",
                ),
                target(
                    f'sum by (reason) (rate(retrylens_budget_backend_errors_total{{job=~"$job"}}[{RI}]))',
                    "errors: {{reason}}",
                    ref="B",
                ),
            ],
            (12, 80, 12, 8),
            unit="reqps",
        ),
    ]
    return {
        "uid": "retrylens-overview",
        "title": "retrylens — model-call retries",
        "description": "Two-layer retry stack of retrylens: outcomes, multiplied retries, stream drops, permanent errors, backoff and latency.",
        "tags": ["retrylens", "llm", "retries"],
        "editable": True,
        "graphTooltip": 1,
        "schemaVersion": 39,
        "version": 1,
        "refresh": "30s",
        "time": {"from": "now-1h", "to": "now"},
        "timepicker": {},
        "timezone": "browser",
        "links": [],
        "annotations": {
            "list": [
                {
                    "builtIn": 1,
                    "datasource": {"type": "grafana", "uid": "-- Grafana --"},
                    "enable": True,
                    "hide": True,
                    "iconColor": "rgba(0, 211, 255, 1)",
                    "name": "Annotations & Alerts",
                    "type": "dashboard",
                }
            ]
        },
        "templating": {
            "list": [
                {
                    "name": "datasource",
                    "label": "Prometheus",
                    "type": "datasource",
                    "query": "prometheus",
                    "current": {},
                    "hide": 0,
                    "refresh": 1,
                    "options": [],
                },
                query_variable("job", "Job", "retrylens_exec_total"),
                query_variable("provider", "Provider", "retrylens_model_calls_total"),
            ]
        },
        "panels": panels,
    }


def render() -> str:
    return json.dumps(build(), indent=2, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    OUT.write_text(render(), encoding="utf-8")
    print(f"wrote {OUT}")
