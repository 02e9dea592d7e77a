import Testing
import PlaceNames

/// One collator, transliterator and spoof checker used from many tasks at once must give the answers one task gets.
/// Run under the thread sanitizer with `swift test --sanitize=thread --filter ConcurrencyTests`.
@Suite struct ConcurrencyTests {
    static let fallbackNames = ["กรุงเทพมหานคร", "เชียงใหม่", "ขอนแก่น", "นครราชสีมา", "ภูเก็ต", "สงขลา", "อุดรธานี",
                                "ชลบุรี", "นนทบุรี", "ปทุมธานี", "พระนครศรีอยุธยา", "สุราษฎร์ธานี"]

    var names: [String] {
        Array(((try? UnicodeTestData.thaiNames("districts.json")) ?? Self.fallbackNames).prefix(400))
    }

    struct Answers: Equatable, Sendable {
        var keys: [SortKey] = []
        var latin: [String] = []
        var issues: [SpoofIssues] = []
        var search: [String] = []
        var order: [String] = []
    }

    static func answers(for names: [String], collator: Collator, latin: Transliterator) -> Answers {
        var a = Answers()
        a.keys = names.map(collator.sortKey)
        a.latin = names.map(latin.transliterate)
        a.issues = names.map(SpoofChecker.shared.check)
        a.search = names.map { SearchKey($0).compact }
        a.order = collator.sorted(names)
        return a
    }

    @Test func sharedObjectsFromManyTasksAgreeWithOneTask() async throws {
        let names = self.names
        let collator = try Collator.shared(localeID: "th")
        let latin = try Transliterator.shared(id: "Thai-Latin; Latin-ASCII")
        let expected = Self.answers(for: names, collator: collator, latin: latin)
        #expect(expected.latin.allSatisfy { !$0.isEmpty })
        #expect(expected.search.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy(\.isASCII) })

        let results = await withTaskGroup(of: Answers.self) { group in
            for _ in 0..<16 {
                group.addTask { Self.answers(for: names, collator: collator, latin: latin) }
            }
            return await group.reduce(into: [Answers]()) { $0.append($1) }
        }
        #expect(results.count == 16)
        for result in results { #expect(result == expected) }
    }

    @Test func cachesOpenedFromManyTasksAtOnceHandOutOneInstance() async throws {
        let ids = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for _ in 0..<32 {
                group.addTask { (try? Collator.shared(localeID: "sv")).map(ObjectIdentifier.init) }
            }
            return await group.reduce(into: Set<ObjectIdentifier?>()) { $0.insert($1) }
        }
        #expect(ids.count == 1)
        #expect(ids.first! != nil)
    }
}
