import PlaceNames

/// What one search orders places of equal `MatchRank` by (`SearchIndex.coarseKey`): their importance, or with a
/// location bias their `LocationBias` score. Larger first.
struct RankingFigures {
    let index: SearchIndex
    let places: PlaceTable
    let bias: LocationBias?

    /// Place `place`'s figure.
    func figure(_ place: Int) -> UInt64 {
        let importance = index.importance(place)
        guard let bias else { return SearchIndex.rankingImportance(importance) }
        let distance = places.coordinate(place).map { GreatCircle.distance(from: bias.position, to: $0) }
        return LocationBias.figure(bias.score(importance: importance, distance: distance))
    }

    /// The largest figure a place whose ranking importance is `importance` can have: what bounds the places a scan
    /// has not read (`PrefixScan`), which come in order of importance.
    func bound(importance: UInt64) -> UInt64 {
        guard let bias else { return importance }
        // Rounded up, so the bound is never below a figure `figure` computes for the same importance.
        return LocationBias.figure(bias.bound(importance: Int(clamping: importance))) &+ 1
    }
}
