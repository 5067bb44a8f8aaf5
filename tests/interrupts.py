"""Ctrl-C in tests that send it, also when the test run itself was started ignoring it.

A shell script's background job (``make test &``) starts with SIGINT ignored, and Python
then installs no KeyboardInterrupt handler; children inherit the same. Tests that send
SIGINT put the default back for the code they interrupt.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager


def take_ctrl_c() -> None:
    """In a child process before it runs: SIGINT does what it does by default again."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@contextmanager
def ctrl_c_raises() -> Iterator[None]:
    """In this process: SIGINT raises KeyboardInterrupt, as in an interactive run."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
