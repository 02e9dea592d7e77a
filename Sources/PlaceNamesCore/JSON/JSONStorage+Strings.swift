import Foundation

extension JSONStorage {
    /// The unescaped string of the string entry at `index`.
    package func string(at index: Int) -> String {
        let entry = tape[index]
        let start = Int(entry.offset) + 1
        let length = Int(entry.length)
        return bytes.withUnsafeBufferPointer { buffer in
            if entry.flags & JSONTapeEntry.hasEscapes == 0 {
                return Self.validatedString(buffer.baseAddress! + start, count: length,
                                            isASCII: entry.flags & JSONTapeEntry.hasNonASCII == 0)
            }
            let raw = UnsafeBufferPointer(rebasing: buffer[start..<start + length])
            // Unescaped text is never longer than its escaped form.
            return String(unsafeUninitializedCapacity: length) { Self.unescape(raw, into: $0) }
        }
    }

    /// A String holding `count` bytes at `start` that the parser has already checked are valid UTF-8.
    ///
    /// `String(decoding:as:)` would validate them a second time, which was a tenth of a catalog load.
    @inline(__always)
    static func validatedString(_ start: UnsafePointer<UInt8>, count: Int, isASCII: Bool) -> String {
        let span = Span(_unsafeStart: start, count: count)
        return String(copying: UTF8Span(unchecked: span, isKnownASCII: isASCII))
    }

    /// Writes the unescaped form of validated string content into `output`, returning the byte count.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var i = 0
        var o = 0
        while i < raw.count {
            let b = raw[i]
            guard b == UInt8(ascii: "\\") else {
                output[o] = b
                o += 1
                i += 1
                continue
            }
            let e = raw[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): output[o] = 0x08
            case UInt8(ascii: "f"): output[o] = 0x0C
            case UInt8(ascii: "n"): output[o] = 0x0A
            case UInt8(ascii: "r"): output[o] = 0x0D
            case UInt8(ascii: "t"): output[o] = 0x09
            case UInt8(ascii: "u"):
                var scalar = hexQuad(raw, i)
                i += 4
                if scalar & 0xFC00 == 0xD800 {
                    // The parser guaranteed a low surrogate escape follows.
                    let low = hexQuad(raw, i + 2)
                    i += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                for unit in UTF8.encode(Unicode.Scalar(scalar)!)! {
                    output[o] = unit
                    o += 1
                }
                continue
            default: output[o] = e
            }
            o += 1
        }
        return o
    }

    private static func hexQuad(_ raw: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32 {
        var value: UInt32 = 0
        for k in at..<at + 4 { value = value << 4 | JSONParser.hexValue(raw[k])! }
        return value
    }

    /// Whether the string entry at `index` has exactly the UTF-8 bytes of `key` (no normalisation).
    @inline(__always)
    func stringEquals(_ index: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let entry = tape[index]
        if entry.flags & JSONTapeEntry.hasEscapes != 0 {
            return string(at: index).utf8.elementsEqual(key)
        }
        guard Int(entry.length) == key.count else { return false }
        if key.isEmpty { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            memcmp(buffer.baseAddress! + Int(entry.offset) + 1, key.baseAddress!, key.count) == 0
        }
    }

    /// The tape index of the first key in `object` equal to `key`, comparing UTF-8 bytes.
    func findMember(in object: Int, key: String) -> Int? {
        var key = key
        return key.withUTF8 { findMember(in: object, key: $0, from: object + 1) }
    }

    /// The first key in `object` equal to `key`, starting the scan at key index `start` and wrapping around.
    func findMember(in object: Int, key: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let end = Int(tape[object].end)
        var i = start
        while i < end {
            if stringEquals(i, key) { return i }
            i = next(after: i + 1)
        }
        i = object + 1
        while i < start {
            if stringEquals(i, key) { return i }
            i = next(after: i + 1)
        }
        return nil
    }
}
