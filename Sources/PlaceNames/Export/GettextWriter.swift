/// `--format po`: a gettext catalog with a full header; each name is `msgctxt` place id, `msgid` the English
/// name (the id when there is none), `msgstr` the name, in collation order.
enum GettextWriter {
    static func write(_ export: NameExport) -> [UInt8] {
        var header = [
            "Project-Id-Version: PlaceNames",
            // Fixed, so exports stay byte-for-byte deterministic; msgfmt --check wants the field present.
            "PO-Revision-Date: 1970-01-01 00:00+0000",
            "Last-Translator: names export",
            "Language-Team: PlaceNames",
            "Language: \(export.language.icuLocaleID)",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=UTF-8",
            "Content-Transfer-Encoding: 8bit",
        ]
        if let plural = GettextPluralForms.header(for: export.language) { header.append("Plural-Forms: \(plural)") }
        header.append("X-Generator: names export (ICU \(export.icuVersion))")
        var text = "# \(ExportHeader.line(export)).\nmsgid \"\"\nmsgstr \"\"\n"
        for line in header { text += quoted(line + "\n") + "\n" }
        var output = Array(text.utf8)
        output.reserveCapacity(export.names.count * 96)
        for entry in export.names {
            var block = "\nmsgctxt \(quoted(entry.id))\nmsgid \(quoted(entry.english ?? entry.id))\n"
            block += "msgstr \(quoted(entry.name))\n"
            output.append(contentsOf: block.utf8)
        }
        return output
    }

    /// A C-style string literal as gettext reads it.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{0}"..."\u{1F}", "\u{7F}":
                let octal = String(scalar.value, radix: 8)
                result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
