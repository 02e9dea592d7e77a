/// The translators' formats `names import translations` reads: every format `names export` writes.
public enum TranslationFormat: String, CaseIterable, Sendable {
    /// A gettext `.po` file: `msgctxt` the place id, `msgstr` the name.
    case po
    /// XLIFF 1.2 (and po2xliff's 1.1): `trans-unit id` the place id, `target` the name.
    case xliff
    /// An Xcode String Catalog: keys the place ids, units in state `translated`.
    case xcstrings
    /// Apple `.strings`: `"<id>" = "<name>";`, the language from the `th.lproj` folder.
    case strings
    /// Android `strings.xml`: resource names the encoded place ids, the language from the `values-th` folder.
    case android
    /// CSV with `id` and `name` columns (and `source`).
    case csv
    /// A JSON object `{id: name}` or `{id: {"name": ..., "source": ...}}`.
    case json

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
