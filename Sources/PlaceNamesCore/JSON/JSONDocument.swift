import Foundation

/// A parsed, validated JSON document: the input bytes plus a flat tape of tokens with their byte offsets.
///
/// Parsing is strict RFC 8259 (a leading UTF-8 byte order mark is allowed). Strings must be valid UTF-8
/// without lone surrogate escapes, because a Swift `String` cannot hold either and a name must never be
/// silently altered. Numbers of any size are kept as text; they fail only when read as a type too small.
/// Walking the tree is cheap: nodes are an index into the tape, and containers are skipped in O(1).
public struct JSONDocument: Sendable {
    package let storage: JSONStorage
    /// Whether the second half was parsed on another thread and joined (for tests; the result is the same).
    package let parsedInTwo: Bool

    /// Parses UTF-8 bytes; with `threads` above 1, a big document's second half is parsed on another thread
    /// (the result, errors included, is the same).
    public init(bytes: [UInt8], threads: Int = 1) throws(JSONSyntaxError) {
        Self.parseCounter?.add()
        var joined = false
        let tape = try bytes.withUnsafeBufferPointer {
            (buffer) throws(JSONSyntaxError) -> UnsafeMutableBufferPointer<JSONTapeEntry> in
            var parser = JSONParser(input: buffer)
            if threads > 1, let split = JSONSplitParse.start(buffer) {
                parser.split = split
                parser.splitComma = split.comma
            }
            let tape = try parser.parse()
            joined = parser.joinedSplit
            return tape
        }
        storage = JSONStorage(bytes: bytes, tape: tape)
        parsedInTwo = joined
    }

    /// Parses UTF-8 data.
    public init(data: Data) throws(JSONSyntaxError) {
        try self.init(bytes: [UInt8](data))
    }

    /// Parses UTF-8 bytes from a buffer (they are copied).
    public init(buffer: UnsafeRawBufferPointer) throws(JSONSyntaxError) {
        try self.init(bytes: [UInt8](buffer))
    }

    /// Parses a string's UTF-8 form.
    public init(_ text: String) throws(JSONSyntaxError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// The top-level value.
    public var root: JSONNode { JSONNode(storage: storage, index: 0) }

    /// The input bytes the document was parsed from.
    public var bytes: [UInt8] { storage.bytes }

    /// The 1-based line and scalar column of a node's first byte.
    public func location(of node: JSONNode) -> SourceLocation {
        storage.location(ofOffset: node.offset)
    }

    /// The 1-based line and scalar column of a byte offset.
    public func location(ofOffset offset: Int) -> SourceLocation {
        storage.location(ofOffset: offset)
    }

    /// The locations of many byte offsets, in their order, found in one pass over the bytes: use it for every
    /// finding of a file at once, since one-off look-ups rescan the line (all of a minified file).
    public func locations(ofOffsets offsets: [Int], threads: Int = 1) -> [SourceLocation] {
        storage.bytes.withUnsafeBufferPointer { SourceLocation.locations(ofOffsets: offsets, in: $0, threads: threads) }
    }
}
