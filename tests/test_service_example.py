"""The README's FastAPI service runs under a real uvicorn process and keeps users apart."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from retrylens.testing import FaultServer

ROOT = Path(__file__).resolve().parent.parent
SERVICE = ROOT / "examples" / "service.py"

pytest.importorskip("fastapi")
pytest.importorskip("uvicorn")


def _fault(index: int, api: str, body: dict[str, Any]) -> str:
    """A request whose last user text says "expired key" gets the server's 401."""
    users = [m["content"] for m in body.get("messages", []) if m.get("role") == "user"]
    return "invalid_key" if users and "expired key" in users[-1] else "ok"


@pytest.fixture
def service() -> Iterator[tuple[httpx.Client, FaultServer]]:
    """Uvicorn serving examples/service.py on a pre-bound socket, against a FaultServer."""
    with FaultServer(_fault, chunks=3, api_key="sk-service-test-key-0000") as server:
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        port = sock.getsockname()[1]
        env = {
            **os.environ,
            "OPENAI_BASE_URL": server.openai_url,
            "OPENAI_API_KEY": "sk-service-test-key-0000",
            "OPENAI_MODEL": "gpt-4o-mini",
        }
        proc = subprocess.Popen(
            [
                *(sys.executable, "-m", "uvicorn", "service:app"),
                *("--app-dir", str(SERVICE.parent), "--fd", str(sock.fileno())),
            ],
            env=env,
            pass_fds=(sock.fileno(),),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        sock.close()
        drain: threading.Thread | None = None
        try:
            assert proc.stderr is not None
            seen = []
            for line in proc.stderr:  # blocks until uvicorn reports it is ready (no sleeps)
                seen.append(line)
                if "Application startup complete" in line:
                    break
            else:
                pytest.fail("uvicorn exited before startup: " + "".join(seen))
            # Keep draining its log so a chatty server never blocks on a full pipe.
            drain = threading.Thread(target=seen.extend, args=(proc.stderr,), daemon=True)
            drain.start()
            with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as client:
                yield client, server
        finally:
            proc.terminate()
            proc.wait(timeout=10)
            if drain is not None:
                drain.join(timeout=10)  # the pipe is at EOF once the process has exited
            if proc.stderr is not None:
                proc.stderr.close()


def test_service_block_in_readme_is_the_example() -> None:
    """The README shows examples/service.py exactly as the test serves it."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", readme, re.S)
    assert SERVICE.read_text(encoding="utf-8") in blocks


def test_service_keeps_each_users_conversation_apart(
    service: tuple[httpx.Client, FaultServer],
) -> None:
    """Alternating users: every request carries one user's texts only, in their order."""
    client, server = service
    for turn in range(3):
        for user in ("alice", "bob"):
            r = client.post(f"/users/{user}/ask", json={"prompt": f"{user} says {turn}"})
            assert r.status_code == 200, r.text
            assert r.json() == {"answer": server.text}
    assert client.post("/ask", json={"prompt": "carol once"}).json() == {"answer": server.text}
    sent = [
        [m["content"] for m in req.body["messages"] if m["role"] == "user"]
        for req in server.history
    ]
    assert sent[-1] == ["carol once"]
    for users in sent:
        assert len({text.split()[0] for text in users}) == 1, users
    alice = [u for u in sent if u[0].startswith("alice")]
    assert alice[-1] == ["alice says 0", "alice says 1", "alice says 2"]


def test_service_fails_a_permanent_error_fast_without_the_key(
    service: tuple[httpx.Client, FaultServer],
) -> None:
    """A 401 ends in one model call, a 500 naming reason and category, and no key text."""
    client, server = service
    r = client.post("/users/dave/ask", json={"prompt": "expired key please"})
    assert r.status_code == 500
    assert r.json() == {"detail": {"reason": "permanent", "category": "api_key"}}
    assert server.requests == 1
    assert "sk-service" not in r.text
