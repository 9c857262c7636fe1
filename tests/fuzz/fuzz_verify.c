/*
 * tests/fuzz/fuzz_verify.c -- libFuzzer target: the front end and the
 * verifier, nothing after them.
 *
 * Why a target of its own: in fuzz_pipeline every input that verifies goes
 * on to printing and code generation, which cost far more than the
 * verifier, so most of that target's time is spent behind the verifier.
 * Here every execution ends after verify_module(), and the verifier is run
 * for two targets -- one before Volta, one Hopper 'a' target -- because its
 * SM gates take different paths on each (an intrinsic refused on sm_60 is
 * checked further on sm_90a).
 *
 * The contract under test: the verifier never crashes, never reads
 * uninitialised memory or leaks, on any module the parser accepts, and it
 * reports an error exactly when it returns a non-zero count.
 *
 * Build and run: `make fuzz FUZZ_SECONDS=60` (see docs/reliability.md).
 */
#include "targets/targets.h"
#include "tests/fuzz/fuzz_common.h"
#include "verify/verify.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const sms[] = {"sm_60", "sm_90a"};
    FuzzRun r;
    fuzz_parse(&r, data, size);
    for (size_t i = 0; r.m && i < sizeof sms / sizeof sms[0]; i++) {
        VerifyOptions vo = {.target = target_lookup(sms[i], NULL)};
        unsigned before = r.d.errors;
        unsigned n = verify_module(r.m, &vo, &r.d);
        if ((n > 0) != (r.d.errors > before))
            abort();
    }
    fuzz_done(&r);
    return 0;
}
