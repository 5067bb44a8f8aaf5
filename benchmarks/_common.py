"""Shared helpers for the benchmarks: machine facts, a FaultServer subprocess, tables."""

from __future__ import annotations

import contextlib
import datetime as dt
import importlib.metadata
import os
import platform
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable, Iterator, Sequence
from pathlib import Path

import httpx

RESULTS = Path(__file__).resolve().parent / "results"


def machine() -> str:
    """One markdown paragraph: machine, versions and date."""
    versions = []
    for pkg in (
        "retrylens",
        "httpx",
        "httpx-sse",
        "pydantic",
        "opentelemetry-sdk",
        "prometheus-client",
        "openai",
        "anthropic",
        "litellm",
        "tenacity",
        "stamina",
    ):
        with contextlib.suppress(importlib.metadata.PackageNotFoundError):
            versions.append(f"{pkg} {importlib.metadata.version(pkg)}")
    cpu = platform.processor() or platform.machine()
    return (
        f"Machine: {platform.system()} {platform.release()} {cpu}, {os.cpu_count()} cores; "
        f"Python {platform.python_version()}. Date: {dt.date.today().isoformat()}.  \n"
        f"Versions: {', '.join(versions)}."
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def fault_server_process(*args: str) -> Iterator[str]:
    """`retrylens faults serve` in its own process, so its CPU time is not the client's."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "retrylens", "faults", "serve", "--port", str(port), *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                httpx.get(url + "/ready", timeout=0.5)
                break
            except httpx.HTTPError:
                time.sleep(0.05)
        yield url
    finally:
        proc.terminate()
        proc.wait(10)


async def measure(fn: Callable[[], Awaitable[object]], n: int) -> tuple[float, float]:
    """Mean wall and CPU seconds per call over ``n`` sequential calls of ``fn``."""
    wall0, cpu0 = time.perf_counter(), time.process_time()
    for _ in range(n):
        await fn()
    return (time.perf_counter() - wall0) / n, (time.process_time() - cpu0) / n


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    out = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(out)


def write(name: str, text: str) -> Path:
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / name
    path.write_text(text, encoding="utf-8")
    return path
