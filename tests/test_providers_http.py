"""Both providers against the real FaultServer: every fault, both layers, over real sockets."""

from __future__ import annotations

import asyncio
import contextlib
import gzip
import json
import logging
import re
import socket
import traceback
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass

import httpx
import pytest

import retrylens as rl
from retrylens.testing import FAULT_HEADER, FaultServer

from .ports import free_port

KEY = "sk-proj-" + "Zx9" * 8

ProviderFactory = Callable[..., rl.OpenAIChatProvider | rl.AnthropicProvider]


def openai(server: FaultServer, **kw: object) -> rl.OpenAIChatProvider:
    return rl.OpenAIChatProvider(model="gpt-test", base_url=server.openai_url, api_key=KEY, **kw)  # type: ignore[arg-type]


def anthropic(server: FaultServer, **kw: object) -> rl.AnthropicProvider:
    return rl.AnthropicProvider(model="claude-test", base_url=server.url, api_key=KEY, **kw)  # type: ignore[arg-type]


PROVIDERS = [pytest.param(openai, id="openai"), pytest.param(anthropic, id="anthropic")]


@pytest.fixture
async def server() -> AsyncIterator[FaultServer]:
    async with FaultServer() as s:
        yield s


@dataclass(frozen=True)
class Expect:
    fault: str
    session: str  # classify_message(...).session_label
    runtime: str  # "success" or the ExecError.reason with max_retries=1
    status: int | None = None
    text: str | None = None  # substring of error_message


FAULTS = [
    Expect("ok", "success", "success"),
    Expect("slow_first_token:0.05", "success", "success"),
    Expect("status:429:2", "retryable", "exhausted", 429, "Error code: 429 - {"),
    Expect("status:500", "retryable", "exhausted", 500, "Error code: 500"),
    Expect("status:502", "retryable", "exhausted", 502, "Error code: 502"),
    Expect("status:503", "retryable", "exhausted", 503, "Error code: 503"),
    Expect("status:529", "retryable", "exhausted", 529, "Error code: 529"),
    Expect("invalid_key", "permanent", "permanent", 401, "Error code: 401"),
    Expect("login_expired", "permanent", "permanent", 401, "login expired"),
    Expect("invalid_image", "permanent", "permanent", 400, "nvalid image"),
    Expect("context_overflow", "context_overflow", "context_overflow", 400, "Error code: 400"),
    Expect("sse_error", "retryable", "exhausted"),
    Expect("sse_error_empty", "empty_error_message", "exhausted", None, ""),
    Expect("drop", "retryable", "exhausted", None, "RemoteProtocolError: peer closed connection"),
    Expect("drop:0", "retryable", "exhausted", None, "incomplete chunked read"),
    Expect("reset", "retryable", "exhausted", None, "ReadError"),
    Expect("reset:2", "retryable", "exhausted", None, "ReadError"),
    Expect("stall", "retryable", "exhausted", None, "(idle timeout)"),
    Expect("malformed", "not_retryable", "exhausted", None, "StreamDecodeError: invalid JSON"),
]


@pytest.mark.parametrize("make", PROVIDERS)
@pytest.mark.parametrize("case", FAULTS, ids=[f.fault for f in FAULTS])
async def test_fault_shape_and_classification(
    server: FaultServer, make: ProviderFactory, case: Expect, slept: list[float]
) -> None:
    """Each fault gives the expected error shape and classification at both layers."""
    provider = make(server, headers={FAULT_HEADER: case.fault}, idle_timeout=0.3)
    async with provider:
        msg = await rl.Agent(provider).run([rl.UserMessage(content="hi")])
        assert rl.classify_message(msg).session_label == case.session, msg
        if case.session == "success":
            assert msg.content == server.text
            assert msg.stop_reason == "stop"
            assert msg.usage is not None and msg.usage.output_tokens
        else:
            assert msg.stop_reason == "error"
            assert (
                case.text is None
                or case.text in (msg.error_message or "")
                or (case.text == "" and msg.error_message == "")
            ), msg.error_message
            assert msg.http_status == case.status
            assert KEY not in (msg.error_message or "")
        runtime = rl.Runtime(
            provider, max_retries=1, session_settings=rl.RetrySettings(max_retries=0)
        )
        expected = case.runtime
        if expected == "success":
            assert await runtime.async_exec("hi") == server.text
        else:
            with pytest.raises(rl.ExecError) as info:
                await runtime.async_exec("hi")
            assert info.value.reason == expected
            assert KEY not in str(info.value)
    assert server.requests == 2


