"""Run the timed benchmarks and write benchmarks/results/*.md (and amplification.png)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import (
    bench_adapters,
    bench_amplification,
    bench_classify,
    bench_concurrency,
    bench_decoding,
    bench_demo_setup,
    bench_fleet,
    bench_layers,
    bench_overhead,
    bench_streaming,
    label_agreement,
    replay_learned,
    wrapper_sensitivity,
)


def main() -> None:
    for module in (
        bench_overhead,
        bench_adapters,
        bench_streaming,
        bench_layers,
        bench_classify,
        bench_decoding,
        bench_amplification,
        bench_fleet,
        bench_concurrency,
        bench_demo_setup,
        replay_learned,
        label_agreement,
        wrapper_sensitivity,
    ):
        print(f"== {module.__name__}", flush=True)
        print(module.run(), flush=True)


if __name__ == "__main__":
    main()
