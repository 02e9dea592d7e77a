import PlaceNames

/// What one ranking has worked out about regions named after cities
/// (`SearchIndex.placeNamesakesAfterTheirCities`), kept while the page is settled: a page whose regions are lowered
/// is ranked again, and tied regions share a few names.
struct NamesakeAnswers {
    /// What decides the city a region's matched name is named after: the name, its language, the region's country
    /// and how well it matched.
    struct Question: Hashable {
        let text: Int32
        let language: UInt8
        let country: Int32
        let rank: UInt16
    }

    /// The importance of the most important city each question found (0: none).
    var importance: [Question: Int] = [:]
    private var foldedTexts: [Int32: [Unicode.Scalar]] = [:]
    private var cityHits: [PlaceMatch]?

    /// Text `text` folded as search folds, so Ōsaka (the prefecture) is named after Osaka (the city).
    mutating func folded(_ text: Int32, _ texts: TextTable) -> [Unicode.Scalar] {
        if let known = foldedTexts[text] { return known }
        let scalars = Array(SearchKey.folded(texts[Int(text)]).unicodeScalars)
        foldedTexts[text] = scalars
        return scalars
    }

    /// The hits that are cities, by a name that is not an alias.
    mutating func cities(of hits: [PlaceMatch], namesakes: NamesakeFacts) -> [PlaceMatch] {
        if let cityHits { return cityHits }
        let cities = hits.filter { namesakes.isCity($0.place) && $0.posting.language != SearchLanguages.alias }
        cityHits = cities
        return cities
    }
}
