#ifndef ICU_SHIM_H
#define ICU_SHIM_H
// The Swift face of ICU sees only this header. It must not name any ICU type:
// Foundation brings its own ICU, and two definitions of UErrorCode in one Swift module do not build.
//
// Conventions: text comes in as UTF-8 (`const char *`, length in bytes), which is what a native Swift String
// holds, and goes out as UTF-8 into a caller buffer. Functions that write text return the length the full
// result needs; when that is larger than `capacity`, the caller retries with a bigger buffer.
// `status` receives ICU's UErrorCode value (0 = success, > 0 = failure); `pn_error_name` names it.
#include <stdint.h>

/// Writes ICU's version ("72.1") into `buffer` (NUL-terminated); returns its length.
int32_t pn_icu_version(char *buffer, int32_t capacity);

/// ICU's name for a status code ("U_ILLEGAL_ARGUMENT_ERROR"); a static string.
const char *pn_error_name(int32_t status);

// MARK: Normalisation

/// A shared, immutable ICU normaliser (an ICU singleton; safe from any thread).
typedef struct pn_normalizer pn_normalizer;

/// 0 = NFC, 1 = NFD, 2 = NFKC, 3 = NFKD, 4 = NFKC_Casefold.
const pn_normalizer *pn_normalizer_get(int32_t form, int32_t *status);

/// Normalises UTF-8 `text` into `dest`; returns the UTF-8 length of the result.
int32_t pn_normalize(const pn_normalizer *n, const char *text, int32_t length,
                     char *dest, int32_t capacity, int32_t *status);

/// 1 if `text` is already in the normaliser's form, 0 if not; allocates nothing for text of usual length.
int32_t pn_is_normalized(const pn_normalizer *n, const char *text, int32_t length, int32_t *status);

/// 1 if the code point `c` is NFC_Quick_Check=Yes with canonical combining class 0: text made only of such code
/// points is in NFC (UAX #15's quick check answers YES), so no call per name is needed to know it.
int32_t pn_nfc_quick_yes_starter(int32_t c);

/// Removes combining accents: after NFD, non-spacing marks of the Inherited script except the kana voicing
/// marks (U+3099, U+309A), then NFC. Returns -1 without writing when `text` has no such mark, else the UTF-8
/// length of the result.
int32_t pn_remove_accents(const char *text, int32_t length, char *dest, int32_t capacity, int32_t *status);

// MARK: Collation

typedef struct pn_collator pn_collator;

/// Opens a collator for an ICU locale id ("th", "zh_Hant", "sv"); strength: 0 primary .. 4 identical, -1 default.
pn_collator *pn_collator_open(const char *locale_id, int32_t strength, int32_t *status);
void pn_collator_close(pn_collator *c);
/// The locale ICU actually used (after fallback), NUL-terminated into `buffer`; returns its length.
int32_t pn_collator_actual_locale(const pn_collator *c, char *buffer, int32_t capacity, int32_t *status);
/// -1, 0 or 1 as `a` sorts before, equal to, or after `b`.
int32_t pn_collator_compare(const pn_collator *c, const char *a, int32_t a_length,
                            const char *b, int32_t b_length, int32_t *status);
/// Writes the sort key of `text` into `dest` (bytes, ending in a 0 byte ICU includes); returns its length.
int32_t pn_collator_sort_key(const pn_collator *c, const char *text, int32_t length,
                             uint8_t *dest, int32_t capacity, int32_t *status);

// MARK: Transliteration

typedef struct pn_transliterator pn_transliterator;

/// Opens an ICU transform by id ("Any-Latin; Latin-ASCII"); NULL with `status` set if the id is unknown.
pn_transliterator *pn_transliterator_open(const char *id, int32_t *status);
/// An independent copy for another thread.
pn_transliterator *pn_transliterator_clone(const pn_transliterator *t, int32_t *status);
void pn_transliterator_close(pn_transliterator *t);
/// Transliterates UTF-8 `text` into `dest`; returns the UTF-8 length of the result.
int32_t pn_transliterate(const pn_transliterator *t, const char *text, int32_t length,
                         char *dest, int32_t capacity, int32_t *status);

// MARK: Scripts

/// Writes the Script_Extensions of `scalar` as ICU script codes into `codes`; returns how many there are.
int32_t pn_script_extensions(uint32_t scalar, int32_t *codes, int32_t capacity, int32_t *status);
/// The ISO 15924 code of an ICU script code ("Thai"), or NULL; a static string.
const char *pn_script_short_name(int32_t code);
/// The ICU script code for an ISO 15924 code or script name, or -1 if unknown.
int32_t pn_script_code(const char *name);
/// One past the largest ICU script code.
int32_t pn_script_code_limit(void);
/// The Script property of `scalar` (one ICU script code; 0 Common, 1 Inherited).
int32_t pn_script_of(uint32_t scalar);
/// Index in UTF-8 bytes of the first character of `text` whose Script_Extensions contain neither Common,
/// Inherited nor any of the `count` ICU script codes in `allowed`; -1 when every character fits.
int32_t pn_scripts_first_misfit(const char *text, int32_t length, const int32_t *allowed, int32_t count);
/// Sets bit `code` of `bits` (`words` 64-bit words) for every ICU script code in the Script_Extensions of the
/// characters of `text`.
void pn_scripts_used(const char *text, int32_t length, uint64_t *bits, int32_t words);

// MARK: Spoof checks

typedef struct pn_spoof_checker pn_spoof_checker;

/// Opens a checker running all of UTS #39's checks at the moderately restrictive level.
/// Its check functions are safe to call from many threads at once (uspoof.h, "Thread Safety").
pn_spoof_checker *pn_spoof_open(int32_t *status);
void pn_spoof_close(pn_spoof_checker *s);
/// The USpoofChecks bits that fail for `text` (0 = nothing suspicious); the restriction level is in
/// `restriction_level` (USpoofRestrictionLevel value).
int32_t pn_spoof_check(const pn_spoof_checker *s, const char *text, int32_t length,
                       int32_t *restriction_level, int32_t *status);
/// The confusable skeleton of `text` (UTS #39), UTF-8 into `dest`; returns its length.
int32_t pn_spoof_skeleton(const pn_spoof_checker *s, const char *text, int32_t length,
                          char *dest, int32_t capacity, int32_t *status);
/// The USpoofChecks confusable bits saying how `a` and `b` may be confused (0 = not confusable).
int32_t pn_spoof_confusable(const pn_spoof_checker *s, const char *a, int32_t a_length,
                            const char *b, int32_t b_length, int32_t *status);

/// Starts loading the cache line at `address` without waiting for it: the validator's big hash tables are
/// loaded this way a few names ahead, so their cache misses overlap. A load in Swift would do the same but hold
/// up the instructions behind it; Swift has no prefetch, and this is the package's C target.
static inline void pn_prefetch(const void *address) { __builtin_prefetch(address); }

#endif
