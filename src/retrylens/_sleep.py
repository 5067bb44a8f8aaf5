"""The one place both layers sleep, so tests can record backoff instead of waiting."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field


@dataclass
class _Recorder:
    slept: list[float]
    on_sleep: Callable[[float], None] | None = None
    layers: list[str] = field(default_factory=list)
    #: When set, really sleep ``seconds * scale`` (the demo's --time-scale) instead of 0.
    scale: float | None = None
    #: When True, an async sleep waits until it is cancelled (recorded_sleeps(hold=True)).
    hold: bool = False


_lock = threading.Lock()
_recorders: list[_Recorder] = []


def _active() -> _Recorder | None:
    with _lock:
        return _recorders[-1] if _recorders else None


def push_recorder(recorder: _Recorder) -> None:
    """Make ``recorder`` receive every sleep, on every thread, until popped."""
    with _lock:
        _recorders.append(recorder)


@contextmanager
def time_scale(scale: float) -> Iterator[list[float]]:
    """Sleep ``seconds * scale`` for every backoff (0 < scale <= 1); yield the real schedule."""
    if not 0 < scale <= 1:
        raise ValueError(f"time scale must be in (0, 1], got {scale}")
    recorder = _Recorder(slept=[], scale=scale)
    push_recorder(recorder)
    try:
        yield recorder.slept
    finally:
        pop_recorder(recorder)


def pop_recorder(recorder: _Recorder) -> None:
    """Stop recording into ``recorder``."""
    with _lock:
        _recorders.remove(recorder)


def _record(recorder: _Recorder, seconds: float, layer: str) -> None:
    with _lock:
        recorder.slept.append(seconds)
        recorder.layers.append(layer)
    if recorder.on_sleep is not None:
        recorder.on_sleep(seconds)


async def async_sleep(seconds: float, *, layer: str) -> None:
    """Back off on the async path (never blocks the loop's thread)."""
    recorder = _active()
    if recorder is None:
        await asyncio.sleep(seconds)
        return
    _record(recorder, seconds, layer)
    if recorder.hold:
        await asyncio.Event().wait()  # returns only by cancellation
    # Still a cancellation point, as a real sleep would be.
    await asyncio.sleep(seconds * recorder.scale if recorder.scale else 0)


def sync_sleep(seconds: float, *, layer: str) -> None:
    """Back off on the sync path; only ever called outside any event loop."""
    recorder = _active()
    if recorder is None:
        time.sleep(seconds)
        return
    _record(recorder, seconds, layer)
    if recorder.scale:
        time.sleep(seconds * recorder.scale)
