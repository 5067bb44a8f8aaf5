"""The README's FastAPI service runs under a real uvicorn process and keeps users apart."""

from __future__ import annotations

import collections
import concurrent.futures
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from prometheus_client import REGISTRY

import retrylens as rl
from retrylens.testing import FaultServer

from .service_helpers import serving as _serving

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
    """One uvicorn worker serving the example against a FaultServer."""
    with (
        FaultServer(_fault, chunks=3, api_key="sk-service-test-key-0000") as server,
        _serving(server) as client,
    ):
        yield client, server


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


def _samples(text: str, name: str) -> dict[str, float]:
    """``name``'s samples in a Prometheus text exposition, keyed by their label text."""
    out: dict[str, float] = {}
    for line in text.splitlines():
        m = re.fullmatch(rf"{re.escape(name)}(\{{[^}}]*\}})? (\S+)", line)
        if m:
            out[m.group(1) or ""] = float(m.group(2))
    return out


class _FirstTryFails:
    """A quarter of the prompts get a 503 on their first request only; one in ten a bad key."""

    def __init__(self) -> None:
        self.seen: collections.Counter[str] = collections.Counter()

    def __call__(self, index: int, api: str, body: dict[str, Any]) -> str:
        users = [m["content"] for m in body.get("messages", []) if m.get("role") == "user"]
        prompt = users[-1] if users else ""
        self.seen[prompt] += 1
        n = int(prompt.split()[-1]) if prompt else 0
        if n % 10 == 9:
            return "invalid_key"
        return "status:503" if n % 4 == 1 and self.seen[prompt] == 1 else "ok"


def _no_backoff_app(tmp: Path) -> Path:
    """A module serving the example with every backoff sleep returning at once (per worker)."""
    (tmp / "no_backoff_service.py").write_text(
        "from retrylens.testing import recorded_sleeps\n"
        "recorded_sleeps().__enter__()  # this worker's retries do not wait\n"
        "from service import app  # noqa: E402\n",
        encoding="utf-8",
    )
    return tmp


def test_two_uvicorn_workers_aggregate_their_metrics(tmp_path: Path) -> None:
    """Under 2 workers with PROMETHEUS_MULTIPROC_DIR, /metrics sums both to the real counts."""
    requests = 40
    multiproc = tmp_path / "prometheus-multiproc"
    multiproc.mkdir()
    with (
        FaultServer(_FirstTryFails(), chunks=3, api_key="sk-service-test-key-0000") as server,
        _serving(
            server,
            workers=2,
            env={"PROMETHEUS_MULTIPROC_DIR": str(multiproc), "PYTHONPATH": str(SERVICE.parent)},
            app="no_backoff_service:app",
            app_dir=_no_backoff_app(tmp_path),
        ) as c,
    ):
        with concurrent.futures.ThreadPoolExecutor(8) as pool:
            codes = list(
                pool.map(
                    lambda i: c.post("/ask", json={"prompt": f"q {i}"}).status_code, range(requests)
                )
            )
        scrapes = [c.get("/metrics/").text for _ in range(4)]
        model_requests = len(server.history)
    # Both workers served (each wrote its own counter file) ...
    served = {p.name for p in multiproc.glob("counter_*.db")}
    assert len(served) == 2, served
    assert codes.count(200) == requests - requests // 10
    # a bad key is the service's clean 500 (a failure left to the server would close the
    # keep-alive connection under the next request: "Connection reset by peer")
    assert codes.count(500) == requests // 10
    retried = sum(1 for n in range(requests) if n % 4 == 1 and n % 10 != 9)
    assert model_requests == requests + retried  # each first-try 503 was retried once
    # ... and every scrape, whichever worker answered it, shows the sum over both.
    for text in scrapes:
        execs = _samples(text, "retrylens_exec_total")
        assert sum(execs.values()) == requests
        assert execs['{outcome="permanent"}'] == requests // 10
        assert execs['{outcome="success"}'] == requests - requests // 10
        calls = _samples(text, "retrylens_model_calls_total")
        assert sum(calls.values()) == model_requests
        assert sum(_samples(text, "retrylens_model_calls_per_exec_count").values()) == requests
        assert "trace_id" not in text  # no exemplars in multiprocess mode


def test_scrape_registry_is_the_default_one_in_a_single_process(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Without PROMETHEUS_MULTIPROC_DIR it is REGISTRY; with it, a registry reading the files."""
    monkeypatch.delenv("PROMETHEUS_MULTIPROC_DIR", raising=False)
    assert rl.telemetry.scrape_registry() is REGISTRY
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path))
    registry = rl.telemetry.scrape_registry()
    assert registry is not REGISTRY
    assert list(registry.collect()) == []  # an empty directory: no worker has written yet
