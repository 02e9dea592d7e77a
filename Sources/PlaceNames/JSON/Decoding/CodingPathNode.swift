/// A coding path as a linked list, so descending into a value costs one small allocation, and only
/// when user code (an `init(from:)`) might ask for the path.
final class CodingPathNode {
    let parent: CodingPathNode?
    let key: any CodingKey

    init(parent: CodingPathNode?, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    /// The keys from the root to `node`, followed by `last` if given (one allocation).
    static func keys(_ node: CodingPathNode?, then last: (any CodingKey)? = nil) -> [any CodingKey] {
        var depth = last == nil ? 0 : 1
        var current = node
        while let node = current {
            depth += 1
            current = node.parent
        }
        guard depth > 0 else { return [] }
        return [any CodingKey](unsafeUninitializedCapacity: depth) { buffer, count in
            var position = depth
            if let last {
                position -= 1
                (buffer.baseAddress! + position).initialize(to: last)
            }
            var current = node
            while let node = current {
                position -= 1
                (buffer.baseAddress! + position).initialize(to: node.key)
                current = node.parent
            }
            count = depth
        }
    }
}

/// The key of an array element in a coding path, spelled like Foundation's (`Index 3`).
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { return nil }
}

/// An object key in a coding path that is not one of a type's own `CodingKeys` (dictionary keys, `super`).
struct JSONStringKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

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
