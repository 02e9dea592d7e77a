/// `--format android`: a `strings.xml` resource file, one `<string>` per name in collation order.
enum AndroidStringsWriter {
    static func write(_ export: NameExport) -> [UInt8] {
        let comment = ExportHeader.line(export).replacingOccurrences(of: "--", with: "- -")
        var output = Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- \(comment). -->\n<resources>\n".utf8)
        output.reserveCapacity(export.names.count * 80)
        for entry in export.names {
            output.append(contentsOf: "    <string name=\"\(AndroidResources.resourceName(for: entry.id))\">".utf8)
            output.append(contentsOf: escaped(entry.name).utf8)
            output.append(contentsOf: "</string>\n".utf8)
        }
        output.append(contentsOf: "</resources>\n".utf8)
        return output
    }

    /// Escapes for aapt: XML's `&`, `<`, `>`, then Android's `\\`, `\'`, `\"`, `\@`, `\?`, `\n`, `\t`, and
    /// `\uXXXX` for other control characters (which XML 1.0 cannot hold).
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\"": result += "\\\""
            case "@": result += "\\@"
            case "?": result += "\\?"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
