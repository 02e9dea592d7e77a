#include "icu_shim.h"
#include "utf16_buffer.h"
#include <unicode/utrans.h>

// ICU transliterators keep no state between calls but are not documented as safe to share while in use,
// so the Swift side hands each concurrent caller its own clone.

pn_transliterator *pn_transliterator_open(const char *id, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UChar uid[512];
    int32_t uid_length = 0;
    u_strFromUTF8(uid, 512, &uid_length, id, -1, &error);
    if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING) {
        *status = U_FAILURE(error) ? error : U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UParseError parse;
    UTransliterator *t = utrans_openU(uid, uid_length, UTRANS_FORWARD, NULL, 0, &parse, &error);
    if (U_FAILURE(error)) { if (t) utrans_close(t); t = NULL; }
    *status = error;
    return (pn_transliterator *)t;
}

pn_transliterator *pn_transliterator_clone(const pn_transliterator *t, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UTransliterator *c = utrans_clone((const UTransliterator *)t, &error);
    if (U_FAILURE(error)) { if (c) utrans_close(c); c = NULL; }
    *status = error;
    return (pn_transliterator *)c;
}

void pn_transliterator_close(pn_transliterator *t) { utrans_close((UTransliterator *)t); }

int32_t pn_transliterate(const pn_transliterator *t, const char *text, int32_t length,
                         char *dest, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    pn_utf16 buf;
    int32_t result = 0;
    if (!pn_utf16_from_utf8(&buf, text, length, &error)) goto done;
    // Transliteration works in place; romanisation rarely more than triples the length.
    int32_t original = buf.length;
    int32_t room = original * 4 + 16;
    if (room > buf.capacity) {
        pn_utf16 bigger;
        bigger.units = bigger.stack; bigger.capacity = PN_STACK_UNITS;
        if (!pn_utf16_reserve(&bigger, room, &error)) { pn_utf16_free(&bigger); goto done; }
        u_memcpy(bigger.units, buf.units, original);
        pn_utf16_free(&buf);
        buf = bigger;  // bigger.units is on the heap (room > PN_STACK_UNITS), so the copy owns it
    }
    for (int attempt = 0; attempt < 4; attempt++) {
        int32_t text_length = original, limit = original;
        utrans_transUChars((const UTransliterator *)t, buf.units, &text_length, buf.capacity, 0, &limit, &error);
        if (error != U_BUFFER_OVERFLOW_ERROR && text_length <= buf.capacity) {
            if (U_SUCCESS(error)) result = pn_utf8_out(buf.units, text_length, dest, capacity, &error);
            goto done;
        }
        // The input was overwritten: convert it again into a buffer of the size ICU asked for.
        error = U_ZERO_ERROR;
        pn_utf16_free(&buf);
        buf.units = buf.stack; buf.capacity = PN_STACK_UNITS;
        if (!pn_utf16_reserve(&buf, text_length * 2 + 16, &error)) goto done;
        int32_t converted = 0;
        u_strFromUTF8(buf.units, buf.capacity, &converted, text, length, &error);
        if (U_FAILURE(error)) goto done;
    }
    error = U_BUFFER_OVERFLOW_ERROR;
done:
    pn_utf16_free(&buf);
    *status = error;
    return result;
}
