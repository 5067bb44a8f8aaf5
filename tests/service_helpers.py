"""A real uvicorn process serving one of the examples, against a FaultServer."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from retrylens.testing import FaultServer

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@contextlib.contextmanager
def serving(
    server: FaultServer,
    workers: int = 1,
    env: dict[str, str] | None = None,
    app: str = "service:app",
    app_dir: Path = EXAMPLES,
) -> Iterator[httpx.Client]:
    """Uvicorn serving examples/service.py on a pre-bound socket, against ``server``."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen()
    port = sock.getsockname()[1]
    environ = {
        **os.environ,
        "OPENAI_BASE_URL": server.openai_url,
        "OPENAI_API_KEY": "sk-service-test-key-0000",
        "OPENAI_MODEL": "gpt-4o-mini",
        **(env or {}),
    }
    proc = subprocess.Popen(
        [
            *(sys.executable, "-m", "uvicorn", app),
            *("--app-dir", str(app_dir), "--fd", str(sock.fileno())),
            *("--workers", str(workers)),
        ],
        env=environ,
        pass_fds=(sock.fileno(),),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    sock.close()
    drain: threading.Thread | None = None
    try:
        assert proc.stderr is not None
        seen: list[str] = []
        ready = 0
        for line in proc.stderr:  # blocks until every worker reports it is ready (no sleeps)
            seen.append(line)
            ready += "Application startup complete" in line
            if ready == workers:
                break
        else:
            pytest.fail("uvicorn exited before startup: " + "".join(seen))
        # Keep draining its log so a chatty server never blocks on a full pipe.
        drain = threading.Thread(target=seen.extend, args=(proc.stderr,), daemon=True)
        drain.start()
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as client:
            yield client
    finally:
        proc.terminate()
        proc.wait(timeout=20)
        if drain is not None:
            drain.join(timeout=10)  # the pipe is at EOF once the process has exited
        if proc.stderr is not None:
            proc.stderr.close()
