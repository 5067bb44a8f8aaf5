"""The end-of-run report of ``retrylens demo``: a short summary, then optional details.

The summary fits a 120x40 terminal (about 20 lines whatever the mix); ``--details`` adds
what failed and how, the calls-per-exec histogram and the worst failed exec's span tree.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from prometheus_client import CollectorRegistry
from rich.console import Console
from rich.table import Table
from rich.text import Text
from rich.tree import Tree

from ._decisions import EXEC_OUTCOMES
from ._demo import Plan, Workload
from ._policy import RetryPolicy

ELLIPSIS = "…"

#: Fewest columns an error text gets in the span tree before ``error.type`` makes way.
MIN_MESSAGE = 40

#: The span attribute naming the demo's exec number (set by the demo, not the library).
EXEC_NUMBER_ATTRIBUTE = "retrylens.demo.exec"

#: One short phrase per exec outcome, for a newcomer reading the outcomes table.
MEANINGS = {
    "success": "answered, perhaps after retries",
    "exhausted": "every attempt failed: the retries ran out",
    "permanent": "a retry cannot help (auth, quota, bad image…)",
    "context_overflow": "prompt too long: compaction, not retry",
    "refusal": "the model refused; the same call gets the same answer",
    "budget_exhausted": "the retry budget said stop",
    "deadline": "the exec's deadline passed",
    "retry_after_too_long": "the server asked to wait too long",
    "not_retryable": "the session judged it not retryable",
    "partial_output": "the stream was cut after output was shown",
    "cancelled": "cancelled by the caller",
    "programming_error": "a bug in the calling code, re-raised",
}

#: Short outcome names for the progress bar's running counts.
SHORT_OUTCOMES = {
    "success": "ok",
    "context_overflow": "overflow",
    "budget_exhausted": "budget",
    "retry_after_too_long": "retry-after",
    "not_retryable": "not-retryable",
    "partial_output": "partial",
}

#: Where a text without spaces may be cut (beside the mark): not "_", part of identifiers.
_PUNCTUATION = frozenset(",;:.!?)]}>/\\|-=&")


def shorten(text: str, limit: int) -> str:
    """``text`` on one line, at most ``limit`` characters, cut at a word boundary with "…".

    Whitespace runs become one space. A text that fits is returned whole. Otherwise it is
    cut after the last whole word that leaves room for the ellipsis (in a text without
    spaces, beside the last punctuation mark that does); a first word too long for the
    limit gives the ellipsis alone, never part of a word.
    """
    if limit < 1:
        raise ValueError(f"limit must be >= 1, got {limit}")
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    keep = limit - len(ELLIPSIS)  # characters of the text that fit beside the ellipsis
    room = flat[: keep + 1]  # one more: a space right after the cut counts
    if " " in room:
        cut = room[: room.rindex(" ")]
    else:  # one long "word": cut beside a punctuation mark (a/b/c…, x.y.z…), if any
        cut = next(
            (
                flat[:k]
                for k in range(keep, 0, -1)
                if flat[k - 1] in _PUNCTUATION or flat[k] in _PUNCTUATION
            ),
            "",
        )
    return cut.rstrip(" ,;:-") + ELLIPSIS


def worst_case_calls(policy: RetryPolicy) -> tuple[int, str]:
    """The most model calls one exec can make under ``policy``, and why."""
    per_session = 1 + policy.session.max_retries if policy.session.enabled else 1
    calls = policy.runtime_attempts * per_session
    why = f"{policy.runtime_attempts} runtime × {per_session} session calls"
    if policy.max_model_calls is not None and policy.max_model_calls < calls:
        return policy.max_model_calls, f"{why}, capped at {policy.max_model_calls}"
    return calls, why


def _samples(registry: CollectorRegistry, name: str) -> list[tuple[dict[str, str], float]]:
    out = []
    for family in registry.collect():
        for s in family.samples:
            if s.name == name:
                out.append((dict(s.labels), float(s.value)))
    return out


def _outcome_order(outcome: str) -> tuple[int, str]:
    known = EXEC_OUTCOMES.index(outcome) if outcome in EXEC_OUTCOMES else len(EXEC_OUTCOMES)
    return known, outcome


def tally(counts: Counter[str]) -> str:
    """Running outcome counts for the progress bar: ``ok 120 · exhausted 5 · permanent 3``."""
    return " · ".join(
        f"{SHORT_OUTCOMES.get(o, o)} {counts[o]}" for o in sorted(counts, key=_outcome_order)
    )


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
    policy: RetryPolicy = field(default_factory=RetryPolicy)
    concurrency: int = 1
    #: ``(outcome, seconds since start)`` per exec, in the order they finished.
    finished: list[tuple[str, float]] = field(default_factory=list)

    @property
    def counts_agree(self) -> bool:
        """Server-side requests, client-side metric and CLIENT spans all agree."""
        return self.server_requests == self.client_calls == self.client_spans

    @classmethod
    def collect(
        cls,
        plan: Plan,
        workload: Workload,
        spans: list[Any],
        registry: CollectorRegistry,
        server_requests: int,
        wall_s: float,
        time_scale: float,
        *,
        policy: RetryPolicy | None = None,
        concurrency: int = 1,
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
            outcomes=workload.outcomes,
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
                if v
            },
            overflows={
                lb["provider"]: v
                for lb, v in _samples(registry, "retrylens_context_overflows_total")
                if v
            },
            backoff_s=backoff,
            worst=worst,
            wall_s=wall_s,
            time_scale=time_scale,
            policy=policy if policy is not None else RetryPolicy(),
            concurrency=concurrency,
            finished=list(workload.finished),
        )

    # --- the summary ----------------------------------------------------------------------

    def render(self, console: Console, *, details: bool = False) -> None:
        """Print the summary; with ``details``, also the full tables and the worst trace."""
        self.render_summary(console, details_hint=not details)
        if details:
            self.render_details(console)

    def render_summary(self, console: Console, *, details_hint: bool = True) -> None:
        """The short summary: outcomes, calls per exec, backoff, the count check, wall time."""
        total = sum(self.outcomes.values())
        console.print(
            f"[bold]retrylens demo[/] · {total} execs, {self.concurrency} at a time · "
            f"mix {self.plan.preset} · seed {self.plan.seed} · policy [bold]{self.policy.name}[/]",
            highlight=False,
        )
        console.print(self.outcomes_table())
        console.print(self.facts())
        if details_hint:
            console.print(
                "[dim]more: --details (what failed and how, the calls-per-exec histogram, "
                "the worst failed exec's span tree)[/]",
                highlight=False,
            )

    def outcomes_table(self) -> Table:
        """How the execs ended, with a phrase per outcome."""
        total = sum(self.outcomes.values()) or 1
        t = Table(title="Exec outcomes", title_justify="left")
        t.add_column("outcome", no_wrap=True)
        t.add_column("execs", justify="right", no_wrap=True)
        t.add_column("share", justify="right", no_wrap=True)
        t.add_column("what it means")
        for outcome in sorted(self.outcomes, key=lambda o: (-self.outcomes[o], _outcome_order(o))):
            n = self.outcomes[outcome]
            t.add_row(outcome, str(n), f"{n / total:.1%}", MEANINGS.get(outcome, ""))
        return t

    def calls_line(self) -> str:
        """Mean and max model calls per exec, and how many hit the policy's worst case."""
        execs = sum(self.calls_per_exec.values())
        mean = sum(c * n for c, n in self.calls_per_exec.items()) / max(1, execs)
        top = max(self.calls_per_exec, default=0)
        worst, why = worst_case_calls(self.policy)
        at_worst = sum(n for c, n in self.calls_per_exec.items() if c >= worst)
        return (
            f"mean {mean:.2f} · max {top} · {at_worst} exec{'s' if at_worst != 1 else ''} "
            f"at the {worst}-call worst case ({why})"
        )

    def backoff_line(self) -> str:
        """Backoff per layer, on the real schedule."""
        if not self.backoff_s:
            return "none"
        parts = [
            f"{layer} {count} sleeps, {seconds:.1f} s"
            for layer, (seconds, count) in sorted(self.backoff_s.items(), reverse=True)
        ]
        return " · ".join(parts) + f" (real schedule; slept ×{self.time_scale:g})"

    def facts(self) -> Table:
        """Calls per exec, backoff by layer, the server-vs-client check and the wall time."""
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column()
        grid.add_row("calls per exec", self.calls_line())
        grid.add_row("backoff by layer", self.backoff_line())
        verdict = "[green]agree[/]" if self.counts_agree else "[bold red]MISMATCH[/]"
        grid.add_row(
            "server vs client",
            f"FaultServer requests {self.server_requests} · retrylens_model_calls_total "
            f"{self.client_calls} · CLIENT spans {self.client_spans}: {verdict}",
        )
        grid.add_row("wall time", f"{self.wall_s:.1f} s")
        return grid

    # --- the details ----------------------------------------------------------------------

    def render_details(self, console: Console) -> None:
        """What failed and how, the calls-per-exec histogram and the worst exec's trace."""
        console.print(self.histogram())
        failures = self.failures_table()
        if failures.row_count:
            console.print(failures)
        else:
            console.print("nothing failed: no stream drops, permanent errors or overflows")
        if self.worst:
            console.print(self.tree(console.width))
        else:
            console.print("no exec failed: no worst trace to show")

    def histogram(self) -> Table:
        """Model calls per exec: the two layers multiplying."""
        worst, _ = worst_case_calls(self.policy)
        t = Table(title="Model calls per exec", title_justify="left")
        t.add_column("calls", justify="right", no_wrap=True)
        t.add_column("execs", justify="right", no_wrap=True)
        t.add_column("", no_wrap=True)
        peak = max(self.calls_per_exec.values(), default=1)
        for calls in sorted(self.calls_per_exec):
            n = self.calls_per_exec[calls]
            bar = "█" * max(1, round(30 * n / peak))
            mark = "  ← worst case" if calls >= worst else ""
            t.add_row(str(calls), str(n), bar + mark)
        return t

    def failures_table(self) -> Table:
        """Stream drops, permanent errors and context overflows, by what they hit."""
        t = Table(title="What failed, and how", title_justify="left")
        t.add_column("signal", no_wrap=True)
        t.add_column("by", no_wrap=True)
        t.add_column("count", justify="right", no_wrap=True)
        for provider_kind, v in sorted(self.stream_drops.items()):
            t.add_row("stream drops", provider_kind, f"{v:.0f}")
        for category, v in sorted(self.permanent.items()):
            t.add_row("permanent errors", category, f"{v:.0f}")
        for provider, v in sorted(self.overflows.items()):
            t.add_row("context overflows", provider, f"{v:.0f}")
        return t

    def tree(self, width: int = 120) -> Tree:
        """The span tree of the worst failed exec, each line fitted to ``width`` columns."""
        children: dict[int | None, list[Any]] = defaultdict(list)
        ids = {s.context.span_id for s in self.worst}
        for s in self.worst:
            parent = s.parent.span_id if s.parent and s.parent.span_id in ids else None
            children[parent].append(s)
        for v in children.values():
            v.sort(key=lambda s: s.start_time or 0)
        roots = children[None]
        exec_span = next((s for s in roots if s.name == "retrylens.exec"), None)
        title = Text.assemble(("Trace of the worst failed exec", "bold"))
        if exec_span is not None:
            number = (exec_span.attributes or {}).get(EXEC_NUMBER_ATTRIBUTE)
            if number is not None:
                title.append(f" — exec {number}")
            title.append(f", trace {exec_span.context.trace_id:032x}")
        title.append(f" ({len(self.worst)} spans)")
        tree = Tree(title)

        def add(node: Tree, span: Any, depth: int) -> None:
            branch = node.add(span_label(span, width - 4 * depth))
            for child in children[span.context.span_id]:
                add(branch, child, depth + 1)

        for r in roots:
            add(tree, r, 1)
        return tree


