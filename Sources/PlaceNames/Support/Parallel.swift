import Dispatch
import PlaceNamesCore

/// Runs `body` on chunks of `0..<total` (at least `minimumChunk` long) on up to `threads` threads and returns the chunks' results in chunk
/// order, so the outcome never depends on scheduling.
func chunkedConcurrently<T: Sendable>(
    total: Int, threads: Int, minimumChunk: Int = 2048, _ body: @Sendable (Range<Int>) -> T
) -> [T] {
    let chunks = max(1, min(threads, total / max(1, minimumChunk)))
    if chunks == 1 { return [body(0..<total)] }
    let results = ChunkResults<T>(count: chunks)
    let size = (total + chunks - 1) / chunks
    performConcurrently(iterations: chunks) { chunk in
        let range = min(total, chunk * size)..<min(total, (chunk + 1) * size)
        results.set(chunk, body(range))
    }
    return results.values
}

/// One slot per chunk; each chunk writes only its own slot, and they are read after all chunks finish.
private final class ChunkResults<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ value: T) { slots[index] = value }

    var values: [T] { slots.map { $0! } }
}

/// An uninitialised buffer that threads fill at once, each slot written by exactly one thread.
struct DisjointSlots<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>

    func initialize(_ index: Int, to value: T) {
        (buffer.baseAddress! + index).initialize(to: value)
    }
}
