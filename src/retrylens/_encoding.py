"""Bounded decoding of compressed response bodies (gzip, deflate, stacked or not).

httpx decodes a whole network read in one call, so a nested bomb (``Content-Encoding:
gzip, gzip``: 1.8 KB on the wire) becomes gigabytes in memory before any limit can look
at it. Here the raw bytes are inflated lazily, at most :data:`PIECE` bytes per step and
layer, and the decoded total is held to a byte limit and to a ratio over the wire bytes,
so memory and work stay bounded whatever the server sends.
"""

from __future__ import annotations

import zlib
from collections.abc import AsyncIterator, Iterable, Iterator
from typing import Final

from ._sse import StreamDecodeError

#: The codings asked for (``Accept-Encoding``) and decoded.
ACCEPT_ENCODING: Final = "gzip, deflate"
#: Bytes one inflate step may produce.
PIECE: Final = 64 * 1024
#: Stacked codings accepted (``gzip, gzip`` is 2); more is refused.
MAX_LAYERS: Final = 2
#: Decoded bytes per wire byte refused once past :data:`RATIO_FLOOR` decoded bytes.
#: (Deflate tops out near 1,032:1 per layer; real event streams compress 3-30:1.)
MAX_RATIO: Final = 200
RATIO_FLOOR: Final = 1024 * 1024


def codings(header_values: Iterable[str]) -> list[str]:
    """The content codings a response applied, in the order applied (identity dropped)."""
    out: list[str] = []
    for value in header_values:
        out += [c.strip().lower() for c in value.split(",") if c.strip()]
    return [c for c in out if c != "identity"]


class _Inflater:
    """One gzip or deflate layer, inflated at most :data:`PIECE` bytes at a time."""

    def __init__(self, coding: str) -> None:
        self.coding = coding
        # gzip: header and trailer; deflate: zlib-wrapped, or raw as some servers send it.
        self._z = zlib.decompressobj(zlib.MAX_WBITS | 16 if coding == "gzip" else zlib.MAX_WBITS)
        self._first = coding == "deflate"

    def feed(self, data: bytes) -> Iterator[bytes]:
        while data:
            try:
                out = self._z.decompress(data, PIECE)
            except zlib.error as exc:
                if self._first:  # not zlib-wrapped: retry as a raw deflate stream
                    self._first = False
                    self._z = zlib.decompressobj(-zlib.MAX_WBITS)
                    continue
                raise StreamDecodeError(
                    f"the response body is not valid {self.coding} data ({exc})"
                ) from None
            self._first = False
            if out:
                yield out
            data = self._z.unconsumed_tail
            if self._z.eof:
                return

    def flush(self) -> Iterator[bytes]:
        out = self._z.flush()
        if out:
            yield out


def _through(layer: _Inflater, pieces: Iterable[bytes]) -> Iterator[bytes]:
    for piece in pieces:
        yield from layer.feed(piece)


class BoundedDecoder:
    """Decodes raw body chunks through every coding, holding size and ratio to limits."""

    def __init__(self, applied: list[str], max_bytes: int) -> None:
        unknown = [c for c in applied if c not in ("gzip", "deflate", "x-gzip")]
        if unknown:
            raise StreamDecodeError(
                f"unsupported content-encoding {', '.join(applied)!r} (retrylens asks for "
                f"{ACCEPT_ENCODING!r})"
            )
        if len(applied) > MAX_LAYERS:
            raise StreamDecodeError(
                f"content-encoding {', '.join(applied)!r} stacks {len(applied)} codings; "
                f"at most {MAX_LAYERS} are decoded"
            )
        names = ["gzip" if c == "x-gzip" else c for c in applied]
        # The last coding applied is the first to undo.
        self._layers = [_Inflater(c) for c in reversed(names)]
        self._label = ", ".join(applied)
        self._max_bytes = max_bytes
        self.wire = 0
        self.decoded = 0

    def _pieces(self, pieces: Iterable[bytes]) -> Iterator[bytes]:
        for layer in self._layers:
            pieces = _through(layer, pieces)
        for piece in pieces:
            self.decoded += len(piece)
            if self.decoded > self._max_bytes:
                raise StreamDecodeError(
                    f"the {self._label}-encoded body decodes to more than {self._max_bytes} "
                    "bytes; refusing to read more"
                )
            if self.decoded > RATIO_FLOOR and self.decoded > MAX_RATIO * self.wire:
                raise StreamDecodeError(
                    f"the {self._label}-encoded body expands more than {MAX_RATIO}:1 "
                    f"({self.wire} bytes on the wire); refusing it as a decompression bomb"
                )
            yield piece

    def feed(self, chunk: bytes) -> Iterator[bytes]:
        """The decoded pieces of one raw chunk (lazily: limits hold before memory grows)."""
        self.wire += len(chunk)
        return self._pieces((chunk,))

    def end(self) -> Iterator[bytes]:
        """What the layers still hold once the body has ended."""
        tail: list[bytes] = []
        for layer in self._layers:
            tail = [out for piece in tail for out in layer.feed(piece)] + list(layer.flush())
        return self._pieces(tail)


async def decoded(
    raw: AsyncIterator[bytes], applied: list[str], max_bytes: int
) -> AsyncIterator[bytes]:
    """``raw`` body chunks decoded through ``applied`` codings, bounded (see the module)."""
    decoder = BoundedDecoder(applied, max_bytes)
    async for chunk in raw:
        for piece in decoder.feed(chunk):
            yield piece
    for piece in decoder.end():
        yield piece
