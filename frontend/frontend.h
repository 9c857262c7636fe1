/*
 * frontend/frontend.h -- the map of the front end (its public face).
 *
 * The front end turns LLVM IR text into an ir/ Module.  Its parts:
 *   lexer.re   re2c scanner: bytes -> tokens (with line:col); scan.h is
 *              its inline shortcut for the commonest tokens
 *   parser.y   bison grammar of the module's item skeleton (which items
 *              there are and how each begins): tokens -> calls into
 *              build.c, handing the rest of each item to body.c
 *   body.c     the grammar of everything inside items (bodies, function
 *              headers, globals, and every type, value, constant,
 *              attribute and metadata node), by hand: recursive descent
 *              calling the same build.c actions
 *   build.c    semantic actions: symbol tables, forward references, type
 *              checks the parser can see, IR construction
 *   symtab.c   the string- and number-keyed maps the symbol tables use
 *   bitstream.c  LLVM bitcode's container (blocks, abbreviations,
 *              records), bitstream.h its cursor
 *   bitcode*.c the records' meanings: LLVM bitcode into the same IR
 *              (bitcode.h); parse_module hands bitcode input to it
 * Internal declarations shared by those files live in frontend/parse.h.
 */
#ifndef TNVCC_FRONTEND_H
#define TNVCC_FRONTEND_H

#include "ir/ir.h"

/* Parse a whole module.  Diagnostics go to `d`.  Returns the module when
 * no error was reported, otherwise NULL (and frees what it built). */
Module *parse_module(const Source *src, Diag *d);

/* Read LLVM bitcode (frontend/bitcode.c); parse_module calls it for an
 * input that starts with bitcode's magic or its wrapper's. */
Module *bitcode_read(const Source *src, Diag *d);

/* Read a file (or stdin for "-") into a Source.  Returns false and reports
 * through `d`-less stderr message when it cannot be read. */
bool source_read(Source *src, const char *path);
void source_free(Source *src);

#endif
