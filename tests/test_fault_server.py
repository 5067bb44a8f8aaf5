"""The FaultServer itself: fault specs, scripts, counting, lifecycle, bad input."""

from __future__ import annotations

import socket

import httpx
import pytest

from retrylens.testing import FAULT_HEADER, FaultServer, parse_fault


@pytest.mark.parametrize(
    ("spec", "kind", "status", "retry_after", "count"),
    [
        ("ok", "ok", 200, None, None),
        ("status:429", "status", 429, None, None),
        ("status:503:2", "status", 503, "2", None),
        (
            "status:429:Wed, 21 Oct 2026 07:28:00 GMT",
            "status",
            429,
            "Wed, 21 Oct 2026 07:28:00 GMT",
            None,
        ),
        ("drop:4", "drop", 200, None, 4),
        ("reset", "reset", 200, None, None),
        ("invalid_image", "invalid_image", 400, None, None),
        ("login_expired", "login_expired", 401, None, None),
    ],
)
def test_parse_fault(
    spec: str, kind: str, status: int, retry_after: str | None, count: int | None
) -> None:
    """Fault specs parse into kind, status, Retry-After and counts."""
    f = parse_fault(spec)
    assert (f.kind, f.status, f.retry_after, f.count) == (kind, status, retry_after, count)


@pytest.mark.parametrize("spec", ["nope", "status", "status:abc", "status:999", "drop:x", ""])
def test_bad_fault_spec(spec: str) -> None:
    """A bad fault spec is a ValueError that lists the valid kinds or says what is wrong."""
    with pytest.raises(ValueError, match="fault"):
        parse_fault(spec)


def test_bad_script_rejected_at_construction() -> None:
    """A script with an unknown fault fails when the server is built, not mid-test."""
    with pytest.raises(ValueError, match="unknown fault"):
        FaultServer(["ok", "explode"])


def _post(url: str, fault: str | None = None, body: object = None) -> httpx.Response:
    headers = {FAULT_HEADER: fault} if fault else {}
    payload = body if body is not None else {"model": "m", "messages": [], "stream": False}
    return httpx.post(url + "/v1/chat/completions", json=payload, headers=headers, timeout=5)


def test_script_then_default_and_counts() -> None:
    """The script is played in order, then the default; every request is counted per fault."""
    with FaultServer(["status:500", "status:429:3"], default="status:503") as server:
        codes = [_post(server.url).status_code for _ in range(4)]
        assert codes == [500, 429, 503, 503]
        assert server.requests == 4
        assert server.counts == {"status:500": 1, "status:429": 1, "status:503": 2}


def test_header_overrides_script() -> None:
    """x-retrylens-fault picks the fault for one request without consuming the script."""
    with FaultServer(["status:500"]) as server:
        assert _post(server.url, "status:502").status_code == 502
        assert _post(server.url).status_code == 500


def test_retry_after_header_sent() -> None:
    """status:<code>:<retry-after> sends the Retry-After header with the real error body."""
    with FaultServer() as server:
        r = _post(server.url, "status:429:2")
    assert r.headers["retry-after"] == "2"
    assert r.json()["error"]["code"] == "rate_limit_exceeded"


def test_non_streaming_answer_for_curl_users() -> None:
    """A request without stream:true gets a whole JSON completion."""
    with FaultServer() as server:
        r = _post(server.url)
    assert r.json()["choices"][0]["message"]["content"] == server.text


def test_invalid_json_body_is_a_400() -> None:
    """A body that is not JSON gets OpenAI's 400 'could not parse' error, and is counted."""
    with FaultServer() as server:
        r = httpx.post(server.url + "/v1/chat/completions", content=b"{nope", timeout=5)
        assert r.status_code == 400
        assert "could not parse" in r.json()["error"]["message"]
        assert server.counts["bad_request"] == 1


def test_bad_fault_header_is_a_400() -> None:
    """An unknown fault in the header is answered with a 400 naming the valid kinds."""
    with FaultServer() as server:
        r = _post(server.url, "explode")
    assert r.status_code == 400
    assert "valid kinds" in r.json()["error"]["message"]


def test_unknown_route_is_404_and_not_counted() -> None:
    """Other paths get a 404 and do not count as model requests."""
    with FaultServer() as server:
        assert httpx.get(server.url + "/v1/models", timeout=5).status_code == 404
        assert server.requests == 0


def test_sse_stream_shape() -> None:
    """A streamed OK answer is text/event-stream ending with data: [DONE]."""
    with FaultServer(chunks=4) as server:
        body = {"model": "m", "messages": [], "stream": True}
        r = httpx.post(server.url + "/v1/chat/completions", json=body, timeout=5)
    assert r.headers["content-type"].startswith("text/event-stream")
    assert r.text.rstrip().endswith("data: [DONE]")
    assert r.text.count('"content"') == 5  # the role chunk plus 4 text chunks


def test_port_in_use_gives_a_clear_error() -> None:
    """Starting on a port that is taken fails with an OSError that names the address."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        port = sock.getsockname()[1]
        with pytest.raises(OSError, match=f"127.0.0.1:{port}"), FaultServer(port=port):
            pass


def test_chooser_callable() -> None:
    """A callable script chooses the fault from the request index, API and body."""
    with FaultServer(lambda i, api, body: "status:503" if i % 2 else "ok") as server:
        assert [_post(server.url).status_code for _ in range(4)] == [200, 503, 200, 503]
