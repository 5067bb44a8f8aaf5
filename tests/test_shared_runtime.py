"""One Runtime shared by threads, tasks and users: no history lost, none leaked (SPEC §9)."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor

import pytest

import retrylens as rl
from retrylens.testing import FaultServer, ScriptedProvider


def _openai(server: FaultServer) -> rl.OpenAIChatProvider:
    return rl.OpenAIChatProvider(base_url=server.openai_url, api_key="k", model="m")


def _sent_texts(server: FaultServer) -> list[list[str]]:
    """The user texts of each request the server received, in arrival order."""
    return [
        [m["content"] for m in r.body.get("messages", []) if m.get("role") == "user"]
        for r in server.history
    ]


def _exchanges(messages: list[rl.Message]) -> list[tuple[str, str]]:
    """The history as (user prompt, answer) pairs; fails if the pairs are interleaved."""
    assert len(messages) % 2 == 0
    pairs = []
    for user, answer in zip(messages[::2], messages[1::2], strict=True):
        assert isinstance(user, rl.UserMessage) and isinstance(answer, rl.AssistantMessage)
        pairs.append((user.text, answer.content))
    return pairs


def test_forty_threads_on_one_runtime_lose_no_exchange() -> None:
    """40 threads calling exec on one Runtime over real sockets leave 40 whole exchanges."""
    with FaultServer(chunks=3) as server, _openai(server) as provider:
        runtime = rl.Runtime(provider)
        prompts = [f"thread prompt {i}" for i in range(40)]
        with ThreadPoolExecutor(max_workers=8) as pool:
            answers = list(pool.map(runtime.exec, prompts))
    assert len(answers) == 40 and all(a == server.text for a in answers)
    pairs = _exchanges(runtime.messages)
    assert sorted(p for p, _ in pairs) == sorted(prompts)
    assert {a for _, a in pairs} == {server.text}


async def test_three_hundred_tasks_on_one_runtime_lose_no_exchange() -> None:
    """300 concurrent async_exec tasks on one Runtime leave 300 whole exchanges."""
    provider = ScriptedProvider(["answer"], cycle=True)
    runtime = rl.Runtime(provider)
    prompts = [f"task prompt {i}" for i in range(300)]
    answers = await asyncio.gather(*(runtime.async_exec(p) for p in prompts))
    assert answers == ["answer"] * 300
    assert sorted(p for p, _ in _exchanges(runtime.messages)) == sorted(prompts)


async def test_conversations_never_send_another_users_messages() -> None:
    """Two users' conversations on one Runtime: no request carries the other user's text."""
    async with FaultServer(chunks=2) as server, _openai(server) as provider:
        runtime = rl.Runtime(provider)
        alice, bob = runtime.conversation(), runtime.conversation()
        for turn in range(3):
            await asyncio.gather(alice.async_exec(f"alice {turn}"), bob.async_exec(f"bob {turn}"))
    assert len(server.history) == 6
    for users in _sent_texts(server):
        owners = {text.split()[0] for text in users}
        assert len(owners) == 1, users
    assert [p for p, _ in _exchanges(alice.messages)] == ["alice 0", "alice 1", "alice 2"]
    assert [p for p, _ in _exchanges(bob.messages)] == ["bob 0", "bob 1", "bob 2"]
    assert runtime.messages == []


def test_stateless_exec_sends_only_the_given_messages() -> None:
    """exec(prompt, messages=...) sends that history alone and leaves the runtime's unchanged."""
    earlier: list[rl.Message] = [
        rl.UserMessage(content="mine"),
        rl.AssistantMessage(content="noted"),
    ]
    with FaultServer(chunks=2) as server, _openai(server) as provider:
        runtime = rl.Runtime(provider)
        runtime.exec("shared turn")
        assert runtime.exec("private turn", messages=earlier) == server.text
        assert runtime.exec("empty turn", messages=[]) == server.text
    assert _sent_texts(server) == [["shared turn"], ["mine", "private turn"], ["empty turn"]]
    assert [p for p, _ in _exchanges(runtime.messages)] == ["shared turn"]


