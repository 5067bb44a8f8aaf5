"""Compressed bodies are decoded lazily and bounded: bombs are refused, real ones read."""

from __future__ import annotations

import asyncio
import gzip
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest

import retrylens as rl
from retrylens._encoding import MAX_RATIO, PIECE, RATIO_FLOOR, BoundedDecoder, codings
from retrylens._sse import StreamDecodeError

from .test_providers_http import Handler, raw_http_server, read_request, sse_body

#: ``Content-Encoding: gzip, gzip`` around 1 GiB of zeros after an event's opening bytes:
#: 1,892 bytes on the wire (made with zlib level 9, 1 MiB of zeros fed 1,024 times).
BOMB = (Path(__file__).parent / "data" / "gzip_gzip_bomb.bin").read_bytes()


def _serve(
    body: bytes, encoding: str, status: int = 200, ctype: str = "text/event-stream"
) -> tuple[Handler, list[bytes]]:
    """A handler answering every request with ``body`` under ``encoding``; its request log."""
    requests: list[bytes] = []

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        while True:
            requests.append(await read_request(reader))
            writer.write(
                f"HTTP/1.1 {status} X\r\ncontent-type: {ctype}\r\n"
                f"content-encoding: {encoding}\r\ncontent-length: {len(body)}\r\n\r\n".encode()
                + body
            )
            await writer.drain()

    return handle, requests


def _provider(port: int) -> rl.OpenAIChatProvider:
    return rl.OpenAIChatProvider(model="m", base_url=f"http://127.0.0.1:{port}/v1")


def test_the_bomb_fixture_is_what_it_claims() -> None:
    """The fixture is under 2 KB and two gzip layers deep (its size on decoding is not tried)."""
    assert len(BOMB) < 2048
    inner = gzip.decompress(BOMB)
    assert inner[:2] == b"\x1f\x8b" and len(inner) < 2 * 1024 * 1024


def test_a_nested_bomb_stops_at_the_ratio_limit_with_bounded_pieces() -> None:
    """Decoding gzip, gzip stops just past the ratio floor; no piece is larger than PIECE."""
    decoder = BoundedDecoder(["gzip", "gzip"], 64 * 1024 * 1024)
    sizes: list[int] = []

    def read_all() -> None:
        for start in range(0, len(BOMB), 512):
            sizes.extend(len(piece) for piece in decoder.feed(BOMB[start : start + 512]))

    with pytest.raises(StreamDecodeError, match=f"more than {MAX_RATIO}:1"):
        read_all()
    assert max(sizes) <= PIECE
    assert RATIO_FLOOR < decoder.decoded <= RATIO_FLOOR + PIECE


def test_a_single_layer_bomb_stops_at_the_byte_limit() -> None:
    """One gzip layer of 64 MiB of zeros is refused at the stream's byte limit."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    body = b"".join(packer.compress(bytes(1 << 20)) for _ in range(64)) + packer.flush()
    decoder = BoundedDecoder(["gzip"], 4 * 1024 * 1024)
    with pytest.raises(StreamDecodeError, match="more than"):
        for _ in decoder.feed(body):
            pass
    assert decoder.decoded <= 4 * 1024 * 1024 + PIECE


@pytest.mark.parametrize(
    ("applied", "message"),
    [
        (["gzip", "gzip", "gzip"], "stacks 3 codings"),
        (["br"], "unsupported content-encoding 'br'"),
        (["gzip", "compress"], "unsupported content-encoding 'gzip, compress'"),
    ],
)
def test_codings_past_the_limits_are_refused_by_name(applied: list[str], message: str) -> None:
    """Three stacked codings or one that is not asked for: a clear error naming them."""
    with pytest.raises(StreamDecodeError, match=message):
        BoundedDecoder(applied, 1024)


def test_codings_are_read_across_header_lines() -> None:
    """Codings from several Content-Encoding lines are read in order; identity is dropped."""
    assert codings(["gzip", " identity, DEFLATE "]) == ["gzip", "deflate"]


@pytest.mark.parametrize(
    ("encoding", "pack"),
    [
        ("gzip", gzip.compress),
        ("gzip, gzip", lambda b: gzip.compress(gzip.compress(b))),
        ("deflate", zlib.compress),
        ("deflate", lambda b: zlib.compress(b)[2:-4]),  # raw deflate, as some servers send
        ("x-gzip", gzip.compress),
    ],
)
async def test_real_encoded_streams_are_decoded(
    encoding: str, pack: Callable[[bytes], bytes]
) -> None:
    """gzip, stacked gzip, zlib and raw deflate event streams decode to the whole answer."""
    handle, requests = _serve(pack(sse_body("squeezed " * 500)), encoding)
    async with raw_http_server(handle) as port, _provider(port) as p:
        msg = await rl.Agent(p).run([rl.UserMessage(content="hi")])
    assert msg.stop_reason == "stop", msg.error_message
    assert msg.content == "squeezed " * 500
    assert b"accept-encoding: gzip, deflate\r\n" in requests[0]


async def test_a_nested_bomb_over_a_socket_is_a_clear_error() -> None:
    """The 1.9 KB gzip, gzip bomb sent by a server ends the call with a named refusal."""
    handle, requests = _serve(BOMB, "gzip, gzip")
    async with raw_http_server(handle) as port, _provider(port) as p:
        msg = await rl.Agent(p).run([rl.UserMessage(content="hi")])
    assert msg.stop_reason == "error"
    assert msg.error_type == "StreamDecodeError"
    assert "decompression bomb" in (msg.error_message or "")
    assert len(requests) == 1


async def test_a_bomb_in_an_error_body_is_cut_to_the_error_text_limit() -> None:
    """A compressed 503 body is decoded only up to the error-text bound; the 503 still counts."""
    handle, _ = _serve(BOMB, "gzip, gzip", status=503, ctype="application/json")
    async with raw_http_server(handle) as port, _provider(port) as p:
        msg = await rl.Agent(p).run([rl.UserMessage(content="hi")])
    assert msg.stop_reason == "error" and msg.http_status == 503
    assert rl.classify_message(msg).kind == "transient"


def test_a_corrupt_body_names_its_coding() -> None:
    """Bytes that are not gzip under Content-Encoding: gzip are a clear decode error."""
    with pytest.raises(StreamDecodeError, match="not valid gzip data"):
        list(BoundedDecoder(["gzip"], 1024).feed(b"definitely not gzip"))
