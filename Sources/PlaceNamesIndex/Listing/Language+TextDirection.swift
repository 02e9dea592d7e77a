import PlaceNames

extension Language {
    /// `rtl` for languages written in a right-to-left script (Arabic, Persian, Urdu, Hebrew...), else `ltr`: what a
    /// page puts in `dir` so such names read right to left even among left-to-right ones.
    package var textDirection: String {
        scripts.contains { Self.rightToLeftScripts.contains($0) } ? "rtl" : "ltr"
    }

    /// ISO 15924 codes of the scripts written right to left (Unicode's Bidi_Class R or AL letters).
    private static let rightToLeftScripts: Set<String> = [
        "Adlm", "Arab", "Hebr", "Mand", "Nkoo", "Rohg", "Samr", "Syrc", "Thaa", "Yezi",
    ]
}