@pytest.mark.parametrize("make", PROVIDERS)
async def test_structured_fields_from_http_error(
    server: FaultServer, make: ProviderFactory
) -> None:
    """A 429 carries status, provider error type/code and Retry-After as fields."""
    async with make(server, headers={FAULT_HEADER: "status:429:7"}) as provider:
        msg = await rl.Agent(provider).run([rl.UserMessage(content="hi")])
    assert (msg.http_status, msg.retry_after_s) == (429, 7.0)
    if make is openai:
        assert (msg.provider_error_type, msg.provider_error_code) == (
            "requests",
            "rate_limit_exceeded",
        )
    else:
        assert msg.provider_error_type == "rate_limit_error"


@pytest.mark.parametrize("make", PROVIDERS)
async def test_inband_error_fields(server: FaultServer, make: ProviderFactory) -> None:
    """An in-band SSE error (HTTP 200) keeps the provider's error type."""
    async with make(server, headers={FAULT_HEADER: "sse_error"}) as provider:
        msg = await rl.Agent(provider).run([rl.UserMessage(content="hi")])
    expected = "server_error" if make is openai else "overloaded_error"
    assert msg.provider_error_type == expected


@pytest.mark.parametrize("make", PROVIDERS)
def test_503_503_ok_through_runtime_over_http(make: ProviderFactory, slept: list[float]) -> None:
    """503, 503, ok through Runtime.exec over HTTP succeeds with exactly 3 server requests."""
    with FaultServer(["status:503", "status:503", "ok"]) as server, make(server) as provider:
        assert rl.Runtime(provider).exec("hi") == server.text
        assert server.requests == 3
        assert server.counts == {"status:503": 2, "ok": 1}
        assert slept == [2.0, 4.0]


@pytest.mark.parametrize("make", PROVIDERS)
async def test_drop_after_text_is_never_success(make: ProviderFactory, slept: list[float]) -> None:
    """A stream dropped after some text raises the transport error, not a partial answer."""
    async with FaultServer(["drop:5"], default="drop:5") as server, make(server) as provider:
        with pytest.raises(rl.ExecError) as info:
            await rl.Runtime(provider).async_exec("hi")
        assert "incomplete chunked read" in str(info.value)
        assert server.requests == 12


@pytest.mark.parametrize("make", PROVIDERS)
async def test_requests_have_the_providers_headers_and_body(
    server: FaultServer, make: ProviderFactory
) -> None:
    """OpenAI sends Bearer auth and include_usage; Anthropic sends x-api-key and a version."""
    async with make(server, headers={"x-team": "search"}) as provider:
        session = rl.AgentSession(provider, system="be brief")
        await session.run("hello")
    seen = server.history[0]
    assert seen.headers["x-team"] == "search"
    assert seen.headers["accept"] == "text/event-stream"
    assert seen.body["stream"] is True
    if make is openai:
        assert seen.headers["authorization"] == f"Bearer {KEY}"
        assert seen.body["stream_options"] == {"include_usage": True}
        assert seen.body["messages"] == [
            {"role": "system", "content": "be brief"},
            {"role": "user", "content": "hello"},
        ]
    else:
        assert seen.headers["x-api-key"] == KEY
        assert seen.headers["anthropic-version"] == "2023-06-01"
        assert seen.body["system"] == "be brief"
        assert seen.body["max_tokens"] == 1024


@pytest.mark.parametrize("make", PROVIDERS)
async def test_cancelling_a_call_closes_its_connection(
    server: FaultServer, make: ProviderFactory
) -> None:
    """Cancelling a stalled call closes the HTTP response and its connection at once."""
    provider = make(server, headers={FAULT_HEADER: "stall"})
    task = asyncio.ensure_future(rl.Runtime(provider).async_exec("hi"))
    assert await server.await_requests(1), "the call never reached the server"
    assert await server.await_open_connections(1)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert await server.await_open_connections(0), "cancelled call left its connection open"
    await provider.aclose()


@pytest.mark.parametrize("make", PROVIDERS)
async def test_connections_reused_and_released(server: FaultServer, make: ProviderFactory) -> None:
    """Successful calls reuse one keep-alive connection; aclose releases it."""
    async with make(server) as provider:
        for _ in range(5):
            await rl.Runtime(provider).async_exec("hi")
        assert server.open_connections == 1
    assert await server.await_open_connections(0)


