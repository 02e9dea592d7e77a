import Foundation
import PlaceNames

/// The form two spellings of a city are compared in when sources are joined: lower case, compatibility
/// decomposition without non-spacing marks, letters and digits only. `I-n-Salah` and `In Salah`, `Qal'at Bishah`
/// and `Qal‘at Bīshah`, `Pangkal Pinang` and `Pangkalpinang` meet; the join also asks for the same country and a
/// short distance, so a loose key does not join different cities.
///
/// Latin letters that no decomposition takes to a base letter are folded as their ASCII spellings write them, so
/// libgweather's `Kislakoy` meets GeoNames' `Kışlaköy`, and `Lodz` meets `Łódź`.
enum MatchKey {
    static func of(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.lowercased().decomposedStringWithCompatibilityMapping.unicodeScalars {
            let properties = scalar.properties
            guard properties.generalCategory != .nonspacingMark,
                  properties.isAlphabetic || properties.numericType != nil else { continue }
            if let folded = asciiFolding[scalar] {
                scalars.append(contentsOf: folded.unicodeScalars)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Lower-case Latin letters without a decomposition, and how ASCII spellings of names write them.
    static let asciiFolding: [Unicode.Scalar: String] = [
        "ı": "i", "ł": "l", "ø": "o", "đ": "d", "ð": "d", "þ": "th", "æ": "ae", "œ": "oe", "ß": "ss", "ħ": "h",
        "ŧ": "t", "ŀ": "l",
    ]
}
