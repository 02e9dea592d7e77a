/// `--format strings`: an Apple `.strings` file in UTF-8, `"id" = "name";` per line in collation order.
enum StringsFileWriter {
    static func write(_ export: NameExport) -> [UInt8] {
        var output = Array("/* \(ExportHeader.line(export)). */\n".utf8)
        output.reserveCapacity(export.names.count * 64)
        for entry in export.names {
            quoted(entry.id, to: &output)
            output.append(contentsOf: Array(" = ".utf8))
            quoted(entry.name, to: &output)
            output.append(contentsOf: Array(";\n".utf8))
        }
        return output
    }

    /// Escapes as the old-style property list parser reads: `\"`, `\\`, `\n`, `\t`, `\r`, other controls `\U00XX`.
    private static func quoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0x0A: output.append(contentsOf: Array("\\n".utf8))
            case 0x09: output.append(contentsOf: Array("\\t".utf8))
            case 0x0D: output.append(contentsOf: Array("\\r".utf8))
            case 0..<0x20, 0x7F: output.append(contentsOf: Array("\\U00\(hex(byte))".utf8))
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
