import Foundation
import PlaceNames

/// Collation sort keys for one language: byte strings that order like the language's collation.
struct CollationKeys {
    let language: Language

    init(language: Language) {
        self.language = language
    }

    /// The sort key of `text`.
    func key(_ text: String) -> [UInt8] {
        // Until ICU collation lands: case- and accent-insensitive code point order, with the exact text as tie-break.
        Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8) + [0] + Array(text.utf8)
    }
}
