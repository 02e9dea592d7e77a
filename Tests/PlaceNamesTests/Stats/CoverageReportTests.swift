import Testing
@testable import PlaceNames

/// The coverage page of a small catalog, exactly: the counts, each section's rows (bars' widths and percentages,
/// the grid's shades and numbers), and the page around them.
@Suite struct CoverageReportTests {
    let report = CoverageReport(places: CoverageFixtures.places)

    @Test func counts() {
        #expect(report.places == 4)
        #expect(report.names == 9)
        #expect(report.languages.map { "\($0.language) \($0.named)" } == ["english 3", "thai 3", "japanese 2",
                                                                          "arabic 1"])
        #expect(report.kinds == [.init(kind: "city", places: 2, named: 1, names: 3),
                                 .init(kind: "country", places: 2, named: 2, names: 6)])
        #expect(report.gridLanguages == [.english, .thai, .japanese, .arabic])
        #expect(report.countries == [
            .init(code: "TH", name: "Thailand", places: 3, named: 2, perLanguage: [2, 2, 2, 1]),
            .init(code: "BA", name: "Bosnia & Herzegovina", places: 1, named: 1, perLanguage: [1, 1, 0, 0]),
        ])
    }

    @Test func theGridKeepsTheLargestCountriesAndTheMostCompleteLanguages() {
        let small = CoverageReport(places: CoverageFixtures.places, gridLanguages: 2, gridCountries: 1)
        #expect(small.gridLanguages == [.english, .thai])
        #expect(small.countries == [.init(code: "TH", name: "Thailand", places: 3, named: 2, perLanguage: [2, 2])])
        #expect(small.languages.count == 4, "the bars still show every language")
    }

    @Test func languageBars() {
        let bar = { (title: String, width: String, percent: String) in
            #"<td class="bar" title="\#(title)"><span class="track" aria-hidden="true"><span class="fill" "#
                + #"style="width:\#(width)"></span></span><span class="percent">\#(percent)</span></td>"#
        }
        #expect(report.languageSection() == [
            #"<section id="languages" aria-labelledby="languages-heading">"#,
            #"<h2 id="languages-heading">Languages</h2>"#,
            #"<p class="note">The share of the 4 places that have a name in each language, most complete first. "#
                + "The last column is the command that exports what a language is missing for translators, as "
                + "gettext PO (or <code>--format xliff</code>, <code>xcstrings</code>, <code>csv</code>); "
                + "<code>names import translations</code> takes the filled file back.</p>",
            #"<table class="bars">"#,
            #"<thead><tr><th scope="col">Language</th><th scope="col">Tag</th><th scope="col">Coverage</th>"#
                + #"<th scope="col" class="number">Named</th><th scope="col" class="number">Missing</th>"#
                + #"<th scope="col">Export what is missing</th></tr></thead>"#,
            "<tbody>",
            #"<tr id="language-english"><th scope="row"><span class="english">English</span></th><td><code>en</code></td>"#
                + bar("English: 3 of 4 places named (75.0%), 1 missing", "75.00%", "75.0%")
                + #"<td class="number">3</td><td class="number">1</td>"#
                + "<td><code>names export --lang english --missing --format po -o en.po</code></td></tr>",
            #"<tr id="language-thai"><th scope="row"><span class="english">Thai</span> "#
                + #"<span class="native" lang="th" dir="auto">ไทย</span></th><td><code>th</code></td>"#
                + bar("Thai: 3 of 4 places named (75.0%), 1 missing", "75.00%", "75.0%")
                + #"<td class="number">3</td><td class="number">1</td>"#
                + "<td><code>names export --lang thai --missing --format po -o th.po</code></td></tr>",
            #"<tr id="language-japanese"><th scope="row"><span class="english">Japanese</span> "#
                + #"<span class="native" lang="ja" dir="auto">日本語</span></th><td><code>ja</code></td>"#
                + bar("Japanese: 2 of 4 places named (50.0%), 2 missing", "50.00%", "50.0%")
                + #"<td class="number">2</td><td class="number">2</td>"#
                + "<td><code>names export --lang japanese --missing --format po -o ja.po</code></td></tr>",
            #"<tr id="language-arabic"><th scope="row"><span class="english">Arabic</span> "#
                + #"<span class="native" lang="ar" dir="auto">العربية</span></th><td><code>ar</code></td>"#
                + bar("Arabic: 1 of 4 places named (25.0%), 3 missing", "25.00%", "25.0%")
                + #"<td class="number">1</td><td class="number">3</td>"#
                + "<td><code>names export --lang arabic --missing --format po -o ar.po</code></td></tr>",
            "</tbody>", "</table>", "</section>",
        ])
    }

    @Test func kindBars() {
        let section = report.kindSection()
        #expect(section.count == 11)
        #expect(section[6] == #"<tr><th scope="row">city</th><td class="bar" title="city: 1 of 2 places named in a "#
            + #"language (50.0%); 3 names"><span class="track" aria-hidden="true"><span class="fill" "#
            + #"style="width:50.00%"></span></span><span class="percent">50.0%</span></td><td class="number">1</td>"#
            + #"<td class="number">2</td><td class="number">3</td></tr>"#)
        #expect(section[7] == #"<tr><th scope="row">country</th><td class="bar" title="country: 2 of 2 places named "#
            + #"in a language (100.0%); 6 names"><span class="track" aria-hidden="true"><span class="fill" "#
            + #"style="width:100.00%"></span></span><span class="percent">100.0%</span></td><td class="number">2</td>"#
            + #"<td class="number">2</td><td class="number">6</td></tr>"#)
    }

    @Test func countryGrid() {
        let section = report.countrySection()
        #expect(section[2] == #"<p class="note">The 2 countries with the most places against the 4 languages that "#
            + "name the most places: each cell is the share of the country’s places with a name in the language, in "
            + "whole percent rounded down.</p>")
        #expect(section[6] == #"<thead><tr><th scope="col">Country</th><th scope="col" class="number">Places</th>"#
            + #"<th scope="col" title="Named in at least one language">Any</th>"#
            + #"<th scope="col" title="English"><abbr>en</abbr></th><th scope="col" title="Thai, ไทย"><abbr>th</abbr></th>"#
            + #"<th scope="col" title="Japanese, 日本語"><abbr>ja</abbr></th>"#
            + #"<th scope="col" title="Arabic, العربية"><abbr>ar</abbr></th></tr></thead>"#)
        #expect(section[8] == #"<tr><th scope="row"><bdi>Thailand</bdi> <code>TH</code></th><td class="number">3</td>"#
            + #"<td class="cell s7" title="Thailand: 2 of 3 places named in a language (66.6%)">66</td>"#
            + #"<td class="cell s7" title="Thailand in English: 2 of 3 places (66.6%)">66</td>"#
            + #"<td class="cell s7" title="Thailand in Thai: 2 of 3 places (66.6%)">66</td>"#
            + #"<td class="cell s7" title="Thailand in Japanese: 2 of 3 places (66.6%)">66</td>"#
            + #"<td class="cell s4" title="Thailand in Arabic: 1 of 3 places (33.3%)">33</td></tr>"#)
        #expect(section[9] == #"<tr><th scope="row"><bdi>Bosnia &amp; Herzegovina</bdi> <code>BA</code></th>"#
            + #"<td class="number">1</td>"#
            + #"<td class="cell s11" title="Bosnia &amp; Herzegovina: 1 of 1 places named in a language (100.0%)">100</td>"#
            + #"<td class="cell s11" title="Bosnia &amp; Herzegovina in English: 1 of 1 places (100.0%)">100</td>"#
            + #"<td class="cell s11" title="Bosnia &amp; Herzegovina in Thai: 1 of 1 places (100.0%)">100</td>"#
            + #"<td class="cell s0" title="Bosnia &amp; Herzegovina in Japanese: 0 of 1 places (0.0%)">0</td>"#
            + #"<td class="cell s0" title="Bosnia &amp; Herzegovina in Arabic: 0 of 1 places (0.0%)">0</td></tr>"#)
        #expect(section.suffix(4) == ["</tbody>", "</table>", "</div>", "</section>"])
    }

    @Test func thePage() throws {
        let page = report.html(source: "2 catalog files")
        #expect(page.hasPrefix("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(page.contains("<title>Name coverage: 4 places in 4 languages</title>"))
        #expect(page.contains(#"<p class="summary">4 places and 9 names in 4 languages, counted from 2 catalog files. "#
            + "1 of the places (25.0%) has a name in no language and answers with its default name alone.</p>"))
        let main = try #require(page.range(of: "<main>\n")).upperBound
        let end = try #require(page.range(of: "\n</main>")).lowerBound
        #expect(String(page[main..<end])
            == (report.languageSection() + report.kindSection() + report.countrySection()).joined(separator: "\n"))
        #expect(page.hasSuffix("</footer>\n</body>\n</html>\n"))
        // Self-contained: nothing to fetch, no script.
        for outside in ["<script", "<link", "src=", "http:", "https:", "@import", "url("] {
            #expect(!page.contains(outside), "the page has \(outside)")
        }
        #expect(!page.contains(#"href="/""#), "no explorer link unless one is given")
        #expect(report.html(source: "served", explorer: "/").contains(#"<a href="/">Explorer</a>"#))
        #expect(page == CoverageReport(places: CoverageFixtures.places.reversed()).html(source: "2 catalog files"),
                "the order places come in changes no byte")
        try HTMLNesting.check(page)
    }

    @Test func aCellUnderOnePercentIsEscaped() throws {
        // With the towns and villages (issue 44), Mexico's 16,911 places have 147 Japanese names: a cell of "<1".
        let places = (0..<150).map { number in
            Place(id: "geonames:\(number)", kind: .village, country: "MX",
                  names: number == 0 ? [.japanese: "村"] : [:], aliases: ["Pueblo \(number)"])
        }
        let page = CoverageReport(places: places).html(source: "1 catalog file")
        #expect(page.contains(#"places (0.6%)">&lt;1</td>"#))
        try HTMLNesting.check(page)
    }

    @Test func sharesAreRoundedDown() {
        let almost = CoverageShare(count: 1999, total: 2000)
        #expect([almost.percent, almost.width, almost.wholePercent] == ["99.9%", "99.95%", "99"])
        #expect(almost.step == 10)
        let sliver = CoverageShare(count: 1, total: 1001)
        #expect([sliver.percent, sliver.width, sliver.wholePercent] == ["0.0%", "0.09%", "<1"])
        #expect(sliver.step == 1)
        #expect(CoverageShare(count: 0, total: 5).step == 0)
        #expect(CoverageShare(count: 0, total: 0).percent == "0.0%")
        #expect(CoverageShare(count: 5, total: 5).step == CoverageShare.steps - 1)
        #expect(CoverageShare(count: 1, total: 10).step == 2)
        #expect((0..<CoverageShare.steps).map(CoverageShare.legend) == [
            "none", "under 10%", "10–19%", "20–29%", "30–39%", "40–49%", "50–59%", "60–69%", "70–79%", "80–89%",
            "90–99%", "100%",
        ])
        #expect(CoveragePageStyle.shades.count == CoverageShare.steps)
    }
}
