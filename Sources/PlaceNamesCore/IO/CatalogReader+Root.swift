/// The top of a catalog: its format marker, version, metadata and the `places` array.
extension CatalogReader {
    /// Reads everything but the places and returns the tape index of the `places` array, when there is one to
    /// read: the places may then be read in parts, on several threads, each part by its own reader.
    package mutating func readRoot() -> Int? {
        guard tape[0].tag == .object else {
            _ = unreadable(0, .notACatalog, "not a catalog: expected an object with \"format\": "
                           + "\"\(Catalog.formatName)\", found \(foundKind(0))")
            return nil
        }
        // A file that is not a catalog would only get noise from the other checks.
        if outlines, !hasCatalogFormat() { return nil }
        var seen = 0
        var places: Int?, version: Int?
        var key = 1
        while key < Int(tape[0].end) {
            let value = key + 1
            defer { key = next(after: value) }
            let field: CatalogSchema.RootField
            switch member(at: key, among: CatalogSchema.rootKeys, in: "catalog", seen: &seen) {
            case .field(let read): field = read
            case .skip: continue
            case .stop: return nil
            }
            switch field {
            case .format:
                // Checked above with its messages when outlining.
                guard outlines || isFormat(value) || unreadable(value, .notACatalog, "") else { return nil }
            case .version: version = value
            case .metadata: guard readMetadata(at: value) else { return nil }
            case .places: places = value
            }
        }
        guard seen & 1 != 0 || unreadable(0, .notACatalog, ""), readVersion(version) else { return nil }
        guard let places else {
            _ = unreadable(0, .missingField, "the catalog has no \"places\" array")
            return nil
        }
        guard tape[places].tag == .array else {
            _ = unreadable(places, .wrongType, "\"places\" must be an array of places, found \(foundKind(places))")
            return nil
        }
        return places
    }

    /// Whether the root has the catalog's format marker; reports why not.
    private mutating func hasCatalogFormat() -> Bool {
        guard let format = firstMember(CatalogSchema.rootKeys, .format, in: 0) else {
            _ = unreadable(0, .notACatalog,
                           "not a catalog: the object has no \"format\": \"\(Catalog.formatName)\" member")
            return false
        }
        guard isFormat(format) else {
            let shown = tape[format].tag == .string ? "\"\(displayed(stringValue(at: format)))\"" : "\(foundKind(format))"
            _ = unreadable(format, .notACatalog,
                           "not a catalog: \"format\" is \(shown), expected \"\(Catalog.formatName)\"")
            return false
        }
        return true
    }

    private func isFormat(_ index: Int) -> Bool {
        tape[index].tag == .string && stringValue(at: index).utf8.elementsEqual(Catalog.formatName.utf8)
    }

    private mutating func readVersion(_ version: Int?) -> Bool {
        guard let version else {
            return unreadable(0, .missingField,
                              "the catalog has no \"version\" (this tool writes \"version\": \(Catalog.currentVersion))")
        }
        guard tape[version].tag == .number, let number = storage.integer(at: version, as: Int.self) else {
            return unreadable(version, .wrongType, "\"version\" must be a whole number, found \(found(version))")
        }
        guard (1...Catalog.currentVersion).contains(number) else {
            return unreadable(version, .unsupportedVersion, "catalog format version \(number) is not supported "
                              + "(this tool reads 1...\(Catalog.currentVersion))")
        }
        return true
    }

    /// Reads the metadata (null is empty metadata); false when a strict walk stops.
    private mutating func readMetadata(at index: Int) -> Bool {
        guard tape[index].tag == .object else {
            return tape[index].tag == .null
                || unreadable(index, .wrongType, "\"metadata\" must be an object, found \(foundKind(index))")
        }
        var metadata = CatalogMetadata()
        var seen = 0
        var key = index + 1
        while key < Int(tape[index].end) {
            let value = key + 1
            defer { key = next(after: value) }
            let field: CatalogSchema.MetadataField
            switch member(at: key, among: CatalogSchema.metadataKeys, in: "metadata", seen: &seen) {
            case .field(let read): field = read
            case .skip: continue
            case .stop: return false
            }
            switch field {
            case .generatedBy:
                if let text = optionalString(at: value) {
                    metadata.generatedBy = text
                } else {
                    guard unreadable(value, .wrongType, "\"generatedBy\" must be a string, found \(found(value))") else {
                        return false
                    }
                }
            case .sources:
                guard tape[value].tag != .null else { continue }
                guard tape[value].tag == .array else {
                    guard unreadable(value, .wrongType, "\"sources\" must be an array, found \(foundKind(value))") else {
                        return false
                    }
                    continue
                }
                var element = value + 1
                while element < Int(tape[value].end) {
                    if let source = readSource(at: element) {
                        metadata.sources.append(source)
                    } else if !goesOn {
                        return false
                    }
                    element = next(after: element)
                }
            }
        }
        if builds { self.metadata = metadata }
        return true
    }

    private mutating func readSource(at index: Int) -> CatalogSource? {
        guard tape[index].tag == .object else {
            _ = unreadable(index, .wrongType, "a source must be an object with a \"name\", found \(foundKind(index))")
            return nil
        }
        var name: String?, version: String?, licence: String?, url: String?
        var seen = 0
        var key = index + 1
        while key < Int(tape[index].end) {
            let value = key + 1
            defer { key = next(after: value) }
            let field: CatalogSchema.SourceField
            switch member(at: key, among: CatalogSchema.sourceKeys, in: "source", seen: &seen) {
            case .field(let read): field = read
            case .skip: continue
            case .stop: return nil
            }
            // Only the name is required; every field is a string.
            guard let text = optionalString(at: value), field != .name || text != nil else {
                guard unreadable(value, .wrongType, "source \"\(field.rawValue)\" must be a string, found \(found(value))")
                else { return nil }
                continue
            }
            switch field {
            case .name: name = text
            case .version: version = text
            case .licence: licence = text
            case .url: url = text
            }
        }
        guard let name else {
            if seen & 1 == 0 { _ = unreadable(index, .missingField, "a source has no \"name\"") }
            return nil
        }
        return CatalogSource(name: name, version: version, licence: licence, url: url)
    }

    /// A string or null (`.some(nil)`); nil for any other value.
    func optionalString(at index: Int) -> String?? {
        tape[index].tag == .null ? .some(nil) : string(at: index).map { .some($0) }
    }
}
