import PlaceNames

/// The fields of a PO header (`Language: th`, `PO-Revision-Date: …`), each with where it is written.
struct GettextHeader {
    var fields: [(name: String, value: String, location: SourceLocation)] = []

    /// Reads `Name: value` lines of the header's msgstr.
    init(_ translation: GettextEntry.Field) {
        self.init(bytes: translation.bytes, segments: translation.segments, at: translation.keyword.location)
    }

    /// Reads `Name: value` lines of a header kept elsewhere (po2xliff's header unit), located at `location`.
    init(text: String, at location: SourceLocation = SourceLocation(line: 1, column: 1)) {
        self.init(bytes: Array(text.utf8), segments: [], at: location)
    }

    private init(bytes: [UInt8], segments: [(start: Int, location: SourceLocation)], at location: SourceLocation) {
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let line = String(decoding: bytes[start..<end], as: UTF8.self)
            if let colon = line.firstIndex(of: ":") {
                // Where the line starts: the string it starts in (export writes one line per string).
                let segment = segments.last { $0.start <= start }
                fields.append((String(Language.trimmed(String(line[..<colon]))),
                               String(Language.trimmed(String(line[line.index(after: colon)...]))),
                               segment?.location ?? location))
            }
            start = end + 1
        }
    }

    /// The value of the first field called `name` (compared without letter case, as gettext does).
    func field(_ name: String) -> (value: String, location: SourceLocation)? {
        fields.first { $0.name.lowercased() == name.lowercased() }.map { ($0.value, $0.location) }
    }

    /// `PO-Revision-Date`, unless it is the fixed date `names export` writes or a template's placeholder.
    var revisionDate: String? {
        guard let value = field("PO-Revision-Date")?.value, !value.isEmpty,
              value != "1970-01-01 00:00+0000", !value.hasPrefix("YEAR-") else { return nil }
        return value
    }

    /// `Last-Translator`, unless it is `names export` or a template's placeholder.
    var translator: String? {
        guard let value = field("Last-Translator")?.value, !value.isEmpty, value != "names export",
              value != "FULL NAME <EMAIL@ADDRESS>" else { return nil }
        return value
    }
}
