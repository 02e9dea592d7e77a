// Engineering notes: the support layer, one of each thing, and why. The helpers that need no ICU (JSONString,
// FNV1a64, editDistance, scalarCode) live in Sources/PlaceNamesCore/Support, so the Foundation-only Core has them;
// Parallel (Dispatch threads for the validator) stays here.
//
// - Locks: `Synchronization.Mutex`, and nothing else (no `NSLock`, no `os_unfair_lock`, no hand-made spin locks).
//   It is the standard library's, needs no Foundation, stores its value inline (no class to allocate, no
//   `@unchecked Sendable`), and costs one uncontended atomic on the service's hot paths (the answer cache, the
//   short-query cache, metrics). Known cost: on Linux it waits with raw futex calls, which the thread sanitizer
//   does not see, so `swift test --sanitize=thread` reports accesses it guards as races; judge TSan reports about
//   a `Mutex`-guarded value with that in mind. (An `NSLock`-based `Locked` type existed for the ICU caches for that
//   reason; one lock type everywhere was judged worth more.)
// - JSON strings: `JSONString.append` is the only writer of JSON string literals (the canonical catalog writer,
//   `OutputJSON` reports and the service's answers). `.required` escapes what RFC 8259 requires; `.javaScriptSafe`
//   also escapes U+2028 and U+2029 for output that may be pasted into JavaScript.
// - Hashing: `FNV1a64` is the only byte hash (ETags, baselines, name tables, language-key tables). Not `Hasher`,
//   which is seeded per process, so its values cannot be stored or compared across runs. Answers' ETags hash their
//   bodies a word at a time (`addWords`): a byte at a time was 1.8 % of the server's time under the search mix.
// - Text: `editDistance` (optimal string alignment, optionally bounded) for every "did you mean"; `scalarCode` for
//   every `U+XXXX` in a message.
// - Threads: `chunkedConcurrently` runs a loop's chunks on Dispatch threads and returns the results in chunk order,
//   so output never depends on scheduling.
// - ICU: only the files in `Unicode/` call the C shim (`ICUShim`); everything else goes through their types, which
//   also have UTF-8 entry points for the validator's hot loops.
