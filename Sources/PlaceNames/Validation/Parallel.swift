import Dispatch

/// Runs `body` on `count` chunks of `0..<total` on up to `threads` threads and returns the chunks' results
/// in chunk order, so the outcome never depends on scheduling.
func chunkedConcurrently<T>(total: Int, threads: Int, _ body: (Range<Int>) -> T) -> [T] {
    let chunks = total < 4096 ? 1 : max(1, threads)
    if chunks == 1 { return [body(0..<total)] }
    let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: chunks)
    results.initialize(repeating: nil)
    defer {
        results.deinitialize()
        results.deallocate()
    }
    let size = (total + chunks - 1) / chunks
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
        let range = min(total, chunk * size)..<min(total, (chunk + 1) * size)
        results[chunk] = body(range)
    }
    return results.map { $0! }
}
