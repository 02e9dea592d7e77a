import Foundation

/// Where a listing page ended: the collation key and id of its last place, so the next page starts right after
/// it even if the catalog was reloaded in between.
///
/// Sent to clients as unpadded base64url text. Every text of that grammar is a cursor (the OpenAPI document's
/// pattern says exactly which texts those are), so a client or a fuzzer that builds one gets a page, never a
/// refusal the document did not announce: the bytes are read as a 2-byte big-endian key length, the key, then the
/// id, and whatever is short or not UTF-8 still names a position in the order (see `init?(_:)`).
package struct ListingCursor: Sendable, Equatable {
    package let sortKey: [UInt8]
    package let id: String

    /// The longest cursor text read; a listing's own cursors are a few dozen characters.
    package static let maximumLength = 4096

    package init(sortKey: [UInt8], id: String) {
        self.sortKey = sortKey
        self.id = id
    }

    /// Reads cursor text, or `nil` if it is outside the grammar: empty, longer than `maximumLength`, a character
    /// outside base64url's alphabet (standard base64's `+`, `/` and `=` included), or a length that leaves one
    /// character over (4n + 1, which encodes no whole byte).
    ///
    /// Text in the grammar always reads: a key shorter than its length field says is taken as far as it goes,
    /// missing length bytes are zero, and an id that is not UTF-8 is read with replacement characters. Each is
    /// still a position in the order, so the page starts after it.
    package init?(_ text: String) {
        let characters = Array(text.utf8)
        guard !characters.isEmpty, characters.count <= Self.maximumLength, characters.count % 4 != 1 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count * 3 / 4)
        var bits: UInt32 = 0
        var bitCount = 0
        for character in characters {
            guard let value = Self.sextet(character) else { return nil }
            bits = bits << 6 | UInt32(value)
            bitCount += 6
            if bitCount >= 8 {
                bitCount -= 8
                bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(bitCount)))
                bits &= (1 << UInt32(bitCount)) - 1
            }
        }
        // The bits left over in the last character are padding: a cursor this type wrote has them zero, and text
        // with them set names the same bytes.
        let length = Int(bytes.first ?? 0) << 8 | Int(bytes.count > 1 ? bytes[1] : 0)
        let keyEnd = min(2 + length, bytes.count)
        sortKey = bytes.count > 2 ? Array(bytes[2..<keyEnd]) : []
        id = keyEnd < bytes.count ? String(decoding: bytes[keyEnd...], as: UTF8.self) : ""
    }

    /// A base64url character's value.
    private static func sextet(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): character - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): character - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0") + 52
        case UInt8(ascii: "-"): 62
        case UInt8(ascii: "_"): 63
        default: nil
        }
    }

    /// The cursor as base64url text: a 2-byte key length, the key, then the id's UTF-8.
    package var text: String {
        let length = min(sortKey.count, 0xFFFF)
        let bytes = [UInt8(length >> 8), UInt8(length & 0xFF)] + sortKey.prefix(length) + Array(id.utf8)
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
