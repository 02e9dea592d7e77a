/// The translators' formats `names import translations` reads: every format `names export` writes.
public enum TranslationFormat: String, CaseIterable, Sendable {
    case po, xliff, xcstrings, strings, android, csv, json

    /// The format a path's name says: `.po`/`.pot`, `.xliff`/`.xlf`, `.xcstrings`, `.strings`, `.xml` (Android
    /// `strings.xml`), `.csv`, `.json`; nil for anything else.
    public static func of(path: String) -> TranslationFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "po", "pot": return .po
        case "xliff", "xlf": return .xliff
        case "xcstrings": return .xcstrings
        case "strings": return .strings
        case "xml": return .android
        case "csv": return .csv
        case "json": return .json
        default: return nil
        }
    }
}
