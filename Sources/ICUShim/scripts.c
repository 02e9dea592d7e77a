#include "icu_shim.h"
#include <unicode/uscript.h>

int32_t pn_script_extensions(uint32_t scalar, int32_t *codes, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t n = uscript_getScriptExtensions((UChar32)scalar, (UScriptCode *)codes, capacity, &error);
    if (error == U_BUFFER_OVERFLOW_ERROR) error = U_ZERO_ERROR;
    *status = error;
    return n;
}

const char *pn_script_short_name(int32_t code) {
    return uscript_getShortName((UScriptCode)code);
}

int32_t pn_script_code(const char *name) {
    UErrorCode error = U_ZERO_ERROR;
    UScriptCode code = USCRIPT_INVALID_CODE;
    int32_t n = uscript_getCode(name, &code, 1, &error);
    if (U_FAILURE(error) || n < 1) return -1;
    return (int32_t)code;
}

int32_t pn_script_code_limit(void) {
    return (int32_t)USCRIPT_CODE_LIMIT;
}
