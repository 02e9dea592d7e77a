#include "icu_shim.h"
#include <unicode/uspoof.h>

pn_spoof_checker *pn_spoof_open(int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    USpoofChecker *s = uspoof_open(&error);
    if (U_SUCCESS(error)) {
        uspoof_setChecks(s, USPOOF_ALL_CHECKS | USPOOF_AUX_INFO, &error);
        uspoof_setRestrictionLevel(s, USPOOF_MODERATELY_RESTRICTIVE);
    }
    if (U_FAILURE(error)) { if (s) uspoof_close(s); s = NULL; }
    *status = error;
    return (pn_spoof_checker *)s;
}

void pn_spoof_close(pn_spoof_checker *s) { uspoof_close((USpoofChecker *)s); }

int32_t pn_spoof_check(const pn_spoof_checker *s, const char *text, int32_t length,
                       int32_t *restriction_level, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    USpoofCheckResult *result = uspoof_openCheckResult(&error);
    int32_t checks = uspoof_check2UTF8((const USpoofChecker *)s, text, length, result, &error);
    UErrorCode ignored = U_ZERO_ERROR;
    *restriction_level = (int32_t)uspoof_getCheckResultRestrictionLevel(result, &ignored);
    uspoof_closeCheckResult(result);
    *status = error;
    return checks & USPOOF_ALL_CHECKS;
}

int32_t pn_spoof_skeleton(const pn_spoof_checker *s, const char *text, int32_t length,
                          char *dest, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t n = uspoof_getSkeletonUTF8((const USpoofChecker *)s, 0, text, length, dest, capacity, &error);
    if (error == U_BUFFER_OVERFLOW_ERROR || error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    *status = error;
    return n;
}

int32_t pn_spoof_confusable(const pn_spoof_checker *s, const char *a, int32_t a_length,
                            const char *b, int32_t b_length, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t r = uspoof_areConfusableUTF8((const USpoofChecker *)s, a, a_length, b, b_length, &error);
    *status = error;
    return r;
}
