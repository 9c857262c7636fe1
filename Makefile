# tnvcc -- NVVM IR to PTX.  `make` builds ./tnvcc; `make test` runs every test.
#
# Layout: sources live in frontend/ ir/ verify/ isel/ emit/ targets/ and
# main.c; everything generated (the re2c lexer, the bison parser, objects,
# test binaries) goes under build/ and is never committed.

CC      ?= cc
CSTD    := -std=c11 -D_POSIX_C_SOURCE=200809L
WARN    := -Wall -Wextra -Wno-unused-parameter -Wshadow -Wstrict-prototypes
OPT     ?= -O2 -g
CFLAGS  ?=
CFLAGS  += $(CSTD) $(WARN) $(OPT) -MMD -MP -I. -Ibuild
LDFLAGS ?=
SAN     ?=
B       := build$(if $(SAN),-san)

RE2C    ?= re2c
BISON   ?= bison

DIRS    := frontend ir verify isel emit targets
LIBSRC  := $(foreach d,$(DIRS),$(wildcard $(d)/*.c))
GENSRC  := $(B)/frontend/lexer.c $(B)/frontend/parser.c
LIBOBJ  := $(patsubst %.c,$(B)/%.o,$(LIBSRC)) $(GENSRC:.c=.o)
MAINOBJ := $(B)/main.o
UNITSRC := $(wildcard tests/unit/*.c)
UNITBIN := $(B)/unit-tests

ifneq ($(SAN),)
CFLAGS  += -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
LDFLAGS += -fsanitize=address,undefined
endif

TNVCC   := $(if $(SAN),tnvcc-san,tnvcc)

.PHONY: all run test unit golden check-sanitize deps clean bench
all: deps-build $(TNVCC)

$(TNVCC): $(MAINOBJ) $(B)/libtnvcc.a
	$(CC) $(LDFLAGS) -o $@ $^ -lm

$(B)/libtnvcc.a: $(LIBOBJ)
	@rm -f $@
	ar rcs $@ $^

# --- generated front end -------------------------------------------------
# The keyword rules are generated from the X-macro list in keywords.h by
# the C preprocessor, so the list exists once and re2c still matches every
# keyword inside its state machine (no hash lookup per word).
$(B)/frontend/keywords.re: frontend/keywords.h
	@mkdir -p $(@D)
	printf '#include "frontend/keywords.h"\n#define X(w, t, p) w { TOK_END(); lval->kw = p; return t; }\nKEYWORDS(X)\n' \
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

$(B)/%.o: %.c | $(GENSRC)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -c -o $@ $<

# --- the two README commands ----------------------------------------------
# Until code generation lands, `make run` parses and verifies the example
# kernel for sm_90a and prints the module back as LLVM IR.
run: all
	./$(TNVCC) examples/saxpy.ll --sm 90a --verify-only
	./$(TNVCC) examples/saxpy.ll --sm 90a --emit=ir

test: deps-test all $(UNITBIN)
	./$(UNITBIN) --jobs 2
	TNVCC=./$(TNVCC) tests/run-tests.sh

$(UNITBIN): $(UNITSRC) $(B)/libtnvcc.a
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(UNITSRC) $(B)/libtnvcc.a -lcriterion -lm

# Sanitizer build of everything, then the whole suite under it.
check-sanitize:
	$(MAKE) SAN=1 test

bench: all
	bench/run.sh

# --- dependencies ------------------------------------------------------------
# Installs what is missing when run as root; otherwise prints the line.
deps-build:
	@tests/deps.sh build
deps-test:
	@tests/deps.sh test
deps: deps-test

clean:
	rm -rf build build-san tnvcc tnvcc-san examples/*.ptx

-include $(shell find build build-san -name '*.d' 2>/dev/null)
