import PlaceNames

/// What one search has worked out about regions named after cities (`SearchIndex.recordNamesakeCities`,
/// `SearchIndex.placeNamesakesAfterTheirCities`), kept while its page is settled: the page is ranked again after a
/// region is lowered or a city recorded, and tied regions share a few names.
struct NamesakeAnswers {
    /// A region's matched name, its language and the region's country: what its namesake cities are looked up by.
    struct Name: Hashable {
        let text: Int32
        let language: UInt8
        let country: Int32
    }

    /// A region's name and how well it matched: what decides the city it follows.
    struct Question: Hashable {
        let name: Name
        let rank: UInt16
    }

    /// The names whose cities have been recorded (`SearchIndex.recordNamesakeCities`).
    var recorded: Set<Name> = []
    /// Per ranking: the ranking figure (`RankingFigures`) of the most important city each question found (0: none).
    var importance: [Question: UInt64] = [:]
    private var cityHits: [PlaceMatch]?
    private var foldedTexts: [Int32: String] = [:]

    /// Forgets what depended on the hits of the last ranking (a city recorded since changes them), keeping what
    /// depends on the names alone.
    mutating func startRanking() {
        importance = [:]
        cityHits = nil
    }

    /// Text `text` folded as search folds, so Ōsaka (the prefecture) is named after Osaka (the city); ICU once
    /// per text and search.
    mutating func folded(_ text: Int32, _ texts: TextTable) -> String {
        if let known = foldedTexts[text] { return known }
        let folded = SearchKey.folded(texts[Int(text)])
        foldedTexts[text] = folded
        return folded
    }

    /// The hits of this ranking that are cities, by a name that is not an alias.
    mutating func cities(of hits: [PlaceMatch], namesakes: NamesakeFacts) -> [PlaceMatch] {
        if let cityHits { return cityHits }
        let cities = hits.filter { namesakes.isCity($0.place) && $0.posting.language != SearchLanguages.alias }
        cityHits = cities
        return cities
    }
}
