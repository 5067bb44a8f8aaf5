# One entry point: `make test` bootstraps .venv from nothing and runs every check.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: test demo bench lint typecheck unit venv clean learned

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

venv: $(VENV)/.installed

# The demo needs only the `cli` extra (rich and the OpenTelemetry SDK), not the test toolchain.
# uv installs it in ~3 s where pip takes ~13 s on 2 cores; pip stays the fallback (no uv on
# the index, an index only pip is configured for).
$(VENV)/.cli: pyproject.toml
	@if $(PYTHON) -m pip --version >/dev/null 2>&1; then \
	  $(PYTHON) -m venv --without-pip $(VENV) && \
	  $(PYTHON) -m pip --python $(BIN)/python install --quiet --disable-pip-version-check uv; \
	else \
	  $(PYTHON) -m venv $(VENV) && $(BIN)/python -m pip install --quiet uv; \
	fi 2>/dev/null || true
	$(BIN)/uv pip install --python $(BIN)/python --quiet -e '.[cli]' 2>/dev/null \
	  || { $(PYTHON) -m venv $(VENV) && \
	       $(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[cli]'; }
	touch $@

lint: $(VENV)/.installed
	$(BIN)/ruff format --check src tests dashboards examples benchmarks
	$(BIN)/ruff check src tests dashboards examples benchmarks

typecheck: $(VENV)/.installed
	$(BIN)/mypy

unit: $(VENV)/.installed
	$(BIN)/pytest

test: lint typecheck unit

demo: $(VENV)/.cli
	$(BIN)/retrylens demo

$(VENV)/.bench: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	touch $@

bench: $(VENV)/.bench
	$(BIN)/python benchmarks/run_all.py

# After the corpus changes: refit the learned second opinion on its dev part (scikit-learn;
# a test fails while the shipped model is stale).
learned: $(VENV)/.installed
	$(BIN)/python -c 'import sys; from retrylens._learned import main; \
	  sys.exit(main(["tests/data/error_corpus.jsonl"]))'

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
