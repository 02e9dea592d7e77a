#include "icu_shim.h"
#include <string.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

int32_t pn_icu_version(char *buffer, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(info);
    u_versionToString(info, text);
    int32_t length = (int32_t)strlen(text);
    if (capacity > 0) {
        int32_t n = length < capacity - 1 ? length : capacity - 1;
        memcpy(buffer, text, (size_t)n);
        buffer[n] = 0;
    }
    return length;
}

const char *pn_error_name(int32_t status) {
    return u_errorName((UErrorCode)status);
}
