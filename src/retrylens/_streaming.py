"""Streaming through the retry stack: ``Runtime.stream`` and the events it yields.

The exec runs as it always does (the same loops, decisions, budgets, deadline, history
rules and telemetry), in a task of its own; the agent layer hands every delta of a model
call to a :class:`_Channel`, and the two retry loops tell it when they decide to retry.
The consumer reads the channel. So that a consumer never shows two answers glued together,
the channel drops the pieces of a failed call that the consumer has not read yet, and
when it had read some, puts a :class:`Restart` before the :class:`RetryNotice`: the
consumer discards what it showed of the failed call. With ``on_partial="fail"`` the
decisions stop instead of replaying (``ExecError(reason="partial_output")``).

Closing the stream (``aclose()``, ``async with``, breaking out of a loop over a stream
nobody else holds, cancelling the consuming task) cancels the exec task, which closes
the HTTP response and records the exec as ``cancelled``.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Literal

from ._decisions import Decision, Layer
from ._messages import AssistantMessage, ReasoningDelta, TextDelta, ToolCallDelta
from ._portal import portal

if TYPE_CHECKING:
    from ._runtime import Runtime, _ExecRun

OnPartial = Literal["restart", "fail"]

#: Pieces the exec may run ahead of a slow consumer before the model call waits for it.
_AHEAD = 256


@dataclass(frozen=True, slots=True)
class RetryNotice:
    """A layer decided to retry: which, after which attempt, why, and how long it waits."""

    layer: Layer
    #: The attempt that failed (1-based, counted by ``layer``).
    attempt: int
    classification: str
    rule: str
    #: Backoff before the next call, in seconds (0 for a compaction retry).
    delay_s: float
    #: The failed attempt's error text (redacted, at most 2,048 characters).
    error: str
    type: ClassVar[Literal["retry"]] = "retry"


@dataclass(frozen=True, slots=True)
class Restart:
    """Pieces of a failed call reached the consumer: discard them, the answer starts over."""

    layer: Layer
    #: The attempt whose output is to be discarded (as in :class:`RetryNotice`).
    attempt: int
    #: How many pieces of it the consumer had received.
    discarded: int
    type: ClassVar[Literal["restart"]] = "restart"


@dataclass(frozen=True, slots=True)
class FinalMessage:
    """The stream's last event: the complete answer, as ``Runtime.run`` returns it."""

    message: AssistantMessage
    type: ClassVar[Literal["final"]] = "final"


#: What ``Runtime.stream`` yields.
RuntimeStreamEvent = (
    TextDelta | ToolCallDelta | ReasoningDelta | RetryNotice | Restart | FinalMessage
)

_DELTAS = (TextDelta, ToolCallDelta, ReasoningDelta)


@dataclass(frozen=True, slots=True)
class StreamStats:
    """What a stream delivered, for the exec's telemetry."""

    chunks: int
    bytes: int
    #: Restarts by layer, in order, with the perf_counter time of each.
    restarts: tuple[tuple[Layer, int, int, float], ...]
    #: perf_counter time of the first piece of the call that gave the final answer.
    first_token: float | None


class _End:
    __slots__ = ("error",)

    def __init__(self, error: BaseException | None) -> None:
        self.error = error


