/// `--format xliff`: XLIFF 1.2, as Xcode exports it and CAT tools read it. One `<file>` per catalog file
/// (`original` its path), one `<trans-unit>` per place: `id` the place id, `<source>` the source text, a
/// `<target>` with `state="translated"` for a current name (absent for a missing one), the context as `<note>`s.
enum XLIFFWriter {
    static func write(_ export: TranslationExport) -> [UInt8] {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--\n"
        for line in export.headerLines { text += "  \(comment(line))\n" }
        text += "-->\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"
        var output = Array(text.utf8)
        output.reserveCapacity(export.units.count * 320)
        var start = 0
        while start < export.units.count {
            let file = export.units[start].file
            var end = start
            while end < export.units.count && export.units[end].file == file { end += 1 }
            output.append(contentsOf: fileElement(export, file: file, units: export.units[start..<end]).utf8)
            start = end
        }
        output.append(contentsOf: "</xliff>\n".utf8)
        return output
    }

    private static func fileElement(_ export: TranslationExport, file: String,
                                    units: ArraySlice<TranslationUnit>) -> String {
        var text = "  <file original=\"\(escaped(file))\" source-language=\"\(export.sourceLanguage.bcp47)\" "
            + "target-language=\"\(export.language.bcp47)\" datatype=\"plaintext\">\n"
            + "    <header>\n      <tool tool-id=\"names-export\" tool-name=\"names export\" "
            + "tool-version=\"ICU \(PlaceNames.icuVersion)\"/>\n    </header>\n    <body>\n"
        for unit in units {
            text += "      <trans-unit id=\"\(escaped(unit.id))\" xml:space=\"preserve\">\n"
            text += "        <source>\(escaped(unit.source))</source>\n"
            if let target = unit.target {
                text += "        <target state=\"translated\">\(escaped(target))</target>\n"
            }
            for line in unit.context { text += "        <note from=\"names export\">\(escaped(line))</note>\n" }
            text += "      </trans-unit>\n"
        }
        return text + "    </body>\n  </file>\n"
    }

    /// Text and attribute values with XML's five special characters escaped. Characters XML 1.0 cannot hold
    /// (C0 controls but tab, LF and CR) never reach a catalog that validates, and are written as U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result.append(contentsOf: "&amp;".unicodeScalars)
            case "<": result.append(contentsOf: "&lt;".unicodeScalars)
            case ">": result.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": result.append(contentsOf: "&quot;".unicodeScalars)
            case "'": result.append(contentsOf: "&apos;".unicodeScalars)
            case "\t", "\n", "\r": result.append(contentsOf: "&#\(scalar.value);".unicodeScalars)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// A comment's text: XML reads no entities there, and `--` may not appear inside one.
    private static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "--", with: "- -")
    }
}
