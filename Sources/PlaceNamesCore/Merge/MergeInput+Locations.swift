extension MergeInput {
    /// The places array's element nodes, in catalog order (empty without a document, or when the file read
    /// again no longer has as many places).
    func placeNodes() -> [JSONNode] {
        let document = self.document ?? (locatesByRereading ? try? MergeInput.parse(file) : nil)
        guard let places = document?.root["places"], places.count == catalog.places.count else { return [] }
        return Array(places.elements)
    }

    /// The line and column of `field` in the place at `node`: the value itself when present, else the place.
    static func location(of field: MergeField, in node: JSONNode) -> SourceLocation {
        let value: JSONNode? = switch field {
        case .name(let language): nameNode(language, in: node)
        case .kind: node["kind"]
        case .country: node["country"]
        case .coordinate: node["coordinate"]
        case .population: node["population"]
        case .code(let system): node["codes"]?[system.rawValue]
        }
        return (value ?? node).location
    }

    /// The preferred name's node: the plain string, or the object's `preferred` member.
    private static func nameNode(_ language: Language, in place: JSONNode) -> JSONNode? {
        guard let names = place["names"] else { return nil }
        let value = names[language.rawValue]
            ?? names.members.first { Language(bcp47: $0.key) == language }?.value
        guard let value else { return nil }
        return value.kind == .object ? (value["preferred"] ?? value) : value
    }
}
