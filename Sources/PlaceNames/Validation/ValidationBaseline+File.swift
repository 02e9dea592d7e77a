extension ValidationBaseline {
    /// What is wrong with a baseline file, and where.
    public struct FileError: JSONSourceError {
        public var file: String?
        public let offset: Int
        public let location: SourceLocation
        public let message: String
    }

    /// Reads a baseline written by `write(to:)`. A file that cannot be read is a `CatalogReadError.unreadable`;
    /// one that is not JSON a `JSONSyntaxError`; one that is not a baseline a `FileError`, each with its location.
    public static func read(_ path: String) throws -> ValidationBaseline {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: try Catalog.readBytes(path))
        } catch var error as JSONSyntaxError {
            error.file = path
            throw error
        }
        func fail(_ node: JSONNode, _ message: String) -> FileError {
            FileError(file: path, offset: node.offset, location: node.location, message: message)
        }
        let root = document.root
        guard root.kind == .object, root["format"]?.isString(formatName) == true else {
            throw fail(root, "not a validation baseline: expected an object with \"format\": \"\(formatName)\"")
        }
        if let version = root["version"], version.int != 1 {
            throw fail(version, "baseline version \(describeValue(version)) is not supported (this tool reads 1)")
        }
        guard let findings = root["findings"], findings.kind == .array else {
            throw fail(root["findings"] ?? root, "a baseline needs a \"findings\" array")
        }
        var entries: [Entry] = []
        for (index, node) in findings.elements.enumerated() {
            let at = "findings[\(index)]"
            guard node.kind == .object else { throw fail(node, "\(at) must be an object, found \(node.kind)") }
            func text(_ key: String, optional: Bool = false) throws -> String? {
                guard let value = node[key], !value.isNull else {
                    if optional { return nil }
                    throw fail(node, "\(at) has no \"\(key)\"")
                }
                guard let string = value.string else {
                    throw fail(value, "\(at).\(key) must be a string, found \(describeValue(value))")
                }
                return string
            }
            let code = try text("code")!
            guard ValidationCode(rawValue: code) != nil else {
                throw fail(node["code"]!, "\(at).code: unknown check '\(displayed(code))'"
                           + didYouMean(code, among: ValidationCode.allCases.map(\.rawValue)))
            }
            let value = try text("value")!
            guard value.utf8.count == 16, value.utf8.allSatisfy({ $0.isHexDigit }) else {
                throw fail(node["value"]!, "\(at).value must be 16 hex digits (a hash), found \"\(displayed(value))\"")
            }
            var count = 1
            if let countNode = node["count"] {
                guard let number = countNode.int, number >= 1 else {
                    throw fail(countNode, "\(at).count must be a whole number of at least 1, found \(describeValue(countNode))")
                }
                count = number
            }
            let fingerprint = FindingFingerprint(code: code, place: try text("place", optional: true),
                                                 language: try text("language", optional: true), value: value)
            entries.append(Entry(fingerprint: fingerprint, count: count, message: try text("message", optional: true) ?? "",
                                 location: node.location))
        }
        return ValidationBaseline(path: path, entries: entries)
    }

    /// The baseline as canonical JSON, entries in canonical order: the same findings give the same bytes.
    public func encoded() -> [UInt8] {
        let file = BaselineFile(findings: entries.map {
            BaselineFile.Finding(code: $0.fingerprint.code, place: $0.fingerprint.place,
                                 language: $0.fingerprint.language, value: $0.fingerprint.value, count: $0.count,
                                 message: $0.message)
        })
        // Strings, integers and optionals only: encoding cannot fail.
        return (try? CanonicalJSONEncoder().encodeBytes(file)) ?? []
    }

    /// Writes the baseline to `path` atomically (the old file stays whole if the write is interrupted).
    public func write(to path: String) throws {
        try AtomicFile.write(encoded(), to: path)
    }
}

/// The baseline file's shape, in the order it is written.
private struct BaselineFile: Encodable {
    struct Finding: Encodable {
        var code: String
        var place: String?
        var language: String?
        var value: String
        var count: Int
        var message: String
    }

    var format = ValidationBaseline.formatName
    var version = 1
    var findings: [Finding]
}

private extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
    }
}
