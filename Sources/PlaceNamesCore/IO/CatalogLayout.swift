/// How a catalog file lays out its places: every field on a line of its own, or each place on one line.
///
/// The shipped towns and villages (`Catalogs/towns/`) are one place per line: smaller than the indented
/// form, while a diff still shows one changed place as one changed line and `names validate` still points at a
/// line (the place's) and a column. Both are the same JSON to every reader.
public enum CatalogLayout: Sendable, Equatable {
    /// Two spaces per level, one field per line: the cities, countries and regions.
    case indented
    /// The file's frame indented, each place compact (`{"id":"geonames:2661758","kind":"village",...}`) on its own
    /// line.
    case placePerLine

    /// The layout of a catalog file's bytes as the writer writes them: a file whose first place starts on a line
    /// with its `"id"` field is one place per line. Lets a command that rewrites a file keep its layout.
    public static func of(_ bytes: [UInt8]) -> CatalogLayout {
        // The first place follows `"places": [` and a line break with four spaces; its `{` then opens a line of its
        // own (indented) or is followed at once by `"id"` (one place per line).
        let start = Array("\"places\": [\n    {".utf8)
        guard bytes.count > start.count else { return .indented }
        for offset in 0...(bytes.count - start.count) where bytes[offset] == start[0] {
            guard bytes[offset..<offset + start.count].elementsEqual(start) else { continue }
            let next = offset + start.count
            return next < bytes.count && bytes[next] == UInt8(ascii: "\"") ? .placePerLine : .indented
        }
        return .indented
    }
}
