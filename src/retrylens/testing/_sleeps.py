from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from .._sleep import _Recorder, pop_recorder, push_recorder


@contextmanager
def recorded_sleeps(
    on_sleep: Callable[[float], None] | None = None, *, hold: bool = False
) -> Iterator[list[float]]:
    """Make every backoff sleep of both layers return at once, recording its seconds.

    ``with recorded_sleeps() as slept:`` — ``slept`` lists the seconds of each sleep, in
    order, across threads. ``on_sleep(seconds)`` is called for each sleep and may raise
    (e.g. ``asyncio.CancelledError`` or ``KeyboardInterrupt``) to act as an interrupted sleep.
    With ``hold=True`` an async backoff does not return at all until it is cancelled: a
    test can then cancel a call that is provably in the middle of its backoff.
    """
    slept: list[float] = []
    recorder = _Recorder(slept=slept, on_sleep=on_sleep, hold=hold)
    push_recorder(recorder)
    try:
        yield slept
    finally:
        pop_recorder(recorder)
