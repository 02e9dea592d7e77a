extension MergeInput {
    /// The parsed file and its places array's element nodes, in catalog order; nil for a catalog built in
    /// memory (or places that no longer match the catalog's).
    func placeNodes() -> (document: JSONDocument, places: [JSONNode])? {
        guard let document = self.document ?? bytes.flatMap({ try? MergeInput.parse($0, file: file) }),
              let places = document.root["places"], places.count == catalog.places.count else { return nil }
        return (document, Array(places.elements))
    }

    /// The node of `field` in the place at `node`: the value itself when present, else the place.
    static func node(of field: MergeField, in node: JSONNode) -> JSONNode {
        let value: JSONNode? = switch field {
        case .name(let language): nameNode(language, in: node)
        case .kind: node["kind"]
        case .country: node["country"]
        case .coordinate: node["coordinate"]
        case .population: node["population"]
        case .code(let system): node["codes"]?[system.rawValue]
        }
        return value ?? node
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
