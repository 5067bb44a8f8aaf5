"""``FaultServer``: a real HTTP model server on loopback that breaks connections for real.

Built on asyncio streams and h11, so every fault acts on the real socket: ``drop`` leaves a
chunked body incomplete, ``reset`` sends a TCP RST, ``stall`` stops sending while keeping
the connection open. It speaks the OpenAI chat-completions and Anthropic Messages APIs,
streaming and not, with the headers and bodies the real services send (request ids,
rate-limit headers, ``retry-after``, usage; ``tests/test_sdk_fidelity.py`` holds the
official SDKs to it), and counts every request it receives, per fault, so tests can compare
the server's truth with the client's telemetry.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import socket
import struct
import threading
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any

import h11

from . import _bodies as bodies
from ._bodies import Api

FAULT_HEADER = "x-retrylens-fault"
DEFAULT_TEXT = (
    "Retries multiply across layers, so every decision of the stack is recorded as a span "
    "and a metric for the engineer on call tonight."
)
_MAX_BODY = 8 * 1024 * 1024

KINDS = frozenset(
    {
        "ok",
        "status",
        "sse_error",
        "sse_error_empty",
        "drop",
        "reset",
        "stall",
        "malformed",
        "slow_first_token",
        "invalid_image",
        "context_overflow",
        "invalid_key",
        "login_expired",
        "insufficient_quota",
        "tool_call",
        "refusal",
    }
)


@dataclass(frozen=True)
class Fault:
    """One parsed fault spec, e.g. ``status:429:2`` or ``drop:3``."""

    kind: str
    status: int = 200
    retry_after: str | None = None
    count: int | None = None
    seconds: float | None = None

    @property
    def label(self) -> str:
        """Counter key: the kind, with the status for ``status`` faults."""
        return f"status:{self.status}" if self.kind == "status" else self.kind


def _number(text: str, what: str, kind: type[int] | type[float], low: float, high: float) -> Any:
    try:
        value = kind(text)
    except ValueError:
        raise ValueError(f"{what} must be a number, got {text!r}") from None
    if not low <= value <= high:
        raise ValueError(f"{what} must be between {low:g} and {high:g}, got {text!r}")
    return value


def parse_fault(spec: str) -> Fault:
    """Parse a fault spec; raise ``ValueError`` naming the valid kinds on a bad one."""
    if not isinstance(spec, str):
        raise TypeError(f"a fault spec is a str, got {type(spec).__name__}")
    parts = spec.strip().split(":")
    kind = parts[0].strip().lower()
    if kind not in KINDS:
        raise ValueError(f"unknown fault {spec!r}; valid kinds: {', '.join(sorted(KINDS))}")
    try:
        if kind == "status":
            if len(parts) < 2 or not parts[1].strip():
                raise ValueError("status needs a code, e.g. status:503")
            status = _number(parts[1], "the status code", int, 100, 599)
            if status not in bodies.SERVED_STATUSES:
                raise ValueError(
                    f"the FaultServer sends only statuses the real APIs send: "
                    f"{', '.join(map(str, sorted(bodies.SERVED_STATUSES)))}"
                )
            retry_after = ":".join(parts[2:]).strip() if len(parts) > 2 else None
            return Fault(kind, status=status, retry_after=retry_after or None)
        if len(parts) > 2:
            raise ValueError(f"{kind} takes at most one argument")
        arg = parts[1].strip() if len(parts) > 1 else None
        if kind in ("drop", "reset", "stall", "malformed"):
            if arg is None:
                return Fault(kind)
            return Fault(kind, count=_number(arg, f"{kind}'s event count", int, 0, 100_000))
        if kind == "tool_call":
            count = _number(arg, "tool_call's number of calls", int, 1, 64) if arg else 1
            return Fault(kind, count=count)
        if kind == "slow_first_token":
            seconds = _number(arg, "slow_first_token's seconds", float, 0, 3600) if arg else 0.5
            return Fault(kind, seconds=seconds)
        if arg is not None:
            raise ValueError(f"{kind} takes no argument")
        if kind in bodies.NAMED_ERRORS:
            return Fault(kind, status=bodies.NAMED_ERRORS[kind][0])
    except ValueError as exc:
        raise ValueError(f"bad fault spec {spec!r}: {exc}") from None
    return Fault(kind)


#: ``(request_index, api, json_body) -> fault spec``
FaultChooser = Callable[[int, Api, dict[str, Any]], str]


@dataclass
class RecordedRequest:
    """What the server saw of one model request."""

    api: Api
    path: str
    fault: str
    model: str
    headers: dict[str, str]
    body: dict[str, Any] = field(default_factory=dict)
    #: The request id the server answered with (``x-request-id`` / ``request-id``).
    request_id: str = ""
    #: The HTTP status sent (0: the connection was cut before any status line).
    status: int = 0
    #: True for a streaming request (``"stream": true``).
    stream: bool = False
    #: The id of the answer (``chatcmpl-…`` / ``msg_…``), when one was sent.
    response_id: str = ""

    def log_line(self) -> str:
        """One line for a server log: status, path, fault, stream or not, request id."""
        status = str(self.status) if self.status else "---"
        mode = "stream" if self.stream else "json"
        return f"{status} POST {self.path} fault={self.fault} {mode} {self.request_id}"


class FaultServer:
    """A fault-injecting OpenAI/Anthropic-compatible server on ``127.0.0.1``.

    ``script`` picks the fault of each model request in order (then ``default``); it may
    also be a callable ``(request_index, api, json_body) -> spec``. A request header
    ``x-retrylens-fault: <spec>`` overrides the script for that request.
    Every answer carries the headers the real API sends (request ids, rate limits,
    ``retry-after`` on a 429); every fault acts on streaming and non-streaming requests.
    ``on_request`` is called with each answered request's record (``faults serve`` logs it).
    Use as ``with FaultServer([...]) as server:`` (own thread) or ``async with``.
    Point ``OpenAIChatProvider(base_url=server.openai_url)`` or
    ``AnthropicProvider(base_url=server.url)`` at it.
    """

    def __init__(
        self,
        script: Sequence[str] | FaultChooser | None = None,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        default: str = "ok",
        text: str = DEFAULT_TEXT,
        chunks: int = 20,
        chunk_delay: float = 0.0,
        api_key: str | None = None,
        on_request: Callable[[RecordedRequest], None] | None = None,
    ) -> None:
        if callable(script):
            self._chooser: FaultChooser | None = script
            self._script: list[Fault] = []
        else:
            self._chooser = None
            self._script = [parse_fault(s) for s in (script or ())]
        self.default = parse_fault(default)
        self.host = host
        self.port = port
        self.text = text
        self.chunks = max(1, chunks)
        self.chunk_delay = chunk_delay
        self.api_key = api_key
        #: Called (on the server's thread) once each model request has been answered.
        self.on_request = on_request
        self._ids = random.Random()
        #: Model requests received (every API request, whatever its fault).
        self.requests = 0
        #: Model requests per fault label (``ok``, ``status:503``, ``drop``…).
        self.counts: Counter[str] = Counter()
        self.history: list[RecordedRequest] = []
        #: Client connections accepted so far (a client that reuses its connections
        #: makes one for many requests).
        self.connections = 0
        self._open = 0
        self._script_pos = 0
        self._cond = threading.Condition()
        self._server: asyncio.Server | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stopping: asyncio.Event | None = None
        self._writers: set[asyncio.StreamWriter] = set()

    # --- lifecycle ---------------------------------------------------------------------

    @property
    def url(self) -> str:
        """Base URL (for ``AnthropicProvider``; add ``/v1`` for OpenAI)."""
        return f"http://{self.host}:{self.port}"

    @property
    def openai_url(self) -> str:
        """Base URL for ``OpenAIChatProvider`` (``.../v1``)."""
        return f"{self.url}/v1"

    @property
    def open_connections(self) -> int:
        """Client connections currently open to the server."""
        with self._cond:
            return self._open

    def wait_open_connections(self, n: int = 0, timeout: float = 5.0) -> bool:
        """Block until exactly ``n`` connections are open; False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._open == n, timeout)

    def wait_requests(self, n: int, timeout: float = 5.0) -> bool:
        """Block until the server has received at least ``n`` model requests."""
        with self._cond:
            return self._cond.wait_for(lambda: self.requests >= n, timeout)

    async def await_requests(self, n: int, timeout: float = 5.0) -> bool:
        """Async form of :meth:`wait_requests`."""
        return await asyncio.to_thread(self.wait_requests, n, timeout)

    async def await_open_connections(self, n: int = 0, timeout: float = 5.0) -> bool:
        """Async form of :meth:`wait_open_connections`."""
        return await asyncio.to_thread(self.wait_open_connections, n, timeout)

    async def start(self) -> None:
        """Start listening on the current event loop."""
        self._stopping = asyncio.Event()
        try:
            self._server = await asyncio.start_server(self._handle, self.host, self.port)
        except OSError as exc:
            raise OSError(
                exc.errno, f"FaultServer cannot listen on {self.host}:{self.port}: {exc.strerror}"
            ) from None
        self.port = self._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        """Stop listening and close every connection."""
        if self._stopping is not None:
            self._stopping.set()
        if self._server is not None:
            self._server.close()
        for writer in list(self._writers):
            writer.close()
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 5)
            self._server = None

    async def __aenter__(self) -> FaultServer:
        await self.start()
        return self

    async def __aexit__(
        self, et: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.stop()

    def __enter__(self) -> FaultServer:
        loop = asyncio.new_event_loop()
        started = threading.Event()
        self._loop = loop
        self._thread = threading.Thread(
            target=self._run_loop, args=(loop, started), name="retrylens-fault-server", daemon=True
        )
        self._thread.start()
        started.wait()
        asyncio.run_coroutine_threadsafe(self.start(), loop).result(10)
        return self

    def __exit__(
        self, et: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        asyncio.run_coroutine_threadsafe(self.stop(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()
        self._loop = self._thread = None

    @staticmethod
    def _run_loop(loop: asyncio.AbstractEventLoop, started: threading.Event) -> None:
        asyncio.set_event_loop(loop)
        loop.call_soon(started.set)
        loop.run_forever()

    # --- choosing faults ----------------------------------------------------------------

    def _choose(self, index: int, api: Api, header: str | None, body: dict[str, Any]) -> Fault:
        if header:
            return parse_fault(header)
        if self._chooser is not None:
            return parse_fault(self._chooser(index, api, body))
        position = self._script_pos
        self._script_pos += 1
        if position < len(self._script):
            return self._script[position]
        return self.default

    # --- connection handling ------------------------------------------------------------

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._writers.add(writer)
        with self._cond:
            self._open += 1
            self.connections += 1
            self._cond.notify_all()
        conn = h11.Connection(h11.SERVER)
        try:
            while True:
                request = await self._read_request(conn, reader)
                if request is None:
                    break
                keep = await self._serve(conn, reader, writer, *request)
                if not keep or conn.our_state is not h11.DONE or conn.their_state is not h11.DONE:
                    break
                conn.start_next_cycle()
        except (ConnectionError, h11.ProtocolError, asyncio.IncompleteReadError, OSError):
            pass
        finally:
            self._writers.discard(writer)
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()
            with self._cond:
                self._open -= 1
                self._cond.notify_all()

    async def _read_request(
        self, conn: h11.Connection, reader: asyncio.StreamReader
    ) -> tuple[h11.Request, bytes] | None:
        request: h11.Request | None = None
        body = bytearray()
        while True:
            event = conn.next_event()
            if event is h11.NEED_DATA:
                conn.receive_data(await reader.read(65536))
                continue
            if isinstance(event, h11.Request):
                request = event
            elif isinstance(event, h11.Data):
                body += event.data
                if len(body) > _MAX_BODY:
                    return None
            elif isinstance(event, h11.EndOfMessage):
                assert request is not None
                return request, bytes(body)
            elif isinstance(event, h11.ConnectionClosed) or event is h11.PAUSED:
                return None

    async def _send(
        self, conn: h11.Connection, writer: asyncio.StreamWriter, event: h11.Event
    ) -> None:
        data = conn.send(event)
        if data:
            writer.write(data)
            await writer.drain()

    async def _respond_json(
        self,
        conn: h11.Connection,
        writer: asyncio.StreamWriter,
        status: int,
        body: bytes,
        extra: Iterable[tuple[str, str]] = (),
        content_type: str = "application/json",
    ) -> bool:
        headers = [
            ("content-type", content_type),
            ("content-length", str(len(body))),
            *extra,
        ]
        await self._send(conn, writer, h11.Response(status_code=status, headers=headers))
        await self._send(conn, writer, h11.Data(data=body))
        await self._send(conn, writer, h11.EndOfMessage())
        return True

    def _refuse(self, api: Api, message: str, param: str | None) -> tuple[int, bytes]:
        """A 400 of the server itself (bad JSON, bad fault header), in ``api``'s shape."""
        if api == "openai":
            err: dict[str, Any] = {
                "error": {
                    "message": message,
                    "type": "invalid_request_error",
                    "param": param,
                    "code": None,
                }
            }
        else:
            err = {"type": "error", "error": {"type": "invalid_request_error", "message": message}}
        return 400, bodies.dumps(err).encode()

    async def _serve(
        self,
        conn: h11.Connection,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        request: h11.Request,
        raw: bytes,
    ) -> bool:
        path = request.target.decode("latin-1").split("?", 1)[0]
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in request.headers}
        api: Api | None = None
        if path in ("/v1/chat/completions", "/chat/completions"):
            api = "openai"
        elif path in ("/v1/messages", "/messages"):
            api = "anthropic"
        if request.method != b"POST" or api is None:
            body = bodies.dumps(
                {
                    "error": {
                        "message": f"no route for {request.method.decode()} {path}",
                        "type": "not_found",
                    }
                }
            )
            return await self._respond_json(conn, writer, 404, body.encode())

        index = self.requests
        with self._cond:
            self.requests += 1
            self._cond.notify_all()
        rid = bodies.request_id(api, self._ids)
        record = RecordedRequest(api, path, "bad_request", "", headers, request_id=rid)
        try:
            return await self._answer(conn, reader, writer, api, index, raw, record)
        finally:
            if self.on_request is not None:
                with contextlib.suppress(Exception):  # a log callback must not break a server
                    self.on_request(record)

    async def _answer(
        self,
        conn: h11.Connection,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        api: Api,
        index: int,
        raw: bytes,
        record: RecordedRequest,
    ) -> bool:
        """Parse, pick the fault, answer; ``record`` is filled in as the facts become known."""
        rid = record.request_id
        now = time.time()

        async def respond(
            status: int,
            body: bytes,
            retry_after: str | None = None,
            content_type: str = "application/json",
        ) -> bool:
            record.status = status
            extra = bodies.response_headers(api, status, rid, now, retry_after)
            return await self._respond_json(conn, writer, status, body, extra, content_type)

        try:
            payload = json.loads(raw or b"{}")
            if not isinstance(payload, dict):
                raise ValueError("body is not a JSON object")
        except (ValueError, UnicodeDecodeError):
            self.counts["bad_request"] += 1
            return await respond(
                *self._refuse(api, "We could not parse the JSON body of your request.", None)
            )

        model = str(payload.get("model") or "fault-model")
        record.model, record.body = model, payload
        record.stream = bool(payload.get("stream"))
        try:
            fault = self._choose(index, api, record.headers.get(FAULT_HEADER), payload)
        except ValueError as exc:
            self.counts["bad_fault"] += 1
            record.fault = "bad_fault"
            return await respond(*self._refuse(api, str(exc), FAULT_HEADER))
        if self.api_key is not None and not self._authorised(api, record.headers):
            fault = Fault("invalid_key", status=401)
        image_error = None if fault.kind == "invalid_key" else bodies.image_error(api, payload)
        if image_error is not None:  # a broken inline image fails as it does for real
            fault = Fault("invalid_image", status=400)
        self.counts[fault.label] += 1
        record.fault = fault.label
        self.history.append(record)
        if image_error is not None:
            return await respond(400, self._with_request_id(api, image_error, rid))
        if fault.kind == "tool_call" and not bodies.requested_tools(api, payload):
            return await respond(
                *self._refuse(
                    api,
                    "the tool_call fault answers with a call of a tool the request offers, and "
                    "this request has no tools",
                    "tools",
                )
            )

        if fault.kind == "status" or fault.kind in bodies.NAMED_ERRORS:
            named = fault.kind if fault.kind in bodies.NAMED_ERRORS else None
            status = fault.status
            if api == "anthropic" and named in bodies.NAMED_ANTHROPIC_STATUS:
                status = bodies.NAMED_ANTHROPIC_STATUS[named]
            if status in bodies.CLOUDFLARE_STATUSES:
                return await respond(
                    status, bodies.cloudflare_body(status), content_type="text/plain; charset=UTF-8"
                )
            retry_after = fault.retry_after
            if named is None and status == 429 and retry_after is None:
                retry_after = "1"  # both APIs say when to come back from a rate limit
            elif retry_after == "none":  # status:429:none, a limit with no hint
                retry_after = None
            body = bodies.error_body(api, status, named, model=model, request_id=rid)
            return await respond(status, body, retry_after)
        if fault.kind == "reset" and not fault.count:
            self._reset(writer)
            return False
        if fault.kind == "slow_first_token":
            assert fault.seconds is not None
            await self._pause(fault.seconds)
        if not record.stream:
            return await self._whole(conn, reader, writer, payload, fault, record, respond)
        record.status = 200
        return await self._stream(conn, reader, writer, payload, fault, record, now)

    @staticmethod
    def _with_request_id(api: Api, body: bytes, rid: str) -> bytes:
        """Anthropic repeats the request id in its error bodies."""
        if api != "anthropic":
            return body
        return bodies.dumps({**json.loads(body), "request_id": rid}).encode()

    def _authorised(self, api: Api, headers: dict[str, str]) -> bool:
        if api == "openai":
            return headers.get("authorization", "") == f"Bearer {self.api_key}"
        return headers.get("x-api-key", "") == self.api_key

    def _answer_text(self, api: Api, payload: dict[str, Any], fault: Fault) -> str:
        """What the model says: the refusal, the tool results it was given, or ``text``."""
        if fault.kind == "refusal":
            return bodies.REFUSAL_TEXT
        if fault.kind == "tool_call":
            return "Let me check that." if api == "anthropic" else ""
        result = bodies.tool_result(api, payload)
        return f"The tool said: {result}" if result is not None else self.text

    @staticmethod
    def _calls(api: Api, payload: dict[str, Any], fault: Fault) -> list[tuple[str, str, str]]:
        """The tool calls a ``tool_call`` fault answers with (none for other faults)."""
        if fault.kind != "tool_call":
            return []
        return bodies.tool_calls(api, payload, fault.count or 1)

    def _pieces(self, text: str | None = None) -> list[str]:
        text = self.text if text is None else text
        if not text:
            return []
        words = text.split(" ")
        n = min(self.chunks, len(words))
        size = -(-len(words) // n)
        groups = [" ".join(words[i : i + size]) for i in range(0, len(words), size)]
        return [g + (" " if i < len(groups) - 1 else "") for i, g in enumerate(groups)]

    async def _whole(
        self,
        conn: h11.Connection,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        payload: dict[str, Any],
        fault: Fault,
        record: RecordedRequest,
        respond: Callable[..., Awaitable[bool]],
    ) -> bool:
        """A non-streaming answer, with the stream faults acting on its body.

        ``sse_error`` becomes the status the API answers a non-streaming request with in
        that state (Anthropic 529 ``overloaded_error``, OpenAI 500 ``server_error``),
        ``sse_error_empty`` the same with an empty message; ``malformed`` sends a body that
        is not JSON; ``drop`` / ``reset`` / ``stall`` cut (or stop) the body half-way, after
        the headers promised all of it; ``slow_first_token`` has delayed the status line.
        """
        api, model = record.api, record.model
        if fault.kind in ("sse_error", "sse_error_empty"):
            status = 529 if api == "anthropic" else 500
            raw = bodies.error_body(api, status, model=model, request_id=record.request_id)
            body = json.loads(raw)
            if fault.kind == "sse_error_empty":
                body["error"]["message"] = ""
            return await respond(status, bodies.dumps(body).encode())
        answer = self._whole_answer(api, model, payload, fault, record)
        if fault.kind == "malformed":
            return await respond(200, answer[: len(answer) // 2])
        if fault.kind not in ("drop", "reset", "stall"):
            return await respond(200, answer)
        # Headers promise the whole body; half of it comes, then the fault.
        record.status = 200
        head = [
            ("content-type", "application/json"),
            ("content-length", str(len(answer))),
            *bodies.response_headers(api, 200, record.request_id, time.time()),
        ]
        await self._send(conn, writer, h11.Response(status_code=200, headers=head))
        await self._send(conn, writer, h11.Data(data=answer[: len(answer) // 2]))
        if fault.kind == "drop":
            writer.close()
        elif fault.kind == "reset":
            self._reset(writer)
        else:
            await self._until_client_leaves(reader)
        return False

    def _whole_answer(
        self,
        api: Api,
        model: str,
        payload: dict[str, Any],
        fault: Fault,
        record: RecordedRequest | None = None,
    ) -> bytes:
        text = self._answer_text(api, payload, fault)
        answer_id = bodies.response_id(api, self._ids)
        if record is not None:
            record.response_id = answer_id
        calls = self._calls(api, payload, fault)
        output_tokens = bodies.completion_tokens(self._pieces(text), calls)
        input_tokens = bodies.prompt_tokens(payload)
        if api == "openai":
            message: dict[str, Any] = {
                "role": "assistant",
                "content": text or None,
                "refusal": None,
                "annotations": [],
            }
            if fault.kind == "refusal":
                message = {"role": "assistant", "content": None, "refusal": text}
            if calls:
                message["tool_calls"] = [
                    {"id": i, "type": "function", "function": {"name": n, "arguments": a}}
                    for i, n, a in calls
                ]
            finish = "tool_calls" if calls else "stop"
            return bodies.dumps(
                {
                    "id": answer_id,
                    "object": "chat.completion",
                    "created": int(time.time()),
                    "model": model,
                    "choices": [
                        {"index": 0, "message": message, "logprobs": None, "finish_reason": finish}
                    ],
                    "usage": bodies.openai_usage(input_tokens, output_tokens),
                    "service_tier": "default",
                    "system_fingerprint": "fp_faultsrv",
                }
            ).encode()
        content: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
        content += [
            {"type": "tool_use", "id": i, "name": n, "input": json.loads(a)} for i, n, a in calls
        ]
        stop = "tool_use" if calls else "refusal" if fault.kind == "refusal" else "end_turn"
        return bodies.dumps(
            {
                "id": answer_id,
                "type": "message",
                "role": "assistant",
                "model": model,
                "content": content,
                "stop_reason": stop,
                "stop_sequence": None,
                "usage": bodies.anthropic_usage(input_tokens, output_tokens),
            }
        ).encode()

    @staticmethod
    def _reset(writer: asyncio.StreamWriter) -> None:
        sock = writer.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        writer.transport.abort()

    async def _stream(
        self,
        conn: h11.Connection,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        payload: dict[str, Any],
        fault: Fault,
        record: RecordedRequest,
        now: float,
    ) -> bool:
        api, model, rid = record.api, record.model, record.request_id
        pieces = self._pieces(self._answer_text(api, payload, fault))
        calls = self._calls(api, payload, fault)
        response_id = record.response_id = bodies.response_id(api, self._ids)
        input_tokens = bodies.prompt_tokens(payload)
        if api == "openai":
            usage = bool((payload.get("stream_options") or {}).get("include_usage"))
            events = bodies.openai_chunks(
                model,
                pieces,
                usage,
                calls=calls,
                refusal=fault.kind == "refusal",
                response_id=response_id,
                prompt_tokens=input_tokens,
            )
        else:
            stop = "refusal" if fault.kind == "refusal" else "end_turn"
            events = bodies.anthropic_chunks(
                model,
                pieces,
                stop,
                calls=calls,
                response_id=response_id,
                input_tokens=input_tokens,
            )
        head = 3 if api == "anthropic" else 1  # events before the first text delta
        if fault.kind == "sse_error":
            msg = (
                "Overloaded"
                if api == "anthropic"
                else "The server had an error while processing your request."
            )
            error = (
                bodies.anthropic_inband_error(msg)
                if api == "anthropic"
                else bodies.openai_inband_error(msg)
            )
            events = [*events[: head + 2], error]
        elif fault.kind == "sse_error_empty":
            error = (
                bodies.anthropic_inband_error(None, "api_error")
                if api == "anthropic"
                else bodies.openai_inband_error(None)
            )
            events = [*events[: head + 2], error]
        elif fault.kind == "malformed":
            at = head + (fault.count if fault.count is not None else 2)
            events = [*events[:at], bodies.malformed_event(api), *events[at:]]

        headers = [
            ("content-type", "text/event-stream; charset=utf-8"),
            ("cache-control", "no-cache"),
            *bodies.response_headers(api, 200, rid, now),
        ]
        await self._send(conn, writer, h11.Response(status_code=200, headers=headers))

        cut = head + (
            fault.count if fault.count is not None else (2 if fault.kind == "stall" else 3)
        )
        for i, event in enumerate(events):
            if fault.kind in ("drop", "reset", "stall") and i == cut:
                break
            await self._send(conn, writer, h11.Data(data=event))
            if self.chunk_delay:
                await self._pause(self.chunk_delay)
        else:
            await self._send(conn, writer, h11.EndOfMessage())
            return True

        if fault.kind == "drop":
            writer.close()  # flushes what was sent, then FIN: the chunked body stays incomplete
        elif fault.kind == "reset":
            self._reset(writer)
        else:  # stall: keep the socket open, send nothing, until the client gives up
            await self._until_client_leaves(reader)
        return False

    async def _pause(self, seconds: float) -> None:
        assert self._stopping is not None
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self._stopping.wait(), seconds)

    async def _until_client_leaves(self, reader: asyncio.StreamReader) -> None:
        assert self._stopping is not None
        read = asyncio.ensure_future(reader.read(65536))
        stop = asyncio.ensure_future(self._stopping.wait())
        try:
            await asyncio.wait({read, stop}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            read.cancel()
            stop.cancel()
