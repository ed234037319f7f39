# Two commands on a fresh machine: `make run` (the bot, or the offline console
# without a token) and `make test` (lint + the whole test suite).
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

.PHONY: run test test-fast lint fix bench clean postgres chromium

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.runtime: requirements.txt | $(BIN)/python
	$(BIN)/pip install -q -r requirements.txt
	touch $@

$(VENV)/.dev: requirements.txt requirements-dev.txt | $(BIN)/python
	$(BIN)/pip install -q -r requirements-dev.txt
	touch $@ $(VENV)/.runtime

run: $(VENV)/.runtime
	@$(BIN)/python -m compileall -q bot.py config.py cogs rules records render league locales fakediscord web rolls sequences >/dev/null
	$(BIN)/python bot.py

# The storage tests start their own PostgreSQL server (tests/pgserver.py): its binaries come from Debian's
# `postgresql` package, installed here when missing (as root, as CI runs), never skipped.
postgres:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installation de PostgreSQL (paquet Debian postgresql) pour les tests…"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; \
	  else \
	    echo "make test démarre un serveur PostgreSQL : installez-le (sudo apt-get install postgresql)" >&2; exit 1; \
	  fi; }

# The league pages' browser tests (tests/web/test_browser.py) drive Debian's `chromium` through Playwright (its
# executable_path, no browser download): installed here when missing (as root, as CI runs), never skipped.
chromium:
	@test -x /usr/bin/chromium || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installation de Chromium (paquet Debian chromium) pour les tests des pages web…"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else \
	    echo "make test lance Chromium pour les pages web : installez-le (sudo apt-get install chromium)" >&2; exit 1; \
	  fi; }

test: $(VENV)/.dev postgres chromium
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/python -m pytest

# The developer loop: the same checks as `make test` (ruff format included, so a green test-fast is not followed
# by a red test on format), on every core (pytest-xdist), without the end-to-end suite (tests/e2e starts real bot
# processes) nor the exhaustive enumerations marked slow.
test-fast: $(VENV)/.dev postgres chromium
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -n auto --ignore=tests/e2e -m "not slow"

fix: $(VENV)/.dev
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

# ruff, then mypy (configured in pyproject.toml: strict on the application, lighter on the tests).
lint: $(VENV)/.dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

bench: $(VENV)/.dev
	$(BIN)/python -m bench.bot_latency
	$(BIN)/python -m bench.roll_path
	$(BIN)/python -m bench.league_queries
	$(BIN)/python -m bench.rules_odds
	$(BIN)/python -m bench.postmatch_apply
	$(BIN)/python -m bench.postgres_queries
	$(BIN)/python -m bench.web_pages

clean:
	rm -rf $(VENV)
