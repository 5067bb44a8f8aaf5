"""A chat service that streams answers to the browser over SSE, through the retry stack.

Run it with ``uvicorn stream_service:app --app-dir examples`` and open http://127.0.0.1:8000/.
Each user has a conversation; ``GET /users/{user}/stream?prompt=...`` streams one turn as
server-sent events: ``text`` (a piece of the answer), ``retry`` (a layer decided to
retry: layer, attempt, classification, delay), ``restart`` (discard the partial answer
shown so far), then ``final`` (the whole answer) or ``failed`` (the exec's reason). A
browser that goes away cancels the model call: Starlette cancels the response, and
leaving ``async with`` closes the stream and its HTTP connection.
"""

import json
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi.responses import HTMLResponse, StreamingResponse
from prometheus_client import make_asgi_app

import retrylens as rl

# OPENAI_API_KEY and OPENAI_BASE_URL are read from the environment, as the openai SDK does.
provider = rl.OpenAIChatProvider(model=os.environ.get("OPENAI_MODEL", "gpt-4o-mini"))
# The session's backoff base (2/4/8 s by default); tests shorten it.
backoff = rl.RetrySettings(base_delay_ms=int(os.environ.get("RETRY_BASE_DELAY_MS", "2000")))
runtime = rl.Runtime(provider, keep_history=False, session_settings=backoff)
conversations: dict[str, rl.Conversation] = {}


@asynccontextmanager
async def lifespan(app: FastAPI) -> AsyncIterator[None]:
    """Close the provider's connection pool when the service stops."""
    yield
    await provider.aclose()


app = FastAPI(lifespan=lifespan)
app.mount("/metrics", make_asgi_app(registry=rl.telemetry.scrape_registry()))


def sse(event: str, data: object) -> str:
    """One server-sent event."""
    return f"event: {event}\ndata: {json.dumps(data)}\n\n"


async def turn(user: str, prompt: str) -> AsyncIterator[str]:
    """The events of one turn of ``user``'s conversation, as SSE."""
    talk = conversations.setdefault(user, runtime.conversation())
    try:
        async with talk.stream(prompt, timeout=120) as stream:
            async for event in stream:
                if isinstance(event, rl.TextDelta):
                    yield sse("text", event.text)
                elif isinstance(event, rl.RetryNotice):
                    notice = {
                        "layer": event.layer,
                        "attempt": event.attempt,
                        "classification": event.classification,
                        "delay_s": event.delay_s,
                    }
                    yield sse("retry", notice)
                elif isinstance(event, rl.Restart):
                    yield sse("restart", {"layer": event.layer, "discarded": event.discarded})
                elif isinstance(event, rl.FinalMessage):
                    msg = event.message
                    yield sse("final", {"text": msg.content, "stop_reason": msg.stop_reason})
    except rl.ExecError as exc:  # its text is redacted; the reason is a label
        yield sse("failed", {"reason": exc.reason, "category": exc.category})


@app.get("/users/{user}/stream")
async def stream(user: str, prompt: str) -> StreamingResponse:
    """Stream one turn of ``user``'s conversation as server-sent events."""
    return StreamingResponse(
        turn(user, prompt),
        media_type="text/event-stream",
        headers={"cache-control": "no-cache", "x-accel-buffering": "no"},
    )


PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>retrylens stream</title>
<style>
 body { font: 15px/1.4 system-ui, sans-serif; margin: 2em; max-width: 46em; }
 #answer { white-space: pre-wrap; border: 1px solid #ccc; padding: .8em; min-height: 4em; }
 #log li { color: #555; } #log li.restart { color: #b35900; } #log li.failed { color: #b00; }
</style></head>
<body>
<h1>retrylens: a streamed answer</h1>
<form id="ask"><input id="prompt" size="50" value="Summarise the incident">
<button>Ask</button></form>
<p>Status: <span id="status">idle</span></p>
<div id="answer"></div>
<ul id="log"></ul>
<script>
const params = new URLSearchParams(location.search);
const user = params.get("user") || "browser";
const $ = (id) => document.getElementById(id);
function note(kind, text) {
  const li = document.createElement("li");
  li.className = kind; li.textContent = text; $("log").appendChild(li);
}
function ask(prompt) {
  $("answer").textContent = ""; $("status").textContent = "streaming";
  const url = `/users/${encodeURIComponent(user)}/stream?prompt=${encodeURIComponent(prompt)}`;
  const source = new EventSource(url);
  source.addEventListener("text", (e) => { $("answer").textContent += JSON.parse(e.data); });
  source.addEventListener("retry", (e) => {
    const r = JSON.parse(e.data);
    note("retry", `retry by the ${r.layer} layer after attempt ${r.attempt} ` +
                  `(${r.classification}), in ${r.delay_s} s`);
  });
  source.addEventListener("restart", (e) => {
    const r = JSON.parse(e.data);
    note("restart", `restart: ${r.discarded} piece(s) of a cut answer discarded`);
    $("answer").textContent = "";
  });
  source.addEventListener("final", (e) => {
    const r = JSON.parse(e.data);
    $("answer").textContent = r.text; $("status").textContent = `done (${r.stop_reason})`;
    source.close();
  });
  source.addEventListener("failed", (e) => {
    const r = JSON.parse(e.data);
    note("failed", `failed: ${r.reason}`); $("status").textContent = "failed"; source.close();
  });
  source.onerror = () => { if ($("status").textContent === "streaming") source.close(); };
}
$("ask").addEventListener("submit", (e) => { e.preventDefault(); ask($("prompt").value); });
if (params.get("prompt")) ask(params.get("prompt"));
</script>
</body></html>
"""


@app.get("/")
async def page() -> HTMLResponse:
    """The page: a prompt box, the streamed answer, and the retry notices as they happen."""
    return HTMLResponse(PAGE)
