# One entry point: `make test` bootstraps .venv from nothing and runs every check.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: test demo bench lint typecheck unit venv clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $@

venv: $(VENV)/.installed

lint: $(VENV)/.installed
	$(BIN)/ruff format --check src tests dashboards examples benchmarks
	$(BIN)/ruff check src tests dashboards examples benchmarks

typecheck: $(VENV)/.installed
	$(BIN)/mypy

unit: $(VENV)/.installed
	$(BIN)/pytest

test: lint typecheck unit

demo: $(VENV)/.installed
	$(BIN)/retrylens demo

$(VENV)/.bench: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	touch $@

bench: $(VENV)/.bench
	$(BIN)/python benchmarks/run_all.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