@pytest.mark.parametrize("make", PROVIDERS)
async def test_total_timeout_bounds_a_slow_stream(
    server: FaultServer, make: ProviderFactory
) -> None:
    """A stream that keeps trickling past the total timeout fails with a timeout error."""
    async with make(server, headers={FAULT_HEADER: "stall"}, idle_timeout=30, timeout=0.2) as p:
        msg = await rl.Agent(p).run([rl.UserMessage(content="hi")])
    assert msg.error_type == "ModelCallTimeoutError"
    assert "total timeout of 0.2 s" in (msg.error_message or "")
    assert rl.is_retryable_error(msg)


@pytest.mark.parametrize("make", PROVIDERS)
async def test_connection_refused(make: ProviderFactory, slept: list[float]) -> None:
    """A closed port gives ConnectError, retried by both layers, then ExecError exhausted."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    base = f"http://127.0.0.1:{port}" + ("/v1" if make is openai else "")
    cls = rl.OpenAIChatProvider if make is openai else rl.AnthropicProvider
    async with cls(model="m", base_url=base, api_key=KEY) as provider:
        with pytest.raises(rl.ExecError) as info:
            await rl.Runtime(provider).async_exec("hi")
    assert info.value.reason == "exhausted"
    assert all("ConnectError" in a for a in info.value.attempts)
    assert len(slept) == 11


@pytest.mark.parametrize("make", PROVIDERS)
async def test_line_limit(server: FaultServer, make: ProviderFactory) -> None:
    """An SSE line longer than the limit is a clear StreamDecodeError, not unbounded memory."""
    async with make(server, max_line_chars=50) as provider:
        msg = await rl.Agent(provider).run([rl.UserMessage(content="hi")])
    assert msg.error_type == "StreamDecodeError"
    assert "longer than 50" in (msg.error_message or "")


@pytest.mark.parametrize("make", PROVIDERS)
async def test_wrong_path_gives_404_error_event(server: FaultServer, make: ProviderFactory) -> None:
    """A wrong base URL gives an 'Error code: 404' error event, not a crash."""
    cls = rl.OpenAIChatProvider if make is openai else rl.AnthropicProvider
    async with cls(model="m", base_url=server.url + "/nope/x", api_key=KEY) as provider:
        msg = await rl.Agent(provider).run([rl.UserMessage(content="hi")])
    assert msg.http_status == 404
    assert (msg.error_message or "").startswith("Error code: 404")


async def test_api_key_checked_by_server() -> None:
    """With api_key set, the FaultServer rejects a wrong key with the provider's 401."""
    async with FaultServer(api_key="right") as server:
        async with rl.OpenAIChatProvider(
            model="m", base_url=server.openai_url, api_key="wrong"
        ) as p:
            msg = await rl.Agent(p).run([rl.UserMessage(content="hi")])
        assert msg.http_status == 401
        async with rl.OpenAIChatProvider(
            model="m", base_url=server.openai_url, api_key="right"
        ) as p:
            assert (await rl.Agent(p).run([rl.UserMessage(content="hi")])).stop_reason == "stop"


async def test_injected_client_gets_accept_header_and_idle_timeout() -> None:
    """An injected client's requests carry our accept header and our idle timeout, not its own."""
    async with FaultServer(["stall:1"]) as server, httpx.AsyncClient(timeout=300) as client:
        p = rl.OpenAIChatProvider(
            model="m", base_url=server.openai_url, client=client, idle_timeout=0.2
        )
        msg = await rl.Agent(p).run([rl.UserMessage(content="hi")])
        await p.aclose()
    assert server.history[0].headers["accept"] == "text/event-stream"
    assert msg.error_type == "ReadTimeout"
    assert "(idle timeout)" in (msg.error_message or "")


@pytest.mark.parametrize("make", PROVIDERS)
async def test_text_deltas_or_only_the_final_event(
    server: FaultServer, make: ProviderFactory
) -> None:
    """stream() yields a TextDelta per piece; text_deltas=False yields the final event alone."""
    request = rl.ModelRequest(messages=(rl.UserMessage(content="hi"),))
    async with make(server) as provider:
        full = [e async for e in provider.stream(request)]
        final = [e async for e in provider.stream(request, text_deltas=False)]
    deltas = [e for e in full if isinstance(e, rl.TextDelta)]
    assert len(deltas) > 1  # one per streamed piece
    assert "".join(d.text for d in deltas) == server.text
    assert isinstance(full[-1], rl.Done)
    assert len(final) == 1
    assert isinstance(final[0], rl.Done)
    # Two requests: the same answer under two response ids (the server makes one each).
    ids = (final[0].message.response_id, full[-1].message.response_id)
    assert ids[0] and ids[1] and ids[0] != ids[1]
    same_id = {"response_id": ids[1]}
    assert final[0].message.model_copy(update=same_id) == full[-1].message


