"""A loopback HTTP server that answers every request with one recorded SSE body.

Real sockets (asyncio streams + h11 on a thread), so the providers read recorded streams
exactly as they would from a provider: split across TCP writes at arbitrary points.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import h11

STREAMS = Path(__file__).resolve().parent / "data" / "streams"


def recorded(name: str) -> bytes:
    """A recorded stream of ``tests/data/streams`` (sources in SOURCES.json)."""
    return (STREAMS / name).read_bytes()


class ReplayServer:
    """Serves ``body`` (an SSE stream) to every request, in ``piece``-byte TCP writes."""

    def __init__(self, body: bytes, *, piece: int = 7, status: int = 200) -> None:
        self.body = body
        self.piece = piece
        self.status = status
        #: The JSON bodies of the requests received, in order.
        self.requests: list[dict[str, Any]] = []
        self.url = ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: asyncio.Server | None = None

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = h11.Connection(h11.SERVER)
        body = b""
        try:
            while True:
                event = conn.next_event()
                if event is h11.NEED_DATA:
                    data = await reader.read(65536)
                    conn.receive_data(data)
                    if not data:
                        return
                    continue
                if isinstance(event, h11.Data):
                    body += bytes(event.data)
                if isinstance(event, h11.EndOfMessage):
                    break
            self.requests.append(json.loads(body or b"{}"))
            headers = [("content-type", "text/event-stream"), ("connection", "close")]
            writer.write(conn.send(h11.Response(status_code=self.status, headers=headers)))
            for i in range(0, len(self.body), self.piece):
                writer.write(conn.send(h11.Data(data=self.body[i : i + self.piece])))
                await writer.drain()
            writer.write(conn.send(h11.EndOfMessage()))
            await writer.drain()
        except ConnectionError:
            pass  # the client stopped reading (it refused the stream): nothing left to serve
        finally:
            writer.close()

    @contextmanager
    def running(self) -> Iterator[ReplayServer]:
        """Serve on 127.0.0.1 (a free port) for the block."""
        ready = threading.Event()
        loop = asyncio.new_event_loop()

        async def start() -> None:
            self._server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
            port = self._server.sockets[0].getsockname()[1]
            self.url = f"http://127.0.0.1:{port}"
            ready.set()

        thread = threading.Thread(target=loop.run_forever, daemon=True)
        thread.start()
        asyncio.run_coroutine_threadsafe(start(), loop)
        ready.wait(10)
        try:
            yield self
        finally:

            async def stop() -> None:
                assert self._server is not None
                self._server.close()
                await self._server.wait_closed()

            asyncio.run_coroutine_threadsafe(stop(), loop).result(10)
            loop.call_soon_threadsafe(loop.stop)
            thread.join(10)
            loop.close()
