import Testing
@testable import PlaceNames

/// Names, kinds and codes come from catalogs, which may hold anything: none of it can open an element, close one,
/// or end an attribute on the coverage page.
@Suite struct CoverageEscapingTests {
    static let hostile = #"</td></tr><script>alert("x")</script> & 'Co' <b>"#
    static let escaped = "&lt;/td&gt;&lt;/tr&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; "
        + "&#39;Co&#39; &lt;b&gt;"

    @Test func hostileNamesKindsAndCodesAreText() throws {
        let places = [
            Place(id: "iso3166-1:<X>", kind: .country, country: "<X>", names: [.english: LocalizedName(Self.hostile)]),
            Place(id: "test:1", kind: PlaceKind(rawValue: Self.hostile), defaultName: Self.hostile, country: "<X>"),
        ]
        let page = CoverageReport(places: places).html(source: "a <catalog> & more", explorer: #"/"x"?a=1&b=2"#)
        try HTMLNesting.check(page)
        #expect(!page.contains("<script") && !page.contains("<b>") && !page.contains("<X>"))
        #expect(page.contains(#"<tr><th scope="row">\#(Self.escaped)</th>"#), "the kind")
        #expect(page.contains("<bdi>\(Self.escaped)</bdi> <code>&lt;X&gt;</code>"), "the country's name and code")
        #expect(page.contains(#"title="\#(Self.escaped) in English: 1 of 2 places (50.0%)""#), "a cell's title")
        #expect(page.contains("counted from a &lt;catalog&gt; &amp; more."))
        #expect(page.contains(#"<a href="/&quot;x&quot;?a=1&amp;b=2">Explorer</a>"#))
    }

    @Test func theCheckerCatchesWhatEscapingPrevents() {
        #expect(throws: HTMLNesting.Mismatch.self) { try HTMLNesting.check("<table><tr><td>\(Self.hostile)</td></tr></table>") }
        #expect(throws: HTMLNesting.Mismatch.self) { try HTMLNesting.check("<p><b>x</p>") }
        #expect(throws: Never.self) { try HTMLNesting.check("<p>\(Self.hostile.htmlEscaped)<br></p>") }
    }

    @Test func escapingLeavesOtherTextAsItIs() {
        #expect("กรุงเทพมหานคร".htmlEscaped == "กรุงเทพมหานคร")
        #expect("<\u{301}&".htmlEscaped == "&lt;\u{301}&amp;", "a combining mark does not hide the <")
        #expect("A & B".htmlEscaped == "A &amp; B")
    }
}
