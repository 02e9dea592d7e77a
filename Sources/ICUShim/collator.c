#include "icu_shim.h"
#include "utf16_buffer.h"
#include <string.h>
#include <unicode/ucol.h>

// Only functions taking `const UCollator *` are used after opening: ICU documents those as safe to call from
// many threads on one collator, so one cached collator per locale serves every thread.

pn_collator *pn_collator_open(const char *locale_id, int32_t strength, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UCollator *c = ucol_open(locale_id, &error);
    if (U_SUCCESS(error) && strength >= 0) {
        static const UColAttributeValue strengths[] = { UCOL_PRIMARY, UCOL_SECONDARY, UCOL_TERTIARY,
                                                        UCOL_QUATERNARY, UCOL_IDENTICAL };
        ucol_setStrength(c, strength < 5 ? strengths[strength] : UCOL_IDENTICAL);
    }
    if (U_FAILURE(error)) { if (c) ucol_close(c); c = NULL; }
    else if (error == U_USING_DEFAULT_WARNING || error == U_USING_FALLBACK_WARNING) error = U_ZERO_ERROR;
    *status = error;
    return (pn_collator *)c;
}

void pn_collator_close(pn_collator *c) { ucol_close((UCollator *)c); }

int32_t pn_collator_actual_locale(const pn_collator *c, char *buffer, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    const char *name = ucol_getLocaleByType((const UCollator *)c, ULOC_ACTUAL_LOCALE, &error);
    *status = error;
    if (!name) name = "";
    int32_t length = (int32_t)strlen(name);
    if (capacity > 0) {
        int32_t n = length < capacity - 1 ? length : capacity - 1;
        memcpy(buffer, name, (size_t)n);
        buffer[n] = 0;
    }
    return length;
}

int32_t pn_collator_compare(const pn_collator *c, const char *a, int32_t a_length,
                            const char *b, int32_t b_length, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UCollationResult r = ucol_strcollUTF8((const UCollator *)c, a, a_length, b, b_length, &error);
    *status = error;
    return r == UCOL_LESS ? -1 : (r == UCOL_GREATER ? 1 : 0);
}

int32_t pn_collator_sort_key(const pn_collator *c, const char *text, int32_t length,
                             uint8_t *dest, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    pn_utf16 in;
    int32_t result = 0;
    if (pn_utf16_from_utf8(&in, text, length, &error))
        result = ucol_getSortKey((const UCollator *)c, in.units, in.length, dest, capacity);
    pn_utf16_free(&in);
    // ucol_getSortKey returns 0 only on an internal error.
    if (U_SUCCESS(error) && result == 0) error = U_INTERNAL_PROGRAM_ERROR;
    *status = error;
    return result;
}
