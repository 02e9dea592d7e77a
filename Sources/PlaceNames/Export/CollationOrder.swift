/// Orders exported names by the language's ICU collation, ties by id in code point order.
enum CollationOrder {
    static func sorted(_ names: [ExportedName], language: Language) throws -> [ExportedName] {
        // The collator's sort is stable: sorting by id first makes ids break ties.
        let byID = names.sorted { $0.id.codePointPrecedes($1.id) }
        return try Collator.shared(for: language).sorted(byID, by: \.name)
    }
}
