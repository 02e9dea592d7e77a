#include "icu_shim.h"
#include <unicode/uscript.h>
#include <unicode/utf8.h>

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

int32_t pn_script_of(uint32_t scalar) {
    UErrorCode error = U_ZERO_ERROR;
    UScriptCode code = uscript_getScript((UChar32)scalar, &error);
    return U_SUCCESS(error) ? (int32_t)code : -1;
}

int32_t pn_scripts_first_misfit(const char *text, int32_t length, const int32_t *allowed, int32_t count) {
    int32_t i = 0;
    while (i < length) {
        int32_t start = i;
        UChar32 c;
        U8_NEXT(text, i, length, c);
        if (c < 0) return start;
        UScriptCode codes[32];
        UErrorCode error = U_ZERO_ERROR;
        int32_t n = uscript_getScriptExtensions(c, codes, 32, &error);
        if (n > 32) n = 32;
        int fits = 0;
        for (int32_t k = 0; k < n && !fits; k++) {
            if (codes[k] == USCRIPT_COMMON || codes[k] == USCRIPT_INHERITED) { fits = 1; break; }
            for (int32_t a = 0; a < count; a++) if ((int32_t)codes[k] == allowed[a]) { fits = 1; break; }
        }
        if (!fits) return start;
    }
    return -1;
}

void pn_scripts_used(const char *text, int32_t length, uint64_t *bits, int32_t words) {
    int32_t i = 0;
    while (i < length) {
        UChar32 c;
        U8_NEXT(text, i, length, c);
        if (c < 0) continue;
        UScriptCode codes[32];
        UErrorCode error = U_ZERO_ERROR;
        int32_t n = uscript_getScriptExtensions(c, codes, 32, &error);
        if (n > 32) n = 32;
        for (int32_t k = 0; k < n; k++) {
            int32_t code = (int32_t)codes[k];
            if (code >= 0 && code < words * 64) bits[code / 64] |= (uint64_t)1 << (code % 64);
        }
    }
}
