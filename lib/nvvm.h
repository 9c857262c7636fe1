/*
 * lib/nvvm.h -- the libNVVM programming interface, as libtnvvm provides it.
 *
 * libtnvvm is a drop-in replacement for NVIDIA's libNVVM: a program built
 * against NVIDIA's nvvm.h links against libtnvvm.so unchanged, so this
 * header must give every name the same type, value and calling
 * convention (the ABI) as NVIDIA's libNVVM API documentation states:
 * result codes are plain C enum values starting at 0, a program is an
 * opaque pointer, sizes are size_t, counts are int.  The descriptions
 * below are tnvcc's own; docs/libtnvvm.md says what each does here.
 */
#ifndef TNVCC_NVVM_H
#define TNVCC_NVVM_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What a call returned.  The numbers are part of the ABI. */
typedef enum {
    NVVM_SUCCESS = 0,
    NVVM_ERROR_OUT_OF_MEMORY = 1,
    NVVM_ERROR_PROGRAM_CREATION_FAILURE = 2,
    NVVM_ERROR_IR_VERSION_MISMATCH = 3,
    NVVM_ERROR_INVALID_INPUT = 4,
    NVVM_ERROR_INVALID_PROGRAM = 5,
    NVVM_ERROR_INVALID_IR = 6,
    NVVM_ERROR_INVALID_OPTION = 7,
    NVVM_ERROR_NO_MODULE_IN_PROGRAM = 8,
    NVVM_ERROR_COMPILATION = 9,
    NVVM_ERROR_CANCELLED = 10
} nvvmResult;

/* A text describing a result code (a static string; never NULL). */
const char *nvvmGetErrorString(nvvmResult result);

/* The library's version, and the NVVM IR and debug-metadata versions it
 * reads. */
nvvmResult nvvmVersion(int *major, int *minor);
nvvmResult nvvmIRVersion(int *majorIR, int *minorIR, int *majorDbg, int *minorDbg);

/* A program: modules added to it, options given at compilation, the PTX
 * and the log that compilation leaves. */
typedef struct _nvvmProgram *nvvmProgram;

nvvmResult nvvmCreateProgram(nvvmProgram *prog);
nvvmResult nvvmDestroyProgram(nvvmProgram *prog);

/* Add a module (NVVM IR as text or bitcode, `size` bytes; `name` is used
 * in the log, NULL for "<unnamed>").  A lazily added module contributes
 * only what the other modules use. */
nvvmResult nvvmAddModuleToProgram(nvvmProgram prog, const char *buffer, size_t size,
                                  const char *name);
nvvmResult nvvmLazyAddModuleToProgram(nvvmProgram prog, const char *buffer, size_t size,
                                      const char *name);

nvvmResult nvvmCompileProgram(nvvmProgram prog, int numOptions, const char **options);
nvvmResult nvvmVerifyProgram(nvvmProgram prog, int numOptions, const char **options);

/* Sizes count the terminating NUL byte. */
nvvmResult nvvmGetCompiledResultSize(nvvmProgram prog, size_t *bufferSizeRet);
nvvmResult nvvmGetCompiledResult(nvvmProgram prog, char *buffer);
nvvmResult nvvmGetProgramLogSize(nvvmProgram prog, size_t *bufferSizeRet);
nvvmResult nvvmGetProgramLog(nvvmProgram prog, char *buffer);

#ifdef __cplusplus
}
#endif

#endif /* TNVCC_NVVM_H */
