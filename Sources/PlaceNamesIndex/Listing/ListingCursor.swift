import Foundation

/// Where a listing page ended: the collation key and id of its last place, so the next page starts right after
/// it even if the catalog was reloaded in between.
///
/// Sent to clients as opaque base64url text.
package struct ListingCursor: Sendable, Equatable {
    package let sortKey: [UInt8]
    package let id: String

    package init(sortKey: [UInt8], id: String) {
        self.sortKey = sortKey
        self.id = id
    }

    /// Reads a cursor a previous page gave out, or `nil` if the text is not one.
    ///
    /// Only the base64url alphabet is read, as `text` writes it: `Data(base64Encoded:)` would also take `+`, `/` and
    /// `=`, so text the OpenAPI document's pattern refuses would have been served.
    package init?(_ text: String) {
        guard text.utf8.allSatisfy({ byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): true
            default: false
            }
        }) else { return nil }
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard text.utf8.count <= 4096, let data = Data(base64Encoded: base64), data.count >= 2 else { return nil }
        let bytes = [UInt8](data)
        let length = Int(bytes[0]) << 8 | Int(bytes[1])
        guard bytes.count >= 2 + length, let id = String(validating: bytes[(2 + length)...], as: UTF8.self) else {
            return nil
        }
        sortKey = Array(bytes[2..<(2 + length)])
        self.id = id
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
