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
}
