"""The README's failure table says what the stack does: each row's fault, sent for real.

Each row names a fault in its first column (or a closed port); the test sends it through
a real socket to a provider, reads the error text the agent layer keeps, and checks it
against the row's text (``…`` stands for any text, ``<host>:<port>`` for the provider's),
then checks the session and runtime columns against the decisions the stack makes on it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import retrylens as rl
from retrylens._decisions import Failure
from retrylens._explain import explain
from retrylens._policy import resolve_policy
from retrylens.testing import FaultServer

from .ports import free_port

README = Path(__file__).resolve().parent.parent / "README.md"
HEADER = "| what happens on the wire | the error text the agent layer keeps | session | runtime |"


def _rows() -> list[list[str]]:
    text = README.read_text(encoding="utf-8")
    table = text[text.index(HEADER) :].split("\n\n", 1)[0].splitlines()[2:]
    return [[cell.strip() for cell in line.strip("|").split(" | ")] for line in table]


ROWS = _rows()


def _fault(wire: str) -> str | None:
    found = re.findall(r"\(`([a-z_]+(?::[0-9]+)?)`\)", wire)
    return found[-1] if found else None


def _pattern(cell: str, host_port: str) -> re.Pattern[str]:
    snippet = re.match(r"`([^`]*)`", cell)
    assert snippet is not None, cell
    text = snippet.group(1)
    if text == '""':
        return re.compile("")
    parts = [re.escape(p) for p in text.split("…")]
    return re.compile(".*".join(parts).replace(re.escape("<host>:<port>"), re.escape(host_port)))


async def _one_call(fault: str | None) -> tuple[rl.AssistantMessage, str]:
    """One agent call meeting ``fault`` (None: a closed port); its message and host:port."""
    request = [rl.UserMessage(content="hi")]
    if fault is None:
        host_port = f"127.0.0.1:{free_port()}"
        async with rl.OpenAIChatProvider(
            model="m", base_url=f"http://{host_port}/v1", api_key="sk-readme"
        ) as provider:
            return await rl.Agent(provider).run(request), host_port
    async with (
        FaultServer(default=fault) as server,
        rl.OpenAIChatProvider(
            model="m",
            base_url=server.openai_url,
            api_key="sk-readme",
            idle_timeout=0.05,
            timeout=0.05 if fault.startswith("slow_first_token") else 600,
        ) as provider,
    ):
        return await rl.Agent(provider).run(request), f"127.0.0.1:{server.port}"


def test_the_table_has_every_row() -> None:
    """The failure table is found and has its eleven rows, each naming its fault."""
    assert len(ROWS) == 11
    assert all(len(r) == 4 for r in ROWS)
    assert sum(_fault(r[0]) is None for r in ROWS) == 1  # the closed port


@pytest.mark.parametrize("row", ROWS, ids=[_fault(r[0]) or "closed_port" for r in ROWS])
async def test_a_failure_table_row_is_what_the_stack_does(row: list[str]) -> None:
    """The row's error text is the agent layer's, and its retry columns are the decisions."""
    wire, seen, session, runtime = row
    message, host_port = await _one_call(_fault(wire))
    assert message.stop_reason == "error"
    text = message.error_message or ""
    assert _pattern(seen, host_port).fullmatch(text), (seen, text)
    decided = explain(Failure.from_message(message), resolve_policy("seed"))
    first_session = decided.session[0][0]
    assert session.startswith("retried") == (first_session.action == "retry"), first_session
    assert session.startswith("not retried") == (first_session.action != "retry")
    first_runtime = decided.runtime[0]
    if runtime.startswith("fails fast"):
        assert first_runtime.action == "stop"
        assert f'reason="{first_runtime.reason}"' in runtime
    else:
        assert runtime.startswith("retried") and first_runtime.action == "retry", first_runtime
