#ifndef PN_UTF16_BUFFER_H
#define PN_UTF16_BUFFER_H
// UTF-8 in, UTF-16 for ICU, UTF-8 out. Text of usual length (place names) stays on the stack.
#include <stdlib.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

#define PN_STACK_UNITS 512

typedef struct {
    UChar *units;
    int32_t length;
    int32_t capacity;
    UChar stack[PN_STACK_UNITS];
} pn_utf16;

/// Converts UTF-8 into `b` (on the stack when it fits, else on the heap); false on failure.
static inline int pn_utf16_from_utf8(pn_utf16 *b, const char *text, int32_t length, UErrorCode *status) {
    b->units = b->stack;
    b->capacity = PN_STACK_UNITS;
    b->length = 0;
    u_strFromUTF8(b->units, b->capacity, &b->length, text, length, status);
    if (*status == U_BUFFER_OVERFLOW_ERROR || *status == U_STRING_NOT_TERMINATED_WARNING) {
        *status = U_ZERO_ERROR;
        if (b->length >= b->capacity) {
            b->capacity = b->length + 1;
            b->units = (UChar *)malloc(sizeof(UChar) * (size_t)b->capacity);
            if (!b->units) { b->units = b->stack; *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
            u_strFromUTF8(b->units, b->capacity, &b->length, text, length, status);
        }
    }
    return U_SUCCESS(*status);
}

/// Makes room for `needed` units, keeping nothing; false on failure.
static inline int pn_utf16_reserve(pn_utf16 *b, int32_t needed, UErrorCode *status) {
    if (needed <= b->capacity) return 1;
    if (b->units != b->stack) free(b->units);
    b->units = (UChar *)malloc(sizeof(UChar) * (size_t)needed);
    if (!b->units) { b->units = b->stack; b->capacity = PN_STACK_UNITS; *status = U_MEMORY_ALLOCATION_ERROR; return 0; }
    b->capacity = needed;
    return 1;
}

static inline void pn_utf16_free(pn_utf16 *b) {
    if (b->units != b->stack) free(b->units);
    b->units = b->stack;
}

/// Writes UTF-16 as UTF-8 into `dest`; returns the length needed (overflow is not an error: the caller retries).
static inline int32_t pn_utf8_out(const UChar *units, int32_t length, char *dest, int32_t capacity, UErrorCode *status) {
    int32_t needed = 0;
    u_strToUTF8(dest, capacity, &needed, units, length, status);
    if (*status == U_BUFFER_OVERFLOW_ERROR || *status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
    return needed;
}

#endif
