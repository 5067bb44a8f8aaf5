"""Clocks for tests that must not wait for real.

A fake monotonic clock, and an event loop whose timers run on virtual time.
"""

from __future__ import annotations

import asyncio
import selectors
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class FakeClock:
    """A monotonic clock that moves only when a test (or a recorded backoff) moves it."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds


#: Real seconds an idle loop gives sockets to deliver what is in flight before its
#: virtual clock jumps to the next timer (an I/O poll, not a timed wait).
_IO_POLL = 0.001


class _JumpingSelector(selectors.DefaultSelector):
    """Polls the sockets; when none is ready and a timer is due, moves the clock to it."""

    loop: VirtualTimeLoop

    def select(self, timeout: float | None = None) -> list[tuple[Any, int]]:
        events: list[tuple[Any, int]] = super().select(0)
        if events or timeout == 0:
            return events
        if timeout is None:  # no timer at all: only a socket can wake the loop
            return list(super().select(None))
        events = super().select(min(timeout, _IO_POLL))
        if not events:
            self.loop.now += timeout
        return events


class VirtualTimeLoop(asyncio.SelectorEventLoop):
    """An event loop whose ``time()`` is virtual.

    Timers (``call_later``, timeouts) fire in their order without real waiting, while
    sockets still carry real traffic. Time moves only while the loop is idle, so an answer
    that is already on its way takes no time.
    """

    def __init__(self) -> None:
        self.now = 0.0
        selector = _JumpingSelector()
        selector.loop = self
        super().__init__(selector)

    def time(self) -> float:
        return self.now


async def next_iteration() -> None:
    """Let the event loop run one iteration: a yield to other tasks, not a wait."""
    await asyncio.sleep(0)


def run_in_virtual_time(coro: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` on a :class:`VirtualTimeLoop`."""
    loop = VirtualTimeLoop()
    try:
        asyncio.set_event_loop(loop)
        return loop.run_until_complete(coro)
    finally:
        try:
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            asyncio.set_event_loop(None)
            loop.close()
