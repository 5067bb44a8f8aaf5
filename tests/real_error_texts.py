"""Real error texts from providers' SDKs, docs and issue trackers, with where each came from.

``kind`` says how SPEC §3/§4 must treat the text:
- ``transient``: the session retries it (RETRY_PATTERN matches); not overflow, not permanent.
- ``overflow``: context overflow; neither layer retries it.
- ``permanent``: a PERMANENT_ERROR_MARKERS hit; the session does not retry it either.
- ``fatal``: an identical call fails identically (a validation error, an unknown model, a
  rejected key in words the seed did not list): permanent or overflow, retried by no layer.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

Kind = Literal["transient", "overflow", "permanent", "fatal"]


class Case(NamedTuple):
    text: str
    kind: Kind
    source: str


OPENAI = "openai-python APIStatusError text ('Error code: N - body'), errors documented on platform.openai.com/docs/guides/error-codes"
ANTHROPIC = "anthropic-sdk-python APIStatusError text, errors documented on docs.anthropic.com/en/api/errors"
GEMINI = "google-genai APIError text ('CODE STATUS. body'), ai.google.dev troubleshooting"
BEDROCK = (
    "botocore ClientError text ('An error occurred (Code) when calling the Op operation: msg')"
)
HTTPX = "httpx/httpcore exception texts (httpcore._async.http11, h11, ssl, asyncio)"

CASES: tuple[Case, ...] = (
    # --- OpenAI ---------------------------------------------------------------------------
    Case(
        "Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 29000, Requested 1500. Please try again in 1.2s.', 'type': 'tokens', 'param': None, 'code': 'rate_limit_exceeded'}}",
        "transient",
        OPENAI,
    ),
    Case(
        "Error code: 500 - {'error': {'message': 'The server had an error while processing your request. Sorry about that!', 'type': 'server_error', 'param': None, 'code': None}}",
        "transient",
        OPENAI,
    ),
    Case(
        "Error code: 503 - {'error': {'message': 'The engine is currently overloaded, please try again later', 'type': 'server_error', 'param': None, 'code': None}}",
        "transient",
        OPENAI,
    ),
    Case(
        "Error code: 502 - {'error': {'message': 'Bad gateway.', 'type': 'cf_bad_gateway', 'param': None, 'code': 502}}",
        "transient",
        OPENAI,
    ),
    Case("Request timed out.", "transient", "openai-python APITimeoutError default message"),
    Case("Connection error.", "transient", "openai-python APIConnectionError default message"),
    Case(
        "Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-abc***xyz. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}",
        "permanent",
        OPENAI,
    ),
    Case(
        "Error code: 400 - {'error': {'message': \"This model's maximum context length is 128000 tokens. However, your messages resulted in 204308 tokens. Please reduce the length of the messages.\", 'type': 'invalid_request_error', 'param': 'messages', 'code': 'context_length_exceeded'}}",
        "overflow",
        "webtimemachine/wtm2#579 (OpenAI 400)",
    ),
    Case(
        "InvalidRequestError: This model's maximum context length is 4097 tokens. However, your messages resulted in 7575 tokens. Please reduce the length of the messages.",
        "overflow",
        "smol-ai/developer#7 (openai 0.x)",
    ),
    Case(
        "Your input exceeds the context window of this model. Please adjust your input and try again.",
        "overflow",
        "OpenAI Responses API context_length_exceeded message",
    ),
    Case(
        "Error code: 400 - {'error': {'message': 'Invalid image.', 'type': 'invalid_request_error', 'param': None, 'code': None}}",
        "permanent",
        OPENAI,
    ),
    Case(
        "Error code: 400 - {'error': {'message': \"Invalid 'max_tokens': integer below minimum value. Expected a value >= 1, but got 0 instead.\", 'type': 'invalid_request_error', 'param': 'max_tokens', 'code': 'integer_below_min_value'}}",
        "fatal",
        OPENAI,
    ),
    Case(
        "Error code: 404 - {'error': {'message': 'The model `gpt-5-turbo` does not exist or you do not have access to it.', 'type': 'invalid_request_error', 'param': None, 'code': 'model_not_found'}}",
        "fatal",
        OPENAI,
    ),
    Case(
        "Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}",
        "permanent",
        OPENAI + " (quota exhaustion sent as a 429: permanent, SPEC §8)",
    ),
    Case(
        "Error code: 400 - {'error': {'message': 'max_tokens is too large: 200000. This model supports at most 16384 completion tokens, whereas you provided 200000.', 'type': 'invalid_request_error', 'param': 'max_tokens', 'code': None}}",
        "fatal",
        OPENAI,
    ),
    Case(
        "Error code: 400 - {'error': {'message': 'max_tokens must be <= 500', 'type': 'invalid_request_error'}}",
        "fatal",
        "SPEC §3 example of a status-like number that is not a status",
    ),
    # --- Anthropic ------------------------------------------------------------------------
    Case(
        "Error code: 529 - {'type': 'error', 'error': {'type': 'overloaded_error', 'message': 'Overloaded'}}",
        "transient",
        ANTHROPIC,
    ),
    Case(
        "Overloaded", "transient", "Anthropic in-band SSE `event: error` overloaded_error message"
    ),
    Case(
        "Error code: 429 - {'type': 'error', 'error': {'type': 'rate_limit_error', 'message': 'Number of request tokens has exceeded your per-minute rate limit'}}",
        "transient",
        ANTHROPIC,
    ),
    Case(
        "Error code: 500 - {'type': 'error', 'error': {'type': 'api_error', 'message': 'Internal server error'}}",
        "transient",
        ANTHROPIC,
    ),
    Case(
        "Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}}",
        "fatal",
        ANTHROPIC + " (no seed marker matches 'invalid x-api-key'; its 401 makes it permanent)",
    ),
    Case(
        "Error code: 400 - {'type': 'error', 'error': {'type': 'invalid_request_error', 'message': 'prompt is too long: 210000 tokens > 200000 maximum'}}",
        "overflow",
        ANTHROPIC,
    ),
    Case(
        "Error code: 413 - {'type': 'error', 'error': {'type': 'request_too_large', 'message': 'Request exceeds the maximum allowed number of bytes.'}}",
        "fatal",
        ANTHROPIC,
    ),
    Case(
        "Error code: 404 - {'type': 'error', 'error': {'type': 'not_found_error', 'message': 'model: claude-3-opus-2099'}}",
        "fatal",
        ANTHROPIC,
    ),
    Case(
        "Error code: 403 - {'type': 'error', 'error': {'type': 'permission_error', 'message': 'Your API key does not have permission to use the specified resource.'}}",
        "fatal",
        ANTHROPIC,
    ),
    Case(
        "Request timed out or interrupted. This could be due to a network timeout, dropped connection, or request cancellation.",
        "transient",
        "anthropic-sdk-python APITimeoutError message",
    ),
    Case(
        "Error code: 400 - {'type': 'error', 'error': {'type': 'invalid_request_error', 'message': 'messages.0.content.1.image.source.base64.data: Image does not match the provided media type image/png'}}",
        "fatal",
        ANTHROPIC,
    ),
    # --- Gemini ---------------------------------------------------------------------------
    Case(
        "400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'The input token count (1200293) exceeds the maximum number of tokens allowed (1048576).', 'status': 'INVALID_ARGUMENT'}}",
        "overflow",
        "google-gemini/gemini-cli#6678",
    ),
    Case(
        '[API Error: got status: INVALID_ARGUMENT. {"error":{"code":400,"message":"The input token count (132478) exceeds the maximum number of tokens allowed (131072).","status":"INVALID_ARGUMENT"}}]',
        "overflow",
        "google-gemini/gemini-cli#4118",
    ),
    Case(
        "503 UNAVAILABLE. {'error': {'code': 503, 'message': 'The model is overloaded. Please try again later.', 'status': 'UNAVAILABLE'}}",
        "transient",
        GEMINI,
    ),
    Case(
        "429 RESOURCE_EXHAUSTED. {'error': {'code': 429, 'message': 'Resource has been exhausted (e.g. check quota).', 'status': 'RESOURCE_EXHAUSTED'}}",
        "transient",
        GEMINI,
    ),
    Case(
        "500 INTERNAL. {'error': {'code': 500, 'message': 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting', 'status': 'INTERNAL'}}",
        "transient",
        GEMINI,
    ),
    Case(
        "504 DEADLINE_EXCEEDED. {'error': {'code': 504, 'message': 'Deadline expired before operation could complete.', 'status': 'DEADLINE_EXCEEDED'}}",
        "transient",
        GEMINI,
    ),
    Case(
        "400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'API key not valid. Please pass a valid API key.', 'status': 'INVALID_ARGUMENT'}}",
        "fatal",
        GEMINI,
    ),
    # --- Bedrock --------------------------------------------------------------------------
    Case(
        "An error occurred (ValidationException) when calling the InvokeModel operation: Input is too long for requested model.",
        "overflow",
        "aws-samples/bedrock-chat#95",
    ),
    Case(
        "The model returned the following errors: Input is too long for requested model.",
        "overflow",
        "continuedev/continue#9592",
    ),
    Case(
        "An error occurred (ThrottlingException) when calling the InvokeModel operation (reached max retries: 4): Too many requests, please wait before trying again.",
        "transient",
        BEDROCK,
    ),
    Case(
        "An error occurred (ServiceUnavailableException) when calling the ConverseStream operation: Service unavailable. Try again later.",
        "transient",
        BEDROCK,
    ),
    Case(
        "An error occurred (ModelTimeoutException) when calling the InvokeModel operation: Model has timed out in processing the request.",
        "transient",
        BEDROCK,
    ),
    Case(
        "An error occurred (AccessDeniedException) when calling the InvokeModel operation: You don't have access to the model with the specified model ID.",
        "fatal",
        BEDROCK,
    ),
    Case(
        "An error occurred (ValidationException) when calling the InvokeModel operation: Malformed input request: expected maxLength: 42000, actual: 46735, please reformat your input and try again.",
        "fatal",
        "ryanadoty/Amazon-Bedrock-Amazon-RDS-POC#9",
    ),
    # --- OpenRouter, llama.cpp, Mistral, vLLM, xAI, LM Studio, Groq, MLX ---------------------
    Case(
        'This endpoint\'s maximum context length is 200000 tokens. However, you requested about 250000 tokens (240000 of text input, 10000 in the output). Please reduce the length of either one, or use the "middle-out" transform to compress your prompt automatically.',
        "overflow",
        "OpenRouter 400 body (openrouter.ai/docs errors)",
    ),
    Case(
        "Error code: 502 - {'error': {'message': 'Provider returned error', 'code': 502}}",
        "transient",
        "OpenRouter upstream failure",
    ),
    Case(
        "Error code: 402 - {'error': {'message': 'This request requires more credits, or fewer max_tokens. You requested up to 16384 tokens, but can only afford 1000.', 'code': 402}}",
        "fatal",
        "OpenRouter 402",
    ),
    Case(
        "Error code: 400 - {'error': {'code': 400, 'message': 'request (4476 tokens) exceeds the available context size (4096 tokens)', 'type': 'exceed_context_size_error', 'n_prompt_tokens': 4476, 'n_ctx': 4096}}",
        "overflow",
        "llama.cpp server (tools/server) error body",
    ),
    Case(
        "Error code: 503 - {'error': {'code': 503, 'message': 'Loading model', 'type': 'unavailable_error'}}",
        "transient",
        "llama.cpp server while loading",
    ),
    Case(
        "Prompt contains 40000 tokens and 0 draft tokens, too large for model with 32768 maximum context length",
        "overflow",
        "Mistral La Plateforme 400 message",
    ),
    Case(
        "This model's maximum context length is 4096 tokens. However, you requested 5000 tokens (4000 in the messages, 1000 in the completion). Please reduce the length of the messages or completion.",
        "overflow",
        "vLLM OpenAI-compatible server (serving_engine)",
    ),
    Case(
        "This model's maximum prompt length is 131072 but the request contains 150000 tokens.",
        "overflow",
        "xAI API 400 message",
    ),
    Case(
        "Input length 1581 exceeds context length 1500", "overflow", "lmstudio-ai/model-catalog#38"
    ),
    Case(
        "Error code: 413 - {'error': {'message': 'Request too large for model `llama3-70b-8192` in organization `org_x` on tokens per minute (TPM): Limit 6000, Requested 12000, please reduce your message size and try again.', 'type': 'tokens', 'code': 'rate_limit_exceeded'}}",
        "overflow",
        "Groq TPM limit (code rate_limit_exceeded): one request larger than the limit",
    ),
    Case("API Error: 400 Prompt exceeds maximum context length", "overflow", "ddalcu/mlx-serve#66"),
    Case(
        "Error code: 401 - {'error': {'message': 'Invalid API Key', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}",
        "permanent",
        "Groq 401 body",
    ),
    # --- Python transport (httpx / httpcore / h11 / ssl / asyncio) --------------------------
    Case(
        "RemoteProtocolError: peer closed connection without sending complete message body (incomplete chunked read)",
        "transient",
        HTTPX,
    ),
    Case(
        "RemoteProtocolError: Server disconnected without sending a response.", "transient", HTTPX
    ),
    Case("ReadTimeout", "transient", HTTPX + " (empty str(exc) -> type name only)"),
    Case("ReadError", "transient", HTTPX + " (connection reset with no text)"),
    Case("ConnectError: [Errno 111] Connection refused", "transient", HTTPX),
    Case("ConnectError: All connection attempts failed", "transient", HTTPX),
    Case("ReadError: [Errno 104] Connection reset by peer", "transient", HTTPX),
    Case(
        "ConnectError: [SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1006)",
        "transient",
        HTTPX,
    ),
    Case(
        "SSLError: [SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1006)",
        "transient",
        "CPython ssl module",
    ),
    Case("TimeoutError", "transient", "asyncio.TimeoutError (empty text)"),
    Case("ConnectTimeout: timed out", "transient", HTTPX),
    Case("PoolTimeout", "transient", HTTPX),
    Case("WriteError: [Errno 32] Broken pipe", "transient", HTTPX),
    Case(
        "IncompleteReadError: 0 bytes read on a total of 8 expected bytes",
        "transient",
        "asyncio.IncompleteReadError",
    ),
    Case(
        "ConnectionResetError: [Errno 104] Connection reset by peer", "transient", "CPython OSError"
    ),
    Case(
        "Server error '503 Service Unavailable' for url 'https://api.example.com/v1/chat/completions'",
        "transient",
        "httpx Response.raise_for_status text",
    ),
    Case(
        "Client error '404 Not Found' for url 'https://api.example.com/v1/chat/completions'",
        "fatal",
        "httpx Response.raise_for_status text",
    ),
    Case(
        "Client error '401 Unauthorized' for url 'https://api.example.com/v1/messages'",
        "permanent",
        "httpx Response.raise_for_status text",
    ),
    # --- gateways and JS runtimes (texts that reach Python through a gateway) ---------------
    Case("fetch failed", "transient", "undici (Node fetch) TypeError message relayed by a gateway"),
    Case(
        "upstream connect error or disconnect/reset before headers. reset reason: connection termination",
        "transient",
        "Envoy 503 body",
    ),
    Case("other side closed", "transient", "undici SocketError message"),
    Case("terminated", "transient", "undici TypeError message when a body stream is cut"),
    Case(
        "<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center></body></html>",
        "transient",
        "nginx 504 page",
    ),
    Case("502 Bad Gateway", "transient", "nginx/Cloudflare status line"),
    # --- permanent markers from the seed ---------------------------------------------------
    Case(
        "openai-codex login expired: please sign in again",
        "permanent",
        "seed note §边界 (openai-codex login expired)",
    ),
    Case(
        "gateway login failed for provider openai-codex",
        "permanent",
        "seed note §边界 (login failed)",
    ),
    Case(
        "token refresh rejected, please re-auth",
        "permanent",
        "seed note _PERMANENT_ERROR_MARKERS (re-auth)",
    ),
    Case(
        "Error code: 400 - {'error': {'message': 'image data is not valid base64'}}",
        "permanent",
        "seed note _PERMANENT_ERROR_MARKERS (image data is not)",
    ),
    Case(
        "The file you uploaded is not a valid image.",
        "permanent",
        "seed note _PERMANENT_ERROR_MARKERS (not a valid image)",
    ),
    # --- numbers that are not statuses (SPEC §3) ---------------------------------------------
    Case(
        "Requested 15000 tokens, but the limit for this organization is 8192 per request",
        "fatal",
        "SPEC §3 ('15000 tokens')",
    ),
    Case(
        "request req_8a5029f failed validation: messages must not be empty",
        "fatal",
        "SPEC §3 ('req_8a5029f')",
    ),
)
