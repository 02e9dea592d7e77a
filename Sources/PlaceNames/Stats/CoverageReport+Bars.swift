extension CoverageReport {
    /// Every language as a row with its bar: the share of all places it names.
    func languageSection() -> [String] {
        var lines = [
            #"<section id="languages" aria-labelledby="languages-heading">"#,
            #"<h2 id="languages-heading">Languages</h2>"#,
            #"<p class="note">The share of the \#(grouped(places)) places that have a name in each language, "#
                + "most complete first. The last column is the command that exports what a language is missing "
                + "for translators, as gettext PO (or <code>--format xliff</code>, <code>xcstrings</code>, "
                + "<code>csv</code>); <code>names import translations</code> takes the filled file back.</p>",
            #"<table class="bars">"#,
            #"<thead><tr><th scope="col">Language</th><th scope="col">Tag</th><th scope="col">Coverage</th>"#
                + #"<th scope="col" class="number">Named</th><th scope="col" class="number">Missing</th>"#
                + #"<th scope="col">Export what is missing</th></tr></thead>"#,
            "<tbody>",
        ]
        for row in languages {
            let language = row.language
            let share = CoverageShare(count: row.named, total: places)
            var name = #"<span class="english">\#(language.englishName.htmlEscaped)</span>"#
            if language.nativeName != language.englishName {
                name += #" <span class="native" lang="\#(language.bcp47.htmlEscaped)" dir="auto">"#
                    + "\(language.nativeName.htmlEscaped)</span>"
            }
            let title = "\(language.englishName): \(grouped(row.named)) of \(grouped(places)) places named "
                + "(\(share.percent)), \(grouped(places - row.named)) missing"
            lines.append(#"<tr id="language-\#(language.rawValue.htmlEscaped)"><th scope="row">\#(name)</th>"#
                + "<td><code>\(language.bcp47.htmlEscaped)</code></td>" + bar(share, title: title)
                + #"<td class="number">\#(grouped(row.named))</td>"#
                + #"<td class="number">\#(grouped(places - row.named))</td>"#
                + "<td>" + (row.named < places ? "<code>\(Self.exportCommand(for: language).htmlEscaped)</code>" : "")
                + "</td></tr>")
        }
        return lines + ["</tbody>", "</table>", "</section>"]
    }

    /// What a curator types to export a language's missing names for translators.
    static func exportCommand(for language: Language) -> String {
        "names export --lang \(language.rawValue) --missing --format po -o \(language.bcp47).po"
    }

    /// Every kind as a row with its bar: the share of its places that any language names.
    func kindSection() -> [String] {
        var lines = [
            #"<section id="kinds" aria-labelledby="kinds-heading">"#,
            #"<h2 id="kinds-heading">Kinds</h2>"#,
            #"<p class="note">The share of each kind’s places that have a name in at least one language; the others "#
                + "answer with their default name alone.</p>",
            #"<table class="bars">"#,
            #"<thead><tr><th scope="col">Kind</th><th scope="col">Named in a language</th>"#
                + #"<th scope="col" class="number">Named</th><th scope="col" class="number">Places</th>"#
                + #"<th scope="col" class="number">Names</th></tr></thead>"#,
            "<tbody>",
        ]
        for row in kinds {
            let share = CoverageShare(count: row.named, total: row.places)
            let title = "\(row.kind): \(grouped(row.named)) of \(grouped(row.places)) places named in a language "
                + "(\(share.percent)); \(counted(row.names, "name"))"
            lines.append(#"<tr><th scope="row">\#(row.kind.htmlEscaped)</th>"# + bar(share, title: title)
                + #"<td class="number">\#(grouped(row.named))</td><td class="number">\#(grouped(row.places))</td>"#
                + #"<td class="number">\#(grouped(row.names))</td></tr>"#)
        }
        return lines + ["</tbody>", "</table>", "</section>"]
    }

    /// A bar cell: the track, the filled part (none at 0) and the percentage beside it.
    private func bar(_ share: CoverageShare, title: String) -> String {
        let fill = share.count > 0 ? #"<span class="fill" style="width:\#(share.width)"></span>"# : ""
        return #"<td class="bar" title="\#(title.htmlEscaped)"><span class="track" aria-hidden="true">\#(fill)</span>"#
            + #"<span class="percent">\#(share.percent)</span></td>"#
    }
}
