extension CoverageReport {
    /// The report as one self-contained HTML page, the kind of progress bars translation platforms show: coverage
    /// per language and per kind as bars, and the country × language grid as shaded cells, every figure beside
    /// its bar or cell and in its `title`. No script, no font, nothing fetched; the same report gives the same
    /// bytes.
    ///
    /// - Parameters:
    ///   - source: What the figures were counted from, said in the page (`451 catalog files`).
    ///   - explorer: Where the place-name explorer is, for a link to it when the page is served beside one.
    public func html(source: String, explorer: String? = nil) -> String {
        var page = [
            "<!doctype html>",
            #"<html lang="en">"#,
            "<head>",
            #"<meta charset="utf-8">"#,
            #"<meta name="viewport" content="width=device-width, initial-scale=1">"#,
            "<title>Name coverage: \(counted(places, "place")) in \(counted(languages.count, "language"))</title>",
            "<style>",
            CoveragePageStyle.css + "</style>",
            "</head>",
            "<body>",
            "<header>",
            "<h1>Name coverage</h1>",
            #"<p class="summary">\#(summary(source: source))</p>"#,
            "<nav>" + navigation(explorer: explorer) + "</nav>",
            "</header>",
            "<main>",
        ]
        page += languageSection()
        page += kindSection()
        page += countrySection()
        page += [
            "</main>",
            "<footer>Languages are named in English and, where it differs, in themselves (Unicode CLDR). Shares are "
                + "rounded down, so only a complete one shows as 100%.</footer>",
            "</body>",
            "</html>",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    private func summary(source: String) -> String {
        let unnamed = places - kinds.reduce(0) { $0 + $1.named }
        var text = "\(counted(places, "place")) and \(counted(names, "name")) in "
            + "\(counted(languages.count, "language")), counted from \(source.htmlEscaped)."
        if unnamed > 0 {
            text += " \(grouped(unnamed)) of the places (\(CoverageShare(count: unnamed, total: places).percent)) "
                + (unnamed == 1 ? "has a name in no language and answers with its default name alone."
                                : "have a name in no language and answer with their default name alone.")
        }
        return text
    }

    private func navigation(explorer: String?) -> String {
        var links = [##"<a href="#languages">Languages</a>"##, ##"<a href="#kinds">Kinds</a>"##,
                     ##"<a href="#countries">Countries × languages</a>"##]
        if let explorer { links.append(#"<a href="\#(explorer.htmlEscaped)">Explorer</a>"#) }
        return links.joined(separator: " ")
    }
}

/// `1 language`, `213 languages`, `30 countries`, with the count grouped.
func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(grouped(count)) \(count == 1 ? noun : plural ?? noun + "s")"
}
