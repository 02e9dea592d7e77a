/// How a list of strings changed between two catalogs: a place's aliases, or one kind of a name's alternate forms.
///
/// Strings are compared by their bytes, so a spelling that moved from NFD to NFC is one removed and one added.
/// Each list keeps the order of its side: ``removed`` in the old list's order, ``added`` in the new one's.
public struct ListChange: Sendable, Hashable {
    /// The strings of the old list that the new one lacks (a string twice in the old list and once in the new one
    /// is removed once).
    public let removed: [String]
    /// The strings of the new list that the old one lacks.
    public let added: [String]

    /// A change of `removed` and `added` strings.
    public init(removed: [String] = [], added: [String] = []) {
        self.removed = removed
        self.added = added
    }

    /// True when neither list gained nor lost a string: the lists differ only in order.
    public var isReordering: Bool { removed.isEmpty && added.isEmpty }

    /// The change from `old` to `new`, or nil when they are the same strings in the same order.
    public static func between(_ old: [String], _ new: [String]) -> ListChange? {
        if old.hasSameBytes(as: new) { return nil }
        if old.isEmpty || new.isEmpty { return ListChange(removed: old, added: new) }
        // Short lists (a name's few forms, most places' aliases) compare each pair; long ones count the bytes.
        if old.count * new.count <= 256 {
            return ListChange(removed: unmatched(old, against: new), added: unmatched(new, against: old))
        }
        return ListChange(removed: counted(old, against: new), added: counted(new, against: old))
    }

    /// The elements of `list` left over once each element of `other` has cancelled one equal element of it.
    private static func unmatched(_ list: [String], against other: [String]) -> [String] {
        var used = [Bool](repeating: false, count: other.count)
        var left: [String] = []
        for text in list {
            if let match = other.indices.first(where: { !used[$0] && other[$0].hasSameBytes(as: text) }) {
                used[match] = true
            } else {
                left.append(text)
            }
        }
        return left
    }

    /// ``unmatched(_:against:)`` with a table of byte strings, for long lists.
    private static func counted(_ list: [String], against other: [String]) -> [String] {
        var counts: [[UInt8]: Int] = [:]
        for text in other { counts[Array(text.utf8), default: 0] += 1 }
        var left: [String] = []
        for text in list {
            let key = Array(text.utf8)
            if let count = counts[key], count > 0 {
                counts[key] = count - 1
            } else {
                left.append(text)
            }
        }
        return left
    }
}
