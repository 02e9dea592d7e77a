/// The top of a catalog: its format marker, version, metadata and places.
extension CatalogPlaceReader {
    /// The whole catalog, when the root object has exactly the catalog's fields, each once.
    func catalog() -> Catalog? {
        guard let (metadata, places) = top(readingMetadata: true) else { return nil }
        return Catalog(metadata: metadata, places: places)
    }

    /// The places alone (the metadata is checked but not built).
    func places() -> [Place]? {
        top(readingMetadata: false)?.places
    }

    private func top(readingMetadata: Bool) -> (metadata: CatalogMetadata, places: [Place])? {
        let root = tape[0]
        guard root.tag == .object else { return nil }
        var metadata = CatalogMetadata()
        var places: [Place]?
        var seen = 0
        var key = 1
        while key < Int(root.end) {
            let value = key + 1
            guard let (position, field) = schemaField(at: key, among: CatalogSchema.rootKeys),
                  seen & (1 << position) == 0 else { return nil }
            seen |= 1 << position
            switch field {
            case .format:
                guard let text = plainText(at: value),
                      text.elementsEqual(Catalog.formatName.utf8) else { return nil }
            case .version:
                guard tape[value].tag == .number, let version = storage.integer(at: value, as: Int.self),
                      (1...Catalog.currentVersion).contains(version) else { return nil }
            case .metadata:
                guard let read = self.metadata(at: value) else { return nil }
                if readingMetadata { metadata = read }
            case .places:
                guard let read = self.places(at: value) else { return nil }
                places = read
            }
            key = next(after: value)
        }
        // Format and version are required.
        guard seen & 0b11 == 0b11, let places else { return nil }
        return (metadata, places)
    }

    /// Metadata (null is empty metadata).
    private func metadata(at index: Int) -> CatalogMetadata? {
        let object = tape[index]
        guard object.tag == .object else { return object.tag == .null ? CatalogMetadata() : nil }
        var metadata = CatalogMetadata()
        var seen = 0
        var key = index + 1
        while key < Int(object.end) {
            let value = key + 1
            guard let (position, field) = schemaField(at: key, among: CatalogSchema.metadataKeys),
                  seen & (1 << position) == 0 else { return nil }
            seen |= 1 << position
            if field == .generatedBy {
                guard let text = optionalString(at: value) else { return nil }
                metadata.generatedBy = text
            } else if tape[value].tag != .null {
                guard tape[value].tag == .array else { return nil }
                var element = value + 1
                while element < Int(tape[value].end) {
                    guard let source = source(at: element) else { return nil }
                    metadata.sources.append(source)
                    element = next(after: element)
                }
            }
            key = next(after: value)
        }
        return metadata
    }

    private func source(at index: Int) -> CatalogSource? {
        let object = tape[index]
        guard object.tag == .object else { return nil }
        var name: String?, version: String?, licence: String?, url: String?
        var seen = 0
        var key = index + 1
        while key < Int(object.end) {
            guard let (position, field) = schemaField(at: key, among: CatalogSchema.sourceKeys),
                  seen & (1 << position) == 0, let text = optionalString(at: key + 1) else { return nil }
            seen |= 1 << position
            switch field {
            case .name: name = text
            case .version: version = text
            case .licence: licence = text
            case .url: url = text
            }
            key += 2
        }
        guard let name else { return nil }
        return CatalogSource(name: name, version: version, licence: licence, url: url)
    }

    /// A string or null (`.some(nil)`); nil for any other value.
    private func optionalString(at index: Int) -> String?? {
        tape[index].tag == .null ? .some(nil) : string(at: index).map { .some($0) }
    }
}
