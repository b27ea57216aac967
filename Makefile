# Makefile - builds scr (the compiler), libscr in five flavours and the C unit
# tests, runs the test lanes and regenerates expected/. README.md has the two
# commands a fresh machine needs; docs/corpus.md describes the corpus flow.
#
# Products (the compiler finds include/ and lib/ next to its own bin/):
#   build/bin/scr                   the compiler (compiler/*.c)
#   build/include/scr.h             copy of runtime/include/scr.h
#   build/lib/libscr-FLAVOUR.a      runtime/src/*/*.c, for every flavour
#   build/tests/...                 C unit tests
#   build/compile_commands.json     for editors (compiler, dev runtime, tests)
#
# Knobs: V=1 (show commands), LANES="plain
# asan", K=expr (pytest -k), ONLY=NNNN (make expected), JOBS=2, CC or SCR_CC,

SHELL := /bin/bash
.DEFAULT_GOAL := build
.DELETE_ON_ERROR:
.SUFFIXES:
# Keep every file make builds through a chain of pattern rules (objects of
# the unit tests, the flavour flag files): none of them is throwaway.
.SECONDARY:

# Debian's python3 (the one python3-pytest installs for), not a pyenv shim.
PY := /usr/bin/python3
JOBS ?= 2
LANES ?= plain asan tsan speed-sample
K ?=
ONLY ?=
PYTEST_ARGS ?=

ifeq ($(origin CC),default)
CC := $(or $(SCR_CC),clang)
endif
ifeq ($(origin AR),default)
AR := ar
endif

FLAVOURS := dev release speed asan tsan
# Runtime unit tests are linked against these flavours.
UNIT_FLAVOURS := dev asan

# Warnings fail every build, here as in CI: a warning seen only as a line in
# a long log once let a missing #include reach CI, whose clean build stopped.
WARN := -Wall -Wextra -Werror
# -D_GNU_SOURCE: libuv's header and the POSIX calls we make need more than
# what strict -std=c11 declares.
BASE_CFLAGS := -std=c11 -D_GNU_SOURCE $(WARN) -MMD -MP
COMPILER_CFLAGS ?= -O1 -g
# Runtime sources name their headers by layer ("core/object.h"), relative to
# runtime/src; tests and benchmarks do the same.
RT_INCLUDES := -Iruntime/include -Iruntime/src

COMPILER_SRCS := $(wildcard compiler/*.c)
# The regexp engine is a unit both halves link: the compiler checks regex
# literals with its parser (compiler/scope.c), the runtime runs them.
COMPILER_SHARED_SRCS := runtime/src/builtins/rxengine.c runtime/src/builtins/rxunidata.c
COMPILER_OBJS := $(COMPILER_SRCS:compiler/%.c=build/obj/compiler/%.o) \
	$(COMPILER_SHARED_SRCS:runtime/src/builtins/%.c=build/obj/compiler/rt_%.o)
COMPILER_LIB_OBJS := $(filter-out build/obj/compiler/main.o,$(COMPILER_OBJS))
COMPILER_TESTS := $(wildcard compiler/tests/test_*.c)
COMPILER_TEST_BINS := $(COMPILER_TESTS:compiler/tests/%.c=build/tests/compiler/%)

RUNTIME_SRCS := $(wildcard runtime/src/*/*.c)
RUNTIME_TESTS := $(wildcard runtime/tests/test_*.c)
RUNTIME_TEST_BINS := $(foreach f,$(UNIT_FLAVOURS),$(RUNTIME_TESTS:runtime/tests/%.c=build/tests/runtime/$(f)/%))

