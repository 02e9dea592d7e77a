import Foundation

/// A coding path as a linked list, so descending into a value costs one small allocation, and only
/// when user code (an `init(from:)`) might ask for the path.
final class CodingPathNode {
    let parent: CodingPathNode?
    let key: any CodingKey

    init(parent: CodingPathNode?, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    /// The keys from the root to `node`.
    static func keys(_ node: CodingPathNode?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var current = node
        while let node = current {
            keys.append(node.key)
            current = node.parent
        }
        return keys.reversed()
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

/// Renders a coding path the way a person reads it: `places[12].names.thai`.
///
/// Array positions (keys with an integer value and a Foundation-style `Index n` name) render as `[n]`;
/// names that are empty or hold `.`, `[`, `]`, `"` or spaces render quoted: `names["new york"]`.
func renderCodingPath(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
        if let index = key.intValue, key.stringValue == "Index \(index)" {
            text += "[\(index)]"
            continue
        }
        let name = key.stringValue
        if name.isEmpty || name.contains(where: { ".[]\" ".contains($0) || $0.isNewline }) {
            let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            text += "[\"\(escaped)\"]"
        } else {
            text += text.isEmpty ? name : "." + name
        }
    }
    return text
}
