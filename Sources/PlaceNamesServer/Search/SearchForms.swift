import PlaceNames

/// The strings a name is indexed under and a query is looked up by.
enum SearchForms {
    /// The name's ICU search keys (`SearchKey`): folded in its own script without spaces (`กรุงเทพ`, `bangkok`),
    /// which is `direct`, and its compact Latin transliteration (`krungtheph`), which is direct only when the name
    /// was Latin already; without duplicates or empty forms.
    static func of(_ text: String) -> [(form: String, isDirect: Bool)] {
        let key = SearchKey(text)
        let folded = String(String.UnicodeScalarView(key.folded.unicodeScalars.filter { $0 != " " }))
        let compactIsDirect = key.folded.utf8.allSatisfy { $0 < 0x80 }
        if folded.utf8.elementsEqual(key.compact.utf8) || key.compact.isEmpty {
            return folded.isEmpty ? [] : [(folded, true)]
        }
        let compact = (form: key.compact, isDirect: compactIsDirect)
        return folded.isEmpty ? [compact] : [(folded, true), compact]
    }
}
