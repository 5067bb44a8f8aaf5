"""``retrylens demo --plot FILE.png``: the run's numbers as three panels of one PNG.

matplotlib (the ``plot`` extra) is imported only here, and only when ``--plot`` is given;
it draws with the Agg backend, so no display is needed.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from ._cli import UsageError
from ._demo_report import Report, worst_case_calls

if TYPE_CHECKING:
    from matplotlib.axes import Axes

INSTALL_HINT = "pip install 'retrylens[plot]'"

#: One colour per outcome, stable across runs (others get the axes' next colour).
COLOURS = {
    "success": "#2ca02c",
    "exhausted": "#d62728",
    "permanent": "#9467bd",
    "context_overflow": "#ff7f0e",
    "budget_exhausted": "#8c564b",
    "refusal": "#e377c2",
    "deadline": "#7f7f7f",
    "retry_after_too_long": "#bcbd22",
}

#: One colour per backoff layer.
LAYER_COLOURS = {"session": "#1f77b4", "runtime": "#ff7f0e"}


def require_matplotlib() -> None:
    """Fail with a one-line :class:`UsageError` when matplotlib cannot be imported."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise UsageError(f"--plot needs matplotlib: {INSTALL_HINT}") from None


def write_plot(report: Report, path: Path) -> None:
    """Draw calls per exec, backoff by layer and outcomes over time into the PNG ``path``."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(15, 4.8), dpi=100, layout="constrained")
    FigureCanvasAgg(fig)
    calls_ax, backoff_ax, time_ax = fig.subplots(1, 3)
    _calls_panel(calls_ax, report)
    _backoff_panel(backoff_ax, report)
    _outcomes_panel(time_ax, report)
    total = sum(report.outcomes.values())
    fig.suptitle(
        f"retrylens demo: {total} execs, mix {report.plan.preset}, seed {report.plan.seed}, "
        f"policy {report.policy.name}"
    )
    fig.savefig(path, format="png")


def _calls_panel(ax: Axes, report: Report) -> None:
    worst, why = worst_case_calls(report.policy)
    calls = report.calls_per_exec
    top = max([worst, *calls])
    xs = list(range(1, top + 1))
    ax.bar(xs, [calls.get(x, 0) for x in xs], color="#1f77b4")
    ax.axvline(worst, color="#d62728", linestyle="--", linewidth=1, label=f"worst case {worst}")
    ax.set_xticks(xs)
    ax.set_xlabel("model calls in the exec")
    ax.set_ylabel("execs")
    ax.set_title("Model calls per exec")
    ax.legend(loc="upper right", title=why, title_fontsize="small", fontsize="small")


def _backoff_panel(ax: Axes, report: Report) -> None:
    layers = sorted(report.backoff_s, reverse=True) or ["session", "runtime"]
    seconds = [report.backoff_s.get(layer, (0.0, 0))[0] for layer in layers]
    sleeps = [report.backoff_s.get(layer, (0.0, 0))[1] for layer in layers]
    colours = [LAYER_COLOURS.get(layer, "#7f7f7f") for layer in layers]
    bars = ax.bar(layers, seconds, color=colours)
    ax.bar_label(bars, labels=[f"{n} sleeps" for n in sleeps], padding=2, fontsize="small")
    ax.set_ylabel("backoff seconds (real schedule)")
    ax.set_title(f"Backoff by layer (slept ×{report.time_scale:g})")
    ax.margins(y=0.15)


def _outcomes_panel(ax: Axes, report: Report) -> None:
    done: Counter[str] = Counter()
    series: dict[str, tuple[list[float], list[int]]] = {}
    for outcome, at in sorted(report.finished, key=lambda f: f[1]):
        done[outcome] += 1
        xs, ys = series.setdefault(outcome, ([0.0], [0]))
        xs.append(at)
        ys.append(done[outcome])
    end = max((at for _, at in report.finished), default=0.0)
    for outcome in sorted(series, key=lambda o: -done[o]):
        xs, ys = series[outcome]
        ax.step(
            [*xs, end],
            [*ys, ys[-1]],
            where="post",
            label=f"{outcome} ({done[outcome]})",
            color=COLOURS.get(outcome),
        )
    ax.set_xlabel("wall seconds since the run started")
    ax.set_ylabel("execs finished (cumulative)")
    ax.set_title("Outcomes over time")
    if series:
        ax.legend(loc="upper left", fontsize="small")
