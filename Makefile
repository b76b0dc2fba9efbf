# Two commands on a fresh machine: `make run` and `make test`. Both create the local
# virtual environment on first use and reuse it afterwards, and build the generated
# files (compiled Qt resources, compiled translations) that are never committed.

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

QRC_OUT := marjolet_qt/app/resources_rc.py
TS_FILES := $(wildcard marjolet_qt/i18n/*.ts)
QM_FILES := $(TS_FILES:.ts=.qm)
ASSETS := $(shell find assets -name '*.svg' 2>/dev/null)
APP_SOURCES = $(filter-out $(QRC_OUT),$(shell find marjolet_qt -name '*.py'))

.PHONY: run test test-all fuzz lint typecheck format bench screenshots generated translations clean native FORCE

# The search's hot modules compiled with mypyc (marjolet_qt/ai/native.py says which and
# why), rebuilt when their sources change. Without a C compiler this says so and the game
# runs the same search in pure Python; NATIVE_FLAGS=--require makes that an error (CI's
# frozen builds, which must ship it compiled).
NATIVE_STAMP := marjolet_qt/ai/_native.json
# The script runs every time and decides, from the stamp's hashes of every source the
# compiled modules are built against and the interpreter, whether to build; it rewrites the
# stamp (and so makes the freeze follow) only when it builds. A build that could not
# compile is remembered: no new try until a source changes, or NATIVE_FLAGS=--require.
NATIVE_FLAGS ?=

native: $(NATIVE_STAMP)

$(NATIVE_STAMP): FORCE | $(STAMP)
	@$(BIN)/python tools/build_native.py $(NATIVE_FLAGS)

FORCE:

# marjolet_qt/__init__.py holds the version: the installed metadata must follow it.
$(STAMP): pyproject.toml marjolet_qt/__init__.py
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

generated: $(QRC_OUT) $(QM_FILES)

$(QRC_OUT): resources.qrc $(ASSETS) | $(STAMP)
	$(BIN)/pyside6-rcc resources.qrc -o $@

marjolet_qt/i18n/%.qm: marjolet_qt/i18n/%.ts | $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# Refresh the translation sources from the code (then translate the new entries).
translations: $(STAMP)
	$(BIN)/python tools/update_translations.py $(TS_FILES)

run: $(STAMP) generated native
	$(BIN)/python -m marjolet_qt

# `make test` leaves out the tests marked slow (long property runs, whole rounds and games
# played by the opponent); `make test-all` runs every test, as CI does.
test: $(STAMP) generated native
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -m "not slow"

# (Then the solver's and the search's own tests again on their Python sources, which run
# wherever nothing is compiled: everything else ran compiled.)
test-all: $(STAMP) generated native
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q
	MARJOLET_PURE=1 $(BIN)/python -m pytest -q -m "slow or not slow" \
		tests/ai/test_solver.py tests/ai/test_search_identity.py

# `make fuzz` runs the hostile-input tests (marked fuzz) long: the readers with the
# hypothesis profile "fuzz", the monkey with MONKEY_EVENTS random events (a new seed each
# run unless MONKEY_SEED is given; a failure prints its seed). `make test` runs them short.
MONKEY_EVENTS ?= 200000
MONKEY_SEED ?= random
fuzz: $(STAMP) generated native
	QT_QPA_PLATFORM=offscreen MONKEY_EVENTS=$(MONKEY_EVENTS) MONKEY_SEED=$(MONKEY_SEED) \
		HYPOTHESIS_PROFILE=fuzz $(BIN)/python -m pytest -q -s -m fuzz

lint: $(STAMP) typecheck lint-packaging
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# mypy, configured in pyproject.toml ([tool.mypy]); it needs the compiled resources.
typecheck: $(STAMP) $(QRC_OUT)
	$(BIN)/mypy

format: $(STAMP)
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

bench: $(STAMP) generated native
	$(BIN)/python benchmarks/engine.py

# `make screenshots`: the real window, offscreen, in a crowded mid-round position at
# 800×600, 1280×820, 1920×1080 and 2560×1440, device pixel ratios 1 and 2, English and
# French, Marjolet and Bésigue, into build/screenshots/ (to look at, never committed); and
# the README's four into docs/screenshots/ (tools/screenshots.py).
screenshots: $(STAMP) generated
	$(BIN)/python tools/screenshots.py --readme

clean:
	rm -f marjolet_qt/ai/*.so marjolet_qt/ai/*.pyd marjolet_qt/ai/*.native-old* $(NATIVE_STAMP)
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache .mypy_cache $(QRC_OUT) $(QM_FILES)

# --- Installers (docs/install.md) --------------------------------------------------------
# `make dist` builds the installer of the system it runs on: the frozen program (PyInstaller,
# packaging/marjolet-qt.spec) and then the .deb on Linux, the .dmg on macOS, the Inno Setup
# installer on Windows. `make freeze` rebuilds the frozen program only when a source changed.

PYINSTALLER := $(BIN)/pyinstaller
FROZEN := dist/marjolet-qt/marjolet-qt
FREEZE_INPUTS = packaging/marjolet-qt.spec packaging/launcher.py packaging/appinfo.py \
	packaging/make_icons.py pyproject.toml $(APP_SOURCES) $(ASSETS) $(QRC_OUT) $(QM_FILES)

.PHONY: icons freeze smoke-frozen dist deb test-deb appimage

$(PYINSTALLER): | $(STAMP)
	$(BIN)/pip install --quiet 'pyinstaller>=6'

icons: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python packaging/make_icons.py

freeze: $(FROZEN)

$(FROZEN): $(FREEZE_INPUTS) $(NATIVE_STAMP) | $(PYINSTALLER)
	QT_QPA_PLATFORM=offscreen $(PYINSTALLER) --noconfirm --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/marjolet-qt.spec
	touch $@

smoke-frozen: $(FROZEN)
	packaging/smoke_test.sh

deb: $(FROZEN)
	packaging/linux/install_build_deps.sh --check
	$(BIN)/python packaging/linux/build_deb.py

test-deb: deb
	packaging/linux/test_deb.sh

appimage: $(FROZEN)
	packaging/linux/appimage/build_appimage.sh

ifeq ($(OS),Windows_NT)
dist:
	powershell -NoProfile -ExecutionPolicy Bypass -File packaging/windows/build.ps1
else ifeq ($(shell uname -s),Darwin)
dist: smoke-frozen
	packaging/macos/build_dmg.sh
else
# The build packages are checked (or installed, as root) before minutes of freezing.
dist:
	packaging/linux/install_build_deps.sh --check
	$(MAKE) smoke-frozen deb
endif

# --- Packaging checks (issue #16) ------------------------------------------------------------
# `make lint-packaging` (part of `make lint`): actionlint on the GitHub workflows and
# shellcheck on every shell script under packaging/ and .ci/run, both pinned in
# packaging/lint-tools.txt and installed into the venv. `make check-windows-installer`:
# compiles the Inno Setup installer and installs, checks and uninstalls it under Wine
# (packaging/windows/check_installer.sh; Linux, root installs Wine when missing).

LINT_TOOLS := $(VENV)/.lint-tools-stamp
SHELL_SCRIPTS = .ci/run $(sort $(shell find packaging -type f -exec awk 'FNR == 1 && /^\#!.*[\/ ](ba)?sh( |$$)/ { print FILENAME }' {} +))

.PHONY: lint-packaging check-windows-installer

$(LINT_TOOLS): packaging/lint-tools.txt | $(STAMP)
	$(BIN)/python -m pip install --quiet -r packaging/lint-tools.txt
	touch $@

lint-packaging: $(LINT_TOOLS)
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/actionlint
	$(BIN)/shellcheck $(SHELL_SCRIPTS)

check-windows-installer: icons
	PYTHON=$(BIN)/python packaging/windows/check_installer.sh
