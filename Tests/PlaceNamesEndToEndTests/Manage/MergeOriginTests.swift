import Testing

/// A conflict names where the earlier value was read: the input that filled or last replaced it, not the
/// input the place first came from.
@Suite(.needsNamesBinary) struct MergeOriginTests {
    static let first = """
    {"format": "placenames-catalog", "version": 1, "places": [
      {"id": "city:bangkok", "kind": "city", "country": "TH", "names": {"english": "Bangkok"}}
    ]}

    """
    static let second = """
    {"format": "placenames-catalog", "version": 1, "places": [
      {"id": "city:bangkok", "kind": "city",
       "population": 8305218,
       "names": {"english": "Bangkok", "thai": "กรุงเทพมหานคร"}}
    ]}

    """
    static let third = """
    {"format": "placenames-catalog", "version": 1, "places": [
      {"id": "city:bangkok", "kind": "city",
       "names": {"thai": "บางกอก"},
       "population": 5104476}
    ]}

    """

    @Test func conflictPointsAtTheInputThatFilledTheValue() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("1.json", Self.first)
            try tool.write("2.json", Self.second)
            try tool.write("3.json", Self.third)
            let run = try tool.run("merge", "1.json", "2.json", "3.json", "--prefer", "first", "-o", "out.json")
            #expect(run.status == 0)
            #expect(run.stderr.hasPrefix("""
                3.json:4:18: warning[merge-conflict]: population of 'city:bangkok' is '5104476' here but '8305218' \
                in 2.json:3:18; kept '8305218', '5104476' dropped
                3.json:3:22: warning[merge-conflict]: thai name of 'city:bangkok' is 'บางกอก' here but \
                'กรุงเทพมหานคร' in 2.json:4:44; kept 'กรุงเทพมหานคร', 'บางกอก' kept as a variant

                """))
        }
    }

    @Test func conflictPointsAtTheInputThatLastReplacedTheValue() throws {
        try ManageNamesTool.withScratch { tool in
            try tool.write("1.json", Self.second)
            try tool.write("2.json", Self.third)
            try tool.write("3.json", Self.second)
            let run = try tool.run("merge", "1.json", "2.json", "3.json", "--prefer", "last", "-o", "out.json")
            #expect(run.status == 0)
            #expect(run.stderr.hasPrefix("""
                2.json:4:18: warning[merge-conflict]: population of 'city:bangkok' is '5104476' here but '8305218' \
                in 1.json:3:18; kept '5104476', '8305218' dropped
                2.json:3:22: warning[merge-conflict]: thai name of 'city:bangkok' is 'บางกอก' here but \
                'กรุงเทพมหานคร' in 1.json:4:44; kept 'บางกอก', 'กรุงเทพมหานคร' kept as a variant
                3.json:3:18: warning[merge-conflict]: population of 'city:bangkok' is '8305218' here but '5104476' \
                in 2.json:4:18; kept '8305218', '5104476' dropped
                3.json:4:44: warning[merge-conflict]: thai name of 'city:bangkok' is 'กรุงเทพมหานคร' here but \
                'บางกอก' in 2.json:3:22; kept 'กรุงเทพมหานคร', 'บางกอก' kept as a variant

                """))
        }
    }
}
