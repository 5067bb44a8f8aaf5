"""A real ``redis-server`` on a free loopback port, that a test can stop, pause and restart."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from .ports import free_port


class RedisServer:
    """``redis-server`` without persistence, bound to 127.0.0.1 only."""

    def __init__(self, binary: str, directory: Path) -> None:
        self.binary = binary
        self.directory = directory
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        """Start (or start again, on the same port) and wait until it answers PING."""
        self.proc = subprocess.Popen(
            [
                self.binary,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.directory),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as s:
                    s.sendall(b"PING\r\n")
                    if s.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                pass
            time.sleep(0.02)  # a process starting up: polled, not a timed assertion
        raise RuntimeError("redis-server did not answer within 10 s")

    def kill(self) -> None:
        """Stop it at once (SIGKILL), as a crash would."""
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait(10)
            self.proc = None

    def pause(self) -> None:
        """SIGSTOP: connections are accepted by the kernel, but nothing answers."""
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGSTOP)

    def resume(self) -> None:
        """SIGCONT after :meth:`pause`."""
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGCONT)


@contextmanager
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    """A running ``redis-server``; in CI a missing binary fails the test instead of skipping."""
    binary = shutil.which("redis-server")
    if binary is None:
        if os.environ.get("CI"):
            pytest.fail("redis-server is required in CI (apt-get install redis-server)")
        pytest.skip("redis-server not installed (apt-get install redis-server)")
    server = RedisServer(binary, tmp_path)
    server.start()
    try:
        yield server
    finally:
        if server.proc is not None:
            server.resume()
            server.kill()
