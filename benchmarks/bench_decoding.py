"""Cost of refusing compression bombs and of decoding real compressed event streams.

A server (or a proxy in between) may send ``Content-Encoding: gzip, gzip`` around a
gigabyte of zeros in under 2 KB. retrylens inflates lazily in 64 KiB pieces and refuses a
body past 200:1 once it has decoded 1 MiB, so refusing costs about a millisecond and a
few hundred KiB, whatever the bomb would have grown to.
"""

from __future__ import annotations

import gzip
import json
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import RESULTS, machine
from retrylens._encoding import BoundedDecoder
from retrylens._sse import StreamDecodeError

BOMB = Path(__file__).resolve().parent.parent / "tests" / "data" / "gzip_gzip_bomb.bin"


def _refuse(body: bytes, applied: list[str]) -> int:
    decoder = BoundedDecoder(applied, 64 * 1024 * 1024)
    try:
        for start in range(0, len(body), 16 * 1024):
            for _ in decoder.feed(body[start : start + 16 * 1024]):
                pass
    except StreamDecodeError:
        return decoder.decoded
    raise AssertionError("the bomb was not refused")


def _stream(n_events: int) -> bytes:
    events = [
        "data: "
        + json.dumps({"model": "m", "choices": [{"index": 0, "delta": {"content": f"word{i} "}}]})
        + "\n\n"
        for i in range(n_events)
    ]
    return "".join(events).encode()


def _measure(fn: object, repeat: int = 7) -> tuple[float, float]:
    """(median seconds, peak traced MiB) of ``fn()``."""
    assert callable(fn)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    tracemalloc.start()
    fn()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return statistics.median(times), peak / 2**20


def run() -> str:
    bomb = BOMB.read_bytes()
    bomb_s, bomb_mib = _measure(lambda: _refuse(bomb, ["gzip", "gzip"]))
    decoded = _refuse(bomb, ["gzip", "gzip"])
    plain = _stream(20_000)
    packed = gzip.compress(plain)

    def decode_real() -> None:
        decoder = BoundedDecoder(["gzip"], 64 * 1024 * 1024)
        for start in range(0, len(packed), 16 * 1024):
            for _ in decoder.feed(packed[start : start + 16 * 1024]):
                pass

    real_s, real_mib = _measure(decode_real)
    out = "\n".join(
        [
            "# Decoding compressed bodies",
            "",
            machine(),
            "",
            "`BoundedDecoder` over 16 KiB reads, median of 7 runs; peak memory by tracemalloc.",
            "Reproduce: `python benchmarks/bench_decoding.py`.",
            "",
            "| body | wire | result | time | peak memory |",
            "|---|---|---|---|---|",
            f"| `gzip, gzip` bomb (1 GiB of zeros inside) | {len(bomb):,} B | refused after "
            f"{decoded / 2**20:.2f} MiB decoded | {bomb_s * 1e3:.2f} ms | {bomb_mib:.2f} MiB |",
            f"| real event stream, 20,000 events, gzip | {len(packed):,} B | "
            f"{len(plain) / 2**20:.2f} MiB decoded | {real_s * 1e3:.2f} ms | {real_mib:.2f} MiB |",
            "",
            "httpx's own decoder inflates each network read whole: on the same bomb it would grow",
            "to the full gigabyte in one call (why retrylens reads raw bytes and decodes itself).",
            "",
        ]
    )
    (RESULTS / "decoding.md").write_text(out)
    return out


if __name__ == "__main__":
    print(run())
