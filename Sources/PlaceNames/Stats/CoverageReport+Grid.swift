extension CoverageReport {
    /// The countries with the most places against the languages that name the most: each cell shaded by the share
    /// of the country's places the language names, whole percent in the cell, the counts in its `title`.
    func countrySection() -> [String] {
        var lines = [
            #"<section id="countries" aria-labelledby="countries-heading">"#,
            #"<h2 id="countries-heading">Countries × languages</h2>"#,
            #"<p class="note">The \#(counted(countries.count, "country", plural: "countries")) "#
                + "with the most places against the \(counted(gridLanguages.count, "language")) that name the most "
                + "places: each cell is the share of the country’s places with a name in the language, in whole "
                + "percent rounded down.</p>",
            #"<ul class="legend" aria-label="Shades">"#
                + (0..<CoverageShare.steps).map { #"<li class="s\#($0)">\#(CoverageShare.legend($0))</li>"# }.joined()
                + "</ul>",
            #"<div class="scroll">"#,
            #"<table class="grid">"#,
            "<thead><tr>" + header() + "</tr></thead>",
            "<tbody>",
        ]
        for country in countries {
            let name = country.name.map { "<bdi>\($0.htmlEscaped)</bdi> " } ?? ""
            var row = #"<tr><th scope="row">\#(name)<code>\#(country.code.htmlEscaped)</code></th>"#
                + #"<td class="number">\#(grouped(country.places))</td>"#
            let label = country.name ?? country.code
            row += cell(CoverageShare(count: country.named, total: country.places),
                        title: "\(label): \(grouped(country.named)) of \(grouped(country.places)) places named in a "
                            + "language")
            for (language, named) in zip(gridLanguages, country.perLanguage) {
                row += cell(CoverageShare(count: named, total: country.places),
                            title: "\(label) in \(language.englishName): \(grouped(named)) of "
                                + "\(grouped(country.places)) places")
            }
            lines.append(row + "</tr>")
        }
        return lines + ["</tbody>", "</table>", "</div>", "</section>"]
    }

    private func header() -> String {
        var cells = [#"<th scope="col">Country</th>"#, #"<th scope="col" class="number">Places</th>"#,
                     #"<th scope="col" title="Named in at least one language">Any</th>"#]
        for language in gridLanguages {
            let title = language.nativeName == language.englishName
                ? language.englishName : "\(language.englishName), \(language.nativeName)"
            cells.append(#"<th scope="col" title="\#(title.htmlEscaped)"><abbr>\#(language.bcp47.htmlEscaped)</abbr></th>"#)
        }
        return cells.joined()
    }

    private func cell(_ share: CoverageShare, title: String) -> String {
        #"<td class="cell s\#(share.step)" title="\#(title.htmlEscaped) (\#(share.percent))">\#(share.wholePercent.htmlEscaped)</td>"#
    }
}
