/// The one-line description that formats with comments put at the top of an export.
enum ExportHeader {
    static func line(_ export: NameExport) -> String {
        "\(export.language.rawValue) (\(export.language.bcp47)) place names from names export, "
            + "ordered by ICU \(export.icuVersion) collation for \(export.language.icuLocaleID)"
    }
}
