"""The streaming example under a real uvicorn process, a real HTTP client and Chromium."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from retrylens.testing import FaultServer

from .service_helpers import serving

pytest.importorskip("fastapi")
pytest.importorskip("uvicorn")

ROOT = Path(__file__).resolve().parent.parent
#: Where the browser test leaves its screenshot (CI keeps it as an artefact).
ARTEFACTS = Path(os.environ.get("RETRYLENS_TEST_ARTEFACTS", ROOT / "test-artefacts"))
FAST = {"RETRY_BASE_DELAY_MS": "1"}


def _events(response: httpx.Response) -> Iterator[tuple[str, Any]]:
    """(event, data) of a server-sent event stream, as they arrive."""
    event, data = "message", ""
    for line in response.iter_lines():
        if line.startswith("event: "):
            event = line[7:]
        elif line.startswith("data: "):
            data = line[6:]
        elif not line and data:
            yield event, json.loads(data)
            event, data = "message", ""


class _Script:
    """Faults by prompt: a prompt with "cut" is cut after 2 pieces once, "slow" stalls."""

    def __init__(self) -> None:
        self.cut_done = False

    def __call__(self, index: int, api: str, body: dict[str, Any]) -> str:
        users = [m["content"] for m in body.get("messages", []) if m.get("role") == "user"]
        last = users[-1] if users else ""
        if "cut" in last and not self.cut_done:
            self.cut_done = True
            return "drop:2"
        return "stall:1" if "slow" in last else "ok"


SCRIPT = _Script()


@pytest.fixture
def service() -> Iterator[tuple[httpx.Client, FaultServer]]:
    """examples/stream_service.py in uvicorn against a FaultServer."""
    SCRIPT.cut_done = False
    with (
        FaultServer(SCRIPT, chunks=4, api_key="sk-service-test-key-0000") as server,
        serving(server, env=FAST, app="stream_service:app") as client,
    ):
        yield client, server


def test_a_cut_answer_streams_a_restart_then_the_whole_answer(
    service: tuple[httpx.Client, FaultServer],
) -> None:
    """Over real HTTP: pieces, restart, retry notice, pieces, final — the answer once."""
    client, server = service
    with client.stream("GET", "/users/ann/stream", params={"prompt": "cut please"}) as r:
        assert r.headers["content-type"].startswith("text/event-stream")
        events = list(_events(r))
    kinds = [k for i, (k, _) in enumerate(events) if i == 0 or events[i - 1][0] != k]
    assert kinds == ["text", "restart", "retry", "text", "final"]
    retry = next(d for k, d in events if k == "retry")
    assert (retry["layer"], retry["attempt"]) == ("session", 1)
    after = [d for k, d in events[[k for k, _ in events].index("retry") :] if k == "text"]
    assert "".join(after) == server.text == events[-1][1]["text"]
    assert server.requests == 2


def test_each_user_streams_their_own_conversation(
    service: tuple[httpx.Client, FaultServer],
) -> None:
    """A second turn of one user carries their first exchange, never the other user's."""
    client, server = service
    for user, prompt in (("ann", "first of ann"), ("bob", "first of bob"), ("ann", "again")):
        with client.stream("GET", f"/users/{user}/stream", params={"prompt": prompt}) as r:
            assert list(_events(r))[-1][0] == "final"
    sent = [[m["content"] for m in h.body["messages"]] for h in server.history]
    assert sent[2] == ["first of ann", server.text, "again"]
    assert all("first of bob" not in m for m in (sent[0], sent[2]))


def test_a_client_that_leaves_mid_stream_cancels_the_model_call(
    service: tuple[httpx.Client, FaultServer],
) -> None:
    """Disconnecting after the first piece closes the model call's connection; cancelled."""
    client, server = service
    with client.stream("GET", "/users/cy/stream", params={"prompt": "slow one"}) as r:
        # (the reader is kept: a generator dropped after one event is closed at once, and its
        # close would hang up on the service before the check below)
        events = _events(r)
        first = next(events)
        assert first[0] == "text"
        assert server.open_connections == 1  # the model call is streaming (stalled)
    # The browser is gone: Starlette cancels the response, the stream closes its call.
    assert server.wait_open_connections(0, timeout=10)
    metrics = client.get("/metrics/").text
    assert 'retrylens_exec_total{outcome="cancelled"} 1.0' in metrics
    assert 'retrylens_exec_total{outcome="success"} 0.0' in metrics


def _chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("chromium is required in CI (apt-get install chromium)")
        pytest.skip("chromium not installed (apt-get install chromium)")
    return found


def _browse(url: str, *args: str) -> str:
    """Headless Chromium on ``url`` (network waits count, 20 s of page time); its stdout."""
    proc = subprocess.run(
        [
            _chromium(),
            *("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"),
            *("--no-first-run", "--virtual-time-budget=20000", "--window-size=1000,700"),
            *args,
            url,
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


def test_the_page_shows_the_answer_the_notices_and_the_restart_in_chromium(
    service: tuple[httpx.Client, FaultServer],
) -> None:
    """In headless Chromium the page streams: retry and restart noted, answer shown once."""
    client, server = service
    url = f"{client.base_url}/?user=dee&prompt=cut%20it"
    dom = _browse(url, "--dump-dom")
    assert 'id="status">done (stop)<' in dom
    answer = dom.split('id="answer">', 1)[1].split("</div>", 1)[0]
    assert answer == server.text  # the cut partial text was cleared, not kept in front
    assert 'class="restart">restart: 2 piece(s)' in dom
    assert 'class="retry">retry by the session layer after attempt 1' in dom
    # The same page again for the picture (a new user, so the answer is cut again).
    SCRIPT.cut_done = False
    ARTEFACTS.mkdir(parents=True, exist_ok=True)
    shot = ARTEFACTS / "stream-page.png"
    shot.unlink(missing_ok=True)
    _browse(url.replace("user=dee", "user=eve"), f"--screenshot={shot}")
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 5000
