"""The byte-level SSE parser the providers use: WHATWG rules, limits, and httpx-sse parity."""

from __future__ import annotations

import itertools

import httpx
import pytest
from httpx_sse import EventSource
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from retrylens._sse import SSEParser, StreamDecodeError

BIG = 1 << 30


def parse(reads: list[bytes], max_line: int = BIG, max_bytes: int = BIG) -> list[tuple[str, str]]:
    """Feed the reads, then end the stream; return every event."""
    parser = SSEParser(max_bytes, max_line)
    out: list[tuple[str, str]] = []
    for read in reads:
        out += parser.feed(read)
    return out + parser.close()


def cut(body: bytes, cuts: list[int]) -> list[bytes]:
    """``body`` split at the given offsets (as network reads would split it)."""
    bounds = sorted({0, len(body), *(c for c in cuts if 0 < c < len(body))})
    return [body[a:b] for a, b in itertools.pairwise(bounds)]


def httpx_sse_events(body: bytes) -> list[tuple[str, str]]:
    """What httpx-sse makes of the same bytes (the library this parser must agree with)."""
    response = httpx.Response(200, headers={"content-type": "text/event-stream"}, content=body)
    return [(e.event, e.data) for e in EventSource(response).iter_sse()]


@pytest.mark.parametrize(
    ("body", "events"),
    [
        (b'data: {"a":1}\n\n', [("message", '{"a":1}')]),
        (b"data:x\r\n\r\n", [("message", "x")]),
        (b"data: x\r\rdata: y\r\r", [("message", "x"), ("message", "y")]),
        (b"data: a\ndata: b\n\n", [("message", "a\nb")]),
        (b"event: error\ndata: {}\n\n", [("error", "{}")]),
        (b": keep-alive\n\ndata: x\n\n", [("message", "x")]),
        (b"id: 7\nretry: 10\nfoo: bar\ndata: x\n\n", [("message", "x")]),
        (b"event: ping\n\n", []),
        (b"data\n\n", [("message", "")]),
        (b"data:  two spaces\n\n", [("message", " two spaces")]),
        (b"data: unfinished\n", []),
        (b"\xef\xbb\xbfdata: bom\n\n", [("message", "bom")]),
        (b"data: caf\xc3\xa9 \xff\n\n", [("message", "café \ufffd")]),
        (b"event: a\n\ndata: x\n\n", [("message", "x")]),
    ],
)
def test_event_stream_rules(body: bytes, events: list[tuple[str, str]]) -> None:
    """Line endings, fields, comments, BOM, bad UTF-8 and dispatch follow the WHATWG rules."""
    assert parse([body]) == events
    assert parse([body[i : i + 1] for i in range(len(body))]) == events  # one byte per read


def test_crlf_split_between_reads_is_one_line_end() -> None:
    """A CR at the end of one read and the LF at the start of the next end one line, not two."""
    assert parse([b"data: a\r", b"\ndata: b\r", b"\n\r", b"\n"]) == [("message", "a\nb")]


def test_final_cr_ends_the_stream_line() -> None:
    """A stream whose last byte is the CR of a blank line still dispatches its event."""
    assert parse([b"data: x\r\r"]) == [("message", "x")]
    assert parse([b"data: x\r", b"\r"]) == [("message", "x")]


def test_stream_size_limit() -> None:
    """More bytes than max_stream_bytes is a StreamDecodeError naming the limit."""
    parser = SSEParser(100, BIG)
    parser.feed(b"data: x\n\n" * 10)
    with pytest.raises(StreamDecodeError, match="exceeded 100 bytes"):
        parser.feed(b"data: x\n\n" * 2)


def test_line_limit_counts_the_line_across_reads() -> None:
    """A line growing over many reads is refused once it passes the limit."""
    parser = SSEParser(BIG, 20)
    parser.feed(b"data: 0123456789")
    with pytest.raises(StreamDecodeError, match="longer than 20 bytes"):
        parser.feed(b"0123456789")


def test_many_short_lines_in_one_big_read_are_fine() -> None:
    """A read longer than the line limit is fine when each of its lines is short."""
    body = b"data: x\n\n" * 1000
    assert len(parse([body], max_line=20)) == 1000


_line_end = st.sampled_from([b"\n", b"\r\n", b"\r"])
_value = st.binary(max_size=12).map(
    lambda b: b.replace(b"\r", b"").replace(b"\n", b"").lstrip(b"\xef\xbb\xbf")
)
_line = st.one_of(
    st.tuples(st.sampled_from([b"data", b"data:", b"data: ", b"event:", b"event: "]), _value).map(
        b"".join
    ),
    st.tuples(st.sampled_from([b":", b"id: ", b"retry: ", b"other: "]), _value).map(b"".join),
    st.just(b""),
)
_stream = st.lists(st.tuples(_line, _line_end).map(b"".join), max_size=30).map(b"".join)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(body=_stream, cuts=st.lists(st.integers(0, 500), max_size=10))
def test_agrees_with_httpx_sse(body: bytes, cuts: list[int]) -> None:
    """On generated streams cut anywhere, the events match httpx-sse's (events with data)."""
    ours = parse(cut(body, cuts))
    theirs = httpx_sse_events(body)
    # httpx-sse also dispatches data-less blocks (after an id or event line) as empty events;
    # the spec, and so this parser, does not. Empty data carries nothing for a decoder.
    assert [e for e in ours if e[1]] == [e for e in theirs if e[1]]


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(body=st.binary(max_size=3000), cuts=st.lists(st.integers(0, 3000), max_size=12))
def test_reads_do_not_change_the_events(body: bytes, cuts: list[int]) -> None:
    """Whatever the bytes, where the network splits them never changes the events."""
    assert parse(cut(body, cuts)) == parse([body])