LIBS := $(FLAVOURS:%=build/lib/libscr-%.a)
# Built-in modules written in JavaScript (modules.def's SCR_JS_MODULE rows).
JS_MODULES := $(patsubst runtime/js/%,build/lib/js/%,$(wildcard runtime/js/*.js))
# The JavaScript built-ins' prebuilt objects (below), one set per variant.
PREBUILT_VARIANTS := release quick speed asan tsan
PREBUILT_FLAGS_release := --optimization=release
PREBUILT_FLAGS_quick := --optimization=release --quick
PREBUILT_FLAGS_speed := --optimization=speed
PREBUILT_FLAGS_asan := --sanitize=address,undefined
PREBUILT_FLAGS_tsan := --sanitize=thread
PREBUILT := $(PREBUILT_VARIANTS:%=build/lib/prebuilt/%/stamp)
UNIT_BINS := $(COMPILER_TEST_BINS) $(RUNTIME_TEST_BINS)

# A sub-make for `setup` and `test` gets -j$(JOBS) unless the caller chose.
SUBMAKE = $(MAKE) --no-print-directory $(if $(findstring -j,$(MAKEFLAGS)),,-j$(JOBS))

.PHONY: pgo-train mutations all build setup test unit unit-build expected new clean format bench help lib compiler check-layers
all: build
build: build/bin/scr build/include/scr.h $(LIBS) $(JS_MODULES) $(PREBUILT) build/compile_commands.json
compiler: build/bin/scr
lib: build/include/scr.h $(LIBS)

# ---------------------------------------------------------------------------
# Compiling. Every compile writes its exact command to OBJ.cmd (for
# compile_commands.json) and prints a short line unless V=1.
#   $(1): a label for the short line, $(2): a flavour's flags file (or
#   nothing), read by the shell when the recipe runs, $(3): more flags.
define compile
	@mkdir -p $(@D)
	@cmd="$(CC) $(BASE_CFLAGS) $(if $(2),$$(cat $(2))) $(3) -c $< -o $@"; \
	printf '%s\n' "$$cmd" > $@.cmd; \
	$(if $(V),echo "$$cmd",echo "  CC  $(1)  $<"); \
	eval "$$cmd"
endef

# $(1): label, $(2): flags file (or nothing), $(3): flags, $(4): inputs.
define link
	@mkdir -p $(@D)
	@cmd="$(CC) $(if $(2),$$(cat $(2))) $(3) -o $@ $(4)"; \
	$(if $(V),echo "$$cmd",echo "  LD  $(1)  $@"); \
	eval "$$cmd"
endef

# ---------------------------------------------------------------------------
# The compiler.
# Compiler sources reach the shared unit's header as "builtins/rxengine.h".
build/obj/compiler/%.o: compiler/%.c
	$(call compile,scr,,$(COMPILER_CFLAGS) -Icompiler -Iruntime/src)
build/obj/compiler/rt_%.o: runtime/src/builtins/%.c
	$(call compile,scr,,$(COMPILER_CFLAGS) -Iruntime/src)

# The lists of sources, rewritten only when they change, so that deleting a
# source file relinks scr and rebuilds the archives without its object.
build/lists/%.txt: FORCE
	@mkdir -p $(@D)
	@printf '%s\n' $(SRC_LIST_$*) > $@.tmp
	@if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv -f $@.tmp $@; fi
SRC_LIST_compiler = $(COMPILER_SRCS) $(COMPILER_SHARED_SRCS)
SRC_LIST_runtime = $(RUNTIME_SRCS)

build/bin/scr: $(COMPILER_OBJS) build/lists/compiler.txt
	@if [ -z "$(COMPILER_OBJS)" ]; then echo "make: no compiler/*.c yet, cannot build $@" >&2; exit 1; fi
	$(call link,scr,,$(COMPILER_CFLAGS),$(COMPILER_OBJS) -lm)

build/include/scr.h: runtime/include/scr.h
	@mkdir -p $(@D)
	cp $< $@

build/lib/js/%.js: runtime/js/%.js
	@mkdir -p $(@D)
	cp $< $@

# The built-ins written in JavaScript (runtime/js) compile to the same C in
# every program that uses them, so their objects are compiled here, with the
# runtime, once per flavour and tier a build can ask for: the compiler reads
# them from build/lib/prebuilt/VARIANT/obj (compiler/build.c) and a user's
# first stream program does not wait minutes for them (docs/cli.md).
# runtime/prebuild.js imports one of them, which loads them all; SCR_OBJECTS_ONLY=1
# compiles the units and links nothing (the speed flavour's ThinLTO link alone
# took a minute).
build/lib/prebuilt/%/stamp: runtime/prebuild.js build/bin/scr build/include/scr.h $(LIBS) $(JS_MODULES)
	@echo "  JS  $*  runtime/js -> build/lib/prebuilt/$*"
	@rm -rf $(@D) && mkdir -p $(@D)
	@SCR_CACHE_DIR=$(@D) SCR_NO_CACHE=exe SCR_OBJECTS_ONLY=1 build/bin/scr build $< -o $(@D)/prebuild $(PREBUILT_FLAGS_$*) \
	    || { rm -rf $(@D); exit 1; }
	@rm -rf $(@D)/prebuild $(@D)/log $(@D)/thinlto && touch $@

# ---------------------------------------------------------------------------
# Flavour flags and link libraries. `build/bin/scr --print-cflags FLAVOUR`
# and `--print-ldlibs` are the single source of truth (compiler/driver.c):
# programs scr builds and the runtime, its tests and benchmarks all use the
# same flags. A file is only rewritten when its content changes, so
# relinking scr does not rebuild the runtime.
define ask_scr
	@mkdir -p $(@D)
	@build/bin/scr $(1) > $@.tmp
	@if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv -f $@.tmp $@; echo "  FLAGS  $(notdir $@): $$(cat $@)"; fi
endef

build/flags/%.cflags: build/bin/scr FORCE
	$(call ask_scr,--print-cflags $*)

build/flags/ldlibs: build/bin/scr FORCE
	$(call ask_scr,--print-ldlibs)

# The flags are re-derived on every run (one cheap command each), so that a
# change to --print-cflags is noticed.
.PHONY: FORCE
FORCE:

# ---------------------------------------------------------------------------
# Profile-guided optimisation of the speed flavour: runtime/pgo/libscr.proftext
# (made by `make pgo-train`, scripts/pgo-train) is indexed into
# build/pgo/libscr.profdata and steers clang's inlining, block layout and
# branch weights in libscr-speed. A function changed since the profile was
# made is compiled without its counts, hence the silenced warnings.
PGO_TEXT := runtime/pgo/libscr.proftext
PGO_DATA := build/pgo/libscr.profdata
LLVM_PROFDATA ?= $(firstword $(shell command -v llvm-profdata llvm-profdata-14 2>/dev/null) llvm-profdata)
RT_EXTRA_speed := -fprofile-instr-use=$(PGO_DATA) -Wno-profile-instr-out-of-date \
	-Wno-profile-instr-unprofiled -Wno-profile-instr-missing
RT_DEPS_speed := $(PGO_DATA)

$(PGO_DATA): $(PGO_TEXT)
	@mkdir -p $(@D)
	@echo "  PGO  $@"
	@$(LLVM_PROFDATA) merge -o $@ $<

# Rewrites runtime/pgo/libscr.proftext from the corpus and the workloads in
# runtime/pgo/train/ (a few minutes); commit the result.
pgo-train: build/bin/scr build/include/scr.h build/flags/ldlibs
	@$(PY) scripts/pgo-train --jobs $(JOBS)

# ---------------------------------------------------------------------------
# libscr, one archive per flavour, objects under build/obj/FLAVOUR/.
define flavour_rules
build/obj/$(1)/%.o: runtime/src/%.c build/flags/$(1).cflags $(RT_DEPS_$(1))
	$$(call compile,$(1),build/flags/$(1).cflags,$(RT_INCLUDES) $(RT_EXTRA_$(1)))

build/lib/libscr-$(1).a: $(RUNTIME_SRCS:runtime/src/%.c=build/obj/$(1)/%.o) build/lists/runtime.txt
	@mkdir -p $$(@D)
	@rm -f $$@
	@echo "  AR  $(1)  $$@"
	@$(AR) rcs $$@ $$(filter %.o,$$^)
endef
$(foreach f,$(FLAVOURS),$(eval $(call flavour_rules,$(f))))

# ---------------------------------------------------------------------------
# C unit tests, one executable per file. compiler/tests/test_X.c links with
# every compiler object but main.o; runtime/tests/test_X.c links with
# libscr-dev and again with libscr-asan. Other .c files in tests/ are not
# linked (a stub that redefines a libscr function would clash with it).
build/obj/compiler-tests/%.o: compiler/tests/%.c
	$(call compile,scr-test,,$(COMPILER_CFLAGS) -Icompiler -Icompiler/tests -Iruntime/src)

build/tests/compiler/%: build/obj/compiler-tests/%.o $(COMPILER_LIB_OBJS)
	$(call link,scr-test,,$(COMPILER_CFLAGS),$^ -lm)

define unit_rules
build/obj/$(1)/tests/%.o: runtime/tests/%.c build/flags/$(1).cflags
	$$(call compile,$(1)-test,build/flags/$(1).cflags,$(RT_INCLUDES) -Iruntime/tests)

build/tests/runtime/$(1)/%: build/obj/$(1)/tests/%.o build/lib/libscr-$(1).a build/flags/ldlibs
	$$(call link,$(1)-test,build/flags/$(1).cflags,,$$(filter-out build/flags/ldlibs,$$^) $$$$(cat build/flags/ldlibs))
endef
$(foreach f,$(UNIT_FLAVOURS),$(eval $(call unit_rules,$(f))))

unit-build: $(UNIT_BINS)

# Runs every C unit test, one process each; runtime tests built with a
# sanitizer get that lane's environment (sanitizers/asan.env).
unit: unit-build
	@scripts/run-c-tests $(UNIT_BINS)

# ---------------------------------------------------------------------------
# compile_commands.json from the recorded commands (the dev flavour stands
# for the runtime; other flavours would only duplicate its entries).
CC_JSON_OBJS := $(COMPILER_OBJS) $(RUNTIME_SRCS:runtime/src/%.c=build/obj/dev/%.o)
build/compile_commands.json: $(CC_JSON_OBJS) scripts/compile-commands
	@$(PY) scripts/compile-commands build/obj/compiler build/obj/dev build/obj/compiler-tests > $@.tmp
	@mv -f $@.tmp $@

# ---------------------------------------------------------------------------
# The jobs.

# Installs what is missing, builds everything, then compiles and runs the
# example: the main job a fresh machine runs first.
setup:
	@scripts/setup-deps
	@scripts/setup-packages
	@$(SUBMAKE) build
	@echo "==> build/bin/scr run examples/hello.js"
	@build/bin/scr run examples/hello.js

LANE_ARGS = $(foreach l,$(LANES),--lane $(l))

# The C unit tests, then the corpus in every lane of LANES. A unit-test
# failure does not hide the corpus results: both run, and either fails make.
test:
	@$(SUBMAKE) build unit-build
	@status=0; \
	scripts/run-c-tests $(UNIT_BINS) || status=1; \
	$(PY) -m pytest runner -n auto $(LANE_ARGS) $(if $(K),-k "$(K)") $(PYTEST_ARGS) || status=1; \
	exit $$status

# Regenerates expected/ from /usr/bin/node (every program but 9xxx, or only
# ONLY=NNNN[,MMMM]), failing loudly when Node's status differs from @exit.
# The runtime's layer rule (a file includes headers of its layer or lower
# ones, named with the folder); `make test` runs it too, from runner/test_layers.py.
check-layers:
	@$(PY) scripts/check-layers

expected:
	@$(PY) runner/expected.py $(if $(ONLY),--only "$(ONLY)")

# make new RANGE=0xxx NAME=topic [DIR=1] [FROM=draft.js]
new:
	@scripts/new-program $(if $(DIR),--dir) $(if $(FROM),--from "$(FROM)") "$(RANGE)" "$(NAME)"

clean:
	rm -rf build

FORMAT_FILES = $(wildcard compiler/*.[ch] compiler/tests/*.[ch] runtime/include/*.h runtime/src/*/*.[ch] runtime/tests/*.[ch])
format:
	@if [ -n "$(strip $(FORMAT_FILES))" ]; then clang-format -i $(FORMAT_FILES); fi

# The collector's mutation check: each deliberate bug in turn must make a
# test fail (docs/collector.md).
mutations: build
	@scripts/mutations

# Every executable bench/*/run in turn (each builds what it needs and prints
# its own table); the status is 1 when any of them failed.
bench: build
	@status=0; for r in bench/*/run; do \
	  if [ -f "$$r" ] && [ -x "$$r" ]; then \
	    echo "== $$r"; "$$r" || { echo "make bench: $$r failed" >&2; status=1; }; \
	  fi; \
	done; exit $$status

help:
	@sed -n '1,/^SHELL/p' Makefile | sed '$$d'

-include $(shell find build/obj -name '*.d' 2>/dev/null)

# The libFuzzer targets: make fuzz, make fuzz-regress (fuzz/fuzz.mk).
include fuzz/fuzz.mk
