import Testing
@testable import PlaceNamesIndex

/// The queue a prefix scan picks its next class from gives the stream whose next entry has the least key, ties to
/// the stream added first, whatever order they were added in and however they were taken out in between.
@Suite struct StreamQueueTests {
    @Test func streamsComeOutByKeyThenByStream() {
        var random = SeededRandom(seed: 30)
        var queue = StreamQueue()
        var expected: [(key: UInt64, stream: Int)] = []
        var taken: [(key: UInt64, stream: Int)] = []
        for stream in 0..<2_000 {
            // Few distinct keys, so that ties are many.
            let key = UInt64.random(in: 0..<50, using: &random)
            queue.insert(key: key, stream: stream)
            expected.append((key, stream))
            if stream % 7 == 0, let first = queue.first {
                taken.append(first)
                queue.removeFirst()
                let index = expected.indices.min { Self.precedes(expected[$0], expected[$1]) }!
                let least = expected.remove(at: index)
                #expect(first.key == least.key && first.stream == least.stream)
            }
        }
        while let first = queue.first {
            taken.append(first)
            queue.removeFirst()
        }
        #expect(taken.count == 2_000)
        let rest = Array(taken.dropFirst(2_000 - expected.count))
        #expect(rest.map(\.key) == expected.sorted(by: Self.precedes).map(\.key))
        #expect(rest.map(\.stream) == expected.sorted(by: Self.precedes).map(\.stream))
    }

    private static func precedes(_ a: (key: UInt64, stream: Int), _ b: (key: UInt64, stream: Int)) -> Bool {
        a.key != b.key ? a.key < b.key : a.stream < b.stream
    }
}
