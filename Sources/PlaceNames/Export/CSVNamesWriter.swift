/// `--format csv`: an `id,name` header and one row per name in collation order, as RFC 4180 has it (CRLF line
/// ends; fields holding a comma, quote, CR or LF quoted, quotes doubled).
///
/// With aliases, a third column `aliases` holds them all in one field, separated by `|`, so each place stays one
/// row; a `|` or `\` inside an alias is preceded by `\`, so splitting on an unescaped `|` gives them back.
enum CSVNamesWriter {
    static func write(_ export: NameExport) -> [UInt8] {
        let header = "id,name" + (export.withLabels ? ",label" : "") + (export.withAliases ? ",aliases" : "")
        var output = Array((header + "\r\n").utf8)
        output.reserveCapacity(export.names.count * (export.withAliases ? 128 : 48))
        for entry in export.names {
            field(entry.id, to: &output)
            output.append(UInt8(ascii: ","))
            field(entry.name, to: &output)
            if export.withLabels {
                output.append(UInt8(ascii: ","))
                field(entry.label ?? "", to: &output)
            }
            if export.withAliases {
                output.append(UInt8(ascii: ","))
                field(joined(entry.aliases), to: &output)
            }
            output.append(contentsOf: [0x0D, 0x0A])
        }
        return output
    }

    /// The aliases separated by `|`, with `|` and `\` inside an alias escaped by a `\`.
    static func joined(_ aliases: [String]) -> String {
        var text = String.UnicodeScalarView()
        for (index, alias) in aliases.enumerated() {
            if index > 0 { text.append("|") }
            for scalar in alias.unicodeScalars {
                if scalar == "|" || scalar == "\\" { text.append("\\") }
                text.append(scalar)
            }
        }
        return String(text)
    }

    static func field(_ text: String, to output: inout [UInt8]) {
        let needsQuotes = text.utf8.contains { byte in
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0D || byte == 0x0A
        }
        guard needsQuotes else { return output.append(contentsOf: text.utf8) }
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") { output.append(byte) }
            output.append(byte)
        }
        output.append(UInt8(ascii: "\""))
    }
}
