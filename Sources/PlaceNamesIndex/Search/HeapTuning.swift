#if canImport(Glibc)
import Glibc
#endif

/// How a process that searches keeps the memory its searches free.
package enum HeapTuning {
    /// Keeps freed blocks of up to 4 MB in the process's heaps for the next search, rather than returning them to
    /// the kernel and taking fresh pages again. A search frees arrays of up to hundreds of kilobytes; with glibc's
    /// defaults (a 128 KB trim threshold, raised only once a large block has been freed), `placenames-bench search`,
    /// which searches on its main thread, made a `brk` call every three queries and took 12 % longer on the shipped
    /// catalogs. (`names serve`, searching on its event loops' heaps, spent no more CPU per query without it.) Up
    /// to 8 MB of free memory may stay resident per heap.
    package static func keepFreedMemoryForSearches() {
        #if canImport(Glibc)
        // `mallopt` is in <malloc.h>, which the Glibc module does not export: looked up by name.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        // <malloc.h>: M_TRIM_THRESHOLD is -1, M_MMAP_THRESHOLD -3.
        _ = mallopt(-3, 4 << 20)
        _ = mallopt(-1, 8 << 20)
        #endif
    }
}
