/// UTS #39 skeletons of single characters, asked of ICU once per character and thread, so a name's skeleton
/// hash is the hash of its characters' skeletons in order.
///
/// UTS #39 maps character by character between two NFD steps, so this equals ICU's skeleton except where the
/// final NFD would reorder combining marks across characters: such a pair could be missed, never invented
/// (every match is confirmed with ICU's whole-string skeleton before it is reported).
struct SkeletonCache {
    /// For each BMP code point: arena offset << 8 | length + 1; 0 when not looked up yet.
    private var table = [UInt64](repeating: 0, count: 0x10000)
    private var arena: [UInt8] = []

    mutating func combineSkeleton(
        of bytes: UnsafeBufferPointer<UInt8>, into hasher: inout FNV1a64, skeletons: SpoofChecker.UTF8Skeletons
    ) {
        var i = 0
        while i < bytes.count {
            let start = i
            let b = bytes[i]
            i += b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            let character = UnsafeBufferPointer(rebasing: bytes[start..<min(i, bytes.count)])
            guard character.count < 4 else {
                skeletons.withSkeleton(of: character) { hasher.add(UnsafeRawBufferPointer($0)) }
                continue
            }
            let v = Self.scalar(character)
            var slot = table[Int(v)]
            if slot == 0 {
                let offset = arena.count
                skeletons.withSkeleton(of: character) { arena.append(contentsOf: $0) }
                slot = UInt64(offset) << 8 | UInt64(arena.count - offset + 1)
                table[Int(v)] = slot
            }
            let offset = Int(slot >> 8)
            let length = Int(slot & 0xFF) - 1
            arena.withUnsafeBytes { hasher.add(UnsafeRawBufferPointer(rebasing: $0[offset..<offset + length])) }
        }
    }

    private static func scalar(_ c: UnsafeBufferPointer<UInt8>) -> UInt32 {
        switch c.count {
        case 1: UInt32(c[0])
        case 2: UInt32(c[0] & 0x1F) << 6 | UInt32(c[1] & 0x3F)
        default: UInt32(c[0] & 0x0F) << 12 | UInt32(c[1] & 0x3F) << 6 | UInt32(c[2] & 0x3F)
        }
    }
}
