/// The last key of a path being decoded, stored without boxing for the common cases.
enum PathKey {
    case none
    case index(Int)
    case name(String)
    case other(any CodingKey)

    var codingKey: (any CodingKey)? {
        switch self {
        case .none: nil
        case .index(let index): JSONIndexKey(index)
        case .name(let name): JSONStringKey(name)
        case .other(let key): key
        }
    }
}

/// The path of a value being decoded: its parent's node plus its own key, turned into a node only when a
/// nested value needs one, so decoding a leaf (a name, a number) never allocates for its path.
struct DecodingPath {
    let parent: CodingPathNode?
    let key: PathKey

    static var root: DecodingPath { DecodingPath(parent: nil, key: .none) }

    /// The path as a node (allocating one when this path ends in a key).
    func node() -> CodingPathNode? {
        guard let key = key.codingKey else { return parent }
        return CodingPathNode(parent: parent, key: key)
    }

    /// This path followed by `key`.
    func appending(_ key: PathKey) -> DecodingPath {
        DecodingPath(parent: node(), key: key)
    }

    /// The keys from the root.
    var keys: [any CodingKey] {
        CodingPathNode.keys(parent, then: key.codingKey)
    }

    /// The keys from the root, followed by `key`.
    func keys(appending key: any CodingKey) -> [any CodingKey] {
        var keys = self.keys
        keys.append(key)
        return keys
    }
}
