import Foundation
@testable import PlaceNamesIndex
import Synchronization
import Testing

/// The coverage page's holder: made once however many requests ask at the same moment, and kept.
@Suite struct MadeOnceTests {
    @Test func manyAskingAtOnceGetOneMaking() async {
        let once = MadeOnce<[Int]>()
        let makings = Makings()
        #expect(once.made == nil)
        let values = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<50 {
                group.addTask {
                    await once.value {
                        let count = makings.count.add(1, ordering: .relaxed).newValue
                        // Long enough that the other 49 ask while it is being made.
                        Thread.sleep(forTimeInterval: 0.2)
                        return [count]
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values.count == 50 && values.allSatisfy { $0 == [1] })
        #expect(makings.count.load(ordering: .relaxed) == 1)
        #expect(once.made == [1])
        #expect(await once.value { [2] } == [1], "kept: a later ask does not make it again")
    }
}

/// How many times a value was made, shared with the making closures (an `Atomic` alone cannot be captured).
private final class Makings: Sendable {
    let count = Atomic<Int>(0)
}
