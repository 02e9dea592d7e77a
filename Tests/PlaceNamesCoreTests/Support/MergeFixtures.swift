/// Small catalogs that disagree the way real sources do: Bangkok's Thai name, and its population.
enum MergeFixtures {
    static let a = """
    {
      "format": "placenames-catalog",
      "version": 1,
      "metadata": {"sources": [{"name": "A", "licence": "MIT"}]},
      "places": [
        {"id": "iso3166-1:TH", "kind": "country", "country": "TH",
         "names": {"english": "Thailand", "thai": "ประเทศไทย"}},
        {"id": "tz:Asia/Bangkok", "kind": "city", "country": "TH",
         "names": {"english": "Bangkok", "thai": {"preferred": "กรุงเทพมหานคร", "short": ["กรุงเทพฯ"]}}}
      ]
    }

    """

    static let b = """
    {
      "format": "placenames-catalog",
      "version": 1,
      "metadata": {"sources": [{"name": "B"}]},
      "places": [
        {"id": "tz:Asia/Bangkok", "kind": "city", "population": 8305218,
         "names": {
           "thai": {"preferred": "บางกอก", "short": ["กรุงเทพฯ"]},
           "french": "Bangkok"}},
        {"id": "iso3166-1:LA", "kind": "country", "country": "LA", "names": {"english": "Laos"}}
      ]
    }

    """

    /// `b` with its city moved to Vientiane: a catalog that shares no place with `a`.
    static var bElsewhere: String { b.replacingOccurrences(of: "tz:Asia/Bangkok", with: "tz:Asia/Vientiane") }

    /// `names merge a.json b.json --prefer first`.
    static let preferFirst = """
    {
      "format": "placenames-catalog",
      "version": 1,
      "metadata": {
        "generatedBy": "names merge",
        "sources": [
          {
            "name": "A",
            "licence": "MIT"
          },
          {
            "name": "B"
          }
        ]
      },
      "places": [
        {
          "id": "iso3166-1:LA",
          "kind": "country",
          "country": "LA",
          "names": {
            "english": "Laos"
          }
        },
        {
          "id": "iso3166-1:TH",
          "kind": "country",
          "country": "TH",
          "names": {
            "english": "Thailand",
            "thai": "ประเทศไทย"
          }
        },
        {
          "id": "tz:Asia/Bangkok",
          "kind": "city",
          "country": "TH",
          "population": 8305218,
          "names": {
            "english": "Bangkok",
            "french": "Bangkok",
            "thai": {
              "preferred": "กรุงเทพมหานคร",
              "short": [
                "กรุงเทพฯ"
              ],
              "variants": [
                "บางกอก"
              ]
            }
          }
        }
      ]
    }

    """

    /// A catalog with one place and one name, for tests that vary a single value.
    static func single(id: String = "city:zurich", kind: String = "city", population: Int? = nil,
                       german: String) -> String {
        let population = population.map { ", \"population\": \($0)" } ?? ""
        return """
        {"format": "placenames-catalog", "version": 1, "places": [
          {"id": "\(id)", "kind": "\(kind)"\(population), "names": {"german": "\(german)"}}
        ]}

        """
    }
}
