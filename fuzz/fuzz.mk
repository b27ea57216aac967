# fuzz/fuzz.mk - the libFuzzer targets (fuzz/fuzz_*.c, docs/testing.md),
# included by the Makefile. Each target links the code it fuzzes compiled
# with coverage instrumentation (-fsanitize=fuzzer-no-link) plus ASan and
# UBSan, under build/fuzz/; runtime targets take the rest of libscr from
# libscr-asan.a (the instrumented objects come first, so the linker does
# not pull the archive's copies of them).
#
#   make fuzz [FUZZ_SECONDS=60] [FUZZ_TARGETS="parse regexp"]
#       builds, writes seeds from corpus/ (fuzz/seeds.py) and runs each
#       target for FUZZ_SECONDS, then prints executions per target
#   make fuzz-regress   replays fuzz/regress/TARGET/* through each target
#   make fuzz-build     only builds build/fuzz/bin/fuzz_*
#   make fuzz-diff [N=20] [SEED=1]   the differential program fuzzer
#       (fuzz/diff.py): N generated programs under Node and scr

FUZZ_SECONDS ?= 60
FUZZ_ALL := parse regexp json number inspect
FUZZ_TARGETS ?= $(FUZZ_ALL)
FUZZ_BINS := $(FUZZ_ALL:%=build/fuzz/bin/fuzz_%)
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_CFLAGS := $(FUZZ_SAN) -fsanitize=fuzzer-no-link
FUZZ_LDFLAGS := $(FUZZ_SAN) -fsanitize=fuzzer -fuse-ld=lld

# The front end and the regexp engine as the compiler builds them.
FUZZ_COMPILER_OBJS := $(COMPILER_LIB_OBJS:build/obj/compiler/%=build/fuzz/obj/compiler/%)
# text.o: the compiler's scr__oom, which the engine calls when malloc fails.
FUZZ_RX_OBJS := build/fuzz/obj/compiler/rt_rxengine.o build/fuzz/obj/compiler/rt_rxunidata.o \
	build/fuzz/obj/compiler/text.o
build/fuzz/obj/compiler/%.o: compiler/%.c
	$(call compile,fuzz,,$(COMPILER_CFLAGS) $(FUZZ_CFLAGS) -Icompiler -Iruntime/src)
# The engine gives up after 5 M backtracks (rxengine.c), as it would on a
# stack overflow: exponential patterns time out in V8 as well.
build/fuzz/obj/compiler/rt_%.o: runtime/src/builtins/%.c fuzz/fuzz.mk
	$(call compile,fuzz,,$(COMPILER_CFLAGS) $(FUZZ_CFLAGS) -DSCR_RX_BACKTRACK_LIMIT=5000000 -Iruntime/src)

# The runtime files the runtime targets exercise, in the asan flavour's
# flags (their struct layouts depend on SCR_DEBUG and SCR_AUDIT).
FUZZ_RT_SRCS := builtins/json.c core/numconv.c core/str.c node/inspect.c
FUZZ_RT_OBJS := $(FUZZ_RT_SRCS:%.c=build/fuzz/obj/rt/%.o)
build/fuzz/obj/rt/%.o: runtime/src/%.c build/flags/asan.cflags
	$(call compile,fuzz,build/flags/asan.cflags,$(RT_INCLUDES) -fsanitize=fuzzer-no-link)

build/fuzz/obj/fuzz_parse.o: fuzz/fuzz_parse.c
	$(call compile,fuzz,,$(COMPILER_CFLAGS) $(FUZZ_CFLAGS) -Icompiler -Iruntime/src)
build/fuzz/obj/fuzz_regexp.o: fuzz/fuzz_regexp.c fuzz/fuzz_input.h
	$(call compile,fuzz,,$(COMPILER_CFLAGS) $(FUZZ_CFLAGS) -Iruntime/src -Ifuzz)
build/fuzz/obj/fuzz_%.o: fuzz/fuzz_%.c fuzz/fuzz_input.h fuzz/fuzz_realm.h build/flags/asan.cflags
	$(call compile,fuzz,build/flags/asan.cflags,$(RT_INCLUDES) -Ifuzz -fsanitize=fuzzer-no-link)

build/fuzz/bin/fuzz_parse: build/fuzz/obj/fuzz_parse.o $(FUZZ_COMPILER_OBJS)
	$(call link,fuzz,,$(COMPILER_CFLAGS) $(FUZZ_LDFLAGS),$^ -lm)
build/fuzz/bin/fuzz_regexp: build/fuzz/obj/fuzz_regexp.o $(FUZZ_RX_OBJS)
	$(call link,fuzz,,$(COMPILER_CFLAGS) $(FUZZ_LDFLAGS),$^ -lm)
build/fuzz/bin/fuzz_%: build/fuzz/obj/fuzz_%.o $(FUZZ_RT_OBJS) build/lib/libscr-asan.a build/flags/ldlibs
	$(call link,fuzz,,$(COMPILER_CFLAGS) $(FUZZ_LDFLAGS),$(filter %.o %.a,$^) $$(cat build/flags/ldlibs))

.PHONY: fuzz fuzz-build fuzz-regress fuzz-seeds fuzz-diff
fuzz-build: $(FUZZ_BINS)

fuzz-seeds:
	@$(PY) fuzz/seeds.py build/fuzz/seeds

fuzz: fuzz-build fuzz-seeds
	@fuzz/run --seconds $(FUZZ_SECONDS) $(FUZZ_TARGETS)

fuzz-regress: fuzz-build
	@fuzz/run --regress $(FUZZ_ALL)

N ?= 20
SEED ?= 1
BATCH ?= 20
fuzz-diff: build
	@$(PY) fuzz/diff.py -n $(N) --seed $(SEED) --batch $(BATCH)
-include $(shell find build/fuzz/obj -name '*.d' 2>/dev/null)