def test_stateless_exec_refuses_a_wrong_history() -> None:
    """A history that is not a list of messages is refused before any call is made."""
    provider = ScriptedProvider([])
    runtime = rl.Runtime(provider)
    with pytest.raises(TypeError, match=r"messages\[0\] must be a UserMessage"):
        runtime.exec("q", messages=["not a message"])  # type: ignore[list-item]
    assert provider.calls == 0


def test_keep_history_false_keeps_nothing_but_conversations_do() -> None:
    """keep_history=False leaves the runtime's history empty; its conversations keep theirs."""
    runtime = rl.Runtime(ScriptedProvider(["a", "b"]), keep_history=False)
    runtime.exec("first")
    talk = runtime.conversation()
    talk.exec("second")
    assert runtime.messages == []
    assert _exchanges(talk.messages) == [("second", "b")]


def test_conversation_threads_share_one_history_without_loss() -> None:
    """Threads calling exec on one conversation all land in its history, pairs intact."""
    runtime = rl.Runtime(ScriptedProvider(["ok"], cycle=True))
    talk = runtime.conversation([rl.UserMessage(content="seed"), rl.AssistantMessage(content="s")])
    barrier = threading.Barrier(10)

    def call(i: int) -> str:
        barrier.wait()
        return talk.exec(f"turn {i}")

    with ThreadPoolExecutor(max_workers=10) as pool:
        assert list(pool.map(call, range(10))) == ["ok"] * 10
    pairs = _exchanges(talk.messages)
    assert pairs[0] == ("seed", "s")
    assert sorted(p for p, _ in pairs[1:]) == sorted(f"turn {i}" for i in range(10))


async def test_a_compaction_keeps_exchanges_committed_meanwhile() -> None:
    """A call that compacts its history keeps the exchanges other calls committed meanwhile."""
    overflow = rl.testing.error_event("prompt is too long: 300000 tokens > 200000 maximum")
    started, release = asyncio.Event(), asyncio.Event()

    class Gate:
        name, model = "gate", "gate-model"

        def __init__(self) -> None:
            self.inner = ScriptedProvider([overflow, "compacted answer"])

        async def stream(self, request: rl.ModelRequest) -> AsyncIterator[rl.StreamEvent]:
            users = [m.content for m in request.messages if isinstance(m, rl.UserMessage)]
            if users[-1] == "quick":
                yield rl.Done(rl.AssistantMessage(content="quick answer"))
                return
            if not started.is_set():
                started.set()
                await release.wait()
            async for event in self.inner.stream(request):
                yield event

    def compact(history: list[rl.Message]) -> list[rl.Message]:
        return [rl.UserMessage(content="summary"), history[-1]]

    seed: list[rl.Message] = [
        rl.UserMessage(content="old"),
        rl.AssistantMessage(content="old answer"),
    ]
    runtime = rl.Runtime(Gate(), messages=seed, compact=compact)
    with rl.testing.recorded_sleeps():
        slow = asyncio.create_task(runtime.async_exec("long"))
        await started.wait()
        assert await runtime.async_exec("quick") == "quick answer"
        release.set()
        assert await slow == "compacted answer"
    contents = [m.content for m in runtime.messages]
    assert contents == ["summary", "long", "compacted answer", "quick", "quick answer"]


def test_a_failed_call_adds_nothing_and_loses_nothing() -> None:
    """A call that fails leaves the history as it was; concurrent successes are kept."""
    bad = rl.testing.error_event("invalid x-api-key", http_status=401)
    runtime = rl.Runtime(ScriptedProvider(["one", bad, "two"]))
    runtime.exec("a")
    with pytest.raises(rl.ExecError):
        runtime.exec("b")
    runtime.exec("c")
    assert _exchanges(runtime.messages) == [("a", "one"), ("c", "two")]
    assert json.dumps([m.content for m in runtime.messages]) == '["a", "one", "c", "two"]'


def test_conversation_repr_and_runtime_argument() -> None:
    """A Conversation names its size and refuses a runtime that is not a Runtime."""
    talk = rl.Runtime(ScriptedProvider(["x"])).conversation()
    talk.exec("hi")
    assert "2 messages" in repr(talk)
    with pytest.raises(TypeError, match="runtime must be a Runtime"):
        rl.Conversation("not a runtime")  # type: ignore[arg-type]
