/// One value inside a `JSONDocument`: cheap to copy and to walk, and it knows where it came from.
public struct JSONNode: Sendable {
    @usableFromInline package let storage: JSONStorage
    /// The node's index in the document's tape (document order).
    public let index: Int

    @inlinable package init(storage: JSONStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    @inlinable package var entry: JSONTapeEntry { storage.tape[index] }

    /// What kind of value this is.
    public var kind: JSONKind { JSONKind(entry.tag) }

    /// The byte offset of the value's first byte (the opening quote, bracket or brace, or the first digit).
    @inlinable public var offset: Int { Int(entry.offset) }

    /// The 1-based line and scalar column of the value's first byte.
    public var location: SourceLocation { storage.location(ofOffset: offset) }

    /// The number of members of an object or elements of an array; 0 for other values.
    @inlinable public var count: Int { entry.tag.rawValue >= JSONTag.array.rawValue ? Int(entry.length) : 0 }

    /// An object's members in document order, duplicates included; empty for other values.
    @inlinable public var members: JSONMembers {
        JSONMembers(storage: storage, object: entry.tag == .object ? index : nil)
    }

    /// An array's elements in order; empty for other values.
    @inlinable public var elements: JSONElements {
        JSONElements(storage: storage, array: entry.tag == .array ? index : nil)
    }

    /// The tape indices of an array's elements, in order (empty for other values), read off the tape.
    package var elementTapeIndices: [Int] {
        let entry = self.entry
        guard entry.tag == .array else { return [] }
        var indices: [Int] = []
        indices.reserveCapacity(Int(entry.length))
        var i = index + 1
        while i < Int(entry.end) {
            indices.append(i)
            i = storage.next(after: i)
        }
        return indices
    }

    /// The value of the first member whose key has exactly these Unicode scalars (no normalisation).
    public subscript(key: String) -> JSONNode? {
        guard entry.tag == .object else { return nil }
        return storage.findMember(in: index, key: key).map { JSONNode(storage: storage, index: $0 + 1) }
    }

    /// The array element at `position`, if this is an array that long.
    public subscript(position: Int) -> JSONNode? {
        guard entry.tag == .array, position >= 0, position < count else { return nil }
        var i = index + 1
        for _ in 0..<position { i = storage.next(after: i) }
        return JSONNode(storage: storage, index: i)
    }
}

/// One object member: its key (with the key's own node, for locations) and its value.
public struct JSONMember: Sendable {
    /// The key, unescaped.
    public var key: String { keyNode.string! }
    /// The key's string token, to point at the key itself in a diagnostic.
    public let keyNode: JSONNode
    /// The member's value.
    public let value: JSONNode

    @inlinable init(keyNode: JSONNode, value: JSONNode) {
        self.keyNode = keyNode
        self.value = value
    }
}

/// An object's members in document order (indices are tape positions of the keys).
public struct JSONMembers: Collection, Sendable {
    @usableFromInline package let storage: JSONStorage
    @usableFromInline let object: Int?

    @inlinable init(storage: JSONStorage, object: Int?) {
        self.storage = storage
        self.object = object
    }

    @inlinable public var startIndex: Int { object.map { $0 + 1 } ?? 0 }
    @inlinable public var endIndex: Int { object.map { Int(storage.tape[$0].end) } ?? 0 }
    /// The number of members, in O(1).
    @inlinable public var count: Int { object.map { Int(storage.tape[$0].length) } ?? 0 }
    @inlinable public var isEmpty: Bool { count == 0 }

    @inlinable public func index(after i: Int) -> Int { storage.next(after: i + 1) }

    @inlinable public subscript(position: Int) -> JSONMember {
        precondition(position >= startIndex && position < endIndex, "JSONMembers index out of range")
        return JSONMember(keyNode: JSONNode(storage: storage, index: position),
                   value: JSONNode(storage: storage, index: position + 1))
    }
}

/// An array's elements in order (indices are tape positions of the elements).
public struct JSONElements: Collection, Sendable {
    @usableFromInline package let storage: JSONStorage
    @usableFromInline let array: Int?

    @inlinable init(storage: JSONStorage, array: Int?) {
        self.storage = storage
        self.array = array
    }

    @inlinable public var startIndex: Int { array.map { $0 + 1 } ?? 0 }
    @inlinable public var endIndex: Int { array.map { Int(storage.tape[$0].end) } ?? 0 }
    /// The number of elements, in O(1).
    @inlinable public var count: Int { array.map { Int(storage.tape[$0].length) } ?? 0 }
    @inlinable public var isEmpty: Bool { count == 0 }

    @inlinable public func index(after i: Int) -> Int { storage.next(after: i) }

    @inlinable public subscript(position: Int) -> JSONNode {
        precondition(position >= startIndex && position < endIndex, "JSONElements index out of range")
        return JSONNode(storage: storage, index: position)
    }
}
