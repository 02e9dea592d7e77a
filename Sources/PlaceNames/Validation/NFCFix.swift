/// Rewrites a catalog's names and default names that are not in Unicode NFC, changing no other byte of the file:
/// only those string tokens are replaced, so formatting, key order and every other string stay exactly as they were.
public enum NFCFix {
    /// Whether ``apply(to:)`` rewrites what `diagnostic` reports: a name or default name not in NFC. An alias
    /// not in NFC is reported too, but not rewritten.
    public static func rewrites(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.code == ValidationCode.notNFC.rawValue && !diagnostic.message.hasPrefix("the alias ")
    }

    /// One name rewritten to NFC.
    public struct Change: Sendable, Hashable {
        /// Where the name's string token starts in the original file.
        public var location: SourceLocation
        /// The name as the file had it.
        public var before: String
        /// The name in NFC.
        public var after: String
        /// The language the name is in; nil for the place's default name, which has none.
        public var language: String?
        /// The place the name belongs to.
        public var place: String?

        /// Which name it is, for messages: "the french name", "the default name".
        public var subject: String { language.map { "the \($0) name" } ?? "the default name" }
    }

    /// The file with its non-NFC names rewritten, and what changed; nil when `bytes` are not JSON.
    public static func apply(to bytes: [UInt8]) -> (bytes: [UInt8], changes: [Change])? {
        guard let document = try? JSONDocument(bytes: bytes) else { return nil }
        let outline = CatalogReader.withReader(over: document, mode: [.goesOn, .outlines]) { reader in
            reader.readCatalog()
            return reader.outline
        }
        var replacements: [(range: Range<Int>, token: [UInt8])] = []
        var changes: [Change] = []
        // Names and default names in document order, as the changes are listed.
        let tokens = outline.names.map { (node: $0.node, place: $0.place, language: Optional($0.language.rawValue)) }
            + outline.defaultNames.map { (node: $0.node, place: $0.place, language: String?.none) }
        for token in tokens.sorted(by: { $0.node < $1.node }) {
            let node = document.node(atTapeIndex: Int(token.node))
            let isNFC = node.withStringBytes { bytes in
                bytes.allSatisfy { $0 < 0x80 } || Normalizer.nfc.isNormalized(String(decoding: bytes, as: UTF8.self))
            }
            if isNFC { continue }
            let before = node.string ?? ""
            let after = Normalizer.nfc.normalize(before)
            var literal = ""
            OutputJSON.writeString(after, to: &literal)
            replacements.append((node.stringTokenRange, Array(literal.utf8)))
            changes.append(Change(location: node.location, before: before, after: after, language: token.language,
                                  place: outline.places[Int(token.place)].id))
        }
        guard !replacements.isEmpty else { return (bytes, []) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var cursor = 0
        for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            out += bytes[cursor..<replacement.range.lowerBound]
            out += replacement.token
            cursor = replacement.range.upperBound
        }
        out += bytes[cursor...]
        return (out, changes)
    }
}