class _Channel:
    """The exec's deltas and notices, in order, for one consumer (one event loop)."""

    def __init__(self, on_partial: OnPartial) -> None:
        self.on_partial = on_partial
        self._items: deque[tuple[int, object]] = deque()
        self._getter: asyncio.Future[None] | None = None
        self._putter: asyncio.Future[None] | None = None
        self._handed: asyncio.Future[None] | None = None
        #: The model call now streaming (incremented at each retry).
        self._call = 0
        #: Pieces of the current call the consumer has received.
        self._taken = 0
        self._first_put: float | None = None
        self.chunks = 0
        self.bytes = 0
        self.restarts: list[tuple[Layer, int, int, float]] = []

    # --- the exec's side ------------------------------------------------------------

    def put(self, event: TextDelta | ToolCallDelta | ReasoningDelta) -> bool:
        """One piece of the current model call.

        True for the call's first piece when the consumer is waiting for it: the exec should
        yield once so that the piece reaches the consumer now, not after every piece that
        arrived in the same read has been parsed (that would delay the first token).
        """
        first = self._first_put is None
        if first:
            self._first_put = time.perf_counter()
        self.chunks += 1
        piece = event.arguments if type(event) is ToolCallDelta else event.text  # type: ignore[union-attr]
        self.bytes += len(piece.encode("utf-8", "surrogatepass"))
        self._items.append((self._call, event))
        return self._wake_getter() and first

    @property
    def full(self) -> bool:
        return len(self._items) >= _AHEAD

    async def room(self) -> None:
        """Wait until the consumer has read enough for the exec to go on."""
        while len(self._items) >= _AHEAD:
            future = asyncio.get_running_loop().create_future()
            self._putter = future
            try:
                await future
            finally:
                self._putter = None

    @property
    def replay_refused(self) -> bool:
        """The consumer saw output of the current call and asked not to see it replayed."""
        return self.on_partial == "fail" and self._taken > 0

    def retrying(self, decision: Decision, attempt: int, error: str) -> None:
        """A layer decided to retry the current call: drop its unread pieces, tell the consumer."""
        current = self._call
        while self._items and self._items[-1][0] == current:
            self._items.pop()  # only pieces carry a call number; notices carry -1
        layer = decision.layer
        if self._taken:
            self.restarts.append((layer, attempt, self._taken, time.perf_counter()))
            self._items.append((-1, Restart(layer, attempt, self._taken)))
        self._items.append(
            (
                -1,
                RetryNotice(
                    layer,
                    attempt,
                    decision.classification,
                    decision.rule,
                    decision.delay_s or 0.0,
                    error[:2048],
                ),
            )
        )
        self._call = current + 1
        self._taken = 0
        self._first_put = None
        self._wake_getter()

    async def hand_over(self, message: AssistantMessage) -> None:
        """Queue the final answer and wait until the consumer has taken it."""
        future = asyncio.get_running_loop().create_future()
        self._items.append((-1, FinalMessage(message)))
        self._handed = future
        self._wake_getter()
        await future

    def end(self, error: BaseException | None) -> None:
        """The exec returned (its final message was taken) or raised ``error``."""
        self._items.append((-1, _End(error)))
        self._wake_getter()

    def stats(self) -> StreamStats:
        return StreamStats(self.chunks, self.bytes, tuple(self.restarts), self._first_put)

    # --- the consumer's side --------------------------------------------------------

    async def get(self) -> object:
        while not self._items:
            future = asyncio.get_running_loop().create_future()
            self._getter = future
            try:
                await future
            finally:
                self._getter = None
        call, item = self._items.popleft()
        if call == self._call:
            self._taken += 1
        elif type(item) is FinalMessage and self._handed is not None:
            self._handed.set_result(None)
            self._handed = None
        putter = self._putter
        if putter is not None and not putter.done() and len(self._items) < _AHEAD // 2:
            putter.set_result(None)
        return item

    def _wake_getter(self) -> bool:
        getter = self._getter
        if getter is not None and not getter.done():
            getter.set_result(None)
            return True
        return False


#: The channel of the stream the current exec feeds (None for exec/run).
current_channel: contextvars.ContextVar[_Channel | None] = contextvars.ContextVar(
    "retrylens_stream_channel", default=None
)


