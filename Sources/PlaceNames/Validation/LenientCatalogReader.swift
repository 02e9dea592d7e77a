/// The lenient catalog reader: walks a parsed catalog, reports every structural problem with its location and
/// goes on, collecting each place's id, kind and country and every name string for the name checks.
///
/// The strict reader, `CatalogPlaceReader` (in `PlaceNamesCore`), builds `Place` values and gives up at the first
/// thing a valid catalog does not have; this one builds no `Place` and never gives up. Both take the fields from
/// ``CatalogSchema`` and tell which field a key is with the same byte tables (`SchemaKeyTable` for the schema's
/// objects, `LanguageKeyTable` for the keys of `names`), so the two cannot disagree on what a field is called.
/// The service parses each file once and runs both over that one document: this reader to validate, the
/// strict one to load.
struct LenientCatalogReader {
    let document: JSONDocument
    let severities: SeverityConfiguration
    /// Held once here: reached through its static on every name key, the table (four arrays) would be copied.
    let languageKeys = LanguageKeyTable.all
    var findings: [PendingFinding] = []
    var places: [ScannedPlace] = []
    var names: [NameToken] = []
    /// False when the file is not a catalog at all, so its other problems would be noise.
    var isCatalog = true

    init(document: JSONDocument, severities: SeverityConfiguration) {
        self.document = document
        self.severities = severities
    }

    /// Reads the whole catalog on this thread.
    mutating func readCatalog() {
        guard let places = readRoot() else { return }
        self.places.reserveCapacity(places.count)
        for element in places.elements {
            readPlace(element)
        }
    }

    /// Reads everything but the places and returns the `places` array, when there is one to read: the places
    /// may then be read in parts, on several threads, each part by its own reader.
    mutating func readRoot() -> JSONNode? {
        let root = document.root
        guard root.kind == .object else {
            isCatalog = false
            report(root.offset, .notACatalog,
                   "not a catalog: expected an object with \"format\": \"\(Catalog.formatName)\", found \(root.kind)")
            return nil
        }
        guard let format = root[CatalogSchema.RootField.format.rawValue] else {
            isCatalog = false
            report(root.offset, .notACatalog,
                   "not a catalog: the object has no \"format\": \"\(Catalog.formatName)\" member")
            return nil
        }
        guard format.isString(Catalog.formatName) else {
            isCatalog = false
            let found = format.string.map { "\"\(displayed($0))\"" } ?? format.kind.description
            report(format.offset, .notACatalog,
                   "not a catalog: \"format\" is \(found), expected \"\(Catalog.formatName)\"")
            return nil
        }
        var seen = 0
        var places: JSONNode?
        var version: JSONNode?
        for member in root.members {
            guard let (position, field) = schemaField(member.keyNode, among: CatalogSchema.rootKeys) else {
                let key = member.key
                report(member.keyNode.offset, .unknownField,
                       "unknown catalog field '\(displayed(key))'" + didYouMean(key, among: CatalogSchema.rootFields))
                continue
            }
            guard seen & (1 << position) == 0 else {
                report(member.keyNode.offset, .duplicateKey, "catalog field '\(field.rawValue)' appears twice")
                continue
            }
            seen |= 1 << position
            switch field {
            case .format: break
            case .version: version = member.value
            case .metadata: readMetadata(member.value)
            case .places: places = member.value
            }
        }
        readVersion(version, in: root)
        guard let places else {
            report(root.offset, .missingField, "the catalog has no \"places\" array")
            return nil
        }
        guard places.kind == .array else {
            report(places.offset, .wrongType, "\"places\" must be an array of places, found \(places.kind)")
            return nil
        }
        return places
    }

    private mutating func readVersion(_ version: JSONNode?, in root: JSONNode) {
        guard let version else {
            report(root.offset, .missingField,
                   "the catalog has no \"version\" (this tool writes \"version\": \(Catalog.currentVersion))")
            return
        }
        guard let number = version.int else {
            report(version.offset, .wrongType, "\"version\" must be a whole number, found \(describeValue(version))")
            return
        }
        if !(1...Catalog.currentVersion).contains(number) {
            report(version.offset, .unsupportedVersion,
                   "catalog format version \(number) is not supported (this tool reads 1...\(Catalog.currentVersion))")
        }
    }

    private mutating func readMetadata(_ metadata: JSONNode) {
        guard metadata.kind == .object else {
            if !metadata.isNull {
                report(metadata.offset, .wrongType, "\"metadata\" must be an object, found \(metadata.kind)")
            }
            return
        }
        for member in metadata.members {
            switch schemaField(member.keyNode, among: CatalogSchema.metadataKeys)?.field {
            case .generatedBy?:
                expectString(member.value, "\"generatedBy\"", optional: true)
            case .sources?:
                let sources = member.value
                if sources.isNull { continue }
                guard sources.kind == .array else {
                    report(sources.offset, .wrongType, "\"sources\" must be an array, found \(sources.kind)")
                    continue
                }
                for source in sources.elements { readSource(source) }
            case nil:
                report(member.keyNode.offset, .unknownField, "unknown metadata field '\(displayed(member.key))'"
                       + didYouMean(member.key, among: CatalogSchema.metadataFields))
            }
        }
    }

    private mutating func readSource(_ source: JSONNode) {
        guard source.kind == .object else {
            report(source.offset, .wrongType, "a source must be an object with a \"name\", found \(source.kind)")
            return
        }
        for member in source.members {
            if let (_, field) = schemaField(member.keyNode, among: CatalogSchema.sourceKeys) {
                expectString(member.value, "source \"\(field.rawValue)\"", optional: field != .name)
            } else {
                report(member.keyNode.offset, .unknownField, "unknown source field '\(displayed(member.key))'"
                       + didYouMean(member.key, among: CatalogSchema.sourceFields))
            }
        }
        if source[CatalogSchema.SourceField.name.rawValue] == nil {
            report(source.offset, .missingField, "a source has no \"name\"")
        }
    }

    /// Which of the schema's fields `key` is, and its position (for a bit set of fields seen): the key's
    /// unescaped bytes looked up in the table the strict reader uses; nil for any other key.
    @inline(__always)
    func schemaField<Field>(_ key: JSONNode, among keys: SchemaKeyTable<Field>) -> (position: Int, field: Field)? {
        guard let position = key.withStringBytes({ keys.position(of: $0) }) else { return nil }
        return (position, keys.fields[position])
    }

    /// Reports `node` unless it is a string (or null, when `optional`).
    mutating func expectString(_ node: JSONNode, _ what: String, optional: Bool, place: String? = nil) {
        if node.kind == .string || (optional && node.isNull) { return }
        report(node.offset, .wrongType, "\(what) must be a string, found \(describeValue(node))", place: place)
    }

    mutating func report(
        _ offset: Int, _ code: ValidationCode, _ message: @autoclosure () -> String,
        place: String? = nil, language: Language? = nil
    ) {
        guard severities.isEnabled(code) else { return }
        findings.append(PendingFinding(offset: offset, code: code, message: message(), place: place,
                                       language: language))
    }
}

/// A short description of a value for "found ..." in messages: `the number 12`, `an array`, `null`.
func describeValue(_ node: JSONNode) -> String {
    switch node.kind {
    case .number: "the number \(node.numberText ?? "")"
    case .bool: node.bool == true ? "true" : "false"
    case .string: "the string \"\(displayed(node.string ?? ""))\""
    default: node.kind.description
    }
}
