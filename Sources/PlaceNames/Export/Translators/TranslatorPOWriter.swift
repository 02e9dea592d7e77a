/// `--format po` for translators: a gettext catalog whose entries carry their context as extracted comments
/// (`#.`) and the catalog file as a reference (`#:`); `msgctxt` is the place id, `msgid` the source text,
/// `msgstr` the current name or empty. The header names the source language (`X-Source-Language`), which the
/// import reads back to find stale sources.
enum TranslatorPOWriter {
    static func write(_ export: TranslationExport) -> [UInt8] {
        var header = [
            "Project-Id-Version: PlaceNames",
            // Fixed, so exports stay byte-for-byte deterministic; a PO editor sets it on save.
            "PO-Revision-Date: 1970-01-01 00:00+0000",
            "Last-Translator: names export",
            "Language-Team: PlaceNames",
            "Language: \(export.language.icuLocaleID)",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=UTF-8",
            "Content-Transfer-Encoding: 8bit",
        ]
        if let plural = GettextPluralForms.header(for: export.language) { header.append("Plural-Forms: \(plural)") }
        header.append("X-Source-Language: \(export.sourceLanguage.rawValue)")
        header.append("X-Generator: names export (ICU \(PlaceNames.icuVersion))")
        var text = export.headerLines.map { "# \($0)\n" }.joined() + "msgid \"\"\nmsgstr \"\"\n"
        for line in header { text += GettextWriter.quoted(line + "\n") + "\n" }
        var output = Array(text.utf8)
        output.reserveCapacity(export.units.count * 240)
        for unit in export.units {
            var block = "\n"
            for line in unit.context { block += "#. \(line)\n" }
            // A reference is a file name; one with a space would read as two, so gettext's own form is kept.
            block += "#: \(unit.file.contains(" ") ? "\u{2068}\(unit.file)\u{2069}" : unit.file)\n"
            block += "msgctxt \(GettextWriter.quoted(unit.id))\nmsgid \(GettextWriter.quoted(unit.source))\n"
            block += "msgstr \(GettextWriter.quoted(unit.target ?? ""))\n"
            output.append(contentsOf: block.utf8)
        }
        return output
    }
}
