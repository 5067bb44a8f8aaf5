"""Server-sent events from raw response bytes, with size limits.

The providers parse the event stream here, from the bytes httpx hands over, rather than
through ``httpx-sse``'s text pipeline: text decoding, line splitting and event assembly
then cost one pass per network read instead of three generator layers per read and an
object per line (see ``benchmarks/results/overhead.md``), and the limits on line length
and stream size act on the bytes as they arrive. The rules are the WHATWG
``text/event-stream`` ones that ``httpx-sse`` also follows: lines end in CRLF, LF or CR; a
leading BOM is dropped; ``data`` lines join with a newline; a blank line dispatches; an
event with no ``data`` line is not dispatched; an unfinished event at the end of the stream
is dropped; ``id``, ``retry``, comments and unknown fields are ignored (a model call is
never resumed). Text is UTF-8, with undecodable bytes replaced. ``tests/test_sse.py``
checks the events against ``httpx-sse``'s on generated streams.
"""

from __future__ import annotations

from ._exceptions import RetrylensError

_BOM = b"\xef\xbb\xbf"


class StreamDecodeError(RetrylensError):
    """The provider sent something that is not a valid event stream."""


class SSEParser:
    """Incremental parser: ``feed(bytes)`` returns the ``(event, data)`` pairs completed."""

    __slots__ = ("_data", "_event", "_first", "_max_bytes", "_max_line", "_tail", "total")

    def __init__(self, max_bytes: int, max_line: int) -> None:
        self._max_bytes = max_bytes
        self._max_line = max_line
        self._tail = b""  # the unfinished last line (may end in a CR awaiting its LF)
        self._data: list[bytes] = []
        self._event = b""
        self._first = True
        #: Bytes fed so far.
        self.total = 0

    def feed(self, chunk: bytes) -> list[tuple[str, str]]:
        """Parse one piece of the stream; raise ``StreamDecodeError`` past a limit."""
        self.total += len(chunk)
        if self.total > self._max_bytes:
            raise StreamDecodeError(
                f"event stream exceeded {self._max_bytes} bytes; refusing to read more"
            )
        if (
            chunk[:6] == b"data: "
            and chunk[-2:] == b"\n\n"
            and chunk.count(b"\n") == 2
            and not (self._tail or self._data or self._first or self._event)
            and b"\r" not in chunk
            and len(chunk) <= self._max_line
        ):
            # The usual read: exactly one whole single-line data event.
            return [("message", chunk[6:-2].decode("utf-8", "replace"))]
        if self._first:
            chunk, self._tail = self._tail + chunk, b""
            if len(chunk) < 3 and _BOM.startswith(chunk):
                self._tail = chunk  # too short yet to tell whether it starts with a BOM
                return []
            self._first = False
            if chunk.startswith(_BOM):
                chunk = chunk[3:]
        elif self._tail:
            chunk = self._tail + chunk
        return self._lines(chunk)

    def _lines(self, chunk: bytes) -> list[tuple[str, str]]:
        if b"\r" in chunk:
            # A CR at the very end may be the first half of a CRLF: keep it for the next read.
            held = chunk.endswith(b"\r")
            if held:
                chunk = chunk[:-1]
            chunk = chunk.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
            lines = chunk.split(b"\n")
            tail = lines.pop()
            self._tail = tail + b"\r" if held else tail
        else:
            lines = chunk.split(b"\n")
            self._tail = tail = lines.pop()
        if len(chunk) > self._max_line and (
            len(tail) > self._max_line or max(map(len, lines), default=0) > self._max_line
        ):
            raise StreamDecodeError(f"event stream line longer than {self._max_line} bytes")
        out: list[tuple[str, str]] = []
        for line in lines:
            if line:
                if line[:5] == b"data:":
                    self._data.append(line[6:] if line[5:6] == b" " else line[5:])
                elif line[:6] == b"event:":
                    self._event = line[7:] if line[6:7] == b" " else line[6:]
                elif line == b"data":
                    self._data.append(b"")
                elif line == b"event":
                    self._event = b""
            elif self._data:
                out.append(self._dispatch())
            else:
                self._event = b""
        return out

    def _dispatch(self) -> tuple[str, str]:
        data = self._data[0] if len(self._data) == 1 else b"\n".join(self._data)
        event = self._event.decode("utf-8", "replace") if self._event else "message"
        self._data = []
        self._event = b""
        return event, data.decode("utf-8", "replace")

    def close(self) -> list[tuple[str, str]]:
        """The end of the stream: a final CR still ends its line; an unfinished event is dropped."""
        tail, self._tail = self._tail, b""
        if self._first and tail.startswith(_BOM):
            tail = tail[3:]
        return self._lines(tail[:-1] + b"\n") if tail.endswith(b"\r") else []
