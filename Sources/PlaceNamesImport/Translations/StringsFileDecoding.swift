import PlaceNames

/// The text of a `.strings` file as UTF-8: as it is, or from UTF-16 with a byte order mark, which Xcode and
/// genstrings write. Converting keeps every scalar on its line and column, so locations stay right.
enum StringsFileDecoding {
    static func utf8(_ bytes: [UInt8], path: String) throws(ImportError) -> [UInt8] {
        let littleEndian: Bool
        if bytes.starts(with: [0xFF, 0xFE]) {
            littleEndian = true
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            littleEndian = false
        } else {
            return bytes
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 2
        while i + 1 < bytes.count {
            let (first, second) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            i += 2
        }
        var output: [UInt8] = []
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): output.append(contentsOf: String(scalar).utf8)
            case .emptyInput:
                guard bytes.count % 2 == 0 else {
                    let text = TranslationText(bytes: output, path: path)
                    throw .invalid([text.error("invalid-utf16", "the file ends in half a UTF-16 code unit",
                                               atOffset: output.count)])
                }
                return output
            case .error:
                let text = TranslationText(bytes: output, path: path)
                throw .invalid([text.error("invalid-utf16", "a lone UTF-16 surrogate — save the file as UTF-8 or "
                    + "UTF-16", atOffset: output.count)])
            }
        }
    }
}
