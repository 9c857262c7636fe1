/*
 * tests/unit/module_fixture.h -- a fresh module for every test of a suite:
 * MODULE_FIXTURE(suite) defines the suite with `m` (the module) and `tt`
 * (its type table), made before each test and freed after it.
 */
#ifndef TNVCC_TEST_MODULE_FIXTURE_H
#define TNVCC_TEST_MODULE_FIXTURE_H

#include <criterion/criterion.h>

#include "ir/ir.h"

#define MODULE_FIXTURE(suite)                                               \
    static Module *m;                                                       \
    static TypeTable *tt;                                                   \
    static void setup(void)                                                 \
    {                                                                       \
        m = module_new();                                                   \
        tt = &m->types;                                                     \
    }                                                                       \
    static void teardown(void) { module_free(m); }                          \
    TestSuite(suite, .init = setup, .fini = teardown)

#endif
