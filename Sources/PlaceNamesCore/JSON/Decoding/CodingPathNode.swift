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