async def test_injected_client_is_not_closed(server: FaultServer) -> None:
    """A client passed in stays open after the provider is closed; the caller owns it."""
    async with httpx.AsyncClient() as client:
        async with rl.OpenAIChatProvider(model="m", base_url=server.openai_url, client=client) as p:
            assert (await rl.Agent(p).run([rl.UserMessage(content="hi")])).content == server.text
        assert not client.is_closed


@pytest.mark.parametrize("make", PROVIDERS)
async def test_key_absent_from_repr_and_logs(
    server: FaultServer, make: ProviderFactory, caplog: pytest.LogCaptureFixture
) -> None:
    """The API key appears in no repr, error message, exec error or log record."""
    caplog.set_level(logging.DEBUG)
    async with make(server, headers={FAULT_HEADER: "drop"}) as provider:
        assert KEY not in repr(provider)
        with rl.testing.recorded_sleeps(), pytest.raises(rl.ExecError) as info:
            await rl.Runtime(provider).async_exec("hi")
    assert KEY not in str(info.value)
    assert caplog.records
    for record in caplog.records:
        assert KEY not in record.getMessage()
        assert KEY not in str(record.__dict__)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"model": ""},
        {"base_url": "not a url"},
        {"base_url": "ftp://x"},
        {"idle_timeout": 0},
        {"timeout": -1},
    ],
)
def test_bad_provider_settings(kwargs: dict[str, object]) -> None:
    """Wrong provider settings fail at construction with a clear ValueError."""
    args: dict[str, object] = {"model": "m", "base_url": "http://127.0.0.1:1/v1", **kwargs}
    with pytest.raises(ValueError, match=r"model|base_url|timeout"):
        rl.OpenAIChatProvider(**args)  # type: ignore[arg-type]


def test_sync_exec_against_fault_server(slept: list[float]) -> None:
    """The sync exec path drives an HTTP provider on the portal loop, reusing connections."""
    with FaultServer() as server, anthropic(server) as provider:
        runtime = rl.Runtime(provider, keep_history=False)
        assert [runtime.exec("hi") for _ in range(3)] == [server.text] * 3
        assert server.open_connections == 1
        provider.close()
        assert server.wait_open_connections(0)


Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


@contextlib.asynccontextmanager
async def raw_http_server(handle: Handler) -> AsyncIterator[int]:
    """A hand-written HTTP/1.1 server on loopback (for responses FaultServer does not make)."""
    writers: list[asyncio.StreamWriter] = []

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writers.append(writer)
        with contextlib.suppress(ConnectionError, asyncio.IncompleteReadError):
            await handle(reader, writer)
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    try:
        yield server.sockets[0].getsockname()[1]
    finally:
        server.close()
        for writer in writers:
            writer.close()
            with contextlib.suppress(ConnectionError):
                await writer.wait_closed()
        await server.wait_closed()


async def read_request(reader: asyncio.StreamReader) -> bytes:
    """One request's head (lowercased); its body is read and dropped."""
    head = await reader.readuntil(b"\r\n\r\n")
    length = re.search(rb"(?i)content-length: (\d+)", head)
    await reader.readexactly(int(length.group(1)) if length else 0)
    return head.lower()


def sse_body(text: str) -> bytes:
    """A complete OpenAI-style event stream answering ``text``."""
    chunk = {"model": "m", "choices": [{"delta": {"content": text}, "finish_reason": "stop"}]}
    return f"data: {json.dumps(chunk)}\n\ndata: [DONE]\n\n".encode()


async def test_gzip_encoded_event_stream_is_decoded() -> None:
    """An event stream sent with Content-Encoding: gzip is decompressed before parsing."""
    body = gzip.compress(sse_body("zipped"))

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await read_request(reader)
        writer.write(
            b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-encoding: gzip\r\n"
            + f"content-length: {len(body)}\r\n\r\n".encode()
            + body
        )
        await writer.drain()

    async with raw_http_server(handle) as port:
        p = rl.OpenAIChatProvider(model="m", base_url=f"http://127.0.0.1:{port}/v1")
        msg = await rl.Agent(p).run([rl.UserMessage(content="hi")])
        await p.aclose()
    assert msg.stop_reason == "stop"
    assert msg.content == "zipped"


