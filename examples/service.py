"""A chat service: one long-lived Runtime, one conversation per user."""

import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, HTTPException
from prometheus_client import make_asgi_app
from pydantic import BaseModel

import retrylens as rl

# OPENAI_API_KEY and OPENAI_BASE_URL are read from the environment, as the openai SDK does.
provider = rl.OpenAIChatProvider(model=os.environ.get("OPENAI_MODEL", "gpt-4o-mini"))
# Long-lived and shared: provider (connection pool), policy, budgets, telemetry.
runtime = rl.Runtime(provider, policy="coordinated", keep_history=False)
# Per user: a conversation with its own history (keep it in your store in production).
conversations: dict[str, rl.Conversation] = {}


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    """Close the provider's connection pool when the service stops."""
    yield
    await provider.aclose()


app = FastAPI(lifespan=lifespan)
# The retrylens_* metrics; under several workers (PROMETHEUS_MULTIPROC_DIR set) every
# worker's /metrics/ serves the sum over all of them.
app.mount("/metrics", make_asgi_app(registry=rl.telemetry.scrape_registry()))


class Ask(BaseModel):
    """The request body: the user's prompt."""

    prompt: str


def failed(exc: rl.ExecError) -> HTTPException:
    """The answer to a failed exec: its text is redacted; reason and category are labels."""
    status = 502 if exc.reason in ("exhausted", "deadline", "budget_exhausted") else 500
    return HTTPException(status, detail={"reason": exc.reason, "category": exc.category})


@app.post("/users/{user_id}/ask")
async def ask(user_id: str, body: Ask) -> dict[str, str]:
    """One turn of ``user_id``'s conversation."""
    talk = conversations.setdefault(user_id, runtime.conversation())
    try:
        answer = await talk.async_exec(body.prompt, timeout=120)
    except rl.ExecError as exc:
        raise failed(exc) from None
    return {"answer": answer}


@app.post("/ask")
async def ask_once(body: Ask) -> dict[str, str]:
    """Stateless: the history is the caller's (here none), the runtime keeps nothing."""
    try:
        answer = await runtime.async_exec(body.prompt, messages=[], timeout=120)
    except rl.ExecError as exc:
        raise failed(exc) from None
    return {"answer": answer}
