#if canImport(Glibc)
import Glibc
#endif

/// Hands memory the process freed back to the system. A start on catalogs or a reload builds a whole new catalog and index and frees the
/// old one (or the refused one), hundreds of megabytes; glibc keeps such memory in its per-thread arenas, so
/// without this the resident size of a long-running server climbs with reloads though nothing leaks.
package enum FreedMemory {
    /// glibc's `malloc_trim`, looked up at run time: `<malloc.h>` is not in Swift's Glibc module, and other C
    /// libraries (musl) do not have it.
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()

    package static func release() {
        _ = trim?(0)
    }
}
