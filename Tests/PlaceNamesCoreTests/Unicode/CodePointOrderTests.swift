@testable import PlaceNamesCore
import Testing

/// Ids sort in code point order: by their UTF-8 bytes, shorter first on a shared prefix, never by
/// canonical equivalence (`"é"` and `"e\u{301}"` are different ids).
@Suite struct CodePointOrderTests {
    @Test func idsSortByCodePoints() {
        let ids = ["ne:10", "\u{1F600}", "ne:1", "th-district:1~2", "é", "", "e\u{301}", "ก", "Z", "ne:1~1",
                   "\u{FFFF}", "ne:2", "a"]
        #expect(ids.sorted { $0.codePointPrecedes($1) } == [
            "", "Z", "a", "e\u{301}", "ne:1", "ne:10", "ne:1~1", "ne:2", "th-district:1~2", "é", "ก", "\u{FFFF}",
            "\u{1F600}",
        ])
    }

    @Test func equalAndPrefixIdsDoNotPrecedeEachOther() {
        #expect(!"ne:1".codePointPrecedes("ne:1"))
        #expect("ne:1".codePointPrecedes("ne:1~1"))
        #expect(!"ne:1~1".codePointPrecedes("ne:1"))
        #expect(!"".codePointPrecedes(""))
        #expect("e\u{301}".codePointPrecedes("é") && !"é".codePointPrecedes("e\u{301}"))
    }
}
