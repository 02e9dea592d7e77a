/// The top of a catalog: its format marker, version, metadata and places.
extension CatalogTapeWalker {
    private static let catalogFields: [StaticString] = ["format", "version", "metadata", "places"]

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
            guard let field = field(at: key, among: Self.catalogFields), seen & (1 << field) == 0 else { return nil }
            seen |= 1 << field
            switch field {
            case 0:
                guard let text = plainText(at: value),
                      text.elementsEqual(Catalog.formatName.utf8) else { return nil }
            case 1:
                guard tape[value].tag == .number, let version = storage.integer(at: value, as: Int.self),
                      (1...Catalog.currentVersion).contains(version) else { return nil }
            case 2:
                guard let read = self.metadata(at: value) else { return nil }
                if readingMetadata { metadata = read }
            default:
                guard let read = self.places(at: value) else { return nil }
                places = read
            }
            key = next(after: value)
        }
        guard seen & 0b11 == 0b11, let places else { return nil }
        return (metadata, places)
    }

    private static let metadataFields: [StaticString] = ["generatedBy", "sources"]
    private static let sourceFields: [StaticString] = ["name", "version", "licence", "url"]

    /// Metadata (null is empty metadata).
    private func metadata(at index: Int) -> CatalogMetadata? {
        let object = tape[index]
        guard object.tag == .object else { return object.tag == .null ? CatalogMetadata() : nil }
        var metadata = CatalogMetadata()
        var seen = 0
        var key = index + 1
        while key < Int(object.end) {
            let value = key + 1
            guard let field = field(at: key, among: Self.metadataFields), seen & (1 << field) == 0 else { return nil }
            seen |= 1 << field
            if field == 0 {
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
        var fields: [String?] = [nil, nil, nil, nil]
        var seen = 0
        var key = index + 1
        while key < Int(object.end) {
            guard let field = field(at: key, among: Self.sourceFields), seen & (1 << field) == 0,
                  let text = optionalString(at: key + 1) else { return nil }
            seen |= 1 << field
            fields[field] = text
            key += 2
        }
        guard let name = fields[0] else { return nil }
        return CatalogSource(name: name, version: fields[1], licence: fields[2], url: fields[3])
    }

    /// A string or null (`.some(nil)`); nil for any other value.
    private func optionalString(at index: Int) -> String?? {
        tape[index].tag == .null ? .some(nil) : string(at: index).map { .some($0) }
    }
}
