"""The end-of-run report of ``retrylens demo``: tables and the worst exec's span tree."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

from prometheus_client import CollectorRegistry
from rich.console import Console
from rich.table import Table
from rich.tree import Tree

from ._demo import Plan


def _samples(registry: CollectorRegistry, name: str) -> list[tuple[dict[str, str], float]]:
    out = []
    for family in registry.collect():
        for s in family.samples:
            if s.name == name:
                out.append((dict(s.labels), float(s.value)))
    return out


@dataclass
class Report:
    """Numbers of one demo run, from the server, the metrics and the spans."""

    plan: Plan
    outcomes: Counter[str]
    calls_per_exec: Counter[int]
    server_requests: int
    client_calls: int
    client_spans: int
    stream_drops: dict[str, float]
    permanent: dict[str, float]
    overflows: dict[str, float]
    backoff_s: dict[str, tuple[float, int]]
    worst: list[Any]
    wall_s: float
    time_scale: float

    @property
    def counts_agree(self) -> bool:
        """Server-side requests, client-side metric and CLIENT spans all agree."""
        return self.server_requests == self.client_calls == self.client_spans

    @classmethod
    def collect(
        cls,
        plan: Plan,
        outcomes: Counter[str],
        spans: list[Any],
        registry: CollectorRegistry,
        server_requests: int,
        wall_s: float,
        time_scale: float,
    ) -> Report:
        execs = [s for s in spans if s.name == "retrylens.exec"]
        calls = Counter(int((s.attributes or {}).get("retrylens.model_calls", 0)) for s in execs)
        client_calls = int(sum(v for _, v in _samples(registry, "retrylens_model_calls_total")))
        client_spans = sum(1 for s in spans if s.kind.name == "CLIENT")
        backoff: dict[str, tuple[float, int]] = {}
        for labels, value in _samples(registry, "retrylens_backoff_seconds_sum"):
            backoff[labels["layer"]] = (value, 0)
        for labels, value in _samples(registry, "retrylens_backoff_seconds_count"):
            total, _ = backoff.get(labels["layer"], (0.0, 0))
            backoff[labels["layer"]] = (total, int(value))
        failed = [s for s in execs if (s.attributes or {}).get("retrylens.outcome") != "success"]
        worst: list[Any] = []
        if failed:
            top = max(
                failed,
                key=lambda s: (
                    int((s.attributes or {}).get("retrylens.model_calls", 0)),
                    (s.end_time or 0) - (s.start_time or 0),
                ),
            )
            worst = [s for s in spans if s.context.trace_id == top.context.trace_id]
        return cls(
            plan=plan,
            outcomes=outcomes,
            calls_per_exec=calls,
            server_requests=server_requests,
            client_calls=client_calls,
            client_spans=client_spans,
            stream_drops={
                f"{lb['provider']} {lb['kind']}": v
                for lb, v in _samples(registry, "retrylens_stream_drops_total")
                if v
            },
            permanent={
                lb["category"]: v
                for lb, v in _samples(registry, "retrylens_permanent_errors_total")
            },
            overflows={
                lb["provider"]: v
                for lb, v in _samples(registry, "retrylens_context_overflows_total")
            },
            backoff_s=backoff,
            worst=worst,
            wall_s=wall_s,
            time_scale=time_scale,
        )

    def render(self, console: Console) -> None:
        """Print every table and the worst exec's trace."""
        total = sum(self.outcomes.values()) or 1
        t = Table(
            title=f"Exec outcomes — {total} execs, mix {self.plan.preset!r}, seed {self.plan.seed}"
        )
        t.add_column("outcome")
        t.add_column("execs", justify="right")
        t.add_column("share", justify="right")
        for outcome, n in self.outcomes.most_common():
            t.add_row(outcome, str(n), f"{n / total:.1%}")
        console.print(t)

        t = Table(title="Model calls per exec — the two layers multiplying")
        t.add_column("calls", justify="right")
        t.add_column("execs", justify="right")
        t.add_column("")
        peak = max(self.calls_per_exec.values(), default=1)
        for calls in sorted(self.calls_per_exec):
            n = self.calls_per_exec[calls]
            t.add_row(str(calls), str(n), "█" * max(1, round(30 * n / peak)))
        mean = sum(c * n for c, n in self.calls_per_exec.items()) / max(
            1, sum(self.calls_per_exec.values())
        )
        t.caption = f"mean {mean:.2f} calls per exec; worst case with defaults is 12"
        console.print(t)

        t = Table(title="What failed, and how")
        t.add_column("signal")
        t.add_column("by")
        t.add_column("count", justify="right")
        for provider_kind, v in sorted(self.stream_drops.items()):
            t.add_row("stream drops", provider_kind, f"{v:.0f}")
        for category, v in sorted(self.permanent.items()):
            t.add_row("permanent errors", category, f"{v:.0f}")
        for provider, v in sorted(self.overflows.items()):
            t.add_row("context overflows", provider, f"{v:.0f}")
        console.print(t)

        t = Table(title=f"Backoff by layer (real schedule; slept x{self.time_scale:g})")
        t.add_column("layer")
        t.add_column("sleeps", justify="right")
        t.add_column("seconds", justify="right")
        for layer, (seconds, count) in sorted(self.backoff_s.items()):
            t.add_row(layer, str(count), f"{seconds:.1f}")
        console.print(t)

        t = Table(title="Server-side truth vs client-side telemetry")
        t.add_column("FaultServer requests", justify="right")
        t.add_column("retrylens_model_calls_total", justify="right")
        t.add_column("CLIENT spans", justify="right")
        t.add_column("")
        verdict = "[green]agree[/]" if self.counts_agree else "[red]MISMATCH[/]"
        t.add_row(
            str(self.server_requests), str(self.client_calls), str(self.client_spans), verdict
        )
        console.print(t)
        console.print(f"wall time {self.wall_s:.1f} s")
        if self.worst:
            console.print(self.tree())

    def tree(self) -> Tree:
        """The span tree of the worst failed exec."""
        children: dict[int | None, list[Any]] = defaultdict(list)
        ids = {s.context.span_id for s in self.worst}
        for s in self.worst:
            parent = s.parent.span_id if s.parent and s.parent.span_id in ids else None
            children[parent].append(s)
        for v in children.values():
            v.sort(key=lambda s: s.start_time or 0)

        def label(s: Any) -> str:
            a = dict(s.attributes or {})
            parts = [f"[bold]{s.name}[/]"]
            if "retrylens.layer" in a:
                parts.append(f"layer={a['retrylens.layer']}")
            if "retrylens.attempt" in a:
                parts.append(f"attempt={a['retrylens.attempt']}")
            if "retrylens.classification" in a:
                parts.append(f"[yellow]{a['retrylens.classification']}[/]")
            if "retrylens.outcome" in a:
                parts.append(
                    f"[red]outcome={a['retrylens.outcome']}[/] "
                    f"model_calls={a.get('retrylens.model_calls')}"
                )
            if "retrylens.backoff_ms" in a:
                parts.append(f"backoff={a['retrylens.backoff_ms']} ms")
            if "http.response.status_code" in a:
                parts.append(f"http={a['http.response.status_code']}")
            if "error.type" in a:
                parts.append(f"error.type={a['error.type']}")
            if "retrylens.error_message" in a:
                text = str(a["retrylens.error_message"]) or "(empty error message)"
                parts.append(f"[dim]{text[:90]!r}[/]")
            return "  ".join(parts)

        roots = children[None]
        tree = Tree(f"[bold]Trace of the worst failed exec[/] ({len(self.worst)} spans)")

        def add(node: Tree, span: Any) -> None:
            branch = node.add(label(span))
            for child in children[span.context.span_id]:
                add(branch, child)

        for r in roots:
            add(tree, r)
        return tree
