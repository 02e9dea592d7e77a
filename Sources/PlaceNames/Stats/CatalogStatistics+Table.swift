extension CatalogStatistics {
    /// The statistics as aligned plain-text tables, for people.
    ///
    /// ```
    /// 1 file: 3 places, 5 names (6 forms) in 2 languages
    ///
    /// kind     places  names
    /// country       2      4
    /// ```
    public func table() -> String {
        var lines = [
            "\(plural(files, "file")): \(plural(places, "place")), \(plural(names, "name")) "
                + "(\(plural(forms, "form"))) in \(plural(languages.count, "language"))",
        ]
        // Only for catalogs that have them, so the summary of a plain names catalog stays one line.
        let extras = [withPopulation.map { "\(grouped($0)) with a population" },
                      withTenLanguages.map { "\(grouped($0)) with names in 10 languages or more" },
                      withFortyLanguages.map { "\(grouped($0)) with names in 40 languages or more" },
                      withDefaultNameOnly.map { "\(grouped($0)) named by their default name alone" },
                      withoutAName.map { "\(grouped($0)) with no name at all" },
                      aliases.map { "\(grouped($0)) alias\($0 == 1 ? "" : "es")" }]
            .compactMap { $0 }
        if !extras.isEmpty { lines.append("places: " + extras.joined(separator: ", ")) }
        if !kinds.isEmpty {
            lines.append("")
            lines += PaddedColumns(header: ["kind", "places", "names"], rightAligned: [1, 2], rows: kinds.map {
                [$0.kind, grouped($0.places), grouped($0.names)]
            }).lines
        }
        if !languages.isEmpty {
            lines.append("")
            lines += PaddedColumns(header: ["language", "tag", "names", "coverage", "missing"], rightAligned: [2, 3, 4],
                               rows: languages.map {
                [$0.language, $0.bcp47, grouped($0.names), percent($0), grouped($0.missing)]
            }).lines
        }
        if !closestToComplete.isEmpty {
            lines.append("")
            lines.append("closest to complete: " + closestToComplete.map {
                "\($0.language) \(percent($0)) (\(grouped($0.missing)) missing)"
            }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One decimal, rounded down, so an incomplete language never shows as 100.0%.
    private func percent(_ count: LanguageCount) -> String {
        guard places > 0 else { return "0.0%" }
        let tenths = count.names * 1000 / places
        return "\(tenths / 10).\(tenths % 10)%"
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }
}
