"""Keys and URLs from the environment, as the official SDKs read them."""

from __future__ import annotations

import pytest

import retrylens as rl


def test_openai_key_url_org_and_project_come_from_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """OPENAI_API_KEY/BASE_URL/ORG_ID/PROJECT_ID are used when the arguments are unset."""
    with rl.testing.FaultServer(api_key="sk-from-env-123") as server:
        monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env-123")
        monkeypatch.setenv("OPENAI_BASE_URL", server.openai_url)
        monkeypatch.setenv("OPENAI_ORG_ID", "org-1")
        monkeypatch.setenv("OPENAI_PROJECT_ID", "proj-1")
        with rl.OpenAIChatProvider(model="m") as provider:
            assert provider.base_url == server.openai_url
            assert rl.Runtime(provider).exec("hi")
            assert "sk-from-env-123" not in repr(provider)
        seen = server.history[-1].headers
    assert seen["authorization"] == "Bearer sk-from-env-123"
    assert seen["openai-organization"] == "org-1" and seen["openai-project"] == "proj-1"


def test_anthropic_key_and_url_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """ANTHROPIC_API_KEY and ANTHROPIC_BASE_URL are used when the arguments are unset."""
    with rl.testing.FaultServer(api_key="sk-ant-env-456") as server:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-env-456")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
        with rl.AnthropicProvider(model="claude") as provider:
            assert rl.Runtime(provider).exec("hi")
        assert server.history[-1].headers["x-api-key"] == "sk-ant-env-456"


def test_anthropic_auth_token_is_a_bearer_header_and_redacted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ANTHROPIC_AUTH_TOKEN (no API key) goes as Authorization: Bearer and is redacted."""
    monkeypatch.setenv("ANTHROPIC_AUTH_TOKEN", "tok-secret-789")
    provider = rl.AnthropicProvider(model="claude")
    assert provider.headers["authorization"] == "Bearer tok-secret-789"
    assert "Bearer tok-secret-789" in provider.redact_values


def test_arguments_win_over_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """An explicit api_key/base_url is used even when the variables are set."""
    monkeypatch.setenv("OPENAI_API_KEY", "sk-env")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://env.invalid/v1")
    p = rl.OpenAIChatProvider(model="m", api_key="sk-arg", base_url="http://127.0.0.1:9/v1")
    assert p.base_url == "http://127.0.0.1:9/v1" and p.redact_values[0] == "sk-arg"


@pytest.mark.parametrize(
    ("make", "variable"),
    [
        (lambda: rl.OpenAIChatProvider(model="gpt-4o"), "OPENAI_API_KEY"),
        (lambda: rl.AnthropicProvider(model="claude"), "ANTHROPIC_API_KEY"),
        (
            lambda: rl.OpenAIChatProvider(model="m", base_url="https://api.openai.com/v1/"),
            "OPENAI_API_KEY",
        ),
    ],
)
def test_no_key_for_the_real_host_is_refused_at_construction(make: object, variable: str) -> None:
    """With no key anywhere, the provider's own host is refused before any call is made."""
    with pytest.raises(rl.ConfigurationError, match=variable):
        make()  # type: ignore[operator]


def test_no_key_is_fine_for_other_servers_and_with_an_auth_header() -> None:
    """Local servers (vLLM, Ollama) need no key; a key in headers counts as one."""
    local = rl.OpenAIChatProvider(model="m", base_url="http://127.0.0.1:8000/v1")
    assert local.redact_values == () and local._request_headers() == {}
    bearer = rl.OpenAIChatProvider(model="m", headers={"Authorization": "Bearer x-from-header"})
    assert bearer.base_url == "https://api.openai.com/v1"
    assert bearer.redact_values == ("Bearer x-from-header",)
    keyed = rl.AnthropicProvider(model="claude", headers={"x-api-key": "sk-ant-in-header"})
    assert keyed.base_url == "https://api.anthropic.com"
    assert keyed.redact_values == ("sk-ant-in-header",)


def test_an_empty_variable_counts_as_unset(monkeypatch: pytest.MonkeyPatch) -> None:
    """OPENAI_API_KEY='' does not send an empty bearer token; it is refused as missing."""
    monkeypatch.setenv("OPENAI_API_KEY", "")
    with pytest.raises(rl.ConfigurationError):
        rl.OpenAIChatProvider(model="m")
