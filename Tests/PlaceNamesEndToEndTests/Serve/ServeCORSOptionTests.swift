import Testing

/// `names serve --cors-origin` takes origins as browsers send them, or `*` alone; anything else is a usage error
/// (exit 2) that says how to spell one, before any catalog is read.
@Suite(.needsNamesBinary) struct ServeCORSOptionTests {
    @Test(arguments: ["https://app.example/", "app.example", "null"])
    func aValueThatIsNotAnOriginIsAUsageError(_ value: String) throws {
        // A catalog that cannot be read: were the value taken, the command would fail later, not serve.
        let output = try NamesBinary.run(["serve", "--cors-origin", value, "--catalog", "/nonexistent"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("'\(value)' is not an origin: give scheme://host[:port] with no path, as "
                                       + "browsers send it in Origin (https://example.com, http://localhost:3000), or "
                                       + "* for every origin"), "\(output.stderr)")
    }

    @Test func aStarWithOtherOriginsIsAUsageError() throws {
        let output = try NamesBinary.run(["serve", "--cors-origin", "*", "--cors-origin", "https://app.example",
                                          "--catalog", "/nonexistent"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("Error: --cors-origin * already allows every origin: give it alone"),
                "\(output.stderr)")
    }
}
