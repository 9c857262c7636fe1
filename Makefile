# tnvcc -- NVVM IR to PTX.  `make` builds ./tnvcc; `make test` runs every test.
#
# Layout: sources live in frontend/ ir/ verify/ isel/ emit/ targets/ and
# main.c; everything generated (the re2c lexer, the bison parser, objects,
# test binaries) goes under build/ and is never committed.

# `make` builds in parallel by default, one job per core, unless the
# command line already says -jN (make then passes it in MAKEFLAGS).
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 2)
endif

CC      ?= cc
CSTD    := -std=c11 -D_POSIX_C_SOURCE=200809L
WARN    := -Wall -Wextra -Wno-unused-parameter -Wshadow -Wstrict-prototypes
OPT     ?= -O2 -g
CFLAGS  ?=
CFLAGS  += $(CSTD) $(WARN) $(OPT) -MMD -MP -I. -I$(B) -Ibuild
LDFLAGS ?=
SAN     ?=
B       := build$(if $(SAN),-san)

RE2C    ?= re2c
BISON   ?= bison

DIRS    := frontend ir verify isel isel/dag isel/legal isel/lower isel/select isel/mach emit targets
# isel/select/gen.c is the pattern generator, a host tool with its own main()
LIBSRC  := $(filter-out isel/select/gen.c,$(foreach d,$(DIRS),$(wildcard $(d)/*.c)))
GENSRC  := $(B)/frontend/lexer.c $(B)/frontend/parser.c $(B)/isel/tables.c
LIBOBJ  := $(patsubst %.c,$(B)/%.o,$(LIBSRC)) $(GENSRC:.c=.o)
MAINOBJ := $(B)/main.o
UNITSRC := $(wildcard tests/unit/*.c)
UNITBIN := $(B)/unit-tests

ifneq ($(SAN),)
CFLAGS  += -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
LDFLAGS += -fsanitize=address,undefined
endif

TNVCC   := $(if $(SAN),tnvcc-san,tnvcc)

.PHONY: all run test unit golden check-sanitize check-targets deps clean bench
all: deps-build $(TNVCC)

# tnvcc itself is linked statically where the C library allows it: one
# self-contained file (what hermetic builds want), and about a millisecond
# less per run, which the dynamic loader spent resolving symbols.  The
# sanitizer build cannot be static; a system without a static libc (macOS)
# gets an ordinary dynamic link.
STATIC  := $(if $(SAN),,$(shell printf 'int main(void){return 0;}' | \
               $(CC) -x c - -static -o /dev/null 2>/dev/null && echo -static))

$(TNVCC): $(MAINOBJ) $(B)/libtnvcc.a
	$(CC) $(LDFLAGS) $(STATIC) -o $@ $^ -pthread -lm

$(B)/libtnvcc.a: $(LIBOBJ)
	@rm -f $@
	ar rcs $@ $^

# --- generated front end -------------------------------------------------
# The keyword rules are generated from the X-macro list in keywords.h by
# the C preprocessor, so the list exists once and re2c still matches every
# keyword inside its state machine (no hash lookup per word).
$(B)/frontend/keywords.re: frontend/keywords.h Makefile
	@mkdir -p $(@D)
	printf '#include "frontend/keywords.h"\n#define X(w, t, p) w { TOK_END(); lval->kw = p; TOKEN(t); }\nKEYWORDS(X)\n' \
	    | $(CC) -E -P -I. -x c - > $@

$(B)/frontend/lexer.c: frontend/lexer.re $(B)/frontend/keywords.re $(B)/frontend/parser.h
	@mkdir -p $(@D)
	$(RE2C) -W -Werror --no-generation-date -I $(B) -o $@ $<

$(B)/frontend/parser.c: frontend/parser.y
	@mkdir -p $(@D)
	$(BISON) -Wall -Werror --defines=$(B)/frontend/parser.h -o $(B)/frontend/parser.c $<
$(B)/frontend/parser.h: $(B)/frontend/parser.c

# generated C is compiled with the same warnings, minus the ones bison's
# skeleton trips over
$(B)/frontend/%.o: $(B)/frontend/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Wno-shadow -Wno-unused-but-set-variable -c -o $@ $<

# --- generated instruction selector ------------------------------------------
# isel/select/gen.c reads the pattern file isel/select/nvptx.md, checks the rule set
# (undefined or unreachable nonterminals, duplicate rules, DAG operations
# no rule covers) and writes the tables the labeler uses; a bad rule set
# fails the build here.  It links targets/ (which needs nothing else) to
# ask the PTX instruction table whether a rule's gate repeats it.  The
# generator is built without sanitizers: it is a build tool, not part of
# tnvcc.
$(B)/isel/gen: isel/select/gen.c isel/dag/dagops.def $(wildcard targets/*.c targets/*.h targets/*.def)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O1 -g -I. -o $@ isel/select/gen.c $(wildcard targets/*.c)

$(B)/isel/tables.c: isel/select/nvptx.md $(B)/isel/gen
	@mkdir -p $(@D)
	$(B)/isel/gen isel/select/nvptx.md $@ $(B)/isel/tables.h
$(B)/isel/tables.h: $(B)/isel/tables.c

$(B)/isel/%.o: $(B)/isel/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -c -o $@ $<

$(B)/%.o: %.c | $(GENSRC)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -c -o $@ $<

# --- the two README commands ----------------------------------------------
# `make run` builds quietly (the compile lines are noise to someone trying
# the compiler; V=1 shows them), compiles the example kernel for sm_90a to
# examples/saxpy.ptx, prints it and a one-line summary.
run:
	@echo "building tnvcc (make -j$$(nproc); V=1 shows the compile lines) ..."
	@mkdir -p $(B)
	@$(MAKE) --no-print-directory $(if $(V),,-s) all >$(if $(V),/dev/stdout,$(B)/run.log) 2>&1 || \
	    { cat $(B)/run.log; exit 1; }
	@./$(TNVCC) examples/saxpy.ll --sm 90a -o examples/saxpy.ptx
	@cat examples/saxpy.ptx
	@echo "--- tnvcc examples/saxpy.ll --sm 90a -o examples/saxpy.ptx:" \
	    "$$(wc -l <examples/saxpy.ptx) lines, PTX ISA $$(sed -n 's/^\.version //p' examples/saxpy.ptx)," \
	    "$$(grep -c '^	[a-z@].*;$$' examples/saxpy.ptx) instructions"

test: deps-test all $(UNITBIN) ptxsim build/irgen
	./$(UNITBIN) --jobs 2
	TNVCC=./$(TNVCC) tests/run-tests.sh

$(UNITBIN): $(UNITSRC) $(B)/libtnvcc.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(UNITSRC) $(B)/libtnvcc.a -lcriterion -pthread -lm

# Every kernel that compiles on every target, each PTX through ptxas, each
# .version checked to be the lowest that works (tests/targets/run.sh;
# `make test` runs two kernels per target).  About two minutes.
check-targets: all
	TNVCC=./$(TNVCC) sh tests/targets/run.sh --full

# Sanitizer build of everything, then the whole suite under it.
check-sanitize:
	$(MAKE) SAN=1 test
	$(MAKE) fuzz-smoke

# Every benchmark script in bench/ (each says what it measures).
bench: all
	bash bench/parse-print.sh
	bash bench/hostile-memory.sh
	bash bench/libdevice-ptx.sh

# The figures README.md quotes, measured in one run (bench/report.sh).
.PHONY: report
report: all
	bash bench/report.sh

# --- dependencies ------------------------------------------------------------
# Installs what is missing when run as root; otherwise prints the line.
deps-build:
	@tests/deps.sh build
deps-test:
	@tests/deps.sh test
deps: deps-test

clean:
	rm -rf build build-san build-tsan tnvcc tnvcc-san tnvcc-tsan examples/*.ptx

-include $(shell find build build-san build-tsan -name '*.d' 2>/dev/null)

# --- reliability: fuzzing, valgrind, hostile input (docs/reliability.md) ---
# Appended as their own block; nothing above depends on it.
.PHONY: fuzz fuzz-build fuzz-seeds fuzz-smoke check-valgrind check-hostile check-determinism clean-fuzz

# libFuzzer targets (tests/fuzz/).  The library is built a third time, by
# clang into build-fuzz/, with coverage instrumentation (fuzzer-no-link) and
# ASan + UBSan, by re-running this Makefile with B and OPT overridden: the
# generated lexer/parser rules and object rules above are reused as they are.
FUZZ_CC      ?= clang-19
FUZZ_SAN     := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := parse verify pipeline bitstream nvvm
FUZZ_SEEDS   := build-fuzz/seeds
FUZZ_BINS    := $(patsubst %,build-fuzz/fuzz-%,$(FUZZ_TARGETS))
# Each target gets its own growing corpus (kept between runs, never
# committed), the seeds made from the test inputs, the IR dictionary, and a
# 10-second limit per input (a slower input is reported as a hang).
FUZZ_FLAGS   ?= -timeout=10 -rss_limit_mb=2048 -max_len=131072 -print_final_stats=1
FUZZ_CORPUS  ?= build-fuzz/corpus
# The fuzz smoke's fixed inputs: the seed of libFuzzer's random choices and
# the number of executions per target (see fuzz-smoke below).
FUZZ_SMOKE_SEED ?= 1
FUZZ_SMOKE_RUNS ?= 20000

fuzz-build: deps-build
	$(MAKE) B=build-fuzz CC=$(FUZZ_CC) \
	    OPT='-O1 -g -fsanitize=fuzzer-no-link $(FUZZ_SAN)' build-fuzz/libtnvcc.a
	$(MAKE) $(FUZZ_BINS)

build-fuzz/fuzz-%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_common.h build-fuzz/libtnvcc.a
	$(FUZZ_CC) $(CSTD) $(WARN) -O1 -g -I. -Ibuild-fuzz -fsanitize=fuzzer $(FUZZ_SAN) \
	    -o $@ $< build-fuzz/libtnvcc.a -pthread -lm

# The libNVVM interface's target also needs lib/nvvm.c, which is not in
# libtnvcc.a (the library builds add it on their own).
build-fuzz/fuzz-nvvm: tests/fuzz/fuzz_nvvm.c lib/nvvm.c lib/nvvm.h build-fuzz/libtnvcc.a
	$(FUZZ_CC) $(CSTD) $(WARN) -O1 -g -I. -Ibuild-fuzz -fsanitize=fuzzer $(FUZZ_SAN) \
	    -o $@ tests/fuzz/fuzz_nvvm.c lib/nvvm.c build-fuzz/libtnvcc.a -pthread -lm

# The seed corpus is made at run time from the project's own inputs, so no
# copy of them is committed (tests/fuzz/seeds.sh).
# The bitcode reader's target starts from bitcode: the corpus seeds run
# through llvm-as-19 where it is installed, and the bitcode regressions of
# tests/fuzz/regressions/ (so the fuzz smoke replays them under clang's
# sanitizers); else the bare magic number.
fuzz-seeds:
	tests/fuzz/seeds.sh $(FUZZ_SEEDS)
	@rm -rf build-fuzz/seeds-bc; mkdir -p build-fuzz/seeds-bc; \
	if command -v llvm-as-19 >/dev/null 2>&1; then \
	    for f in $(FUZZ_SEEDS)/ll-*.ll $(FUZZ_SEEDS)/handwritten-*.ll; do \
	        llvm-as-19 "$$f" -o build-fuzz/seeds-bc/$$(basename "$$f" .ll).bc 2>/dev/null; \
	    done; \
	fi; \
	cp tests/fuzz/regressions/*.bc build-fuzz/seeds-bc/ 2>/dev/null; \
	[ -n "$$(ls build-fuzz/seeds-bc)" ] || printf 'BC\300\336' >build-fuzz/seeds-bc/magic.bc
	tests/fuzz/seeds-nvvm.sh $(FUZZ_SEEDS) build-fuzz/seeds-nvvm

# A dictionary per target: the parser's is the IR's words (tests/fuzz/ir.dict);
# the verifier and the pipeline also get every llvm.nvvm.* name tnvcc knows,
# since most of their code is reached only through a known intrinsic.
build-fuzz/nvvm.dict: tests/fuzz/ir.dict verify/nvvm_names.def
	@mkdir -p $(@D)
	{ cat tests/fuzz/ir.dict; echo '# llvm.nvvm.* names (verify/nvvm_names.def)'; \
	  sed -n 's/^[NP]("\(.*\)")$$/"@\1"/p' verify/nvvm_names.def; } > $@

# The libNVVM interface's: the same, plus its script letters and every
# option string of fuzz_nvvm.c's table (libNVVM's documented options).
build-fuzz/nvvm-api.dict: build-fuzz/nvvm.dict tests/fuzz/fuzz_nvvm.c
	{ cat build-fuzz/nvvm.dict; echo '# libNVVM options and script'; \
	  sed -n '/^static const char \*const option_table/,/^};/p' tests/fuzz/fuzz_nvvm.c | \
	      grep -o '"-[^"]*"'; \
	  echo '"\x00"'; echo '"avcrg\x00"'; echo '"alc\x00"'; echo '"s"'; } > $@

# `make fuzz FUZZ_SECONDS=600` runs each target in turn for that long.
fuzz: fuzz-build fuzz-seeds build-fuzz/nvvm.dict build-fuzz/nvvm-api.dict
	@for t in $(FUZZ_TARGETS); do \
	    mkdir -p $(FUZZ_CORPUS)-$$t build-fuzz/artifacts; \
	    echo "== fuzz-$$t for $(FUZZ_SECONDS) s"; \
	    seeds=$(FUZZ_SEEDS) dict=-dict=build-fuzz/nvvm.dict; \
	    [ $$t = parse ] && dict=-dict=tests/fuzz/ir.dict; \
	    [ $$t = bitstream ] && seeds=build-fuzz/seeds-bc dict=-dict=tests/fuzz/bitstream.dict; \
	    [ $$t = nvvm ] && seeds=build-fuzz/seeds-nvvm dict=-dict=build-fuzz/nvvm-api.dict; \
	    $(FUZZ_RUNNER) build-fuzz/fuzz-$$t $(FUZZ_CORPUS)-$$t $$seeds \
	        $$dict -max_total_time=$(FUZZ_SECONDS) $(FUZZ_FLAGS) \
	        -artifact_prefix=build-fuzz/artifacts/$$t- || exit 1; \
	done

# A short fuzzing run of every target, so that CI keeps the harness
# building and running: `make check-sanitize` ends with it.  It must give
# the same verdict on every run of the same commit, or a CI failure could
# not be reproduced and a pass would prove nothing: so each target starts
# from an empty corpus and the seeds (the producers are not run for them),
# with libFuzzer's random choices seeded (FUZZ_SMOKE_SEED) and a fixed
# number of executions (FUZZ_SMOKE_RUNS) rather than a time.  Two more
# things would make runs differ: libFuzzer re-reads its corpus directory
# every second (-reload=0 stops it), and tnvcc hashes some pointers, so
# where the heap lies changes which hash slots collide and so which code
# runs, and the coverage that steers the fuzzer: `setarch -R` turns off
# address randomization where the system allows it.  The time limit
# (FUZZ_SMOKE_SECONDS) only stops a machine far slower than ours.
# Finding new bugs is the work of `make fuzz`, run for as long as one can.
# Where clang-19 or its libFuzzer runtime is missing it says so and
# passes: the harness is an extra, not a dependency.
fuzz-smoke:
	@if printf 'int LLVMFuzzerTestOneInput(const char *d, long n){return 0;}' | \
	    $(FUZZ_CC) -x c - -fsanitize=fuzzer -o /dev/null 2>/dev/null; then \
	    rm -rf build-fuzz/smoke-*; \
	    runner=; setarch -R true 2>/dev/null && runner='setarch -R' || \
	        echo "fuzz-smoke: address randomization stays on (setarch -R refused): runs may differ"; \
	    FUZZ_PRODUCERS=0 $(MAKE) fuzz FUZZ_SECONDS=$(or $(FUZZ_SMOKE_SECONDS),300) \
	        FUZZ_CORPUS=build-fuzz/smoke FUZZ_RUNNER="$$runner" \
	        FUZZ_FLAGS='$(FUZZ_FLAGS) -seed=$(FUZZ_SMOKE_SEED) -runs=$(FUZZ_SMOKE_RUNS) -reload=0'; \
	else \
	    echo "fuzz-smoke: skipped: $(FUZZ_CC) with libFuzzer not found (apt-get install clang-19 libclang-rt-19-dev)"; \
	fi

# tnvcc under valgrind over every test input: no memory error and nothing
# "definitely" or "indirectly" lost (tests/fuzz/valgrind.sh prints N passed,
# N failed).  memcheck cannot see into the static tnvcc (its malloc is
# glibc's private copy), so the check runs tnvcc-dyn: the same objects
# linked against the shared C library.
tnvcc-dyn: $(MAINOBJ) $(B)/libtnvcc.a
	$(CC) $(LDFLAGS) -o $@ $^ -pthread -lm

check-valgrind: all tnvcc-dyn
	TNVCC=./tnvcc-dyn sh tests/fuzz/valgrind.sh

check-hostile: all
	HOSTILE_FULL=1 TNVCC=./tnvcc sh tests/hostile/run.sh

check-determinism: all
	TNVCC=./tnvcc sh tests/determinism/run.sh

# Selection on several threads (--jobs) under ThreadSanitizer: every test
# input and libdevice, one thread against four, byte for byte, and no
# data race reported (tests/determinism/threads.sh).  The objects go to
# build-tsan/, the binary is tnvcc-tsan.
.PHONY: check-threads
check-threads: all
	$(MAKE) B=build-tsan OPT='-O1 -g -fsanitize=thread' build-tsan/libtnvcc.a build-tsan/main.o
	$(CC) -fsanitize=thread -o tnvcc-tsan build-tsan/main.o build-tsan/libtnvcc.a -pthread -lm
	TNVCC=./tnvcc TNVCC_THREADS=./tnvcc-tsan sh tests/determinism/threads.sh

# `make clean` leaves build-fuzz/ alone: its corpora took long to grow.
clean-fuzz:
	rm -rf build-fuzz

-include $(shell find build-fuzz -name '*.d' 2>/dev/null)

# --- installing -----------------------------------------------------------
# `make install PREFIX=/usr/local DESTDIR=` puts tnvcc in bin/, its manual
# page in share/man/man1/, libtnvvm (.so and .a) in lib/, its header
# (libNVVM's interface, nvvm.h) in include/ and a pkg-config file for it
# (tnvvm.pc); DESTDIR stages the tree for a package.  `make uninstall`
# removes exactly what install put there.
PREFIX  ?= /usr/local
DESTDIR ?=
BINDIR  := $(DESTDIR)$(PREFIX)/bin
MAN1DIR := $(DESTDIR)$(PREFIX)/share/man/man1
LIBDIR  := $(DESTDIR)$(PREFIX)/lib
INCDIR  := $(DESTDIR)$(PREFIX)/include
PCDIR   := $(LIBDIR)/pkgconfig
INSTALLED := $(BINDIR)/tnvcc $(MAN1DIR)/tnvcc.1 $(LIBDIR)/libtnvvm.so $(LIBDIR)/libtnvvm.a \
             $(INCDIR)/nvvm.h $(PCDIR)/tnvvm.pc

.PHONY: install uninstall
install: all libtnvvm.so libtnvvm.a
	install -d $(BINDIR) $(MAN1DIR) $(LIBDIR) $(INCDIR) $(PCDIR)
	install -m 755 tnvcc $(BINDIR)/tnvcc
	install -m 644 docs/tnvcc.1 $(MAN1DIR)/tnvcc.1
	install -m 755 libtnvvm.so $(LIBDIR)/libtnvvm.so
	install -m 644 libtnvvm.a $(LIBDIR)/libtnvvm.a
	install -m 644 lib/nvvm.h $(INCDIR)/nvvm.h
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(shell sed -n 's/^\#define TNVCC_VERSION "\(.*\)"/\1/p' main.c)|' \
	    lib/tnvvm.pc.in > $(PCDIR)/tnvvm.pc

uninstall:
	rm -f $(INSTALLED)

# --- ptxsim: PTX run on the CPU (tests/sim/) ----------------------------------
# A test tool, not part of tnvcc: the suite runs both compilers' PTX for the
# same IR under it and compares what they compute (tests/sim/run.sh; a
# quick form runs inside `make test`, every input mode in `make check-sim`).
.PHONY: check-sim
ptxsim: tests/sim/ptxsim.c
	$(CC) -std=c11 -O2 -g $(WARN) -o $@ tests/sim/ptxsim.c -lm

check-sim: all ptxsim
	SIM_FULL=1 TNVCC=./$(TNVCC) sh tests/sim/run.sh

# Blocks selected in chunks of three instructions against whole blocks,
# both input modes (tests/chunks/run.sh; the float mode runs in make test).
.PHONY: check-chunks
check-chunks: all ptxsim
	SIM_FULL=1 TNVCC=./$(TNVCC) sh tests/chunks/run.sh

# Differential testing on random kernels without undefined behaviour
# (tests/difftest/irgen.c writes them, tests/difftest/run.sh compares tnvcc's
# code with llc-19's under ptxsim).  DIFF_SEEDS=first:count picks the
# seeds (default 1:200).
.PHONY: check-diff
build/irgen: tests/difftest/irgen.c
	@mkdir -p build
	$(CC) -std=c11 -O2 $(WARN) -o $@ tests/difftest/irgen.c

DIFF_SEEDS ?= 1:200
check-diff: all ptxsim build/irgen
	TNVCC=./$(TNVCC) sh tests/difftest/run.sh $(subst :, ,$(DIFF_SEEDS)) 60

# Plants the two wrong-code bugs of the GPU run back, one at a time, in a
# scratch copy, and checks that the check-sim comparison fails on each.
.PHONY: check-sim-plant
check-sim-plant: all ptxsim
	sh tests/sim/plant.sh

# --- expected outcomes and the GPU check (tests/README.md) -------------------
# Appended as their own block.  `make test` already compares the corpus and
# targets outcomes with tests/manifest/; update-manifest regenerates those
# files from the compiler as it is (review `git diff tests/manifest`:
# ptx -> error is a regression).  check-gpu runs the corpus and libdevice
# on a GPU against llc-19 (and nvcc); without a GPU it says so and exits 0.
.PHONY: update-manifest check-gpu check-gpu-dry
update-manifest: all
	TNVCC=./$(TNVCC) sh tests/manifest/update.sh

CHECK_GPU_FLAGS ?=
check-gpu: all
	python3 tests/gpu/check_gpu.py --tnvcc ./$(TNVCC) $(CHECK_GPU_FLAGS)

# everything check-gpu does except the launches (no GPU needed)
check-gpu-dry: all
	python3 tests/gpu/check_gpu.py --tnvcc ./$(TNVCC) --dry-run $(CHECK_GPU_FLAGS)

# --- libtnvvm: libNVVM's interface (lib/nvvm.h, docs/libtnvvm.md) -----------
# Appended as its own block.  The shared library needs position-independent
# code, so the library sources are built a second time into build-pic/ by
# re-running this Makefile with B and OPT overridden (as fuzz-build does);
# only the nvvm* functions are exported, so tnvcc's internal names never
# clash with a host program's.  libtnvvm.a is the static form.
.PHONY: libtnvvm
libtnvvm: libtnvvm.so libtnvvm.a

# The sub-make is asked for build-pic/libtnvcc.a by the ordinary
# $(B)/libtnvcc.a rule; the phony step only starts it (so no second rule
# for that file exists, which would recurse).
.PHONY: libtnvvm-pic
libtnvvm-pic: deps-build
	$(MAKE) B=build-pic OPT='-O2 -g -fPIC' build-pic/libtnvcc.a

build-pic/lib/nvvm.o: lib/nvvm.c lib/nvvm.h | libtnvvm-pic
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O2 -g -fPIC -MMD -MP -I. -c -o $@ lib/nvvm.c

build-pic/lib/exports.map: lib/nvvm.h
	@mkdir -p $(@D)
	printf '{ global: %s; local: *; };\n' \
	    "$$(grep -o '^nvvmResult nvvm[A-Za-z]*\|^const char \*nvvm[A-Za-z]*' lib/nvvm.h | \
	        sed 's/.*nvvm/nvvm/' | tr '\n' ';' | sed 's/;$$//; s/;/; /g')" > $@

libtnvvm.so: libtnvvm-pic build-pic/lib/nvvm.o build-pic/lib/exports.map
	$(CC) -shared -o $@ build-pic/lib/nvvm.o build-pic/libtnvcc.a \
	    -Wl,--version-script=build-pic/lib/exports.map -pthread -lm

libtnvvm.a: libtnvvm-pic build-pic/lib/nvvm.o
	@rm -f $@
	cp build-pic/libtnvcc.a $@
	ar rs $@ build-pic/lib/nvvm.o

-include $(shell find build-pic -name '*.d' 2>/dev/null)

# --- mutation testing of the codegen goldens (tests/mutants/mutants.sh) ----
# Appended as its own block.  Each mutation of tests/mutants/mutants.txt
# (one wrong rule of isel/select/nvptx.md) is built in a scratch copy of the tree
# and must make some golden test fail; at least 90% must.  About 30
# minutes for the 67 mutants on two busy cores; CI does not run it.
.PHONY: check-mutants
check-mutants: all
	sh tests/mutants/mutants.sh

# The same mutants with the ptxsim comparison (tests/sim/run.sh) as the
# only killer: how many wrong-code mutants the simulator catches alone.
.PHONY: check-mutants-sim
check-mutants-sim: all ptxsim
	MUTANT_KILLER=sim sh tests/mutants/mutants.sh

# The same mutants against the random kernels of `make check-diff` alone:
# how many wrong-code bugs random programs find without a hand-written test.
.PHONY: check-mutants-diff
check-mutants-diff: all ptxsim build/irgen
	MUTANT_KILLER=diff sh tests/mutants/mutants.sh
