"""The text knowledge of the retry stack, kept as data in one place (SPEC §3, §4, §8).

Every rule is ``(name, group, pattern)``. The patterns are matched against the
*lower-cased* error text, all at once, by one RE2 set (a DFA: linear time, so no text can
make it backtrack); :mod:`retrylens._decisions` then lets the highest-ranked group decide.
The patterns are written in the syntax RE2 and Python's ``re`` share (no look-arounds, no
back-references), so :data:`RETRY_PATTERN` can also be offered as a Python regex.

The groups, from the strongest:

- ``queue_full``: a queue of the provider's that is full ("enqueued token limit reached" of
  batch jobs, "your queue position is 38"): transient, checked before everything else,
  because the tokens it counts are queued jobs', not the prompt's.
- ``output_cap``: a token cap that no compaction of the prompt helps: the answer's
  ("output truncated"), a tool result's ("response (94702 tokens) exceeds maximum allowed
  tokens"), or a server's own length settings that contradict each other (vLLM's
  ``max_model_len`` above what its KV cache holds): permanent, checked before the overflows.
- ``overflow``: the prompt does not fit the model's context (never retried), also as apps
  translate it ("超出了模型可处理的长度", "überschreitet die Länge").
- ``quota`` / ``quota_weak``: quota or billing exhaustion. A ``quota_weak`` wording
  ("exceeded your current quota") is a rate window instead when a ``rate_hint`` says so
  ("retry in 35s", "per minute": Gemini's free tier sends both).
- ``auth``: rejected or missing credentials; ``api_key_word`` makes its category ``api_key``.
- ``not_found``, ``image``, ``content_filter``: permanent request problems;
  ``certificate``: the server's TLS certificate is not trusted (permanent, ``other``);
  ``client_settings``: settings the client refuses before any call: some that exclude each
  other ("mutually exclusive", "cannot pass both"), a timeout setting out of its range
  ("batch_timeout must be less than request_timeout"): permanent, whatever their names say;
  ``bad_url``: a base URL no transport can use (``ttp://``, no scheme): permanent;
  ``python_bug``: Python's own ``TypeError``/``NotImplementedError`` wordings (an argument
  the function does not take, a ``None`` indexed): a programming error, never retried.
- ``status_*``: an HTTP status as an error text spells it ("Error code: 401",
  "status_code=503", "502 Bad Gateway", "429 RESOURCE_EXHAUSTED"); digits elsewhere
  ("15000 tokens", "req_8a5029f", "max_tokens must be <= 500") never count.
- ``transient_code`` / ``bad_request_code``: provider error types and codes and SDK
  exception names as they appear inside texts (``'type': 'overloaded_error'``,
  ``litellm.RateLimitError``, ``(ThrottlingException)``).
- ``transient`` / ``bad_request`` / ``transient_weak`` / ``overflow_weak`` /
  ``bad_request_weak``: wordings, for failures that arrive as text only, in that order: a
  vague "please try again" loses to a concrete validation wording, and single words that
  describe a kind of failure ("invalid", "must", "not supported"; "reset", "gateway";
  "tokens … exceed") count only when nothing more specific matched. The word lists were
  drawn from the dev part of the corpus: words that nine in ten texts carrying them share
  one class.
  ``node_transport`` is Node's fetch (undici), whose transport failures are ``TypeError``s
  ("TypeError: terminated"): transient, and no programming error of ours.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from . import _translations as _tr
from ._exceptions import ConfigurationError

RuleGroup = Literal[
    "queue_full",
    "output_cap",
    "overflow",
    "quota",
    "quota_weak",
    "rate_hint",
    "auth",
    "api_key_word",
    "not_found",
    "image",
    "content_filter",
    "certificate",
    "missing_component",
    "client_settings",
    "bad_url",
    "python_bug",
    "status_quota",
    "status_auth",
    "status_not_found",
    "status_too_large",
    "status_transient",
    "status_bad_request",
    "transient_code",
    "bad_request_code",
    "transient",
    "node_transport",
    "bad_request",
    "transient_weak",
    "overflow_weak",
    "bad_request_weak",
]

#: A rate window's report of a request, its limit, what was used and what was requested
#: ("Limit 7000, Used 0, Requested ~12903"), each number a group: the rule
#: ``one_request_over_its_window`` finds it, the decisions read its numbers back.
RATE_WINDOW_REPORT: Final = (
    r"\blimit:? ~?([0-9][0-9,]{0,14}),? used:? ~?([0-9][0-9,]{0,14}),? requested:? ~?"
    r"([0-9][0-9,]{0,14})"
)

#: Python's exceptions for a name, an attribute, a key or an index the code expected
#: (``python_name_error``).
_PYTHON_NAME_ERRORS = (
    r"(?:attributeerror|importerror|modulenotfounderror|nameerror|unboundlocalerror|"
    r"indexerror|keyerror|recursionerror|zerodivisionerror)"
)

# An HTTP status as error texts spell it: after a status word ("error code: 503",
# "status_code=503", "http/1.1 503", "'code': 503") or before its reason phrase.
_STATUS_WORDS = (
    r"(?:error[ _-]?code|status[ _-]?code|status|http(?:/[0-9.]+)?|response[ _-]?code|error|"
    r"['\"]code['\"]|code)"
)


def _status(codes: str) -> str:
    return rf"\b{_STATUS_WORDS}['\"]?\s*[:=#]?\s*\(?(?:{codes})\b(?:[^.0-9]|$)"


#: Statuses that say "a later identical call may succeed" (SPEC §8). 498 is Groq's flex
#: tier at capacity ("You can try again later"). 499 is the request
#: cancelled before an answer (nginx's "client closed request", Google's CANCELLED): a
#: caller's own cancellation never gets here (it propagates), so it was the server's or a
#: proxy's, and an identical call may get through.
TRANSIENT_STATUSES: Final[frozenset[int]] = frozenset(
    {408, 409, 425, 429, 498, 499} | set(range(500, 600))
)

# The same statuses as a text spells them (one source: a status added above is read in both).
_TRANSIENT_STATUS = "|".join(str(s) for s in sorted(TRANSIENT_STATUSES) if s < 500) + "|5[0-9][0-9]"
_BAD_REQUEST_STATUS = r"400|405|406|410|411|412|413|414|415|416|417|418|421|422|424|426|428|431|451"

#: The SDKs' and providers' names for any 400, which say no more than the status: read in
#: a text by rule ``bad_request_type``, and as structured codes by the decisions.
GENERIC_BAD_REQUEST_CODES: Final[frozenset[str]] = frozenset(
    {
        "invalid_request_error",
        "badrequesterror",
        "unprocessableentityerror",
        "validationexception",
        "validation_error",
        "invalid_request",
        "invalid_argument",
    }
)

#: The types (exception names, provider ``type`` fields) a server gives its own failure: a
#: rule reads them in the text, :mod:`retrylens._decisions` among the structured facts.
SERVER_FAILURE_TYPES: Final = (
    "internalservererror",
    "internal_server_error",
    "server_error",
    "api_error",
    "serviceunavailableerror",
    "internalserverexception",
    "serviceunavailableexception",
)

_CORE_RULES: Final[tuple[tuple[str, RuleGroup, str], ...]] = (
    # --- a queue that drains by itself (before the token wordings: the tokens are queued
    # jobs', and a later identical call gets in) ---------------------------------------
    (
        "queue_full",
        "queue_full",
        r"enqueued tokens?\b|enqueued token limit|your queue position is|queue position: ?[0-9]",
    ),
    # An image an SDK or an app refuses before or after sending: over a size or a count, not
    # decodable, in a form the provider does not take.
    (
        "image_rejected_by_app",
        "image",
        r"\bimages? (?:size|dimensions) (?:[^ \n]+ ){0,3}exceeds?\b|"
        r"\bexceeds? (?:the )?max(?:imum)? image size\b|\bmax image size\b|"
        r"\bimages? exceeds? (?:the )?(?:api )?limit\b|"
        r"\bdecod(?:e|ing) (?:input |base64 )?image\b|\bbase64 decode image\b|"
        r"\bprocess base64 image\b|\bonly supports? base64(?:-encoded)? images\b|"
        r"\bonly base64 data urls? (?:are supported )?for images\b|"
        r"\bbase64[- ]encoded images\b|"
        r"\b(?:does not|doesn(?:'|’)?t) support (?:image|vision) input|"
        r"\bimages? per (?:message|chat|request)\b|"
        r"\bunable to fetch (?:one or more )?images?\b|\bmedia size exceeds\b|"
        r"\bmegapixel limit\b|\bnon-square image\b",
    ),
    # More of SDKs' own refusals of an image or a document: over a size per image or inline,
    # too many, a base64 or MIME type they need and did not get.
    (
        "image_rejected_by_sdk",
        "image",
        r"\bbase64[- ]encoded [^\n.]{0,20}exceeds? (?:the )?size limit\b|"
        r"\bat most [0-9]+ ?mb per image\b|\bmb per image\b|\btoo much media\b|"
        r"\bexceeds inline limit\b|\bdocument size exceeds\b|\bimage as base64\b|"
        r"\bspecify the mime ?type\b|\bonly accepts the following mime ?types\b|"
        r'\bshould start with "?data:image\b|\bfailed to load media\b',
    ),
    # --- the answer, not the prompt, hit the token cap (before the overflows: a shorter
    # prompt does not help, and an identical call is cut the same way) ----------------
    (
        "output_truncated",
        "output_cap",
        # a finish reason that says the answer hit its own cap ("finish_reason=MAX_TOKENS")
        r"finish[_ ]?reason[=: \x22\x27]*(?:max_tokens|length)\b|"
        r"(?:output|response|salida|saída|sortie|ausgabe|вывод|ответ|出力|输出|回复|출력|응답)"
        r"[^\n]{0,40}(?:truncat|truncad|tronqu|troncat|abgeschnitten|gekürzt|обрезан|切り捨て|"
        r"截断|잘림|"
        r"잘렸)|"
        # the answer's own cap reached, as apps word it in several languages
        r"(?:completion tokens|tokens de conclus[aã]o|tokens de finalizaci[oó]n|"
        r"jetons de compl[eé]tion|token di completamento)[^\n]{0,24}(?:reached|atingido|"
        r"alcanzado|atteint|erreicht|raggiunto)|"
        r"truncated due to (?:the )?(?:token|length) limit|response hit the length limit|"
        # the OpenAI SDK's parse helpers on an answer cut at max_tokens or filtered
        r"could not parse response content as the length limit|lengthfinishreasonerror|"
        r"टोकन सीमा के कारण|आउटपुट काट दिया|"
        r"exceeded (?:before any response was generated|while generating)|"
        # OpenAI's Responses API: the answer was left incomplete at max_output_tokens.
        r"(?:reason|incomplete|complete request)[^\n]{0,12}max_output_tokens|"
        # aider's sure verdict (it says "possibly exceeded" when it does not know the caps)
        r"-- exceeded output limit|exceeded the [0-9,]+ output token maximum|"
        # gemini-cli: the answer ended at MAX_TOKENS before any text
        r"token limit exhaustion \(max_tokens\)|response exceeded the maximum length|"
        r"(?:output|response|answer) is incomplete due to[^\n]{0,12}(?:max_tokens|length|token)|"
        r"increase (?:the )?max(?:imum)?[ _]tokens?\b|"
        # "response length limit exceeded", as apps translate it
        r"(?:응답|출력) 길이 제한|(?:回复|输出|回答)长度(?:超过|超出)?限制|"
        r"応答の長さ(?:の)?(?:制限|上限)",
    ),
    # An agent's cap on what one tool may hand back (Claude Code's file reads, MCP results).
    (
        "tool_result_cap",
        "output_cap",
        r"(?:content|response|result|output) \([0-9,]+ tokens\) exceeds maximum allowed tokens",
    ),
    (
        # A server started with length settings that cannot hold: no request fits, none helps.
        "server_length_settings",
        "output_cap",
        r"larger than the maximum number of tokens that can be stored in kv cache|"
        r"greater than the derived max_model_len|must be less than or equal to max_model_len|"
        # max_tokens alone above the model's whole length: no prompt is short enough
        r"max_tokens ?=? ?[0-9]+ ?(?:cannot|must not|should not) be (?:greater|larger) than "
        r"max_model_len",
    ),
    # A limit on one field of the request that a server words like a length of the model's
    # (FastDeploy: "Length of stop (...) exceeds the limit max_model_len(5)"): the decisions
    # read it before the overflows, and no shorter prompt helps.
    (
        "request_field_limit",
        "bad_request",
        r"length of stop \(|too many stop (?:sequences|words)|"
        # a field with its own length limit (Qianfan's 336003 "field system too long"), a voice
        # recording over what the endpoint takes
        r"field system too long|recording (?:is )?too long\b|"
        # a text field's limit in characters, not the prompt's in tokens
        r"\bexpected at most [0-9,]+ characters\b|"
        # a name's own limit ("tool name 'x' too long - maximum 64 characters"), not the
        # prompt's
        r"\b(?:tool|function|file|model|user|stop)[ _]?name\b(?: ?['\"`][^'\"`\n]{0,80}['\"`])? "
        r"(?:is )?too long\b[^\n]{0,8}\bmax(?:imum)? (?:of )?[0-9,]+ (?:characters|chars)\b|"
        # a credential too long for where it goes ("bearer_token too large to embed in
        # Sec-WebSocket-Protocol"), not a prompt's tokens
        r"\b(?:bearer|access|refresh|id|session|auth)[_ ]token (?:is )?too (?:large|long)\b|"
        # a proxy's limit on a body's bytes (nginx's client_max_body_size)
        r"client_max_body_size|exceeded the maximum allowed size\b|"
        # a client's own check of the body's bytes against a provider's cap
        r"\brequest body size \(?[^\n()]{0,40}bytes\)? exceeds\b|"
        r"\bmax(?:imum)? [0-9.]+ ?(?:[kmg]i?b|bytes) allowed\b|"
        r"audio (?:duration|file|length)(?: of)? [0-9.,]+ ?(?:ms|s|seconds|mb|bytes)? exceeds "
        r"(?:the )?(?:max(?:imum)? )?limit|"
        r"\baudio_too_large\b|"
        # an audio input over its seconds ("Input audio too long: 49.20s (maximum: 30s)"), a
        # websocket message over its bytes (Azure Speech's "Websocket message size cannot
        # exceed 65536 bytes", a close with 1009 "message too big")
        r"\baudio too long: [0-9.]+ ?s\b|websocket message size cannot exceed|"
        # an audio file over the bytes an endpoint takes inline ("audio is too large for
        # Gemini inline request; maximum size is 20971520 bytes")
        r"\baudio (?:file )?is too large\b|"
        r"\b1009 \(message too big\)|"
        # a file's bytes over what a field takes ("input_file.file_url exceeds the 10485760
        # byte limit")
        r"\bexceeds the [^ \n]{1,30} byte limit\b|"
        r"\bfile ?size\b[^\n]{0,60}\bexceeds [0-9.]+ ?(?:[kmg]i?b|bytes) limit\b|"
        # a list over its length in items, not tokens ("`messages` array exceeds maximum
        # length of 1000")
        r"(?:messages|tools|functions|stop|images|files|documents)[`'\"]?:? array exceeds (?:the )?"
        r"maximum length of [0-9]+|"
        # a request's bytes over a size the text states ("Request too large (max 32MB)")
        r"(?:request|body) too large \(max(?:imum)? [0-9]+ ?(?:[kmg]i?b|bytes)\)|"
        r"\b(?:payload|request|body) (?:is )?too (?:big|large)\b[^\n]{0,20}\bmax(?:imum)? "
        r"(?:payload|request|body) size (?:is|of) [0-9.]+ ?(?:[kmg]i?b|bytes)\b|"
        # a speech API's limits on its input, not a model's context: audio longer than a
        # synchronous call takes ("Sync input too long. For audio longer than 1 min use
        # LongRunningRecognize"), text longer than a voice reads (Polly's
        # TextLengthExceededException)
        r"\bsync input too long\b|"
        r"\btextlengthexceededexception\b|"
        r"\([0-9]+ bytes > [0-9]+ bytes\)|"
        # the output an app asked for over the model's ("Requested tokens (9000) exceed
        # model's completion limit (8192)"): a shorter prompt does not help
        r"\bexceeds? (?:the )?model(?:'s|s)? completion (?:token )?limit\b|"
        # a proxy's own limit on what it reads, in bytes ("Request body exceeds 67108864 bytes",
        # a web framework's "Body exceeded 1mb limit")
        r"\bbody (?:size )?exceed(?:s|ed) (?:the )?[0-9,.]+ ?(?:[kmg]i?b|bytes)\b|"
        r"stop(?:_sequences| sequences)? (?:exceeds?|must have at most|has too many)|"
        # a tool's description or name, a call id, a cache key over its own length limit
        # (a message's content over its limit stays an overflow), also where a wrapper
        # calls it a ContextWindowExceededError
        r"invalid '(?:tools\[[0-9]+\][a-z_.]*|[a-z_\[\]0-9.]*(?:call_id|\.id|"
        r"prompt_cache_key))': string too long",
    ),
    # --- context overflow, per provider wording ---------------------------------------
    ("anthropic_prompt_too_long", "overflow", r"prompt is too long"),
    (
        "anthropic_context_limit",
        "overflow",
        r"model_context_window_exceeded|input length and `?max_tokens`? exceed context limit|"
        r"exceeds? (?:the )?context limit",
    ),
    (
        "openai_context_window",
        "overflow",
        # (a terminal's wrapping may break the line inside "context window")
        r"exceeds? (?:the )?(?:model(?:'s)? )?context\s{1,8}window|context_length_exceeded|"
        r"maximum context length is [0-9,]+|reduce the length of the messages|"
        r"context window of this model|context_too_long\b|"
        r"(?:context(?: window)?|conversation history) has overflowed",
    ),
    (
        "gemini_input_token_count",
        "overflow",
        r"input token count[^\n]*exceeds? the maximum|"
        r"exceeds the maximum number of tokens allowed",
    ),
    ("bedrock_input_too_long", "overflow", r"input is too long for (?:the )?requested model"),
    (
        "llama_cpp_context_size",
        "overflow",
        r"exceeds? the available context size|exceed_context_size_error|"
        r"context size has been exceeded|context shift is disabled",
    ),
    ("mistral_context_length", "overflow", r"too large for model with [0-9]+ maximum context"),
    ("xai_prompt_length", "overflow", r"maximum prompt length is [0-9]+"),
    ("prompt_size", "overflow", r"\b(?:maximum|max) prompt size exceeded|\bprompt size exceeds\b"),
    (
        "ollama_context_length",
        "overflow",
        r"input length (?:[0-9]+ )?exceeds (?:the )?(?:maximum )?context length",
    ),
    (
        "vllm_model_length",
        "overflow",
        r"longer than the maximum model length|maximum model length is [0-9]+|"
        r"however, you requested [0-9,]+ tokens",
    ),
    (
        # A rate window's report that one request asks for more than the whole window holds
        # ("on tokens per minute (TPM): Limit 7000, Used 0, Requested ~12903"): no wait makes
        # it fit, a shorter history may. The decisions keep this match only where the
        # requested number is larger than the limit (``_decisions.requests_over_its_window``):
        # the same words with a smaller request are a window to wait for.
        "one_request_over_its_window",
        "overflow",
        RATE_WINDOW_REPORT,
    ),
    (
        "tgi_input_tokens",
        "overflow",
        r"`?inputs`?'?\s+tokens\s+\+\s+`?max_new_tokens`?'?\s+must\s+be <=|"
        r"`?inputs`? (?:tokens )?must have less than (?:[0-9]+|\{[a-z0-9_]*\}) "
        r"(?:tokens|characters)",
    ),
    (
        "prompt_token_limit",
        "overflow",
        r"prompt token count of [0-9,]+ exceeds the limit|"
        r"ran out of room in the model'?s context window|"
        r"request too large|prompt (?:is )?too large|too many (?:input|prompt) tokens|"
        r"more than the max(?:imum)? (?:tokens?|context) (?:limit|length)|"
        r"token count (?:is|of) [0-9,]+ but (?:the )?model only supports|"
        r"not enough context|exceeds? n_ctx|n_ctx_per_seq|"
        r"try increasing (?:the )?(?:total )?context size",
    ),
    (
        "token_count_too_long",
        "overflow",
        r"(?:input|prompt|request|message)s?(?: length| prompt)? \(?[0-9,]+ tokens\)? "
        r"(?:is too long|exceeds|is longer|is more|is too large to process)|"
        r"longer than the (?:model'?s? )?(?:maximum )?context|"
        # a client's own count against the window it allocated ("The provided prompt
        # requires more tokens than allocated"; "… were provided, but llama.cpp can only
        # handle 4096")
        r"\bprompt requires more tokens than (?:allocated|the model)\b|"
        # Moonshot's "Input token length too long"; a client that stripped every message and
        # was still over its cap
        r"\binput token length (?:is )?too long\b|\bstill over max(?:imum)? submission tokens\b|"
        # a server that counted the prompt against the window or its KV cache ("Requested
        # prompt(5000 tokens) leaves no room for generated tokens", "… is larger than
        # available kvcache")
        r"\bleaves no room for (?:generated|new|output|completion) tokens\b|"
        r"\blarger than (?:the )?available kv ?cache\b|"
        r"\bwere provided, but llama\.cpp can only handle\b|"
        r"\btokens were provided, but [^\n]{1,40}? can only handle [0-9]|"
        # llama.cpp's tokenizer: the text has more tokens than the context takes.
        r"tokeni[sz]e[a-z_]*:? too many tokens|cohere(?:api)?error: too many tokens|"
        # an editor plugin's rewording of a maximum-context answer
        r"too much text (?:for a request|to review)|"
        # llama.cpp's decoder found no free cache cell for the batch (Rust bindings' name)
        r"\bnokvcacheslot\b|"
        r"expected maxlength: [0-9]+, actual: [0-9]+|"
        r"limit [^\n]*\b[0-9,]+ tokens per request|"
        r"requested [0-9,]+ tokens,? but the limit|"
        r"total (?:number of )?tokens[^\n]*(?:cannot|must not|must) (?:exceed|be less)|"
        r"range of input length should be|context (?:the )?overflows|"
        r"token count exceeds (?:the )?max(?:imum)? token count|max_seq_len|max_model_len|"
        r"too long to fit into the model|\(context length [0-9]+\)|"
        r"(?:prompt|input) \([^)\n]*\) is too long|"
        r"context window (?:limit|size limit)|reached (?:its |the )?context window|"
        r"(?:input|prompt|request) length (?:of )?\(?[0-9,]+\)? exceeds|"
        r"exceeds? (?:the )?max(?:imum)? tokens? limit|"
        r"(?:greater|larger) than the context (?:length|size|window)|n_keep|"
        r"available context size|max size: [0-9,]+ tokens|"
        r"(?:use|provide|try) a shorter (?:prompt|input|message)|"
        r"truncate (?:your |the )?(?:input|prompt)|"
        r"exceed(?:s|ed|ing)? (?:the )?model'?s? (?:[0-9,]+-token )?(?:context )?window|"
        r"reduce (?:the )?(?:length|size) of (?:the |your )?(?:input|prompt|messages|conversation)|"
        r"token limit (?:exceeded|reached)|context length (?:of|is)(?: only)? [0-9,]+|"
        r"context window is [0-9,]+|text[ -]too[ -]long|prompt tokens? (?:is |are )?too long|"
        r"maximum input length of [0-9,]+|prompt length exceed(?:s|ed)|"
        r"exceeds (?:the )?max(?:imum)? input sequence length|"
        r"larger than the model input length limit|as expansive as the galaxy|"
        r"上下文长度|上下文超|输入过长|超过最大长度|超出最大长度|超过模型最大|tokens? 超",
    ),
    (
        # A chat app's own words for a request the provider found too large (LobeHub's
        # locales: "This request is too large for the model provider. Compact the chat…").
        "too_large_for_provider",
        "overflow",
        r"too large for the model provider|zu groß für den modellanbieter|"
        r"demasiado grande para el proveedor del modelo|모델 제공자에게 너무 큽|"
        r"كبير جد[^\n]{0,4} بالنسبة لمزود النموذج",
    ),
    (
        "context_overflowed",
        "overflow",
        r"context (?:window )?(?:has )?overflow(?:ed|s)?\b|"
        r"context limit (?:was |has been )?reached|"
        r"context (?:window )?is full|"
        r"conversation is too (?:large|long)|exceeds? (?:the )?maximum allowed content length|"
        r"input is too large to process|too big compared to kv size|increase kv size|"
        # llama.cpp's KV cache with no room for the batch (LLamaSharp's NoKvSlot), or too small
        # for the request (llama-cpp-python's "n_kv_req > n_ctx", TabbyAPI's cache pages)
        r"\bnokvslot\b|\bfind (?:a )?kv (?:cache )?slot\b|\bn_kv_req > n_ctx\b|"
        r"kv cache size is not big enough|\bis greater than cache_size\b|"
        # an app that left its notes or history out to fit the window
        r"\bdue to (?:the )?context limits?\b|"
        r"\bmax_num_tokens\b|max(?:imum)? allowed tokens per (?:submitted )?batch|"
        r"too many tokens overall|"
        # (the count also as a format's placeholder: "input tokens ({0}) plus prefix length")
        r"input tokens \([^)\n]*\) plus [^\n]{0,40}must be <|"
        r"does not fit (?:into|in) the model'?s? context|"
        # an embedding API's cap on one text's length ("does not support texts longer than
        # 2048 characters")
        r"\bembedding[^\n]{0,40} does not support texts? longer than\b|"
        r"requested [0-9,]+ tokens, max [0-9,]+ tokens|max_tokens_per_request|"
        r"컨텍스트 (?:길이|한도|창)",
    ),
    (
        # Apps translate their overflow message into many languages: a word for the context,
        # the length or the token limit, near a word for "exceeds" that English rate-limit
        # texts never use. (English wordings are the rules above.)
        "translated_overflow",
        "overflow",
        r"(?:contexto|contexte|contesto|kontext|контекст|コンテキスト|上下文|컨텍스트|سياق|"
        r"bağlam|ngữ cảnh|konteks|kontekst|длин|länge|longitud|longueur|lunghezza|"
        r"comprimento|長さ|长度|長度|길이|uzunluğ|令牌限制|トークン制限|토큰 제한|"
        r"límite (?:máximo )?de tokens|"
        r"limite (?:maximale? )?de tokens|лимит токенов|jeton sınır|tokens数量|token数量|"
        r"giới hạn mã thông báo|"
        r"token 数量)"
        r"[^\n]{0,40}(?:supera|excede|dépasse|depasse|überschr|превыш|超え|超过|超過|超出|초과|"
        r"تجاوز|"
        r"aş|vượt|melebihi|przekrocz|перевищ|仅能容纳)|"
        r"(?:supera|excede|dépasse|überschreitet|превышает|превысила|превысил|превышена|超过|超過|"
        r"超出|초과|تجاوزت|vượt quá|melebihi|melampaui|przekracza)[^\n]{0,40}"
        r"(?:contexto|contexte|contesto|kontext|контекст|上下文|컨텍스트|سياق|длин|länge|konteks|"
        r"longitud|longueur|lunghezza|comprimento|长度|長度|길이|令牌限制|límite máximo de tokens)",
    ),
    (
        # A chat out of room, as local-model apps say it ("Context limit reached. Start a new
        # chat or increase the context size"), in their languages.
        "translated_chat_full",
        "overflow",
        r"лимит контекста[^\n]{0,20}исчерпан|zabrakło miejsca|공간이 부족합니다|e prea lung",
    ),
    (
        # "The context / message / input / conversation is too long", as apps translate it.
        # Only a short linking word may stand between the two: a wide gap after this many
        # Unicode words makes the set's DFA outgrow its memory budget.
        "translated_too_long",
        "overflow",
        r"(?:contexto|mensaje|entrada|conversación|mensagem|conversa|contexte|message|"
        r"conversation|kontext|nachricht|eingabe|unterhaltung|contesto|messaggio|conversazione|"
        r"контекст|сообщение|запрос|диалог|bağlam|mesaj|konteks|pesan|ngữ cảnh|tin nhắn|"
        r"kontekst|wiadomość) ?(?:es |est |ist |è |é )?"
        r"(?:demasiado larg|muito long|trop long|zu lang|troppo lung|слишком длинн|çok uzun|"
        r"terlalu panjang|quá dài|za dług)|"
        r"(?:上下文|对话|對話|消息|訊息|输入|輸入)(?:内容)?(?:太长|过长|過長|太長)|"
        r"(?:コンテキスト|会話|メッセージ|入力)が長すぎ|"
        r"(?:컨텍스트|대화|메시지|입력)(?:이|가)? 너무 (?:깁|길)|"
        # ... or the text's or prompt's size ("텍스트 크기가 너무 큽니다": the text is too big)
        r"(?:텍스트|프롬프트)(?: 크기| 길이)?(?:이|가)? 너무 (?:깁|길|큽|커)",
    ),
    (
        "length_limit_reached",
        "overflow",
        r"maximum (?:text|question|message|input|prompt|conversation|chat|session) length|"
        r"(?:message|question|prompt|input|chat|conversation)s? (?:you submitted )?(?:was|is) "
        r"too long|exceed(?:s|ed)? (?:the )?(?:session )?max(?:imum)? length|"
        r"exceed the length limit|reached (?:the|its) maximum length|"
        r"context (?:limit|window) exceeded|context low\b|run /compact|truncating input prompt|"
        r"maximum input length is [0-9,]+|not enough free tokens|"
        r"message_length_exceeds_limit|\bmax(?:imum)? length exceeded|"
        # OpenAI's cap on one message's text (1,048,576 characters): the prompt is too big
        r"(?:messages|input)\[[0-9]+\](?:\.(?:content|text|output)|\[[0-9]+\])*'?: string too long|"
        r"'(?:messages?|input)': string too long|"
        r"(?:hit|reached|exceeded) (?:a|the) (?:token|context) limit|context is too (?:long|large)|"
        r"reached its length limit|"
        r"(?:greater|larger|more) than (?:the )?(?:model'?s? )?(?:max(?:imum)? )?"
        r"context[_ ](?:length|size|window)|"
        r"input length of input_ids is [0-9]+, but|out of\s+(?:token|context) budget|"
        r"exceeds? the model'?s (?:predefined )?max(?:imum)? length|"
        r"(?:prompt|input)s? ?\+ ?[a-z_`]{3,30} (?:is )?(?:longer|larger|greater|more) than|"
        # "input + output > window", as servers spell the sum of tokens that does not fit
        # (a count of images and documents summed the same way is no overflow)
        r"(?:tokens?|limit):? [0-9,]+ ?\+ ?[0-9,]+ ?> ?[0-9,]+|"
        r"(?:with|needs?|requires?) a larger context (?:length|size|window)|"
        # Servers that compute max_tokens as the context left: negative means no room.
        r"max_tokens must be (?:at least 1|positive|greater than 0)[^\n]{0,20}got -[0-9]|"
        # (two digits or more: a -1 is a caller's "no limit" that the API does not take)
        r"-[0-9]{2,} is less than the minimum of [01] - '?max_(?:completion_)?tokens|"
        r"max_(?:completion_)?tokens'?:? integer below minimum value[^\n]{0,40}got -[0-9]{2,}|"
        # (pydantic's spelling: loc max_tokens, "greater than or equal to 0", input -223)
        r"max_tokens[^\n]{0,60}greater than or equal to [01][^\n]{0,30}:-[0-9]|"
        r"(?:total )?message size [0-9]+ exceeds (?:the )?limit|out of context error|"
        r"\binput_length\b|上下文限制|内容过长|prompt ?超长|消息过长|输入超长|文本过长|"
        r"输入内容(?:超长|过长|太长)|input token limit is [0-9]|"
        # llama.cpp's decoder: the batch ran past the context it was loaded with
        r"\bn_ctx\b[^\n]{0,20}\bexceed|"
        r"[0-9]+ tokens? (?:were )?requested,? but (?:the |this )?model (?:only )?supports",
    ),
    (
        "context_exceeded",
        "overflow",
        r"context[ _-]?(?:length|window|size)[ _-]?(?:exceeded|exceeds|overflow|limit exceeded)|"
        r"\bout_of_context|"
        # Gemini Live's close code 1007: the session's context is full
        r"\bcontext exhausted\b|"
        # a conversation that ran out of turns (Bing's per-conversation limit): a new one starts
        r"reached (?:the )?chat turns? limit|"
        r"exceed(?:s|ed)? (?:the |your |its )?(?:model'?s? )?(?:maximum |max |configured )?"
        r"(?:context|token) (?:length|window|size|limit)|contextwindowexceedederror|"
        r"context_window_exceeded|maximum context length|context length (?:is )?exceeded|"
        r"context length validation failed|"
        # (terminals wrap pasted errors: "Input is too   \n    long.")
        r"(?:prompt|input)\s+(?:is\s+)?(?:too\s+long|longer\s+than)",
    ),
    # A context that is full, as apps and local runners say it ("The conversation ran out of
    # room", "Context window full", "the context size is too small to generate a response").
    (
        "context_full",
        "overflow",
        r"\bcontext (?:window|size) (?:is )?full\b|\b(?:ran|run|runs|running) out of context\b|"
        # an empty answer put down to the context's size; ERNIE's 336003 ("the max length of
        # current question is 2000")
        r"\bdue to (?:the )?context (?:size|length|window)\b|"
        r"\bmax(?:imum)? length of (?:the )?current question\b|"
        r"\bout of room\b|\bcontext (?:size|length|window|was) (?:is |was )?too? small\b|"
        r"\bcontext (?:length |window |size )?(?:still )?exceeded\b|\bcontext exceed|"
        r"\bexceeds? (?:the )?(?:model(?:'s)? )?(?:processing|context) (?:limit|window)|"
        r"\bexceeded the (?:provider |model )?context window\b|"
        r"\b(?:input|prompt) length exceeds\b|\b(?:exceeds?|exceeded|over|more than|"
        r"longer than) (?:the )?max_input_tokens\b|"
        r"\bmax(?:imum)? prompt tokens\b|\bgreater than (?:the )?max(?:imum)? context\b|"
        r"\bthan max context\b|\bto fit (?:the |your )?(?:messages|input|prompt)\b|"
        r"\btokens in request more than\b|"
        r"\btoken limit (?:for|of) (?:the )?(?:current )?(?:chat|conversation)\b|"
        r"\b(?:does not|doesn't|did not|didn't|won't|will not) fit (?:in|into|within) (?:the )?"
        r"(?:model's )?context\b",
    ),
    # --- quota and billing ------------------------------------------------------------
    (
        "quota_billing",
        "quota",
        r"insufficient[_ ]?quota|billing[_ ](?:hard[_ ]limit|not[_ ]active)|"
        r"lifetime (?:quota|limit)|credit balance is too low|"
        r"insufficient[_ ](?:[a-z0-9]{1,4}_)?(?:credits?|balance|funds)|"
        r"not enough (?:credits?|balance)|"
        # one-api / new-api relays: the user's or the key's prepaid quota ("user quota is
        # not enough", "token quota is not enough, token remain quota: …")
        r"\b(?:user|token|remain) quota is not enough\b|"
        # an app's popup for a failed call: the account's credits are what it names first
        r"check (?:that )?you have (?:enough |sufficient )?credits available|"
        r"payment required|out of credits|(?:requires|purchase|add) more credits|"
        # a chat app's cap on the conversations an account keeps
        r"reached the maximum number of conversations\b|"
        # a subscription's usage window of hours ("5-hour usage cap reached")
        r"\b[0-9]+-hour usage (?:cap|limit) (?:reached|exceeded|hit)|"
        r"(?:you(?:'|’)re|you are) out of [a-z]+ messages|"
        r"budget (?:has been )?exceeded|exceeded your (?:monthly |daily )?(?:budget|spend)|"
        r"budget limit (?:has been )?(?:reached|exceeded|hit)|"
        r"\bbudget (?:is |has been )?(?:exhausted|used up|depleted|spent)\b|"
        # (not "add a payment method to increase your rate limit": OpenAI's per-minute 429)
        r"credit card on file|requires? a (?:valid )?(?:credit card|payment method)|"
        r"no payment method|"
        r"max(?:imum)? budget (?:reached|exceeded)|"
        r"spend(?:ing)? limit|"
        r"credits? (?:have been |has been |are |is |being |were )?(?:exhausted|depleted)|"
        r"account (?:balance )?(?:is )?(?:in arrears|overdue)|insufficient account balance|"
        r"exceeded (?:the |your )?budget|crossed budget|over budget|"
        r"\blimit: 0\b|\blimit=0, requested|"
        # ... as Google's older quota errors carry it, in JSON or in protobuf's text form
        # ('"quota_limit_value": "0"', 'key: "quota_limit_value" value: "0"')
        r"quota_limit_value\\?\"(?:: ?| value: )\\?\"0\\?\"|"
        # an app's reading of OpenAI's 429 for an empty account ("incorrect billing setup or
        # excessive quota usage")
        r"\bincorrect billing setup\b|\bexcessive quota usage\b|"
        # ... as an app translates it ("Límite: 0 generaciones por minuto (Free Tier)")
        r"\blímite: 0\b|\blimite: 0\b|"
        r"(?:do not|don'?t) have enough quota|usage credits are required|"
        r"extra usage is required|"
        # Daily windows: Groq's "tokens per day (TPD)", Gemini's "…PerDayPerProjectPerModel".
        r"(?:tokens|requests|credits) per day|per day \((?:tpd|rpd)\)|perday|-per-day\b|"
        r"\b(?:tpd|rpd) (?:rate )?limit|"
        r"[0-9][0-9,.]*[km]? (?:tokens |requests |calls )?per (?:day|month)\)? (?:exceeded|limit)|"
        r"reached your (?:specified )?(?:api )?usage limits?|free quota tier|no free tier|"
        r"余额不足|欠费|额度不足|请充值|账户余额|hit your usage limit|"
        # a prepaid resource package none of or used up (not "QPS over the package's limit": a
        # window of its own)
        r"(?:无可用|购买|没有可用的?)资源包|资源包(?:已)?(?:用尽|用完|耗尽|不足|到期|过期)|"
        # Qianfan's error 19, a free allowance's total used up
        r"\bopen api total request limit reached\b|"
        r"(?:unavailable|disabled|blocked|paused) due to usage limits?\b|"
        r"individual quota reached|\bquotalimit\b|"
        r"\bbilling or quota limits?\b|\"exceeded-quota\"|"
        # a relay's own count for a key ("total request quota (500) exhausted")
        r"\btotal (?:request |token )?quota (?:\([^)\n]{1,32}\) )?(?:has been |is )?exhausted|"
        r"(?:使用|用量)上限|限额将在|配额已用(?:完|尽)|额度已用(?:完|尽)|"
        r"(?:超過|超出|超过)[^\n]{0,8}(?:額度|额度)|額度不足|kontingent[^\n]{0,40}überschritten|"
        r"tägliche[^\n]{0,30}limit|1日の[^\n]{0,16}(?:制限|上限)|일일 [^\n]{0,12}(?:한도|제한)|"
        r"saldo insuficiente|solde insuffisant|unzureichendes guthaben|"
        r"(?:guthaben|kontostand) (?:reicht nicht|ist aufgebraucht|unzureichend|nicht ausreichend)|"
        r"(?:credito|saldo) insufficiente|"
        r"недостаточно (?:средств|баланса)|недостатньо коштів|残高(?:が)?不足|クレジットが不足|"
        r"잔액(?:이)? 부족|크레딧이 부족|餘額不足|số dư không đủ|yetersiz bakiye|"
        r"saldo tidak mencukupi|niewystarczające środki|رصيد غير كاف|अपर्याप्त शेष|"
        r"每日[^\n]{0,8}(?:限额|额度|上限)|免[費费](?:消息|訊息)?上限|"
        r"se excedió la cuota|cuota (?:excedida|agotada)|превышена квота|"
        r"квота (?:превышена|исчерпана)|"
        r"حصة[^\n]{0,20}تجاوز|"
        r"contact (?:the|your) administrator to (?:enable|increase)|"
        r"クォータ[^\n]{0,12}(?:上限|ありません|不足|超過)|쿼터[^\n]{0,12}(?:소진|초과|부족)|"
        r"used up (?:all )?(?:of )?your [^\n]*(?:quota|allocation|credits?|balance)|"
        r"free tier is not available|"
        # Plan limits of agent tools and chat apps: they reset in hours, not seconds.
        r"(?:hit|reached) your (?:(?:session|usage|weekly|daily|monthly|plan|hourly) ){0,2}limit\b|"
        r"limit reached\s*[∙·•-]\s*resets?|\b[0-9]+[- ]hour limit|limits? will reset at|"
        r"daily (?:free |request |token |usage |message |chat )?limit|"
        r"(?:monthly|daily|weekly) limit has been reached|\bquota_exhausted\b|"
        r"ขีดจำกัด[^\n]{0,30}รายวัน|حد مجاز استفاده|"
        r"今[天日]的?[^\n]{0,12}(?:超过|超出|达到)了?(?:限制|上限)|"
        r"(?:try again|retry) in (?:[2-9]|[1-9][0-9]+) ?h(?:\b|[0-9])|"
        r"resets? in [0-9]+ ?(?:d|days?)\b|"
        r"cost limit (?:exceeded|reached)|"
        r"(?:calls|requests|tokens|messages) ?(?:/|per) ?month\b|"
        # A wait of hours is a plan's allowance, not a rate window.
        r"(?:wait|try again in|retry after|resets? in) (?:[2-9]|[1-9][0-9]+) hours?\b|"
        r"(?:retry|try again|wait) (?:after |in |for )?[0-9]{5,} ?(?:seconds|s\b)|"
        # a rate limit whose window is a day or longer ("Violated duration_s: 86400")
        r"duration_s:? ?(?:8640[0-9]|864[1-9][0-9]|86[5-9][0-9]{2}|8[7-9][0-9]{3}|9[0-9]{4}|"
        r"[1-9][0-9]{5,})\b|"
        r"limite de (?:uso|mensagens)|límite de (?:uso|mensajes)|"
        # a month's allowance in Spanish and Portuguese ("Has alcanzado el límite mensual")
        r"\bl[ií]mite mensual\b|\blimite mensal\b|"
        r"(?:monthly|weekly|daily) [a-z ]{0,24}quota|request allowance|allowance to renew|"
        r"predictions? limit exceeded|allowed in a single day|access will reset at|"
        r"(?:reached|hit) (?:today[’']?s|the daily|your daily) [a-z ]{0,16}limit",
    ),
    (
        # an app's upsell: a quota wording when alone, beside a busy server's words only an
        # advert (the decisions let a busy wording decide then)
        "plan_upsell",
        "quota",
        r"upgrade to (?:pro|plus|a paid plan)",
    ),
    # An allowance of a calendar period or of a plan, said in either order ("Weekly limit
    # reached", "exceeded your monthly included usage", "the limit of premium requests for
    # this month", "used up all of your tokens for this billing period"); a trial that
    # ended; a balance to top up. They reset in days, or when someone pays.
    (
        "quota_period",
        "quota",
        # (word-level gaps of one or two words: a wide gap after a common word multiplies
        # the states of the whole set's DFA; see ``RULE_SET_MAX_MEM``)
        r"\b(?:daily|weekly|monthly|yearly) (?:[a-z-]+ ){0,2}(?:limit|quota|allowance|budget|"
        r"usage|cap)s? (?:has been |have been |was |is )?(?:reached|exceeded|exhausted|used up|"
        r"depleted)\b|"
        r"\b(?:reached|exceeded|exhausted|used up|hit) (?:all of |all )?(?:your|the|its|"
        r"[a-z0-9-]+) (?:daily|weekly|monthly|yearly) (?:[a-z-]+ ){0,2}(?:limit|quota|"
        r"allowance|budget|usage|cap|credits?|tokens|requests)\b|"
        r"\b(?:limit|quota|allowance|budget)s? (?:(?:has been |was |is )?(?:reached|exceeded|"
        r"exhausted) )?(?:of (?:[a-z-]+ ){1,2})?(?:for (?:today|the day|this (?:month|week)|"
        r"the (?:month|week)))\b|"
        # an app's allowance of a day: "You have exceeded your maximum number of messages for
        # the day", "You've used up your credits for today"
        r"\b(?:messages|requests|chats|credits|generations|commands) for (?:today|the day)\b|"
        r"\b(?:of|for|in) (?:this|the current|your current) billing (?:period|cycle)\b|"
        r"\bpremium requests? (?:limit|quota|allowance)|\b(?:limit|quota|allowance) of premium "
        r"requests?\b|"
        r"\b(?:free )?trial (?:period |credits? |quota )?(?:has |have )?(?:ended|expired|"
        r"is over|been exhausted|exhausted|used up|run out)\b|"
        r"\bbalance (?:is |has become )?(?:negative|zero|exhausted|depleted|used up)\b|"
        r"\bnegative balance\b|\b(?:recharge|top[- ]?up) your (?:account|credits?|wallet)\b|"
        # "Maximum … GenerateAssistantResponse reached for this month"
        r"\breached for (?:this|the) (?:month|week)\b|"
        r"\b(?:purchase|buy) (?:more |additional |paid )?credits\b|"
        # a period's quota of one model ("your daily gemini-2.5-pro quota limit")
        r"\b(?:daily|weekly|monthly) [a-z0-9.${}_-]+(?: [a-z0-9.-]+)? quota(?: limit)?\b|"
        # an allowance or a prepaid balance that ran out
        # (not "ran out of tokens": an answer cut at its cap says so too)
        r"\b(?:ran|run) out of (?:free |your )?(?:[a-z]+ )?(?:quota|credits?)\b|"
        r"\binsufficient (?:[a-z]+ ){0,3}(?:quota|credits?)\b|"
        r"\bcredit(?:_| )balance (?:insufficient|too low|exhausted)|\bfree usage exceeded\b|"
        r"\bused (?:all of |up )?your (?:free |[a-z]+ )?(?:[a-z]+ )?(?:for (?:the|this) month|"
        r"for today)|\bno (?:allowance|credits?|quota) left\b|\bcome back tomorrow\b|"
        r"\bcredit limit\b|\breached your message limit\b",
    ),
    # Credits, a free tier or a plan's allowance that ran out, in the words apps and relays
    # use beside a 429 ("No credits remaining", "You have exhausted your free tier", "Your
    # subscription has reached its limit", "Key limit exceeded", Alibaba Cloud's
    # "Arrearage", new-api's failed pre-deduction of quota): no retry within minutes refills
    # them.
    (
        "allowance_run_out",
        "quota",
        r"\bcredits? (?:have |has )?(?:run out|ran out)\b|"
        r"\bno (?:more )?credits? (?:remaining|left|available)\b|"
        # (a zero that ends there: "Remaining credits: 0.5" has credits left)
        r"\b(?:remaining|available) credits?:? ?\$?0(?:\.0+)?(?:$|[\s,;)}\]\x27\x22]|\.\s)|"
        r"\bcredits? remaining:? ?\$?0(?:\.0+)?(?:$|[\s,;)}\]\x27\x22]|\.\s)|"
        r"\bno remaining (?:quota|credits?|balance)\b|\bout of quota\b|\bcredit quota\b|"
        r"\b(?:exhausted|used up|used all of) (?:your |the )?free (?:tier|plan|quota|credits?)\b|"
        r"\bfree (?:tier|plan|quota)(?: usage)? (?:is |has been |was )?"
        r"(?:exhausted|exceeded|used up|depleted)\b|"
        r"\bfree (?:requests?|generations?|messages?|time) limit\b|"
        r"\b(?:run|ran) out of (?:free )?(?:requests|generations|messages)\b|"
        r"\bmaximum number of [a-z]+ (?:for|on|of) your (?:current )?(?:plan|subscription|tier)\b|"
        # (not "the rate limit of your current tier": a window of a plan's tier)
        r"\bexceeded the limit of your (?:current )?(?:plan|subscription)\b|"
        r"\b(?:subscription|plan) has (?:reached|exceeded|hit) its "
        r"(?:(?:usage|monthly|daily|weekly|credit|message) )?limit\b|"
        r"\barrearage\b|\bbalance is (?:insufficient|not enough|too low)\b|"
        r"\bkey (?:has )?(?:exceeded|reached) its (?:usage |spend(?:ing)? |credit )?limit\b|"
        r"\bkey limit exceeded\b|\bused today has exceeded\b|预扣费额度失败|"
        r"\binsufficient_[a-z]+_quota\b|\blimit_rpd\b|\busage cap (?:reached|exceeded|hit)\b",
    ),
    (
        "quota_exceeded",
        "quota_weak",
        r"exceeded your current (?:[a-z]+ )?quota|quota (?:has been )?exceeded|"
        r"\bquota (?:is |has been |was )?(?:depleted|used up|exhausted|spent)\b|"
        r"exceed(?:ed|s) (?:the |your |its )?quota|"
        r"\bexhausted (?:the |your |its )?(?:api )?quota\b|"
        # an allowance a relay or proxy keeps per key ("exceeded your token quota for this
        # model type")
        r"\bexceeded (?:your|the) (?:token|credit) quota for this (?:model|key|api key|account)\b|"
        r"check your plan and billing|check your (?:usage and )?billing details|"
        r"(?:email|contact) [^\n]{0,40}to continue using (?:the |our )?(?:api|service)|"
        # A plan's or tier's allowance, or a usage limit: usually hours away, but a rate
        # hint ("try again in 20s", "per minute") makes it a window.
        r"\busage limit (?:has been |was )?(?:reached|exceeded|hit)\b|"
        r"\b(?:subscription|plan|tier)(?:'s)?\b[^\n.]{0,30}?\b(?:limit|quota|allowance)s?\b"
        r"[^\n.]{0,20}?\b(?:reached|exceeded|exhausted|hit)\b|"
        r"\b(?:limit|quota|allowance)s? (?:for|of|on) (?:your|the) (?:current )?"
        r"(?:subscription|plan|tier)\b[^\n.]{0,30}?\b(?:reached|exceeded|exhausted)\b",
    ),
    (
        "rate_window",
        "rate_hint",
        r"\bretry in [0-9]|retrydelay|retry after [0-9]|per[ _-]?minute|"
        r"(?:requests|tokens)[ _]per[ _](?:min|sec)|per[ _-]?second|per_base_model|"
        r"\bper[ -]hour\b|per_hour|for the hour\b|hourly (?:limit|rate limit|quota)|"
        # a quota of the current minute or second ("Quota exceeded for this minute")
        r"\bfor (?:this|the current) (?:second|minute)\b|"
        # an allotment of requests in flight: it frees up as they finish
        r"\bconcurren(?:cy|t) (?:allocated |allocation )?(?:quota|limit)|"
        # requests per second or at once over a limit, in Chinese providers' words
        r"\bqps\b[^\n]{0,12}(?:超|exceed|limit)|并发(?:或qps)?(?:超出|超限|超过)|"
        # "per minute" as apps translate it
        r"每分钟|每分鐘|1分(?:あたり|間)|분당|par minute|pro minute|por minuto|al minuto|в минуту|"
        r"за минуту|na minutę|dakika başına|\bdakikalık\b|per minuut|za minutu|ανά λεπτό|"
        r"per minut\b|mỗi phút|"
        r"per menit|ต่อนาที|في الدقيقة|در دقیقه|प्रति मिनट|לדקה|"
        # "at most N requests in M minutes" ("{{.Minutes}}分間で最大", "분 내에 최대")
        r"分間で最大|분 내에 최대|속도 제한",
    ),
    # --- authentication and permission ------------------------------------------------
    (
        "api_key_rejected",
        "auth",
        r"invalid x-api-key|x-api-key header is required|incorrect api key|invalid api[ _-]?key|"
        r"invalid_api_key|api[ _-]?key (?:is )?not valid|api_key_invalid|"
        r"didn'?t provide an api key|no api key|missing (?:an? )?api[ _-]?key|"
        # an empty key sent as "Bearer " (h11 / httpx refuse the header)
        r"illegal header value b?['\"]bearer ?['\"]|"
        r"(?:haven'?t|have not|has not) (?:added|set|entered|provided|configured) "
        r"(?:an?|your|the) api key|"
        r"api[ _-]?key (?:is |was )?(?:missing|required|invalid|incorrect|wrong|expired|revoked|"
        r"disabled|not found|not provided|not set)|must provide an api key|"
        r"api key provided is invalid|"
        # a feature that needs a key nobody set ("AI filter require an OpenAI API key")
        r"\brequires? an? (?:[a-z0-9]+ )?api[ _-]?key\b|"
        r"api key has been (?:revoked|disabled|deleted)|"
        r"malformed api[ _-]?key|"
        r"\bkey is (?:blocked|disabled|revoked|expired|invalid|not valid)|invalid[a-z_]*api_?key|"
        r"\binvalid (?:api )?token\b|(?:token|key) seems invalid|"
        r"requests (?:from|to) [^\n]*are blocked|api_key_service_blocked",
    ),
    # A key the app or SDK looked for in its environment or settings and did not find
    # ("Please set the OPENAI_API_KEY environment variable", "No ANTHROPIC_API_KEY found").
    (
        "api_key_unset",
        "auth",
        r"\b(?:set|provide|configure|define|export|pass|enter) (?:the |an? |your )?[`'\"$]?"
        r"[a-z0-9_]*_(?:api_key|api_token|access_token|auth_token)\b|"
        r"\bno [`'\"]?[a-z0-9_]*_api_(?:key|token)\b[`'\"]? (?:found|defined|set|in)\b|"
        r"\b(?:authentication|credential)s? environment variables? (?:are |is )?not set\b|"
        r"\bnone of the following (?:authentication )?environment variables\b|"
        r"\b(?:configure|set|enter) (?:your |the )?api keys? (?:in|on) (?:the )?"
        r"(?:settings|options|config) first\b|"
        r"\bno (?:api )?keys? (?:found|configured|available) for (?:the )?provider\b|"
        r"\b(?:this )?provider (?:is )?missing (?:credentials|api key)\b",
    ),
    (
        # The Anthropic SDKs' words when no key or token is set: Python raises them as a
        # TypeError, which is still a missing key, not a bug of the caller's code.
        "sdk_credentials_unset",
        "auth",
        r"could not resolve authentication method|keyerror: '[a-z_]*api_key'|"
        # .NET's and Java's null argument where the key was to be passed (not .NET's bare
        # 'key', which is any dictionary's lookup, unless the frame is the SDK's key)
        r"value cannot be null\. \(parameter '(?:apikey|api_key)'\)|"
        r"at system\.clientmodel\.apikeycredential\b|"
        r"illegalargumentexception: api_?key[a-z_]* (?:cannot|must not) be (?:null|blank|empty)",
    ),
    (
        # A rejected or missing key as apps translate it.
        "translated_api_key",
        "auth",
        r"(?:无效|無效|不正确|错误)的 ?api|api ?(?:key|密钥|密鑰|金鑰) ?(?:无效|無效|不正确|不正確|"
        r"错误|錯誤)|"
        r"api ?キーが(?:無効|正しくありません|間違)|無効なapi ?キー|"
        r"(?:유효하지 않은|잘못된) api ?키|api ?키가 (?:유효하지 않|잘못)|api ?키 오류|"
        r"api ?키가 필요합니다|api ?キーが必要です|(?:^|[^不])需要(?:提供)? ?api ?(?:key|密钥)|"
        r"clave (?:de )?api (?:no válida|inválida|incorrecta|no es válida)|"
        r"chave (?:de |da )?api (?:inválida|incorreta)|configure as chaves de api|"
        r"clé (?:d')?api (?:invalide|non valide|incorrecte)|clé api[^\n]{0,40}invalide|"
        r"api-?schlüssel (?:ist )?ungültig|(?:ungültiger|falscher) api-?schlüssel|"
        r"chiave api (?:non valida|errata)|"
        r"(?:ongeldige|onjuiste) api-?sleutel|api-?sleutel(?:configuratie)? (?:is )?"
        r"(?:ongeldig|controleren|controleer)|controleer je api-sleutel|"
        r"(?:недействительный|неверный|неправильный|невірний|неправильний|недійсний) "
        r"(?:api[- ]?)?ключ|(?:api[- ]?)?ключ(?: api)? (?:недействителен|неверен|недійсний)|"
        r"api[- ]?ключ не (?:указан|задан)|не указан api[- ]?ключ|"
        r"api ключ е невалиден|невалиден api ключ|"
        r"(?:nieprawidłowy|niepoprawny) klucz api|klucz api (?:jest )?nieprawidłowy|"
        r"geçersiz api anahtarı|api anahtarı geçersiz|"
        r"kunci api tidak valid|api key (?:không hợp lệ|tidak valid)|khóa api không hợp lệ|"
        r"مفتاح api غير صالح|کلید api نامعتبر|احراز هویت پایه نامعتبر|"
        r"अमान्य api कुंजी|api कुंजी अमान्य|คีย์ api ไม่ถูกต้อง|"
        r"neplatný api klíč|api klíč je neplatný|ogiltig api-nyckel|api-nyckeln är ogiltig|"
        r"clau (?:de l')?api no vàlida",
    ),
    (
        "credentials_rejected",
        "auth",
        r"invalid authentication|authentication (?:fails|failed|required|error)|"
        r"authentication_error|authenticationerror|no auth credentials|"
        r"invalid (?:credentials|bearer token|access token|auth token|authorization)|"
        r"(?:missing|invalid) authorization header|could not (?:validate|verify) credentials|"
        r"credentials (?:are |were )?(?:invalid|expired|missing|not found)|"
        # a proxy's own password for its users ("clewd: ProxyPassword Wrong")
        r"\bproxy ?password (?:is )?(?:wrong|incorrect|invalid)\b|"
        r"\b(?:wrong|incorrect|invalid) proxy ?password\b|"
        r"unauthori[sz]ed|unauthenticated|not authenticated|user not found|"
        r"unable to locate credentials|nocredentialserror|could not load (?:the )?credentials|"
        r"default credentials (?:were )?not found",
    ),
    (
        # google-auth reading a service account file that lacks its fields: the file is
        # wrong, whatever transport error a wrapper names it by
        "cloud_credentials_malformed",
        "auth",
        r"service account info was not in the expected format",
    ),
    (
        # A cloud identity that yields no token: azure-identity's credential chain, and
        # google-auth's metadata plugin for gRPC (a login problem, not an API key's).
        "cloud_identity_failed",
        "auth",
        r"failed to retrieve a token from the included credentials|"
        r"credential authentication unavailable|clientauthenticationerror|"
        r"getting metadata from plugin failed|"
        r"could not discover a valid google cloud project id|"
        r"failed to (?:resolve|load|find) (?:a |the )?(?:bearer )?credentials?\b|"
        # a client that could not get a token to sign in with ("Couldn't retrieve a token!",
        # "Failed to get token from credentials"), not a count of tokens
        r"(?:couldn'?t|could not|can'?t|cannot|unable to|failed to) (?:retrieve|obtain|acquire) "
        r"(?:an? |the )?(?:access |auth |oauth |id |bearer )?token(?:$|[!.,:;)]| from\b| for\b)|"
        r"(?:couldn'?t|could not|can'?t|cannot|unable to|failed to) (?:get|fetch) "
        r"(?:an? |the )?(?:access |auth |oauth |id |bearer )?token from\b",
    ),
    (
        "token_expired",
        "auth",
        r"(?:oauth|access|refresh|id|bearer|auth|session|api) token (?:has |is |was )?"
        r"(?:expired|been expired|been revoked|revoked|invalid|not valid)|"
        r"token (?:has )?expired|token is expired|expired (?:oauth |access |auth )?token|"
        r"token has been expired or revoked|expired or revoked|invalid_grant|refresh token|"
        r"security token included in the request is (?:expired|invalid)|"
        r"expiredtokenexception|unrecognizedclientexception|invalidsignatureexception|"
        r"signature we calculated does not match|(?:token|credentials) (?:has been |was )?"
        r"invalidated|token refresh failed|failed to refresh (?:the )?token|"
        r"token (?:is )?not allowed|oauth authentication is|signature verification failed|"
        # OAuth error codes of a refresh token used twice or withdrawn
        r"\brefresh_token_(?:reused|expired|invalid(?:ated)?|revoked)\b|"
        # a key a user supplied, past its date ("Provided key for {0} expired at {1}")
        r"\bkey for [^\n]{1,40} expired at\b|"
        r"token ?失效|令牌失效|signaturefailure|authfailure|暂无权限|无权限|没有权限|鉴权失败|"
        r"认证失败|令牌|已过期",
    ),
    # credentials the client has none of ("Missing credentials. Please pass an `apiKey`", "This
    # provider is missing credentials!", "No credentials found"): a key to set
    (
        "credentials_missing",
        "auth",
        r"\bmissing (?:api |provider |aws |model )?credentials\b|"
        r"\bcredentials (?:are |is )?missing\b|"
        r"\bno (?:api |provider |aws |model )?credentials (?:were )?"
        r"(?:found|provided|configured|set|available)\b",
    ),
    # no token to sign the call with, as no key would be ("No workload access token available
    # in context", "no auth token available")
    (
        "no_token_given",
        "auth",
        r"\bno (?:[a-z]+ )?(?:access|auth|authentication|bearer|oauth|session|id) token "
        r"(?:is )?(?:available|found|provided|present|set)\b",
    ),
    (
        "login_required",
        "auth",
        r"login expired|login failed|re-auth|run /login|please (?:log ?in|sign in) again|"
        # a service's cap on messages sent without an account
        r"number of messages before (?:log ?in|sign ?in)\b|"
        # an app's own licence that ran out
        r"\b(?:your )?licen[cs]e (?:has )?expired\b|"
        # a captcha the service wants solved by a person in its web page first
        r"\bcaptcha (?:required|detected|challenge required)\b|出现验证码|"
        r"sign(?:ing)? in again|log(?:ging)? in again|re-?authenticat|"
        r"gcloud auth (?:application-default )?login|"
        r"session (?:has )?expired|"
        # the same request to sign in, as apps translate it
        r"unbefugter zugriff|relace vypršela|relácie vypršala|přihlaste se znovu|"
        r"prihláste sa znova|"
        r"请登录|請登入|にログインしてください|로그인해 주세요|로그인하지 않았|인증되지 않|"
        r"неправильн[^\n]{0,12}вход|\byetkisiz\b|\bno autorizado|não autorizado|"
        r"non autorisé|nicht autorisiert|non autorizzato|не авторизован|未授权|未經授權|未授權|"
        r"sesión (?:ha )?expirad|sessão expirad|session expirée|sitzung (?:ist )?abgelaufen|"
        r"sessione scaduta|сессия (?:истекла|устарела)|セッションの有効期限が切れ|"
        r"세션이 만료|phiên (?:đăng nhập )?đã hết hạn|oturum süresi doldu|"
        r"(?:登录|登入|登錄)(?:状态)?(?:已)?(?:失效|過期|过期)|请重新登录|請重新登入|"
        r"再ログイン|다시 로그인|войдите (?:снова|заново)|inicie sesión de nuevo|"
        r"reconnectez-vous|melden sie sich erneut an|"
        r"bitte melden sie sich an|требует [^\n]{0,30}аутентификаци",
    ),
    (
        "translated_auth",
        "auth",
        r"授权错误|授權錯誤|鉴权错误|认证错误|認証に失敗|認証エラー|인증 실패|인증 오류|"
        r"authentifizierung fehlgeschlagen|error de autenticación|échec de l'authentification|"
        r"erreur d'authentification|errore di autenticazione|"
        r"ошибка (?:авторизации|аутентификации)|احراز هویت انجام نشد|kon niet authenticeren|"
        r"noautherror|暂未开放|未开放[^\n]{0,20}权限|attention required! \| cloudflare",
    ),
    (
        "permission_denied",
        "auth",
        r"permission_error|permission[_ ]denied|permissiondenied|accessdeniedexception|"
        r"access denied|access to (?:this |the )?model (?:is )?denied|zugriff verweigert|"
        # a service or model the provider does not offer where the caller is
        r"(?:not|isn(?:'|’)?t|is not) (?:yet )?(?:available|supported|offered) in your "
        r"(?:region|country|location|territory)|"
        r"accés denegat|acceso denegado|accès refusé|accesso negato|acesso negado|"
        r"доступ запрещ|доступ заборонено|アクセスが拒否|접근이 거부|访问被拒绝|拒絕存取|"
        r"अनुमति नहीं|"
        r"(?:does not|doesn'?t) have (?:permission|access)|not authorized|\bforbidden\b|"
        r"account (?:has been |is )?(?:deactivated|disabled|suspended|banned)|"
        # ("Your account is not active, current state: Suspended")
        r"\b(?:your|user) account is not active\b|\bcurrent state: suspended\b|"
        r"(?:账户|账号|帳戶|帳號)[^\n]{0,8}(?:非活动|未激活|未啟用)|"
        r"account_deactivated|organization (?:has been )?(?:deactivated|disabled)|"
        r"\bassociated with a (?:deactivated|disabled|suspended) (?:account|organization)\b|"
        r"\b(?:is|has been) blacklisted\b|"
        r"\bdeactivated_workspace\b|"
        r"no available models configured for (?:the )?current token|"
        r"access has been (?:restricted|revoked|suspended|disabled)|user_blocked|"
        r"(?:access|account) (?:was|has been|is) terminated|\baccess_terminated\b|"
        r"account (?:is |has been )?(?:blocked|restricted)|"
        # a provider that names a problem with the account and sends the caller to support
        r"\bthere(?: is|'s) an? (?:problem|issue) with your account\.? (?:please )?contact "
        r"(?:our )?support\b|"
        # a host's whole service switched off, an account held to a fair-use policy
        r"this service has been suspended(?:\.|$|\n|<)|does not comply with the fair usage policy|"
        # a caller shut out, not slowed down ("Your IP address has been banned for
        # repeatedly exceeding the rate limit"): no wait lets it in again
        r"\b(?:ip(?: address)?|key|user|organization|you) (?:has |have )?been "
        r"(?:banned|blocked|blacklisted|suspended)\b|"
        # A model or service the account never bought or turned on (DashScope, Qianfan).
        r"(?:has )?not (?:been )?(?:yet )?purchased|commoditynotpurchased|未开通|未购买|"
        r"unsupported_country_region_territory|"
        r"country,? region,? or territory (?:is )?not supported|"
        # a plan or account kind the service is not offered to (W&B Inference)
        r"(?:isn'?t|is not) available for personal accounts|"
        # an account or provider connection whose sign-up was never finished
        r"\b(?:account|provider) setup is (?:incomplete|not (?:yet )?complete)\b",
    ),
    # An app or a service that wants a sign-in first, a device code that ran out, an
    # organization or workspace the account is not in.
    (
        "login_first",
        "auth",
        r"\bplease (?:log ?in|sign in|login) (?:at|on|with)\b|"
        r"\b(?:log ?in|sign in) first\b|\bdevice code (?:has )?expired\b|"
        r"\bauth(?:entication)? failed, no access\b|"
        r"\b(?:do not|don(?:'|’)?t) have access to (?:the )?(?:[a-z]+ )?(?:organization|"
        r"workspace)\b|"
        r"\bunable to create an authenticator\b|\bauthentication with [a-z]+ failed\b|"
        r"\bno session token\b",
    ),
    (
        "api_key_word",
        "api_key_word",
        r"api[ _-]?key|x-api-key|apikey|api token|auth(?:orization)? header|bearer|"
        r"auth credentials|proxy server token",
    ),
    # --- unknown model or deployment --------------------------------------------------
    (
        "model_not_found",
        "not_found",
        r"model_not_found|not_found_error|notfounderror|resourcenotfoundexception|"
        r"\bunknown [a-z]+ model: [^\s]|\bfailed to find (?:the )?(?:remote )?model\b|"
        r"unexpected endpoint or method|\b30[18] (?:moved permanently|permanent redirect)\b|"
        # Express's page for a route it has not got ("<pre>Cannot POST /messages</pre>"), also
        # where a relay wraps it in a 502
        r"\bcannot (?:get|post|put|patch|delete) /[a-z0-9_./{}-]*(?:</pre>|\s*$)|"
        # ... and Rails' ("No route matches [POST] \"/v1/messages\"")
        r"\bno route matches \[(?:get|post|put|patch|delete)\]|"
        r"\bmodel (?:alias )?['\"]?[a-z0-9._:/-]+['\"]? is not configured|"
        r"deploymentnotfound|deployment_not_found|"
        # a model handle used after the server unloaded it; a relay's channel without the
        # endpoint the call names
        r"\bmodel has (?:already )?been unloaded\b|\bdoes not support /v[0-9]+/[a-z]|"
        # ... or a model served only on other endpoints ("model gpt-image-2 is only supported
        # on /v1/images/generations")
        r"\bis only supported (?:on|by|via|at) /v[0-9]+/[a-z]|"
        r"model\b[^\n]*\b(?:not found|does not exist|is not found|not exist)|"
        r"no such model|unknown model|invalid model|no endpoints found|"
        # a local server that has not got the model (Ollama's "try pulling it first")
        r"\b(?:try )?pull(?:ing)? (?:it|the model) first\b|\bis not running model\b|"
        # ... or tells the command that fetches it ("run `ollama pull llama3` to download the
        # model")
        r"\brun `?ollama pull [^\n`]{1,80}`? to download\b|"
        r"\bunavailable_model\b|\bunavailable model: |"
        # a relay whose pool of accounts has none with the model
        r"no available (?:[a-z]+ )?accounts? supports? the requested model|"
        r"model training violation|no accounts? with a plan supporting|"
        r"is not a valid model|model_decommissioned|has been decommissioned|"
        r"is no longer (?:available|supported)|does not exist or you do not have access|"
        r"model(?: is)? not (?:available|supported)|unsupported model|"
        r"not_found|entity was not found|model (?:id|identifier|name) (?:is )?invalid|"
        r"invalid model (?:id|identifier|name)|模型不存在|has been deprecated|model_deprecated|"
        r"isn'?t mapped yet|model[^\n]*not mapped|"
        r"is deprecated and (?:no longer|has been)",
    ),
    # A model an app or a router does not know or no longer offers: none configured,
    # offline, retired, a name outside the list it supports.
    (
        "model_unknown_to_app",
        "not_found",
        r"\bno deployment matched\b|\bmodel (?:[^ \n]+ ){0,2}is offline,? please contact\b|"
        r"\bno (?:available |default )?(?:llm |chat |language |embedding )models? (?:found|"
        r"available|is associated)\b|"
        r"\bno model found for\b|\bmodel (?:name )?is unknown\b|"
        r"\bmodels? (?:are|is) no longer supported\b|\bwrong [a-z]+ model name\b|"
        r"\bfailed to find a model\b|"
        r"\bmodel (?:[a-z0-9._:/-]+ )?(?:has been |was |is )?(?:retired|discontinued)\b|"
        r"\bno provider registered for\b|\bsupported (?:api )?model names are\b",
    ),
    # --- a piece the server or the client needs and was set up without (a Python package,
    # a native library): every identical call fails alike until someone installs it
    (
        "component_not_installed",
        "missing_component",
        # a relay or gateway with no upstream set up at all ("no channels configured", 未配置
        # 任何渠道): every call fails alike until someone adds one
        r"未配置任何渠道|"
        r"\bno channels? (?:is |are |has been |have been )?configured\b|"
        # ... or a service it fronts that nobody set up ("Transcription service is not
        # configured", "Proxy Ollama non configuré (503)")
        r"\b(?:service|provider|proxy|backend) (?:is |has )?not (?:been )?configured\b|"
        r"\b(?:service|proxy|fournisseur) [a-z ]{0,20}non configuré|"
        r"\bnot installed\.? (?:please )?install (?:it )?(?:with|using|via|by running)?:? ?"
        r"(?:pip3?|uv pip|npm|pnpm|yarn|conda|brew) (?:install|add)\b|"
        # ... or said to be installed wrongly, as apps translate it ("The Local AI app is not
        # installed correctly": 未正確安裝, не установлено корректно, لم يتم تثبيت … بشكل صحيح)
        r"\b(?:app|application|component|plugin|extension|runtime) (?:is )?not installed "
        r"(?:correctly|properly)\b|未正确安装|未正確安裝|"
        r"(?:приложение|компонент|плагин|расширение|модуль|программа)[^\n]{0,40}"
        r"не установлен[оа]? (?:корректно|правильно)|لم يتم تثبيت [^\n]{1,60}بشكل صحيح|"
        # ... or a runtime the app drives that is not installed at all ("Ollama is not
        # installed", "Ollama no está instalado")
        r"\bollama (?:is not|isn(?:'|’)t|no está|n(?:'|’)est pas|ist nicht) "
        r"(?:installed|instalado|installé|installiert)\b|"
        # ... or not found, to be installed first ("未检测到 Claude Code，请先安装")
        r"未(?:检测到|偵測到|找到)[^\n]{1,30}(?:请先安装|請先安裝)|"
        # ... or told as the step to take first ("You need to: pip install boto3")
        r"\b(?:you need to|you must|please)[: ]+(?:run )?pip3? install [a-z0-9_.-]|"
        # ... or installed at a version too old for it ("Please upgrade your OpenAI package")
        r"\bplease upgrade your [a-z0-9_.-]+ (?:package|library|sdk)\b|"
        r"\bplease install (?:the )?`?[a-z0-9_.-]+`? package\b|"
        # ... or at a version it names ("Please upgrade langchain-core>=0.1.14 to use …")
        r"\bplease upgrade [a-z0-9_.-]+ ?>= ?[0-9]|"
        # a model file or package in a format the software no longer reads ("You are using
        # an outdated GGUF, please download a new one")
        r"\b(?:you are|you're) using an outdated [a-z0-9_.-]+",
    ),
    # A package, a model or a machine's memory the call needs and does not have: an app's
    # "please install …", no model loaded in a local runner, a GPU out of memory.
    (
        "package_or_model_missing",
        "missing_component",
        r"\b(?:please |you need to |need to )install\b|\bfailed to install\b|"
        r"\binstall (?:it|the package) (?:first|manually)\b|\bno model is loaded\b|"
        r"\bran out of memory (?:when|while) [^\n.]*load|\binsufficient vram\b|"
        r"\bno server url configured\b|"
        r"\bno supported (?:chat )?(?:provider|tokenizer)\b",
    ),
    # A client or runtime that cannot run the call at all: a library not installed
    # correctly, no tokenizer, a native library or an on-device session gone, an archived
    # environment.
    (
        "client_runtime_unusable",
        "missing_component",
        r"\bnot installed correctly\b|\bhave installed it correctly\b|"
        r"\bfailed to load the native library\b|\bsuitable tokenizer\b|"
        r"\bcan(?:'|’)t load tokenizer\b|\bsession has been destroyed\b|"
        r"\benvironment (?:[^ \n]+ ){0,2}is archived\b|"
        r"\bno [a-z0-9]+ providers were configured\b|"
        r"\bunrecoverable state due to max_tokens\b|"
        r"\brequire the [`\x27\x22]?@?[a-z0-9/_-]+[`\x27\x22]? (?:package|gem)\b",
    ),
    # --- settings or arguments that exclude each other: the same on every call, whatever
    # the settings are named ("Cannot pass both 'rate_limit_options' and 'retry_options'")
    (
        "settings_exclude_each_other",
        "client_settings",
        r"\bmutually exclusive\b|\bbut not both\b|, not both\b|\bcannot be combined with\b|"
        r"\b(?:cannot|can't|can not) (?:provide|specify|pass|set|use|supply) both\b|"
        r"\b(?:cannot|can't|can not) be (?:true|set|used|specified|enabled|provided) at the "
        r"same time\b",
    ),
    # --- a call that names no provider for the client to route it to (LiteLLM's "LLM Provider
    # NOT provided. Pass in the LLM provider you are trying to call"): the same on every call
    ("provider_not_named", "client_settings", r"\bllm provider not provided\b"),
    # --- a timeout setting the client checked before any call ("Timeout 0.5s is outside the
    # allowed range", "total_timeout_s (3s) must be greater than or equal to timeout_s",
    # "batch_timeout must be less than request_timeout"): the setting's name is no timeout
    # that happened, and the same setting fails every call
    (
        "timeout_setting_checked",
        "client_settings",
        r"time_?out[a-z_]*`?(?: \([^)\n]{0,20}\)| \{[^}\n]{0,20}\}m?s?| [0-9.]+m?s)? "
        r"(?:must (?:be|not)|should not be|cannot be|"
        r"is outside (?:the )?(?:allowed|valid) range)\b|"
        # ... or named as a value the client could not read or a provider cannot take ("Invalid
        # LLM_API_TIMEOUT value", "does not support setting ModelSettings.timeout")
        r"\binvalid [a-z_]*time_?out[a-z_]* value\b|"
        r"\bdoes not support setting [a-z_.]{0,40}time_?out\b",
    ),
    # --- a base URL no transport can use (a typo in the scheme, no scheme, an unparsable
    # address): HTTP clients raise these as connection errors, yet every call fails alike
    (
        "unusable_url",
        "bad_url",
        r"unsupported protocol|missing an 'https?://' or 'https?://' protocol|"
        r"no connection adapters were found|no scheme supplied|err_invalid_url|"
        r"cannot be parsed as a url|relative url without a base|"
        r"\b(?:cannot|can't|could not|failed to) parse (?:the )?(?:base )?url\b|"
        r"protocol \"?[a-z]*:?\"? not supported|unsupported url scheme|invalid url scheme|"
        # an app with no server address set at all ("No host selected", Japanese "base URL not
        # found")
        r"\bno (?:host|base url|api base|endpoint url) (?:selected|configured|set)\b|"
        r"base url (?:is )?(?:not set|not configured|missing)\b|"
        r"nessun host selezionato|ベース ?url ?が見つかりません|"
        # a connection refused before it was tried: the address set is no URL
        r"\bfailed to create connection to [^\n,]*, url invalid\b|"
        # a host name spelled from a setting that was never set ("bedrock-runtime.undefined.
        # amazonaws.com", "https://None/v1"): no name server will ever know it
        r"(?:enotfound|eai_again|could not resolve host:?|failed to resolve) '?"
        r"(?:[a-z0-9-]+\.)*(?:undefined|null|none)(?:\.[a-z0-9-]+)*(?:'|\)|,|\s|$)",
    ),
    # --- a bug in the calling program: Python's TypeError and NotImplementedError say so in
    # their own words, also when an app wraps them ("LLM call failed: ...") --------------
    (
        # A call that does not fit the function's signature: the names in it ("max_seq_len")
        # are parameters', not a token count's, so it decides before every wording.
        "python_signature_error",
        "python_bug",
        r"\(\) got an unexpected keyword argument|"
        r"\(\) got multiple values for (?:keyword )?argument|"
        r"\(\) missing [0-9]+ required (?:positional|keyword-only) arguments?|"
        # a call with the wrong number of arguments, with or without the function's name
        r"takes (?:from )?(?:[0-9]+|one|two|no)(?: to [0-9]+)? positional arguments? but "
        r"[0-9]+ (?:were|was) given",
    ),
    # A client, a stream or a handler used past its life, in the SDKs' own words (httpx's
    # StreamConsumed and StreamClosed, "Cannot send a request, as the client has been
    # closed", "Stream has already been consumed", "Cannot subscribe more than once"): the
    # caller read a stream twice or kept a closed client, and the same code fails the same
    # way.
    (
        "sdk_object_reused",
        "python_bug",
        # (a stream's or a body's, not "the token has already been consumed": a login's)
        r"\b(?:stream|response|body|content|iterator)s?(?: that)? (?:has |have |was |is )?"
        r"already (?:been )?(?:consumed|read|iterated(?: over)?|streamed)\b|"
        r"\bconsumed stream\b|\bcall an? (?:a?sync) iterator on an? (?:a?sync) stream\b|"
        r"\bas the client has been closed\b|\bbut the stream has been closed\b|"
        r"\bstream has not been started yet\b|\bcannot subscribe more than once\b|"
        r"\bstream is not seekable\b|\bcannot be shared between multiple streams\b|"
        # Java's stream closed before it was read again; .NET's HttpClient changed after its
        # first request; JavaScript's stack overflow (Python's RecursionError is read above)
        r"\b(?:stream|response|body|client) has already been closed\b|"
        r"\bhas already started one or more requests\b|\bmaximum call stack size exceeded\b",
    ),
    # An SDK's checks of its own state and types, in the words only code uses: a sync-only
    # client asked for async, a provider or request set up twice, Go's "got %T" and "non-nil
    # pointer", a union with more than one variant, a request the client cannot serialize,
    # Swift's DecodingError ("The data couldn't be read because it is missing"): the
    # caller's or the library's bug, not the server's answer.
    (
        "sdk_own_state_checks",
        "python_bug",
        r"\ba?sync[- ]only client does not support a?sync\b|"
        r"\b(?:provider|request|client|handler|callback)s? (?:is |was )?already "
        r"(?:set|prepared|registered|initiali[sz]ed|configured)\b|"
        r"\bgot %t\b|\bnon-nil pointer\b|\binto (?:a )?nil\b|"
        r"\bunion (?:with|to have) [a-z ]{0,20}variants?\b|"
        r"\berror serializing (?:the )?request\b|\bcannot be serialized\b|"
        r"\bfailed to serialize (?:the )?request\b|"
        r"the data couldn(?:'|’)t be read because it is missing|"
        # a feature of the async API called from a sync one ("MCP sessions are not supported in
        # synchronous methods")
        r"\bnot supported in (?:a?synchronous|a?sync) (?:methods?|contexts?|code|mode)\b",
    ),
    (
        "python_type_error",
        "python_bug",
        # (where a line starts with it, or a wrapper's colon, or a log line's header that ends
        # in a bracket or a pipe: "… ERROR [app.llm] TypeError: …")
        r"(?:^|\n|: |\] |\| )typeerror:|notimplementederror|"
        r"' object is not (?:callable|subscriptable|iterable)|"
        # ... and as a library's own message spells it, the type's name left to a placeholder
        r"\.__name__\}'? object is not (?:callable|subscriptable|iterable)|"
        r"argument of type '[a-z_.]+' is not iterable|"
        r"unsupported operand type\(s\) for|is not json serializable|can only concatenate str|"
        r"can'?t be used in '?await'? expression|\btypeerror\(['\"]|"
        r"'exception_type': 'typeerror'|"
        r"\bnot implemented for (?:this|the) (?:llm|model|chat model)|"
        r"expected string or bytes-like object|object of type '[a-z_.]+' has no len\(\)|"
        # a bare `raise` outside an exception handler
        r"\bno active exception to re-?raise\b|"
        # an object used after the code closed it ("I/O operation on closed file")
        r"\boperation on (?:a )?closed (?:file|client|session|stream|[a-z]*model)\b|"
        # an app's wrapper naming the Python exception's type apart from its message
        r"(?:错误类型|error type)[:：] ?typeerror\b",
    ),
    (
        # A model switched off, or one no provider of a router serves: a setting to change,
        # unless a transient status or wording beside it says it is for now (the decisions
        # let it yield then).
        "model_switched_off",
        "not_found",
        r"(?:^|[:\-–.(\[\]] ?)(?:the |this |selected )?model (?:is |has been )?disabled\b|"
        r"(?:unknown|no) provider (?:found )?for model\b",
    ),
    (
        # pydantic's own report on an object the program built (an agent's tools, a message of
        # the wrong type): the program's bug, unless a server sent it back (the decisions read
        # it with the status: under a 400 or 422 it is the server's answer to the request)
        "pydantic_object_validation",
        "python_bug",
        r"\b[0-9]+ validation errors? for [a-z_][a-z0-9_]*\b",
    ),
    (
        # Python's words for code that does not fit the library it calls: a name or an
        # attribute that is not there (an SDK upgraded under the code, a sync object used as
        # an async one), the old OpenAI interface, an object of another event loop. The
        # exception's name counts only where a line starts with it (a traceback's last line,
        # with its module at most: "openai.lib._old_api.APIRemovedInV1"), not inside a
        # provider's body or a wrapper's words: a server's own "No module named 'sklearn'"
        # or "litellm.InternalServerError: AttributeError" is the server's problem.
        "python_name_error",
        "python_bug",
        # (also behind a container's log prefix, "chat-app-1  | AttributeError: ...", read from
        # the pipe on: a counted name at every line start cost ~20 MiB of DFA states; or a
        # logger's "module:function:line - " prefix, loguru's, or a header in brackets,
        # "[2025-08-21 20:42:31] KeyError: …")
        rf"(?:^|\n|\| +|\] |:[0-9]+ - ){_PYTHON_NAME_ERRORS}: |"
        # ... or after a traceback's frame line when a log flattened it to one line
        rf"\", line [0-9]+, in [^\n]{{0,240}} {_PYTHON_NAME_ERRORS}: |"
        # an app's log that puts the type before Python's message without the colon
        r"\battributeerror '[a-z_.]+' object has no attribute '|"
        r"typeerror: unhashable type: '|"
        # Python's NameError in its own words, also in a traceback flattened to one line
        r"\bnameerror: name '[a-z_0-9]+' is not defined|"
        r"(?:^|\n|: |：|\([\"'])[ \t]*'[a-z_.]+' object has no attribute '|"
        r"(?:^|\n|: |- )module '[a-z_.]+' has no attribute '|"
        r"\bis bound to a different event loop\b|"
        r"requires an object with __aiter__ method, got coroutine|"
        # asyncio's timeout used outside a task (a sync wrapper around async code)
        r"timeout (?:context manager )?should be used inside a task|"
        r"(?:^|\n)openai\.lib\._old_api\.apiremovedinv1|"
        # a KeyError as frameworks print it: its type on a line, or its message alone, the
        # key of a response field the code expected
        r"(?:^|\n)exception: keyerror\b|"
        # ... or its repr, as an app shows the exception it caught ("KeyError('text')")
        r"\b(?:keyerror|indexerror|attributeerror)\(['\"]|"
        r"(?:\bkey|(?:^|\n|\] ))error: '(?:choices|content|message|data|results|candidates|"
        r"text|output|delta)'(?:$|\n)|"
        r"you tried to access openai\.[a-z_.]+, but this is no longer supported in openai>=1|"
        r"could not import [a-z_]+ python package|"
        # a client's own structs that the answer's fields do not fit (serde in Rust clients),
        # and a prompt template the caller filled wrongly (LangChain)
        r"jsondeserialize\(error\(\"missing field `|error decoding response body: missing field `|"
        r"missing value for input variable|must have an input variable named|"
        # a framework object used before its set-up call
        r"\bplease call [a-z_.]+\(\) first\b|\buse \.[a-z_]+\(\) first\b|"
        r"\b(?:ensure|make sure) you(?: have|'ve)? called `?[a-z_.]+\(\)`?(?: function| method)? "
        r"first\b|\bdid you call `?[a-z_.]+\(\)`?\?|\b[a-z_.]+\(\) is not yet called\b|"
        # ... a call made out of its order ("check `.hasNextPage()` before calling
        # `.getNextPage()`"; not a wait before the next call, which a rate limit asks for),
        # a sync method on an async client or the other way round
        r"\b(?:check|call|await|set|initiali[sz]e|configure) [^\n]{0,40}\bbefore calling "
        r"`?\.?[a-z_][a-z0-9_.]*\(\)|"
        r"\bcannot be (?:called|used) (?:on|with) an? (?:a)?synchronous client\b|"
        # ... or after its disposal (.NET's handles)
        r"\bit has been disposed\b|\bcannot access a disposed object\b|"
        r"\bhas been closed and cannot be used\b|"
        r"\bnot (?:loaded|initiali[sz]ed|connected|started) before calling [a-z_.]+\(|"
        # httpx's ResponseNotRead: a streamed answer's body read before the code read it
        r"\battempted to access streaming response content, without\s+having called `?read\(\)|"
        r"\bhttpx\.responsenotread\b|"
        # a class handed where the library wants a subclass of its own (instructor's model)
        r"\bmust be a subclass of [a-z_.]*basemodel\b|"
        # Go's encoding/json refusing the request the calling program built (a marshal
        # happens before anything is sent)
        r"\bjson: error calling marshaljson for type |\bjson: unsupported (?:type|value): |"
        # json.loads() handed no text at all (a field the code expected was null), and a
        # plugin's structured report of a KeyError in its own code
        r"the json object must be str, bytes or bytearray, not |"
        r"\"error_type\": ?\"(?:keyerror|attributeerror|indexerror|nameerror)\"|"
        # asyncio run the wrong way (inside a running loop, after the loop closed), a local
        # read before it was set, an agent graph that loops, a framework's own word for the
        # caller's misuse (the OpenAI Agents SDK's UserError), components wired wrongly
        r"event loop is closed|cannot be called from a running event loop|"
        r"this event loop is already running|no running event loop|"
        r"there is no current event loop|"
        r"cannot access local variable '[a-z_0-9]+' where it is not associated with a value|"
        r"local variable '[a-z_0-9]+' referenced before assignment|"
        r"graphrecursionerror: recursion limit|(?:^|\n)(?:agents\.exceptions\.)?usererror: |"
        r"pipelineconnecterror: cannot connect|"
        r"you tried to pass a `basemodel` class to `[a-z_.]+\(\)`|"
        r"\byou tried to pass a pydantic model to `[a-z_.]+\(|"
        # the OpenAI SDK's TypeError for a call with the wrong arguments, and the ValueError
        # of SDKs generated like it for an empty path parameter
        r"missing required arguments; expected either [({]|"
        r"(?:^|\n|typeerror: )missing required arguments?: (?:'|\{)|"
        r"expected a non-empty value for `[a-z_]+` but received",
    ),
    (
        # Go's runtime panics: the calling program indexed an empty slice or followed a nil
        # pointer (under a 5xx, the server's own)
        "go_runtime_panic",
        "python_bug",
        r"runtime error: (?:index out of range|invalid memory address or nil pointer "
        r"dereference|slice bounds out of range)|"
        # ... and a Go client's reader or JSON binding that does not fit the answer: a line
        # longer than its scanner's buffer, a field of another shape than its struct's
        r"bufio\.scanner: token too long|json: cannot unmarshal [a-z]+ into go struct field "
        r"(?:\.|error\.|[a-z0-9_]*(?:params|chunk|choice|delta|result)\.|"
        r"[a-z0-9_]*(?:chat|completion|message|stream)response\.)",
    ),
    (
        # Java's and .NET's null dereference, and a strict JSON binding that meets a field it
        # was not told of (Jackson): the calling program's code, not the request (under a
        # 5xx, the server's)
        "jvm_dotnet_client_bug",
        "python_bug",
        r"java\.lang\.nullpointerexception|system\.nullreferenceexception|"
        r"object reference not set to an instance of an object|"
        r"unrecognizedpropertyexception: unrecognized field|"
        # (Jackson's message without its exception's name; .NET's reader meeting a second
        # document where its classes expect one)
        r"unrecognized field \"[^\"\n]{1,80}\" \(class [^)\n]{1,200}\), not marked as ignorable|"
        r"is invalid after a single json value\. expected end of data|"
        # Java's helpful null message, a cast the code got wrong, an empty list indexed, a
        # required object the code left null
        r"cannot invoke \"[^\"\n]{1,200}\" because [^\n]{1,120} is null|"
        r"classcastexception|\bcannot be cast to class\b|"
        r"indexoutofboundsexception: index [0-9]+ out of bounds for length|"
        r"illegalargumentexception: [a-z_.]+ (?:cannot|must not) be null|"
        # .NET's ArgumentNullException: a required argument the code passed as null
        r"value cannot be null\. ?\(parameter '|"
        # Kotlin's serialisation meeting an answer its classes do not describe
        r"jsondecodingexception: (?:unexpected json token|polymorphic serializer)|"
        # .NET's JSON binding, a null argument (not a key: that is a missing key), an
        # unregistered service of a dependency container
        r"system\.text\.json\.jsonexception:?\s+(?:hresult=0x[0-9a-f]{8}\s+message=)?"
        r"the json value could not be converted|"
        r"the requested operation requires an element of type '[a-z]+', but the target "
        r"element has type '|"
        r"cannot get the value of a token type '|"
        r"argumentnullexception: '?value cannot be null\. \(parameter '[a-z_]+'\)|"
        r"kernelexception: service of type [^\n]{1,160} not registered|"
        # an SDK's own classes that the answer does not fill: Stainless' Java SDKs reading a
        # required field ("OpenAIInvalidDataException: 'choices' is not set"), Fern's
        # TypeScript SDKs parsing a body ("response: Missing required key \"text\"")
        r"invaliddataexception: '[a-z_]+' is not set\b|\bresponse: missing required key \"|"
        # Jackson's binding of a value of another shape than the class's (a server's
        # "JSON parse error: …" inside its invalid_request_error is its answer: see
        # retrylens._decisions), kotlinx.serialization's classes meeting an answer they do
        # not describe
        r"mismatchedinputexception: cannot (?:construct instance|deserialize value) of\b|"
        r"\bkotlinx\.serialization\.(?:[a-z]+\.)*[a-z]*exception\b|"
        r"illegal input: 'kotlinx\.serialization\.|\bis required for type with serial name '",
    ),
    (
        # An SDK's check of the types the calling code handed it: a list of its classes
        # ("must be a list of Message or dict-like objects", "must only contain
        # Langchain::Message instance(s)", "an array of CoreMessage"), a hook that must return
        # one of them. A server names JSON's types ("expected an array"), not the caller's
        # classes. (Settings or arguments that exclude each other are a request problem, as
        # the ValueError they come as says: "Don't provide api_key if you provide client".)
        "sdk_argument_types",
        "python_bug",
        r"\bmust (?:only contain|be an? (?:list|array|sequence) of) [^\n]{0,60}"
        r"(?:\binstances?\b|\binstance\(s\)|dict-like|::)|"
        r"\bmust (?:only contain|be an? (?:list|array|sequence) of) (?:[a-z_]+(?:::|\.))?"
        r"[a-z]+(?:message|content)s?\b(?: or [a-z]+(?:message|content)s?\b)?|"
        r"\bmust return an? [a-z_]+(?:::[a-z_]+)+|"
        # .NET SDKs: an option the streaming call cannot take, a socket read before it opened;
        # a file argument of another type
        r"\bmust be '(?:true|false)' when calling '|\bwhile the websocket is still connecting\b|"
        r"\bmust be a file path or (?:a )?file-like object\b|\bmust be opened in binary mode\b|"
        # a builder's required field left unset (Stainless' Java and Kotlin SDKs), a JSON
        # schema the SDK checks before sending it
        r"\bis required, but was not set\b|\blocal validation failed\b|"
        # the caller's language's own types named: a generic ("List<String>"), Ruby's hashes
        r"\b(?:list|array|map|iterable|sequence|dict|optional)<[a-z]+|\ban? array of hashes\b|"
        # ... or Python's typing ("Expected list[ChatMessage] or str", "expects messages as
        # list[dict]"); a server's pydantic report names them too, but not after "expected"
        r"\b(?:expected|expects [a-z_ ]{0,30}as) (?:an? )?(?:list|dict|sequence|iterable|tuple)\[|"
        # an argument, a method or a client of the SDK used in a way it does not take: a
        # keyword it requires, a result iterated twice, a method for another use, an old class
        r"\bargument is required\b|\bto be passed as a keyword argument\b|"
        r"\bcannot iterate (?:over )?(?:the same|a consumed)\b|"
        r"\b(?:use|call) `?(?:[a-z_]+\.)+[a-z_]+\(\)`? (?:or|for|instead)\b|"
        # ... or in .NET's: "Use the constructor overload that accepts a JsonSchema object"
        r"\buse the (?:constructor |method )?overload (?:that|which) (?:accepts|takes)\b|"
        # ... or in Rust's words: "When stream is true, use Chat::create_stream"
        r"\bwhen [^\n]{1,60}, use [a-z_]+::[a-z_]+|"
        # ... or in Java's: "Request with stream=true should use createStream"
        r"\bstream ?= ?true should use [a-z_]*create_?stream\b|"
        r"\bthis client is deprecated\b|\bpin your version to\b|"
        # a shortcut of the SDK's response object read on an answer of another shape
        r"\bquick accessor only works for simple\b|"
        # a Python type the caller handed where the SDK wants another, or another SDK's client
        r"\brequires an? [a-z0-9_]+ client instance\b|"
        r"\b(?:must|should) be an instance of\b|"
        # ... or a callback of the caller's that returned the wrong thing ("LLM callback must
        # return a string response")
        r"\b(?:callback|handler|hook|factory|callable|fn) (?:must|should) return (?:a|an)\b|"
        # ... or a method of the SDK's called where it cannot run ("`Agent.run_sync()` cannot be
        # used inside a synchronous tool")
        r"\(\)`? (?:and `?[a-z_.]{1,60}\(\)`? )?(?:cannot|can't|can not|must not|should not) be "
        r"(?:used|called) (?:inside|within|from|in)\b|"
        # ... and its argument's type named by the check ("Argument \"format\" cannot be of
        # type CancellationToken")
        r"\bargument \"?[a-z_]+\"? (?:cannot|can't|must not) be of type\b|"
        # ... named by the type of the value it got: as the message's source spells it
        # ("got {type(msg)}", "Got unexpected type for 'prompt': ${typeof prompt}", "got
        # ${model.constructor.name}") or as Python prints one ("with type <class '…'>")
        r"\b(?:got|(?:instead|but) found|received|type(?: (?:for|in|of) [^\n:]{1,40})?):? [`'\"]?"
        r"(?:\{type\(|\$\{typeof |\$\{[a-z_.]+\.constructor\.name\}|<class ')|"
        r"\bexpected type `?(?:list|dict|str|int|float|bool|tuple)`?,? got\b|"
        r"\bexpected type '[a-z_.]+' for [^\n]{1,40}, but got type\b|"
        # ... as R's rlang words an argument's check ("`method` must be a single string, not
        # `NULL`", "must be a character vector, not a <httr2_response> object")
        r"`[a-z_.]+` must be [^\n]{1,40}, not (?:`null`|`na`|an? <)|"
        # ... or pydantic's, for a class of the caller's it cannot describe
        r"\bunable to generate pydantic-core schema for\b|"
        # ... or JavaScript's: a provider's factory called as a class ("The Anthropic model
        # function cannot be called with the new keyword")
        r"\bcannot be called with the `?new`? keyword\b|"
        # ... as Python's own type errors word it ("must be list of strings or PIL images, not
        # str")
        r"\bmust be (?:a )?list of [^\n]{1,60}, not "
        r"(?:str|int|float|dict|list|tuple|bytes|none|nonetype)\b|"
        # ... as a list of Python types ("Expected str, bool or dict. Received: …")
        r"\bexpected (?:str|dict|list|int|float|bool|tuple), (?:(?:str|dict|list|int|float|bool"
        r"|tuple), )*(?:str|dict|list|int|float|bool|tuple),? or (?:str|dict|list|int|float|bool|"
        r"tuple)\b|"
        # an SDK that says its own state is the bug ("This may indicate a bug in the Together
        # SDK", "This indicates a problem with the Vertex AI in Firebase SDK")
        r"\b(?:may )?indicates? an? (?:bug|problem) (?:in|with) the [a-z0-9 _.-]{1,40}"
        r"(?:sdk|library|client|bindings)\b|"
        # ... or a class of the SDK taken from the wrong module ("Please use the ChatMessage
        # class from ai21.models.chat instead of ai21.models")
        r"\buse the [a-z0-9_]+ class from [a-z0-9_.]+ instead of\b|"
        r"\b(?:dict|str|list|type) or (?:a )?(?:pydantic )?basemodel\b|"
        # a synchronous call on an asynchronous client, or the other way round; an
        # asynchronous result read before it was awaited
        r"\b(?:cannot|can't|can not) use the `?a?sync`? api in an? `?a?sync`? context\b|"
        r"\bnot yet awaited\b[^\n]{0,20}\bawait\b|"
        r"\b(?:cannot|can't|can not) (?:call|use|invoke) [^\n]{1,60} (?:on|with) (?:an? )?"
        r"(?:a?sync|synchronous|asynchronous) (?:[a-z]+ )?client\b|"
        r"\bcannot invoke an async function synchronously\b|"
        r"\bcannot execute blocking [a-z ]{1,30} on (?:the )?event loop thread\b|"
        r"\busing the sync `?[a-z_]+`? inside async code\b",
    ),
    (
        # A check of the kind of value an argument holds, in the words of JSON's or the
        # language's own types ("temperature must be a number", "Headers must be a
        # dictionary", "Literal values must be strings", "Direct function … must be async"):
        # an SDK's check of what its caller handed it, when nothing else came with it. A
        # server checks the JSON it was sent in the same words, so the decisions read it as
        # the caller's bug only where no status, no provider code and no server's words
        # came with it (:func:`retrylens._decisions._is_programming_error`).
        "sdk_value_type_check",
        "python_bug",
        # (not after a name in single or double quotes: "'response_format' must be an object"
        # names a field of the request's JSON, as a provider's validation does)
        r"(?:^|[^'\"\s]) must be (?:an? (?:string|str|int|integer|number|float|boolean|bool|list|"
        r"array|dict|dictionary|object|function|callable|tuple|mapping|iterable|coroutine)\b|"
        # (plural, or a bare type's name only where a plural says it: "type must be string,
        # but is array" is a C++ JSON library's, a server's)
        r"(?:strings|integers|numbers|floats|booleans|lists|arrays|dicts|dictionaries|objects|"
        r"functions|callables)\b|(?:an? )?async\b|of type\b|a subclass of\b)|"
        # ... or the other way round: an async function where the SDK calls it synchronously
        r"\bis a coroutine function\b|"
        # ... or as the value it expected ("expected header name to be a string")
        r"\bexpected [^\n]{1,40} to be an? (?:string|str|int|integer|number|float|boolean|bool|"
        r"list|array|dict|dictionary|object|function|callable|tuple|mapping|iterable)\b",
    ),
    # Python's warning for a coroutine called without await: the call never ran (the
    # decisions let a transient wording beside it decide: a cleanup's coroutine left after a
    # timeout is the timeout's failure)
    ("coroutine_never_awaited", "python_bug", r"\bcoroutine '[a-z0-9_.<>]+' was never awaited\b"),
    (
        # The Vercel AI SDK's errors for the calling code's use of it: messages of the UI's
        # shape passed as the model's, a provider package older than the SDK's specification
        "ai_sdk_misuse",
        "python_bug",
        r"ai_invalidprompterror|\bunsupported model version v[0-9]+ for provider\b|"
        r"ai_unsupportedmodelversionerror",
    ),
    (
        # Other languages' runtime errors of the calling code: Rust's unwrap of an error or
        # a None and its panics, PHP's missing array key, null member call and argument type,
        # Dart's and Swift's failed casts and decodings, Elixir's unmatched clause, Ruby's
        # method on nil, JavaScriptCore's read of undefined (under a 5xx, the server's)
        "foreign_runtime_bug",
        "python_bug",
        r"called `(?:result|option)::unwrap\(\)` on an? `(?:err|none)` value|"
        # GDScript's read of a key a dictionary lacks; Lua's type check of an argument
        r"invalid get index '[^'\n]{1,60}' \(on base: '|"
        r"\(\) expects (?:an? )?(?:table|string|number|function|boolean|userdata),? but got\b|"
        r"thread '[^'\n]{1,80}' panicked at|"
        r"undefined array key \"|undefined (?:index|offset): |"
        r"call to a member function [a-z_]+\(\) on null|"
        r"argument #[0-9]+ \(\$[a-z_]+\) must be of type [^\n]{1,60}, [a-z]+ given|"
        r"type '[^'\n]{1,60}' is not a subtype of type '|nosuchmethoderror: |"
        r"decodingerror\.(?:keynotfound|typemismatch|valuenotfound)|"
        r"\b(?:keynotfound|typemismatch|valuenotfound)\((?:codingkeys|swift\.)|"
        r"\(functionclauseerror\) no function clause matching|%functionclauseerror\{|"
        r"undefined method [`'‘][^'\n]{1,60}' for nil\b|"
        r"(?:undefined|null) is not an object \(evaluating '|"
        r"attempt to read property \"[^\"\n]{1,60}\" on null|"
        r"trying to access array offset on (?:value of type )?null|"
        r"null check operator used on a null value|"
        r"undefined method '[^'\n]{1,60}' for an instance of|"
        r"keynotfoundexception: the given key|nullable object must have a value|"
        r"nosuchelementexception: no value present|"
        r"panic: interface conversion: |assignment to entry in nil map|"
        r"\*\* \(keyerror\) key :[a-z_]+ not found|"
        # Ruby's call that does not fit the method: a method the object lacks, keywords it
        # does not take or that were left out, a count of arguments it does not take; and a
        # Rust client's own reading of an answer its types do not describe (async-openai)
        r"undefined method [`'‘][^'\n]{1,60}' for #<|"
        r"\bunknown keywords?: :?[a-z_]+[^\n]{0,80}\(argumenterror\)|"
        r"\bargumenterror: (?:unknown|missing) keywords?: |\bmissing keywords?: :[a-z_]+|"
        r"\bwrong number of arguments \(given [0-9]+, expected [0-9]+|"
        r"\bfailed to deseriali[sz]e api response: (?:error: ?)?"
        r"(?:missing field|unknown variant|invalid type)\b|"
        # ... and serde's own words in a client's report of an answer it could not read (a
        # server that rejects the request body says "Failed to deserialize the JSON body")
        r"\b(?:deseriali[sz]ation error|serde(?:_json| json)? error): (?:missing field `|"
        r"unknown variant `|invalid type: |data did not match any variant)|"
        r"\buntagged enum [a-z0-9_]*response\b|"
        # a web stream written after the code closed it (Node's ERR_INVALID_STATE)
        r"\binvalid state: (?:the )?controller is already closed\b|\berr_invalid_state\b",
    ),
    (
        # JavaScript's TypeError for a field read off a value that is not there: the app's
        # code met an answer of a shape it did not expect (under a 5xx, the server's code)
        "javascript_type_error",
        "python_bug",
        r"cannot read propert(?:y|ies) of (?:undefined|null) \(reading '|"
        # (older engines' wording of it)
        r"cannot read property '[^'\n]{1,60}' of (?:undefined|null)|"
        # ... and its other runtime errors of the calling code: a call of what is no function
        # ("TypeError: e.startsWith is not a function", also without its type; the literal
        # words, as a run of any identifier before them doubled the rule set's DFA states and
        # crowded its budget, ~15x slower per text), a name never declared, a spread or
        # for-of over what is no list
        r"\bis not a function\b|"
        r"referenceerror: [a-z_$][a-z0-9_$]* is not defined|"
        r"typeerror: [a-z_$][a-z0-9_$.]* is not (?:(?:async )?iterable|a constructor)",
    ),
    (
        # The server's TLS certificate is not trusted here (a proxy's own CA, an expired or
        # self-signed certificate): every identical call fails the same handshake.
        "certificate_rejected",
        "certificate",
        r"certificate verify failed|self[- ]signed certificate|self_signed_cert_in_chain|"
        r"depth_zero_self_signed_cert|unable to (?:get local issuer|verify the first) certificate|"
        r"unable_to_(?:get_issuer_cert|verify_leaf_signature)|cert_has_expired|"
        r"certificate has expired|x509: certificate|sslcertverificationerror|"
        r"pkix path building failed|err_cert_[a-z_]+|hostname mismatch, certificate|"
        # BoringSSL's reason behind an Envoy "upstream connect error … TLS_error"
        r"bad_ecc_cert|bad_certificate|certificate_verify_failed|"
        # TLS spoken to a plain-HTTP port (or a proxy that answers in plain text)
        r"wrong[_ ]version[_ ]number|first record does not look like a tls handshake|"
        r"does not match certificate'?s altnames|err_tls_cert_altname_invalid|"
        # apps' words for it: "a certificate problem", "invalid certificate"
        r"مشکل گواهی|گواهی(?:نامه)? (?:نامعتبر|منقضی)|problème de certificat|zertifikatsfehler|"
        r"problema (?:con el|de|com o|col) certificado|证书(?:验证)?(?:错误|失败|无效|问题)",
    ),
    (
        "translated_model_not_found",
        "not_found",
        r"找不到(?:所(?:请求|請求)的)?模型|モデルが見つかりません|모델을 찾을 수 없|"
        r"модель не найдена|modelo no encontrado|modèle (?:introuvable|non trouvé)|"
        r"modell nicht gefunden|modello non trovato|model tidak ditemukan|model bulunamadı|"
        r"알 ?수 ?없는 모델|modelo não (?:encontrado|existe)|modelo no existe|modèle inexistant|"
        r"modell existiert nicht|modello non esiste|модель не (?:существует|знайдено)|"
        r"モデルは利用できなくなりました|model artık kullanılamıyor|modelo ya no está disponible|"
        r"modèle n'est plus disponible|modell ist nicht mehr verfügbar|"
        r"modello non è più disponibile|модель больше (?:не доступна|недоступна)|模型已不可用|"
        r""
        r"não encontrad|"
        r"モデルが存在しません|模型未找到|找不到模型|không tìm thấy mô hình|nie znaleziono modelu|"
        # one-api / new-api: no channel serves this model for the caller's group
        r"无可用渠道|no available channels? for model",
    ),
    (
        # A model or LoRA adapter the server cannot find or load, by the cause it names
        # (LoRAX, vLLM, LocalAI, LM Studio, llama.cpp: a type or architecture it does not
        # know, a backend it lacks, a repo id it cannot read; not a load that ran out of
        # memory or time), and a model too big for a serverless host to load at all.
        "model_cannot_load",
        "not_found",
        r"no local weights found|no valid adapter config|does not support adapter loading|"
        # onnxruntime-genai (Foundry Local) on a model folder whose config it cannot parse
        r"error encountered while parsing|"
        r"too large to be loaded automatically|with any of the following classes|"
        r"unknown model architecture|unsupported model type|backend not found|"
        r"could not load engine|"
        r"repo id must be in the form|model type [a-z0-9_.-]+ (?:is )?not supported",
    ),
    (
        # A loader's own report that the load failed (LM Studio's "Failed to load the model",
        # llama.cpp's and Ollama's runner "error loading model: unable to allocate CUDA0
        # buffer"), whatever it names as the cause: a model that does not fit the memory or
        # the settings fails to load the same way on the next call. (Ollama words a load
        # that ran out of time otherwise: "timed out waiting for llama runner to start".)
        "model_load_failed",
        "not_found",
        r"\berror loading model\b|\bfailed to load (?:the |last used )?model\b",
    ),
    # --- images the provider rejects --------------------------------------------------
    (
        "image_rejected",
        "image",
        r"not a valid image|invalid image|image data is not|could not process image|"
        # an image over the dimensions a model takes
        r"\bimage dimensions? (?:are |is )?too (?:large|big)\b|"
        r"(?:image|media) urls? must (?:use|be|start with) (?:http|https|a (?:public|valid))\b|"
        r"unsupported image|image (?:is|was) not valid|invalid_image|image_parse_error|"
        r"failed to (?:load|decode|process|fetch|download|read) (?:the )?(?:input )?image|"
        r"unable to (?:process|decode|load|read) (?:the )?(?:input |provided )?image|"
        r"image (?:exceeds|is too large|too large|dimensions exceed)|"
        r"images (?:are|were) (?:way |far |much )?too (?:large|big)|"
        r"image (?:resolution|dimensions?|size) (?:is )?(?:too (?:large|high|big)|exceeds)|"
        r"\binvalid_file\b|\bunsupported_file\b|file could not be parsed|"
        r"exceeds the (?:maximum )?dimension limit|"
        r"image format[^\n]*(?:not supported|unsupported)|does not represent a valid image|"
        r"image could not be|cannot identify image|could not decode image|"
        r"unsupported (?:mime|media) type|image_url[^\n]*(?:invalid|not valid)|"
        r"image: unknown format|unknown image format|image format (?:is )?(?:unknown|invalid)|"
        r"limit-mm-per-prompt|at most [0-9]+ images?\b|too many images|"
        r"[0-9]+ images?,? exceeding|image count [0-9]+ exceeds|图像过多|图片过多|图片数量|"
        r"images?\b[^\n]{0,30}\bexceeds? the (?:total )?size limit|"
        # a picture's width and height over a vision model's ("input size exceed limit
        # 2048x2048, current input: (1080, 2376)")
        r"\bexceeds? (?:the )?limit [0-9]{2,5} ?[x×] ?[0-9]{2,5}\b|"
        r"(?:tamaño de (?:la )?imagen|taille de l'image|bildgröße|dimensione dell'immagine|"
        r"размер изображения|画像サイズ|이미지 크기|图片大小|圖片大小)[^\n]{0,30}"
        r"(?:supera|excede|dépasse|überschreitet|превыша|超え|초과|超过|超過)|"
        r"mehr bilder|demasiadas imágenes|trop d'images|troppe immagini|画像が多すぎ|"
        r"más de [0-9]+ imágenes|mais de [0-9]+ imagens|plus de [0-9]+ images|"
        r"mehr als [0-9]+ bilder|più di [0-9]+ immagini|больше [0-9]+ изображений|"
        r"mais imagens do que|más imágenes de las que|plus d'images que|più immagini di quante|"
        r"이미지가 너무 많|"
        r"(?:use|provide) a smaller image|unable to compress image|image (?:is )?too big|"
        r"image does not match the provided media type|must be a base64[- ]encoded image|"
        # an audio file the server cannot decode
        r"libsndfileerror|format not recognised|"
        # A file or upload over a size in bytes ("Maximum content size limit (26214400)
        # exceeded (26222592 bytes read)"): a smaller prompt does not help it.
        r"(?:try|retry) with a smaller file|exceeded \([0-9]+ bytes read\)|"
        # a document that cannot be opened (too many pages is the history's size: overflow)
        r"(?:pdf|document|file) is (?:password[- ]protected|encrypted)|encrypted pdf",
    ),
    # --- content policy ---------------------------------------------------------------
    (
        "content_policy",
        "content_filter",
        r"セーフティフィルター|안전 필터|安全(?:过滤|過濾)|コミュニティガイドライン|投稿監視|"
        r"rejected by the content filter|contentfilterfinishreasonerror|"
        r"\bmodel response was blocked due to\b|\binappropriate (?:request|prompt)\b|"
        r"\b(?:advanced|content) moderation failed\b|"
        # an image or video service's own classifier or moderator
        r"\bnsfw (?:content |image )?(?:detected|classifier|filter)\b|\bdue to (?:the )?nsfw\b|"
        r"\bai moderator\b|\bagainst our community standards\b|"
        # a guardrail of the provider or the agent framework that stopped the request
        r"\bguardrail\b[^\n]{0,80}\b(?:triggered (?:a |the )?tripwire|intervened)\b|"
        r"\bblocked by [^\n]{0,40}\bguardrails?\b|"
        # an app's word for a model that refused ("declined to respond … returned no content")
        r"(?:model|assistant) (?:declined|refused) to (?:respond|answer)|"
        r"profanity (?:threshold|filter|detected|check)|exceeds profanity|"
        # Gemini's finish reasons for a blocked answer (an identical call repeats them).
        r"reason: (?:recitation|safety|prohibited_content|blocklist|spii)\b|"
        r"finish_?reason['\"]?: ?['\"](?:recitation|safety|prohibited_content|blocklist|spii)\b|"
        # the Python SDK's printed enum: finish_reason=<FinishReason.SAFETY: 'SAFETY'>
        r"finish_?reason ?= ?<?finishreason\."
        r"(?:recitation|safety|prohibited_content|blocklist|spii)\b|"
        # the prompt itself blocked, for a reason Gemini does not name
        r"block_?reason['\"]?: ?['\"]?other\b|"
        r"敏感(?:词|詞|内容|信息)|违规内容|不当内容|"
        r"content_filter|content_policy_violation|content management policy|"
        r"responsibleaipolicyviolation|flagged by (?:our|the) (?:safety|moderation)|"
        # a moderation check's own report of what it flagged ("Your message was flagged for
        # containing …", an SDK's "`{v}` was flagged for {categories}")
        r"\b(?:content|message|prompt|input|output|response|text)s? (?:was|were|has been|have "
        r"been|is|are) flagged\b|` was flagged for\b|"
        # a guard's verdict on a prompt that tries to talk the model out of its rules
        r"\bjailbreak (?:attempt |content )?detected\b|"
        r"safety system|violat(?:es|ing|ion of) (?:our |the )?(?:usage |content )?polic|"
        r"blocked by (?:the )?(?:safety|content) (?:filter|settings|policy)|prohibited_content|"
        r"content blocked by (?:[a-z]+ )?safety filters?|anthropic\.com/legal/aup\b|"
        r"bloccat[oa] a causa delle impostazioni di sicurezza|"
        r"(?:blocked|stopped) due to (?:safety|recitation)|"
        # GitHub Copilot's answer its filter withheld
        r"\b(?:response|answer) got filtered\b|"
        r"contenido (?:bloqueado|inapropiado)|conteúdo (?:bloqueado|impróprio)|"
        r"contenu (?:bloqué|inapproprié)|inhalt (?:wurde )?blockiert|"
        r"contenuto (?:bloccato|inappropriato)|"
        r"контент заблокирован|нарушает (?:политику|правила)|内容(?:违规|不合规|被拦截|审核未通过)|"
        r"內容(?:違規|不合規)|不適切な(?:内容|コンテンツ)|부적절한 (?:내용|콘텐츠)|"
        r"output diblokir|uitvoer is geblokkeerd|आउटपुट अवरुद्ध|"
        r"output blocked by content filtering|responsible ai service|负责任 ?ai|已被过滤|内容过滤|"
        # the model's own refusal as an app reports it ("OpenAI Refusal: …", "Refusal from
        # the API: …"); a bare "refusal" is also a content part's type in a request
        r"\b(?:model|openai|claude|gemini) refusal\b|\brefusal (?:from|by) (?:the )?[a-z]+|"
        r"\brefusal: (?:[^nu\n]|n[^uo])|"
        # a filter's or a moderation's verdict in the words of apps and SDKs
        r"\b(?:content|safety|moderation) filter(?:ed|s)? (?:triggered|flag)|"
        r"\bdue to (?:the |a )?(?:content|safety) filter|\bcontent filtered\b|"
        r"\bcontent filtering system\b|\b(?:content|usage|safety) (?:policy )?violations? "
        r"detected\b|\bdue to (?:a |an )?(?:content )?policy violation\b|"
        r"\bflagged for (?:prohibited|sensitive|inappropriate|harmful|unsafe)|"
        r"\bprohibited content\b|\bsafeguards? (?:have )?(?:flagged|blocked)|"
        r"\b(?:toxic|harmful|unsafe|sensitive) (?:content|message|prompt|input|output) "
        r"(?:detected|found)\b|\bprompt injection detected\b|\bunsafe or sensitive content\b|"
        r"\bcontent audit failed\b|\bmoderation guidelines\b|"
        r"\brecitation detected\b|\bdue to safety (?:settings|reasons|filters?)\b|"
        r"\bsafety (?:checks|filter) (?:failed|triggered)\b|"
        r"\bfailed [a-z]+ (?:platform )?safety checks\b|\bsafety filter triggered\b|"
        # Gemini's block reasons of a prompt, as JSON and as the Python SDK prints them
        r"\bimage_safety\b|\bblock_?reason[^a-z]{0,6}(?:safety|blocklist|prohibited_content)\b|"
        r"\bblockedreason\.|"
        # DashScope's inspection of inputs and outputs.
        r"data_?inspection_?failed|may contain ?inappropriate content|"
        r"request moderated|content moderated|verificação de recitação|"
        r"blocked due to (?:our )?safety polic|"
        # MiniMax's inspection of inputs (code 1026: "input new_sensitive … image is sensitive")
        r"new_sensitive|(?:image|content|input) is sensitive, please check",
    ),
    # A safety filter's or a moderator's block in more of apps' words ("canceled due to
    # safety reasons", "flagged by our content safety filter").
    (
        "filtered_in_apps_words",
        "content_filter",
        r"\bcanceled due (?:to )?safety reasons\b|\bcontent safety filter\b|"
        r"\bflagged by our content\b|\bdue to sensitive content\b|"
        r"\bprevented from doing so\b|\bcontentmoderation\b",
    ),
    # --- HTTP statuses as texts spell them --------------------------------------------
    ("status_402", "status_quota", _status("402") + r"|\b402 payment required"),
    (
        "status_401_403",
        "status_auth",
        _status("401|403") + r"|\b401 unauthori[sz]ed|\b403 forbidden|\b401 unauthenticated|"
        r"\b403 permission_denied",
    ),
    ("status_404", "status_not_found", _status("404") + r"|\b404 (?:not found|not_found)"),
    (
        "status_413",
        "status_too_large",
        _status("413") + r"|\b413 (?:payload|request entity|request) too large",
    ),
    (
        "status_transient",
        "status_transient",
        _status(_TRANSIENT_STATUS) + r"|\b429 too many requests|\b500 internal server error|"
        r"\b502 bad gateway|\b503 service (?:temporarily )?unavailable|"
        r"\b504 gateway time-?out|\b408 request time-?out|\b529 (?:site )?overloaded|"
        r"\b409 conflict|\b429 resource_exhausted|\b503 unavailable|\b500 internal\b|"
        r"\b504 deadline_exceeded|\b52[0-7]: |\berror 52[0-7]\b|\bhttp 5[0-9][0-9]\b",
    ),
    (
        "status_bad_request",
        "status_bad_request",
        _status(_BAD_REQUEST_STATUS) + r"|\b400 bad request|\b422 unprocessable|"
        r"\b400 invalid_argument|\b400 failed_precondition",
    ),
    # --- provider error types/codes and SDK exception names inside texts ---------------
    (
        "transient_type",
        "transient_code",
        r"overloaded_error|rate_limit_error|rate_limit_exceeded|ratelimiterror|"
        r"apiconnectionerror|"
        r"apitimeouterror|timeout_error|throttlingexception|"
        r"modelstreamerrorexception|modelnotreadyexception|"
        r"modeltimeoutexception|toomanyrequestsexception|resource_exhausted|"
        # Spring AI's own name for a failure its retry template retries (not its
        # NonTransientAiException: no word boundary inside that name)
        r"\btransientaiexception\b|"
        r"deadline_exceeded|\bunavailable\b|\bcf_[a-z_]+|engine_overloaded|"
        r"remoteprotocolerror|\b(?:read|write|connect|pool)(?:error|timeout)\b|"
        r"serverdisconnectederror|clientpayloaderror|clientconnectorerror|"
        r"connection(?:reset|refused|aborted)error|brokenpipeerror|incompleteread|"
        r"chunkedencodingerror|remotedisconnected|streamincompleteerror|modelcalltimeouterror|"
        r"apierror: (?:api_error|server)|"
        # Java's transport failures (Spring's WebClient/RestTemplate, java.net)
        r"webclientrequestexception|resourceaccessexception|sockettimeoutexception|"
        r"httptimeoutexception|java\.net\.(?:socket|connect)exception",
    ),
    # The types a server gives its own failure (a traceback beside one is the server's).
    (
        "server_failure_type",
        "transient_code",
        "|".join(rf"\b{name}\b" if "_" in name else name for name in SERVER_FAILURE_TYPES),
    ),
    (
        # Bedrock's event stream: a frame whose header names a failure of the service's own
        # (the client that reads it reports the frame's status, 400)
        "event_stream_exception",
        "transient_code",
        r":exception-type['\"]?: ?['\"]?(?:internalserverexception|serviceunavailableexception|"
        r"throttlingexception|modelstreamerrorexception)\b",
    ),
    (
        # The SDKs' and providers' names for any 400, which say no more than the status.
        "bad_request_type",
        "bad_request_code",
        "|".join(rf"{code}\b" for code in sorted(GENERIC_BAD_REQUEST_CODES)),
    ),
    (
        # Codes that name the request's problem.
        "bad_request_detail_code",
        "bad_request_code",
        r"failed_precondition|invalid_parameter|invalid_value|"
        r"unsupported_parameter|unsupported_value|missing_required_parameter|"
        r"unknown_parameter|request_too_large|"
        r"\bunimplemented\b|['\"]bad_input['\"]|"
        # Google's words for UNIMPLEMENTED (also a Live API socket's close reason)
        r"operation is not implemented, or supported, or enabled|"
        # Google's API front end on a body that does not fit the schema
        r"invalid json payload received",
    ),
    # --- transient wordings -----------------------------------------------------------
    (
        "overloaded",
        "transient",
        r"overloaded|at capacity|over capacity|capacity exceeded|insufficient capacity|"
        r"no capacity|out of capacity|high demand|high traffic|high load|"
        r"\b(?:server|service|system|backend|model) overload\b|\boverload (?:error|detected)\b|"
        r"due to limited (?:backend |server )?resources|"
        r"\b(?:backend|service|server|api) is (?:currently|temporarily) (?:not available|"
        r"unavailable|not reachable|unreachable)\b|"
        r"insufficient request capacity|"
        r"experiencing (?:high|heavy|unusually)|"
        r"no (?:ai |inference |gpu )?workers? (?:are )?available|перегружен|überlastet|"
        r"retryable error detected|"
        # Google's speech services out of serving units ("Trying to acquire 1 unit; currently
        # 1500 units in use")
        r"trying to acquire [0-9]+ units?\b|"
        r"sobrecargado|surchargé|sovraccaric|過負荷|과부하|límite de velocidad|"
        r"server (?:is )?busy|too busy|\bbusy\b|no slots? (?:are )?available|"
        r"请求过于频繁|服务繁忙|系统繁忙|限流|并发|访问量过大|速率限制|"
        r"请求频率|"
        # Bedrock's retryable ValidationException ("System instability detected")
        r"system instability detected|"
        r"enginedeaderror|engine (?:is )?dead|background loop has errored",
    ),
    # A gateway's word that its upstream failed, which passes the upstream's status on.
    ("upstream_failed", "transient", r"upstream_error|upstream request failed"),
    (
        "rate_limit",
        "transient",
        r"rate[ _-]?limit|too many requests|throttl|slow down|parallel request limit|"
        r"too many requests? from this ip\b|"
        r"request limit for the (?:hour|minute)\b|"
        # a proxy's 400 that relays the provider's 429
        r"(?:upstream|provider|server) (?:returned|responded with) (?:http |status )?429\b|"
        r"unexpected (?:http )?status(?: code)?:? 429\b|"
        r"too many (?:current|concurrent|simultaneous) requests|"
        # streams or sessions open at once over the account's allowance: one ends, one frees
        r"\bnumber of allowed (?:concurrent )?streams\b|"
        r"\bnumber of allowed concurrent (?:sessions|connections)\b|"
        # Gemini's RESOURCE_EXHAUSTED wording, also inside an app's own exception type
        r"resource has been exhausted \(e\.g\. check quota\)|"
        r"concurrency limit|concurrency_exceeded|ratenlimit überschritten|请求限频|"
        # a relay whose keys or accounts all wait out their limits ("all credentials are
        # cooling down")
        r"(?:credentials?|accounts?|keys?) (?:for [^\n]{1,60} )?(?:are|is) (?:all )?"
        r"cooling down|"
        # one answer at a time per conversation (or per Assistants thread): the next may
        # start once this one ends; requests in flight over the account's allowance
        r"already has an active (?:response|run)\b|"
        r"another process is currently operating on this conversation|"
        r"\bconcurrent requests? limit\b|wait for your ongoing requests to finish|"
        r"(?:requests|tokens) per (?:minute|second)|please wait [0-9]+ ?(?:s|secs?|seconds?)\b",
    ),
    (
        # A model or engine still starting: it will be there ("Engine is not loaded yet",
        # "Model … is not ready yet", an endpoint "not yet deployed", scaled from zero).
        "warming_up",
        "transient",
        r"\bnot (?:loaded|ready|deployed) yet\b|\bnot yet (?:loaded|ready|deployed)\b|"
        r"\bis (?:still |currently )?(?:warming up|starting up|scaling up)\b|"
        # an uploaded file still being processed (Gemini's files API), a generation job
        # still running
        r"\bnot in an active state\b|"
        r"\b(?:generation|job|task|operation|prediction) (?:is )?still pending\b",
    ),
    # A realtime session over its length: the next session starts afresh.
    (
        "session_time_limit",
        "transient",
        r"\bsession (?:hit|reached|exceeded) (?:the|its) maximum duration\b",
    ),
    (
        "unavailable",
        "transient",
        r"service unavailable|temporarily unavailable|\bunavailable\b|"
        r"not ready yet|loading model|model is (?:currently )?loading|"
        # a serverless GPU pool with none free within the wait
        r"\bno gpu is (?:currently )?available\b",
    ),
    (
        "server_error",
        "transient",
        r"server[ _]error|internal[ _]error|server had an error|bad gateway|"
        r"gateway time-?out|web server is returning an unknown error|web server is down|"
        r"origin is unreachable|a timeout occurred|\bservice error\b|queue is full|"
        # a local server's model process that died (it is started again for the next call)
        r"\b(?:model|runner) (?:has )?crashed\b|"
        # the reason phrase of a 502, as some gateways spell it out
        r"invalid response from (?:an |the )?upstream|"
        r"check your (?:network|internet) connection|"
        # a server on its way down: the next call reaches one that is up (or this one, back)
        r"(?:server|manager|engine|service) is shutting down|no more channels available|"
        # Bedrock's bidirectional stream: a server-side code of the 5xx kind under its
        # catch-all ValidationException ("InternalErrorCode=531: Request timeout")
        r"internalerrorcode=5[0-9]{2}\b",
    ),
    (
        "connection",
        "transient",
        # a websocket the server closed mid-answer (DashScope's "Receive unexpected websocket
        # close message")
        r"\bunexpected websocket close\b|"
        # a server or API the client could not reach ("Player2 API is not reachable")
        r"\b(?:is|are) not reachable\b|"
        r"\b(?:server|api|host|endpoint|service) (?:could not|cannot|can't|couldn't) be reached\b|"
        r"connection (?:error|(?:was )?(?:refused|reset|aborted|closed|timed out|lost|dropped|"
        r"failed))|"
        # a proxy's or gateway's error page where its JSON answer should be
        r"returned an html error page|"
        r"\b(?:ollama|local|model|inference|llama) server (?:is |isn'?t |is not )?(?:not )?"
        r"(?:running|started)(?:[.,;:!]|$| on | at )|"
        # a local runner's app saying so ("Ollama is not running", "LM Studio is not
        # reachable at ws://…. Is LM Studio running?"); a provider's dedicated endpoint that
        # is not running is another matter (a deployment someone stopped)
        r"\b(?:ollama|lm ?studio|llama\.?cpp|koboldcpp|localai|jan) (?:is not|isn'?t) "
        r"(?:running|reachable)\b|\bis not reachable at\b|"
        # an app's advice to see whether its server is up: the connection to it failed
        r"\b(?:check|verify|ensure|make sure)(?: that| if| whether)? [^\n]{0,40}"
        r"(?:server|service|daemon) is (?:running|started|up)\b|"
        r"connection attempts failed|other side closed|fetch failed|failed to fetch|"
        r"\bno data received\b|"
        r"\bunable to communicate with (?:the )?(?:ai|api|server|model|llm)\b|"
        # Android's resolver (EAI_NODATA) and its socket torn down under the app
        r"no address associated with hostname|software caused connection abort|"
        r"connection (?:to (?:the )?[a-z]+ )?(?:was |has been )?(?:unexpectedly )?interrupted|"
        r"check your network (?:connection|configuration|settings)|"
        r"upstream connect|"
        r"upstream (?:request timeout|error|timed out|prematurely closed)|no healthy upstream|"
        r"reset before headers|reset reason|network (?:error|is unreachable)|broken pipe|"
        r"socket hang up|socket (?:connection )?(?:was )?closed|socket ?error|econnreset|"
        r"econnrefused|econnaborted|eai_again|ehostunreach|enetunreach|"
        # (a broken pipe's errno, not the letters inside a class name: "HuggingFacePipeline")
        r"\bepipe\b|"
        # undici's codes for a socket closed or a connect / headers / body wait that ran out
        r"und_err_(?:socket|closed|connect_timeout|headers_timeout|body_timeout)|"
        r"name resolution|temporary failure in name|cannot connect|could not connect|"
        r"\bdns (?:resolution|lookup) (?:which )?failed\b|"
        # Cloudflare 525 and Apple's NSURLErrorCannotFindHost
        r"ssl handshake failed|hostname could not be found|"
        r"could not resolve(?: host)?:? [a-z0-9-]+\.[a-z0-9.-]+|could not contact dns|"
        r"dns (?:lookup|resolution|query) (?:failed|error|timed out)|"
        r"failed to connect|unable to connect|connecterror|apiconnectionerror|"
        r"unable to contact (?:the )?server|"
        r"max retries exceeded with url|nameresolutionerror|failed to resolve (?:host|'|\")|"
        r"getaddrinfo|expecting value: line 1 column 1|unable to process your request|"
        # (serde's words for the same empty body)
        r"\beof while parsing a value at line 1 column 0\b|"
        r"goaway|stream was reset|rst_stream|unexpected eof|i/o timeout|network problem|"
        r"no response was returned|failed to get (?:a )?response|retried [0-9]+ times|"
        # Rust's reqwest / hyper: the request never got an answer
        r"error sending request|client error \((?:sendrequest|connect)\)|"
        r"net::err_(?:network|internet|connection|timed_out|address|name_not_resolved|"
        r"empty_response|http2|quic|ssl_protocol)",
    ),
    # A stream or an answer cut short, a server still loading its model or out of workers,
    # a pool or a rate of requests the server itself throttles: apps' and SDKs' wordings.
    (
        "answer_cut_short",
        "transient",
        r"\bstream (?:ended|finished|completed|closed|terminated) (?:without|with no|before|"
        r"prematurely|unexpectedly)|\bstream ended immediately\b|"
        r"\bresponse body (?:is|was) empty\b|"
        r"\b(?:response|stream|body|command|process) (?:ended|exited|closed) prematurely\b|"
        r"\bended the response stream\b|\bno response (?:was )?received\b|"
        r"\bno (?:response |data )?chunks received\b|"
        r"\bno response from (?:the )?(?:llm|model|server|api)\b|"
        r"\berror decoding response body\b|\berr_incomplete_chunked_encoding\b|"
        r"\bhandshake close\b|\bserver misbehaving\b|\brecord layer failure\b|"
        r"\bconnect call failed\b|\b(?:couldn(?:'|’)t|could not|unable to|failed to) connect to\b",
    ),
    (
        "server_not_ready",
        "transient",
        r"\bis currently loading\b|\bis being (?:re)?loaded\b|"
        r"\bno (?:ready |available |healthy )(?:pods|servers|workers|instances|replicas|"
        r"backends)\b|"
        r"\bno instances found for\b|\bengine loop (?:has )?died\b|"
        r"\benginecore encountered an issue\b|"
        r"\bcapacity (?:temporarily )?(?:exceeded|exhausted)\b|\bcapacity temporarily\b|"
        r"\b(?:qps|rps|concurrency|total request) (?:request )?limit reached\b|"
        r"\btemporarily limiting requests\b|\brequest rate increased too quickly\b|"
        r"\bresource has been exhausted\b",
    ),
    # A stream or a connection dropped, a server with issues or shutting down, a worker that
    # faulted, an answer with no choices or no content: more of apps' and SDKs' words for a
    # failure a later call may not meet.
    (
        "answer_or_server_gone",
        "transient",
        r"\bstream(?:ing)? interrupted\b|\berror reading from the stream\b|"
        r"\b(?:websocket|connection|stream) (?:was )?dropped\b|"
        r"\btransmission interrupted\b|\bexperiencing issues\b|\brunning too hot\b|"
        r"\bserver issues\b|\btemporary generation error\b|\bworker faulted\b|"
        r"\bfailed before (?:a )?(?:generation )?response\b|\bis shutting down\b|"
        r"\bno close frame\b|\bhttp/2 protocol error\b|\bname resolver error\b|"
        r"\bdns server returned an error\b|\breconnection attempts\b|"
        r"\b(?:server|service|instance|endpoint|worker) (?:is )?no longer running\b|"
        r"\bcircuit breaker (?:is )?open\b|"
        r"\bparallel requests exceeded\b|\bnull `?choices`?\b|\bno choices? in\b|"
        r"\bno content generated\b|"
        r"\bprediction interrupted\b|\btask finished unexpectedly\b",
    ),
    (
        # Transport and server failures as apps translate them.
        "translated_transient",
        "transient",
        r"超时|超時|タイムアウト|시간 초과|тайм-?аут|zeitüberschreitung|tiempo de espera agotado|"
        r"délai d'attente|连接被拒绝|连接失败|连接中断|連線失敗|网络错误|網路錯誤|"
        r"errore di connessione|error de conexión|erreur de connexion|verbindungsfehler|"
        r"ошибка (?:подключения|соединения|сети)|接続エラー|연결이 (?:시간 초과|끊어)|"
        r"bağlantı hatası|服务器错误|伺服器錯誤|サーバーエラー|서버 오류|ошибка сервера|"
        r"error del servidor|erreur (?:du |de )?serveur|serverfehler|errore del server|"
        r"\b5xx\b|レート制限|速度 제한|요청 한도|лимит запросов|limite de (?:taux|débit)|"
        r"ratenbegrenzung|ліміт частоти|hız sınırı|échec de la connexion|"
        r"неможливо підключитися|не удалось подключиться|servidor está caído|red es inestable|"
        r"خطأ داخلي|起動していないか|si [eè] interrott[ao]|ストリーム[^\n]{0,6}エラー|"
        # "too many requests"
        r"demasiadas (?:solicitudes|peticiones)|muitas (?:solicitações|requisições)|"
        r"trop de requêtes|zu viele anfragen|troppe richieste|te veel verzoeken|"
        r"слишком много запросов|забагато запитів|zbyt wiele (?:żądań|zapytań)|çok fazla istek|"
        r"リクエスト(?:が多すぎ|過多|数が上限)|요청이 너무 많|"
        r"请求(?:过于频繁|太频繁|过多|次数过多)|"
        r"請求(?:過於頻繁|太頻繁|過多)|quá nhiều yêu cầu|terlalu banyak permintaan|"
        r"طلبات كثيرة|बहुत अधिक अनुरोध|คำขอมากเกินไป|příliš mnoho požadavků|"
        r"för många (?:förfrågningar|anrop)|"
        # "network error"
        r"error de red|erro de rede|erreur (?:de )?réseau|netzwerkfehler|errore di rete|"
        r"netwerkfout|сетевая ошибка|помилка мережі|błąd sieci|ağ hatası|ネットワークエラー|"
        r"네트워크 오류|网络异常|網絡錯誤|网络连接失败|lỗi mạng|kesalahan jaringan|"
        r"خطأ في الشبكة|नेटवर्क त्रुटि|chyba sítě|nätverksfel|"
        # "the server is busy / overloaded"
        r"servidor (?:está )?(?:sobrecargado|ocupado|sobrecarregado)|"
        r"serveur (?:est )?(?:surchargé|occupé)|server (?:ist )?(?:überlastet|ausgelastet)|"
        r"server (?:è )?(?:sovraccarico|occupato)|"
        r"服务器繁忙|伺服器繁忙|系統繁忙|负载过高|負載過高|"
        r"サーバーが(?:混雑|過負荷)|混み合って|서버가 (?:혼잡|바쁩|과부하)|"
        r"сервер (?:перегружен|занят)|máy chủ (?:quá tải|đang bận)|sunucu (?:meşgul|aşırı yüklü)|"
        # "internal error", "connection closed", "cannot reach the server", "check your network"
        r"внутренняя ошибка|erro interno|error interno|erreur interne|interner fehler|"
        r"errore interno|内部エラー|내부 오류|内部错误|內部錯誤|dahili hata|lỗi nội bộ|"
        r"kesalahan internal|błąd wewnętrzny|सर्वर त्रुटि|"
        r"conexión cerrada|conexão fechada|connexion fermée|"
        r"verbindung (?:geschlossen|fehlgeschlagen|unterbrochen)|connessione (?:chiusa|interrotta)|"
        r"соединение (?:закрыто|разорвано)|"
        r"الاتصال بالخادم|לא ניתן להתחבר|не удается подключиться|не удаётся подключиться|"
        r"võrguühenduse viga|檢查您的網絡連接|检查您的网络连接|检查网络连接|檢查網路連線|"
        r"ネットワーク接続を確認|네트워크 연결을 확인|"
        r"проверьте (?:подключение к сети|сетевое подключение|интернет-соединение)|"
        r"verifique sua conexão|compruebe su conexión|vérifiez votre connexion|"
        r"n'a renvoyé aucun contenu|"
        # "the queue is full"
        r"hàng đợi đã đầy|la cola está llena|file d'attente est pleine|la coda è piena|"
        r"a fila está cheia|kolejka jest pełna|очередь заполнена|kuyruk dolu|"
        r"warteschlange ist voll|队列已满|隊列已滿|キューがいっぱい|대기열이 가득|"
        # "timed out"
        r"tempo (?:limite )?esgotado|tempo scaduto|przekroczono limit czasu|zaman aşımı|"
        r"hết thời gian chờ|انتهت المهلة|समय सीमा समाप्त|vypršel časový limit|"
        r"tidsgränsen överskreds|час очікування|время ожидания (?:истекло|ответа истекло)|"
        r"превышено время ожидания",
    ),
    (
        "node_fetch",
        "node_transport",
        r"typeerror: (?:terminated|fetch failed|failed to fetch|network ?error|load failed|"
        r"error sending request|"
        r"network request failed)|"
        # node-fetch's FetchError: "request to https://… failed, reason: ECONNRESET".
        r"request to https?://[^\s]+ failed, reason:",
    ),
    # (also JSON.parse's "Unterminated string": most often an answer cut off midway)
    ("terminated", "transient", r"terminated"),
    # Python's socket and SSL read timeouts: the server never answered in time, whatever
    # wrapper a framework puts around it (it outranks a catch-all "bad request" type).
    ("read_timeout", "transient", r"the read operation timed out|\bread timed out"),
    # an answer that stopped arriving midway: a stalled stream, an agent step with no output
    (
        "stream_stalled",
        "transient",
        r"(?:stream|planner|response) stalled\b|no output (?:after|for) [0-9]+ ?s\b|"
        # a model that stopped sending mid-answer ("The AI model (gpt-4o) stopped responding")
        r"\bstopped responding\b",
    ),
    # a plan's tokens of a month or a day ("Monthly token limit reached"): quota, which the
    # decisions let outrank the overflow wording "token limit reached" inside it
    (
        "period_token_limit",
        "quota",
        r"\b(?:monthly|daily|weekly|yearly|annual) token (?:limit|quota|allowance) "
        r"(?:has been |was )?(?:reached|exceeded|hit|used up)\b",
    ),
    # a token limit of a time window ("per-minute token limit exceeded for model …"): the
    # decisions let it outrank the overflow wording "token limit exceeded" inside it
    (
        "windowed_token_limit",
        "transient",
        r"\b(?:per[ _-]?(?:minute|second|hour)|minutely|hourly|tpm) token limit "
        r"(?:exceeded|reached)\b",
    ),
    # the provider's own fetch of a URL the request named ran out of time
    (
        "url_fetch_timeout",
        "transient",
        r"timeout while downloading|timed out (?:while )?downloading",
    ),
    ("timeout", "transient", r"timed? ?-?out|deadline[ _]exceeded|etimedout"),
    (
        "stream_cut",
        "transient",
        r"incomplete chunked read|server disconnected|peer closed connection|unexpected_eof|"
        r"eof occurred in violation of protocol|stream disconnected|"
        # gRPC's words for a stream its HTTP/2 connection dropped
        r"(?:^|\n|: |none )stream removed\b|"
        r"stream (?:was |has been )?(?:closed|ended|interrupted|terminated|cut) "
        r"(?:unexpectedly|before|prematurely|with an? (?:invalid|incomplete|error))|"
        r"prematurely? (?:closed|ended|eof)|"
        # An answer with nothing in it: the seed's empty message, as tools word it.
        r"(?:returned|received|got) (?:an? )?empty (?:or unparsable )?(?:response|reply|answer)|"
        r"did not provide any assistant messages?|returned no content|returned nothing|"
        r"\bempty response from\b|"
        r"(?:response )?body was empty|empty response body|"
        # a stream that ended with no chunk in it ("Chat completion stream was empty")
        r"\bstream (?:was|is) empty\b|"
        # a stream gone quiet
        r"(?:not sent|no|missed|lost) (?:a )?heartbeat|heartbeat (?:timeout|lost|missed)|"
        r"response payload is not completed|incomplete (?:response|read|message|stream)|"
        r"unexpected end of (?:stream|json input|file|data)|error in input stream|"
        r"ended before a done|stream terminated early|connection prematurely closed|"
        r"premature[ _]close|remote end closed connection|chunked transfer encoding|"
        r"stream(?:ing)? error(?: occurred)?\b|"
        r"transferencodingerror|error occurred during streaming|error during streaming|"
        # Gemini's stream with no usable candidate; a router's upstream that ended in error
        r"stream was invalid or completed without|finish_reason: error\b|"
        r"model stream ended with|"
        # a relay's upstream stream that broke off once it had begun
        r"\bstream failed after (?:output|content|data|streaming) (?:began|started)\b|"
        r"failed to parse (?:the )?(?:sse |event |response )?stream(?:$|[:.,]| response| chunk)|"
        # Go's net/http when the connection closed before an answer: Post "https://…": EOF
        r"\": eof\b|"
        r"please wait before trying again|"
        # an app's word for a window of requests that refills by itself ("Please wait before
        # making new requests; the quota will be restored automatically")
        r"\bwait before making (?:new|more|further) requests\b|"
        # a resource of the server's that is still being made (an adapter in training): the
        # same call succeeds once it is done
        r"\bplease wait until [^\n]{0,60}(?:has )?(?:completed|finished|is ready|is loaded)\b",
    ),
    # A GPU out of memory on the serving side: the next call may land on a freer one (no busy
    # wording: under a 4xx the status still decides).
    (
        "gpu_out_of_memory",
        "transient",
        r"cuda out of memory|cuda error: out of memory|"
        # Apple's Metal command buffer out of memory (MLX)
        r"kiogpucommandbuffercallbackerroroutofmemory",
    ),
    # A stream that broke off before any content came: whatever check saw it (a relay's
    # "Stream content validation failed"), no request problem (the decisions read it apart).
    (
        "stream_gone_before_content",
        "transient",
        r"(?:stream )?disconnected before (?:any |valid )?content\b",
    ),
    # An answer that could not be read: an HTML error page where JSON was expected (a
    # proxy's or a load balancer's), a body cut or garbled on the way. Nothing about the
    # request was wrong; the next answer is likely whole.
    (
        "response_unreadable",
        "transient",
        r"unexpected token '?<|invalid character '<' looking for beginning|"
        r"<!doctype [^\n]{0,20}is not valid json|"
        r"(?:failed to|could not|couldn'?t|unable to|cannot) (?:parse|decode) (?:the )?"
        r"(?:model'?s? |server'?s? |api |llm |upstream |provider'?s? )?(?:response|reply|answer)|"
        r"malformed (?:api |server |model |upstream )?response|"
        r"invalid json (?:in|from) (?:the )?(?:stream|response|chunk|server|model)|"
        # (an empty answer is the stream_cut rule's)
        r"(?:model|server|api|provider|llm|upstream) returned (?:an? )?(?:invalid|malformed|"
        r"unparsable|unexpected) (?:response|reply|answer)|"
        r"no content in (?:the )?(?:model'?s? )?response|"
        r"returned no (?:assistant )?output|invalid json response\b|"
        r"no choices (?:were )?(?:returned|in (?:the )?response)|"
        r"(?:response|output) did not contain (?:any )?(?:valid )?(?:text|content)\b|"
        # OpenAI's 500 for a generation that broke its own format; a new sample usually holds
        r"model produced invalid content|"
        # Gemini's answer without a candidate and without a block reason
        r"(?:returned|response (?:has|had|contains?|contained)) no candidates|"
        r"\bno candidates (?:with content )?(?:available|returned)\b|"
        # ... or with one that holds nothing and did not say why it stopped
        r"\b(?:empty|no) content and no finish reason\b|"
        r"(?:model|server|api|provider|llm) returned (?:an? )?empty (?:content|response|reply|"
        r"answer|completion)\b|"
        # a server or model that is starting or resizing: it answers once it has
        r"(?:service|server|model|endpoint|backend|worker|instance|pod|replica)s? (?:is |are )?"
        r"not ready|"
        r"\bnot (?:yet )?loaded yet\b|"
        r"\b(?:warming|scaling|spinning) up\b|\bcold start|"
        r"(?:took|taking|takes) too long|did(?: not|n'?t) respond|"
        r"(?:llm|model|server|provider|api) (?:unexpectedly )?did(?: not|n'?t) return (?:a|any) "
        r"response",
    ),
    # --- request validation wordings --------------------------------------------------
    (
        # A 400's reason phrase, which names no part of the request (the decisions read it
        # as the status it spells where a busy wording stands beside it)
        "bad_request_phrase",
        "bad_request",
        r"bad request",
    ),
    (
        "validation",
        "bad_request",
        r"validation error|too many inputs|max(?:imum)? number of inputs is|"
        # a provider name the client does not know ("Unknown provider 'acme'"), a voice a
        # speech model does not have ("Unknown Kokoro voice: af_x")
        r"\bunknown provider '[^'\n]{1,40}'|\bunknown (?:[a-z]+ )?voice: |"
        r"improperly formed request|参数异常|參數異常|"
        r"minimum allowed deadline is|deadline [0-9.]+ ?m?s is too short|"
        # a message kind the framework cannot send
        r"unexpected message role|unknown message type|"
        # a body the server could not read: the same bytes fail the same way
        r"(?:failed to|unable to|could not|cannot|can't) (?:parse|decode|decompress|read) (?:the )?"
        r"request(?: body| payload| json)?\b|"
        r"cannot unmarshal [a-z]+ into go struct field [a-z0-9_]*request|"
        r"unsupported (?:content|message|block) type|"
        # Mistral's tool call ids (nine letters and digits)
        r"tool call id was [a-z0-9_-]+ but must be|"
        # pydantic's words for a field of the request
        r"input should be (?:a valid|greater than|less than)|value error, |"
        # Anthropic's pairing of tool calls and their results
        r"ids were found without [`'\"]?tool_result|"
        # a parameter named in quotes that the request lacks
        r"\bmissing (?:required )?(?:parameter |field )?[`'\"][a-z_.]{2,40}[`'\"]|"
        r"invalid (?:parameter|argument|value|request|schema|"
        r"json|type|role|format|field|enum)|unsupported (?:parameter|value|argument)|"
        r"unrecognized (?:request )?argument|unknown (?:parameter|field|argument)|"
        r"extra inputs are not permitted|\bnot implemented\b|"
        # "the model does not take images", as apps translate it
        r"non supporta (?:l')?input visivo|nie obsługuje wprowadzania danych wizyjnych|"
        r"não suporta entrada visual|no admite entrada visual|"
        r"ne prend pas en charge (?:l')?entrée visuelle|unterstützt keine bildeingabe|"
        r"не поддерживает визуальный ввод|不支持视觉|不支援視覺|視覚入力をサポートしていません|"
        r"\] is too short - '|should be (?:a )?positive\b|"
        r"(?:can|may) only use one kind|"
        r"only one (?:[a-z_]+ )?(?:choice|value|parameter|image|tool|system message) "
        r"(?:is|are) allowed|"
        r"only supports one [a-z]+ while|"
        r"not supported (?:with|by|for|in) this model|is not allowed|"
        # a feature the configured provider lacks ("Streaming is not available for the
        # connected LLM Provider"): not a service down for now
        r"\bstreaming is not (?:available|supported)\b|"
        r"expected (?:a |an |one of )|must be (?:a |an |one of |less |greater |at |between |"
        r"non-empty|provided|set)|roles must alternate|is a required property|"
        r"missing required|is required|malformed|could not parse|failed to parse|"
        r"is not of type|failed validation|validation failed|(?:must|cannot|can ?not) be empty|"
        r"must not be empty|invalid prompt|"
        r"file (?:size )?(?:exceeds|is too large)|file too large|"
        r"(?:couldn'?t|could not) process the request as (?:made|sent)|"
        r"nicht wie gestellt verarbeiten|"
        r"文件(?:过大|太大|超出大小)|超出大小|"
        r"range of [a-z_]+ should be|but got [0-9]+ items|out of supported range|"
        # OpenAI's Responses API: a tool call sent back without the reasoning item it follows
        r"was provided without its required|"
        r"but the supported range is|"
        r"max(?:imum)? allowed batch size|"
        r"must be strictly|validationerror|参数错误|参数无效|参数不合法|参数非法|非法参数|"
        r"非法字符|不支持|"
        # The output cap asked for is over the model's: no shorter prompt fixes that.
        r"maximum tokens you requested|max(?:imum)?[ _]tokens value|"
        r"maximum allowed number of\s+output tokens|"
        # Anthropic's 413: the request's bytes, not its tokens, are over the limit.
        r"request exceeds the maximum size|"
        r"requires (?:the |a )?--?[a-z][a-z_-]* (?:flag|option|argument)|"
        r"requires more (?:system )?memory|unprocessable|"
        # gRPC's size limit between a server and its backend: the same bytes exceed it again
        r"received message larger than max",
    ),
    # The request wordings that name the part of the request the server cannot work with
    # (kept apart from the others: the decisions let them outrank a server's generic
    # "server error", where any request wording would also take in words about the answer)
    (
        "request_part_named",
        "bad_request",
        r"invalid '[^'\n]{1,80}'|'[a-z_.\[\]0-9]+' field must be|field required|"
        # Vertex AI's words for a value out of its range
        r"the supported range is from|"
        # a tool's JSON schema over the size a provider takes: no context would hold more
        r"(?:\b|_)schema is too (?:long|large|complex)\b|"
        r"missing required (?:parameter|field|argument)|(?:is not|isn'?t) supported|"
        # pydantic's words for a field the schema does not have, which it names beside them
        r"extra inputs are not permitted|"
        r"does not support|"
        # a chat template that cannot render the messages (llama.cpp, vLLM)
        r"chat template|jinja",
    ),
    # --- words that describe a request problem, when nothing more specific matched -----
    (
        "request_problem",
        "bad_request_weak",
        r"\binvalid\b|\bunsupported\b|not supported|\brequired\b|not allowed|"
        r"not permitted|\bmust\b|\bcannot\b|can ?not be|\bmissing\b|\bexpected\b|"
        r"only supported|\bdisabled\b|\bblocked\b|\bdenied\b|\brestricted\b|"
        r"too (?:long|large|many|big|short)|not available|\bunknown (?:field|parameter|"
        r"argument|value|option|type)|\bnot a valid\b|\bno such\b|\billegal\b|"
        r"\bunrecognized\b|\bunexpected (?:field|key|value|type|token|role)|"
        r"\brejected\b|\bnot found\b|\bdoes not exist\b|\bdeprecated\b|"
        # Words that nine in ten dev-corpus texts carrying them are permanent errors:
        r"\bnot\b|\bdoes\b|\bprovided\b|\bspecified\b|\bschema\b|\bfield\b|\bvalid\b|"
        r"\bexists?\b|\bincorrect\b|\bpermission\b|\bcredentials?\b|\bkey\b|\buser\b|"
        r"\btools?\b|\brole\b|\bfunction\b|\bstring\b|\bassistant\b|\bempty\b|"
        r"\bparameters?\b|\bproperties\b|\brequires\b|\bpattern\b|\bcontains?\b|\bfewer\b|"
        r"\bidentifier\b|\bsequence\b|\binstead\b|\bblocks\b|\bendpoints\b|\baccount\b|"
        r"\bbilling\b|\bbalance\b|\bbudget\b|\bcredits\b|\bauthorization\b|\bdocumentation\b",
    ),
    # An SDK's or an app's own checks of a request, in words no server's validation rule
    # above holds: only one of, only N supported, please select a model, no X was set,
    # should be between, exceeds the maximum size.
    (
        "app_request_checks",
        "bad_request",
        # (not "please configure the provider's API key": a key, not a model, is missing)
        r"\bplease (?:select|specify|choose) (?:a |an |the )?(?:model|provider|embedding|llm)\b"
        r"(?:$|[^'’])|"
        r"\byou need to specify (?:a |an )?(?:model|embedding|output)|"
        r"\bno (?:[a-z0-9_-]+ ){0,3}(?:model|path|limit|pref) (?:was|is) set\b|"
        r"\bno (?:ai |llm )?provider selected\b|"
        r"\bno (?:language |chat )?(?:chat )?model selected\b|"
        r"\bunknown (?:llm |api |ai )?(?:provider|type|reasoning effort|input item type)\b|"
        r"\bshould be (?:between|in range|non-negative|json parsable|positive)\b|"
        r"\bhas to be an? (?:float|integer|int|string|number)\b|"
        r"\b(?:can(?:'|’)t|cannot|can not) be (?:given|used|set|specified) together\b",
    ),
    # ... and, weak, since an app's words may be the context's ("exceeds the maximum allowed
    # length", "the context length only supports 8192 tokens"), a request over a maximum it
    # does not name in tokens, or a feature that is the only one supported
    (
        "request_over_maximum",
        "bad_request_weak",
        r"\bonly supports? \b|"
        r"\bonly (?:[a-z0-9_.`\x27\x22-]+ ){1,4}(?:is|are) (?:supported|allowed)\b|"
        r"\b(?:is|are) only (?:supported|available|allowed) (?:on|for|with|in|through)\b|"
        r"\bonly one of\b|\bonly one [a-z]+ (?:can|is allowed|mode)|"
        r"\bexceeds? (?:the )?max(?:imum)?(?: [a-z]+)? (?:limit|size|allowed)\b|"
        r"\bmaximum (?:[a-z]+ )?(?:batch size|file size) (?:of|is|for)\b|"
        r"\bmaximum [0-9,]+ [a-z]+ per request\b",
    ),
    # "Overloaded" said of a name in the request, not of a server ("Function name 'x' is
    # overloaded; tool names must be unique"): the decisions read it apart.
    (
        "overloaded_name",
        "bad_request_weak",
        r"(?:function|method|tool)s?(?: names?)? (?:'[^'\n]{1,60}' )?(?:is |are )?overloaded\b|"
        r"\boverloaded (?:function|method|tool)",
    ),
    # --- wordings that only suggest a transient fault (after validation wordings) ------
    (
        "vague_retry_hint",
        "transient_weak",
        r"try again later|please try again|retry your request|try again in [0-9]|"
        r"try again (?:in a (?:moment|minute|bit|while|few)|shortly|soon)|"
        # a wait under an hour, as a clock reads it ("please retry in 0:00:56")
        r"retry in 0:[0-5][0-9]:[0-5][0-9]\b|"
        r"稍后重试|请稍后|稍后再试|"
        # "try again later" as apps translate it (not a bare "try again": apps end a
        # permanent cause's message with it too, "enter a valid key and try again")
        r"稍後(?:再試|重試)|後でもう一度|しばらくしてから(?:再度|もう一度)|나중에 다시|"
        r"잠시 후 다시|(?:inténtalo|"
        r"vuelva a intentarlo|intente|inténtelo|intenta) (?:de nuevo |"
        r"nuevamente )?más tarde|tente novamente mais tarde|(?:réessayer|"
        r"réessayez) plus tard|später erneut|riprova(?:re)? più tardi|"
        r"spróbuj(?:cie)? ponownie później|попробуйте (?:ещё раз |еще раз |"
        r"снова )?позже|спробуйте (?:ще раз )?пізніше|daha sonra tekrar dene|"
        r"thử lại sau|coba lagi nanti|probeer het later opnieuw|prøv igen senere|"
        r"prøv igjen senere|försök igen senare|zkuste to později|"
        r"încercați din nou mai târziu|próbálja újra később|"
        r"δοκιμάστε ξανά αργότερα|torneu-ho a provar més tard|מאוחר יותר|"
        r"لاحق[اًا]|"
        r"unknown error|something went wrong|unexpected error|an error occurred|"
        r"\bmaximum number of retries\b|\bshould be retried\b|"
        r"provider returned error|"
        # ... and words nine in ten dev-corpus texts carrying them are transient:
        r"<html|<!doctype|\berrno\b|\blater\b|contact us|\bdisconnect|\bhost\b|\bport\b|"
        r"\bclosed\b|\breset\b|\brefused\b|\bpeer\b|\bremote\b|\bdeadline\b|\bthrottl|"
        r"\bcloudflare\b|\bgateway\b|\bheaders\b|\bcommunicating\b|\bsending\b|"
        r"\bpersists\b|\btransport\b|\bsse\b|\bwaiting\b|\bincomplete\b|\baborted\b|"
        r"\bconnections?\b|当前分组|上游|负载",
    ),
    # A network, a connection or a server that failed, and a rate of requests, as apps
    # translate them: weak, since apps also put them before a cause that is not ("网络异常：…
    # Model disabled").
    (
        "translated_network_weak",
        "transient_weak",
        r"ネットワーク(?:に問題|エラー|を確認)|(?:に|へ)接続できませんでした|接続できません|"
        r"応答に時間がかかりすぎ|リクエストが多数届いて|容量制限|"
        r"응답을 받지 못했|네트워크가 (?:불안정|비정상)|네트워크 (?:오류|연결을 확인)|"
        r"일시적인 문제|연결이 (?:끊어|중단)|"
        r"(?:no (?:fue posible|se puede|se pudo|pude) conectar)|error de conexi[oó]n|"
        r"conexi[oó]n (?:al servidor )?se interrumpi[oó]|sin conexi[oó]n|"
        r"l[ií]mite de tasa|n[uú]mero m[aá]ximo de solicitudes|no responde|"
        r"(?:não (?:foi possível|é possível) (?:conectar|ligar))|"
        r"erro (?:ao conectar|de conexão|do servidor)|"
        r"conexão (?:com o servidor )?(?:foi )?interrompida|sem conexão|limite de taxa|"
        r"limite máximo de consultas|saturad[ao]|aucune réponse reçue|"
        r"(?:échec|erreur) de connexion|connexion au serveur a été interrompue|"
        r"réseau est anormal|backend d'ia est (?:actuellement )?indisponible|saturée|"
        r"limite de (?:débit|taux)|(?:netzwerkverbindung|internetverbindung)|"
        r"keine verbindung|"
        r"verbindung (?:zu|zum|zur) [^\n.]*(?:fehlgeschlagen|nicht möglich)|"
        r"verbindung vom server geschlossen|verbindungsaufbau|anfragelimit|"
        r"maximale anzahl an anfragen|stream konnte nicht gelesen|nessuna connessione|"
        r"connessione al server è stata interrotta|disconnesso|limitato dalla frequenza|"
        r"numero massimo di richieste|problema col server|brak połączenia|"
        r"błąd (?:połączenia|serwera)|połączenie z serwerem zostało|"
        r"jesteś (?:aktualnie )?offline|maksymalną ilość zapytań|upłynąć limit czasu|"
        r"czas oczekiwania|(?:не удалось|не могу|невозможно) подключиться|"
        r"(?:сеть|сети) (?:аномальн|есть аномалия)|лимита? запросов|"
        r"ограничивает запросы|отвечает слишком долго|"
        r"(?:сервис|служба|сервер)[^\n.,]*недоступ|ошибка прокси|сессия прервана|"
        r"мережа працює некоректно|проблема з підключенням|помилка сервера|"
        r"перевищення ліміту запит|(?:сервіс|служба|сервер)[^\n.,]*недоступ|"
        r"bağlanılamıyor|ağ hatalı|hız limiti|istek limiti|"
        r"sağlayıcı (?:meşgul|isteği sonlandırdı)|"
        r"(?:servisi|sunucu|hizmeti)[^\n.,]*kullanılamıyor|"
        r"(?:lỗi kết nối|kết nối lỗi)|không thể kết nối|số lượng yêu cầu tối đa|"
        r"giới hạn tỷ lệ|bị gián đoạn|bão hòa|gagal terhubung|kesalahan koneksi|"
        r"koneksi jaringan|jaringan tidak normal|eror server|batas rate|"
        r"tidak dapat membuat tanggapan|تعذر الاتصال|غير قادر على الاتصال|"
        r"خطأ في الاتصال|الشبكة غير طبيعية|الحد الأقصى لعدد (?:الطلبات|استخدام)|"
        r"خطای (?:اتصال|سرور)|"
        r"بیشتر از حد مجاز درخواست|(?:אין אפשרות|לא ניתן|נכשל) להתחבר|שגיאת (?:חיבור|"
        r"שירות)|חיבור לרשת|מגבלת בקשות|"
        r"שגיאה פנימית|geen verbinding|verbinding (?:met de server )?(?:is )?verbroken|"
        r"verbindingsfout|anslutningen till servern avbröts|kunde inte ansluta|"
        r"körs inte eller är inte tillgänglig|"
        r"forbindelse(?:n)? (?:til serveren )?(?:blev )?afbrudt|feilet tilkobling|"
        r"serverfejl|intern fejl|spojení se serverem bylo|problém se spojením|"
        r"chyba časového limitu|ตรวจสอบการเชื่อมต่อเครือข่าย|"
        r"(?:网络|網路|網絡)(?:连接|連線|連接)?(?:似乎|好像)?(?:异常|異常|错误|錯誤|故障|问题|"
        r"問題|不稳定|不穩定|已断开|已斷開|断开|斷開|中断|中斷|失败|失敗)|"
        r"(?:连接|連接|連線)(?:被重置|已断开|已斷開|断开|斷開|错误|錯誤|异常|異常|被(?:服务器|"
        r"伺服器|服務器)(?:关闭|關閉))|"
        r"(?:连接|連接|連線)[^\n。，,]*(?:失败|失敗)|(?:请求|請求)(?:频率|頻率)(?:过高|過高)|"
        r"(?:请求|請求)太(?:快|多|频繁|頻繁)|未收到[^\n。，,]*(?:响应|回應|回复|回覆|结果|結果)|"
        r"(?:后端|後端)[^\n。，,]*(?:无法使用|無法使用|不可用)|无法连线|無法連線|"
        r"(?:服务|服務)[^\n。，,]*(?:不可用|无法使用|無法使用|暂不可用|暫不可用)|(?:无法|"
        r"無法)(?:连接|連接|連線)(?:到)?|"
        r"未检测到[^\n。，,]*服务",
    ),
    (
        "mentions_token_limit",
        "overflow_weak",
        r"exceed[^\n]*\btokens?\b|\btokens?\b[^\n]*exceed|however, your|\bcompress|"
        r"too long|too large",
    ),
)

#: Each concept as software in 47 languages words it (:mod:`retrylens._translations`):
#: matched by a set of its own (``_decisions``), so that its long lists of words do not
#: multiply the states of the main set's DFA; part of :data:`RULES`, after the others.
_WORD_GROUPS: Final[dict[str, RuleGroup]] = {
    "key": "auth",
    "login": "auth",
    "permission": "auth",
    "quota": "quota",
    "quota_weak": "quota_weak",
    "model": "not_found",
    "filter": "content_filter",
    "image": "image",
    "request": "bad_request",
    "busy": "transient",
    "length": "overflow",
    "length_weak": "overflow_weak",
}
TRANSLATED_WORD_RULES: Final[tuple[tuple[str, RuleGroup, str], ...]] = tuple(
    (f"translated_{name}_words", _WORD_GROUPS[name], _tr.alternatives(table))
    for name, table in _tr.TABLES.items()
)
#: ``(name, group, pattern)``; names are what ``retrylens classify`` and spans report.
RULES: Final[tuple[tuple[str, RuleGroup, str], ...]] = (*_CORE_RULES, *TRANSLATED_WORD_RULES)


#: The seed's retry pattern (SPEC §3), offered as a Python regex: any transient wording or
#: transient status. (The decisions match :data:`RULES` with RE2; this is for callers.)
RETRY_PATTERN: Final[re.Pattern[str]] = re.compile(
    "|".join(
        f"(?:{rx})"
        for name, group, rx in RULES
        if group in ("transient", "status_transient", "transient_code", "node_transport")
        or group == "transient_weak"
    ),
    re.IGNORECASE,
)

# --- SPEC §4: the seed's permanent markers -------------------------------------------

#: Lower-case substrings of ``"TypeName: text"`` that mark an error as permanent (the
#: seed's list; every one stays permanent, and the rules above know many more).
PERMANENT_ERROR_MARKERS: Final[tuple[str, ...]] = (
    "not a valid image",
    "invalid image",
    "image data is not",
    "login expired",
    "login failed",
    "re-auth",
    "unauthorized",
    "invalid api key",
    "invalid_api_key",
)

# --- structured facts: provider error types/codes and exception names -----------------

StructuredGroup = Literal[
    "overflow",
    "quota",
    "auth",
    "api_key",
    "not_found",
    "image",
    "content_filter",
    "transient",
    "bad_request",
]

#: Lower-cased provider error type/code or exception class name -> what it says.
STRUCTURED_CODES: Final[dict[str, StructuredGroup]] = {
    # context overflow
    "context_length_exceeded": "overflow",
    "exceed_context_size_error": "overflow",
    "model_context_window_exceeded": "overflow",
    "context_window_exceeded": "overflow",
    "tokens_limit_reached": "overflow",
    "max_tokens_per_request": "overflow",
    "message_length_exceeds_limit": "overflow",
    "input_length": "overflow",
    "request_too_large": "bad_request",
    "contextwindowexceedederror": "overflow",
    "contextoverflowerror": "overflow",
    # quota and billing
    "insufficient_quota": "quota",
    "insufficientquota": "quota",
    "billing_hard_limit_reached": "quota",
    "billing_not_active": "quota",
    "insufficient_balance": "quota",
    "insufficient_credits": "quota",
    "payment_required": "quota",
    "budgetexceedederror": "quota",
    "spend_limit_exceeded": "quota",
    "quota_exhausted": "quota",
    # Codex's plan windows (five hours, a week), as the error's type
    "usage_limit_reached": "quota",
    # credentials
    "invalid_api_key": "api_key",
    "api_key_invalid": "api_key",
    "missing_api_key": "api_key",
    "authentication_error": "auth",
    "authenticationerror": "auth",
    "clientauthenticationerror": "auth",
    "permission_error": "auth",
    "permissiondeniederror": "auth",
    "permission_denied": "auth",
    "unauthenticated": "auth",
    "unauthorized": "auth",
    "invalid_grant": "auth",
    "accessdeniedexception": "auth",
    "unrecognizedclientexception": "auth",
    "expiredtokenexception": "auth",
    "invalidsignatureexception": "auth",
    "account_deactivated": "auth",
    # OpenAI: the workspace (a ChatGPT plan's organization) the login belongs to was closed
    "deactivated_workspace": "auth",
    # unknown model / deployment
    "model_not_found": "not_found",
    "not_found_error": "not_found",
    "notfounderror": "not_found",
    "not_found": "not_found",
    "deploymentnotfound": "not_found",
    "resourcenotfoundexception": "not_found",
    "model_decommissioned": "not_found",
    # Azure AI Inference: the model named is not one the endpoint serves
    "unavailable_model": "not_found",
    # rejected inputs
    "invalid_image": "image",
    "image_parse_error": "image",
    "invalid_image_format": "image",
    "invalid_image_url": "image",
    "content_filter": "content_filter",
    "content_policy_violation": "content_filter",
    # DashScope: the input (or the history it carries) failed the provider's inspection
    "datainspectionfailed": "content_filter",
    "data_inspection_failed": "content_filter",
    "responsibleaipolicyviolation": "content_filter",
    # transient
    "err_stream_premature_close": "transient",
    "rate_limit_exceeded": "transient",
    "rate_limit_error": "transient",
    "ratelimiterror": "transient",
    "overloaded_error": "transient",
    "api_error": "transient",
    "server_error": "transient",
    "timeout_error": "transient",
    # OpenAI's Responses stream: "stream disconnected before completion" as an error event
    "request_timeout": "transient",
    "internalservererror": "transient",
    "serviceunavailableerror": "transient",
    "apiconnectionerror": "transient",
    "apitimeouterror": "transient",
    "conflicterror": "transient",
    "throttlingexception": "transient",
    # Alibaba Cloud's codes: Throttling, Throttling.RateQuota, Throttling.AllocationQuota…
    "throttling": "transient",
    "serviceunavailableexception": "transient",
    "internalserverexception": "transient",
    "modelstreamerrorexception": "transient",
    "modelnotreadyexception": "transient",
    "modeltimeoutexception": "transient",
    "resource_exhausted": "transient",
    "unavailable": "transient",
    "internal": "transient",
    "deadline_exceeded": "transient",
    "engine_overloaded": "transient",
    "cancelled": "transient",
    "invalidstreamerror": "transient",
    "capacitynotavailableerror": "transient",
    "remoteprotocolerror": "transient",
    "readtimeout": "transient",
    "writetimeout": "transient",
    "connecttimeout": "transient",
    "pooltimeout": "transient",
    "readerror": "transient",
    "writeerror": "transient",
    "connecterror": "transient",
    "networkerror": "transient",
    "timeoutexception": "transient",
    "streamincompleteerror": "transient",
    "modelcalltimeouterror": "transient",
    "connectionerror": "transient",
    "connectionreseterror": "transient",
    "connectionrefusederror": "transient",
    "connectionabortederror": "transient",
    "brokenpipeerror": "transient",
    "serverdisconnectederror": "transient",
    "clientpayloaderror": "transient",
    # request validation
    "invalid_request_error": "bad_request",
    "badrequesterror": "bad_request",
    "unprocessableentityerror": "bad_request",
    "validationexception": "bad_request",
    "invalid_argument": "bad_request",
    "failed_precondition": "bad_request",
    "invalid_parameter": "bad_request",
    "invalid_value": "bad_request",
    "unsupported_parameter": "bad_request",
    "unsupported_value": "bad_request",
    "missing_required_parameter": "bad_request",
    "unknown_parameter": "bad_request",
}

#: Codes that name a rate window, never an empty account: with one, a quota wording
#: ("Allocated quota exceeded") is a limit per time window.
RATE_WINDOW_CODES: Final[frozenset[str]] = frozenset(
    {"throttling", "throttlingexception", "rate_limit_exceeded"}
)

#: Exception types that are programming errors: raised at once, never retried.
PROGRAMMING_ERROR_TYPES: Final[tuple[type[BaseException], ...]] = (
    TypeError,
    NotImplementedError,
    ConfigurationError,
)
PROGRAMMING_ERROR_NAMES: Final[frozenset[str]] = frozenset(
    t.__name__ for t in PROGRAMMING_ERROR_TYPES
)
