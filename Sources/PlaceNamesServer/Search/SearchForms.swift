import Foundation
import PlaceNames

/// The strings a name is indexed under and a query is looked up by.
enum SearchForms {
    /// The name folded in its own script without spaces (`กรุงเทพ`, `bangkok`), and its compact Latin
    /// transliteration (`krungtheph`), without duplicates or empty forms.
    static func of(_ text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .filter { !$0.isWhitespace }
        let latin = (folded.applyingTransform(.toLatin, reverse: false) ?? folded)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .filter { $0.isLetter || $0.isNumber }
        return Array(Set([folded, latin].filter { !$0.isEmpty })).sorted()
    }
}
