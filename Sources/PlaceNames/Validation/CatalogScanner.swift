/// Walks a parsed catalog leniently and reports every structural problem with its location, collecting
/// the places and name strings for the name checks: where the decoder stops at the first error, this goes on.
struct CatalogScanner {
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

    static let rootFields = CatalogSchema.rootFields

    /// Scans the whole catalog on this thread.
    mutating func scan() {
        guard let places = scanRoot() else { return }
        self.places.reserveCapacity(places.count)
        for element in places.elements {
            scanPlace(element)
        }
    }

    /// Scans everything but the places and returns the `places` array, when there is one to scan: the places
    /// may then be scanned in parts, on several threads, each part by its own scanner.
    mutating func scanRoot() -> JSONNode? {
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
        var seen = Set<String>()
        var places: JSONNode?
        var version: JSONNode?
        for member in root.members {
            let key = member.key
            guard Self.rootFields.contains(key) else {
                report(member.keyNode.offset, .unknownField,
                       "unknown catalog field '\(displayed(key))'" + didYouMean(key, among: Self.rootFields))
                continue
            }
            guard seen.insert(key).inserted else {
                report(member.keyNode.offset, .duplicateKey, "catalog field '\(key)' appears twice")
                continue
            }
            switch key {
            case CatalogSchema.RootField.version.rawValue: version = member.value
            case CatalogSchema.RootField.metadata.rawValue: scanMetadata(member.value)
            case CatalogSchema.RootField.places.rawValue: places = member.value
            default: break
            }
        }
        scanVersion(version, in: root)
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

    private mutating func scanVersion(_ version: JSONNode?, in root: JSONNode) {
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

    private mutating func scanMetadata(_ metadata: JSONNode) {
        guard metadata.kind == .object else {
            if !metadata.isNull {
                report(metadata.offset, .wrongType, "\"metadata\" must be an object, found \(metadata.kind)")
            }
            return
        }
        for member in metadata.members {
            switch member.key {
            case CatalogSchema.MetadataField.generatedBy.rawValue:
                expectString(member.value, "\"generatedBy\"", optional: true)
            case CatalogSchema.MetadataField.sources.rawValue:
                let sources = member.value
                if sources.isNull { continue }
                guard sources.kind == .array else {
                    report(sources.offset, .wrongType, "\"sources\" must be an array, found \(sources.kind)")
                    continue
                }
                for source in sources.elements { scanSource(source) }
            default:
                report(member.keyNode.offset, .unknownField, "unknown metadata field '\(displayed(member.key))'"
                       + didYouMean(member.key, among: CatalogSchema.metadataFields))
            }
        }
    }

    private mutating func scanSource(_ source: JSONNode) {
        guard source.kind == .object else {
            report(source.offset, .wrongType, "a source must be an object with a \"name\", found \(source.kind)")
            return
        }
        let fields = CatalogSchema.sourceFields
        for member in source.members {
            if fields.contains(member.key) {
                expectString(member.value, "source \"\(member.key)\"",
                             optional: member.key != CatalogSchema.SourceField.name.rawValue)
            } else {
                report(member.keyNode.offset, .unknownField,
                       "unknown source field '\(displayed(member.key))'" + didYouMean(member.key, among: fields))
            }
        }
        if source[CatalogSchema.SourceField.name.rawValue] == nil {
            report(source.offset, .missingField, "a source has no \"name\"")
        }
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
