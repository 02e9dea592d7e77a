import PlaceNames

/// The strings a name is indexed under and a query is looked up by.
enum SearchForms {
    /// The name's ICU search keys (`SearchKey`): folded in its own script without spaces (`กรุงเทพ`, `bangkok`)
    /// and its compact Latin transliteration (`krungtheph`), without duplicates or empty forms.
    static func of(_ text: String) -> [String] {
        let key = SearchKey(text)
        let folded = String(String.UnicodeScalarView(key.folded.unicodeScalars.filter { $0 != " " }))
        if folded.utf8.elementsEqual(key.compact.utf8) || key.compact.isEmpty {
            return folded.isEmpty ? [] : [folded]
        }
        return folded.isEmpty ? [key.compact] : [folded, key.compact]
    }
}