def span_label(span: Any, width: int) -> Text:
    """One line naming a span and its retry facts; its error text shortened to fit ``width``.

    When the facts leave less than :data:`MIN_MESSAGE` columns for the error text, the
    ``error.type`` is left out (the text usually names it).
    """
    a = dict(span.attributes or {})
    parts: list[tuple[str, str]] = []
    if "retrylens.attempt" in a:
        parts.append((f"#{a['retrylens.attempt']}", ""))
    if "retrylens.classification" in a:
        parts.append((str(a["retrylens.classification"]), "yellow"))
    if "retrylens.outcome" in a:
        parts.append((f"outcome={a['retrylens.outcome']}", "red"))
        parts.append((f"model_calls={a.get('retrylens.model_calls')}", ""))
    if "retrylens.backoff_ms" in a:
        parts.append((f"backoff={a['retrylens.backoff_ms']} ms", ""))
    if "http.response.status_code" in a:
        parts.append((f"http={a['http.response.status_code']}", ""))
    message = a.get("retrylens.error_message")
    error_type = a.get("error.type")
    if error_type is not None and (message is None or str(error_type) not in str(message)):
        kind = (f"error.type={error_type}", "")
        used = len(span.name) + sum(2 + len(text) for text, _ in parts) + 2 + len(kind[0])
        if message is None or width - used - 2 >= MIN_MESSAGE:
            parts.append(kind)
    if message is not None:
        room = width - len(span.name) - sum(2 + len(text) for text, _ in parts) - 2
        text = str(message)
        if not text.strip():
            parts.append(("(empty error message)" if room >= 21 else "(empty)", "dim"))
        else:
            parts.append((shorten(text, max(1, room)), "dim"))
    label = Text(span.name, style="bold")
    for text, style in parts:
        label.append("  ")
        label.append(text, style=style)
    return label