async def test_cookies_a_server_sets_are_still_sent_back() -> None:
    """A Set-Cookie (e.g. a load balancer's sticky session) is kept and sent on later calls."""
    body = sse_body("ok")
    heads: list[bytes] = []

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        while True:
            heads.append(await read_request(reader))
            cookie = b"set-cookie: awsalb=sticky-1; Path=/\r\n" if len(heads) == 1 else b""
            writer.write(
                b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n"
                + cookie
                + f"content-length: {len(body)}\r\n\r\n".encode()
                + body
            )
            await writer.drain()

    async with raw_http_server(handle) as port:
        p = rl.OpenAIChatProvider(model="m", base_url=f"http://127.0.0.1:{port}/v1")
        for _ in range(3):
            msg = await rl.Agent(p).run([rl.UserMessage(content="hi")])
            assert msg.content == "ok"
        await p.aclose()
    assert b"cookie:" not in heads[0]
    assert all(b"cookie: awsalb=sticky-1" in head for head in heads[1:])


@pytest.mark.parametrize("make", PROVIDERS)
async def test_url_credentials_and_query_keys_never_leak(
    server: FaultServer, make: ProviderFactory, slept: list[float]
) -> None:
    """A password or ?key= in base_url is in no error text, repr, attempt line or traceback."""
    base = server.openai_url if make is openai else server.url
    scheme, rest = base.split("://", 1)
    leaky = f"{scheme}://svc-user:hunter2-pass-xyz@{rest}?key=q-secret-777&api-version=2024"
    provider = (rl.OpenAIChatProvider if make is openai else rl.AnthropicProvider)(
        model="m",
        base_url=leaky,
        headers={FAULT_HEADER: "stall"},
        idle_timeout=0.2,
    )
    secrets = ("hunter2-pass-xyz", "q-secret-777")
    async with provider:
        with pytest.raises(rl.ExecError) as info:
            await rl.Runtime(provider, max_retries=1).async_exec("hi")
        assert server.requests >= 1
    exc = info.value
    texts = [
        str(exc),
        repr(provider),
        "\n".join(exc.attempts),
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)),
        str(exc.message),
    ]
    for text in texts:
        assert not any(s in text for s in secrets), text
    assert "api-version=2024" in repr(provider)


@pytest.mark.parametrize("make_provider", ["openai", "anthropic"])
async def test_a_closed_port_is_named_with_method_host_port_and_no_credential(
    make_provider: str,
) -> None:
    """Connection refused says POST, host, port and path; user info and query stay out."""
    port = free_port()
    secret_url = f"http://ops:hunter2-pw@127.0.0.1:{port}"
    provider: rl.OpenAIChatProvider | rl.AnthropicProvider
    if make_provider == "openai":
        provider = rl.OpenAIChatProvider(
            model="m", base_url=f"{secret_url}/v1?api-key=qk-secret", api_key=KEY
        )
        path = "/v1/chat/completions"
    else:
        provider = rl.AnthropicProvider(model="m", base_url=secret_url, api_key=KEY)
        path = "/v1/messages"
    request = rl.ModelRequest(messages=(rl.UserMessage(content="hi"),))
    async with provider:
        with pytest.raises(httpx.ConnectError) as info:
            [e async for e in provider.stream(request)]
    text = str(info.value)
    assert f"(POST http://127.0.0.1:{port}{path}: connection refused" in text
    for secret in ("hunter2-pw", "ops:", "qk-secret", KEY):
        assert secret not in text
    assert rl.classify_exception(info.value).kind == "transient"


async def test_a_stream_cut_mid_way_names_where_it_was_cut(server: FaultServer) -> None:
    """A dropped stream's RemoteProtocolError names the endpoint, and stays transient."""
    request = rl.ModelRequest(messages=(rl.UserMessage(content="hi"),))
    async with openai(server, headers={FAULT_HEADER: "drop"}) as provider:
        with pytest.raises(httpx.RemoteProtocolError) as info:
            [e async for e in provider.stream(request)]
    assert f"(POST http://127.0.0.1:{server.port}/v1/chat/completions)" in str(info.value)
    assert rl.classify_exception(info.value).kind == "transient"
