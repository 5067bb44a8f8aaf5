"""A private event loop on a daemon thread, where the sync ``Runtime.exec`` runs its calls.

One loop for the whole process keeps httpx connection pools alive between sync calls
(``asyncio.run`` per call would throw them away). The caller's context variables (the
current OpenTelemetry span among them) are copied into each call, and every outcome —
``KeyboardInterrupt`` and ``CancelledError`` included — is carried back to the caller's
thread instead of escaping into the portal's loop.
"""

from __future__ import annotations

import asyncio
import atexit
import contextvars
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

T = TypeVar("T")


@dataclass
class _Outcome(Generic[T]):
    value: T | None = None
    error: BaseException | None = None


async def _capture(coro: Coroutine[Any, Any, T], ctx: contextvars.Context) -> _Outcome[T]:
    for var, value in ctx.items():
        var.set(value)
    try:
        return _Outcome(value=await coro)
    except BaseException as exc:  # carried to the caller's thread and re-raised there
        return _Outcome(error=exc)


class _Portal:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    def _ensure(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._loop is None or self._thread is None or not self._thread.is_alive():
                loop = asyncio.new_event_loop()
                thread = threading.Thread(
                    target=loop.run_forever, name="retrylens-sync-portal", daemon=True
                )
                thread.start()
                self._loop, self._thread = loop, thread
            return self._loop

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        """Run ``coro`` on the portal loop and wait for it; re-raise whatever it raised."""
        loop = self._ensure()
        future: Future[_Outcome[T]] = asyncio.run_coroutine_threadsafe(
            _capture(coro, contextvars.copy_context()), loop
        )
        try:
            outcome = future.result()
        except BaseException:
            # Interrupted while waiting (KeyboardInterrupt): cancel the call so it closes
            # its HTTP response, and give it a moment to do so before propagating.
            future.cancel()
            done = threading.Event()
            loop.call_soon_threadsafe(done.set)
            done.wait(5)
            raise
        if outcome.error is not None:
            raise outcome.error
        return outcome.value  # type: ignore[return-value]

    def close(self) -> None:
        """Stop the loop (at interpreter exit)."""
        with self._lock:
            loop, thread = self._loop, self._thread
            self._loop = self._thread = None
        if loop is None or thread is None:
            return
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)
        if not thread.is_alive():
            loop.close()


portal = _Portal()
atexit.register(portal.close)
