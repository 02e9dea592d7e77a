#include "icu_shim.h"
#include "utf16_buffer.h"
#include <unicode/unorm2.h>
#include <unicode/utf8.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>

const pn_normalizer *pn_normalizer_get(int32_t form, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    const UNormalizer2 *n = NULL;
    switch (form) {
    case 0: n = unorm2_getNFCInstance(&error); break;
    case 1: n = unorm2_getNFDInstance(&error); break;
    case 2: n = unorm2_getNFKCInstance(&error); break;
    case 3: n = unorm2_getNFKDInstance(&error); break;
    case 4: n = unorm2_getNFKCCasefoldInstance(&error); break;
    default: error = U_ILLEGAL_ARGUMENT_ERROR;
    }
    *status = error;
    return (const pn_normalizer *)n;
}

int32_t pn_normalize(const pn_normalizer *n, const char *text, int32_t length,
                     char *dest, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    const UNormalizer2 *norm = (const UNormalizer2 *)n;
    pn_utf16 in, out;
    out.units = out.stack; out.capacity = PN_STACK_UNITS; out.length = 0;
    int32_t result = 0;
    if (!pn_utf16_from_utf8(&in, text, length, &error)) goto done;
    out.length = unorm2_normalize(norm, in.units, in.length, out.units, out.capacity, &error);
    if (error == U_BUFFER_OVERFLOW_ERROR) {
        error = U_ZERO_ERROR;
        if (!pn_utf16_reserve(&out, out.length + 1, &error)) goto done;
        out.length = unorm2_normalize(norm, in.units, in.length, out.units, out.capacity, &error);
    }
    if (U_FAILURE(error)) goto done;
    result = pn_utf8_out(out.units, out.length, dest, capacity, &error);
done:
    pn_utf16_free(&in);
    pn_utf16_free(&out);
    *status = error;
    return result;
}

// Long text is checked in chunks cut where a character has a normalisation boundary before it: there,
// normalize(a + b) == normalize(a) + normalize(b), so the whole is normalised exactly when every chunk is.
int32_t pn_is_normalized(const pn_normalizer *n, const char *text, int32_t length, int32_t *status) {
    const UNormalizer2 *norm = (const UNormalizer2 *)n;
    UErrorCode error = U_ZERO_ERROR;
    UChar chunk[PN_STACK_UNITS];
    int32_t used = 0, i = 0;
    while (i < length) {
        UChar32 c;
        U8_NEXT(text, i, length, c);
        if (c < 0) { *status = U_INVALID_CHAR_FOUND; return 0; }
        int full = used > PN_STACK_UNITS - 64;
        if (full && unorm2_hasBoundaryBefore(norm, c)) {
            if (!unorm2_isNormalized(norm, chunk, used, &error) || U_FAILURE(error)) { *status = error; return 0; }
            used = 0;
        } else if (used > PN_STACK_UNITS - 2) {
            // Hundreds of characters without a boundary (stacked combining marks): check it all at once.
            pn_utf16 whole;
            int32_t ok = 0;
            if (pn_utf16_from_utf8(&whole, text, length, &error))
                ok = unorm2_isNormalized(norm, whole.units, whole.length, &error) ? 1 : 0;
            pn_utf16_free(&whole);
            *status = error;
            return ok;
        }
        U16_APPEND_UNSAFE(chunk, used, c);
    }
    int32_t ok = unorm2_isNormalized(norm, chunk, used, &error) ? 1 : 0;
    *status = error;
    return U_SUCCESS(error) ? ok : 0;
}

static int pn_is_accent(UChar32 c) {
    if (c == 0x3099 || c == 0x309A || u_charType(c) != U_NON_SPACING_MARK) return 0;
    UErrorCode error = U_ZERO_ERROR;
    return uscript_getScript(c, &error) == USCRIPT_INHERITED;
}

int32_t pn_remove_accents(const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&error);
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&error);
    pn_utf16 in, out;
    out.units = out.stack; out.capacity = PN_STACK_UNITS; out.length = 0;
    int32_t result = -1;
    if (U_FAILURE(error) || !pn_utf16_from_utf8(&in, text, length, &error)) goto done;
    out.length = unorm2_normalize(nfd, in.units, in.length, out.units, out.capacity, &error);
    if (error == U_BUFFER_OVERFLOW_ERROR) {
        error = U_ZERO_ERROR;
        if (!pn_utf16_reserve(&out, out.length + 1, &error)) goto done;
        out.length = unorm2_normalize(nfd, in.units, in.length, out.units, out.capacity, &error);
    }
    if (U_FAILURE(error)) goto done;
    int32_t kept = 0, i = 0;
    while (i < out.length) {
        int32_t start = i;
        UChar32 c;
        U16_NEXT(out.units, i, out.length, c);
        if (pn_is_accent(c)) continue;
        while (start < i) out.units[kept++] = out.units[start++];
    }
    if (kept == out.length) goto done;
    // NFC of the stripped text goes back into `in`, which is at least as long.
    in.length = unorm2_normalize(nfc, out.units, kept, in.units, in.capacity, &error);
    if (U_FAILURE(error)) goto done;
    result = pn_utf8_out(in.units, in.length, dest, capacity, &error);
done:
    pn_utf16_free(&in);
    pn_utf16_free(&out);
    *status = error;
    return result;
}

int32_t pn_nfc_quick_yes_starter(int32_t c) {
    return u_getIntPropertyValue(c, UCHAR_NFC_QUICK_CHECK) == UNORM_YES && u_getCombiningClass(c) == 0;
}
