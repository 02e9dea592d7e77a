/// Orders exported names by the language's ICU collation, ties by id in code point order.
enum CollationOrder {
    static func sorted(_ names: [ExportedName], language: Language) throws -> [ExportedName] {
        // Positions are sorted, not the names: moving an `ExportedName` (three strings, an array) costs retains
        // at every step of a sort. The collator's sort is stable: sorting by id first makes ids break ties.
        let byID = names.indices.sorted { names[$0].id.codePointPrecedes(names[$1].id) }
        return try Collator.shared(for: language).sorted(byID, by: { names[$0].name }).map { names[$0] }
    }
}
