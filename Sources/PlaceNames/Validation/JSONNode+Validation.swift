extension JSONNode {
    /// Calls `body` with the string's unescaped UTF-8 bytes, straight from the document when it has no escapes.
    func withStringBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let entry = self.entry
        guard entry.flags & JSONTapeEntry.hasEscapes != 0 else {
            return storage.bytes.withUnsafeBufferPointer { buffer in
                let start = Int(entry.offset) + 1
                return body(UnsafeBufferPointer(rebasing: buffer[start..<start + Int(entry.length)]))
            }
        }
        var text = storage.string(at: index)
        return text.withUTF8(body)
    }

    /// Whether the string token is written with escapes (`\u00e9`, `\n`).
    var hasEscapes: Bool { entry.flags & JSONTapeEntry.hasEscapes != 0 }

    /// The byte range of the token in the document, quotes included (strings only).
    var stringTokenRange: Range<Int> {
        let start = Int(entry.offset)
        return start..<start + Int(entry.length) + 2
    }

    /// The node at tape index `index` of the same document.
    func sibling(atTapeIndex index: Int) -> JSONNode { JSONNode(storage: storage, index: index) }
}

extension JSONDocument {
    /// The node at tape index `index`.
    func node(atTapeIndex index: Int) -> JSONNode { JSONNode(storage: storage, index: index) }

    /// Calls `body` with a reader of the document's strings by tape index, valid only inside `body`: the loops
    /// over every name read a million strings without a node, and its reference count traffic, for each.
    func withStrings<R>(_ body: (JSONStrings) -> R) -> R {
        storage.bytes.withUnsafeBufferPointer { bytes in
            body(JSONStrings(bytes: bytes, tape: UnsafeBufferPointer(storage.tape), document: self))
        }
    }
}

/// The string tokens of a document by tape index (see `JSONDocument.withStrings`).
struct JSONStrings {
    let bytes: UnsafeBufferPointer<UInt8>
    let tape: UnsafeBufferPointer<JSONTapeEntry>
    let document: JSONDocument

    /// Calls `body` with the unescaped UTF-8 of the string at tape index `index`: the document's own bytes
    /// when it has no escapes.
    @inline(__always)
    func withBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let entry = tape[index]
        guard entry.flags & JSONTapeEntry.hasEscapes == 0 else {
            return document.node(atTapeIndex: index).withStringBytes(body)
        }
        let start = Int(entry.offset) + 1
        return body(UnsafeBufferPointer(rebasing: bytes[start..<start + Int(entry.length)]))
    }

    /// The byte offset of the token at tape index `index`.
    @inline(__always)
    func offset(_ index: Int) -> Int { Int(tape[index].offset) }
}
