/// The streams of a `PrefixScan` that have entries left, by the key of their next entry, least first: a binary
/// min-heap, so that choosing the next entry among hundreds of classes costs a logarithm, not a pass over them.
struct StreamQueue {
    private var heap: [(key: UInt64, stream: Int)] = []

    /// The stream whose next entry has the least key, with that key; ties go to the stream added first.
    var first: (key: UInt64, stream: Int)? { heap.first }

    mutating func insert(key: UInt64, stream: Int) {
        heap.append((key, stream))
        var child = heap.count - 1
        while child > 0, Self.precedes(heap[child], heap[(child - 1) / 2]) {
            heap.swapAt(child, (child - 1) / 2)
            child = (child - 1) / 2
        }
    }

    mutating func removeFirst() {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var parent = 0
        while true {
            var least = parent
            let (left, right) = (2 * parent + 1, 2 * parent + 2)
            if left < heap.count, Self.precedes(heap[left], heap[least]) { least = left }
            if right < heap.count, Self.precedes(heap[right], heap[least]) { least = right }
            if least == parent { return }
            heap.swapAt(parent, least)
            parent = least
        }
    }

    private static func precedes(_ a: (key: UInt64, stream: Int), _ b: (key: UInt64, stream: Int)) -> Bool {
        a.key != b.key ? a.key < b.key : a.stream < b.stream
    }
}
