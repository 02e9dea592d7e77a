#ifndef ICU_SHIM_H
#define ICU_SHIM_H
// The Swift face of ICU sees only this header. It must not name any ICU type:
// Foundation brings its own ICU, and two definitions of UErrorCode in one Swift module do not build.
#include <stdint.h>

/// Writes ICU's version ("72.1") into `buffer` (NUL-terminated); returns its length.
int32_t pn_icu_version(char *buffer, int32_t capacity);

#endif
