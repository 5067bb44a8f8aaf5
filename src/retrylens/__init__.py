"""retrylens: observability-first retries for LLM model calls."""

from __future__ import annotations

from . import telemetry, testing
from ._agent import Agent, agent_loop
from ._anthropic import AnthropicProvider
from ._decisions import (
    BudgetSnapshot,
    Classification,
    Decision,
    ExecAttempt,
    Failure,
    SessionAttempt,
    classify_exception,
    classify_failure,
    classify_message,
    classify_text,
    compute_backoff_ms,
    decide_exec,
    decide_session,
    is_context_overflow,
    is_permanent_error,
    is_retryable_error,
    permanent_category,
)
from ._exceptions import (
    ConfigurationError,
    ContextOverflowError,
    EventLoopRunningError,
    ExecError,
    ModelCallError,
    RedactedError,
    RetrylensError,
    StreamIncompleteError,
    UnfinishedAnswerError,
)
from ._http import ModelCallTimeoutError, parse_retry_after
from ._messages import (
    AssistantMessage,
    ContentPart,
    Done,
    ErrorEvent,
    ImagePart,
    Message,
    ModelRequest,
    Provider,
    ReasoningDelta,
    StreamEvent,
    TextDelta,
    TextPart,
    Tool,
    ToolCall,
    ToolCallDelta,
    ToolResultPart,
    Usage,
    UserMessage,
)
from ._openai import OpenAIChatProvider
from ._patterns import PERMANENT_ERROR_MARKERS, RETRY_PATTERN
from ._policy import RetryPolicy, RetrySettings, TokenBucketSettings
from ._redact import RedactingFilter, redact
from ._runtime import Conversation, Runtime
from ._sdk import AnthropicSDKProvider, LiteLLMProvider, OpenAISDKProvider, SDKRetriesWarning
from ._session import AgentSession
from ._shared_budget import RedisBudget
from ._sse import StreamDecodeError
from ._streaming import AnswerStream, FinalMessage, Restart, RetryNotice, RuntimeStreamEvent

__version__ = "0.1.0.dev0"

__all__ = [
    "PERMANENT_ERROR_MARKERS",
    "RETRY_PATTERN",
    "Agent",
    "AgentSession",
    "AnswerStream",
    "AnthropicProvider",
    "AnthropicSDKProvider",
    "AssistantMessage",
    "BudgetSnapshot",
    "Classification",
    "ConfigurationError",
    "ContentPart",
    "ContextOverflowError",
    "Conversation",
    "Decision",
    "Done",
    "ErrorEvent",
    "EventLoopRunningError",
    "ExecAttempt",
    "ExecError",
    "Failure",
    "FinalMessage",
    "ImagePart",
    "LiteLLMProvider",
    "Message",
    "ModelCallError",
    "ModelCallTimeoutError",
    "ModelRequest",
    "OpenAIChatProvider",
    "OpenAISDKProvider",
    "Provider",
    "ReasoningDelta",
    "RedactedError",
    "RedactingFilter",
    "RedisBudget",
    "Restart",
    "RetryNotice",
    "RetryPolicy",
    "RetrySettings",
    "RetrylensError",
    "Runtime",
    "RuntimeStreamEvent",
    "SDKRetriesWarning",
    "SessionAttempt",
    "StreamDecodeError",
    "StreamEvent",
    "StreamIncompleteError",
    "TextDelta",
    "TextPart",
    "TokenBucketSettings",
    "Tool",
    "ToolCall",
    "ToolCallDelta",
    "ToolResultPart",
    "UnfinishedAnswerError",
    "Usage",
    "UserMessage",
    "__version__",
    "agent_loop",
    "classify_exception",
    "classify_failure",
    "classify_message",
    "classify_text",
    "compute_backoff_ms",
    "decide_exec",
    "decide_session",
    "is_context_overflow",
    "is_permanent_error",
    "is_retryable_error",
    "parse_retry_after",
    "permanent_category",
    "redact",
    "telemetry",
    "testing",
]
