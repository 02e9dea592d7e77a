import Foundation

/// The form two spellings of a city are compared in when sources are joined: lower case, compatibility
/// decomposition without non-spacing marks, letters and digits only. `I-n-Salah` and `In Salah`, `Qal'at Bishah`
/// and `Qal‘at Bīshah`, `Pangkal Pinang` and `Pangkalpinang` meet; the join also asks for the same country and a
/// short distance, so a loose key does not join different cities.
enum MatchKey {
    static func of(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.lowercased().decomposedStringWithCompatibilityMapping.unicodeScalars {
            let properties = scalar.properties
            guard properties.generalCategory != .nonspacingMark,
                  properties.isAlphabetic || properties.numericType != nil else { continue }
            scalars.append(scalar)
        }
        return String(scalars)
    }
}