class AnswerStream:
    """The events of one streamed call: iterate it with ``async for`` (or ``for``).

    Made by :meth:`Runtime.stream`. Yields :class:`TextDelta`, :class:`ToolCallDelta` and
    :class:`ReasoningDelta` pieces as the model sends them, a :class:`RetryNotice` when a
    layer decides to retry (after a :class:`Restart` when pieces of the failed call had
    reached you), and last a :class:`FinalMessage` with the complete answer; a call that
    fails raises its ``ExecError`` from the iterator instead. The exec starts at the first
    iteration. Use it as a context manager (``async with`` / ``with``) or call
    :meth:`aclose` / :meth:`close` to stop early: the model call is cancelled and its
    connection closed, and the exec is recorded as ``cancelled``.
    """

    def __init__(self, runtime: Runtime, run: _ExecRun, on_partial: OnPartial) -> None:
        self._runtime = runtime
        self._run = run
        self._channel = _Channel(on_partial)
        self._task: asyncio.Task[None] | None = None
        self._consumer: asyncio.Task[object] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._mode: Literal["async", "sync"] | None = None
        self._finished = False
        #: The complete answer, once the stream has delivered it.
        self.message: AssistantMessage | None = None

    async def _produce(self) -> None:
        current_channel.set(self._channel)
        try:
            await self._runtime._drive_async(self._run)
        except asyncio.CancelledError:
            self._channel.end(asyncio.CancelledError())
            raise
        except BaseException as exc:  # carried to the consumer, raised there
            self._channel.end(exc)
        else:
            self._channel.end(None)

    def _start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._task = self._loop.create_task(self._produce(), name="retrylens-stream")
        if self._mode != "sync":
            # A consumer task that ends (cancelled, or done with the stream unread) ends the
            # exec too, even when it never calls aclose().
            consumer = asyncio.current_task()
            if consumer is not None:
                consumer.add_done_callback(self._consumer_done)
                self._consumer = consumer

    def _consumer_done(self, _: object) -> None:
        task = self._task
        if task is not None and not task.done():
            task.cancel()

    def _release(self) -> None:
        consumer, self._consumer = self._consumer, None
        if consumer is not None:
            consumer.remove_done_callback(self._consumer_done)

    # --- async iteration --------------------------------------------------------------

    def __aiter__(self) -> AnswerStream:
        self._claim("async")
        return self

    async def __anext__(self) -> RuntimeStreamEvent:
        self._claim("async")
        return await self._next()

    async def _next(self) -> RuntimeStreamEvent:
        if self._finished:
            raise StopAsyncIteration
        if self._task is None:
            self._start()
        try:
            item = await self._channel.get()
        except BaseException:  # the consumer was cancelled: so is the exec
            await self.aclose()
            raise
        if isinstance(item, _End):
            self._finished = True
            self._release()
            if item.error is not None:
                raise item.error
            raise StopAsyncIteration
        if type(item) is FinalMessage:
            self.message = item.message
        return item  # type: ignore[return-value]

    async def aclose(self) -> None:
        """Stop the stream: cancel the model call (its connection is closed) if it runs."""
        self._finished = True
        self._release()
        task = self._task
        if task is None or task.done():
            return
        task.cancel()
        # Wait for the exec to unwind (response closed, `cancelled` recorded); a consumer
        # cancelled meanwhile still gets its CancelledError.
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.shield(task)

    async def __aenter__(self) -> AnswerStream:
        self._claim("async")
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # --- sync iteration (through the portal loop, as Runtime.exec) --------------------

    def __iter__(self) -> Iterator[RuntimeStreamEvent]:
        self._claim("sync")
        return self

    def __next__(self) -> RuntimeStreamEvent:
        self._claim("sync")
        try:
            return portal.run(self._next())
        except StopAsyncIteration:
            raise StopIteration from None

    def close(self) -> None:
        """Stop the stream from sync code (see :meth:`aclose`)."""
        if self._task is not None and not self._task.done():
            portal.run(self.aclose())
        self._finished = True

    def __enter__(self) -> AnswerStream:
        self._claim("sync")
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _claim(self, mode: Literal["async", "sync"]) -> None:
        if self._mode is None:
            self._mode = mode
        elif self._mode != mode:
            raise TypeError(
                "an AnswerStream is iterated either with `async for` or with `for`, not both"
            )

    def __del__(self) -> None:
        # Dropped unfinished (a `break` out of a loop over a stream nobody holds): cancel.
        task, loop = self._task, self._loop
        if task is None or task.done() or loop is None or loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(task.cancel)

    def __repr__(self) -> str:
        state = "finished" if self._finished else "running" if self._task else "not started"
        return f"<AnswerStream {state}: {self._channel.chunks} pieces>"
