import PlaceNames

/// Thai provinces and Bangkok as CLDR names them, chosen so that Thai collation and code point order differ
/// (เชียงราย sorts by ช, before ตาก, although เ is a higher code point), with a tie and a missing Thai name.
enum ExportFixtures {
    static let catalog = """
    {
      "format": "placenames-catalog",
      "version": 1,
      "places": [
        {"id": "iso3166-2:TH-54", "kind": "region", "country": "TH", "names": {"english": "Phrae", "thai": "แพร่"}},
        {"id": "iso3166-2:TH-63", "kind": "region", "country": "TH", "names": {"english": "Tak", "thai": "ตาก"}},
        {"id": "iso3166-2:TH-57", "kind": "region", "country": "TH",
         "names": {"english": "Chiang Rai", "thai": "เชียงราย"}},
        {"id": "iso3166-2:TH-10", "kind": "region", "country": "TH",
         "names": {"english": "Bangkok", "thai": {"preferred": "กรุงเทพมหานคร", "short": ["กรุงเทพฯ"]}}},
        {"id": "wikidata:Q1861", "kind": "city", "country": "TH", "names": {"english": "Bangkok", "thai": "กรุงเทพ"}},
        {"id": "tz:Asia/Bangkok", "kind": "city", "country": "TH", "names": {"english": "Bangkok", "thai": "กรุงเทพ"}},
        {"id": "iso3166-1:CI", "kind": "country", "country": "CI",
         "names": {"english": "Côte d’Ivoire", "french": "Côte d’Ivoire"}},
        {"id": "iso3166-2:US-DC", "kind": "region", "country": "US", "names": {"english": "Washington, D.C."}}
      ]
    }

    """

    /// `names export --lang thai` of `catalog`.
    static let thaiJSON = """
    {
      "tz:Asia/Bangkok": "กรุงเทพ",
      "wikidata:Q1861": "กรุงเทพ",
      "iso3166-2:TH-10": "กรุงเทพมหานคร",
      "iso3166-2:TH-57": "เชียงราย",
      "iso3166-2:TH-63": "ตาก",
      "iso3166-2:TH-54": "แพร่"
    }

    """

    static let thaiSummary = "thai: 6 names (ICU \(icuVersion) collation); "
        + "2 places without a thai name left out\n"
}
