/// Conversions between the key spellings found in place-name data and Swift's lowerCamelCase property names.
///
/// They work on ASCII letters and leave every other character as it is, byte by byte (no Foundation string
/// APIs, no regular expressions), because decoders call them once per key of every object.
///
/// | data key | camelCase | rule |
/// | --- | --- | --- |
/// | `GeonameID`, `NameEN`, `ISOCode` | `geonameID`, `nameEN`, `isoCode` | ``camelCase(fromPascalCase:)`` |
/// | `NAME_EN`, `ISO_A2`, `NAMEASCII` | `nameEn`, `isoA2`, `nameascii` | ``camelCase(fromUpperSnakeCase:)`` |
/// | `chinese-traditional`, `x-api-key` | `chineseTraditional`, `xApiKey` | ``camelCase(fromKebabCase:)`` |
public enum KeyCaseConversion {
    /// `GeonameID` → `geonameID`, `ISOCode` → `isoCode`, `NAMEASCII` → `nameascii`.
    ///
    /// The leading run of capitals is lowered, except its last letter when a lower-case letter follows it
    /// (that letter starts the next word); the rest of the key is kept, so trailing acronyms stay capitals.
    public static func camelCase(fromPascalCase key: String) -> String {
        let bytes = Array(key.utf8)
        var run = 0
        while run < bytes.count, isUpper(bytes[run]) { run += 1 }
        guard run > 0 else { return key }
        var end = run
        if run > 1, run < bytes.count, isLower(bytes[run]) { end = run - 1 }
        var result = bytes
        for index in 0..<end { result[index] = bytes[index] | 0x20 }
        return String(decoding: result, as: UTF8.self)
    }

    /// `NAME_EN` → `nameEn`, `ISO_A2` → `isoA2`, `POP_MAX` → `popMax`, `NAMEASCII` → `nameascii`.
    ///
    /// Words are split at underscores, lowered, and every word after the first starts with a capital.
    /// Leading and trailing underscores are kept (`_ID` → `_id`), as Foundation's `convertFromSnakeCase` does.
    public static func camelCase(fromUpperSnakeCase key: String) -> String {
        joinWords(key, separator: UInt8(ascii: "_"), lowerWords: true)
    }

    /// `chinese-traditional` → `chineseTraditional`, `x-api-key` → `xApiKey`.
    ///
    /// Words are split at hyphens; every word after the first starts with a capital, the rest is kept.
    /// Leading and trailing hyphens are kept.
    public static func camelCase(fromKebabCase key: String) -> String {
        joinWords(key, separator: UInt8(ascii: "-"), lowerWords: false)
    }

    /// `geonameID` → `GeonameID`, `nameEn` → `NameEn`: the first letter becomes a capital.
    public static func pascalCase(fromCamelCase key: String) -> String {
        var bytes = Array(key.utf8)
        guard let first = bytes.first, isLower(first) else { return key }
        bytes[0] = first & ~0x20
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `nameEn` → `NAME_EN`, `isoA2` → `ISO_A2`, `geonameID` → `GEONAME_ID`, `urlString` → `URL_STRING`.
    public static func upperSnakeCase(fromCamelCase key: String) -> String {
        splitWords(key, separator: UInt8(ascii: "_"), upper: true)
    }

    /// `chineseTraditional` → `chinese-traditional`, `geonameID` → `geoname-id`.
    public static func kebabCase(fromCamelCase key: String) -> String {
        splitWords(key, separator: UInt8(ascii: "-"), upper: false)
    }

    // MARK: - Bytes

    @inline(__always) static func isUpper(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }
    @inline(__always) static func isLower(_ byte: UInt8) -> Bool { byte &- 0x61 < 26 }
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    @inline(__always) static func lowered(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte | 0x20 : byte }
    @inline(__always) static func uppered(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte & ~0x20 : byte }

    private static func joinWords(_ key: String, separator: UInt8, lowerWords: Bool) -> String {
        let bytes = Array(key.utf8)
        guard bytes.contains(separator) || (lowerWords && bytes.contains(where: isUpper)) else { return key }
        var start = 0
        while start < bytes.count, bytes[start] == separator { start += 1 }
        var end = bytes.count
        while end > start, bytes[end - 1] == separator { end -= 1 }
        guard start < end else { return key }
        var result = Array(bytes[0..<start])
        result.reserveCapacity(bytes.count)
        var startsWord = false
        for byte in bytes[start..<end] {
            if byte == separator {
                startsWord = result.count > start
                continue
            }
            var out = lowerWords ? lowered(byte) : byte
            if startsWord { out = uppered(out) }
            startsWord = false
            result.append(out)
        }
        result.append(contentsOf: bytes[end...])
        return String(decoding: result, as: UTF8.self)
    }

    private static func splitWords(_ key: String, separator: UInt8, upper: Bool) -> String {
        let bytes = Array(key.utf8)
        guard bytes.contains(where: { upper ? isLower($0) : isUpper($0) }) else { return key }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 4)
        for (index, byte) in bytes.enumerated() {
            if index > 0, isUpper(byte), result.last != separator {
                let previous = bytes[index - 1]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                // A capital starts a word after a lower-case letter or digit, and ends an acronym when a
                // lower-case letter follows it (`URLString` → `URL` `String`).
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)) {
                    result.append(separator)
                }
            }
            result.append(upper ? uppered(byte) : lowered(byte))
        }
        return String(decoding: result, as: UTF8.self)
    }
}
